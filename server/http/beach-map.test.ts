import { describe, expect, it } from "vitest";
import {
  GREECE_BOUNDS,
  formatBbox,
  type Bbox,
  type MapBeach,
  type MapCluster,
  type MapResponse,
} from "../../core/map.ts";
import { demoApiServerForTests } from "../../tests/integration/demo-server.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "../db/seed/demo-data.ts";

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
