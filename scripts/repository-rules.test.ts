import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Rules about where things are written, so that a newcomer finds each rule once and every reference
// leads somewhere inside the repository. Each check names the files that break it.

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const source = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);
const text = (file: string) => readFileSync(file, "utf8");

/** Lines of the given files that match, as "file:line: text". */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    text(file)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("one rule, one place", () => {
  it("what the public may see is decided in server/visibility.ts only", () => {
    const server = tracked.filter(
      (file) =>
        file.startsWith("server/") &&
        source(file) &&
        file !== "server/visibility.ts" &&
        !file.startsWith("server/db/seed/"),
    );
    expect(offending(server, /["'`]ACTIVE["'`]/)).toEqual([]);
  });

  it("timestamps become ISO text through one helper", () => {
    const code = tracked.filter((file) => /^(app|core|server)\//.test(file) && source(file));
    expect(offending(code, /\b(const|function)\s+iso\b/)).toEqual([]);
  });

  it("the browser reaches the JSON API through the typed client, never by a written address", () => {
    const app = tracked.filter((file) => file.startsWith("app/") && source(file));
    expect(offending(app, /["'`]\/api\/v1/)).toEqual([]);
  });

  it("back-office screens reach the server through forms, fetchers or app/lib, not their own fetch", () => {
    const screens = tracked.filter((file) => /^app\/(routes|components)\/admin\//.test(file) && source(file));
    expect(offending(screens, /\bfetch\(/)).toEqual([]);
  });

  it("imports are relative, with no alias to learn", () => {
    const code = tracked.filter((file) => /\.(ts|tsx)$/.test(file));
    expect(offending(code, /from\s+["']~\//)).toEqual([]);
    expect(JSON.parse(text("tsconfig.json")).compilerOptions.paths).toBeUndefined();
  });
});

describe("references", () => {
  it("comments and documents point only at what is in the repository", () => {
    const documents = tracked.filter((file) => /\.(ts|tsx|js|mjs|md|sh|css)$/.test(file));
    const outside = /ENGINEERING\.md|public-site\.md|back-office\.md|\b[Ii]ssues? #?\d+\b/;
    expect(offending(documents, outside)).toEqual([]);
  });

  it("every path named in docs/rules.md exists", () => {
    const named = [...text("docs/rules.md").matchAll(/`((?:app|core|server|scripts|public)\/[^`\s]+)`/g)];
    expect(named.length).toBeGreaterThan(20);
    const missing = named
      .map((match) => match[1]!)
      .filter((path) => !tracked.some((file) => file.startsWith(path)));
    expect(missing).toEqual([]);
  });
});
