import { describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS, parseBeachFilters, type BeachFilters } from "../contract/filters.ts";
import { translatorOf } from "../i18n/catalogues.ts";
import * as relaxation from "./search-relaxation.ts";
import { parseSearchQuery } from "./search-query.ts";

const parse = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;
const en = translatorOf("en");
const el = translatorOf("el");
// The steps with what each dropped named as a page of the language names it (English unless told).
const relaxationSteps = (
  filters: BeachFilters,
  areaSlug?: string,
  unrecorded: Parameters<typeof relaxation.relaxationSteps>[2] = [],
  i18n = en,
) =>
  relaxation
    .relaxationSteps(filters, areaSlug, unrecorded)
    .map((step) => ({ ...step, dropped: relaxation.droppedLabels(step, filters, i18n) }));
const relaxationMessage = (
  step: Parameters<typeof relaxation.relaxationMessage>[0],
  total: number,
  area?: string,
) => relaxation.relaxationMessage(step, total, en, area);
const namedBeachElsewhere = (beach: string, area: string) => relaxation.namedBeachElsewhere(beach, area, en);

describe("relaxationSteps", () => {
  it("drops each constraint alone, weakest first: amenities (last asked first), then the Blue Flag, parking, waves, type, setup", () => {
    const steps = relaxationSteps(
      parse(
        "organized=organized&blueFlag=true&parking=LARGE_LOT&waveConditions=CALM&type=SANDY&amenities=taverna,lifeguard",
      ),
    );
    expect(steps.slice(0, 7).map((step) => step.dropped)).toEqual([
      ["Lifeguard"],
      ["Taverna"],
      ["Blue Flag"],
      ["Large Parking Lot"],
      ["Usually calm"],
      ["Sandy"],
      ["Organized"],
    ]);
    expect(steps[0]?.filters.amenities).toEqual(["taverna"]);
    // Then the weakest ones together, growing.
    expect(steps[7]?.dropped).toEqual(["Lifeguard", "Taverna"]);
    expect(steps.every((step) => !step.acrossGreece)).toBe(true);
  });

  it("drops the calm day like the other filters, after the beach's type and before the setup", () => {
    const steps = relaxationSteps(parse("organized=unorganized&calm=today&type=SANDY&amenities=taverna"));
    expect(steps.slice(0, 4).map((step) => step.dropped)).toEqual([
      ["Taverna"],
      ["Sandy"],
      ["Calm today"],
      ["Unorganized"],
    ]);
    expect(steps[2]?.filters).toMatchObject({ calm: null, type: ["SANDY"], amenities: ["taverna"] });
    expect(relaxationMessage(steps[2]!, 3, "Crete")).toBe(
      "No beaches match everything in Crete; showing 3 beaches without Calm today",
    );
  });

  it("drops the access filters that shape the day one by one, after the amenities and before the Blue Flag", () => {
    const steps = relaxationSteps(parse("blueFlag=true&amenities=taverna&access=shade,short_walk"));
    expect(steps.slice(0, 4).map((step) => step.dropped)).toEqual([
      ["Taverna"],
      ["No long walk"],
      ["Natural shade"],
      ["Blue Flag"],
    ]);
    expect(steps[1]?.filters).toMatchObject({ access: ["shade"], amenities: ["taverna"], blueFlag: true });
    expect(relaxationMessage(steps[2]!, 2, "Naxos")).toBe(
      "No beaches match everything in Naxos; showing 2 beaches without Natural shade",
    );
  });

  it("never drops wheelchair access, a Seatrac or dogs allowed", () => {
    const steps = relaxationSteps(
      parse("type=SANDY&access=wheelchair,seatrac,dogs,naturism,boat_only,car"),
      "crete",
    );
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect(step.filters.access).toEqual(expect.arrayContaining(["wheelchair", "seatrac", "dogs"]));
      expect(step.dropped).not.toContain("Wheelchair access");
    }
    expect(steps.slice(0, 4).map((step) => step.dropped)).toEqual([
      ["Reachable by car"],
      ["Only by boat"],
      ["Naturist beach"],
      ["Sandy"],
    ]);
    // With nothing else to drop, an area page still looks across Greece, keeping the need.
    expect(relaxationSteps(parse("access=wheelchair"), "crete")).toEqual([
      expect.objectContaining({ dropped: [], areaSlug: undefined, acrossGreece: true }),
    ]);
    expect(relaxationSteps(parse("access=wheelchair"))).toEqual([]);
  });

  it("drops first, from every step, a need no beach has recorded yet, naming it in the page's language", () => {
    const steps = relaxationSteps(parse("type=SANDY&access=wheelchair,dogs"), "rhodes", [
      "wheelchair",
      "seatrac",
    ]);
    expect(steps[0]).toMatchObject({
      filters: { type: ["SANDY"], access: ["dogs"] },
      areaSlug: "rhodes",
      dropped: ["Wheelchair access"],
    });
    for (const step of steps) {
      expect(step.filters.access).toEqual(["dogs"]);
      expect(step.dropped[0]).toBe("Wheelchair access");
    }
    const greek = relaxationSteps(parse("access=wheelchair"), undefined, ["wheelchair"], el);
    expect(greek).toEqual([expect.objectContaining({ dropped: [el.t("label.accessFilter.wheelchair")] })]);
    expect(relaxation.unrecordedIn(parse("access=wheelchair,shade"), ["wheelchair", "dogs"])).toEqual([
      "wheelchair",
    ]);
  });

  it("never drops the search words or a preference, and leaves the area last", () => {
    const steps = relaxationSteps(parse("search=Myrtos&type=SANDY&prefer=unorganized"), "crete");
    expect(steps.map((step) => [step.dropped, step.areaSlug])).toEqual([
      [["Sandy"], "crete"],
      [[], undefined],
      [["Sandy"], undefined],
    ]);
    for (const step of steps) {
      expect(step.filters.search).toBe("Myrtos");
      expect(step.filters.prefer).toEqual(["unorganized"]);
    }
  });

  it("searches a name across Greece when an area page finds nothing", () => {
    const [first] = relaxationSteps(parse("search=Myrtos&originalQuery=mirtos"), "crete");
    expect(first).toMatchObject({ dropped: [], areaSlug: undefined, acrossGreece: true });
  });

  it("has nothing to relax without criteria", () => {
    expect(relaxationSteps(DEFAULT_BEACH_FILTERS, "crete")).toEqual([]);
  });

  it("gives what each step dropped as the keys of the list's values, which a page words in its language", () => {
    const filters = parse("blueFlag=true&type=SANDY,MIXED&amenities=taverna,lifeguard&access=shade");
    const steps = relaxation.relaxationSteps(filters, "crete", ["shade"]);
    expect(steps.slice(0, 4).map((step) => step.dropped)).toEqual([
      ["access:shade"],
      ["access:shade", "amenities:lifeguard"],
      ["access:shade", "amenities:taverna"],
      ["access:shade", "blueFlag"],
    ]);
    expect(steps.at(-1)?.dropped).toEqual([
      "access:shade",
      "amenities:lifeguard",
      "amenities:taverna",
      "blueFlag",
      "type:SANDY",
      "type:MIXED",
    ]);
    expect(relaxation.droppedLabels(steps.at(-1)!, filters, el)).toEqual([
      el.t("label.accessFilter.shade"),
      el.t("label.amenity.lifeguard"),
      el.t("label.amenity.taverna"),
      el.t("browse.blueFlag"),
      el.t("label.beachTypeFilter.SANDY"),
      el.t("label.beachTypeFilter.MIXED"),
    ]);
  });

  it("goes back to the first page", () => {
    const [first] = relaxationSteps(parse("type=SANDY&amenities=taverna&page=3"));
    expect(first?.filters.page).toBe(1);
  });
});

describe("what a relaxed list says", () => {
  it("names what it dropped and where", () => {
    expect(relaxationMessage({ dropped: ["Lifeguard", "Boat trips"], acrossGreece: false }, 4, "Crete")).toBe(
      "No beaches match everything in Crete; showing 4 beaches without Lifeguard and Boat trips",
    );
    expect(relaxationMessage({ dropped: [], acrossGreece: true }, 1, "Crete")).toBe(
      "Nothing in Crete matches; showing 1 beach across Greece",
    );
    expect(namedBeachElsewhere("Myrtos", "Kefalonia")).toBe("Myrtos is in Kefalonia");
  });
});

describe("the search's words that rank and the parking field", () => {
  const ANY_PARKING = ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"];

  it.each([
    "Sandy beach with parking in Crete",
    "sandy car park Crete",
    "αμμουδιά με πάρκινγκ Κρήτη",
    "αμμουδιά στάθμευση Κρήτη",
  ])("%j asks for the Parking field (any parking but none), not the amenity", (text) => {
    const { filters } = parseSearchQuery(text);
    expect(filters.parking).toEqual(ANY_PARKING);
    expect(filters.amenities).toEqual([]);
    expect(filters.type).toEqual(["SANDY"]);
  });

  it("keeps a sized or negated parking phrase as that option", () => {
    expect(parseSearchQuery("large parking").filters.parking).toEqual(["LARGE_LOT"]);
    expect(parseSearchQuery("no parking").filters.parking).toEqual(["NONE"]);
  });

  it.each([
    ["quiet sandy beach with a taverna near Chania", "unorganized"],
    ["secluded beach", "unorganized"],
    ["ήσυχη παραλία", "unorganized"],
    ["beach for families", "family_friendly"],
    ["για παιδιά", "family_friendly"],
  ])("%j prefers %s and filters on no setup", (text, preference) => {
    const { filters } = parseSearchQuery(text);
    expect(filters.prefer).toEqual([preference]);
    expect(filters.organized).toEqual([]);
  });

  it("keeps the names of a setup or an amenity as filters", () => {
    expect(parseSearchQuery("unorganized beach").filters).toMatchObject({
      organized: ["unorganized"],
      prefer: [],
    });
    expect(parseSearchQuery("family friendly beach").filters).toMatchObject({
      amenities: ["family_friendly"],
      prefer: [],
    });
  });
});

describe("in Greek", () => {
  it("names the dropped filters in Greek and agrees with the count", () => {
    const steps = relaxationSteps(parse("blueFlag=true&amenities=taverna"), "crete", [], el);
    expect(steps[0]?.dropped).toEqual(["Ταβέρνα"]);
    expect(relaxation.relaxationMessage(steps[0]!, 1, el, "Κρήτη")).toBe(
      "Καμία παραλία στην περιοχή Κρήτη δεν πληροί όλα τα κριτήρια· εμφανίζεται 1 παραλία χωρίς: Ταβέρνα",
    );
    expect(
      relaxation.relaxationMessage({ dropped: ["Ταβέρνα", "Γαλάζια Σημαία"], acrossGreece: false }, 4, el),
    ).toBe(
      "Καμία παραλία δεν πληροί όλα τα κριτήρια· εμφανίζονται 4 παραλίες χωρίς: Ταβέρνα και Γαλάζια Σημαία",
    );
    expect(relaxation.relaxationMessage({ dropped: [], acrossGreece: true }, 3, el, "Νάξος")).toBe(
      "Τίποτα στην περιοχή Νάξος δεν ταιριάζει· εμφανίζονται 3 παραλίες σε όλη την Ελλάδα",
    );
    expect(relaxation.namedBeachElsewhere("Μύρτος", "Κεφαλονιά", el)).toBe(
      "Η παραλία Μύρτος βρίσκεται στην περιοχή Κεφαλονιά",
    );
  });

  it("keeps the English count as it was written ('1234 beaches')", () => {
    expect(relaxationMessage({ dropped: [], acrossGreece: false }, 1234)).toBe(
      "No beaches match everything; showing 1234 beaches",
    );
  });
});
