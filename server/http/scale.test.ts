import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { BEACHES_PAGE_SIZE, DEFAULT_BEACH_FILTERS, type BeachFilters } from "#core/contract/filters.ts";
import { boxAround, distanceKmSql, filterConditions, inBox } from "../beaches/beach-sql.ts";
import { createServices } from "../services.ts";
import { areas, beaches } from "../db/schema.ts";
import {
  GREECE_BOUNDS,
  MAP_FEATURES_MAX,
  formatBbox,
  type Bbox,
  type MapResponse,
} from "#core/contract/map.ts";
import { createTestDatabase, NEARBY_ORIGIN_COLUMNS } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { replaceDirectory } from "../db/seed/load.ts";
import { generateSyntheticDirectory } from "../db/seed/synthetic.ts";
import { createApp } from "./app.ts";
import { SITEMAP_BEACHES_PER_FILE, SITEMAP_MAX_URLS } from "./seo.ts";

// What must hold in a large directory whatever the speed: answers that stay bounded in size. 60,000
// beaches, more than one sitemap file holds (the synthetic set leaves about a tenth unpublished).

let database: DatabaseHandle;
let server: TestServer;
const BEACHES = 60_000;
const AREAS = 200;

beforeAll(async () => {
  database = await createTestDatabase();
  await replaceDirectory(
    database.db,
    generateSyntheticDirectory({ beaches: BEACHES, areas: AREAS, seed: 7 }),
  );
  server = await startTestServer(createApp({ db: database.db }));
}, 300_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const counted = (body: MapResponse) =>
  body.features.reduce((sum, feature) => sum + (feature.kind === "cluster" ? feature.count : 1), 0);

describe("the map endpoint with 60,000 beaches", () => {
  it("answers any box at any zoom with a bounded number of features and bytes", async () => {
    // Boxes a visitor could ask for, from the whole world to a cove, at zooms from 0 to 20.
    const boxes: Bbox[] = [
      [-180, -85, 180, 85],
      GREECE_BOUNDS,
      [22.5, 34.8, 26.4, 35.8],
      [23.6, 37.8, 24.1, 38.1],
    ];
    let largest = 0;
    let mostFeatures = 0;
    let worldTotal = 0;
    for (const bbox of boxes) {
      for (const zoom of [0, 3, 6, 8, 10, 12, 14, 16, 18, 20]) {
        const path = `/api/v1/beaches/map?bbox=${formatBbox(bbox)}&zoom=${zoom}`;
        const response = await server.get(path);
        expect(response.status, path).toBe(200);
        const text = await response.text();
        const body = JSON.parse(text) as MapResponse;
        expect(body.features.length, path).toBeLessThanOrEqual(MAP_FEATURES_MAX);
        expect(counted(body), path).toBe(body.total);
        largest = Math.max(largest, text.length);
        mostFeatures = Math.max(mostFeatures, body.features.length);
        if (bbox[0] === -180 && zoom === 0) worldTotal = body.total;
      }
    }
    // The synthetic set leaves some records unpublished; most are public.
    expect(worldTotal).toBeGreaterThan(BEACHES / 2);
    expect(mostFeatures).toBeGreaterThan(50);
    expect(largest).toBeLessThanOrEqual(50 * 1024);
  });
});

describe("the low-zoom map of the whole directory", () => {
  it("holds every public beach once, put together from the fine cells, as the database counts them", async () => {
    const [{ value }] = (await database.db
      .select({ value: count() })
      .from(beaches)
      .where(and(...filterConditions(DEFAULT_BEACH_FILTERS)))) as [{ value: number }];
    for (const zoom of [0, 2, 4, 6]) {
      const world = await server.getJson<MapResponse>(
        `/api/v1/beaches/map?bbox=-180,-85,180,85&zoom=${zoom}`,
      );
      expect(world.body.total, `zoom ${zoom}`).toBe(value);
      expect(counted(world.body)).toBe(value);
    }
    // With a filter the database groups the matching beaches itself; the two ways agree.
    const greece = `bbox=${formatBbox(GREECE_BOUNDS)}&zoom=6`;
    const all = await server.getJson<MapResponse>(`/api/v1/beaches/map?${greece}`);
    const split = await Promise.all(
      ["SANDY", "PEBBLY", "MIXED", "OTHER"].map((type) =>
        server.getJson<MapResponse>(`/api/v1/beaches/map?${greece}&type=${type}`),
      ),
    );
    const splitTotal = split.reduce((sum, answer) => sum + answer.body.total, 0);
    // Fine cells at the box's edge go whole to one side: at most a fraction of a percent apart.
    expect(Math.abs(splitTotal - all.body.total)).toBeLessThanOrEqual(all.body.total * 0.005);
  });
});

describe("counts with 60,000 beaches", () => {
  it("sum the groups counted once per data version to what the database counts row by row", async () => {
    const services = createServices({ db: database.db, clock: () => new Date() });
    const [{ slug: areaSlug }] = (await database.db
      .select({ slug: areas.slug })
      .from(areas)
      .where(eq(areas.status, "ACTIVE"))
      .limit(1)) as [{ slug: string }];
    const sets: Partial<BeachFilters>[] = [
      {},
      { type: ["SANDY"] },
      { type: ["PEBBLY", "MIXED"], parking: ["NONE", "LARGE_LOT"] },
      { waveConditions: ["CALM"], organized: ["organized"], blueFlag: true },
      { organized: ["organized", "unorganized"], parking: ["ROADSIDE"] },
      { organized: ["unorganized"], type: ["OTHER", "SANDY"], waveConditions: ["WAVY", "SURFABLE"] },
    ];
    for (const set of sets) {
      for (const area of [undefined, areaSlug, "no-such-area"]) {
        const filters = { ...DEFAULT_BEACH_FILTERS, ...set };
        const [{ value }] = (await database.db
          .select({ value: count() })
          .from(beaches)
          .where(and(...filterConditions(filters, area)))) as [{ value: number }];
        expect(
          await services.beaches.countBeaches({ filters, areaSlug: area }),
          `${JSON.stringify(set)} ${area}`,
        ).toBe(value);
      }
    }
  });
});

describe("nearest first with 60,000 beaches", () => {
  it("lists the same beaches, in the same order, as sorting every match by distance", async () => {
    const services = createServices({ db: database.db, clock: () => new Date() });
    const origins = [
      { latitude: 37.98, longitude: 23.72 }, // Athens: many beaches close by
      { latitude: 35.3, longitude: 25.1 }, // Crete
      { latitude: 39.5, longitude: 17.0 }, // open sea: the boxes hold too few, every match is sorted
      { latitude: 0, longitude: 0 },
    ];
    const cases: Partial<BeachFilters>[] = [
      { page: 1 },
      { page: 4 },
      { page: 40 },
      { page: 1, organized: ["organized"], type: ["SANDY"] },
      { page: 2, blueFlag: true, amenities: ["taverna"] },
    ];
    for (const origin of origins) {
      for (const filters of cases) {
        const all = { ...DEFAULT_BEACH_FILTERS, ...filters, sort: "distance.asc" as const };
        const listed = await services.beaches.listBeaches({ filters: all, location: origin });
        const distance = distanceKmSql(origin);
        const expected = await database.db
          .select({ id: beaches.id })
          .from(beaches)
          .where(and(...filterConditions(all)))
          .orderBy(asc(distance), asc(beaches.sortName), asc(beaches.id))
          .limit(BEACHES_PAGE_SIZE)
          .offset((all.page - 1) * BEACHES_PAGE_SIZE);
        const label = `${JSON.stringify(origin)} ${JSON.stringify(filters)}`;
        expect(expected.length, label).toBeGreaterThan(0);
        expect(
          listed.items.map((beach) => beach.id),
          label,
        ).toEqual(expected.map((row) => row.id));
      }
    }
  });
});

describe("the sitemap beyond 50,000 beaches", () => {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it("becomes an index of files of at most 50,000 addresses that together list every public page once", async () => {
    const index = await server.get("/sitemap.xml");
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const files = locations(indexXml);
    const { body } = await server.getJson<{ count: number }>("/api/v1/beaches/count");
    // Every page is listed in English and in Greek, so a beach file holds half as many beaches.
    const beachFiles = Math.ceil(body.count / SITEMAP_BEACHES_PER_FILE);
    expect(beachFiles).toBeGreaterThan(1);
    expect(files.map((file) => new URL(file).pathname)).toEqual([
      "/sitemap-pages.xml",
      ...Array.from({ length: beachFiles }, (_, index) => `/sitemap-beaches-${index + 1}.xml`),
    ]);

    const pages: string[] = [];
    for (const file of files) {
      const response = await fetch(file);
      expect(response.status, file).toBe(200);
      const xml = await response.text();
      expect(xml).toContain("<urlset");
      const here = locations(xml);
      expect(here.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      pages.push(...here.map((url) => new URL(url).pathname));
    }
    expect(new Set(pages).size).toBe(pages.length);

    const { body: areas } = await server.getJson<{ items: unknown[] }>("/api/v1/areas");
    const english = pages.filter((path) => path !== "/el" && !path.startsWith("/el/"));
    const beachPages = english.filter((path) => path.split("/").length === 3);
    expect(beachPages.length).toBe(body.count);
    expect(english.length).toBe(body.count + areas.items.length + 5);
    expect(pages.length).toBe(english.length * 2);
    expect((await server.get(`/sitemap-beaches-${beachFiles + 1}.xml`)).status).toBe(404);
    // Every page twice (English and Greek) with its alternates: about 300,000 addresses to read.
  }, 120_000);
});

describe("the query plans at 60,000 beaches", () => {
  /** The plan PostgreSQL chooses for a query, as text. */
  async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const { sql: text, params } = query.toSQL();
    const rows = await database.db.execute(
      sql.raw(
        `EXPLAIN ${text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]))}`,
      ),
    );
    return (rows as unknown as { rows: { "QUERY PLAN": string }[] }).rows
      .map((row) => row["QUERY PLAN"])
      .join("\n");
  }
  const literal = (value: unknown): string =>
    typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : Array.isArray(value)
        ? `ARRAY[${value.map(literal).join(",")}]::text[]`
        : `'${String(value).replaceAll("'", "''")}'`;

  const list = (filters: Partial<BeachFilters>, areaSlug?: string) =>
    database.db
      .select({ id: beaches.id })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...filterConditions({ ...DEFAULT_BEACH_FILTERS, ...filters }, areaSlug)))
      .orderBy(asc(beaches.sortName), asc(beaches.id))
      .limit(9);

  it("walks the name index for the default list instead of sorting every beach", async () => {
    const text = await plan(list({}));
    expect(text).toMatch(/Index Scan using beaches_status_sort_name_idx/);
    expect(text).not.toMatch(/Seq Scan on beaches/);
  });

  it("narrows an amenity filter with the amenities index", async () => {
    const text = await plan(
      database.db
        .select({ value: count() })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(and(...filterConditions({ ...DEFAULT_BEACH_FILTERS, amenities: ["taverna", "sunbeds"] }))),
    );
    expect(text).toMatch(/Bitmap Index Scan on beaches_amenities_idx/);
  });

  it("finds an area's beaches through the area index", async () => {
    const [{ slug }] = (await database.db.select({ slug: areas.slug }).from(areas).limit(1)) as [
      { slug: string },
    ];
    const text = await plan(list({}, slug));
    expect(text).toMatch(/beaches_status_area_sort_name_idx|beaches_area_id_idx/);
    expect(text).not.toMatch(/Seq Scan on beaches/);
  });

  it("looks for the nearest beaches in a box read through the position index", async () => {
    const services = createServices({ db: database.db, clock: () => new Date() });
    const location = { latitude: 35.3, longitude: 25.1 };
    // The list's own query, as the service builds it for a box, is what gets explained.
    const text = await plan(
      services.beaches.listQuery(
        { filters: { ...DEFAULT_BEACH_FILTERS, sort: "distance.asc", organized: ["organized"] }, location },
        { within: boxAround(location, 20)!, limit: BEACHES_PAGE_SIZE, from: 0 },
      ),
    );
    expect(text).toMatch(/beaches_position_idx/);
    expect(text).not.toMatch(/Seq Scan on beaches/);
  });

  it("reads a beach page's nearby and calm nearby beaches through the position index, bounded", async () => {
    const services = createServices({ db: database.db, clock: () => new Date() });
    const [beach] = (await database.db.select(NEARBY_ORIGIN_COLUMNS).from(beaches).limit(1)) as [
      { id: number; area_id: number; latitude: number; longitude: number },
    ];
    const window = { day: "today" as const, date: "2026-07-15", at: "2026-07-15T07:00:00.000Z" };
    const nearby = await plan(services.beaches.nearestQuery(beach, { limit: 3, radiusKm: 80, among: [] }));
    expect(nearby).toMatch(/beaches_position_idx/);
    expect(nearby).toMatch(/Limit/);
    expect(nearby).not.toMatch(/Seq Scan on beaches/);
    // Calm nearby: PostgreSQL may start from the day's few verdicts instead (this data set stores a
    // handful), through their own index; either way it is a bounded read of indexes.
    const calm = await plan(
      services.beaches.nearestQuery(beach, {
        limit: 3,
        radiusKm: 80,
        among: services.beaches.calmNearbyConditions(window),
      }),
    );
    expect(calm).toMatch(/beaches_position_idx|beach_verdicts_day_verdict_idx/);
    expect(calm).toMatch(/Limit/);
    expect(calm).not.toMatch(/Seq Scan on beaches|Seq Scan on beach_verdicts/);
  });

  it("finds the beaches in a map box through the position index", async () => {
    const text = await plan(
      database.db
        .select({ id: beaches.id })
        .from(beaches)
        .where(and(...filterConditions(DEFAULT_BEACH_FILTERS), inBox([25.0, 35.2, 25.3, 35.4]))),
    );
    expect(text).toMatch(/beaches_position_idx/);
    expect(text).not.toMatch(/Seq Scan on beaches/);
  });

  it("counts without joining every beach to its area", async () => {
    const text = await plan(
      database.db
        .select({ value: count() })
        .from(beaches)
        .where(and(...filterConditions({ ...DEFAULT_BEACH_FILTERS, organized: ["organized"] }))),
    );
    expect(text).not.toMatch(/Join/);
  });

  it("matches typed beach names through the trigram index", async () => {
    const text = await plan(
      database.db
        .select({ id: beaches.id })
        .from(beaches)
        .where(sql`${beaches.nameKey} % ${"kalolo"}`),
    );
    expect(text).toMatch(/beaches_name_key_trgm_idx/);
  });
});
