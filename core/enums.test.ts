import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  AMENITY_CATEGORIES,
  AMENITY_IDS,
  AMENITY_LABELS,
  amenitiesByCategory,
  getAmenity,
  isAmenityId,
} from "./amenities.ts";
import {
  BEACH_TYPE_FILTER_LABELS,
  BEACH_TYPE_FILTER_LABELS_EL,
  BEACH_TYPE_LABELS,
  BEACH_TYPE_LABELS_EL,
  isDistanceSort,
  PARKING_LABELS,
  SETUPS,
  SORTS,
  STATUSES,
  WAVE_CONDITION_LABELS,
} from "./enums.ts";

describe("enumerations and public labels", () => {
  it("labels beach types, with 'Rocky/Other' in filters", () => {
    expect(BEACH_TYPE_LABELS).toEqual({ SANDY: "Sandy", PEBBLY: "Pebbles", MIXED: "Mixed", OTHER: "Other" });
    expect(BEACH_TYPE_FILTER_LABELS).toEqual({ ...BEACH_TYPE_LABELS, OTHER: "Rocky/Other" });
    expect(BEACH_TYPE_FILTER_LABELS_EL).toEqual({ ...BEACH_TYPE_LABELS_EL, OTHER: "Βραχώδης/Άλλη" });
  });

  it("labels wave conditions and parking", () => {
    expect(WAVE_CONDITION_LABELS).toEqual({
      CALM: "Usually calm",
      MODERATE: "Moderate Waves",
      WAVY: "Wavy",
      SURFABLE: "Surfable",
    });
    expect(PARKING_LABELS).toEqual({
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
  it("has the spec's 19 ids in their categories", () => {
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
      expect(AMENITY_LABELS[id].en.length).toBeGreaterThan(0);
      expect(AMENITY_LABELS[id].el.length).toBeGreaterThan(0);
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
