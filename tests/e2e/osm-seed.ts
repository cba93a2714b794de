import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { dirname } from "node:path";
import type { OsmReviewReason } from "#core/admin/osm.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-account.ts";
import { openMigratedDatabase } from "#server/boot.ts";
import type { Database } from "#server/db/client.ts";
import { beachOsm, importRuns } from "#server/db/schema.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "#server/db/seed/factories.ts";
import { osmSummary, type OsmImportSummary } from "#server/osm/osm-import.ts";

// What an OpenStreetMap import leaves behind, written straight into a database: beaches with their
// beach_osm rows and a recorded run. The review queue's integration tests and its end-to-end test
// both start from these, without an extract to plan; the end-to-end test runs its own server on them.

export interface OsmBeachSeed extends BeachSeed {
  /** The element, 'osm:way/123'; also the beach's source. */
  ref: string;
  /** A beach the curator had before the import found it: nothing imported, every field theirs. */
  linked?: boolean;
  review?: OsmReviewReason[];
  goneAt?: Date | null;
}

/** Inserts the beaches (their areas must exist) and links each to its element. */
export async function insertOsmBeaches(db: Database, seeds: readonly OsmBeachSeed[]) {
  const inserted = await insertBeaches(
    db,
    seeds.map((seed) => ({ status: "DRAFT" as const, source: seed.ref, ...seed })),
  );
  if (inserted.length > 0)
    await db.insert(beachOsm).values(
      seeds.map((seed, index) => {
        const beach = inserted[index]!;
        return {
          ref: seed.ref,
          beachId: beach.id,
          // What the import remembers writing; a linked beach holds nothing imported.
          imported: seed.linked
            ? {}
            : {
                name: beach.name,
                type: beach.type,
                area_id: beach.areaId,
                position: [beach.latitude, beach.longitude],
              },
          curated: seed.linked ? ["name", "type", "position", "area_id"] : [],
          review: seed.review ?? [],
          goneAt: seed.goneAt ?? null,
        };
      }),
    );
  return inserted;
}

/** Records a run of the import, finished with `summary` unless another status is given. */
export async function insertOsmRun(
  db: Database,
  run: {
    fileName: string;
    finishedAt: Date;
    summary: OsmImportSummary;
    status?: "done" | "failed";
  },
) {
  const [row] = await db
    .insert(importRuns)
    .values({
      kind: "osm",
      status: run.status ?? "done",
      total: run.summary.created + run.summary.linked + run.summary.updated + run.summary.unchanged,
      created: run.summary.created,
      updated: run.summary.updated + run.summary.linked,
      actorEmail: "import:osm",
      fileName: run.fileName,
      summary: run.summary,
      startedAt: new Date(run.finishedAt.getTime() - 60_000),
      heartbeatAt: run.finishedAt,
      finishedAt: run.finishedAt,
    })
    .returning({ id: importRuns.id });
  return row!.id;
}

/** The latest run the e2e queue shows: the counts of a whole country's extract. */
export const E2E_OSM_RUN = {
  fileName: "greece-latest.osm.pbf",
  finishedAt: new Date("2026-11-30T08:00:00Z"),
  summary: osmSummary({
    created: 2431,
    linked: 112,
    updated: 37,
    unchanged: 880,
    flaggedGone: 9,
    areasCreated: 3,
    skipped: { inland: 14, unnamed: 3 },
  }),
};

/**
 * The queue of the end-to-end test: Milos (public) and Kythira (a draft area the import made), with
 * new drafts that are complete, drafts that wait for a type, a linked beach and a gone one.
 */
export const E2E_OSM_BEACHES = {
  complete: ["Achivadolimni", "Tsigrado", "Kaladi", "Chalkos"],
  needsType: ["Firiplaka", "Kapsali"],
  facing: ["Tsigrado"],
  gone: ["Papafragas"],
  linked: ["Sarakiniko"],
} as const;

export async function seedE2eOsmQueue(db: Database) {
  await insertAreas(db, [
    { name: "Milos", status: "ACTIVE", description: "Volcanic island of the Cyclades." },
    { name: "Kythira", status: "DRAFT" },
  ]);
  await insertOsmBeaches(db, [
    {
      name: "Achivadolimni",
      area: "Milos",
      ref: "osm:way/101",
      type: "SANDY",
      latitude: 36.7261,
      longitude: 24.4512,
    },
    {
      name: "Tsigrado",
      area: "Milos",
      ref: "osm:way/102",
      type: "SANDY",
      review: ["facing"],
      latitude: 36.6656,
      longitude: 24.4082,
    },
    {
      name: "Firiplaka",
      area: "Milos",
      ref: "osm:way/103",
      type: "OTHER",
      review: ["type"],
      latitude: 36.6633,
      longitude: 24.4194,
    },
    {
      name: "Sarakiniko",
      area: "Milos",
      ref: "osm:way/104",
      linked: true,
      status: "ACTIVE",
      type: "OTHER",
      latitude: 36.7473,
      longitude: 24.4322,
    },
    {
      name: "Papafragas",
      area: "Milos",
      ref: "osm:node/105",
      status: "ACTIVE",
      type: "OTHER",
      goneAt: E2E_OSM_RUN.finishedAt,
      latitude: 36.7514,
      longitude: 24.4689,
    },
    {
      name: "Kaladi",
      area: "Kythira",
      ref: "osm:way/106",
      type: "PEBBLY",
      latitude: 36.1886,
      longitude: 23.0394,
    },
    {
      name: "Chalkos",
      area: "Kythira",
      ref: "osm:way/107",
      type: "MIXED",
      latitude: 36.1406,
      longitude: 22.9822,
    },
    {
      name: "Kapsali",
      area: "Kythira",
      ref: "osm:way/108",
      type: "OTHER",
      review: ["type"],
      latitude: 36.1428,
      longitude: 22.9981,
    },
  ]);
  await insertOsmRun(db, {
    fileName: "greece-2026-10.osm.pbf",
    finishedAt: new Date("2026-10-01T09:00:00Z"),
    summary: osmSummary({ created: 12 }),
  });
  await insertOsmRun(db, E2E_OSM_RUN);
}

/** A site server of the e2e test's own, on its own embedded database. */
export interface OsmSite {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server on a fresh embedded database holding the main administrator and the
 * queue above, as playwright.config.ts starts its own: the test publishes beaches, which the public
 * pages' tests on the shared servers must never see. Its output goes to `logFile`.
 */
export async function startOsmSite(options: {
  email: string;
  password: string;
  logFile: string;
  /** Where map tiles come from (the e2e tile stub). */
  tileUrl: string;
}): Promise<OsmSite> {
  const port = await freePort();
  const folder = `data/e2e-osm-${port}`;
  rmSync(folder, { recursive: true, force: true });
  const pgliteDir = `${folder}/pglite`;
  const database = await openMigratedDatabase({ PGLITE_DIR: pgliteDir, DATABASE_URL: undefined });
  try {
    await createOrPromoteAdmin(database.db, { email: options.email, password: options.password });
    await seedE2eOsmQueue(database.db);
  } finally {
    await database.close();
  }
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, "w");
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // Empty is unset (server/env.ts): never a PostgreSQL server the runner was given.
      DATABASE_URL: "",
      PGLITE_DIR: pgliteDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      MAP_TILE_URL: options.tileUrl,
      MAP_ATTRIBUTION: "Test tiles",
      FORECAST: "off",
    },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    closeSync(log);
    rmSync(folder, { recursive: true, force: true });
  };
  // Starting takes seconds, minutes on a machine busy with other work (playwright.config.ts).
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The OpenStreetMap test's server stopped while starting: see ${options.logFile}`);
    }
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The OpenStreetMap test's server did not start in time: see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
