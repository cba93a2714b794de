import { describe, expect, it } from "vitest";
import {
  adminPlaceName,
  namesMatch,
  osmBeachFacts,
  osmElementUrl,
  osmNames,
  osmNearbyKind,
  osmPrivate,
  parkingOfLot,
  surfaceType,
} from "./osm.ts";

describe("surfaceType", () => {
  it.each([
    ["sand", "SANDY"],
    ["fine_sand", "SANDY"],
    ["pebblestone", "PEBBLY"],
    ["gravel", "PEBBLY"],
    ["shingle", "PEBBLY"],
    ["sand;pebblestone", "MIXED"],
    ["Sand; Gravel", "MIXED"],
    ["rock", "OTHER"],
    ["stone", "OTHER"],
    ["sand;rock", "SANDY"],
  ])("reads %s as %s", (surface, type) => {
    expect(surfaceType(surface)).toBe(type);
  });

  it("gives nothing for no surface or one it cannot read, rather than a guess", () => {
    expect(surfaceType(undefined)).toBeNull();
    expect(surfaceType("")).toBeNull();
    expect(surfaceType("grass")).toBeNull();
    expect(surfaceType("sand;grass")).toBeNull();
  });
});

describe("osmNames", () => {
  it("takes the Greek from name and the English from name:en", () => {
    expect(osmNames({ name: "Σχινιάς", "name:en": "Schinias" })).toMatchObject({
      name: "Schinias",
      nameEl: "Σχινιάς",
    });
  });

  it("prefers name:el for the Greek, and int_name in Latin script for the English", () => {
    expect(osmNames({ name: "Paralia X", "name:el": "Παραλία Χ", int_name: "Paralia Chi" })).toMatchObject({
      name: "Paralia Chi",
      nameEl: "Παραλία Χ",
    });
  });

  it("transliterates a Greek-only name, and keeps a Latin-only one with no Greek", () => {
    expect(osmNames({ name: "Βαθύ" })).toMatchObject({ name: "Vathy", nameEl: "Βαθύ" });
    expect(osmNames({ name: "Golden Beach" })).toMatchObject({ name: "Golden Beach", nameEl: null });
  });

  it("has no name for an unnamed element, and every other name for matching", () => {
    expect(osmNames({ natural: "beach" }).name).toBe("");
    expect(osmNames({ name: "Μπάλος", alt_name: "Balos Lagoon;Gramvousa" }).all).toEqual(
      expect.arrayContaining(["Μπάλος", "Balos Lagoon", "Gramvousa"]),
    );
  });
});

describe("namesMatch", () => {
  it("meets the same beach under other spellings, scripts and with or without 'beach'", () => {
    expect(namesMatch(["Elafonissi Beach"], ["Elafonisi"])).toBe(true);
    expect(namesMatch(["Ελαφονήσι"], ["Elafonisi"])).toBe(true);
    expect(namesMatch(["Παραλία Μπάλου"], ["Balos"])).toBe(true);
  });

  it("does not take a different beach for the same one", () => {
    expect(namesMatch(["Kokkini Beach"], ["Elafonisi"])).toBe(false);
    expect(namesMatch(["Beach"], ["Elafonisi"])).toBe(false);
  });
});

describe("adminPlaceName", () => {
  it("strips what an administrative area is, in either language", () => {
    expect(adminPlaceName("Preveza Regional Unit")).toBe("Preveza");
    expect(adminPlaceName("Regional Unit of Chania")).toBe("Chania");
    expect(adminPlaceName("Attica Region")).toBe("Attica");
  });

  it("turns a Greek genitive after the title into the nominative, keeping its accent", () => {
    expect(adminPlaceName("Περιφερειακή Ενότητα Πρέβεζας")).toBe("Πρέβεζα");
    expect(adminPlaceName("Περιφέρεια Αττικής")).toBe("Αττική");
    expect(adminPlaceName("Περιφερειακή Ενότητα Ανατολικής Αττικής")).toBe("Ανατολική Αττική");
  });

  it("leaves a plain name alone", () => {
    expect(adminPlaceName("Σίφνος")).toBe("Σίφνος");
  });
});

describe("facts from tags", () => {
  it("maps wheelchair, dog, nudism, resort and lifeguard tags, and says nothing of an absent one", () => {
    expect(
      osmBeachFacts({
        wheelchair: "limited",
        dog: "leashed",
        nudism: "customary",
        leisure: "beach_resort",
        supervised: "yes",
      }),
    ).toMatchObject({
      wheelchair: "LIMITED",
      dogsAllowed: true,
      naturism: true,
      organized: true,
      lifeguard: true,
    });
    expect(osmBeachFacts({ dog: "no", nudism: "no" })).toMatchObject({
      wheelchair: null,
      dogsAllowed: false,
      naturism: false,
      organized: false,
      lifeguard: false,
    });
  });

  it("knows private beaches and the facilities a beach gains", () => {
    expect(osmPrivate({ access: "private" })).toBe(true);
    expect(osmPrivate({ access: "no" })).toBe(true);
    expect(osmPrivate({ access: "yes" })).toBe(false);
    expect(osmNearbyKind({ amenity: "toilets" })).toBe("toilets");
    expect(osmNearbyKind({ amenity: "restaurant" })).toBe("taverna");
    expect(osmNearbyKind({ amenity: "cafe" })).toBe("beach_bar");
    expect(osmNearbyKind({ emergency: "lifeguard" })).toBe("lifeguard");
    expect(osmNearbyKind({ amenity: "bench" })).toBeNull();
  });

  it("sizes parking by capacity, else by area", () => {
    expect(parkingOfLot("120", null)).toBe("LARGE_LOT");
    expect(parkingOfLot("12", 5000)).toBe("SMALL_LOT");
    expect(parkingOfLot(undefined, 2000)).toBe("LARGE_LOT");
    expect(parkingOfLot(undefined, null)).toBe("SMALL_LOT");
  });

  it("links a beach's element from its source only when the source is one", () => {
    expect(osmElementUrl("osm:way/123")).toBe("https://www.openstreetmap.org/way/123");
    expect(osmElementUrl("osm:relation/9")).toBe("https://www.openstreetmap.org/relation/9");
    expect(osmElementUrl("Demo data")).toBeNull();
    expect(osmElementUrl(null)).toBeNull();
  });
});
