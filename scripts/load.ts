// npm run load [-- --beaches 50000 --rate 500 --seconds 40]
// A crowd on the public site: autocannon drives a mix of pages and API reads at a fixed rate
// against the production server, on the demo data (the default) or a synthetic directory, and
// reports errors and latency percentiles. On the demo data the budget is 0 errors and p99 <= 100 ms;
// a synthetic run reports what it reaches (ADR 010).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openMigratedDatabase } from "#server/boot.ts";
import { replaceDirectory } from "#server/db/seed/load.ts";
import { generateSyntheticDirectory } from "#server/db/seed/synthetic.ts";
import { readEnv } from "#server/env.ts";
import { startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    beaches: { type: "string", default: "0" },
    areas: { type: "string", default: "200" },
    rate: { type: "string", default: "500" },
    seconds: { type: "string", default: "40" },
    connections: { type: "string", default: "50" },
  },
});
const beaches = Number(values.beaches);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const P99_BUDGET_MS = 100;

if (!existsSync("build/server/index.js")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const folder = mkdtempSync(join(tmpdir(), "beaches-load-"));
const dataDir = join(folder, "pglite");
const databaseUrl = readEnv().DATABASE_URL;
if (beaches > 0) {
  const database = await openMigratedDatabase({ PGLITE_DIR: dataDir, DATABASE_URL: databaseUrl });
  await replaceDirectory(database.db, generateSyntheticDirectory({ beaches, areas: Number(values.areas) }));
  await database.close();
}
// Without --beaches the server seeds the demo data itself, as on a first start.
const server = await startProductionServer({ dataDir, databaseUrl });

try {
  const getJson = async <T>(path: string) => (await (await fetch(`${server.base}${path}`)).json()) as T;
  const { items: areas } = await getJson<{ items: { slug: string }[] }>("/api/v1/areas");
  const beachPaths: string[] = [];
  for (let page = 1; page <= 6; page += 1) {
    const { items } = await getJson<{ items: { slug: string; area_slug: string }[] }>(
      `/api/v1/beaches?page=${page}`,
    );
    beachPaths.push(...items.map((beach) => `/${beach.area_slug}/${beach.slug}`));
  }
  // What a crowd of visitors asks for: pages first, then what the pages fetch.
  const paths = [
    "/",
    "/?type=SANDY&blueFlag=true",
    "/areas",
    ...areas.slice(0, 10).map((area) => `/${area.slug}`),
    ...beachPaths,
    "/map",
    "/api/v1/beaches?type=SANDY&page=2",
    "/api/v1/beaches/count?amenities=taverna",
    `/api/v1/search?q=${encodeURIComponent("quiet sandy beach with a taverna near Chania")}`,
    "/api/v1/beaches/map?bbox=19.2,34.7,29.7,41.8&zoom=6",
    "/api/v1/areas",
  ];
  console.log(
    `Load: ${rate} req/s for ${seconds} s over ${connections} connections, ${paths.length} public URLs, ${beaches > 0 ? `${beaches} synthetic beaches` : "demo data"}`,
  );
  const result = await autocannon({
    url: server.base,
    connections,
    overallRate: rate,
    duration: seconds,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const { latency } = result;
  console.log(
    [
      `requests ${result.requests.total} (${result.requests.average.toFixed(0)} req/s on average)`,
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      `latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
    ].join("\n"),
  );
  if (beaches === 0) {
    const failures: string[] = [];
    if (errors > 0) failures.push(`${errors} failed requests`);
    if (latency.p99 > P99_BUDGET_MS) failures.push(`p99 ${latency.p99} ms > ${P99_BUDGET_MS} ms`);
    console.log(
      failures.length ? `Over budget: ${failures.join("; ")}` : "Within budget (0 errors, p99 <= 100 ms).",
    );
    process.exitCode = failures.length ? 1 : 0;
  }
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
