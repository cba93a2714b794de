import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeachFilters } from "#core/contract/filters.ts";
import type { Bbox, MapResponse } from "#core/contract/map.ts";
import { createTestDatabase, NEARBY_ORIGIN_COLUMNS } from "#tests/integration/database.ts";
import { createDataVersion } from "../cache/data-version.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beachVerdicts, beaches } from "../db/schema.ts";
import { replaceDirectory } from "../db/seed/load.ts";
import { generateSyntheticDirectory } from "../db/seed/synthetic.ts";
import { createVerdictService } from "../forecast/verdicts.ts";
import { createBeachMapService } from "./beach-map.ts";
import { filterConditions } from "./beach-sql.ts";
import { createBeachService } from "./beach.service.ts";
import { CALM_NEARBY_RADIUS_KM, NEARBY_RADIUS_KM } from "./nearby.ts";

// A filtered map, and a list by name or a count with the calm filter, are made from the public
// beaches held in memory (the name order, ADR 047) and the day's verdicts read once: each answer must
// be the one the database gives itself, for every filter, area, box and zoom, the calm filter and the
// verdict counts of clusters included.

const NOW = new Date("2026-07-15T09:30:00Z");
const TODAY = "2026-07-15";
const VERDICTS = ["calm", "choppy", "rough", "unknown"] as const;
/** A number from an id that does not follow the ids' steps (an area's beaches are every 40th id). */
const scatter = (id: number) => Math.floor(Math.abs(Math.sin(id)) * 10_000);

let database: DatabaseHandle;
let fromOrder: ReturnType<typeof createBeachMapService>;
let byDatabase: ReturnType<typeof createBeachMapService>;
let someArea: string;
let beachService: ReturnType<typeof createBeachService>;

beforeAll(async () => {
  database = await createTestDatabase();
  await replaceDirectory(database.db, generateSyntheticDirectory({ beaches: 1500, areas: 40, seed: 11 }));
  const ids = await database.db.select({ id: beaches.id }).from(beaches).orderBy(beaches.id);
  // Most beaches have a verdict today (a few with a caution, some already stale), the rest none.
  const rows = ids
    .filter((_, index) => index % 7 !== 3)
    .map(({ id }, index) => ({
      beachId: id,
      day: TODAY,
      verdict: VERDICTS[scatter(id) % 4]!,
      caution: scatter(id) % 4 === 0 && id % 5 === 0 ? "offshore-wind" : null,
      beaufort: id % 7,
      windFromDeg: (id * 37) % 360,
      validUntil: new Date(NOW.getTime() + (index % 11 === 0 ? -1 : 8) * 3_600_000),
    }));
  for (let start = 0; start < rows.length; start += 500)
    await database.db.insert(beachVerdicts).values(rows.slice(start, start + 500));
  [{ slug: someArea }] = (await database.db
    .select({ slug: areas.slug })
    .from(areas)
    .where(eq(areas.status, "ACTIVE"))
    .orderBy(areas.id)
    .limit(1)) as [{ slug: string }];
  const dataVersion = createDataVersion(database.db);
  const verdicts = createVerdictService({ db: database.db, clock: () => NOW, enabled: true });
  beachService = createBeachService({ db: database.db, dataVersion, verdicts });
  fromOrder = createBeachMapService({ db: database.db, dataVersion, verdicts, directory: beachService });
  byDatabase = createBeachMapService({ db: database.db, dataVersion, verdicts });
});
afterAll(async () => {
  await database.close();
});

const GREECE: Bbox = [19.2, 34.7, 29.7, 41.8];
const FILTER_SETS = [
  "",
  "type=SANDY",
  "calm=today",
  "calm=today&type=SANDY,MIXED",
  "organized=organized&blueFlag=true",
  "parking=NONE,STREET&waveConditions=CALM",
  "amenities=taverna",
  "access=car",
  "prefer=unorganized&type=PEBBLY",
];

/** Boxes a screen asks for: the country, a region, and small ones around a few beaches. */
async function boxes(): Promise<{ bbox: Bbox; zoom: number }[]> {
  const some = await database.db
    .select({ latitude: beaches.latitude, longitude: beaches.longitude })
    .from(beaches)
    .orderBy(beaches.id)
    .limit(4);
  return [
    { bbox: GREECE, zoom: 6 },
    { bbox: [22.5, 36.5, 25.5, 39], zoom: 8 },
    { bbox: [23.4, 34.8, 26.4, 35.8], zoom: 10 },
    ...some.flatMap(({ latitude, longitude }) => [
      { bbox: [longitude - 0.5, latitude - 0.4, longitude + 0.5, latitude + 0.4] as Bbox, zoom: 11 },
      { bbox: [longitude - 0.05, latitude - 0.04, longitude + 0.05, latitude + 0.04] as Bbox, zoom: 14 },
      { bbox: [longitude - 0.4, latitude - 0.3, longitude + 0.4, latitude + 0.3] as Bbox, zoom: 15 },
    ]),
    // A beach on the box's very edge is inside, as the database's box takes it.
    {
      bbox: [some[0]!.longitude, some[0]!.latitude, some[0]!.longitude + 0.2, some[0]!.latitude + 0.2],
      zoom: 14,
    },
  ];
}

/**
 * The two answers are the same, except that a cluster's mean position may differ in its last
 * rounded digit (a millionth of a degree, about 10 cm): the database adds a cell's positions in
 * whatever order it reads them, the order in name order, and a mean that falls on a rounding tie
 * rounds by that order. Everything else is equal.
 */
function expectSameMap(served: MapResponse, reference: MapResponse, message: string) {
  const positions = (answer: MapResponse) =>
    answer.features.map((feature) => [feature.latitude, feature.longitude] as const);
  const plain = (answer: MapResponse) => ({
    ...answer,
    features: answer.features.map((feature) =>
      feature.kind === "cluster" ? { ...feature, latitude: 0, longitude: 0 } : feature,
    ),
  });
  expect(plain(served), message).toEqual(plain(reference));
  const expected = positions(reference);
  positions(served).forEach(([latitude, longitude], index) => {
    expect(Math.abs(latitude - expected[index]![0]), message).toBeLessThan(1.5e-6);
    expect(Math.abs(longitude - expected[index]![1]), message).toBeLessThan(1.5e-6);
  });
}

describe("a map made from the beaches held in memory", () => {
  it("answers what the database groups, for every filter set, box and zoom", async () => {
    let compared = 0;
    let clusters = 0;
    let beachesShown = 0;
    for (const search of FILTER_SETS)
      for (const { bbox, zoom } of await boxes()) {
        const { filters } = parseBeachFilters(new URLSearchParams(search));
        const served = await fromOrder.mapFeatures({ filters, bbox, zoom });
        const reference = await byDatabase.mapFeatures({ filters, bbox, zoom });
        expectSameMap(served, reference, `${search} in ${bbox.join(",")} at ${zoom}`);
        compared += 1;
        clusters += served.features.filter((feature) => feature.kind === "cluster").length;
        beachesShown += served.features.filter((feature) => feature.kind === "beach").length;
      }
    // The comparison covered clusters with verdict counts and beaches one by one.
    expect(compared).toBe(FILTER_SETS.length * 16);
    expect(clusters).toBeGreaterThan(100);
    expect(beachesShown).toBeGreaterThan(100);
  });

  it("answers an area's map, and none for an area the public cannot see", async () => {
    for (const search of ["type=SANDY,PEBBLY", "calm=today"]) {
      const { filters } = parseBeachFilters(new URLSearchParams(search));
      for (const areaSlug of [someArea, "no-such-area"]) {
        const asked = { filters, areaSlug, bbox: GREECE, zoom: 7 };
        const served = await fromOrder.mapFeatures(asked);
        expectSameMap(served, await byDatabase.mapFeatures(asked), `${search} in ${areaSlug}`);
        if (areaSlug === someArea) expect(served.total).toBeGreaterThan(0);
        else expect(served.total).toBe(0);
      }
    }
  });

  it("follows a change to the directory at once", async () => {
    const { filters } = parseBeachFilters(new URLSearchParams("type=SANDY"));
    const asked = { filters, bbox: GREECE, zoom: 6 };
    const before = await fromOrder.mapFeatures(asked);
    // The database's trigger raises the directory's version with the change.
    await database.db.update(beaches).set({ type: "OTHER" }).where(eq(beaches.type, "SANDY"));
    const after = await fromOrder.mapFeatures(asked);
    expect(before.total).toBeGreaterThan(0);
    expect(after.total).toBe(0);
    expectSameMap(after, await byDatabase.mapFeatures(asked), "after the change");
  });
});

describe("the calm filter answered from the order and the day's verdicts", () => {
  const CALM_SETS = [
    "calm=today",
    "calm=today&type=SANDY,MIXED&amenities=sunbeds",
    "calm=today&search=ammos",
    "calm=today&access=car&organized=organized",
  ];

  it("pages a list by name as the database orders it, both ways", async () => {
    for (const search of CALM_SETS)
      for (const sort of ["name.asc", "name.desc"]) {
        const { filters } = parseBeachFilters(new URLSearchParams(`${search}&sort=${sort}`));
        const first = await beachService.listBeaches({ filters });
        expect(first.calm?.available).toBe(true);
        for (const page of new Set([1, 2, Math.ceil(first.pageCount / 2), first.pageCount])) {
          const asked = { filters: { ...filters, page }, calmWindow: (await window())! };
          const served = await beachService.listBeaches({ filters: { ...filters, page } });
          const reference = await beachService.listQuery(asked);
          expect(
            served.items.map((beach) => beach.id),
            `${search}, ${sort}, page ${page}`,
          ).toEqual(reference.map((row) => row.id));
          // Every beach listed is calm today, as its badge says.
          expect(served.items.every((beach) => beach.sea?.verdict === "calm")).toBe(true);
        }
      }
  });

  it("pages a list nearest first as the database orders it, with each beach's badge", async () => {
    const location = { latitude: 37.98, longitude: 23.72 };
    for (const search of CALM_SETS) {
      const { filters } = parseBeachFilters(new URLSearchParams(`${search}&sort=distance.asc`));
      const first = await beachService.listBeaches({ filters, location });
      for (const page of new Set([1, 2, first.pageCount])) {
        const asked = { filters: { ...filters, page }, location };
        const served = await beachService.listBeaches(asked);
        const reference = await beachService.listQuery({ ...asked, calmWindow: (await window())! });
        expect(
          served.items.map((beach) => [beach.id, beach.distance_km]),
          `${search}, page ${page}`,
        ).toEqual(reference.map((row) => [row.id, Math.round(Number(row.distanceKm) * 100) / 100]));
        expect(served.items.every((beach) => beach.sea?.verdict === "calm")).toBe(true);
      }
    }
  });

  it("counts as the database counts, in Greece and in an area", async () => {
    for (const search of CALM_SETS)
      for (const areaSlug of [undefined, someArea]) {
        const { filters } = parseBeachFilters(new URLSearchParams(search));
        const calmWindow = (await window())!;
        const [expected] = await database.db
          .select({ value: count() })
          .from(beaches)
          .where(and(...filterConditions(filters, areaSlug, calmWindow)));
        const asked = { filters, ...(areaSlug ? { areaSlug } : {}) };
        expect(await beachService.countBeaches(asked), `${search} in ${areaSlug ?? "Greece"}`).toBe(
          expected!.value,
        );
      }
  });
});

async function window() {
  return createVerdictService({ db: database.db, clock: () => NOW, enabled: true }).window("today");
}

describe("a beach page's nearby beaches found in the order", () => {
  /** Every 20th public beach as the page's beach, spread over every area. */
  async function origins() {
    const rows = await database.db
      .select(NEARBY_ORIGIN_COLUMNS)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(eq(beaches.status, "ACTIVE"), eq(areas.status, "ACTIVE")))
      .orderBy(beaches.id);
    return rows.filter((_, index) => index % 20 === 0);
  }
  /** The rows' ids and distances, to the hundredth of a km as pages and the API give them. */
  const reference = (rows: { id: number; distanceKm: number }[]) =>
    rows.map((row) => [row.id, Math.round(Number(row.distanceKm) * 100) / 100] as const);

  it("offers the beaches, in the order and at the distances, the database's nearest query gives", async () => {
    let full = 0;
    for (const origin of await origins())
      for (const limit of [3, 10]) {
        const served = await beachService.nearbyBeaches(origin, { limit });
        const expected = await beachService.nearestQuery(origin, { limit, radiusKm: NEARBY_RADIUS_KM });
        expect(
          served.map((beach) => [beach.id, beach.distance_km] as const),
          `near ${origin.id}, ${limit}`,
        ).toEqual(reference(expected));
        if (served.length === limit) full += 1;
        // Each has its badge for today, as the cards show it.
        const sea = await beachService.withSea(served, "today");
        expect(served.map((beach) => beach.sea)).toEqual(sea.map((beach) => beach.sea));
      }
    expect(full).toBeGreaterThan(10);
  });

  it("offers the calm ones without a caution as the database finds them", async () => {
    const calmWindow = (await window())!;
    let found = 0;
    for (const origin of await origins()) {
      const served = await beachService.calmNearby(origin);
      const expected = await beachService.nearestQuery(origin, {
        limit: 3,
        radiusKm: CALM_NEARBY_RADIUS_KM,
        among: beachService.calmNearbyConditions(calmWindow),
      });
      expect(served?.radiusKm).toBe(CALM_NEARBY_RADIUS_KM);
      expect(
        served!.beaches.map((beach) => [beach.id, beach.distance_km] as const),
        `calm near ${origin.id}`,
      ).toEqual(reference(expected));
      expect(served!.beaches.every((beach) => beach.sea?.verdict === "calm" && !beach.sea.caution)).toBe(
        true,
      );
      found += served!.beaches.length;
    }
    expect(found).toBeGreaterThan(15);
  });
});
