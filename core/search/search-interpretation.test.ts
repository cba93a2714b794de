import { describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS, parseBeachFilters } from "../contract/filters.ts";
import type { SearchInterpretation } from "./search-interpretation.ts";
import {
  filtersForInterpretation,
  nearTown,
  newSearchState,
  resolveSearch,
} from "./search-interpretation.ts";

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
    prefer: [],
    calm: null,
    access: [],
  },
  term: "",
  place: "Corfu",
  area_slug: "corfu",
  beach: null,
  ignored: [],
  near: null,
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

describe("resolveSearch, the one rule of the site and the API", () => {
  it("keeps each filter group the request states and fills the others from the text", () => {
    const resolved = resolveSearch(
      { filters: parse("type=PEBBLY&parking=ROADSIDE&sort=distance.asc&page=2") },
      interpretation({ filters: { ...interpretation({}).filters, blueFlag: true } }),
    );
    expect(resolved.filters).toEqual({
      ...DEFAULT_BEACH_FILTERS,
      originalQuery: "sandy beach with a taverna in Corfu",
      type: ["PEBBLY"],
      parking: ["ROADSIDE"],
      amenities: ["taverna"],
      blueFlag: true,
      sort: "distance.asc",
      page: 2,
    });
  });

  it("takes the calm day the text names unless the request states one", () => {
    const calmToday = interpretation({
      query: "calm sandy beach today",
      filters: { ...interpretation({}).filters, calm: "today" },
    });
    expect(resolveSearch({ filters: parse("") }, calmToday).filters.calm).toBe("today");
    expect(resolveSearch({ filters: parse("calm=tomorrow") }, calmToday).filters.calm).toBe("tomorrow");
    expect(resolveSearch({ filters: parse("calm=tomorrow") }, interpretation({})).filters.calm).toBe(
      "tomorrow",
    );
    expect(resolveSearch({ filters: parse("") }, interpretation({})).filters.calm).toBeNull();
    // A new search from the box starts again: the last search's calm day does not stay.
    expect(filtersForInterpretation(parse("calm=today"), interpretation({})).calm).toBeNull();
    expect(filtersForInterpretation(parse(""), calmToday)).toMatchObject({ calm: "today", type: ["SANDY"] });
  });

  it("takes the access filters the text names unless the request states some", () => {
    const accessible = interpretation({
      query: "wheelchair accessible sandy beach with shade",
      filters: { ...interpretation({}).filters, access: ["wheelchair", "shade"] },
    });
    expect(resolveSearch({ filters: parse("") }, accessible).filters.access).toEqual(["wheelchair", "shade"]);
    expect(resolveSearch({ filters: parse("access=dogs") }, accessible).filters.access).toEqual(["dogs"]);
    expect(resolveSearch({ filters: parse("access=dogs") }, interpretation({})).filters.access).toEqual([
      "dogs",
    ]);
    // A new search from the box starts again: the last search's access filters do not stay.
    expect(filtersForInterpretation(parse("access=naturism"), interpretation({})).access).toEqual([]);
    expect(filtersForInterpretation(parse(""), accessible)).toMatchObject({
      access: ["wheelchair", "shade"],
      type: ["SANDY"],
    });
  });

  it("takes the stated area, else the one the text names", () => {
    expect(resolveSearch({ filters: parse(""), areaSlug: "crete" }, interpretation({})).areaSlug).toBe(
      "crete",
    );
    expect(resolveSearch({ filters: parse("") }, interpretation({})).areaSlug).toBe("corfu");
    expect(
      resolveSearch({ filters: parse("") }, interpretation({ area_slug: undefined })),
    ).not.toHaveProperty("areaSlug");
  });

  it("without parameters beside the text is what the search box lands on", () => {
    const text = interpretation({ term: "Myrtos" });
    expect(
      resolveSearch({ filters: newSearchState(parse("nearMe=true&sort=distance.asc")) }, text).filters,
    ).toEqual(filtersForInterpretation(parse("nearMe=true&sort=distance.asc&type=PEBBLY&page=4"), text));
  });

  it("a new search drops a distance sort that Near me does not give (it was the last text's town)", () => {
    expect(newSearchState(parse("sort=distance.asc&originalQuery=near+Chania&type=SANDY")).sort).toBe(
      "name.asc",
    );
    expect(newSearchState(parse("sort=name.desc&type=SANDY")).sort).toBe("name.desc");
  });

  it("a new search keeps only the sort and Near me", () => {
    expect(newSearchState(parse("nearMe=true&sort=distance.asc&type=PEBBLY&search=x&page=4"))).toEqual({
      ...DEFAULT_BEACH_FILTERS,
      nearMe: true,
      sort: "distance.asc",
    });
  });

  describe("a text naming a town", () => {
    const chania = { name: "Chania", latitude: 35.5138, longitude: 24.018 };
    const nearChania = interpretation({
      query: "near Chania",
      place: "Crete",
      area_slug: "crete",
      near: chania,
    });

    it("sorts nearest first when the request keeps the default sort", () => {
      expect(resolveSearch({ filters: parse("") }, nearChania).filters.sort).toBe("distance.asc");
      expect(nearTown(nearChania)).toEqual({ latitude: 35.5138, longitude: 24.018 });
    });

    it("keeps a sort the request chose", () => {
      expect(resolveSearch({ filters: parse("sort=name.desc") }, nearChania).filters.sort).toBe("name.desc");
    });

    it("leaves the sort alone when the request gives its own position", () => {
      expect(resolveSearch({ filters: parse(""), hasPosition: true }, nearChania).filters.sort).toBe(
        "name.asc",
      );
      expect(resolveSearch({ filters: parse("nearMe=true") }, nearChania).filters.sort).toBe("name.asc");
    });

    it("changes nothing for a text that names no town", () => {
      expect(resolveSearch({ filters: parse("") }, interpretation({})).filters.sort).toBe("name.asc");
      expect(nearTown(interpretation({}))).toBeUndefined();
    });
  });
});
