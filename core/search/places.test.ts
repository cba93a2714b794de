import { describe, expect, it } from "vitest";
import { foldForSearch, searchKey } from "../contract/greek.ts";
import { DEMO_AREAS as DEMO_AREA_SEEDS } from "#server/db/seed/demo-data.ts";
import { greekTownIndex } from "./gazetteer.ts";
import {
  aliasesFor,
  DEFAULT_PLACES,
  KNOWN_LOCALITIES,
  KNOWN_TOWNS,
  localitiesFor,
  placesFromAreaNames,
} from "./places.ts";
import { parseSearchQuery } from "./search-query.ts";

// The public areas of the demo data, as the site passes them to the parser.
const DEMO_AREAS = DEMO_AREA_SEEDS.filter((area) => area.status === "ACTIVE").map((area) => area.name);

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
        "Elafonisi",
        "Balos",
      ]),
    );
  });

  it("keeps Crete's towns as its localities, not as places of their own", () => {
    const names = DEFAULT_PLACES.map((place) => place.name);
    const crete = DEFAULT_PLACES.find((place) => place.name === "Crete");
    for (const town of ["Chania", "Heraklion", "Rethymno", "Lasithi", "Agios Nikolaos"]) {
      expect(names).not.toContain(town);
      expect(crete?.localities).toContain(town);
    }
  });

  it.each([
    ["folded", foldForSearch],
    ["keyed", searchKey],
  ])("never gives two places the same %s name, alias or locality", (_label, form) => {
    const owners = new Map<string, string>();
    for (const place of DEFAULT_PLACES) {
      const names = [place.name, ...place.aliases, ...(place.localities ?? [])];
      for (const name of new Set(names.map(form))) {
        expect(
          owners.get(name),
          `${name} is claimed by ${owners.get(name)} and ${place.name}`,
        ).toBeUndefined();
        owners.set(name, place.name);
      }
    }
  });

  it.each(DEMO_AREAS)("gives the demo area %s localities, some in Greek script", (area) => {
    const localities = DEFAULT_PLACES.find((place) => place.name === area)?.localities ?? [];
    expect(localities.length).toBeGreaterThan(0);
    if (area !== "Skiathos") {
      // Its town is called by the island's name in Greek, which is already an alias.
      expect(localities.some((locality) => /\p{Script=Greek}/u.test(locality))).toBe(true);
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
    // Towns too, for an area named after one.
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

  it.each([
    ["Lindos", "Λίνδος"],
    ["Matala", "Μάταλα"],
    ["Plakias", "Πλακιάς"],
    ["Mykonos Town", "Χώρα Μυκόνου"],
    // Towns of no known place have their Greek names too.
    ["Volos", "Βόλος"],
    ["Thessaloniki", "Θεσσαλονίκη"],
  ])("gives the town %s its Greek name %s", (town, greek) => {
    expect(aliasesFor(town)).toContain(greek);
  });
});

const GREEK_SCRIPT = /\p{Script=Greek}/u;

describe("the towns a search measures from", () => {
  const index = greekTownIndex();

  it("names every known town in Greek script, as a Greek page shows it", () => {
    // A town's shown name is the English name of the locality or known town it matched.
    for (const known of [...KNOWN_LOCALITIES, ...KNOWN_TOWNS]) {
      for (const town of index.townsNamed(searchKey(known.name))) {
        expect(
          aliasesFor(town.name).some((alias) => GREEK_SCRIPT.test(alias)),
          town.name,
        ).toBe(true);
      }
    }
  });

  it.each(["Matala", "Plakias", "Fiskardo", "Kamari", "Pollonia", "Potos"])(
    "names the small beach village %s in Greek",
    (name) => {
      const [town] = index.townsNamed(searchKey(name));
      expect(town?.name).toBe(name);
      expect(aliasesFor(name).some((alias) => GREEK_SCRIPT.test(alias))).toBe(true);
    },
  );

  it("keeps each known town of no place a town of the gazetteer, found in Greek and resolving to no place", () => {
    for (const known of KNOWN_TOWNS) {
      const greek = known.aliases.find((alias) => GREEK_SCRIPT.test(alias)) ?? "";
      const parsed = parseSearchQuery(`παραλίες κοντά σε ${greek}`, DEFAULT_PLACES, { towns: index });
      expect(
        parsed.towns.map((town) => town.name),
        known.name,
      ).toContain(known.name);
      expect(parsed.place, known.name).toBeNull();
    }
  });
});

describe("localitiesFor", () => {
  it.each([
    ["Crete", ["Chania", "Χανιά", "Hania", "Heraklion", "Ηράκλειο", "Sitia", "Elounda", "Paleochora"]],
    ["κρητη", ["Chania", "Agios Nikolaos", "Άγιος Νικόλαος"]],
    ["Rhodes", ["Lindos", "Λίνδος", "Faliraki"]],
    ["Santorini", ["Fira", "Oia", "Οία", "Kamari", "Perissa"]],
    ["Attica", ["Glyfada", "Sounio", "Vouliagmeni"]],
  ])("%s has %j among them", (name, some) => {
    expect(localitiesFor(name)).toEqual(expect.arrayContaining(some));
  });

  it("never repeats a place's own names as its localities", () => {
    // Aliases go into the stored search text, localities do not: one name cannot be both.
    for (const place of DEFAULT_PLACES) {
      const names = new Set([place.name, ...place.aliases].map(foldForSearch));
      for (const locality of place.localities ?? []) {
        expect(names.has(foldForSearch(locality)), `${place.name}: ${locality}`).toBe(false);
      }
    }
  });

  it.each(["Chania", "Myrtos", "", "Atlantis"])("has nothing for %j", (name) => {
    expect(localitiesFor(name)).toEqual([]);
  });
});

describe("placesFromAreaNames", () => {
  it("keeps the area names and attaches the aliases and localities we know", () => {
    const [crete, myrtos, chania, ...rest] = placesFromAreaNames(["Crete", "Myrtos Bay", "Χανιά"]);
    expect(rest).toEqual([]);
    expect(crete).toEqual({
      name: "Crete",
      aliases: ["Κρήτη", "Kriti", "Krete"],
      localities: localitiesFor("Crete"),
    });
    expect(crete?.localities).toContain("Chania");
    expect(myrtos).toEqual({ name: "Myrtos Bay", aliases: [], localities: [] });
    expect(chania).toEqual({ name: "Χανιά", aliases: ["Chania", "Hania", "Xania"], localities: [] });
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
