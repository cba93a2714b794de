import { describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS, parseBeachFilters } from "./filters.ts";
import type { SearchInterpretation } from "./search-interpretation.ts";
import { filtersForInterpretation } from "./search-interpretation.ts";

const parse = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;
const interpretation = (change: Partial<SearchInterpretation>): SearchInterpretation => ({
  query: "sandy beach with a taverna in Corfu",
  filters: {
    type: ["SANDY"],
    waveConditions: [],
    parking: [],
    organized: [],
    amenities: ["taverna"],
    blueFlag: false,
  },
  term: "",
  place: "Corfu",
  area_slug: "corfu",
  beach: null,
  ignored: [],
  ...change,
});

describe("filtersForInterpretation", () => {
  it("replaces the filters with the text's and keeps the text as typed", () => {
    expect(filtersForInterpretation(parse("parking=NONE&blueFlag=true&page=3"), interpretation({}))).toEqual({
      ...DEFAULT_BEACH_FILTERS,
      originalQuery: "sandy beach with a taverna in Corfu",
      type: ["SANDY"],
      amenities: ["taverna"],
    });
  });

  it("keeps Near me and the sort, which the text cannot express", () => {
    const next = filtersForInterpretation(
      parse("nearMe=true&sort=distance.asc&page=2"),
      interpretation({ term: "Myrtos" }),
    );
    expect(next).toMatchObject({ nearMe: true, sort: "distance.asc", page: 1, search: "Myrtos" });
  });

  it("an empty text clears the search and nothing else", () => {
    const current = parse("search=Myrtos&originalQuery=myrtos&type=SANDY");
    expect(filtersForInterpretation(current, interpretation({ query: "" }))).toEqual({
      ...DEFAULT_BEACH_FILTERS,
      type: ["SANDY"],
    });
  });
});
