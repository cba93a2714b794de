import { describe, expect, it } from "vitest";
import { parseQuery } from "#core/contract/api-queries.ts";
import { PUBLIC_API_ROUTES } from "#core/contract/api-routes.ts";
import { parseBeachFilters } from "#core/contract/filters.ts";
import { apiUrl, listQuery } from "./api-client.ts";

const filters = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;
const paramsOf = (url: string) => new URL(url, "http://x").searchParams;

describe("the API client", () => {
  it("fills in and escapes path parameters under the API's mount point", () => {
    expect(apiUrl("areas", {})).toBe("/api/v1/areas");
    expect(apiUrl("beach", { slug: "myrtos" }, { area: "kefalonia" })).toBe(
      "/api/v1/beaches/myrtos?area=kefalonia",
    );
    expect(apiUrl("nearbyAreas", { slug: "a/b?c" }, { limit: "3" })).toBe(
      "/api/v1/areas/a%2Fb%3Fc/nearby?limit=3",
    );
  });

  it("sends a list state that the route's own schema reads back unchanged", () => {
    const state = filters(
      "search=bay&type=SANDY,PEBBLY&amenities=taverna&blueFlag=true&sort=distance.asc&page=2",
    );
    const location = { latitude: 35.512345, longitude: 24.018765 };
    const url = apiUrl("beaches", {}, listQuery(state, { areaSlug: "crete", location }));
    expect(url).toBe(
      "/api/v1/beaches?search=bay&blueFlag=true&amenities=taverna&type=SANDY,PEBBLY&sort=distance.asc&page=2&area=crete&lat=35.512345&lng=24.018765",
    );
    const parsed = parseQuery(PUBLIC_API_ROUTES.beaches.query, paramsOf(url));
    expect(parsed).toEqual({ ok: true, value: { filters: state, areaSlug: "crete", location } });
  });

  it("puts the area first when asked, as the map's addresses have it", () => {
    const query = listQuery(filters("type=SANDY"), { areaSlug: "crete" }, { areaFirst: true });
    expect(apiUrl("count", {}, query)).toBe("/api/v1/beaches/count?area=crete&type=SANDY");
  });
});
