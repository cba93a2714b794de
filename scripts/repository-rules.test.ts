import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, normalize } from "node:path";
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

  it("each room's alias is the folder of its name, and there is no other alias to learn", () => {
    const rooms = ["app", "core", "scripts", "server", "tests"];
    expect(JSON.parse(text("package.json")).imports).toEqual(
      Object.fromEntries(rooms.map((room) => [`#${room}/*`, `./${room}/*`])),
    );
    const code = tracked.filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file));
    expect(offending(code, /from\s+["'](~\/|#(?!(app|core|scripts|server|tests)\/))/)).toEqual([]);
    expect(JSON.parse(text("tsconfig.json")).compilerOptions.paths).toBeUndefined();
  });
});

describe("references", () => {
  it("comments and documents point only at what is in the repository", () => {
    const documents = tracked.filter((file) => /\.(ts|tsx|js|mjs|md|sh|css)$/.test(file));
    const outside = /ENGINEERING\.md|public-site\.md|back-office\.md|\b[Ii]ssues? #?\d+\b/;
    expect(offending(documents, outside)).toEqual([]);
  });

  it.each(["docs/rules.md", "docs/ARCHITECTURE.md"])("every path named in %s exists", (document) => {
    const named = [...text(document).matchAll(/`((?:app|core|server|scripts|tests|public)\/[^`\s<]+)`/g)];
    expect(named.length).toBeGreaterThan(20);
    // A path with `*` stands for the files it matches (`**/` for any folders): at least one must exist.
    const matcher = (path: string) => {
      if (!path.includes("*")) return (file: string) => file.startsWith(path);
      const pattern = path
        .split(/(\*\*\/|\*)/)
        .map((part) =>
          part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"),
        )
        .join("");
      const whole = new RegExp(`^${pattern}(/|$)`);
      return (file: string) => whole.test(file);
    };
    const missing = named.map((match) => match[1]!).filter((path) => !tracked.some(matcher(path)));
    expect(missing).toEqual([]);
  });
});

describe("a production install", () => {
  /**
   * The modules a file loads when it runs: its imports and re-exports but those of types only
   * (erased), and its dynamic imports of fixed names.
   */
  function loads(file: string): string[] {
    const code = text(file);
    const statements = [
      ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gms),
      ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ];
    return statements.map((match) => match[1]!);
  }

  /** A subpath import (`#core/x.ts`) as the file it names, by package.json "imports". */
  function subpathTarget(specifier: string): string | null {
    const imports = (JSON.parse(text("package.json")) as { imports: Record<string, string> }).imports;
    for (const [pattern, target] of Object.entries(imports)) {
      const prefix = pattern.replace(/\*$/, "");
      if (specifier.startsWith(prefix)) return normalize(target.replace("*", specifier.slice(prefix.length)));
    }
    return null;
  }

  /** Every package the files reach by their imports, followed through the repository's own files. */
  function packagesReached(entries: string[]): Map<string, string> {
    const reached = new Map<string, string>();
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of loads(file)) {
        if (specifier.startsWith(".") || specifier.startsWith("#")) {
          const target = specifier.startsWith("#")
            ? subpathTarget(specifier)
            : normalize(join(dirname(file), specifier));
          expect(target, `${specifier} in ${file}`).not.toBeNull();
          if (/\.(ts|tsx)$/.test(target!) && existsSync(target!)) queue.push(target!);
          continue;
        }
        const name = specifier.startsWith("@")
          ? specifier.split("/").slice(0, 2).join("/")
          : specifier.split("/")[0]!;
        if (specifier.startsWith("node:") || builtinModules.includes(name)) continue;
        if (!reached.has(name)) reached.set(name, file);
      }
    }
    return reached;
  }

  it("the server and the scripts an operator runs load only what `npm ci --omit=dev` installs", () => {
    const manifest = JSON.parse(text("package.json")) as {
      dependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    // The scripts of package.json a production install runs: the server and the operator's tools.
    const operated = ["serve", "backup", "restore", "admin:create"].map((script) => {
      const file = /\b(server|scripts)\/[\w./-]+\.ts\b/.exec(manifest.scripts[script] ?? "")?.[0];
      expect(file, script).toBeDefined();
      return file!;
    });
    const reached = packagesReached(operated);
    expect(reached.has("hono")).toBe(true);
    const missing = [...reached].filter(([name]) => !(name in manifest.dependencies));
    expect(missing.map(([name, file]) => `${name} (loaded by ${file})`)).toEqual([]);
  });
});
