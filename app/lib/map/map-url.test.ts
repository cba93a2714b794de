import { describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS, parseBeachFilters } from "#core/contract/filters.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { parseBbox } from "#core/contract/map.ts";
import { mapApiPath } from "./map-api.ts";
import { areaMapHref, MAP_PATH } from "./map-path.ts";
import { listHref, mapHref, mapSearch } from "./map-url.ts";

const filters = (change: Partial<BeachFilters>): BeachFilters => ({ ...DEFAULT_BEACH_FILTERS, ...change });
const sandyBlueFlag = filters({ type: ["SANDY", "PEBBLY"], blueFlag: true, page: 3 });

describe("map addresses", () => {
  it("writes the area first, then the list's filters in the list's codec, without the page", () => {
    expect(mapHref(sandyBlueFlag, "crete")).toBe("/map?area=crete&blueFlag=true&type=SANDY,PEBBLY");
    expect(mapHref(sandyBlueFlag)).toBe("/map?blueFlag=true&type=SANDY,PEBBLY");
    expect(mapHref(DEFAULT_BEACH_FILTERS)).toBe(MAP_PATH);
    expect(mapSearch(DEFAULT_BEACH_FILTERS, "crete")).toBe("?area=crete");
  });

  it("links an area's map as mapHref does", () => {
    expect(areaMapHref("kefalonia")).toBe(mapHref({}, "kefalonia"));
  });

  it("goes back to the area's list (or home) with the same filters from page 1", () => {
    expect(listHref(sandyBlueFlag, "crete")).toBe("/crete?blueFlag=true&type=SANDY,PEBBLY");
    expect(listHref(sandyBlueFlag)).toBe("/?blueFlag=true&type=SANDY,PEBBLY");
    expect(listHref(DEFAULT_BEACH_FILTERS)).toBe("/");
  });

  it("keeps every filter across a round trip list → map → list", () => {
    const state = filters({
      search: "taverna",
      originalQuery: "beach with a taverna",
      organized: ["organized"],
      parking: ["LARGE_LOT"],
      amenities: ["food", "sunbeds"],
      waveConditions: ["CALM"],
      nearMe: true,
      sort: "distance.asc",
    });
    const mapUrl = new URL(mapHref(state, "naxos"), "http://x");
    expect(mapUrl.searchParams.get("area")).toBe("naxos");
    const back = parseBeachFilters(mapUrl.searchParams).filters;
    expect(listHref(back, mapUrl.searchParams.get("area"))).toBe(listHref(state, "naxos"));
    expect(back).toEqual(state);
  });

  it("writes the Greek map and list under /el, keeping the query", () => {
    expect(mapHref(sandyBlueFlag, "crete", "el")).toBe("/el/map?area=crete&blueFlag=true&type=SANDY,PEBBLY");
    expect(mapHref(DEFAULT_BEACH_FILTERS, null, "el")).toBe("/el/map");
    expect(mapHref(sandyBlueFlag, undefined, "en")).toBe(mapHref(sandyBlueFlag));
    expect(listHref(sandyBlueFlag, "crete", "el")).toBe("/el/crete?blueFlag=true&type=SANDY,PEBBLY");
    expect(listHref(DEFAULT_BEACH_FILTERS, null, "el")).toBe("/el");
    expect(listHref(sandyBlueFlag, null, "el")).toBe("/el?blueFlag=true&type=SANDY,PEBBLY");
  });

  it("asks the API for the box and zoom with only what filters beaches", () => {
    const path = mapApiPath(
      filters({ blueFlag: true, nearMe: true, sort: "distance.asc", page: 2 }),
      "crete",
      [23.123456, 35.1, 26.9, 35.7],
      8,
    );
    const url = new URL(path, "http://x");
    expect(url.pathname).toBe("/api/v1/beaches/map");
    expect(url.search).toBe("?area=crete&blueFlag=true&bbox=23.1235,35.1,26.9,35.7&zoom=8");
    expect(parseBbox(url.searchParams.get("bbox") ?? "")).toEqual([23.1235, 35.1, 26.9, 35.7]);
  });
});
