import { describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS, type BeachFilters } from "../contract/filters.ts";
import { translatorOf } from "../i18n/catalogues.ts";
import { label } from "../i18n/labels.ts";
import {
  CARD_AMENITIES_MAX,
  CRITERIA_SUMMARY_MAX,
  describeCriteria,
  FILTER_CHIPS_MAX,
  formatCriteriaSummary,
  formatFirstInvalid,
  formatFixFieldsBanner,
  formatMoreAmenities,
  formatMoreFilters,
  formatResultsCount,
  joinWithAnd,
} from "./wording.ts";

const noFilters: BeachFilters = DEFAULT_BEACH_FILTERS;
const en = translatorOf("en");
const el = translatorOf("el");

describe("formatResultsCount", () => {
  it.each([
    [0, "No beaches found"],
    [1, "1 beach"],
    [2, "2 beaches"],
    [10, "10 beaches"],
    [11, "11 beaches"],
    [126, "126 beaches"],
    [50_000, "50,000 beaches"],
  ])("%i → %s", (count, expected) => {
    expect(formatResultsCount(count, en)).toBe(expected);
  });

  it("says exactly the count it was given", () => {
    for (let count = 1; count <= 2000; count += 1) {
      const exact = /^([\d,]+) beach(?:es)?$/.exec(formatResultsCount(count, en));
      expect(Number(exact?.[1]?.replaceAll(",", "")), String(count)).toBe(count);
    }
  });

  it.each([-1, Number.NaN])("treats %s as no results", (count) => {
    expect(formatResultsCount(count, en)).toBe("No beaches found");
  });
});

describe("describeCriteria", () => {
  it.each<[string, Partial<BeachFilters>, string[]]>([
    ["nothing active", {}, []],
    ["search term in curly quotes", { search: "  golden sand " }, ["“golden sand”"]],
    ["Near me", { nearMe: true }, ["Near me"]],
    ["Blue Flag", { blueFlag: true }, ["Blue Flag"]],
    ["the Calm filter's day", { calm: "tomorrow" }, ["Calm tomorrow"]],
    ["setup labels", { organized: ["organized", "unorganized"] }, ["Organized", "Unorganized"]],
    ["parking labels", { parking: ["NONE", "LARGE_LOT"] }, ["No Parking", "Large Parking Lot"]],
    ["wave labels", { waveConditions: ["CALM", "SURFABLE"] }, ["Usually calm", "Surfable"]],
    ["type labels as in the filter controls", { type: ["PEBBLY", "OTHER"] }, ["Pebbles", "Rocky/Other"]],
    ["amenity labels", { amenities: ["taverna", "beach_bar"] }, ["Taverna", "Beach bar"]],
    [
      "access filter labels",
      { access: ["wheelchair", "short_walk", "boat_only"] },
      ["Wheelchair access", "No long walk", "Only by boat"],
    ],
    [
      "everything, in the fixed order",
      {
        access: ["dogs"],
        amenities: ["lifeguard"],
        type: ["SANDY"],
        waveConditions: ["WAVY"],
        parking: ["ROADSIDE"],
        organized: ["organized"],
        blueFlag: true,
        nearMe: true,
        search: "Naxos",
      },
      [
        "“Naxos”",
        "Near me",
        "Blue Flag",
        "Organized",
        "Roadside Parking",
        "Wavy",
        "Sandy",
        "Lifeguard",
        "Dogs allowed",
      ],
    ],
  ])("%s", (_, change, expected) => {
    expect(describeCriteria({ ...noFilters, ...change }, en)).toEqual(expected);
  });

  it("leaves out a search that only names the page's area", () => {
    const filters = { ...noFilters, search: "naxos", type: ["SANDY" as const] };
    expect(describeCriteria(filters, en, { omitSearch: true })).toEqual(["Sandy"]);
    expect(describeCriteria(filters, en)).toEqual(["“naxos”", "Sandy"]);
  });
});

describe("formatCriteriaSummary", () => {
  it.each<[string[], string]>([
    [[], ""],
    [["Sandy"], "Sandy"],
    [["Sandy", "Blue Flag"], "Sandy, Blue Flag"],
    [["Sandy", "Blue Flag", "Taverna"], "Sandy, Blue Flag, Taverna"],
    [["Sandy", "Blue Flag", "Taverna", "Usually calm"], "Sandy, Blue Flag, Taverna and 1 more criteria"],
    [
      ["Sandy", "Blue Flag", "Taverna", "Usually calm", "Near me"],
      "Sandy, Blue Flag, Taverna and 2 more criteria",
    ],
  ])("%j → %s", (phrases, expected) => {
    expect(formatCriteriaSummary(phrases, en)).toBe(expected);
  });

  it("shows CRITERIA_SUMMARY_MAX phrases", () => {
    expect(CRITERIA_SUMMARY_MAX).toBe(3);
  });
});

describe("chip overflow wording", () => {
  it.each([
    [0, ""],
    [1, "+1 more filters"],
    [7, "+7 more filters"],
  ])("formatMoreFilters(%i) → %j", (hidden, expected) => {
    expect(formatMoreFilters(hidden, en)).toBe(expected);
  });

  it.each([
    [0, ""],
    [1, "+1 more"],
    [15, "+15 more"],
  ])("formatMoreAmenities(%i) → %j", (hidden, expected) => {
    expect(formatMoreAmenities(hidden, en)).toBe(expected);
  });

  it.each([
    ["FILTER_CHIPS_MAX", FILTER_CHIPS_MAX, 5],
    ["CARD_AMENITIES_MAX", CARD_AMENITIES_MAX, 4],
  ])("%s is %i", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("form error wording", () => {
  it.each<[string[], string]>([
    [["Name"], "Please fix: Name"],
    [["Name", "Hero Photo URL"], "Please fix: Name, Hero Photo URL"],
  ])("banner for %j", (labels, expected) => {
    expect(formatFixFieldsBanner(labels)).toBe(expected);
  });

  it("names the first invalid field", () => {
    expect(formatFirstInvalid("Slug")).toBe("First invalid: Slug");
  });
});

describe("in Greek", () => {
  it.each([
    [0, "Δεν βρέθηκαν παραλίες"],
    [1, "1 παραλία"],
    [12, "12 παραλίες"],
    [1234, "1.234 παραλίες"],
  ])("formatResultsCount(%i) → %s", (count, expected) => {
    expect(formatResultsCount(count, el)).toBe(expected);
  });

  it("names the criteria in Greek, in the same order", () => {
    const phrases = describeCriteria(
      {
        ...noFilters,
        search: "Μύρτος",
        nearMe: true,
        blueFlag: true,
        calm: "today",
        type: ["SANDY"],
        amenities: ["taverna"],
      },
      el,
    );
    expect(phrases).toEqual([
      "«Μύρτος»",
      "Κοντά μου",
      "Γαλάζια Σημαία",
      "Ήρεμη θάλασσα σήμερα",
      label(el, "beachTypeFilter", "SANDY"),
      label(el, "amenity", "taverna"),
    ]);
    expect(formatCriteriaSummary(phrases, el)).toBe(
      "«Μύρτος», Κοντά μου, Γαλάζια Σημαία και 3 ακόμη κριτήρια",
    );
    expect(formatCriteriaSummary(phrases.slice(0, 4), el)).toBe(
      "«Μύρτος», Κοντά μου, Γαλάζια Σημαία και 1 ακόμη κριτήριο",
    );
  });

  it("counts the hidden filters and amenities in Greek", () => {
    expect(formatMoreFilters(1, el)).toBe("+1 ακόμη φίλτρο");
    expect(formatMoreFilters(3, el)).toBe("+3 ακόμη φίλτρα");
    expect(formatMoreFilters(0, el)).toBe("");
    expect(formatMoreAmenities(2, el)).toBe("+2 ακόμη");
  });

  it("joins labels with και, and English without a comma before 'and'", () => {
    expect(joinWithAnd(["Α", "Β", "Γ"], el)).toBe("Α, Β και Γ");
    expect(joinWithAnd(["A", "B", "C"], en)).toBe("A, B and C");
    expect(joinWithAnd(["A"], en)).toBe("A");
    expect(joinWithAnd([], en)).toBe("");
  });
});
