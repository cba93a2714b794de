// npm run bench [-- --beaches 50000 --areas 200 --seconds 5 --connections 8]
// Loads a synthetic directory into a throwaway database, starts the production server on it and
// measures the public routes: requests per second against a no-op JSON route of the same server,
// latency percentiles under load and one at a time, and compressed payload sizes. Budgets are
// ENGINEERING.md section 5's.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { openMigratedDatabase } from "../server/boot.ts";
import { replaceDirectory } from "../server/db/seed/load.ts";
import { generateSyntheticDirectory } from "../server/db/seed/synthetic.ts";
import { readEnv } from "../server/env.ts";
import { measurePageWeight, PAGE_BUDGETS } from "./lib/page-weight.ts";
import { startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    beaches: { type: "string", default: "50000" },
    areas: { type: "string", default: "200" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "8" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const ROUTES = [
  { name: "no-op JSON (baseline)", path: "/api/v1/health" },
  {
    name: "filtered list",
    path: "/api/v1/beaches?type=SANDY,MIXED&amenities=sunbeds&blueFlag=true&page=3",
    budget: { ratio: 0.3, p99: 25 },
  },
  {
    name: "search list",
    path: "/api/v1/beaches?search=ammos&sort=name.desc",
    budget: { ratio: 0.3, p99: 25 },
  },
  {
    name: "distance sort",
    path: "/api/v1/beaches?sort=distance.asc&lat=37.98&lng=23.72&organized=organized",
  },
  { name: "filter count", path: "/api/v1/beaches/count?waveConditions=CALM&parking=SMALL_LOT,LARGE_LOT" },
  { name: "areas with stats", path: "/api/v1/areas" },
  { name: "SSR home page", path: "/?type=SANDY&page=2", budget: { ratio: 0.15 } },
  // The map's first view (all of Greece) and a closer look at Crete with a filter.
  { name: "map, Greece z6", path: "/api/v1/beaches/map?bbox=19.2,34.7,29.7,41.8&zoom=6" },
  { name: "map, Crete z9", path: "/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=9&type=SANDY" },
  {
    name: "natural-language search",
    path: `/api/v1/search?q=${encodeURIComponent("quiet sandy beach with a taverna near Chania")}`,
    budget: { ratio: 0, p99: 50 },
  },
  {
    name: "search, beach typo",
    path: `/api/v1/search?q=${encodeURIComponent("porto katsky")}`,
    budget: { ratio: 0, p99: 50 },
  },
] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function load(url: string, durationMs: number, concurrency: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / (durationMs / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function sequential(url: string, count: number) {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await (await fetch(url)).arrayBuffer();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

// The site as `npm run build` makes it, service worker included.
if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const folder = mkdtempSync(join(tmpdir(), "beaches-bench-"));
const dataDir = join(folder, "pglite");
const loadStarted = performance.now();
// With DATABASE_URL (e.g. under scripts/with-postgres.sh) the run measures that server instead.
const databaseUrl = readEnv().DATABASE_URL;
const database = await openMigratedDatabase({ PGLITE_DIR: dataDir, DATABASE_URL: databaseUrl });
const counts = await replaceDirectory(
  database.db,
  generateSyntheticDirectory({ beaches: Number(values.beaches), areas: Number(values.areas) }),
);
await database.close();
console.log(
  `Synthetic data (${database.kind}): ${counts.beaches} beaches in ${counts.areas} areas, loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
);

const server = await startProductionServer({ dataDir, databaseUrl });
const base = server.base;

try {
  const rows: string[] = [];
  const failures: string[] = [];
  let baseline = 0;
  for (const route of ROUTES) {
    const url = `${base}${route.path}`;
    await load(url, 1000, connections); // warm-up
    const loaded = await load(url, seconds * 1000, connections);
    const single = await sequential(url, 200);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (route.path === "/api/v1/health") baseline = loaded.rps;
    const ratio = baseline > 0 ? loaded.rps / baseline : 1;
    rows.push(
      [
        route.name.padEnd(22),
        `${loaded.rps.toFixed(0).padStart(6)} req/s`,
        `${(ratio * 100).toFixed(0).padStart(4)}% of no-op`,
        `p50 ${loaded.p50.toFixed(1).padStart(6)} ms`,
        `p99 ${loaded.p99.toFixed(1).padStart(6)} ms (x${connections})`,
        `alone p50 ${single.p50.toFixed(1).padStart(5)} ms p99 ${single.p99.toFixed(1).padStart(5)} ms`,
        `${(gzipSync(body).length / 1024).toFixed(1).padStart(5)} KB gz`,
        loaded.errors ? `${loaded.errors} errors` : "",
      ].join("  "),
    );
    if (loaded.errors) failures.push(`${route.name}: ${loaded.errors} failed requests`);
    if ("budget" in route) {
      if (ratio < route.budget.ratio)
        failures.push(`${route.name}: ${(ratio * 100).toFixed(0)}% of no-op < ${route.budget.ratio * 100}%`);
      if ("p99" in route.budget && single.p99 > route.budget.p99) {
        failures.push(`${route.name}: p99 alone ${single.p99.toFixed(1)} ms > ${route.budget.p99} ms`);
      }
    }
  }
  console.log(`\n${rows.join("\n")}\n`);

  // The pages as a phone sees them, on this directory.
  for (const weight of [await measurePageWeight(base, "/", "build/client")]) {
    console.log(
      `page ${weight.path}: HTML ${weight.htmlKb.toFixed(1)} KB gz, first-load JS ${weight.jsKb.toFixed(1)} KB gz in ${weight.scripts} files`,
    );
    if (weight.jsKb > PAGE_BUDGETS.firstLoadJsKb)
      failures.push(`first-load JS ${weight.jsKb.toFixed(1)} KB > ${PAGE_BUDGETS.firstLoadJsKb} KB`);
  }
  console.log(
    failures.length ? `Over budget:\n  ${failures.join("\n  ")}` : "All measured routes within budget.",
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
