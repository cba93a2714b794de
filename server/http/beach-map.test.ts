import { Ajv2020 } from "ajv/dist/2020.js";
import { stubForecastService } from "#tests/integration/forecast.ts";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalmVerdict } from "#core/sea/calm.ts";
import { majorityVerdict, type Sea } from "#core/sea/conditions.ts";
import {
  GREECE_BOUNDS,
  formatBbox,
  type Bbox,
  type MapBeach,
  type MapCluster,
  type MapResponse,
} from "#core/contract/map.ts";
import { startForecastStub, type ForecastStub } from "#tests/forecast-stub.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { demoApiServerForTests } from "#tests/integration/demo-server.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "../db/seed/demo-data.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "./app.ts";

const activeAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));
const publicBeaches = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && activeAreas.has(beach.area),
);
const hiddenNames = new Set(
  DEMO_BEACHES.filter((beach) => !publicBeaches.includes(beach)).map((beach) => beach.name),
);

const mapPath = (bbox: Bbox, zoom: number, filters = "") =>
  `/api/v1/beaches/map?bbox=${formatBbox(bbox)}&zoom=${zoom}${filters ? `&${filters}` : ""}`;

const counted = (body: MapResponse) =>
  body.features.reduce((sum, feature) => sum + (feature.kind === "cluster" ? feature.count : 1), 0);

const inBox = (bbox: Bbox, beach: { latitude: number; longitude: number }) =>
  beach.longitude >= bbox[0] &&
  beach.longitude <= bbox[2] &&
  beach.latitude >= bbox[1] &&
  beach.latitude <= bbox[3];

describe("GET /api/v1/beaches/map on the demo data", () => {
  const server = demoApiServerForTests();

  it("counts every public beach of Greece, in clusters at a country-wide zoom, and nothing else", async () => {
    const { status, body, response } = await server.getJson<MapResponse>(mapPath(GREECE_BOUNDS, 6));
    expect(status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    expect(body.total).toBe(publicBeaches.length);
    expect(counted(body)).toBe(publicBeaches.length);
    expect(body.features.some((feature) => feature.kind === "cluster")).toBe(true);
    expect(body.features.length).toBeLessThan(publicBeaches.length);
    for (const feature of body.features) {
      if (feature.kind === "beach") expect(hiddenNames.has(feature.name)).toBe(false);
    }
  });

  it("splits a cluster when the map zooms to its bounds", async () => {
    const { body } = await server.getJson<MapResponse>(mapPath(GREECE_BOUNDS, 6));
    const cluster = body.features
      .filter((feature): feature is MapCluster => feature.kind === "cluster")
      .sort((a, b) => b.count - a.count)[0]!;
    const [west, south, east, north] = cluster.bounds;
    expect(west).toBeLessThanOrEqual(cluster.longitude);
    expect(east).toBeGreaterThanOrEqual(cluster.longitude);
    expect(south).toBeLessThanOrEqual(cluster.latitude);
    expect(north).toBeGreaterThanOrEqual(cluster.latitude);

    const margin = 0.001;
    const closer = await server.getJson<MapResponse>(
      mapPath([west - margin, south - margin, east + margin, north + margin], 11),
    );
    expect(closer.status).toBe(200);
    expect(closer.body.total).toBeGreaterThanOrEqual(cluster.count);
    expect(closer.body.features.length).toBeGreaterThan(1);
    expect(Math.max(...closer.body.features.map((f) => (f.kind === "cluster" ? f.count : 1)))).toBeLessThan(
      cluster.count,
    );
  });

  it("answers beach by beach close in, with what the popup shows", async () => {
    const elafonisi = publicBeaches.find((beach) => beach.name === "Elafonisi")!;
    const box: Bbox = [
      elafonisi.longitude - 0.01,
      elafonisi.latitude - 0.01,
      elafonisi.longitude + 0.01,
      elafonisi.latitude + 0.01,
    ];
    const { body } = await server.getJson<MapResponse>(mapPath(box, 15));
    const expected = publicBeaches.filter((beach) => inBox(box, beach));
    expect(body.total).toBe(expected.length);
    expect(body.features.every((feature) => feature.kind === "beach")).toBe(true);
    const beach = body.features.find((feature) => feature.kind === "beach" && feature.name === "Elafonisi");
    expect(beach).toMatchObject({
      kind: "beach",
      slug: "elafonisi",
      area: "Crete",
      area_slug: "crete",
      type: elafonisi.type,
      organized: elafonisi.organized,
      blue_flag: elafonisi.blue_flag,
    } satisfies Partial<MapBeach>);
    expect((beach as MapBeach).latitude).toBeCloseTo(elafonisi.latitude, 5);
  });

  it("applies the list's filters and the area", async () => {
    const blueFlag = await server.getJson<MapResponse>(mapPath(GREECE_BOUNDS, 7, "blueFlag=true"));
    expect(blueFlag.body.total).toBe(publicBeaches.filter((beach) => beach.blue_flag).length);
    expect(blueFlag.body.total).toBeGreaterThan(0);

    const sandyCrete = await server.getJson<MapResponse>(mapPath(GREECE_BOUNDS, 7, "area=crete&type=SANDY"));
    expect(sandyCrete.body.total).toBe(
      publicBeaches.filter((beach) => beach.area === "Crete" && beach.type === "SANDY").length,
    );

    const named = await server.getJson<MapResponse>(mapPath(GREECE_BOUNDS, 7, "search=elafonisi"));
    expect(named.body.total).toBe(1);
    expect(named.body.features).toEqual([expect.objectContaining({ kind: "beach", slug: "elafonisi" })]);
  });

  it("answers an empty box with no features", async () => {
    const { status, body } = await server.getJson<MapResponse>(mapPath([-30, -40, -20, -30], 5));
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, features: [] });
  });

  it.each([
    ["zoom=6", "bbox"],
    [`bbox=${formatBbox(GREECE_BOUNDS)}`, "zoom"],
    [`bbox=${formatBbox(GREECE_BOUNDS)}&zoom=21`, "zoom"],
    [`bbox=${formatBbox(GREECE_BOUNDS)}&zoom=6.5`, "zoom"],
    [`bbox=${formatBbox(GREECE_BOUNDS)}&zoom=-1`, "zoom"],
    ["bbox=26,35,23,36&zoom=6", "bbox"],
    ["bbox=23,35,26&zoom=6", "bbox"],
    ["bbox=23,35,26,95&zoom=6", "bbox"],
    [`bbox=${formatBbox(GREECE_BOUNDS)}&zoom=6&type=VOLCANIC`, "type"],
    [`bbox=${formatBbox(GREECE_BOUNDS)}&zoom=6&area=Not%20A%20Slug`, "area"],
  ])("refuses ?%s with 422 naming %s", async (query, field) => {
    const { status, body } = await server.getJson<{
      error: { code: string; fields: Record<string, string> };
    }>(`/api/v1/beaches/map?${query}`);
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

// Every map shows the day's sea, filtered or not (ADR 033): the forecast service stores the north
// meltemi of tests/forecast-stub.ts, and the map's answers carry each beach's verdict and each
// cluster's mix, the same verdicts the list's cards show.
describe("GET /api/v1/beaches/map with the day's verdicts stored", () => {
  const START = new Date("2026-07-15T06:00:00Z"); // 09:00 in Greece
  const clock = () => START;
  let database: DatabaseHandle;
  let stub: ForecastStub;
  let server: TestServer;
  const forecast = () => stubForecastService(stub, { db: database.db, clock, warn: () => undefined });

  interface ListPage {
    items: { slug: string; sea: Sea | null }[];
    pageCount: number;
  }
  async function get<T>(path: string): Promise<T> {
    const { status, body } = await server.getJson<T>(path);
    expect(status, path).toBe(200);
    return body;
  }
  /** Each public beach's sea today as the list's cards say it. */
  async function cardVerdicts() {
    const verdicts = new Map<string, Sea | null>();
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const list = await get<ListPage>(`/api/v1/beaches?page=${page}`);
      pages = list.pageCount;
      for (const item of list.items) verdicts.set(item.slug, item.sea);
    }
    return verdicts;
  }
  /** How many beaches of an answer have each verdict, and how many calm ones a caution; clusters by their counts. */
  function tally(body: MapResponse): Record<CalmVerdict | "calmCaution", number> {
    const counts = { calm: 0, choppy: 0, rough: 0, unknown: 0, calmCaution: 0 };
    for (const feature of body.features) {
      if (feature.kind === "beach") {
        counts[feature.verdict!] += 1;
        if (feature.verdict === "calm" && feature.caution) counts.calmCaution += 1;
        continue;
      }
      for (const verdict of ["calm", "choppy", "rough", "unknown"] as const)
        counts[verdict] += feature.verdicts![verdict];
      counts.calmCaution += feature.calm_caution!;
    }
    return counts;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
    stub = await startForecastStub({ now: clock });
    server = await startTestServer(createApp({ db: database.db, clock, forecast: forecast() }));
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
    await database.close();
  });

  it("before any forecast: the map is whole and plain, and says it has no day's sea", async () => {
    const body = await get<MapResponse>(mapPath(GREECE_BOUNDS, 6));
    expect(body.sea).toBeNull();
    expect(body.total).toBe(publicBeaches.length);
    for (const feature of body.features) {
      expect(feature.verdict).toBeUndefined();
      if (feature.kind === "cluster") expect(feature.verdicts).toBeUndefined();
    }
  });

  it("unfiltered, every beach and cluster carries today's verdict; clusters count their mix", async () => {
    expect((await forecast().refresh()).status).toBe("done");
    const body = await get<MapResponse>(mapPath(GREECE_BOUNDS, 6));
    expect(body.sea).toEqual({ day: "today", date: "2026-07-15" });
    expect(body.total).toBe(publicBeaches.length);
    const clusters = body.features.filter((feature): feature is MapCluster => feature.kind === "cluster");
    expect(clusters.length).toBeGreaterThan(0);
    for (const cluster of clusters) {
      const { calm, choppy, rough, unknown } = cluster.verdicts!;
      expect(calm + choppy + rough + unknown, cluster.id).toBe(cluster.count);
      expect(cluster.calm_caution, cluster.id).toBeLessThanOrEqual(calm);
      expect(cluster.verdict).toBe(majorityVerdict(cluster.verdicts!));
    }
    // A meltemi leaves south-facing beaches calm and makes north-facing ones rough: the map shows both.
    const counts = tally(body);
    expect(counts.calm).toBeGreaterThan(0);
    expect(counts.rough + counts.choppy).toBeGreaterThan(0);
    // As many calm beaches as the `calm` filter keeps.
    const calm = await get<{ count: number }>("/api/v1/beaches/count?calm=today");
    expect(counts.calm).toBe(calm.count);
    // The 5 Bft wind blows from the land onto the south coasts: their calm water carries the caution,
    // counted apart, as many as the cards that say it.
    const cards = await cardVerdicts();
    const cautioned = [...cards.values()].filter((sea) => sea?.verdict === "calm" && sea.caution).length;
    expect(cautioned).toBeGreaterThan(0);
    expect(counts.calmCaution).toBe(cautioned);

    // The same answer from the beaches themselves (a filter that keeps all of them) counts the same.
    const grouped = await get<MapResponse>(mapPath(GREECE_BOUNDS, 6, "organized=organized,unorganized"));
    expect(tally(grouped)).toEqual(counts);
  });

  it("close in, each beach's verdict and wind are its card's", async () => {
    await forecast().refresh();
    const cards = await cardVerdicts();
    const crete: Bbox = [23.4, 35.1, 24.3, 35.7];
    const body = await get<MapResponse>(mapPath(crete, 14));
    const pins = body.features.filter((feature): feature is MapBeach => feature.kind === "beach");
    expect(pins.length).toBeGreaterThan(3);
    expect(body.features.every((feature) => feature.kind === "beach")).toBe(true);
    for (const pin of pins) {
      const sea = cards.get(pin.slug) ?? null;
      expect(pin.verdict, pin.slug).toBe(sea?.verdict ?? "unknown");
      const { wind_from_deg, beaufort, wind_side, caution } = pin;
      expect({ wind_from_deg, beaufort, wind_side, caution }, pin.slug).toEqual(
        sea
          ? {
              wind_from_deg: sea.wind_from_deg,
              beaufort: sea.beaufort,
              wind_side: sea.wind_side,
              caution: sea.caution,
            }
          : { wind_from_deg: null, beaufort: null, wind_side: null, caution: null },
      );
    }
    const elafonisi = pins.find((pin) => pin.slug === "elafonisi");
    expect(elafonisi).toMatchObject({ verdict: "calm", wind_side: "offshore", caution: "offshore-wind" });
  });

  it("filtered maps carry the verdicts too: tomorrow's with calm=tomorrow, and the answer matches the OpenAPI document", async () => {
    await forecast().refresh();
    const sandy = await get<MapResponse>(mapPath([23.4, 34.8, 26.4, 35.8], 9, "type=SANDY"));
    expect(sandy.sea?.day).toBe("today");
    expect(sandy.total).toBeGreaterThan(0);
    for (const feature of sandy.features) expect(feature.verdict).toBeDefined();

    const tomorrow = await get<MapResponse>(mapPath(GREECE_BOUNDS, 6, "calm=tomorrow"));
    expect(tomorrow.sea).toEqual({ day: "tomorrow", date: "2026-07-16" });
    expect(tomorrow.total).toBeGreaterThan(0);
    expect(tally(tomorrow)).toMatchObject({ calm: tomorrow.total, choppy: 0, rough: 0, unknown: 0 });

    const openapi = await get<{
      paths: Record<
        string,
        { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } }
      >;
    }>("/api/v1/openapi.json");
    const schema = openapi.paths["/beaches/map"]!.get.responses["200"]!.content["application/json"]!.schema;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const body of [sandy, tomorrow, await get<MapResponse>(mapPath([23.4, 35.1, 24.3, 35.7], 14))])
      expect(ajv.validate(schema, body), ajv.errorsText()).toBe(true);
  });
});
