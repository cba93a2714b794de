import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_FILTERS,
  accessFilterHolds,
  UNKNOWN_ACCESS,
  type AccessFacts,
  type AccessFilter,
} from "#core/access/access.ts";
import { formatBbox, GREECE_BOUNDS } from "#core/contract/map.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "../http/app.ts";

// The access filters over real HTTP on a real database (ADR 035): for every filter the list, its
// count and the map agree with the reference rule of core/access/access.ts on every public beach; a fact
// nobody knows never matches a filter, and a hidden beach never appears whatever it knows.

interface ListItem {
  slug: string;
  access: AccessFacts;
}
interface Page {
  items: ListItem[];
  total: number;
  pageCount: number;
}

let database: DatabaseHandle;
let server: TestServer;

async function get<T>(path: string): Promise<T> {
  const { status, body } = await server.getJson<T>(path);
  expect(status, path).toBe(200);
  return body;
}

async function allSlugs(query: string): Promise<string[]> {
  const first = await get<Page>(`/api/v1/beaches?${query}`);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1)
    items.push(...(await get<Page>(`/api/v1/beaches?${query}&page=${page}`)).items);
  expect(items).toHaveLength(first.total);
  return items.map((beach) => beach.slug).sort();
}

/** Facts set on demo beaches for this test, whatever the demo data says: a spread of each kind. */
const FACTS: Record<string, Partial<AccessFacts>> = {
  elafonisi: { arrival: "PAVED_ROAD", wheelchair: "LIMITED", natural_shade: false, dogs_allowed: false },
  balos: { arrival: "FOOTPATH", walk_minutes: 25, by_boat: true },
  navagio: { arrival: "BOAT_ONLY", by_boat: true },
  falassarna: { arrival: "PAVED_ROAD", wheelchair: "YES", seatrac: true, step_free_path: true },
  "canal-damour": { arrival: "FOOTPATH", walk_minutes: 5, naturism: false },
  myrtos: { arrival: "DIRT_ROAD", natural_shade: true, dogs_allowed: true, naturism: true },
};

const columns = (facts: Partial<AccessFacts>) => ({
  wheelchair: facts.wheelchair ?? null,
  arrival: facts.arrival ?? null,
  walkMinutes: facts.walk_minutes ?? null,
  stepFreePath: facts.step_free_path ?? null,
  seatrac: facts.seatrac ?? null,
  accessibleToilets: facts.accessible_toilets ?? null,
  accessibleParking: facts.accessible_parking ?? null,
  accessibleChanging: facts.accessible_changing ?? null,
  byBoat: facts.by_boat ?? null,
  naturalShade: facts.natural_shade ?? null,
  dogsAllowed: facts.dogs_allowed ?? null,
  naturism: facts.naturism ?? null,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  // Only these beaches know anything here: every other one is unknown on every fact.
  await database.db.update(beaches).set(columns({}));
  for (const [slug, facts] of Object.entries(FACTS))
    await database.db.update(beaches).set(columns(facts)).where(eq(beaches.slug, slug));
  server = await startTestServer(createApp({ db: database.db }));
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe("the access filters", () => {
  it("give the public record every fact, null where unknown", async () => {
    const balos = await get<ListItem>("/api/v1/beaches/balos");
    expect(balos.access).toEqual({ ...UNKNOWN_ACCESS, arrival: "FOOTPATH", walk_minutes: 25, by_boat: true });
    const unknown = await get<ListItem>("/api/v1/beaches/lalaria");
    expect(unknown.access).toEqual(UNKNOWN_ACCESS);
  });

  it.each(ACCESS_FILTERS)("%s: list, count and map agree with the reference rule", async (filter) => {
    const everyone = await get<Page>("/api/v1/beaches");
    const all: ListItem[] = [];
    for (let page = 1; page <= everyone.pageCount; page += 1)
      all.push(...(await get<Page>(`/api/v1/beaches?page=${page}`)).items);
    const expected = all
      .filter((beach) => accessFilterHolds(filter, beach.access))
      .map((beach) => beach.slug)
      .sort();
    expect(await allSlugs(`access=${filter}`)).toEqual(expected);
    expect((await get<{ count: number }>(`/api/v1/beaches/count?access=${filter}`)).count).toBe(
      expected.length,
    );
    const map = await get<{ total: number }>(
      `/api/v1/beaches/map?bbox=${formatBbox(GREECE_BOUNDS)}&zoom=6&access=${filter}`,
    );
    expect(map.total).toBe(expected.length);
    // Only beaches this test told something; none of the unknown ones.
    for (const slug of expected) expect(Object.keys(FACTS)).toContain(slug);
  });

  it.each<[AccessFilter, string[]]>([
    ["wheelchair", ["falassarna"]],
    ["seatrac", ["falassarna"]],
    ["car", ["elafonisi", "falassarna", "myrtos"]],
    ["short_walk", ["canal-damour", "elafonisi", "falassarna", "myrtos"]],
    ["shade", ["myrtos"]],
    ["dogs", ["myrtos"]],
    ["naturism", ["myrtos"]],
    ["boat_only", ["navagio"]],
  ])("%s keeps %j: a no and an unknown alike are left out", async (filter, slugs) => {
    expect(await allSlugs(`access=${filter}`)).toEqual(slugs);
  });

  it("combine with each other and with the other filters", async () => {
    expect(await allSlugs("access=car,short_walk,wheelchair")).toEqual(["falassarna"]);
    expect(await allSlugs("access=car&area=kefalonia")).toEqual(["myrtos"]);
    expect(await allSlugs("access=boat_only&type=SANDY")).toEqual([]);
    const { status, body } = await server.getJson<{ error: { fields: Record<string, string> } }>(
      "/api/v1/beaches?access=helicopter",
    );
    expect(status).toBe(422);
    expect(body.error.fields.access).toContain("helicopter");
  });

  it("never show a hidden beach, whatever it knows", async () => {
    await database.db
      .update(beaches)
      .set({ status: "HIDDEN" })
      .where(inArray(beaches.slug, ["myrtos"]));
    try {
      expect(await allSlugs("access=dogs")).toEqual([]);
      expect((await get<{ count: number }>("/api/v1/beaches/count?access=naturism")).count).toBe(0);
    } finally {
      await database.db.update(beaches).set({ status: "ACTIVE" }).where(eq(beaches.slug, "myrtos"));
    }
  });
});
