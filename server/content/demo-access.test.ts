import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessFilterHolds, UNKNOWN_ACCESS, type AccessFacts } from "#core/access/access.ts";
import { walkMinutesFit } from "#core/access/access-form.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { DEMO_ACCESS, DEMO_BEACHES } from "../db/seed/demo-data.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "../http/app.ts";
import { accessFactsOf } from "./access-columns.ts";

// The demo data's access facts: only what is documented, the rest unknown; loaded by the seed and
// read through the public API as a visitor's browser reads them.

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(createApp({ db: database.db }));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const publicAccess = async (slug: string) => {
  const { status, body } = await server.getJson<PublicBeach & { access: AccessFacts }>(
    `/api/v1/beaches/${slug}`,
  );
  expect(status).toBe(200);
  return body.access;
};

describe("the demo data's access facts", () => {
  it("name only demo beaches, and keep minutes on foot to footpaths", () => {
    const names = new Set(DEMO_BEACHES.map((beach) => beach.name));
    for (const [name, facts] of Object.entries(DEMO_ACCESS)) {
      expect(names, name).toContain(name);
      expect(walkMinutesFit({ ...UNKNOWN_ACCESS, ...facts }), name).toBe(true);
    }
  });

  it("load with the seed, every other fact unknown", async () => {
    const rows = await database.db.select().from(beaches);
    const facts = rows.map((row) => ({ name: row.name, facts: accessFactsOf(row) }));
    for (const { name, facts: loaded } of facts)
      expect(loaded, name).toEqual({ ...UNKNOWN_ACCESS, ...DEMO_ACCESS[name] });
    const count = (test: (facts: AccessFacts) => boolean) =>
      facts.filter((beach) => test(beach.facts)).length;
    expect(count((beach) => beach.arrival === "BOAT_ONLY")).toBeGreaterThanOrEqual(2);
    expect(
      count((beach) => beach.arrival === "FOOTPATH" && beach.walk_minutes !== null),
    ).toBeGreaterThanOrEqual(2);
    expect(count((beach) => beach.arrival === "PAVED_ROAD")).toBeGreaterThanOrEqual(5);
    expect(count((beach) => accessFilterHolds("naturism", beach))).toBeGreaterThanOrEqual(2);
    expect(count((beach) => accessFilterHolds("shade", beach))).toBeGreaterThanOrEqual(2);
  });

  it("read through the public API: Balos by a footpath of 25 minutes or by boat, Navagio by boat only", async () => {
    expect(await publicAccess("balos")).toEqual({
      ...UNKNOWN_ACCESS,
      arrival: "FOOTPATH",
      walk_minutes: 25,
      by_boat: true,
      natural_shade: false,
    });
    expect(await publicAccess("navagio")).toEqual({ ...UNKNOWN_ACCESS, arrival: "BOAT_ONLY", by_boat: true });
    expect((await publicAccess("elafonisi")).arrival).toBe("PAVED_ROAD");
  });
});
