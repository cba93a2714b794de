import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beachInputSchema, type BeachFormValues } from "#core/contract/beach-schema.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createBeachAdmin } from "../beaches/beach-admin.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { appMeta, auditLog, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { createApp } from "../http/app.ts";
import { beachCoast, refreshStaleBeachCoast } from "./beach-coast.ts";
import { angleBetween } from "./coast-geometry.ts";

// An administrator's facing (facing_override_deg) and "sheltered from" sectors survive every
// recompute of a beach's coast columns: a move on the beach form, and the boot's rewrite after a new
// COAST_VERSION (the CSV import: server/content/csv-hand-set.test.ts). facing_deg, which every reader uses, is the override while
// there is one; fetch and distance stay the coastline's. Clearing the override brings the computed
// facing back.

/** Positions of demo beaches whose facing is known (see coastline.test.ts). */
const MYRTOS = { latitude: "38.34351", longitude: "20.53646", faces: 315 };
const KAMARI = { latitude: "36.37615", longitude: "25.48063", faces: 90 };

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

const publicFacing = async (slug: string) => {
  const { status, body } = await server.getJson<PublicBeach>(`/api/v1/beaches/${slug}`);
  expect(status).toBe(200);
  return body.facing_deg;
};

const computed = (position: { latitude: string; longitude: string }) =>
  beachCoast(Number(position.latitude), Number(position.longitude));

describe("the beach form", () => {
  const admin = () => createBeachAdmin({ db: database.db, clock });
  const values = (position: { latitude: string; longitude: string }, extra: Partial<BeachFormValues>) =>
    beachInputSchema.parse({
      name: "Harbour Beach",
      area: "Ionian",
      area_id: String(areaId),
      status: "ACTIVE",
      ...position,
      ...extra,
    });

  it("keeps the facing set by hand through a move, and brings the computed one back when it is cleared", async () => {
    const created = await admin().saveBeach({
      values: values(MYRTOS, { facing_override_deg: "200", sheltered_from: "N,NNE" }),
      by,
    });
    expect(await stored(created.slug)).toMatchObject({
      facingOverrideDeg: 200,
      facingDeg: 200,
      shelteredFrom: [0, 1],
      fetchKm: computed(MYRTOS).fetchKm,
      coastDistanceM: computed(MYRTOS).coastDistanceM,
    });
    expect(await publicFacing(created.slug)).toBe(200);

    // Moved to Santorini's east coast: fetch and distance follow the position, the facing stays.
    await admin().saveBeach({
      id: created.id,
      version: 1,
      values: values(KAMARI, { facing_override_deg: "200", sheltered_from: "N,NNE" }),
      by,
    });
    const moved = await stored(created.slug);
    expect(moved).toMatchObject({
      facingOverrideDeg: 200,
      facingDeg: 200,
      shelteredFrom: [0, 1],
      fetchKm: computed(KAMARI).fetchKm,
      coastDistanceM: computed(KAMARI).coastDistanceM,
    });

    // What the editor set is what the audit names.
    await admin().saveBeach({
      id: created.id,
      version: 2,
      values: values(KAMARI, { facing_override_deg: "", sheltered_from: "" }),
      by,
    });
    const cleared = await stored(created.slug);
    expect(cleared).toMatchObject({ facingOverrideDeg: null, shelteredFrom: null });
    expect(cleared.facingDeg).toBe(computed(KAMARI).facingDeg);
    expect(angleBetween(cleared.facingDeg!, KAMARI.faces)).toBeLessThanOrEqual(30);
    expect(await publicFacing(created.slug)).toBe(Math.round(cleared.facingDeg!));
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, created.slug))
      .orderBy(auditLog.id)
      .offset(2);
    expect((audit!.details as { changed: string[] }).changed.sort()).toEqual([
      "facingOverrideDeg",
      "shelteredFrom",
    ]);
  });

  it("loads the override and the sectors back into the form, with the computed facing beside them", async () => {
    const created = await admin().saveBeach({
      values: values(MYRTOS, { name: "Loaded Beach", facing_override_deg: "12.5", sheltered_from: "nnw,s" }),
      by,
    });
    const loaded = await admin().getBeach(created.id);
    expect(loaded?.values).toMatchObject({ facing_override_deg: "12.5", sheltered_from: "S,NNW" });
    expect(loaded?.coast).toMatchObject({
      facingDeg: 12.5,
      computedFacingDeg: computed(MYRTOS).facingDeg,
      overridden: true,
    });
  });
});

describe("the boot's rewrite after a new coastline", () => {
  it("keeps the facing set by hand and the sectors, and writes the computed facing where there is none", async () => {
    const [handSet, plain] = await insertBeaches(database.db, [
      {
        name: "Hand Set",
        area: "Ionian",
        latitude: Number(MYRTOS.latitude),
        longitude: Number(MYRTOS.longitude),
        facing_override_deg: 123.4,
        sheltered_from: [4, 3],
      },
      {
        name: "Plain",
        area: "Ionian",
        latitude: Number(MYRTOS.latitude),
        longitude: Number(MYRTOS.longitude),
      },
    ]);
    expect(handSet).toMatchObject({ facingOverrideDeg: 123.4, facingDeg: 123.4, shelteredFrom: [3, 4] });
    expect(plain!.facingDeg).toBe(computed(MYRTOS).facingDeg);

    // As a database computed by another coastline holds them.
    await database.db.update(beaches).set({ facingDeg: 1, fetchKm: null, coastDistanceM: 1 });
    await database.db.delete(appMeta).where(eq(appMeta.key, "coast_version"));
    expect(await refreshStaleBeachCoast(database.db)).toBeGreaterThanOrEqual(2);

    expect(await stored(handSet!.slug)).toMatchObject({
      facingOverrideDeg: 123.4,
      facingDeg: 123.4,
      shelteredFrom: [3, 4],
      fetchKm: computed(MYRTOS).fetchKm,
      coastDistanceM: computed(MYRTOS).coastDistanceM,
    });
    expect(await stored(plain!.slug)).toMatchObject({
      facingOverrideDeg: null,
      facingDeg: computed(MYRTOS).facingDeg,
    });
    expect(await publicFacing(handSet!.slug)).toBe(123);
  });
});
