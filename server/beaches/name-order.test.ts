import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeachFilters } from "#core/contract/filters.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { createDataVersion } from "../cache/data-version.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { replaceDirectory } from "../db/seed/load.ts";
import { generateSyntheticDirectory } from "../db/seed/synthetic.ts";
import { filterConditions, type BeachListQuery } from "./beach-sql.ts";
import { createBeachService } from "./beach.service.ts";
import { countFromOrder, loadNameOrder, pageFromOrder } from "./name-order.ts";

// A list by name is paged from the name order held in memory (ADR 047): every page of it must be the
// page the database's own ORDER BY ... OFFSET gives (listQuery), for any facet filters, area and
// direction, ties of name included, and it must follow a change to the directory at once.

let database: DatabaseHandle;
let service: ReturnType<typeof createBeachService>;
let tiedPlace: { latitude: number; longitude: number };

beforeAll(async () => {
  database = await createTestDatabase();
  await replaceDirectory(database.db, generateSyntheticDirectory({ beaches: 1200, areas: 60, seed: 7 }));
  // Ties of name: the order falls back to ids, both ways.
  const some = await database.db.select({ id: beaches.id }).from(beaches).orderBy(beaches.id).limit(40);
  await database.db
    .update(beaches)
    .set({ sortName: "same name" })
    .where(
      inArray(
        beaches.id,
        some.map((row) => row.id),
      ),
    );
  // Ties of distance: twenty beaches share one place, so the order falls back to names, then ids.
  const [place] = await database.db
    .select({ latitude: beaches.latitude, longitude: beaches.longitude })
    .from(beaches)
    .where(eq(beaches.id, some[0]!.id));
  const shared = await database.db
    .select({ id: beaches.id })
    .from(beaches)
    .orderBy(beaches.id)
    .offset(20)
    .limit(20);
  await database.db
    .update(beaches)
    .set(place!)
    .where(
      inArray(
        beaches.id,
        shared.map((row) => row.id),
      ),
    );
  tiedPlace = place!;
  service = createBeachService({ db: database.db, dataVersion: createDataVersion(database.db) });
});
afterAll(async () => {
  await database.close();
});

function query(search: string, areaSlug?: string): BeachListQuery {
  const { filters } = parseBeachFilters(new URLSearchParams(search));
  return { filters, ...(areaSlug ? { areaSlug } : {}) };
}

/** The list's ids as the service answers, and as the database orders the same query by offset. */
async function both(search: string, areaSlug?: string) {
  const asked = query(search, areaSlug);
  const page = await service.listBeaches(asked);
  const reference = await service.listQuery(asked);
  return { served: page.items.map((beach) => beach.id), reference: reference.map((row) => row.id), page };
}

const FILTER_SETS = [
  "",
  "type=SANDY,MIXED",
  "organized=organized&blueFlag=true",
  "organized=unorganized&parking=NONE,STREET",
  "waveConditions=CALM&amenities=sunbeds",
  "amenities=taverna,showers",
  "access=car",
  "access=car,shade&type=PEBBLES",
  "amenities=no-such-amenity",
  "search=ammos",
  "search=kolpos%20limani&type=SANDY,MIXED",
  "search=ammos&amenities=taverna&access=car",
  "search=zzzqqq",
  // Preferences rank a list by name, and break ties of distance nearest first.
  "prefer=unorganized",
  "prefer=organized,taverna&type=SANDY,MIXED",
];

describe("a list nearest first", () => {
  /** The page as the service answers it, and as the database orders every match by distance. */
  async function nearest(
    search: string,
    location: { latitude: number; longitude: number },
    areaSlug?: string,
  ) {
    const asked = { ...query(`${search}&sort=distance.asc`, areaSlug), location };
    const page = await service.listBeaches(asked);
    const reference = await service.listQuery(asked);
    return {
      served: page.items.map((beach) => [beach.id, beach.distance_km]),
      reference: reference.map((row) => [row.id, Math.round(Number(row.distanceKm) * 100) / 100]),
      page,
    };
  }
  const origins = () => [
    { latitude: 37.98, longitude: 23.72 },
    { latitude: 35.3, longitude: 25.1 },
    // Open sea, far from every beach, and the other side of the earth.
    { latitude: 39.5, longitude: 17.0 },
    { latitude: -37.8, longitude: 145.0 },
    // The place twenty beaches share: their distances tie at 0.
    tiedPlace,
  ];

  for (const filters of FILTER_SETS)
    it(`pages as the database orders every match by distance: ${filters || "no filters"}`, async () => {
      for (const origin of origins()) {
        const first = await nearest(filters, origin);
        expect(first.served, JSON.stringify(origin)).toEqual(first.reference);
        const pages = first.page.pageCount;
        // Page 112 and past are deeper than the order answers: the database orders those alone.
        for (const page of new Set([2, 3, Math.ceil(pages / 2), 111, 112, pages, pages + 1]))
          if (page >= 2 && page <= pages + 1) {
            const { served, reference } = await nearest(`${filters}&page=${page}`, origin);
            expect(served, `${JSON.stringify(origin)}, page ${page}`).toEqual(reference);
          }
      }
    });

  it("within an area pages as the database does, and an area the public cannot see lists nothing", async () => {
    const rows = await database.db.select({ slug: areas.slug, status: areas.status }).from(areas);
    const publicArea = rows.find((area) => area.status === "ACTIVE")!;
    const hidden = rows.find((area) => area.status !== "ACTIVE")!;
    for (const origin of origins())
      for (const page of [1, 2]) {
        const { served, reference } = await nearest(`page=${page}&type=SANDY,ROCKY`, origin, publicArea.slug);
        expect(served).toEqual(reference);
      }
    expect((await nearest("", tiedPlace, hidden.slug)).served).toEqual([]);
  });

  it("puts the beaches that share a place by name, then id, nearest first", async () => {
    const { served, reference } = await nearest("", tiedPlace);
    expect(served.every(([, distance]) => distance === 0)).toBe(true);
    expect(served).toEqual(reference);
  });
});

describe("a list by name", () => {
  for (const filters of FILTER_SETS)
    for (const sort of ["name.asc", "name.desc"])
      it(`pages as the database orders it: ${filters || "no filters"}, ${sort}`, async () => {
        const first = await both(`${filters}&sort=${sort}`);
        expect(first.served).toEqual(first.reference);
        const pages = first.page.pageCount;
        for (const page of new Set([2, 3, Math.ceil(pages / 2), pages - 1, pages, pages + 1]))
          if (page >= 1) {
            const { served, reference } = await both(`${filters}&sort=${sort}&page=${page}`);
            expect(served, `page ${page}`).toEqual(reference);
          }
      });

  it("searched by a beach's name, pages as the database orders it, that beach first", async () => {
    const [named] = await database.db
      .select({ name: beaches.name })
      .from(beaches)
      .where(eq(beaches.status, "ACTIVE"))
      .orderBy(beaches.sortName, beaches.id)
      .offset(600)
      .limit(1);
    const firstWord = named!.name.split(" ")[0]!;
    for (const search of [named!.name, named!.name.toUpperCase(), firstWord])
      for (const sort of ["name.asc", "name.desc"]) {
        const first = await both(`search=${encodeURIComponent(search)}&sort=${sort}`);
        expect(first.served, `${search}, ${sort}`).toEqual(first.reference);
        if (search !== firstWord) expect(first.page.items[0]!.name).toBe(named!.name);
        for (const page of new Set([2, first.page.pageCount]))
          if (page >= 2) {
            const { served, reference } = await both(
              `search=${encodeURIComponent(search)}&sort=${sort}&page=${page}`,
            );
            expect(served, `${search}, ${sort}, page ${page}`).toEqual(reference);
          }
      }
  });

  it("within an area pages as the database does, and an area the public cannot see lists nothing", async () => {
    const rows = await database.db.select({ slug: areas.slug, status: areas.status }).from(areas);
    const publicArea = rows.find((area) => area.status === "ACTIVE")!;
    const hidden = rows.find((area) => area.status !== "ACTIVE")!;
    // Without filters, the area's own positions are the list; a search's are still tried against the area.
    for (const filters of ["type=SANDY,ROCKY", "", "search=ammos"])
      for (const sort of ["name.asc", "name.desc"]) {
        const first = await both(`sort=${sort}&${filters}`, publicArea.slug);
        expect(first.served.length, `${filters}, ${sort}`).toBeGreaterThan(0);
        for (const page of new Set([1, 2, 3, first.page.pageCount, first.page.pageCount + 1])) {
          const { served, reference } = await both(`sort=${sort}&page=${page}&${filters}`, publicArea.slug);
          expect(served, `${filters}, ${sort}, page ${page}`).toEqual(reference);
        }
      }
    expect((await both("", hidden.slug)).served).toEqual([]);
    expect((await both("", "no-such-area")).served).toEqual([]);
  });

  it("with a starting point keeps the name order and gives each beach its distance", async () => {
    const asked = { ...query("sort=name.asc&page=4"), location: { latitude: 37.98, longitude: 23.72 } };
    const page = await service.listBeaches(asked);
    const reference = await service.listQuery(asked);
    expect(page.items.map((beach) => [beach.id, beach.distance_km])).toEqual(
      reference.map((row) => [row.id, Math.round(Number(row.distanceKm) * 100) / 100]),
    );
  });

  it("counts as the database counts, amenities and access facts included, in Greece and in an area", async () => {
    const [area] = await database.db
      .select({ slug: areas.slug })
      .from(areas)
      .where(eq(areas.status, "ACTIVE"));
    for (const filters of [
      ...FILTER_SETS,
      "amenities=sunbeds&access=car&blueFlag=true",
      "prefer=taverna&amenities=showers",
    ])
      for (const areaSlug of [undefined, area!.slug]) {
        const asked = query(filters, areaSlug);
        const [expected] = await database.db
          .select({ value: count() })
          .from(beaches)
          .where(and(...filterConditions(asked.filters, areaSlug)));
        expect(await service.countBeaches(asked), `${filters} in ${areaSlug ?? "Greece"}`).toBe(
          expected!.value,
        );
      }
  });

  it("walks only the positions held for it when given, both ways, and counts them", async () => {
    const order = await loadNameOrder(database.db);
    const { filters } = parseBeachFilters(new URLSearchParams(""));
    const positions = Int32Array.from([5, 17, 300, 301, 900]);
    const ids = [...positions].map((index) => order.ids[index]!);
    const page = (descending: boolean, offset = 0) =>
      pageFromOrder(order, filters, { offset, count: 3, descending, positions });
    expect(page(false)).toEqual(ids.slice(0, 3));
    expect(page(false, 3)).toEqual(ids.slice(3));
    expect(page(true)).toEqual(ids.toReversed().slice(0, 3));
    expect(countFromOrder(order, filters, undefined, { positions })).toBe(5);
    expect(countFromOrder(order, filters)).toBe(order.size);
    // Held positions within an area: only those of the area are on the list.
    const areaId = order.areaIds[300]!;
    const inArea = [...positions].filter((index) => order.areaIds[index] === areaId);
    expect(inArea.length).toBeLessThan(positions.length);
    expect(
      pageFromOrder(order, filters, { offset: 0, count: 9, descending: false, positions, areaId }),
    ).toEqual(inArea.map((index) => order.ids[index]!));
    expect(countFromOrder(order, filters, areaId, { positions })).toBe(inArea.length);
  });

  it("a search follows a change to the directory at once", async () => {
    const search = "search=ammos&sort=name.asc";
    const before = await both(search);
    expect(before.served.length).toBeGreaterThan(1);
    expect(before.served).toEqual(before.reference);
    const [first] = before.page.items;
    const [named] = await database.db
      .select({ sortName: beaches.sortName })
      .from(beaches)
      .where(eq(beaches.id, first!.id));
    // A match renamed to come last: the first page goes on without it, the last page ends with it.
    await database.db
      .update(beaches)
      .set({ sortName: sql`'zzzz ammos'` })
      .where(eq(beaches.id, first!.id));
    const renamed = await both(search);
    expect(renamed.served).not.toContain(first!.id);
    expect(renamed.served).toEqual(renamed.reference);
    const last = await both(`${search}&page=${renamed.page.pageCount}`);
    expect(last.served.at(-1)).toBe(first!.id);
    expect(last.served).toEqual(last.reference);
    // Hidden: neither listed nor counted.
    await database.db.update(beaches).set({ status: "HIDDEN" }).where(eq(beaches.id, first!.id));
    const hidden = await both(`${search}&page=${renamed.page.pageCount}`);
    expect(hidden.served).not.toContain(first!.id);
    expect(hidden.served).toEqual(hidden.reference);
    expect(hidden.page.total).toBe(renamed.page.total - 1);
    await database.db
      .update(beaches)
      .set({ status: "ACTIVE", sortName: named!.sortName })
      .where(eq(beaches.id, first!.id));
  });

  it("follows a change to the directory at once", async () => {
    const before = await both("sort=name.asc");
    const [first] = before.page.items;
    // The first beach is hidden: the next request lists the page without it.
    await database.db.update(beaches).set({ status: "HIDDEN" }).where(eq(beaches.id, first!.id));
    const hidden = await both("sort=name.asc");
    expect(hidden.served).not.toContain(first!.id);
    expect(hidden.served).toEqual(hidden.reference);
    // Renamed to come last: the last page ends with it.
    await database.db
      .update(beaches)
      .set({ status: "ACTIVE", sortName: sql`'zzzz'` })
      .where(eq(beaches.id, first!.id));
    const last = await both(`sort=name.asc&page=${before.page.pageCount}`);
    expect(last.served.at(-1)).toBe(first!.id);
    expect(last.served).toEqual(last.reference);
  });
});
