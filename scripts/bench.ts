// npm run bench [-- --sizes 1000,10000,50000 --databases pglite,postgres --areas 200 --seconds 5
//                   --connections 8 --only REGEX]
// Measures the public routes of the production server on synthetic directories of growing size, on
// embedded PGlite and on a PostgreSQL server (a throwaway cluster, the way `npm run test:postgres`
// makes one, unless DATABASE_URL is set). For each size every route is asked one request at a time
// for URLs it has never answered ("cold": the database works), which gives the growth table (requests
// one at a time are made and timed by a small process of their own, scripts/lib/bench-client.ts); at the
// largest size each route is also loaded with concurrent connections, warm (the same URL again,
// answered by the public cache, ADR 010) and cold, against a no-op JSON route of the same server,
// and the no-op route is timed while lists load. Budgets (ADR 047), as shares of the no-op route's
// req/s in the same run: every route warm (answered by the cache) >= 30%; JSON routes cold >= 10%
// with a cold p99 alone <= 25 ms; pages (home, area, beach and map, in English and Greek) cold >= 5%
// with a cold p99 alone <= 60 ms; no route growing about as fast as the directory. At the largest size it also times
// `npm run backup` and `npm run restore` of the whole database (30 s and 60 s, ADR 017), and floods
// the og cards at 20 and 100 requests a second while timing the no-op route (25 ms p99, ADR 044).
// Only when --only names it, as it takes minutes: `npm run import:osm` of a synthetic extract the size
// of Geofabrik's Greece (--osm-nodes, 50 million by default), twice on one embedded database (10
// minutes and 1.5 GB for the first run; the second changes nothing); --only "osm import" runs it
// alone, without the build, the directories or the forecast.
// Exits 1 when a budget is missed.
import { execFileSync, fork, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import Papa from "papaparse";
import pg from "pg";
import { csvLine } from "#core/contract/csv-row.ts";
import { BEACH_TYPES, PARKING_OPTIONS, WAVE_CONDITIONS } from "#core/contract/enums.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-account.ts";
import { openMigratedDatabase } from "#server/boot.ts";
import { BACKUP_EXTENSION, restoreBackup, writeBackup } from "#server/db/backup.ts";
import { fromPostgres, openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { replaceDirectory } from "#server/db/seed/load.ts";
import { generateSyntheticDirectory } from "#server/db/seed/synthetic.ts";
import { readEnv } from "#server/env.ts";
import { forecastFromSettings } from "#server/composition.ts";
import { standInSettings, startForecastStub } from "#tests/forecast-stub.ts";
import { measurePageWeight, PAGE_BUDGETS } from "./lib/page-weight.ts";
import type { FloodPlan, FloodResult } from "./lib/og-flood.ts";
import { SYNTHETIC_EXTRACT_VERSION, writeSyntheticGreeceExtract } from "./lib/osm-synthetic.ts";
import { startBenchClient } from "./lib/bench-client.ts";
import { freePort, startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,50000" },
    databases: { type: "string", default: "pglite,postgres" },
    areas: { type: "string", default: "200" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "8" },
    /** Cold requests per route and size, one at a time: p99 is the 3rd-worst of 300. */
    samples: { type: "string", default: "300" },
    only: { type: "string" },
    /** Nodes of the synthetic extract the "osm import" phase imports. */
    "osm-nodes": { type: "string", default: "50000000" },
    // Internal: the PostgreSQL run happens in a child process under scripts/with-postgres.sh and
    // hands its results back in this file.
    "results-file": { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const coldSamples = Number(values.samples);
/** Cold requests that warm a route's cold path before its cold samples are timed. */
const COLD_WARM_UP = 40;
// The measured servers fetch no forecast: a refresh would compete with the routes for the cores, and
// nothing here may reach the internet. Each directory gets its forecast and verdicts stored before
// its server starts, from a local Open-Meteo stand-in, so the `calm` filter has something to read
// and nothing is due while the routes are measured. The forecast's own figures come from
// scripts/forecast-bench.ts.
process.env.FORECAST ??= "off";
const forecastStub = await startForecastStub();

const sizes = values.sizes
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
const databases = values.databases.split(",").map((name) => name.trim());
const only = values.only ? new RegExp(values.only, "i") : null;
for (const size of sizes) {
  if (!Number.isInteger(size) || size < 1 || size > 500_000) throw new Error(`--sizes: bad size ${size}`);
}
for (const name of databases) {
  if (name !== "pglite" && name !== "postgres")
    throw new Error(`--databases: pglite or postgres, not ${name}`);
}

/** Samples of the directory that cold requests walk through, fetched from the running server. */
interface Samples {
  areaPaths: string[];
  beachPaths: string[];
  /** Pages of the whole list by name. */
  pageCount: number;
}

interface Route {
  name: string;
  path: string;
  /** A different URL for request i with the same work, so that no answer comes from the cache. */
  cold?: (i: number, samples: Samples) => string;
  budget?: { ratio: number; coldRatio?: number; p99?: number };
}

/** The JSON API ignores originalQuery (it only carries the visitor's words), so it makes a URL unique. */
const unique = (path: string) => (i: number) => `${path}${path.includes("?") ? "&" : "?"}originalQuery=b${i}`;
/**
 * The i-th of 3,375 distinct sets of filters (non-empty subsets of beach types, parking and wave
 * conditions), so that no count is already known.
 */
function newFilterSet(i: number): string {
  const subset = (options: readonly string[], bits: number) =>
    options.filter((_, index) => bits & (1 << index)).join(",");
  const n = i % 3375;
  return [
    `type=${subset(BEACH_TYPES, (n % 15) + 1)}`,
    `parking=${subset(PARKING_OPTIONS, (Math.floor(n / 15) % 15) + 1)}`,
    `waveConditions=${subset(WAVE_CONDITIONS, (Math.floor(n / 225) % 15) + 1)}`,
  ].join("&");
}

/**
 * A page number of the whole list no request has asked for yet, anywhere in it: deep pages are
 * what a crawler walking the pages, or a traveller paging on, asks for.
 */
const newPage = (i: number, samples: Samples) => 2 + ((i * 7919) % Math.max(1, samples.pageCount - 1));

const JSON_BUDGET = { ratio: 0.3, coldRatio: 0.1, p99: 25 };
const PAGE_BUDGET = { ratio: 0.3, coldRatio: 0.05, p99: 60 };

const ROUTES: Route[] = [
  { name: "no-op JSON (baseline)", path: "/api/v1/health" },
  {
    name: "filtered list",
    path: "/api/v1/beaches?type=SANDY,MIXED&amenities=sunbeds&blueFlag=true&page=3",
    cold: unique("/api/v1/beaches?type=SANDY,MIXED&amenities=sunbeds&blueFlag=true&page=3"),
    budget: JSON_BUDGET,
  },
  {
    name: "list, new page",
    path: "/api/v1/beaches?page=1200",
    cold: (i, samples) => `/api/v1/beaches?page=${newPage(i, samples)}&originalQuery=p${i}`,
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
    // Starting points spread over Greece and its seas, a new one each time.
    cold: (i) =>
      `/api/v1/beaches?sort=distance.asc&lat=${(35 + ((i * 7919) % 6000) / 1000).toFixed(3)}&lng=${(20 + ((i * 104_729) % 8000) / 1000).toFixed(3)}&organized=organized`,
    budget: JSON_BUDGET,
  },
  {
    name: "preference, distance sort",
    // A preference ranks the whole list (ADR 023), so the nearest-first shortcut does not apply.
    path: "/api/v1/beaches?prefer=unorganized&type=SANDY&sort=distance.asc&lat=35.51&lng=24.02",
    cold: (i) =>
      `/api/v1/beaches?prefer=unorganized&type=SANDY&sort=distance.asc&lat=${(35 + ((i * 7919) % 6000) / 1000).toFixed(3)}&lng=${(20 + ((i * 104_729) % 8000) / 1000).toFixed(3)}`,
    budget: JSON_BUDGET,
  },
  {
    name: "NL search near a town",
    path: `/api/v1/search?q=${encodeURIComponent("beaches near Volos")}`,
    cold: unique(`/api/v1/search?q=${encodeURIComponent("beaches near Volos")}`),
    budget: JSON_BUDGET,
  },
  {
    name: "filter count",
    path: "/api/v1/beaches/count?waveConditions=CALM&parking=SMALL_LOT,LARGE_LOT",
    // A set of filters never counted before each time: counts are kept per set and data version.
    cold: (i) => `/api/v1/beaches/count?${newFilterSet(i)}`,
    budget: JSON_BUDGET,
  },
  { name: "areas with stats", path: "/api/v1/areas", cold: unique("/api/v1/areas"), budget: JSON_BUDGET },
  {
    name: "calm list",
    path: "/api/v1/beaches?calm=today&type=SANDY,MIXED&page=2",
    cold: unique("/api/v1/beaches?calm=today&type=SANDY,MIXED&page=2"),
    budget: JSON_BUDGET,
  },
  {
    name: "access list",
    // Rare facts at 50,000 beaches: the filter must not walk the whole name order to fill a page.
    path: "/api/v1/beaches?access=seatrac,short_walk&sort=name.desc",
    cold: unique("/api/v1/beaches?access=seatrac,short_walk&sort=name.desc"),
    budget: JSON_BUDGET,
  },
  {
    name: "access count",
    path: "/api/v1/beaches/count?access=car,shade",
    // A set of filters never counted before each time beside one access filter, as "filter count"
    // does: the groups of the beaches meeting it load once per data version (the first request).
    cold: (i) => `/api/v1/beaches/count?access=car&${newFilterSet(i)}`,
    budget: JSON_BUDGET,
  },
  {
    name: "calm count",
    path: "/api/v1/beaches/count?calm=today&waveConditions=CALM",
    // A set of filters never counted before each time, with the calm filter.
    cold: (i) => `/api/v1/beaches/count?calm=today&${newFilterSet(i)}`,
    budget: JSON_BUDGET,
  },
  {
    name: "calm map, Crete z9",
    path: "/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=9&calm=today",
    cold: unique("/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=9&calm=today"),
    budget: JSON_BUDGET,
  },
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
    // Pages ignore a parameter they do not know; it only makes the URL new.
    cold: (i) => `/?type=SANDY&page=${2 + (i % 10)}&v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR home, new page",
    path: "/?page=1200",
    cold: (i, samples) => `/?page=${newPage(i, samples)}&v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR home el, new page",
    path: "/el?page=1200",
    cold: (i, samples) => `/el?page=${newPage(i, samples)}&v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR area page",
    path: "/AREA",
    cold: (i, samples) => `${samples.areaPaths[i % samples.areaPaths.length]!}?v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR area page el",
    path: "/el/AREA",
    cold: (i, samples) => `/el${samples.areaPaths[i % samples.areaPaths.length]!}?v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR beach page",
    path: "/BEACH",
    cold: (i, samples) => `${samples.beachPaths[i % samples.beachPaths.length]!}?v=${i}`,
    budget: PAGE_BUDGET,
  },
  {
    name: "SSR beach page el",
    path: "/el/BEACH",
    cold: (i, samples) => `/el${samples.beachPaths[i % samples.beachPaths.length]!}?v=${i}`,
    budget: PAGE_BUDGET,
  },
  { name: "SSR map page", path: "/map", cold: (i) => `/map?v=${i}`, budget: PAGE_BUDGET },
  { name: "SSR map page el", path: "/el/map", cold: (i) => `/el/map?v=${i}`, budget: PAGE_BUDGET },
  // The back office's lists, signed in: never cached, so every request is a cold one.
  // Measured and reported; the public budgets do not apply to a page only administrators open.
  {
    name: "admin beaches list",
    path: "/admin/beaches?status=ACTIVE&sort=name&dir=asc&page=40",
    cold: (i) => `/admin/beaches?status=ACTIVE&sort=name&dir=asc&page=${1 + (i % 200)}`,
  },
  {
    name: "admin beaches search",
    path: "/admin/beaches?q=cove&organized=yes",
    cold: (i) => `/admin/beaches?q=${["cove", "bay", "beach", "ammos", "kalo"][i % 5]}&page=${1 + (i % 3)}`,
  },
  {
    name: "admin dashboard",
    path: "/admin",
    cold: () => "/admin",
  },
];

/** The session cookie of the bench's administrator, sent with every /admin request. */
let adminCookie = "";
const BENCH_ADMIN = { email: "bench-admin@example.com", password: "Str0ng!pass" };

/** A GET as the bench makes it: signed in for the back office's pages. */
function get(url: string) {
  return fetch(url, new URL(url).pathname.startsWith("/admin") ? { headers: { Cookie: adminCookie } } : {});
}

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
        const response = await get(typeof url === "string" ? url : url(next++));
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

/** The process that times requests one at a time (scripts/lib/bench-client.ts). */
const client = startBenchClient();

async function sequential(url: string | ((i: number) => string), count: number) {
  const urls = Array.from({ length: count }, (_, index) => (typeof url === "string" ? url : url(index)));
  const latencies = (await client.time({ urls, cookie: adminCookie })).sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

interface RouteFigures {
  /** Cold, one request at a time. */
  p50: number;
  p99: number;
}

interface SizeRun {
  beaches: number;
  loadSeconds: number;
  cold: Record<string, RouteFigures>;
}

interface DatabaseRun {
  database: string;
  sizes: SizeRun[];
  /** The full table at the largest size. */
  table: string[];
  notes: string[];
  failures: string[];
}

/** Routes other than the no-op one that this run measures. */
const measured = ROUTES.filter((route) => route.cold && (!only || only.test(route.name)));
/** The OpenStreetMap import runs only when asked for by name; asked for alone, nothing else runs. */
const osmImport = only?.test("osm import") === true;
const osmImportAlone =
  osmImport &&
  measured.length === 0 &&
  !["backup restore", "csv import export", "og flood"].some((phase) => only!.test(phase));
const osmNodes = Number(values["osm-nodes"]);
if (!Number.isSafeInteger(osmNodes) || osmNodes < 1) throw new Error(`--osm-nodes: bad count ${osmNodes}`);

/** Loads `beaches` synthetic beaches into a fresh database and starts the production server on it. */
async function serveDirectory(run: DatabaseRun, beachCount: number, databaseUrl: string | undefined) {
  const kind = run.database;
  const folder = mkdtempSync(join(tmpdir(), "beaches-bench-"));
  const dataDir = join(folder, "pglite");
  const started = performance.now();
  const database = await openMigratedDatabase({ PGLITE_DIR: dataDir, DATABASE_URL: databaseUrl });
  const counts = await replaceDirectory(
    database.db,
    generateSyntheticDirectory({ beaches: beachCount, areas: Number(values.areas) }),
  );
  await createOrPromoteAdmin(database.db, BENCH_ADMIN);
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(
    `\n[${kind}] ${counts.beaches} beaches in ${counts.areas} areas, loaded in ${loadSeconds.toFixed(1)} s`,
  );
  const forecastStarted = performance.now();
  const refreshed = await forecastFromSettings(standInSettings(forecastStub.url), database.db, {
    locationsPerMinute: Number.POSITIVE_INFINITY,
  }).refresh();
  if (refreshed.status !== "done")
    throw new Error(`The forecast refresh failed: ${JSON.stringify(refreshed)}`);
  console.log(
    `  forecast of ${refreshed.fetched} points and the verdicts stored in ${((performance.now() - forecastStarted) / 1000).toFixed(1)} s`,
  );
  try {
    if (beachCount === sizes.at(-1) && (!only || only.test("backup restore")))
      await measureBackup(run, database, folder, databaseUrl);
  } finally {
    await database.close();
  }
  const port = await freePort();
  const server = await startProductionServer({
    dataDir,
    databaseUrl,
    port,
    env: {
      // The forecast read from what was just stored: nothing is due for hours, so nothing is fetched.
      FORECAST: "on",
      OPEN_METEO_URL: forecastStub.url,
      OPEN_METEO_MARINE_URL: forecastStub.url,
      // As behind a proxy of ours, so the og flood can come from many client addresses.
      TRUST_PROXY: "1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const base = server.base;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!signIn.ok) throw new Error(`The bench's administrator could not sign in (${signIn.status})`);
  adminCookie = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
  const dashboard = await get(`${base}/admin`);
  if (dashboard.status !== 200) throw new Error(`The back office answered ${dashboard.status}, not its page`);
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
  const { pageCount } = (await (await fetch(`${base}/api/v1/beaches`)).json()) as { pageCount: number };
  const samples: Samples = { areaPaths: areaItems.map((area) => `/${area.slug}`), beachPaths, pageCount };
  return {
    base,
    samples,
    loadSeconds,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const resolvePath = (path: string, samples: Samples) => {
  const [prefix, rest] = path.startsWith("/el/") ? ["/el", path.slice(3)] : ["", path];
  return rest === "/AREA"
    ? `${prefix}${samples.areaPaths[0]!}`
    : rest === "/BEACH"
      ? `${prefix}${samples.beachPaths[0]!}`
      : path;
};

/**
 * `npm run backup` and `npm run restore` at the largest size (ADR 017): a backup of the directory
 * just loaded, and its restore into a new empty database of the same kind (a data directory, or a
 * database on the same PostgreSQL server), each timed from start to end as the scripts run them.
 */
const BACKUP_BUDGETS = { backupSeconds: 30, restoreSeconds: 60 };
async function measureBackup(
  run: DatabaseRun,
  source: DatabaseHandle,
  folder: string,
  databaseUrl: string | undefined,
) {
  const file = join(folder, `bench${BACKUP_EXTENSION}`);
  const backup = await writeBackup(source, file);
  const rows = backup.tables.reduce((sum, table) => sum + table.rows, 0);
  let target: DatabaseHandle;
  let dropTarget = async () => {};
  if (databaseUrl) {
    const name = `beaches_bench_restore_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    target = fromPostgres(url.toString());
    dropTarget = async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    };
  } else {
    target = await openDatabase({ dataDir: join(folder, "restored") });
  }
  const started = performance.now();
  let restoreSeconds: number;
  try {
    await restoreBackup(target, file);
    restoreSeconds = (performance.now() - started) / 1000;
  } finally {
    await target.close();
    await dropTarget();
  }
  const lines = [
    `backup of ${rows} rows in ${backup.tables.length} tables: ${backup.seconds.toFixed(1)} s, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB (budget ${BACKUP_BUDGETS.backupSeconds} s)`,
    `restore into an empty ${run.database === "pglite" ? "data directory" : "database"}: ${restoreSeconds.toFixed(1)} s (budget ${BACKUP_BUDGETS.restoreSeconds} s)`,
  ];
  console.log(lines.map((line) => `  ${line}`).join("\n"));
  run.notes.push(...lines);
  if (backup.seconds > BACKUP_BUDGETS.backupSeconds)
    run.failures.push(`backup ${backup.seconds.toFixed(1)} s > ${BACKUP_BUDGETS.backupSeconds} s`);
  if (restoreSeconds > BACKUP_BUDGETS.restoreSeconds)
    run.failures.push(`restore ${restoreSeconds.toFixed(1)} s > ${BACKUP_BUDGETS.restoreSeconds} s`);
  rmSync(file, { force: true });
}

async function runDatabase(kind: string, databaseUrl: string | undefined): Promise<DatabaseRun> {
  const run: DatabaseRun = { database: kind, sizes: [], table: [], notes: [], failures: [] };
  const largest = sizes.at(-1)!;
  for (const size of sizes) {
    const served = await serveDirectory(run, size, databaseUrl);
    const { base, samples } = served;
    try {
      const sizeRun: SizeRun = { beaches: size, loadSeconds: served.loadSeconds, cold: {} };
      // The first answers of a new server warm its code paths and the data-version caches.
      await load(`${base}/api/v1/health`, 500, connections);
      for (const route of measured) {
        await sequential(`${base}${resolvePath(route.path, samples)}`, 20);
        // A server that has run for a while has compiled the cold path's code: the first cold
        // answers of a new process (code not yet optimised, first reads of each cache) are not what
        // a visitor meets, so the route's cold path is walked before it is timed, on URLs of its own.
        await sequential((i) => `${base}${route.cold!(300_000 + i, samples)}`, COLD_WARM_UP);
        // Far past any index the load below uses, so none of these is a cache hit.
        sizeRun.cold[route.name] = await sequential(
          (i) => `${base}${route.cold!(100_000 + i, samples)}`,
          coldSamples,
        );
      }
      run.sizes.push(sizeRun);
      console.log(
        measured
          .map((route) => {
            const figures = sizeRun.cold[route.name]!;
            return `  ${route.name.padEnd(20)} cold alone p50 ${figures.p50.toFixed(1).padStart(5)} ms  p99 ${figures.p99.toFixed(1).padStart(5)} ms`;
          })
          .join("\n"),
      );
      if (size === largest) await fullTable(run, base, samples);
      if (size === largest && (!only || only.test("csv import export"))) await measureCsv(run, base);
      if (size === largest && (!only || only.test("og flood"))) await ogFlood(run, base);
    } finally {
      await served.stop();
    }
  }
  checkBudgets(run);
  return run;
}

/** Warm and cold under load at the largest size, against the no-op route; then a free event loop. */
async function fullTable(run: DatabaseRun, base: string, samples: Samples) {
  let baseline = 0;
  for (const route of [ROUTES[0]!, ...measured]) {
    const url = `${base}${resolvePath(route.path, samples)}`;
    const coldUrl = route.cold ? (i: number) => `${base}${route.cold!(i, samples)}` : url;
    await load(url, 1000, connections); // warm-up
    const loaded = await load(url, seconds * 1000, connections);
    const single = await sequential(url, 200);
    const coldLoaded = route.cold ? await load(coldUrl, seconds * 1000, connections) : loaded;
    const body = Buffer.from(await (await get(url)).arrayBuffer());
    if (route === ROUTES[0]) baseline = loaded.rps;
    const ratio = baseline > 0 ? loaded.rps / baseline : 1;
    const coldRatio = baseline > 0 ? coldLoaded.rps / baseline : 1;
    run.table.push(
      [
        route.name.padEnd(20),
        `warm ${loaded.rps.toFixed(0).padStart(5)} req/s ${(ratio * 100).toFixed(0).padStart(3)}%`,
        `p99 ${loaded.p99.toFixed(0).padStart(4)} ms (x${connections})`,
        `alone p99 ${single.p99.toFixed(1).padStart(5)} ms`,
        `| cold ${coldLoaded.rps.toFixed(0).padStart(5)} req/s ${(coldRatio * 100).toFixed(1).padStart(5)}%`,
        `p99 ${coldLoaded.p99.toFixed(0).padStart(4)} ms (x${connections})`,
        `| ${(gzipSync(body).length / 1024).toFixed(1).padStart(5)} KB gz`,
        loaded.errors + coldLoaded.errors ? `${loaded.errors + coldLoaded.errors} errors` : "",
      ].join("  "),
    );
    if (loaded.errors + coldLoaded.errors)
      run.failures.push(`${route.name}: ${loaded.errors + coldLoaded.errors} failed requests`);
    if (route.budget && ratio < route.budget.ratio)
      run.failures.push(
        `${route.name}: warm ${(ratio * 100).toFixed(0)}% of no-op < ${route.budget.ratio * 100}%`,
      );
    if (route.budget?.coldRatio !== undefined && coldRatio < route.budget.coldRatio)
      run.failures.push(
        `${route.name}: cold ${(coldRatio * 100).toFixed(1)}% of no-op < ${route.budget.coldRatio * 100}%`,
      );
  }
  console.log(`${run.table.join("\n")}`);

  // A slow query must not stall other requests: the no-op route, one request at a time, while
  // eight connections ask for lists never asked before.
  const lists = ROUTES.find((route) => route.name === "filtered list")!;
  const listLoad = load((i) => `${base}${lists.cold!(200_000 + i, samples)}`, seconds * 1000, connections);
  const noOpDuring = await sequential(`${base}/api/v1/health`, 300);
  await listLoad;
  const line = `no-op JSON while ${connections} connections load cold lists: p50 ${noOpDuring.p50.toFixed(1)} ms, p99 ${noOpDuring.p99.toFixed(1)} ms (budget 25 ms)`;
  console.log(line);
  run.notes.push(line);
  if (noOpDuring.p99 > 25)
    run.failures.push(`no-op p99 during list load ${noOpDuring.p99.toFixed(1)} ms > 25 ms`);

  // The home page as a phone loads it, on this directory.
  const weight = await measurePageWeight(base, "/", join(process.env.BUILD_DIR ?? "build", "client"));
  const weightLine = `page /: HTML ${weight.htmlKb.toFixed(1)} KB gz, first-load JS ${weight.jsKb.toFixed(1)} KB gz in ${weight.scripts} files`;
  console.log(weightLine);
  run.notes.push(weightLine);
  if (weight.jsKb > PAGE_BUDGETS.firstLoadJsKb)
    run.failures.push(`first-load JS ${weight.jsKb.toFixed(1)} KB > ${PAGE_BUDGETS.firstLoadJsKb} KB`);
}

/**
 * Og cards never drawn before, asked for at a steady rate (each request at its time, whatever the
 * earlier ones are doing), while the no-op route is asked one request at a time; then the same rate
 * from a single client, whom the allowance turns away. Cards come from many client addresses (the
 * server trusts X-Forwarded-For here), the worst case: no client reaches its allowance. Before each
 * flood the no-op route is timed the same way with nothing else asked, the same run's baseline: the
 * flood's p99 must stay within twice that, or 25 ms when that is more (ADR 044).
 */
const OG_NO_OP_BUDGET_MS = 25;
const OG_NO_OP_RATIO = 2;
async function ogFlood(run: DatabaseRun, base: string) {
  const cards: string[] = [];
  for (let page = 1; cards.length < 440 * seconds && page <= 1000; page += 1) {
    const { items = [] } = (await (await fetch(`${base}/api/v1/beaches?page=${page}`)).json()) as {
      items?: { slug: string; area_slug: string }[];
    };
    if (items.length === 0) break;
    cards.push(...items.map((beach) => `/og/${beach.area_slug}/${beach.slug}.png`));
  }
  /** The no-op route, one request at a time with a short pause between, until `until`. */
  const timeNoOp = async (until: number) => {
    const latencies: number[] = [];
    while (performance.now() < until) {
      const start = performance.now();
      await (await fetch(`${base}/api/v1/health`)).arrayBuffer();
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return latencies.sort((a, b) => a - b);
  };
  const plans = [
    { label: "20 req/s, many clients", rate: 20, oneClient: false },
    { label: "100 req/s, many clients", rate: 100, oneClient: false },
    { label: "100 req/s, one client", rate: 100, oneClient: true },
  ];
  // Twice the routes' time, so that p99 is not the 3rd-worst of a few hundred samples.
  const floodSeconds = 2 * seconds;
  let used = 0;
  for (const plan of plans) {
    const calm = await timeNoOp(performance.now() + floodSeconds * 1000);
    const count = Math.round(plan.rate * floodSeconds);
    // Never drawn before, unless the directory holds fewer than the floods ask for.
    const planCards = Array.from({ length: count }, (_, i) => cards[(used + i) % cards.length]!);
    used += count;
    // The requests come from a child process at a lower priority (scripts/lib/og-flood.ts).
    const child = fork(new URL("./lib/og-flood.ts", import.meta.url), [], { execArgv: ["--import", "tsx"] });
    const result = new Promise<FloodResult>((resolve, reject) => {
      child.once("message", (message) => resolve(message as FloodResult));
      child.once("exit", (code) => reject(new Error(`The og flood stopped (exit ${code})`)));
    });
    const started = performance.now();
    child.send({
      base,
      cards: planCards,
      rate: plan.rate,
      seconds: floodSeconds,
      oneClient: plan.oneClient,
    } satisfies FloodPlan);
    const noOp = await timeNoOp(started + floodSeconds * 1000);
    const { statuses: answeredStatuses, answered } = await result;
    const statuses = new Map(Object.entries(answeredStatuses).map(([status, n]) => [Number(status), n]));
    const drawn = answered.sort((a, b) => a - b);
    const budget = Math.max(OG_NO_OP_BUDGET_MS, OG_NO_OP_RATIO * percentile(calm, 99));
    const counts = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n} x ${status === 0 ? "no connection" : status}`)
      .join(", ");
    const line =
      `og flood, ${plan.label}: ${counts}; cards answered 200 p50 ${percentile(drawn, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(drawn, 95).toFixed(0)} ms | no-op p50/p99 before ${percentile(calm, 50).toFixed(1)}/` +
      `${percentile(calm, 99).toFixed(1)} ms, meanwhile ${percentile(noOp, 50).toFixed(1)}/` +
      `${percentile(noOp, 99).toFixed(1)} ms over ${noOp.length} (budget ${budget.toFixed(1)} ms)`;
    console.log(`  ${line}`);
    run.notes.push(line);
    if (percentile(noOp, 99) > budget)
      run.failures.push(
        `no-op p99 during og flood (${plan.label}) ${percentile(noOp, 99).toFixed(1)} ms > ${budget.toFixed(1)} ms`,
      );
    const failed = [...statuses.keys()].filter((status) => status === 0 || (status >= 500 && status !== 503));
    if (failed.length) run.failures.push(`og flood (${plan.label}): ${counts}`);
  }
}

/**
 * Imports the whole export back through the back office: it must change nothing (no row created,
 * updated or refused). Returns the report line; a difference is a failure of the run.
 */
async function importBack(run: DatabaseRun, base: string, exported: string): Promise<string> {
  const headers = { Cookie: adminCookie, Origin: base };
  const body = new FormData();
  body.set("intent", "import");
  body.set("file", new File([exported], "round-trip.csv", { type: "text/csv" }));
  const started = performance.now();
  const answer = (await (await fetch(`${base}/admin/imports`, { method: "POST", headers, body })).json()) as {
    runId?: number;
    preview?: { errors: number; errorList: unknown[] };
  };
  if (answer.runId === undefined) {
    run.failures.push(
      `the export was refused on import: ${JSON.stringify(answer.preview?.errorList?.slice(0, 3))}`,
    );
    return `CSV export imported back: refused, ${answer.preview?.errors ?? "?"} rows with errors`;
  }
  let result: Record<string, unknown> = { status: "running" };
  while (result.status === "running" || result.status === "applying") {
    await new Promise((resolve) => setTimeout(resolve, 100));
    result = (await (await get(`${base}/admin/import-runs/${answer.runId}`)).json()) as Record<
      string,
      unknown
    >;
  }
  const { status, total, created, updated, skipped } = result;
  if (status !== "done" || created !== 0 || updated !== 0 || skipped !== total)
    run.failures.push(`the export imported back was not a no-op: ${JSON.stringify(result).slice(0, 300)}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `CSV export imported back: ${String(total)} rows, created ${String(created)}, updated ${String(updated)}, errors 0, skipped ${String(skipped)} in ${seconds} s, ended ${String(status)}`;
}

/** The content tools' bars: export of the whole directory, a 10,000-row import, the public list meanwhile. */
const CSV_BUDGETS = { exportSeconds: 10, importSeconds: 15, listP99DuringImport: 200 };
const IMPORT_ROWS = 10_000;

/**
 * Exports every beach; builds a 10,000-row file from it (half the rows changed, half new slugs);
 * times the dry run and the import through the back office's own requests, while four connections
 * ask the public list for never-seen filter sets until the import has finished.
 */
async function measureCsv(run: DatabaseRun, base: string) {
  const headers = { Cookie: adminCookie, Origin: base };
  let started = performance.now();
  const exported = await (await get(`${base}/admin/export/beaches.csv`)).text();
  const exportSeconds = (performance.now() - started) / 1000;
  const roundTrip = await importBack(run, base, exported);
  const [header, ...records] = Papa.parse<string[]>(exported, { skipEmptyLines: true }).data;
  const slugAt = header!.indexOf("slug");
  const descriptionAt = header!.indexOf("description");
  const chosen = records.slice(0, IMPORT_ROWS).map((cells, index) => {
    const copy = [...cells];
    if (index % 2 === 0) copy[descriptionAt] = `Changed by the bench, row ${index}`;
    else copy[slugAt] = `bench-new-${index}`;
    return copy;
  });
  const text = [header!, ...chosen].map((cells) => csvLine(cells)).join("");
  const form = (intent: string) => {
    const body = new FormData();
    body.set("intent", intent);
    body.set("file", new File([text], "bench.csv", { type: "text/csv" }));
    return body;
  };

  started = performance.now();
  const preview = (await (
    await fetch(`${base}/admin/imports`, { method: "POST", headers, body: form("preview") })
  ).json()) as { preview?: { errors: number; create: number; update: number } };
  const dryRunSeconds = (performance.now() - started) / 1000;
  if (!preview.preview || preview.preview.errors > 0) {
    run.failures.push(`the bench's import file was refused: ${JSON.stringify(preview).slice(0, 300)}`);
    return;
  }

  started = performance.now();
  const answer = (await (
    await fetch(`${base}/admin/imports`, { method: "POST", headers, body: form("import") })
  ).json()) as { runId?: number };
  if (answer.runId === undefined) {
    run.failures.push(`the bench's import did not start: ${JSON.stringify(answer).slice(0, 300)}`);
    return;
  }
  let finished = false;
  const latencies: number[] = [];
  const listRoute = ROUTES.find((route) => route.name === "filtered list")!;
  let next = 300_000;
  const readers = Array.from({ length: 4 }, async () => {
    while (!finished) {
      const began = performance.now();
      await (
        await get(`${base}${listRoute.cold!(next++, { areaPaths: [], beachPaths: [], pageCount: 1 })}`)
      ).arrayBuffer();
      latencies.push(performance.now() - began);
    }
  });
  let status = "running";
  let result: Record<string, unknown> = {};
  while (status === "running" || status === "applying") {
    await new Promise((resolve) => setTimeout(resolve, 100));
    result = (await (await get(`${base}/admin/import-runs/${answer.runId}`)).json()) as Record<
      string,
      unknown
    >;
    status = String(result.status);
  }
  const importSeconds = (performance.now() - started) / 1000;
  finished = true;
  await Promise.all(readers);
  latencies.sort((a, b) => a - b);
  const listP99 = percentile(latencies, 99);

  const lines = [
    `CSV export of every beach: ${exportSeconds.toFixed(1)} s, ${(exported.length / 1024 / 1024).toFixed(1)} MB (budget ${CSV_BUDGETS.exportSeconds} s)`,
    roundTrip,
    `CSV import of ${chosen.length} rows (${preview.preview.create} new, ${preview.preview.update} changed): dry run ${dryRunSeconds.toFixed(1)} s + import ${importSeconds.toFixed(1)} s = ${(dryRunSeconds + importSeconds).toFixed(1)} s (budget ${CSV_BUDGETS.importSeconds} s), ended ${status}`,
    `public filtered list while importing: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${listP99.toFixed(1)} ms over ${latencies.length} cold requests (budget ${CSV_BUDGETS.listP99DuringImport} ms)`,
  ];
  console.log(lines.map((line) => `  ${line}`).join("\n"));
  run.notes.push(...lines);
  if (status !== "done") run.failures.push(`the bench's import ended ${status}: ${String(result.message)}`);
  if (exportSeconds > CSV_BUDGETS.exportSeconds)
    run.failures.push(`CSV export ${exportSeconds.toFixed(1)} s > ${CSV_BUDGETS.exportSeconds} s`);
  if (dryRunSeconds + importSeconds > CSV_BUDGETS.importSeconds)
    run.failures.push(
      `CSV import ${(dryRunSeconds + importSeconds).toFixed(1)} s > ${CSV_BUDGETS.importSeconds} s`,
    );
  // Embedded PGlite has one connection: every query waits while the import's applying transaction
  // (all or nothing, ADR 014) is open, about 0.7 s for 10,000 rows. The bar is held where the
  // directory is served at scale, on PostgreSQL, whose readers never wait for a writer.
  if (run.database === "pglite")
    run.notes.push(
      `  (PGlite: reported, not budgeted: its one connection makes readers wait for the applying transaction)`,
    );
  else if (listP99 > CSV_BUDGETS.listP99DuringImport)
    run.failures.push(
      `public list p99 during the import ${listP99.toFixed(1)} ms > ${CSV_BUDGETS.listP99DuringImport} ms`,
    );
}

/**
 * Cold p99 alone at the largest size against each route's budget; and growth: a route whose median
 * grows by more than a fifth of the directory's growth (10x for 1,000 to 50,000 beaches) is
 * growing about as fast as the directory. Medians of a few milliseconds are mostly fixed costs and
 * noise, so growth is judged only above 5 ms.
 */
function checkBudgets(run: DatabaseRun) {
  const first = run.sizes[0]!;
  const last = run.sizes.at(-1)!;
  for (const route of measured) {
    const figures = last.cold[route.name]!;
    if (route.budget?.p99 !== undefined && figures.p99 > route.budget.p99)
      run.failures.push(
        `${route.name}: cold p99 alone ${figures.p99.toFixed(1)} ms > ${route.budget.p99} ms at ${last.beaches} beaches`,
      );
    if (run.sizes.length > 1) {
      const growth = figures.p50 / first.cold[route.name]!.p50;
      const allowed = Math.max(2, last.beaches / first.beaches / 5);
      if (figures.p50 > 5 && growth > allowed)
        run.failures.push(
          `${route.name}: cold p50 grew x${growth.toFixed(1)} from ${first.beaches} to ${last.beaches} beaches (more than x${allowed.toFixed(0)})`,
        );
    }
  }
}

function printGrowth(run: DatabaseRun) {
  const header = [
    "route".padEnd(20),
    ...run.sizes.map((size) => `${size.beaches} p50 / p99 ms`.padStart(22)),
  ];
  const growthLabel = run.sizes.length > 1 ? "  p50 growth" : "";
  console.log(
    `\n[${run.database}] cold, one request at a time, by directory size\n${header.join("")}${growthLabel}`,
  );
  for (const route of measured) {
    const cells = run.sizes.map((size) => {
      const figures = size.cold[route.name]!;
      return `${figures.p50.toFixed(1)} / ${figures.p99.toFixed(1)}`.padStart(22);
    });
    const growth =
      run.sizes.length > 1
        ? `  x${(run.sizes.at(-1)!.cold[route.name]!.p50 / run.sizes[0]!.cold[route.name]!.p50).toFixed(1)}`
        : "";
    console.log(`${route.name.padEnd(20)}${cells.join("")}${growth}`);
  }
}

/** The product's bar for importing all Greece on a two-core machine like this one. */
const OSM_BUDGETS = { firstRunSeconds: 600, peakMB: 1536 };
const OSM_BEACHES = 5000;
const OSM_SEED = 1;

interface OsmImportRun {
  code: number | null;
  /** From start to exit, as an operator waits for it. */
  seconds: number;
  readSeconds: number | null;
  planSeconds: number | null;
  applySeconds: number | null;
  peakMB: number;
  summary: Record<string, unknown> | null;
  stderr: string;
}

/** `npm run import:osm FILE --json` as an operator runs it, on its own embedded database. */
function runOsmImport(file: string, dataDir: string): Promise<OsmImportRun> {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, PGLITE_DIR: dataDir, FORECAST: "off" };
  const script = fileURLToPath(new URL("./import-osm.ts", import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", script, file, "--json"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The script reports its own peak; the high-water mark read meanwhile stands in should it not.
  // `node --import tsx` runs the script in this very process, so its mark is the import's.
  let polledKb = 0;
  const poll = setInterval(() => {
    try {
      const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
      if (match) polledKb = Math.max(polledKb, Number(match[1]));
    } catch {
      // Ended between two reads.
    }
  }, 200);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      const timing =
        /in ([\d.]+) s; \d+ sea beaches planned in ([\d.]+) s; applied in ([\d.]+) s; [\d.]+ s in all; peak memory (\d+) MB/.exec(
          stderr,
        );
      let summary: Record<string, unknown> | null = null;
      try {
        summary = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Record<string, unknown>;
      } catch {
        // No summary line: the run failed, and says why on stderr.
      }
      resolve({
        code,
        seconds,
        readSeconds: timing ? Number(timing[1]) : null,
        planSeconds: timing ? Number(timing[2]) : null,
        applySeconds: timing ? Number(timing[3]) : null,
        peakMB: Math.max(timing?.[4] ? Number(timing[4]) : 0, polledKb / 1024),
        summary,
        stderr,
      });
    });
  });
}

/**
 * The import of all Greece: a synthetic extract of --osm-nodes nodes (scripts/lib/osm-synthetic.ts),
 * written once per size and seed under the system's temporary folder and reused after, imported
 * into a new embedded database, then imported again, which must change nothing.
 */
async function measureOsmImport(): Promise<DatabaseRun> {
  const run: DatabaseRun = { database: "osm import", sizes: [], table: [], notes: [], failures: [] };
  const cache = join(tmpdir(), "beaches-bench-osm");
  mkdirSync(cache, { recursive: true });
  const file = join(
    cache,
    `greece-v${SYNTHETIC_EXTRACT_VERSION}-${osmNodes}-nodes-${OSM_BEACHES}-beaches-seed-${OSM_SEED}.osm.pbf`,
  );
  let written = "reused from an earlier run";
  if (existsSync(file)) console.log(`\n[osm import] extract ${file}, ${written}`);
  else {
    console.log(
      `\n[osm import] writing a synthetic extract of ${osmNodes.toLocaleString("en-US")} nodes: ${file}`,
    );
    const stats = await writeSyntheticGreeceExtract(file, {
      nodes: osmNodes,
      beaches: OSM_BEACHES,
      seed: OSM_SEED,
    });
    written = `written in ${stats.seconds.toFixed(1)} s, ${Math.round(stats.nodes / stats.seconds).toLocaleString("en-US")} nodes/s`;
    const line = `extract: ${stats.nodes.toLocaleString("en-US")} nodes, ${stats.ways.toLocaleString("en-US")} ways, ${stats.relations.toLocaleString("en-US")} relations; beaches ${JSON.stringify(stats.beaches)}; ${stats.facilities} facilities, ${stats.islands} islands, ${stats.villages} villages, ${stats.boundaries} boundaries; ${written}`;
    console.log(`  ${line}`);
    run.notes.push(`  ${line}`);
  }
  const fileMB = statSync(file).size / 1024 / 1024;
  const folder = mkdtempSync(join(tmpdir(), "beaches-bench-osm-db-"));
  let first: OsmImportRun;
  let second: OsmImportRun | null = null;
  try {
    first = await runOsmImport(file, join(folder, "pglite"));
    if (first.code === 0) second = await runOsmImport(file, join(folder, "pglite"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const figure = (value: number | null | undefined, digits = 1) =>
    value === null || value === undefined ? "-" : value.toFixed(digits);
  const counts = (summary: Record<string, unknown> | null) =>
    summary
      ? `created ${String(summary.created)}, linked ${String(summary.linked)}, updated ${String(summary.updated)}, unchanged ${String(summary.unchanged)}, gone ${String(summary.flaggedGone)}, areas created ${String(summary.areasCreated)}, skipped ${JSON.stringify(summary.skipped)}`
      : "no summary";
  const columns = [
    "nodes",
    "file MB",
    "read s",
    "plan s",
    "apply s",
    "first run s",
    "peak MB",
    "re-run s",
    "re-run peak MB",
  ];
  const cells = [
    osmNodes.toLocaleString("en-US"),
    figure(fileMB),
    figure(first.readSeconds),
    figure(first.planSeconds),
    figure(first.applySeconds),
    figure(first.seconds),
    figure(first.peakMB, 0),
    figure(second?.seconds),
    figure(second?.peakMB, 0),
  ];
  const widths = columns.map((column, index) => Math.max(column.length, cells[index]!.length) + 2);
  const lines = [
    `OpenStreetMap import of a synthetic Greece (${OSM_BEACHES} beaches, seed ${OSM_SEED}; extract ${written}), budgets: first run ${OSM_BUDGETS.firstRunSeconds} s, peak ${OSM_BUDGETS.peakMB} MB, re-run changes nothing`,
    columns.map((column, index) => column.padStart(widths[index]!)).join(""),
    cells.map((cell, index) => cell.padStart(widths[index]!)).join(""),
    `first run: ${counts(first.summary)}`,
    `re-run: ${second ? counts(second.summary) : "not run"}`,
  ];
  console.log(lines.map((line) => `  ${line}`).join("\n"));
  run.notes.push(...lines.map((line) => `  ${line}`));
  if (first.code !== 0 || !first.summary)
    run.failures.push(
      `the import failed (exit ${first.code}): ${first.stderr.trim().split("\n").slice(-3).join(" | ")}`,
    );
  if (first.seconds > OSM_BUDGETS.firstRunSeconds)
    run.failures.push(`first run ${first.seconds.toFixed(1)} s > ${OSM_BUDGETS.firstRunSeconds} s`);
  for (const [label, measuredRun] of [
    ["first run", first],
    ["re-run", second],
  ] as const)
    if (measuredRun && measuredRun.peakMB > OSM_BUDGETS.peakMB)
      run.failures.push(
        `${label} peak memory ${measuredRun.peakMB.toFixed(0)} MB > ${OSM_BUDGETS.peakMB} MB`,
      );
  if (second && (second.code !== 0 || !second.summary))
    run.failures.push(
      `the re-run failed (exit ${second.code}): ${second.stderr.trim().split("\n").slice(-3).join(" | ")}`,
    );
  else if (second?.summary && Number(second.summary.created) + Number(second.summary.updated) !== 0)
    run.failures.push(`the re-run changed beaches: ${counts(second.summary)}`);
  return run;
}

// The site as `npm run build` makes it, service worker included, built afresh so that the figures are
// those of the code as it is (an earlier build would be measured silently). The PostgreSQL run is a
// child of this one and measures the same build.
if (!values["results-file"] && !osmImportAlone) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const runs: DatabaseRun[] = [];
for (const kind of osmImportAlone ? [] : databases) {
  if (kind === "pglite") {
    runs.push(await runDatabase("pglite", undefined));
    continue;
  }
  const url = values["results-file"] ? readEnv().DATABASE_URL : process.env.DATABASE_URL;
  if (url) {
    runs.push(await runDatabase("postgres", url));
    continue;
  }
  // A throwaway PostgreSQL cluster for this run, as `npm run test:postgres` makes one.
  const resultsFile = join(mkdtempSync(join(tmpdir(), "beaches-bench-pg-")), "results.json");
  const child = spawnSync(
    "bash",
    [
      "scripts/with-postgres.sh",
      process.execPath,
      "--import",
      "tsx",
      "scripts/bench.ts",
      "--databases",
      "postgres",
      "--sizes",
      values.sizes,
      "--areas",
      values.areas,
      "--seconds",
      values.seconds,
      "--connections",
      values.connections,
      ...(values.only ? ["--only", values.only] : []),
      "--results-file",
      resultsFile,
    ],
    { stdio: "inherit" },
  );
  if (!existsSync(resultsFile)) {
    runs.push({
      database: "postgres",
      sizes: [],
      table: [],
      notes: [],
      failures: [`the PostgreSQL run did not finish (exit ${child.status})`],
    });
    continue;
  }
  runs.push(JSON.parse(readFileSync(resultsFile, "utf8")) as DatabaseRun);
  rmSync(resultsFile, { force: true });
}

if (osmImport && !values["results-file"]) runs.push(await measureOsmImport());

if (values["results-file"]) {
  writeFileSync(values["results-file"], JSON.stringify(runs[0]));
} else {
  for (const run of runs) {
    if (run.sizes.length) printGrowth(run);
    if (run.table.length)
      console.log(
        `\n[${run.database}] at ${run.sizes.at(-1)!.beaches} beaches, under load\n${run.table.join("\n")}`,
      );
    for (const note of run.notes) console.log(note);
  }
  // Today's forecast: a full refresh at the largest size against the local Open-Meteo stand-in.
  if (!osmImportAlone)
    spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/forecast-bench.ts",
        "--beaches",
        String(sizes.at(-1)),
        "--areas",
        values.areas,
      ],
      { stdio: "inherit" },
    );
  const failures = runs.flatMap((run) => run.failures.map((failure) => `[${run.database}] ${failure}`));
  console.log(
    failures.length ? `\nOver budget:\n  ${failures.join("\n  ")}` : "\nAll measured routes within budget.",
  );
  process.exitCode = failures.length ? 1 : 0;
}
client.close();
await forecastStub.close();
