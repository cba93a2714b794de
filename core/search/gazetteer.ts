// The towns and villages of Greece the search knows, with their positions: "near Chania" and a bare
// "lindos" sort the list by distance from the town. The list is GeoNames' places of Greece with
// 1,000+ people or a municipal seat (core/search/gazetteer-greece.json, CC BY 4.0, written by
// scripts/gazetteer-build.ts), plus the smaller beach villages below that travellers name. Each town
// also takes the spellings the search already knows for it (core/search/places.ts localities and known
// towns: Greek script, Greeklish, older English forms), and their first, English name is the one the
// site shows.
import { searchKey, stripDiacritics } from "../contract/greek.ts";
import gazetteerFile from "./gazetteer-greece.json" with { type: "json" };
import { KNOWN_LOCALITIES, KNOWN_TOWNS } from "./places.ts";

export interface Town {
  /** The name the site shows ("Nearest to Chania first"). */
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Beach villages under GeoNames' 1,000 people that travellers name, positioned at the village
 * centre from public maps (4 decimals). Their Greek spellings come from core/search/places.ts.
 */
const SMALL_VILLAGES: readonly (readonly [string, number, number])[] = [
  // Crete
  ["Matala", 34.9936, 24.7497],
  ["Plakias", 35.1914, 24.3956],
  // Attica
  ["Sounio", 37.6503, 24.0247],
  ["Varkiza", 37.8167, 23.8067],
  // Peloponnese
  ["Monemvasia", 36.6876, 23.0377],
  ["Stoupa", 36.8447, 22.2617],
  // Corfu
  ["Paleokastritsa", 39.6733, 19.7108],
  ["Sidari", 39.7906, 19.7011],
  ["Kassiopi", 39.7889, 19.9214],
  ["Kavos", 39.3858, 20.1133],
  // Zakynthos
  ["Laganas", 37.7283, 20.8706],
  ["Tsilivi", 37.8167, 20.8614],
  ["Alykes", 37.845, 20.765],
  ["Keri", 37.6567, 20.8089],
  // Kefalonia and Lefkada
  ["Fiskardo", 38.4597, 20.5764],
  ["Agios Nikitas", 38.7864, 20.6153],
  // Cyclades
  ["Kamari", 36.3747, 25.4822],
  ["Perissa", 36.3556, 25.4744],
  ["Imerovigli", 36.4322, 25.4231],
  ["Apiranthos", 37.0731, 25.5231],
  ["Parikia", 37.0853, 25.1492],
  ["Plaka", 36.7433, 24.4233],
  ["Pollonia", 36.76, 24.5217],
  // Thassos
  ["Limenas", 40.7806, 24.7106],
  ["Potos", 40.6103, 24.6153],
];

interface Entry {
  town: Town;
  /** Every spelling, in searchKey form: the words joined by single spaces. */
  keys: Set<string>;
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const add = (name: string, latitude: number, longitude: number) =>
    entries.push({
      town: { name: stripDiacritics(name), latitude, longitude },
      keys: new Set([searchKey(name)]),
    });
  for (const [name, latitude, longitude] of gazetteerFile.towns as [string, number, number][]) {
    add(name, latitude, longitude);
  }
  for (const [name, latitude, longitude] of SMALL_VILLAGES) add(name, latitude, longitude);
  // A locality (or a known town of no place) any of whose spellings is a town's name lends that town
  // all its spellings and its English name, so 'Ηράκλειο', 'Heraklion' and 'Iraklio' are one town
  // called Heraklion.
  for (const locality of [...KNOWN_LOCALITIES, ...KNOWN_TOWNS]) {
    const spellings = [locality.name, ...locality.aliases].map(searchKey);
    for (const entry of entries) {
      if (!spellings.some((key) => entry.keys.has(key))) continue;
      for (const key of spellings) entry.keys.add(key);
      entry.town.name = locality.name;
    }
  }
  return entries;
}

export interface TownIndex {
  /** The towns one spelling names (several when towns share a name), or []. */
  townsNamed(key: string): readonly Town[];
  /** The most words any spelling has. */
  maxWords: number;
}

function indexOf(entries: readonly Entry[]): TownIndex {
  const byKey = new Map<string, Town[]>();
  let maxWords = 1;
  for (const entry of entries) {
    for (const key of entry.keys) {
      if (key === "") continue;
      const list = byKey.get(key) ?? [];
      if (!list.includes(entry.town)) list.push(entry.town);
      byKey.set(key, list);
      maxWords = Math.max(maxWords, key.split(" ").length);
    }
  }
  return { townsNamed: (key) => byKey.get(key) ?? [], maxWords };
}

let greekTowns: TownIndex | null = null;

/** The gazetteer of Greece, indexed once on first use. */
export function greekTownIndex(): TownIndex {
  greekTowns ??= indexOf(buildEntries());
  return greekTowns;
}
