// npm run startup — how soon a visitor gets the first page after the server is started, as the
// README's commands start it: `npm run serve` on a new data folder (migrations and demo data
// included) and again on the same folder, and `npm start` (build, then serve, on a new folder as a
// fresh clone does) counted from the end of the build. Budgets: `npm start` 5 s after the
// build; `npm run serve` 3 s on an installed clone (its data folder exists). The very first serve on
// an empty folder also migrates and seeds; it is reported, not budgeted.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./lib/production-server.ts";

const SERVE_BUDGET_MS = 3000;
const START_BUDGET_MS = 5000;

/** Stops npm and everything it started (it runs in a process group of its own). */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/**
 * Runs `npm run <script>` and answers how long after `from` (the start, or the line that ends the
 * build) the home page first answered 200.
 */
async function firstPage(script: string, dataDir: string, buildEnds?: RegExp): Promise<number> {
  const port = await freePort();
  const child = spawn("npm", ["run", "--silent", script], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let from = buildEnds ? Number.NaN : performance.now();
  child.stdout!.on("data", (chunk: Buffer) => {
    if (buildEnds && Number.isNaN(from) && buildEnds.test(chunk.toString())) from = performance.now();
  });
  try {
    const deadline = performance.now() + 180_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm run ${script} stopped (exit code ${child.exitCode})`);
      if (!Number.isNaN(from)) {
        const answered = await fetch(`http://127.0.0.1:${port}/`)
          .then((response) => response.ok)
          .catch(() => false);
        if (answered) return performance.now() - from;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`npm run ${script} served no page within 180 s`);
  } finally {
    await stop(child);
  }
}

const folder = mkdtempSync(join(tmpdir(), "beaches-startup-"));
const dataDir = join(folder, "pglite");
const failures: string[] = [];
try {
  // The build's last step (scripts/build-sw.ts) prints the precache line.
  const start = await firstPage("start", dataDir, /precache \d+ files/);
  const serveAgain = await firstPage("serve", dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const serveNew = await firstPage("serve", dataDir);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`npm start, first page after the build ended:     ${seconds(start)} (budget 5 s)`);
  console.log(`npm run serve, new data folder (migrate, seed):   ${seconds(serveNew)}`);
  console.log(`npm run serve, existing data folder:              ${seconds(serveAgain)} (budget 3 s)`);
  if (start > START_BUDGET_MS) failures.push(`npm start ${seconds(start)} > 5 s`);
  if (serveAgain > SERVE_BUDGET_MS) failures.push(`npm run serve ${seconds(serveAgain)} > 3 s`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(failures.length ? `Over budget: ${failures.join("; ")}` : "Within budget.");
process.exitCode = failures.length ? 1 : 0;
