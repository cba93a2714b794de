import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beachInputSchema, type BeachFormValues } from "#core/contract/beach-schema.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { csvFile } from "#tests/csv-file.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createBeachAdmin } from "../beaches/beach-admin.ts";
import { openMigratedDatabase } from "../boot.ts";
import { createCsvImport } from "../content/csv-import.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { appMeta, auditLog, beaches } from "../db/schema.ts";
import { insertAreas } from "../db/seed/factories.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { DEMO_BEACHES } from "../db/seed/demo-data.ts";
import { createApp } from "../http/app.ts";
import { angleBetween, FETCH_DIRECTIONS } from "./coast-geometry.ts";
import { COAST_VERSION, refreshStaleBeachCoast } from "./beach-coast.ts";

// Every way a beach's position is written leaves its facing, fetch and distance to the coast
// beside it: the back office's save, the CSV import, the demo and test data, and once at boot for
// rows from before the columns. The public record carries the facing in whole degrees.

/** Positions of demo beaches whose facing is known (see coastline.test.ts). */
const MYRTOS = { latitude: "38.34351", longitude: "20.53646", faces: 315 };
const KAMARI = { latitude: "36.37615", longitude: "25.48063", faces: 90 };
const ELAFONISI = { latitude: "35.27142", longitude: "23.5409", faces: 225 };
const CANAL_D_AMOUR = { latitude: "39.7963", longitude: "19.6976", faces: 0 };
/** Inland Thessaly, 60 km from the sea. */
const INLAND = { latitude: "39.6", longitude: "22.0" };

const by = { id: "", email: "editor@example.com", name: "editor", role: "admin" };
const clock = () => new Date("2026-11-25T09:00:00Z");

let database: DatabaseHandle;
let server: TestServer;
let areaId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [area] = await insertAreas(database.db, [{ name: "Ionian", status: "ACTIVE" }]);
  areaId = area!.id;
  server = await startTestServer(createApp({ db: database.db }));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const stored = async (slug: string) =>
  (await database.db.select().from(beaches).where(eq(beaches.slug, slug)))[0]!;

const publicRecord = async (slug: string) => {
  const { status, body } = await server.getJson<PublicBeach>(`/api/v1/beaches/${slug}`);
  expect(status).toBe(200);
  return body;
};

describe("saving a beach in the back office", () => {
  const admin = () => createBeachAdmin({ db: database.db, clock });
  const values = (position: { latitude: string; longitude: string }, extra: Partial<BeachFormValues> = {}) =>
    beachInputSchema.parse({
      name: "Facing Test",
      area: "Ionian",
      area_id: String(areaId),
      status: "ACTIVE",
      ...position,
      ...extra,
    });

  it("works out the facing of a new beach, and again whenever its position changes", async () => {
    const created = await admin().saveBeach({ values: values(MYRTOS), by });
    const first = await stored(created.slug);
    expect(angleBetween(first.facingDeg!, MYRTOS.faces)).toBeLessThanOrEqual(30);
    expect(first.fetchKm).toHaveLength(FETCH_DIRECTIONS);
    expect(first.coastDistanceM).toBeLessThan(500);
    const record = await publicRecord(created.slug);
    expect(record.facing_deg).toBe(Math.round(first.facingDeg!));
    expect(Number.isInteger(record.facing_deg)).toBe(true);

    // Moved to Santorini's east coast: it faces east now.
    await admin().saveBeach({ id: created.id, version: 1, values: values(KAMARI), by });
    const moved = await stored(created.slug);
    expect(angleBetween(moved.facingDeg!, KAMARI.faces)).toBeLessThanOrEqual(30);
    expect(moved.fetchKm).not.toEqual(first.fetchKm);
    expect((await publicRecord(created.slug)).facing_deg).toBe(Math.round(moved.facingDeg!));
    // The audit names what the editor changed, not the columns worked out from it.
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "beach_updated"))
      .orderBy(asc(auditLog.id));
    expect((audit!.details as { changed: string[] }).changed.sort()).toEqual(["latitude", "longitude"]);

    // A save that keeps the position keeps the facing.
    await admin().saveBeach({
      id: created.id,
      version: 2,
      values: values(KAMARI, { description: "Sand" }),
      by,
    });
    expect(await stored(created.slug)).toMatchObject({
      facingDeg: moved.facingDeg,
      fetchKm: moved.fetchKm,
      coastDistanceM: moved.coastDistanceM,
    });
  });

  it("leaves the facing unknown for a position far from the sea, and the record says null", async () => {
    const created = await admin().saveBeach({ values: values(INLAND, { name: "Lake Shore" }), by });
    expect(await stored(created.slug)).toMatchObject({
      facingDeg: null,
      fetchKm: null,
      coastDistanceM: null,
    });
    expect((await publicRecord(created.slug)).facing_deg).toBeNull();
  });
});

describe("importing beaches from CSV", () => {
  const row = (slug: string, position: { latitude: string; longitude: string }) => ({
    slug,
    name: `Imported ${slug}`,
    area: "Ionian",
    type: "SANDY",
    parking: "NONE",
    status: "ACTIVE",
    ...position,
  });
  const importFile = async (text: string) => {
    const started = await createCsvImport({ db: database.db, clock }).start({ text, by });
    if (!started.ok) throw new Error("The import was refused");
    await started.done;
  };

  it("gives created beaches their facing, and works it out again when a row moves one", async () => {
    await importFile(csvFile([row("west-cove", ELAFONISI), row("north-cove", CANAL_D_AMOUR)]));
    const west = await stored("west-cove");
    const north = await stored("north-cove");
    expect(angleBetween(west.facingDeg!, ELAFONISI.faces)).toBeLessThanOrEqual(30);
    expect(angleBetween(north.facingDeg!, CANAL_D_AMOUR.faces)).toBeLessThanOrEqual(30);
    expect(west.fetchKm).toHaveLength(FETCH_DIRECTIONS);

    // The same file with one beach moved: only that one changes.
    await importFile(csvFile([row("west-cove", MYRTOS), row("north-cove", CANAL_D_AMOUR)]));
    const moved = await stored("west-cove");
    expect(angleBetween(moved.facingDeg!, MYRTOS.faces)).toBeLessThanOrEqual(30);
    expect(await stored("north-cove")).toEqual(north);
    expect((await publicRecord("west-cove")).facing_deg).toBe(Math.round(moved.facingDeg!));
  });
});

describe("the public list", () => {
  it("carries facing_deg on every beach record", async () => {
    const { body } = await server.getJson<{ items: PublicBeach[] }>("/api/v1/beaches");
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items)
      expect(item.facing_deg === null || (Number.isInteger(item.facing_deg) && item.facing_deg < 360)).toBe(
        true,
      );
  });
});

describe("the demo data", () => {
  it("loads with every beach's facing", async () => {
    const demo = await createTestDatabase();
    try {
      await seedDemoData(demo.db);
      expect(await demo.db.select().from(beaches).where(isNull(beaches.facingDeg))).toEqual([]);
      expect(await demo.db.select().from(beaches)).toHaveLength(DEMO_BEACHES.length);
    } finally {
      await demo.close();
    }
  });
});

describe("rows from before the coast columns", () => {
  const folder = mkdtempSync(join(tmpdir(), "beaches-coast-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Settings a start opens the database under test with: PostgreSQL's copy, or an embedded directory. */
  async function startable() {
    const postgres = await createTestDatabase();
    if (postgres.url)
      return { env: { DATABASE_URL: postgres.url, PGLITE_DIR: folder }, dispose: () => postgres.close() };
    await postgres.close();
    return { env: { PGLITE_DIR: join(folder, "pglite"), DATABASE_URL: undefined }, dispose: async () => {} };
  }

  // Two starts of an embedded database on disk: slow on two busy cores.
  it("get their facing once, at the next start", { timeout: 120_000 }, async () => {
    const { env, dispose } = await startable();
    const first = await openMigratedDatabase(env);
    await seedDemoData(first.db);
    const computed = await first.db
      .select({ id: beaches.id, facingDeg: beaches.facingDeg, fetchKm: beaches.fetchKm })
      .from(beaches)
      .orderBy(asc(beaches.id));
    // As a database written before migration 0013 holds them.
    await first.db.update(beaches).set({ facingDeg: null, fetchKm: null, coastDistanceM: null });
    await first.db.delete(appMeta).where(eq(appMeta.key, "coast_version"));
    await first.close();

    const again = await openMigratedDatabase(env);
    try {
      const restored = await again.db
        .select({ id: beaches.id, facingDeg: beaches.facingDeg, fetchKm: beaches.fetchKm })
        .from(beaches)
        .orderBy(asc(beaches.id));
      expect(restored).toEqual(computed);
      expect(await again.db.select().from(appMeta).where(eq(appMeta.key, "coast_version"))).toEqual([
        { key: "coast_version", value: COAST_VERSION },
      ]);
      // Once only: the next start has nothing to do.
      expect(await refreshStaleBeachCoast(again.db)).toBeNull();
    } finally {
      await again.close();
      await dispose();
    }
  });

  it("are written batch by batch, each row as its own save would write it", async () => {
    const before = await database.db.select().from(beaches).orderBy(asc(beaches.id));
    const [one, two, three] = before;
    await database.db.update(beaches).set({ facingDeg: null, fetchKm: null, coastDistanceM: null });
    await database.db.delete(appMeta).where(eq(appMeta.key, "coast_version"));
    // Every beach near a coast is written; the inland one has nothing to write.
    const nearCoast = before.filter((row) => row.coastDistanceM !== null).length;
    expect(nearCoast).toBe(before.length - 1);
    expect(await refreshStaleBeachCoast(database.db, 2)).toBe(nearCoast);
    for (const before of [one!, two!, three!])
      expect(await stored(before.slug)).toMatchObject({
        facingDeg: before.facingDeg,
        fetchKm: before.fetchKm,
        coastDistanceM: before.coastDistanceM,
      });
    expect(await refreshStaleBeachCoast(database.db, 2)).toBeNull();
  });
});
