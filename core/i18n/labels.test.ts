import { describe, expect, it } from "vitest";
import {
  ACCESS_FILTER_LABELS,
  ACCESS_FILTERS,
  ACCESS_FLAG_LABELS_EL,
  ACCESS_FLAGS,
  ARRIVALS,
  WHEELCHAIR_ACCESS,
} from "../access.ts";
import { AMENITY_CATEGORIES, AMENITY_IDS, amenityCategoryLabel, amenityLabel } from "../amenities.ts";
import { BEACH_TYPES, ENUM_LABELS, PARKING_OPTIONS, SETUPS, SORTS, WAVE_CONDITIONS } from "../enums.ts";
import { CALM_DAYS, CALM_FILTER_LABELS_EL } from "../filters.ts";
import { ENGLISH, translatorOf } from "./catalogues.ts";
import { label, type LabelKind, type LabelValues } from "./labels.ts";

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

  it("says what the tables of core/ say, in each language", () => {
    expect(label(ENGLISH, "beachType", "PEBBLY")).toBe(ENUM_LABELS.en.beachType.PEBBLY);
    expect(label(GREEK, "beachTypeFilter", "OTHER")).toBe("Βραχώδης/Άλλη");
    expect(label(GREEK, "sort", "distance.asc")).toBe(ENUM_LABELS.el.sort["distance.asc"]);
    expect(label(ENGLISH, "amenity", "family_friendly")).toBe(amenityLabel("family_friendly", "en"));
    expect(label(GREEK, "amenity", "snorkeling")).toBe("Κατάδυση με αναπνευστήρα");
    expect(label(GREEK, "amenityCategory", "safety")).toBe(amenityCategoryLabel("safety", "el"));
    expect(label(GREEK, "accessFlag", "seatrac")).toBe(ACCESS_FLAG_LABELS_EL.seatrac);
    expect(label(ENGLISH, "accessFilter", "short_walk")).toBe(ACCESS_FILTER_LABELS.short_walk);
    expect(label(GREEK, "calm", "tomorrow")).toBe(CALM_FILTER_LABELS_EL.tomorrow);
    expect(label(ENGLISH, "calm", "today")).toBe("Calm today");
  });
});
