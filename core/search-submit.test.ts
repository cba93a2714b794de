import { describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS, parseBeachFilters } from "./filters.ts";
import { placesFromAreaNames } from "./places.ts";
import { filtersForSearch, searchedPlaceOutsideArea } from "./search-submit.ts";

const places = placesFromAreaNames(["Crete", "Rhodes", "Corfu", "Lefkada"]);
const parse = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;

describe("filtersForSearch", () => {
  it("replaces the filters with the parser's and keeps the text as typed", () => {
    const current = parse("parking=NONE&blueFlag=true&page=3");
    expect(filtersForSearch(current, "  sandy beach with a taverna in Corfu ", places)).toEqual({
      ...DEFAULT_BEACH_FILTERS,
      search: "Corfu",
      originalQuery: "sandy beach with a taverna in Corfu",
      type: ["SANDY"],
      amenities: ["taverna"],
    });
  });

  it("keeps Near me and the sort, which the text cannot express", () => {
    const current = parse("nearMe=true&sort=distance.asc&page=2");
    const next = filtersForSearch(current, "calm", places);
    expect(next).toMatchObject({ nearMe: true, sort: "distance.asc", page: 1, waveConditions: ["CALM"] });
  });

  it("an empty text clears the search but nothing else", () => {
    const current = parse("search=Myrtos&originalQuery=myrtos&type=SANDY");
    expect(filtersForSearch(current, "   ", places)).toEqual({ ...DEFAULT_BEACH_FILTERS, type: ["SANDY"] });
  });
});

describe("searchedPlaceOutsideArea", () => {
  it("names the other place the text asked for", () => {
    expect(searchedPlaceOutsideArea(parse("originalQuery=sandy%20rhodes"), "Crete", places)).toBe("Rhodes");
  });

  it("is null for the area itself, in any script", () => {
    expect(
      searchedPlaceOutsideArea(parse("originalQuery=%CE%9A%CF%81%CE%AE%CF%84%CE%B7"), "Crete", places),
    ).toBeNull();
  });

  it("is null without a place or without a query", () => {
    expect(searchedPlaceOutsideArea(parse("originalQuery=sandy"), "Crete", places)).toBeNull();
    expect(searchedPlaceOutsideArea(parse("search=Rhodes"), "Crete", places)).toBeNull();
  });
});
