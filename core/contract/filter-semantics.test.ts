import { describe, expect, it } from "vitest";
import {
  beachMatchesFilters,
  descriptionStem,
  searchNeedleMatches,
  searchNeedles,
  type FilterableBeach,
} from "./filter-semantics.ts";
import { DEFAULT_BEACH_FILTERS, type BeachFilters } from "./filters.ts";

describe("searchNeedles", () => {
  it.each([
    ["", []],
    // Keyed: case, accents, script and spelling variants ignored.
    ["Myrtos", ["mirtos"]],
    ["Μύρτος", ["mirtos"]],
    ["mirtos", ["mirtos"]],
    ["Agios Georgios", ["agios", "georgios"]],
    ["Elafonissi", ["elafonisi"]],
    ["Myrtos mirtos MÝRTOS", ["mirtos"]],
    // Stop words are still dropped ('beach', 'sandy', 'with' and Greek 'παραλία').
    ["sandy beach with Myrtos", ["mirtos"]],
    ["παραλία Μύρτος", ["mirtos"]],
  ])("%s gives %j", (search, needles) => {
    expect(searchNeedles(search)).toEqual(needles);
  });

  it.each(["100% _sandy_ Μύρτος", "a_b%c\\d", "Ωραίοι Ευαγγελίστρια 2", "Zorba's"])(
    "gives needles with no LIKE wildcards: %j",
    (search) => {
      for (const needle of searchNeedles(search)) expect(needle).toMatch(/^[a-z0-9 ]+$/);
    },
  );
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
    ["search in Greeklish", { search: "mirtos" }, true],
    ["search with a doubled letter", { search: "Kefallonia" }, true],
    ["search with a stop word", { search: "beach mirtos" }, true],
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

describe("descriptions in the search", () => {
  const described: FilterableBeach = {
    name: "Mýrtos",
    area: "Kefalonia",
    organized: false,
    blue_flag: true,
    parking: "SMALL_LOT",
    amenities: [],
    wave_conditions: "MODERATE",
    type: "PEBBLY",
    description: "White pebbles under sea caves, with pines behind.",
    description_el: "Λευκά βότσαλα κάτω από θαλασσινές σπηλιές.",
  };

  it.each([
    ["caves", true],
    ["cave", true],
    ["pines", true],
    ["σπηλιές", true],
    ["spilies", true],
    // Only at the start of a word: 'aves' is inside 'caves', 'ine' inside 'pines'.
    ["aves", false],
    ["ines", false],
    ["volcanic", false],
  ])("%j matches the description: %s", (search, expected) => {
    expect(beachMatchesFilters(described, { ...DEFAULT_BEACH_FILTERS, search })).toBe(expected);
  });

  it("still finds a name in part, anywhere", () => {
    expect(searchNeedleMatches("rtos", "mirtos kefalonia", "")).toBe(true);
    expect(searchNeedleMatches("rtos", "kefalonia", "mirtos")).toBe(false);
    expect(descriptionStem("turtles")).toBe("turtle");
    expect(descriptionStem("bus")).toBe("bus");
  });
});
