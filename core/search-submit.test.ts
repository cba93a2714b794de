import { describe, expect, it } from "vitest";
import { parseBeachFilters } from "./filters.ts";
import { placesFromAreaNames } from "./places.ts";
import { searchedPlaceOutsideArea } from "./search-submit.ts";

const places = placesFromAreaNames(["Crete", "Rhodes", "Corfu", "Lefkada"]);
const parse = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;

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
