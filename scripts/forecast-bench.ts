// npm run bench:forecast (also run at the end of npm run bench) [-- --beaches 50000 --areas 200]
// A full forecast refresh against the local Open-Meteo stand-in (tests/forecast-stub.ts) for the demo
// data and a synthetic directory, on embedded PGlite as the server opens it (and on PostgreSQL when
// DATABASE_URL is set): points, provider requests and calls, the time it takes, calls a day at the
// refresh interval, and what a reader pays for the stored forecast.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { startForecastStub } from "#tests/forecast-stub.ts";
import { openMigratedDatabase } from "#server/boot.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { beaches } from "#server/db/schema.ts";
import { replaceDirectory } from "#server/db/seed/load.ts";
import { seedDemoData } from "#server/db/seed/seed.ts";
import { generateSyntheticDirectory } from "#server/db/seed/synthetic.ts";
import {
  createForecastService,
  LOCATIONS_PER_MINUTE,
  REFRESH_AFTER_MS,
} from "#server/forecast/forecast.service.ts";
import { callsPerDay } from "#server/forecast/grid.ts";
import { createOpenMeteoProvider } from "#server/forecast/open-meteo.ts";
import { publicBeachAlone } from "#server/visibility.ts";

const { values } = parseArgs({
  options: {
    beaches: { type: "string", default: "50000" },
    areas: { type: "string", default: "200" },
  },
});

const INTERVAL_HOURS = REFRESH_AFTER_MS / 3_600_000;
const stub = await startForecastStub();

function milliseconds(started: number) {
  return `${(performance.now() - started).toFixed(0)} ms`;
}

async function measure(label: string, database: DatabaseHandle) {
  stub.reset();
  const provider = createOpenMeteoProvider({ forecastUrl: stub.url, marineUrl: stub.url });
  // Unpaced, to measure our own work; the pace Open-Meteo needs is added up below.
  const forecast = createForecastService({
    db: database.db,
    clock: () => new Date(),
    provider,
    locationsPerMinute: Number.POSITIVE_INFINITY,
  });
  const [counted] = (
    (await database.db.execute(
      sql`SELECT count(*)::int AS public, count(*) FILTER (WHERE ${beaches.facingDeg} IS NULL)::int AS unknown
          FROM ${beaches} WHERE ${publicBeachAlone}`,
    )) as unknown as { rows: { public: number; unknown: number }[] }
  ).rows;
  let started = performance.now();
  const result = await forecast.refresh();
  const fullTime = milliseconds(started);
  if (result.status !== "done") throw new Error(`The refresh did not finish: ${JSON.stringify(result)}`);
  const summary = await forecast.summary();
  const points = summary.windPoints + summary.marinePoints;
  started = performance.now();
  const again = await forecast.refresh();
  const idleTime = milliseconds(started);
  // The verdicts alone, as each refresh that fetched something writes them (ADR 033).
  started = performance.now();
  const verdicts = await forecast.writeVerdicts();
  const verdictTime = milliseconds(started);

  const ids = (await database.db.select({ id: beaches.id }).from(beaches).limit(1000)).map((row) => row.id);
  const reads: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    const at = performance.now();
    const first = (round * 9) % Math.max(1, ids.length - 9);
    await forecast.forecastForBeaches(ids.slice(first, first + 9));
    reads.push(performance.now() - at);
  }
  reads.sort((a, b) => a - b);
  started = performance.now();
  await forecast.forecastForBeaches(ids);
  const thousand = milliseconds(started);
  // A read may have asked for a refresh in the background; the database closes after this.
  await forecast.idle();
  const pacedMinutes = Math.max(0, points - provider.maxLocations) / LOCATIONS_PER_MINUTE;

  console.log(
    `\n[${label}] ${counted!.public} public beaches (${counted!.unknown} with an unknown facing: wind only)`,
  );
  console.log(`  points: ${summary.windPoints} wind + ${summary.marinePoints} marine = ${points}`);
  console.log(
    `  full refresh: ${result.requests} requests, ${stub.locations()} calls (locations), ${fullTime}`,
  );
  console.log(
    `  paced for Open-Meteo (${LOCATIONS_PER_MINUTE} calls a minute): about ${pacedMinutes.toFixed(1)} min more of waiting`,
  );
  console.log(`  nothing due: ${idleTime} (${again.status === "done" ? again.requests : "-"} requests)`);
  console.log(
    `  verdicts (part of the full refresh): ${verdicts.rows.toLocaleString("en")} rows for ${verdicts.beaches.toLocaleString("en")} beaches in ${verdictTime}`,
  );
  console.log(
    `  calls a day at one refresh every ${INTERVAL_HOURS} h: ${callsPerDay(points, INTERVAL_HOURS).toLocaleString("en")} (free tier 10,000)`,
  );
  console.log(
    `  read 9 beaches: p50 ${reads[24]!.toFixed(1)} ms, p99 ${reads[49]!.toFixed(1)} ms; 1,000 beaches: ${thousand}`,
  );
}

async function run(kind: string, databaseUrl: string | undefined) {
  const folder = mkdtempSync(join(tmpdir(), "beaches-forecast-bench-"));
  try {
    for (const set of ["demo", "synthetic"] as const) {
      const database = await openMigratedDatabase({
        PGLITE_DIR: join(folder, set),
        DATABASE_URL: databaseUrl,
      });
      try {
        if (databaseUrl) await database.db.execute(sql`TRUNCATE forecast_points, forecast_lease`);
        if (set === "demo") {
          if (databaseUrl) await replaceDirectory(database.db, { areas: [], beaches: [] });
          await seedDemoData(database.db);
        } else {
          const count = Number(values.beaches);
          await replaceDirectory(
            database.db,
            generateSyntheticDirectory({ beaches: count, areas: Number(values.areas) }),
          );
        }
        await measure(`${kind}, ${set}`, database);
      } finally {
        await database.close();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

try {
  await run("pglite", undefined);
  if (process.env.DATABASE_URL) await run("postgres", process.env.DATABASE_URL);
} finally {
  await stub.close();
}
