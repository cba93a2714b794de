import { describe, expect, it } from "vitest";
import { ACCESS_FILTERS, ACCESS_FLAGS, ARRIVALS, WHEELCHAIR_ACCESS } from "../access/access.ts";
import { AMENITY_CATEGORIES, AMENITY_IDS } from "../contract/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, SETUPS, SORTS, WAVE_CONDITIONS } from "../contract/enums.ts";
import { CALM_DAYS } from "../contract/filters.ts";
import { ENGLISH, translatorOf } from "./catalogues.ts";
import { el } from "./el/index.ts";
import { en } from "./en/index.ts";
import { label, labelKey, type LabelKind, type LabelValues } from "./labels.ts";

const GREEK = translatorOf("el");

// Every value of every enumeration the site shows, by kind of label.
const VALUES: { [K in LabelKind]: readonly LabelValues[K][] } = {
  beachType: BEACH_TYPES,
  beachTypeFilter: BEACH_TYPES,
  waveCondition: WAVE_CONDITIONS,
  parking: PARKING_OPTIONS,
  setup: SETUPS,
  sort: SORTS,
  amenity: AMENITY_IDS,
  amenityCategory: AMENITY_CATEGORIES,
  wheelchair: WHEELCHAIR_ACCESS,
  arrival: ARRIVALS,
  accessFlag: ACCESS_FLAGS,
  accessFilter: ACCESS_FILTERS,
  calm: CALM_DAYS,
};

describe("labels as messages", () => {
  it("has a label for every value in both languages", () => {
    for (const [kind, values] of Object.entries(VALUES) as [LabelKind, readonly string[]][]) {
      for (const value of values) {
        for (const i18n of [ENGLISH, GREEK]) {
          const text = label(i18n, kind, value as never);
          expect(text, `${i18n.locale} ${kind}.${value}`).not.toBe(`label.${kind}.${value}`);
          expect(text.trim(), `${i18n.locale} ${kind}.${value}`).not.toBe("");
        }
      }
    }
  });

  it("has no label of a value that is gone", () => {
    const keys = (Object.entries(VALUES) as [LabelKind, readonly string[]][]).flatMap(([kind, values]) =>
      values.map((value) => labelKey(kind, value as never)),
    );
    for (const catalogue of [en, el]) {
      expect(
        Object.keys(catalogue)
          .filter((key) => key.startsWith("label."))
          .sort(),
      ).toEqual([...keys].sort());
    }
  });

  it("says what the catalogues say, in each language", () => {
    expect(label(ENGLISH, "beachType", "PEBBLY")).toBe(en["label.beachType.PEBBLY"]);
    expect(label(ENGLISH, "beachType", "PEBBLY")).toBe("Pebbles");
    expect(label(GREEK, "beachTypeFilter", "OTHER")).toBe("Βραχώδης/Άλλη");
    expect(label(GREEK, "sort", "distance.asc")).toBe(el["label.sort.distance.asc"]);
    expect(label(ENGLISH, "amenity", "family_friendly")).toBe(en["label.amenity.family_friendly"]);
    expect(label(GREEK, "amenity", "snorkeling")).toBe("Κατάδυση με αναπνευστήρα");
    expect(label(GREEK, "amenityCategory", "safety")).toBe(el["label.amenityCategory.safety"]);
    expect(label(GREEK, "accessFlag", "seatrac")).toBe(el["label.accessFlag.seatrac"]);
    expect(label(ENGLISH, "accessFilter", "short_walk")).toBe(en["label.accessFilter.short_walk"]);
    expect(label(GREEK, "calm", "tomorrow")).toBe(el["label.calm.tomorrow"]);
    expect(label(ENGLISH, "calm", "today")).toBe("Calm today");
  });
});
