import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResult } from "../search/search.service.ts";
import { distanceKm } from "#core/contract/distance.ts";
import { beachMatchesFilters } from "#core/contract/filter-semantics.ts";
import { BEACHES_PAGE_SIZE, parseBeachFilters } from "#core/contract/filters.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import { beachAliasesFor } from "#core/search/beach-aliases.ts";
import { aliasesFor } from "#core/search/places.ts";
import type { BeachPage, NearbyArea, PublicArea, PublicBeach } from "#core/contract/public-records.ts";
import { startDemoApiServer } from "#tests/integration/demo-server.ts";
import type { TestServer } from "#tests/integration/http.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "../db/seed/demo-data.ts";

let server: TestServer;

const activeAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));
/** What the public should see of the demo data: ACTIVE beaches in ACTIVE areas. */
const publicDemoBeaches = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && activeAreas.has(beach.area),
);

/** The reference order for name sorts: folded names in byte order, then insertion order. */
function referenceList(query: string) {
  const { filters } = parseBeachFilters(new URLSearchParams(query));
  const matching = publicDemoBeaches
    .map((beach, index) => ({ beach, index }))
    .filter(({ beach }) =>
      beachMatchesFilters(
        beach,
        filters,
        [...aliasesFor(beach.area), ...beachAliasesFor(beach.name)].join(" "),
      ),
    );
  // A beach named exactly as searched comes first; the sort orders the rest.
  const named = (beach: { name: string }) =>
    filters.search !== "" && foldForSearch(beach.name) === foldForSearch(filters.search) ? 0 : 1;
  matching.sort((a, b) => {
    if (named(a.beach) !== named(b.beach)) return named(a.beach) - named(b.beach);
    const byName =
      foldForSearch(a.beach.name) < foldForSearch(b.beach.name)
        ? -1
        : foldForSearch(a.beach.name) > foldForSearch(b.beach.name)
          ? 1
          : 0;
    return (byName || a.index - b.index) * (filters.sort === "name.desc" ? -1 : 1);
  });
  return matching.map(({ beach }) => beach.name);
}

async function allPages(query: string): Promise<PublicBeach[]> {
  const items: PublicBeach[] = [];
  for (let page = 1; ; page += 1) {
    const separator = query ? "&" : "";
    const { status, body } = await server.getJson<BeachPage>(
      `/api/v1/beaches?${query}${separator}page=${page}`,
    );
    expect(status).toBe(200);
    items.push(...body.items);
    if (page >= body.pageCount) return items;
  }
}

let closeServer: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ server, close: closeServer } = await startDemoApiServer());
});

afterAll(async () => {
  await closeServer?.();
});

describe("GET /api/v1/beaches", () => {
  it("answers the right page of a filtered, sorted list", async () => {
    const { status, body, response } = await server.getJson<BeachPage>(
      "/api/v1/beaches?type=SANDY&sort=name.desc&page=2",
    );
    expect(status).toBe(200);
    const expected = referenceList("type=SANDY&sort=name.desc");
    expect(expected.length).toBeGreaterThan(BEACHES_PAGE_SIZE);
    expect(body.total).toBe(expected.length);
    expect(body.page).toBe(2);
    expect(body.pageSize).toBe(9);
    expect(body.pageCount).toBe(Math.ceil(expected.length / 9));
    expect(body.items.map((beach) => beach.name)).toEqual(expected.slice(9, 18));
    expect(body.items.every((beach) => beach.type === "SANDY")).toBe(true);
    // Kept by browsers and proxies but checked each time: the ETag makes an unchanged answer a 304.
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("etag")).toMatch(/^(W\/)?"[^"]+"$/);
  });

  it.each([
    "",
    "blueFlag=true",
    "organized=organized",
    "organized=unorganized",
    "organized=organized,unorganized",
    "parking=NONE,ROADSIDE",
    "waveConditions=CALM",
    "waveConditions=WAVY,SURFABLE&type=SANDY",
    "amenities=sunbeds,umbrellas",
    "amenities=taverna&blueFlag=true&type=SANDY,MIXED",
    "search=myrtos",
    "search=MÝRTOS",
    "search=Κρήτη",
    "search=kriti",
    "search=crete",
    "search=agios",
    "search=zzzz-nothing",
    "sort=name.desc&parking=LARGE_LOT,SMALL_LOT",
    "access=boat_only",
    "access=car,shade",
    "access=short_walk&type=SANDY",
    "access=naturism",
  ])("filters exactly as the contract's reference rules: %s", async (query) => {
    const items = await allPages(query);
    expect(items.map((beach) => beach.name)).toEqual(referenceList(query));
  });

  it("finds beaches by area name in any script and by accented beach name", async () => {
    const crete = publicDemoBeaches.filter((beach) => beach.area === "Crete").length;
    expect(crete).toBeGreaterThan(0);
    for (const term of ["Κρήτη", "kriti", "CRETE"]) {
      const { body } = await server.getJson<BeachPage>(`/api/v1/beaches?search=${encodeURIComponent(term)}`);
      expect(body.total).toBeGreaterThanOrEqual(crete);
    }
  });

  it("sorts by distance when a location is given and reports each distance", async () => {
    const athens = { latitude: 37.9838, longitude: 23.7275 };
    const { body } = await server.getJson<BeachPage>(
      `/api/v1/beaches?sort=distance.asc&lat=${athens.latitude}&lng=${athens.longitude}`,
    );
    expect(body.sort).toBe("distance.asc");
    expect(body.sortFallback).toBe(false);
    const distances = body.items.map((beach) => beach.distance_km as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const beach of body.items) {
      expect(beach.distance_km).toBeCloseTo(distanceKm(athens, beach), 1);
    }
    const nearest = [...publicDemoBeaches].sort((a, b) => distanceKm(athens, a) - distanceKm(athens, b))[0];
    expect(body.items[0]?.name).toBe(nearest?.name);

    const { body: far } = await server.getJson<BeachPage>(
      `/api/v1/beaches?sort=distance.desc&lat=37.98&lng=23.73`,
    );
    const farDistances = far.items.map((beach) => beach.distance_km as number);
    expect(farDistances).toEqual([...farDistances].sort((a, b) => b - a));
  });

  it("keeps nearest first with preferences, which only break ties; by name they rank first", async () => {
    const chania = { latitude: 35.5138, longitude: 24.018 };
    const score = (beach: { organized: boolean; amenities: readonly string[] }) =>
      (beach.organized ? 0 : 1) + (beach.amenities.includes("snorkeling") ? 1 : 0);
    const query = `prefer=unorganized,snorkeling&sort=distance.asc&lat=${chania.latitude}&lng=${chania.longitude}`;
    const listed = await allPages(query);
    const nearestFirst = [...publicDemoBeaches]
      .sort((a, b) => distanceKm(chania, a) - distanceKm(chania, b) || score(b) - score(a))
      .map((beach) => beach.name);
    expect(listed.map((beach) => beach.name)).toEqual(nearestFirst);
    const distances = listed.map((beach) => beach.distance_km as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const { body } = await server.getJson<BeachPage>(`/api/v1/beaches?${query}`);
    expect(body.total).toBe(publicDemoBeaches.length);

    // By name, the order means nothing to a traveller: beaches meeting both come first, then one, then none.
    const byName = await allPages("prefer=unorganized,snorkeling");
    const scores = byName.map((beach) => score(beach));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(3);
  });

  it("falls back to name order, and says so, when a distance sort has no location", async () => {
    const { status, body } = await server.getJson<BeachPage>("/api/v1/beaches?sort=distance.asc");
    expect(status).toBe(200);
    expect(body.sort).toBe("name.asc");
    expect(body.sortFallback).toBe(true);
    expect(body.items.map((beach) => beach.name)).toEqual(referenceList("").slice(0, 9));
    expect(body.items[0]).not.toHaveProperty("distance_km");
  });

  it("restricts to one area by slug", async () => {
    const items = await allPages("area=crete");
    expect(items.length).toBe(publicDemoBeaches.filter((beach) => beach.area === "Crete").length);
    expect(new Set(items.map((beach) => beach.area_slug))).toEqual(new Set(["crete"]));
  });

  it("answers an empty page past the end, not an error", async () => {
    const { status, body } = await server.getJson<BeachPage>("/api/v1/beaches?page=999");
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
    expect(body.total).toBe(publicDemoBeaches.length);
  });

  it("returns records with the entity's snake_case fields", async () => {
    const { body } = await server.getJson<BeachPage>("/api/v1/beaches");
    const beach = body.items[0];
    expect(Object.keys(beach ?? {}).sort()).toEqual(
      [
        "access",
        "amenities",
        "area",
        "area_el",
        "area_id",
        "area_slug",
        "blue_flag",
        "description",
        "description_el",
        "facing_deg",
        "id",
        "latitude",
        "longitude",
        "name",
        "name_el",
        "organized",
        "parking",
        "photo_source",
        "photo_url",
        "slug",
        "source",
        "status",
        "type",
        "updated_at",
        "verified_at",
        "wave_conditions",
      ].sort(),
    );
  });
});

describe("malformed parameters", () => {
  it.each([
    ["/api/v1/beaches?type=VOLCANIC", "type"],
    ["/api/v1/beaches?waveConditions=CALM,HUGE", "waveConditions"],
    ["/api/v1/beaches?sort=rating.desc", "sort"],
    ["/api/v1/beaches?page=0", "page"],
    ["/api/v1/beaches?page=-3", "page"],
    ["/api/v1/beaches?page=abc", "page"],
    ["/api/v1/beaches?page=1.5", "page"],
    ["/api/v1/beaches?page=99999999999999999999", "page"],
    ["/api/v1/beaches?blueFlag=yes", "blueFlag"],
    ["/api/v1/beaches?amenities=jacuzzi", "amenities"],
    ["/api/v1/beaches?organized=semi", "organized"],
    ["/api/v1/beaches?parking=VALET", "parking"],
    ["/api/v1/beaches?lat=37.9", "lng"],
    ["/api/v1/beaches?lat=91&lng=23", "lat"],
    ["/api/v1/beaches?lat=abc&lng=23", "lat"],
    ["/api/v1/beaches?area=Not%20A%20Slug", "area"],
    [`/api/v1/beaches?search=${"a".repeat(201)}`, "search"],
    ["/api/v1/beaches/count?type=FOO", "type"],
    ["/api/v1/beaches/suggestions?parking=FOO", "parking"],
    ["/api/v1/areas/crete/nearby?limit=0", "limit"],
    ["/api/v1/areas/crete/nearby?limit=many", "limit"],
    ["/api/v1/areas/crete/beaches?limit=500", "limit"],
    ["/api/v1/areas/crete/beaches?exclude=%20", "exclude"],
    ["/api/v1/beaches/elafonisi?area=CRETE!", "area"],
  ])("%s answers 422 naming %s", async (path, field) => {
    const { status, body, response } = await server.getJson<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>(path);
    expect(status).toBe(422);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBeTruthy();
    expect(body.error.fields[field]).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    "/api/v1/beaches?search=%E0%A4%A",
    "/api/v1/beaches/%E0%A4%A",
    "/api/v1/areas/%ZZ",
    "/api/v1/beaches?search=%00",
  ])("never answers 500 for broken encoding: %s", async (path) => {
    const response = await server.get(path);
    expect(response.status).toBeLessThan(500);
  });
});

describe("GET /api/v1/beaches/count and /suggestions", () => {
  it("counts the same beaches the list shows", async () => {
    for (const query of [
      "",
      "type=PEBBLY",
      "blueFlag=true&organized=organized",
      "search=kriti",
      "access=boat_only",
      "access=car&amenities=sunbeds",
    ]) {
      const { body } = await server.getJson<{ count: number }>(`/api/v1/beaches/count?${query}`);
      expect(body.count).toBe(referenceList(query).length);
    }
  });

  it("suggests at most three public beaches with a reason", async () => {
    const { status, body } = await server.getJson<{ items: { beach: PublicBeach; reason: string }[] }>(
      "/api/v1/beaches/suggestions?amenities=snorkeling,cliff_jumping,birdwatching,music&type=SANDY",
    );
    expect(status).toBe(200);
    expect(body.items.length).toBe(3);
    expect(body.items[0]?.reason).toBe("Similar amenities");
    expect(
      body.items[0]?.beach.amenities.some((id) =>
        ["snorkeling", "cliff_jumping", "birdwatching", "music"].includes(id),
      ),
    ).toBe(true);
  });

  it("suggests the nearest beaches when a location is given", async () => {
    const here = { latitude: 35.3, longitude: 23.55 };
    const { body } = await server.getJson<{ items: { beach: PublicBeach; reason: string }[] }>(
      `/api/v1/beaches/suggestions?type=SANDY&lat=${here.latitude}&lng=${here.longitude}`,
    );
    const nearest = [...publicDemoBeaches]
      .sort((a, b) => distanceKm(here, a) - distanceKm(here, b))
      .slice(0, 3);
    expect(body.items.map((item) => item.beach.name)).toEqual(nearest.map((beach) => beach.name));
    expect(body.items.every((item) => item.reason === "Nearby")).toBe(true);
  });
});

describe("GET /api/v1/search", () => {
  it("names the access facts it was asked for that no beach has recorded yet", async () => {
    const search = async (text: string) => {
      const { status, body } = await server.getJson<SearchResult>(
        `/api/v1/search?q=${encodeURIComponent(text)}`,
      );
      expect(status).toBe(200);
      return body;
    };
    const asked = await search("wheelchair accessible beach in Rhodes");
    expect(asked.interpretation.filters.access).toEqual(["wheelchair"]);
    expect(asked.unrecorded).toEqual(["wheelchair"]);
    expect(asked.results.total).toBe(0);
    const plain = await search("sandy beach in Rhodes");
    expect(plain.unrecorded).toEqual([]);
    expect(plain.results.total).toBeGreaterThan(0);
  });
});

describe("GET /api/v1/beaches/{slug}", () => {
  it("returns a public beach, checking the area when one is given", async () => {
    const { body: list } = await server.getJson<BeachPage>("/api/v1/beaches?area=crete");
    const beach = list.items[0] as PublicBeach;
    const { status, body } = await server.getJson<PublicBeach>(`/api/v1/beaches/${beach.slug}?area=crete`);
    expect(status).toBe(200);
    // The list's record, plus the day's sea: null here, as this server has no forecast.
    expect(body).toEqual({ ...beach, conditions: null });
    expect((await server.get(`/api/v1/beaches/${beach.slug}`)).status).toBe(200);
  });

  it("is not found for an unknown slug or the wrong area", async () => {
    const { body: list } = await server.getJson<BeachPage>("/api/v1/beaches?area=crete");
    const slug = list.items[0]?.slug;
    const mismatch = await server.getJson<{ error: { code: string } }>(`/api/v1/beaches/${slug}?area=corfu`);
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.error.code).toBe("not_found");
    expect((await server.get("/api/v1/beaches/no-such-beach")).status).toBe(404);
  });
});

describe("areas", () => {
  it("lists public areas by name with ACTIVE beach counts and centroids", async () => {
    const { status, body } = await server.getJson<{ items: PublicArea[] }>("/api/v1/areas");
    expect(status).toBe(200);
    const expectedNames = DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name);
    expect(body.items.map((area) => area.name)).toEqual(
      [...expectedNames].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    for (const area of body.items) {
      const own = publicDemoBeaches.filter((beach) => beach.area === area.name);
      expect(area.beach_count).toBe(own.length);
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      expect(area.centroid?.latitude).toBeCloseTo(mean(own.map((beach) => beach.latitude)), 6);
      expect(area.centroid?.longitude).toBeCloseTo(mean(own.map((beach) => beach.longitude)), 6);
    }
  });

  it("returns one public area, 404 otherwise", async () => {
    const { status, body } = await server.getJson<PublicArea>("/api/v1/areas/crete");
    expect(status).toBe(200);
    expect(body.name).toBe("Crete");
    expect((await server.get("/api/v1/areas/atlantis")).status).toBe(404);
  });

  it("orders nearby areas by distance between centroids and honours the limit", async () => {
    const { body: all } = await server.getJson<{ items: PublicArea[] }>("/api/v1/areas");
    const origin = all.items.find((area) => area.slug === "corfu") as PublicArea;
    const { body } = await server.getJson<{ items: NearbyArea[] }>("/api/v1/areas/corfu/nearby?limit=3");
    const expected = all.items
      .filter((area) => area.slug !== "corfu" && area.centroid)
      .sort((a, b) => distanceKm(origin.centroid!, a.centroid!) - distanceKm(origin.centroid!, b.centroid!))
      .slice(0, 3)
      .map((area) => area.slug);
    expect(body.items.map((area) => area.slug)).toEqual(expected);
    const { body: defaults } = await server.getJson<{ items: NearbyArea[] }>("/api/v1/areas/corfu/nearby");
    expect(defaults.items).toHaveLength(6);
  });

  it("lists more beaches in an area, excluding one, by name", async () => {
    const own = referenceList("area=crete").filter(Boolean);
    const crete = publicDemoBeaches.filter((beach) => beach.area === "Crete").map((beach) => beach.name);
    expect(own.length).toBeGreaterThan(0);
    const { body: first } = await server.getJson<{ items: PublicBeach[] }>(
      "/api/v1/areas/crete/beaches?limit=2",
    );
    expect(first.items).toHaveLength(2);
    const excluded = first.items[0]?.slug;
    const { body } = await server.getJson<{ items: PublicBeach[] }>(
      `/api/v1/areas/crete/beaches?exclude=${excluded}`,
    );
    expect(body.items).toHaveLength(Math.min(5, crete.length - 1));
    expect(body.items.some((beach) => beach.slug === excluded)).toBe(false);
    expect(body.items.every((beach) => beach.area === "Crete")).toBe(true);
    expect((await server.get("/api/v1/areas/atlantis/beaches")).status).toBe(404);
  });
});

describe("the API document and unknown routes", () => {
  it("publishes an OpenAPI 3.1 document naming every public route and the back office's", async () => {
    const { status, body } = await server.getJson<{ openapi: string; paths: Record<string, unknown> }>(
      "/api/v1/openapi.json",
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        "/health",
        "/areas",
        "/areas/{slug}",
        "/areas/{slug}/beaches",
        "/areas/{slug}/nearby",
        "/beaches",
        "/beaches/count",
        "/beaches/map",
        "/beaches/suggestions",
        "/beaches/{slug}",
        "/search",
        "/admin/me",
        "/admin/audit",
        "/admin/invites",
        "/admin/users",
        "/admin/users/{id}/promote",
        "/admin/users/{id}/demote",
        "/invites/accept",
      ].sort(),
    );
  });

  it("refuses a search text over the limit and malformed filters beside it with 422", async () => {
    const { status, body } = await server.getJson<{ error: { fields: Record<string, string> } }>(
      `/api/v1/search?q=${"a".repeat(201)}&type=SANDY,LAVA`,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields).sort()).toEqual(["q", "type"]);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const { status, body } = await server.getJson<{ error: { code: string } }>("/api/v1/nothing-here");
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });
});
