import { and, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeachFilters } from "#core/contract/filters.ts";
import { createTestDatabase, NEARBY_ORIGIN_COLUMNS } from "#tests/integration/database.ts";
import { createDataVersion } from "../cache/data-version.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { replaceDirectory } from "../db/seed/load.ts";
import { generateSyntheticDirectory } from "../db/seed/synthetic.ts";
import { filterConditions } from "./beach-sql.ts";
import { createBeachCounts } from "./counts.ts";
import { createHeldDirectory } from "./held-directory.ts";
import { createBeachLists } from "./lists.ts";
import { createNearbyReads, NEARBY_RADIUS_KM } from "./nearby.ts";
import { createSeaReads } from "./sea-reads.ts";

// The public reads are modules, each made from the ones it needs (server/beaches/beach.service.ts
// puts them together): each one here is made alone, without the service, and answers as the
// database does.

let database: DatabaseHandle;
let modules: ReturnType<typeof makeModules>;

function makeModules() {
  const { db } = database;
  const dataVersion = createDataVersion(db);
  const sea = createSeaReads(undefined);
  const held = createHeldDirectory({ db, dataVersion });
  const counts = createBeachCounts({ db, dataVersion, held, sea });
  return {
    sea,
    held,
    counts,
    lists: createBeachLists({ db, held, sea, counts }),
    nearby: createNearbyReads({ db, held, sea }),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await replaceDirectory(database.db, generateSyntheticDirectory({ beaches: 400, areas: 20, seed: 3 }));
  modules = makeModules();
});
afterAll(async () => {
  await database.close();
});

const filtersOf = (search: string) => parseBeachFilters(new URLSearchParams(search)).filters;

describe("the sea reads without a forecast", () => {
  it("say the calm filter cannot be answered and leave the cards without a badge", async () => {
    expect(await modules.sea.calmStatus(filtersOf("calm=today"))).toEqual({
      day: "today",
      date: null,
      available: false,
    });
    expect(await modules.sea.calmStatus(filtersOf("type=SANDY"))).toBeNull();
    const page = await modules.lists.listBeaches({ filters: filtersOf("") });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((beach) => beach.sea === undefined)).toBe(true);
  });
});

describe("the counts made from a held directory", () => {
  it("count as the database counts", async () => {
    for (const search of [
      "",
      "type=SANDY,MIXED",
      "amenities=taverna&access=car",
      "search=ammos",
      "calm=today",
    ]) {
      const filters = filtersOf(search);
      const [expected] = await database.db
        .select({ value: count() })
        .from(beaches)
        .where(and(...filterConditions(filters)));
      // Without a forecast the calm filter matches nothing: no verdict can be served.
      expect(await modules.counts.countBeaches({ filters }), search).toBe(
        filters.calm === null ? expected!.value : 0,
      );
    }
  });
});

describe("the lists made from their modules", () => {
  it("page by name and nearest first as the database orders every match", async () => {
    const location = { latitude: 37.98, longitude: 23.72 };
    for (const search of ["sort=name.desc&page=2", "sort=distance.asc&page=3&organized=organized"]) {
      const query = { filters: filtersOf(search), location };
      const page = await modules.lists.listBeaches(query);
      const reference = await modules.lists.listQuery(query);
      expect(
        page.items.map((beach) => beach.id),
        search,
      ).toEqual(reference.map((row) => row.id));
    }
  });
});

describe("the nearby reads", () => {
  it("offer the area's nearest beaches within the radius, as the database's nearest query finds them", async () => {
    const origins = await database.db
      .select(NEARBY_ORIGIN_COLUMNS)
      .from(beaches)
      .orderBy(beaches.id)
      .limit(5);
    for (const origin of origins) {
      const offered = await modules.nearby.nearbyBeaches(origin);
      const reference = await modules.nearby.nearestQuery(origin, { limit: 3, radiusKm: NEARBY_RADIUS_KM });
      expect(offered.map((beach) => [beach.id, beach.distance_km])).toEqual(
        reference.map((row) => [row.id, Math.round(Number(row.distanceKm) * 100) / 100]),
      );
      expect(offered.every((beach) => beach.area_id === origin.area_id)).toBe(true);
    }
    expect(await modules.nearby.calmNearby(origins[0]!)).toBeNull();
  });

  it("read more beaches of an area by name, leaving one out", async () => {
    const page = await modules.lists.listBeaches({ filters: filtersOf("") });
    const area = page.items[0]!.area_slug;
    const all = await modules.nearby.moreInArea(area, { limit: 51 });
    expect(all.length).toBeGreaterThan(1);
    const without = await modules.nearby.moreInArea(area, { exclude: all[0]!.slug, limit: 50 });
    expect(without.map((beach) => beach.slug)).toEqual(all.slice(1, 51).map((beach) => beach.slug));
    expect(all.every((beach) => beach.area_slug === area)).toBe(true);
  });
});
