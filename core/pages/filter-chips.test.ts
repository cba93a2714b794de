import { describe, expect, it } from "vitest";
import * as chips from "./filter-chips.ts";
import {
  beachFiltersQuery,
  DEFAULT_BEACH_FILTERS,
  parseBeachFilters,
  type BeachFilters,
} from "../contract/filters.ts";
import { translatorOf } from "../i18n/catalogues.ts";

const en = translatorOf("en");
const el = translatorOf("el");
const filterChips = (filters: BeachFilters) => chips.filterChips(filters, en);

const parse = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;

describe("filterChips", () => {
  it("has no chips without filters", () => {
    expect(filterChips(DEFAULT_BEACH_FILTERS)).toEqual([]);
  });

  it("names every active value in the summary's order", () => {
    const filters = parse(
      "search=Myrtos&nearMe=true&sort=distance.asc&blueFlag=true&organized=organized&parking=NONE" +
        "&waveConditions=CALM&calm=today&type=OTHER&amenities=taverna,sunbeds&access=wheelchair,shade&page=3",
    );
    expect(filterChips(filters).map((chip) => chip.label)).toEqual([
      "“Myrtos”",
      "Near me",
      "Blue Flag",
      "Calm today",
      "Organized",
      "No Parking",
      "Usually calm",
      "Rocky/Other",
      "Taverna",
      "Sunbeds",
      "Wheelchair access",
      "Natural shade",
    ]);
  });

  it("removes exactly its own value and goes back to page 1", () => {
    const filters = parse("type=SANDY,PEBBLY&blueFlag=true&page=4");
    const sandy = filterChips(filters).find((chip) => chip.key === "type:SANDY");
    expect(beachFiltersQuery(sandy!.without)).toBe("?blueFlag=true&type=PEBBLY");
  });

  it("turning Near me off also leaves the distance sort", () => {
    const chip = filterChips(parse("nearMe=true&sort=distance.asc"))[0]!;
    expect(beachFiltersQuery(chip.without)).toBe("");
  });

  it("removing the search also drops the original query", () => {
    const chip = filterChips(parse("search=Crete&originalQuery=sandy%20crete&type=SANDY"))[0]!;
    expect(beachFiltersQuery(chip.without)).toBe("?type=SANDY");
  });

  it("says which day the sea is to be calm, and removing it drops only the calm day", () => {
    const [tomorrow] = filterChips(parse("calm=tomorrow"));
    expect(tomorrow).toMatchObject({ key: "calm", label: "Calm tomorrow" });
    const today = filterChips(parse("calm=today&type=SANDY&page=2")).find((chip) => chip.key === "calm");
    expect(today?.label).toBe("Calm today");
    expect(beachFiltersQuery(today!.without)).toBe("?type=SANDY");
  });

  it("has a chip per access filter, labelled as the filter, that removes only its own value", () => {
    const chips = filterChips(parse("access=dogs,naturism,boat_only&type=SANDY&page=2"));
    expect(chips.map((chip) => [chip.key, chip.label])).toEqual([
      ["type:SANDY", "Sandy"],
      ["access:dogs", "Dogs allowed"],
      ["access:naturism", "Naturist beach"],
      ["access:boat_only", "Only by boat"],
    ]);
    const naturism = chips.find((chip) => chip.key === "access:naturism");
    expect(beachFiltersQuery(naturism!.without)).toBe("?type=SANDY&access=dogs,boat_only");
  });
});

describe("filterChips in Greek", () => {
  it("labels the chips in Greek", () => {
    const labels = chips
      .filterChips(parse("search=Μύρτος&nearMe=true&sort=distance.asc&blueFlag=true&calm=tomorrow"), el)
      .map((chip) => chip.label);
    expect(labels).toEqual(["«Μύρτος»", "Κοντά μου", "Γαλάζια Σημαία", "Ήρεμη θάλασσα αύριο"]);
  });
});
