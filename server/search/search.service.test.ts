import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeachFilters } from "../../core/filters.ts";
import { createTestDatabase } from "../../tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";
import { createServices, type Services } from "../services.ts";

// The search service against a real database: what a text beside stated filters finds (the rule the
// site shares), and that a text is interpreted once for as long as the data stays the same.

let database: DatabaseHandle;
let services: Services;

const beach = (name: string, extra: Partial<BeachSeed> = {}): BeachSeed => ({
  name,
  area: "Crete",
  status: "ACTIVE",
  latitude: 35.3 + name.length / 100,
  longitude: 25.1,
  type: "SANDY",
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Crete", status: "ACTIVE" },
    { name: "Rhodes", status: "ACTIVE" },
  ]);
  await insertBeaches(database.db, [
    beach("Elafonisi"),
    beach("Balos", { type: "PEBBLY", blue_flag: true }),
    beach("Preveli", { type: "PEBBLY" }),
    beach("Tsambika", { area: "Rhodes", latitude: 36.2, longitude: 28.1 }),
  ]);
  services = createServices({ db: database.db, clock: () => new Date() });
});

afterAll(async () => {
  await database?.close();
});

const stated = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).sort();

describe("search beside stated parameters", () => {
  it("keeps the stated filter groups and takes the others from the text", async () => {
    const { interpretation, results } = await services.search.search({
      q: "pebbly beach with a blue flag",
      filters: stated("type=SANDY"),
    });
    expect(interpretation.filters).toMatchObject({ type: ["PEBBLY"], blueFlag: true });
    // The stated type wins over the text's; the Blue Flag, which nothing stated, comes from the text.
    expect(results.items).toEqual([]);
    const pebbly = await services.search.search({ q: "pebbly beach with a blue flag", filters: stated("") });
    expect(names(pebbly.results.items)).toEqual(["Balos"]);
  });

  it("keeps a stated area over the one the text names", async () => {
    const inRhodes = await services.search.search({ q: "sandy beach in Rhodes", filters: stated("") });
    expect(names(inRhodes.results.items)).toEqual(["Tsambika"]);
    const stayInCrete = await services.search.search({
      q: "sandy beach in Rhodes",
      filters: stated(""),
      areaSlug: "crete",
    });
    expect(stayInCrete.interpretation.area_slug).toBe("rhodes");
    expect(names(stayInCrete.results.items)).toEqual(["Elafonisi"]);
  });
});

describe("interpretations", () => {
  it("are made once per text while the data stays the same, and again after a change", async () => {
    const text = "sandy beach near the lighthouse";
    const first = await services.search.interpret(text);
    expect(first.ignored).toEqual(["lighthouse"]);
    // The list a site search redirects to asks again for the text it carries: it gets the same one.
    expect(await services.search.interpret(` ${text} `)).toBe(first);

    await insertBeaches(database.db, [beach("Lighthouse Cove")]);
    const afterChange = await services.search.interpret(text);
    expect(afterChange).not.toBe(first);
    expect(afterChange.ignored).toEqual([]);
  });
});
