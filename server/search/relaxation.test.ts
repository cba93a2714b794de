import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeachFilters } from "#core/contract/filters.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";
import { createServices, type Services } from "../services.ts";

// Preferences rank a list without leaving anything out, and an empty list is relaxed to the nearest
// one that is not, against a real database.

let database: DatabaseHandle;
let services: Services;

const beach = (name: string, extra: Partial<BeachSeed> = {}): BeachSeed => ({
  name,
  area: "Crete",
  status: "ACTIVE",
  latitude: 35.3 + name.length / 100,
  longitude: 25.1,
  type: "SANDY",
  organized: true,
  parking: "LARGE_LOT",
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Crete", status: "ACTIVE" },
    { name: "Kefalonia", status: "ACTIVE" },
  ]);
  await insertBeaches(database.db, [
    beach("Agia Marina", { amenities: ["taverna", "sunbeds"], access: { natural_shade: true } }),
    beach("Balos", { organized: false, amenities: ["boat_trips"] }),
    beach("Falassarna", { amenities: ["taverna", "family_friendly"] }),
    beach("Stavros", { organized: false, amenities: ["taverna"], parking: "NONE" }),
    beach("Myrtos", { area: "Kefalonia", latitude: 38.3, longitude: 20.5, type: "PEBBLY" }),
  ]);
  services = createServices({ db: database.db, clock: () => new Date() });
});

afterAll(async () => {
  await database?.close();
});

const filters = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe("preferences", () => {
  it("put the preferred beaches first and keep the others, in the chosen sort", async () => {
    const page = await services.beaches.listBeaches({
      filters: filters("type=SANDY&prefer=unorganized"),
      areaSlug: "crete",
    });
    expect(names(page.items)).toEqual(["Balos", "Stavros", "Agia Marina", "Falassarna"]);
    expect(page.total).toBe(4);
    const descending = await services.beaches.listBeaches({
      filters: filters("type=SANDY&prefer=unorganized&sort=name.desc"),
      areaSlug: "crete",
    });
    expect(names(descending.items)).toEqual(["Stavros", "Balos", "Falassarna", "Agia Marina"]);
  });

  it("rank by how many preferences a beach meets", async () => {
    const page = await services.beaches.listBeaches({
      filters: filters("amenities=taverna&prefer=unorganized,family_friendly"),
    });
    expect(names(page.items)).toEqual(["Falassarna", "Stavros", "Agia Marina"]);
  });

  it("still filter when the setup is chosen as a filter", async () => {
    const page = await services.beaches.listBeaches({ filters: filters("organized=unorganized") });
    expect(names(page.items)).toEqual(["Balos", "Stavros"]);
  });

  it("come from the text: the home page's example answers", async () => {
    const { interpretation, results } = await services.search.search({
      q: "quiet sandy beach with a taverna in Crete",
      filters: filters(""),
    });
    expect(interpretation.filters).toMatchObject({ organized: [], prefer: ["unorganized"] });
    expect(names(results.items)).toEqual(["Stavros", "Agia Marina", "Falassarna"]);
  });

  it("'parking' asks for the Parking field: a beach with a lot but no parking amenity counts", async () => {
    const { results } = await services.search.search({
      q: "sandy beach with parking in Crete",
      filters: filters(""),
    });
    expect(names(results.items)).toEqual(["Agia Marina", "Balos", "Falassarna"]);
  });
});

describe("relaxing an empty list", () => {
  it("drops the weakest constraint that finds something and says which", async () => {
    const relaxed = await services.search.relax({
      filters: filters("type=SANDY&amenities=taverna,boat_trips"),
      areaSlug: "crete",
    });
    expect(relaxed).toMatchObject({
      dropped: ["amenities:boat_trips"],
      acrossGreece: false,
      areaSlug: "crete",
    });
    expect(names(relaxed?.page.items ?? [])).toEqual(["Agia Marina", "Falassarna", "Stavros"]);
  });

  it("searches a name across Greece last, when nothing in the area has it", async () => {
    const relaxed = await services.search.relax({
      filters: filters("search=Myrtos&originalQuery=mirtos"),
      areaSlug: "crete",
    });
    expect(relaxed).toMatchObject({ dropped: [], acrossGreece: true });
    expect(relaxed?.page.items.map((item) => [item.name, item.area])).toEqual([["Myrtos", "Kefalonia"]]);
  });

  it("counts which access facts no beach has recorded, and relaxes such a need, saying which", async () => {
    // The factory's beaches state no access fact but for Agia Marina's natural shade.
    const unrecorded = await services.search.unrecordedAccess();
    expect(unrecorded).toContain("wheelchair");
    expect(unrecorded).toContain("seatrac");
    expect(unrecorded).toContain("dogs");
    expect(unrecorded).not.toContain("shade");
    const relaxed = await services.search.relax({ filters: filters("access=wheelchair"), areaSlug: "crete" });
    expect(relaxed).toMatchObject({ dropped: ["access:wheelchair"], acrossGreece: false, areaSlug: "crete" });
    expect(relaxed?.page.total).toBe(4);
  });

  it("answers nothing when no step finds a beach", async () => {
    expect(await services.search.relax({ filters: filters("search=Ibiza") })).toBeNull();
  });
});
