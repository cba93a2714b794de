import { describe, expect, it } from "vitest";
import { foldForSearch } from "./greek.ts";
import { aliasesFor, DEFAULT_PLACES, placesFromAreaNames } from "./places.ts";

describe("DEFAULT_PLACES", () => {
  it("covers the islands, regions and beach places the parser needs before areas load", () => {
    const names = DEFAULT_PLACES.map((place) => place.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names).toEqual(
      expect.arrayContaining([
        "Crete",
        "Corfu",
        "Zakynthos",
        "Kefalonia",
        "Lefkada",
        "Mykonos",
        "Santorini",
        "Rhodes",
        "Halkidiki",
        "Attica",
        "Peloponnese",
        "Chania",
        "Heraklion",
        "Elafonisi",
        "Balos",
      ]),
    );
  });

  it("never gives two places the same folded name or alias", () => {
    const owners = new Map<string, string>();
    for (const place of DEFAULT_PLACES) {
      for (const folded of new Set([place.name, ...place.aliases].map(foldForSearch))) {
        expect(
          owners.get(folded),
          `${folded} is claimed by ${owners.get(folded)} and ${place.name}`,
        ).toBeUndefined();
        owners.set(folded, place.name);
      }
    }
  });

  it("gives every place a Greek-script alias", () => {
    for (const place of DEFAULT_PLACES) {
      expect(
        place.aliases.some((alias) => /\p{Script=Greek}/u.test(alias)),
        place.name,
      ).toBe(true);
    }
  });
});

describe("aliasesFor", () => {
  it.each([
    ["Crete", ["Κρήτη", "Kriti", "Krete"]],
    ["Corfu", ["Κέρκυρα", "Kerkyra", "Kerkira"]],
    ["Zakynthos", ["Ζάκυνθος", "Zante", "Zakinthos"]],
    ["Kefalonia", ["Κεφαλονιά", "Cephalonia", "Kefallonia", "Kefallinia"]],
    ["Rhodes", ["Ρόδος", "Rodos", "Rhodos"]],
    ["Santorini", ["Σαντορίνη", "Thira", "Thera"]],
    ["Chania", ["Χανιά", "Hania", "Xania"]],
    ["Heraklion", ["Ηράκλειο", "Iraklio", "Iraklion", "Heraklio"]],
    ["Halkidiki", ["Χαλκιδική", "Chalkidiki", "Halkidike"]],
    ["Attica", ["Αττική", "Attiki", "Athens", "Athina", "Αθήνα"]],
    ["Peloponnese", ["Πελοπόννησος", "Peloponnisos", "Peloponnesus"]],
  ])("%s → %j", (name, aliases) => {
    expect(aliasesFor(name)).toEqual(aliases);
  });

  it.each([
    ["crete", ["Κρήτη", "Kriti", "Krete"]],
    ["CRÉTE", ["Κρήτη", "Kriti", "Krete"]],
    // From an alias: the canonical name and the other spellings come back.
    ["Κρήτη", ["Crete", "Kriti", "Krete"]],
    ["κρητη", ["Crete", "Kriti", "Krete"]],
    ["Kriti", ["Crete", "Κρήτη", "Krete"]],
    ["Zante", ["Zakynthos", "Ζάκυνθος", "Zakinthos"]],
  ])("looks up %s ignoring case, accents and script", (name, aliases) => {
    expect(aliasesFor(name)).toEqual(aliases);
  });

  it.each(["Myrtos", "", "   ", "Atlantis"])("has nothing for %j", (name) => {
    expect(aliasesFor(name)).toEqual([]);
  });
});

describe("placesFromAreaNames", () => {
  it("keeps the area names and attaches the aliases we know", () => {
    expect(placesFromAreaNames(["Crete", "Myrtos Bay", "Χανιά"])).toEqual([
      { name: "Crete", aliases: ["Κρήτη", "Kriti", "Krete"] },
      { name: "Myrtos Bay", aliases: [] },
      { name: "Χανιά", aliases: ["Chania", "Hania", "Xania"] },
    ]);
  });

  it.each([
    [[], []],
    [["", "  "], []],
    [["Crete", "crete", " CRETE "], ["Crete"]],
    [["  Corfu  "], ["Corfu"]],
  ])("trims, skips blanks and duplicates: %j", (names, expected) => {
    expect(placesFromAreaNames(names).map((place) => place.name)).toEqual(expected);
  });
});
