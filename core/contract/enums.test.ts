import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  AMENITY_CATEGORIES,
  AMENITY_IDS,
  amenitiesByCategory,
  getAmenity,
  isAmenityId,
} from "./amenities.ts";
import {
  BEACH_TYPES,
  isDistanceSort,
  PARKING_OPTIONS,
  SETUPS,
  SORTS,
  STATUSES,
  WAVE_CONDITIONS,
} from "./enums.ts";
import { ENGLISH, translatorOf } from "../i18n/catalogues.ts";
import { el } from "../i18n/el/index.ts";
import { en } from "../i18n/en/index.ts";
import { label, labelKey, type LabelKind, type LabelValues } from "../i18n/labels.ts";
import type { Translator } from "../i18n/translator.ts";

const GREEK = translatorOf("el");

/** An enumeration's labels in a language, by value: { SANDY: "Sandy", ... }. */
function labelsOf<K extends LabelKind>(
  i18n: Translator,
  kind: K,
  values: readonly LabelValues[K][],
): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, label(i18n, kind, value)]));
}

describe("enumerations and public labels", () => {
  it("labels beach types, with 'Rocky/Other' in filters", () => {
    const types = labelsOf(ENGLISH, "beachType", BEACH_TYPES);
    expect(types).toEqual({ SANDY: "Sandy", PEBBLY: "Pebbles", MIXED: "Mixed", OTHER: "Other" });
    expect(labelsOf(ENGLISH, "beachTypeFilter", BEACH_TYPES)).toEqual({ ...types, OTHER: "Rocky/Other" });
    expect(labelsOf(GREEK, "beachTypeFilter", BEACH_TYPES)).toEqual({
      ...labelsOf(GREEK, "beachType", BEACH_TYPES),
      OTHER: "Βραχώδης/Άλλη",
    });
  });

  it("labels wave conditions and parking", () => {
    expect(labelsOf(ENGLISH, "waveCondition", WAVE_CONDITIONS)).toEqual({
      CALM: "Usually calm",
      MODERATE: "Moderate Waves",
      WAVY: "Wavy",
      SURFABLE: "Surfable",
    });
    expect(labelsOf(ENGLISH, "parking", PARKING_OPTIONS)).toEqual({
      NONE: "No Parking",
      ROADSIDE: "Roadside Parking",
      SMALL_LOT: "Small Parking Lot",
      LARGE_LOT: "Large Parking Lot",
    });
  });

  it("lists statuses, setups and sorts", () => {
    expect(STATUSES).toEqual(["DRAFT", "HIDDEN", "ACTIVE"]);
    expect(SETUPS).toEqual(["organized", "unorganized"]);
    expect(SORTS).toEqual(["name.asc", "name.desc", "distance.asc", "distance.desc"]);
    expect(SORTS.filter(isDistanceSort)).toEqual(["distance.asc", "distance.desc"]);
  });
});

describe("amenity catalogue", () => {
  it("has the 19 amenity ids in their categories", () => {
    const byCategory = Object.fromEntries(
      AMENITY_CATEGORIES.map((category) => [
        category,
        AMENITIES.filter((a) => a.category === category).map((a) => a.id),
      ]),
    );
    expect(byCategory).toEqual({
      facilities: ["sunbeds", "umbrellas", "parking", "showers", "toilets"],
      safety: ["lifeguard"],
      services: ["beach_bar", "taverna", "food", "music"],
      activities: [
        "snorkeling",
        "water_sports",
        "family_friendly",
        "boat_trips",
        "fishing",
        "photography",
        "hiking",
        "birdwatching",
        "cliff_jumping",
      ],
    });
    expect(AMENITIES.map((a) => a.id)).toEqual([...AMENITY_IDS]);
  });

  it("gives each amenity a label, an icon and a colour", () => {
    for (const id of AMENITY_IDS) {
      const amenity = getAmenity(id);
      expect(en[labelKey("amenity", id)].length).toBeGreaterThan(0);
      expect(el[labelKey("amenity", id)].length).toBeGreaterThan(0);
      expect(amenity.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(amenity.colour.length).toBeGreaterThan(0);
    }
    expect(new Set(AMENITIES.map((a) => a.icon)).size).toBe(AMENITIES.length);
  });

  it("recognises ids and groups a beach's amenities by category", () => {
    expect(isAmenityId("taverna")).toBe(true);
    expect(isAmenityId("jacuzzi")).toBe(false);
    expect(
      amenitiesByCategory(["snorkeling", "taverna", "sunbeds"]).map((group) => [
        group.category,
        group.amenities.map((a) => a.id),
      ]),
    ).toEqual([
      ["facilities", ["sunbeds"]],
      ["services", ["taverna"]],
      ["activities", ["snorkeling"]],
    ]);
  });
});
