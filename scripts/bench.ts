// npm run bench [-- --beaches 50000 --areas 200 --seconds 5 --connections 8]
// Loads a synthetic directory into a throwaway database, starts the production server on it and
// measures the public routes: requests per second against a no-op JSON route of the same server,
// latency percentiles under load and one at a time, and compressed payload sizes. Each route is
// measured warm (the same URL again: the public cache answers, ADR 010) and cold (a new URL each
// time, so the database does the work); then the no-op route's latency while lists load. Budgets
// are ENGINEERING.md section 5's and issue 10's: warm req/s against the no-op route, cold p99 alone.
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

/** Samples of the directory that cold requests walk through, fetched from the running server. */
interface Samples {
  areaPaths: string[];
  beachPaths: string[];
}

interface Route {
  name: string;
  path: string;
  /** A different URL for request i with the same work, so that no answer comes from the cache. */
  cold?: (i: number, samples: Samples) => string;
  budget?: { ratio: number; p99?: number };
}

/** The JSON API ignores originalQuery (it only carries the visitor's words), so it makes a URL unique. */
const unique = (path: string) => (i: number) => `${path}${path.includes("?") ? "&" : "?"}originalQuery=b${i}`;
const JSON_BUDGET = { ratio: 0.3, p99: 25 };
const PAGE_BUDGET = { ratio: 0.15, p99: 50 };

const ROUTES: Route[] = [
  { name: "no-op JSON (baseline)", path: "/api/v1/health" },
  {
    name: "filtered list",
    path: "/api/v1/beaches?type=SANDY,MIXED&amenities=sunbeds&blueFlag=true&page=3",
    cold: unique("/api/v1/beaches?type=SANDY,MIXED&amenities=sunbeds&blueFlag=true&page=3"),
    budget: JSON_BUDGET,
  },
  {
    name: "search list",
    path: "/api/v1/beaches?search=ammos&sort=name.desc",
    cold: unique("/api/v1/beaches?search=ammos&sort=name.desc"),
    budget: JSON_BUDGET,
  },
  {
    name: "distance sort",
    path: "/api/v1/beaches?sort=distance.asc&lat=37.98&lng=23.72&organized=organized",
    cold: (i) =>
      `/api/v1/beaches?sort=distance.asc&lat=${(36 + (i % 100_000) / 50_000).toFixed(5)}&lng=23.72&organized=organized`,
    budget: JSON_BUDGET,
  },
  {
    name: "filter count",
    path: "/api/v1/beaches/count?waveConditions=CALM&parking=SMALL_LOT,LARGE_LOT",
    cold: unique("/api/v1/beaches/count?waveConditions=CALM&parking=SMALL_LOT,LARGE_LOT"),
    budget: JSON_BUDGET,
  },
  { name: "areas with stats", path: "/api/v1/areas", cold: unique("/api/v1/areas"), budget: JSON_BUDGET },
  {
    name: "map, Greece z6",
    path: "/api/v1/beaches/map?bbox=19.2,34.7,29.7,41.8&zoom=6",
    cold: unique("/api/v1/beaches/map?bbox=19.2,34.7,29.7,41.8&zoom=6"),
    budget: JSON_BUDGET,
  },
  {
    name: "map, Crete z9",
    path: "/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=9&type=SANDY",
    cold: unique("/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=9&type=SANDY"),
    budget: JSON_BUDGET,
  },
  {
    name: "NL search",
    path: `/api/v1/search?q=${encodeURIComponent("quiet sandy beach with a taverna near Chania")}`,
    cold: unique(`/api/v1/search?q=${encodeURIComponent("quiet sandy beach with a taverna near Chania")}`),
    budget: JSON_BUDGET,
  },
  {
    name: "search, beach typo",
    path: `/api/v1/search?q=${encodeURIComponent("porto katsky")}`,
    cold: unique(`/api/v1/search?q=${encodeURIComponent("porto katsky")}`),
    budget: JSON_BUDGET,
  },
  {
    name: "SSR home page",
    path: "/?type=SANDY&page=2",
    cold: (i) => `/?type=SANDY&page=${2 + i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR area page",
    path: "/AREA",
    // Pages ignore a parameter they do not know; it only makes the URL new.
    cold: (i, samples) => `${samples.areaPaths[i % samples.areaPaths.length]!}?v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR beach page",
    path: "/BEACH",
    cold: (i, samples) => `${samples.beachPaths[i % samples.beachPaths.length]!}?v=${i}`,
    budget: PAGE_BUDGET,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function load(url: string | ((i: number) => string), durationMs: number, concurrency: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await fetch(typeof url === "string" ? url : url(next++));
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

async function sequential(url: string | ((i: number) => string), count: number) {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await (await fetch(typeof url === "string" ? url : url(index))).arrayBuffer();
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
  const { items: areaItems } = (await (await fetch(`${base}/api/v1/areas`)).json()) as {
    items: { slug: string }[];
  };
  const beachPaths: string[] = [];
  for (let page = 1; page <= 30; page += 1) {
    const { items } = (await (await fetch(`${base}/api/v1/beaches?page=${page}`)).json()) as {
      items: { slug: string; area_slug: string }[];
    };
    beachPaths.push(...items.map((beach) => `/${beach.area_slug}/${beach.slug}`));
  }
  const samples: Samples = { areaPaths: areaItems.map((area) => `/${area.slug}`), beachPaths };
  const resolvePath = (path: string) =>
    path === "/AREA" ? samples.areaPaths[0]! : path === "/BEACH" ? samples.beachPaths[0]! : path;

  console.log(
    "\nwarm: the same URL again (answered from the cache after the first time); cold: a new URL each time (the database works)",
  );
  let baseline = 0;
  for (const route of ROUTES) {
    const url = `${base}${resolvePath(route.path)}`;
    const coldUrl = route.cold ? (i: number) => `${base}${route.cold!(i, samples)}` : url;
    await load(url, 1000, connections); // warm-up
    const loaded = await load(url, seconds * 1000, connections);
    const single = await sequential(url, 200);
    const coldLoaded = route.cold ? await load(coldUrl, seconds * 1000, connections) : loaded;
    // Cold requests start past the ones the load used, so none is a cache hit.
    const coldSingle = route.cold
      ? await sequential((i) => `${base}${route.cold!(100_000 + i, samples)}`, 200)
      : single;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (route.path === "/api/v1/health") baseline = loaded.rps;
    const ratio = baseline > 0 ? loaded.rps / baseline : 1;
    const coldRatio = baseline > 0 ? coldLoaded.rps / baseline : 1;
    rows.push(
      [
        route.name.padEnd(20),
        `warm ${loaded.rps.toFixed(0).padStart(5)} req/s ${(ratio * 100).toFixed(0).padStart(3)}%`,
        `p99 ${loaded.p99.toFixed(0).padStart(4)} ms (x${connections})`,
        `alone p99 ${single.p99.toFixed(1).padStart(5)} ms`,
        `| cold ${coldLoaded.rps.toFixed(0).padStart(5)} req/s ${(coldRatio * 100).toFixed(0).padStart(3)}%`,
        `p99 ${coldLoaded.p99.toFixed(0).padStart(4)} ms (x${connections})`,
        `alone p50 ${coldSingle.p50.toFixed(1).padStart(5)} p99 ${coldSingle.p99.toFixed(1).padStart(5)} ms`,
        `| ${(gzipSync(body).length / 1024).toFixed(1).padStart(5)} KB gz`,
        loaded.errors + coldLoaded.errors ? `${loaded.errors + coldLoaded.errors} errors` : "",
      ].join("  "),
    );
    if (loaded.errors + coldLoaded.errors)
      failures.push(`${route.name}: ${loaded.errors + coldLoaded.errors} failed requests`);
    if (route.budget) {
      if (ratio < route.budget.ratio)
        failures.push(
          `${route.name}: warm ${(ratio * 100).toFixed(0)}% of no-op < ${route.budget.ratio * 100}%`,
        );
      if (route.budget.p99 !== undefined && coldSingle.p99 > route.budget.p99) {
        failures.push(
          `${route.name}: cold p99 alone ${coldSingle.p99.toFixed(1)} ms > ${route.budget.p99} ms`,
        );
      }
    }
  }
  console.log(`\n${rows.join("\n")}\n`);

  // A slow query must not stall other requests: the no-op route, one request at a time, while eight
  // connections ask for cold filtered lists.
  const listLoad = load(
    (i) => `${base}${ROUTES[1]!.cold!(200_000 + i, samples)}`,
    seconds * 1000,
    connections,
  );
  const noOpDuring = await sequential(`${base}/api/v1/health`, 300);
  await listLoad;
  console.log(
    `no-op JSON while ${connections} connections load cold lists: p50 ${noOpDuring.p50.toFixed(1)} ms, p99 ${noOpDuring.p99.toFixed(1)} ms (budget 25 ms)`,
  );
  if (noOpDuring.p99 > 25)
    failures.push(`no-op p99 during list load ${noOpDuring.p99.toFixed(1)} ms > 25 ms`);

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
