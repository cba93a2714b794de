import { describe, expect, it } from "vitest";
import { beachMatchesFilters, searchNeedles, type FilterableBeach } from "./filter-semantics.ts";
import { DEFAULT_BEACH_FILTERS, type BeachFilters } from "./filters.ts";

describe("searchNeedles", () => {
  it.each([
    ["", []],
    ["Myrtos", ["myrtos"]],
    ["Agios Georgios", ["agios", "georgios"]],
    ["Μύρτος", ["myrtos"]],
  ])("%s gives %j", (search, needles) => {
    expect(searchNeedles(search)).toEqual(needles);
  });
});

describe("beachMatchesFilters", () => {
  const myrtos: FilterableBeach = {
    name: "Mýrtos",
    area: "Kefalonia",
    organized: false,
    blue_flag: true,
    parking: "SMALL_LOT",
    amenities: ["sunbeds", "umbrellas", "photography"],
    wave_conditions: "MODERATE",
    type: "PEBBLY",
  };
  const with_ = (change: Partial<BeachFilters>) => ({ ...DEFAULT_BEACH_FILTERS, ...change });

  it.each<[string, Partial<BeachFilters>, boolean]>([
    ["no filters", {}, true],
    ["search in name, any case and accent", { search: "MYRTOS" }, true],
    ["search substring of area", { search: "kefal" }, true],
    ["search in Greek script", { search: "Μύρτος" }, true],
    ["search that matches nothing", { search: "balos" }, false],
    ["setup unorganized", { organized: ["unorganized"] }, true],
    ["setup organized", { organized: ["organized"] }, false],
    ["both setups", { organized: ["organized", "unorganized"] }, true],
    ["blue flag", { blueFlag: true }, true],
    ["parking any-of", { parking: ["NONE", "SMALL_LOT"] }, true],
    ["parking miss", { parking: ["LARGE_LOT"] }, false],
    ["waves any-of", { waveConditions: ["CALM", "MODERATE"] }, true],
    ["waves miss", { waveConditions: ["CALM"] }, false],
    ["type any-of", { type: ["SANDY", "PEBBLY"] }, true],
    ["type miss", { type: ["SANDY"] }, false],
    ["amenities: all present", { amenities: ["sunbeds", "umbrellas"] }, true],
    ["amenities: one missing", { amenities: ["sunbeds", "taverna"] }, false],
  ])("%s", (_label, change, expected) => {
    expect(beachMatchesFilters(myrtos, with_(change))).toBe(expected);
  });

  it("matches an area's aliases when given", () => {
    expect(beachMatchesFilters(myrtos, with_({ search: "Κεφαλονιά" }), "Κεφαλονιά Cephalonia")).toBe(true);
  });
});
