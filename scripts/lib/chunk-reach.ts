// Which built files a set of scripts loads, statically or on demand: read from the relative imports
// Vite writes into each chunk (`from"./x.js"`, `import("./x.js")`) and the asset paths it lists for a
// lazy chunk's own dependencies. Used by the service worker's build and by its test.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The chunks a built script imports, as paths under the client build (`assets/x.js`). */
function importsOf(clientDir: string, file: string): string[] {
  if (!file.endsWith(".js")) return [];
  const code = readFileSync(join(clientDir, file), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g)) {
    found.add(`assets/${match[1]}`);
  }
  for (const match of code.matchAll(/["'`](assets\/[\w.-]+\.(?:js|css))["'`]/g)) found.add(match[1]!);
  return [...found];
}

/** Every file reachable from `roots` (paths under `clientDir`) through static and on-demand imports. */
export function reachableFrom(clientDir: string, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(clientDir, file));
  }
  return seen;
}
