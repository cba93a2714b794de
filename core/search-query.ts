// The natural-language search box (public-site.md sections 4 and 5): a query such as
// "quiet sandy beach with a taverna near Chania" becomes filters, a place and a cleaned term.
import type { AmenityId } from "./amenities.ts";
import type { BeachType, Parking, Setup, WaveCondition } from "./enums.ts";
import { foldForSearch, searchKey } from "./greek.ts";
import type { Place } from "./places.ts";
import { aliasesFor, DEFAULT_PLACES, localitiesFor } from "./places.ts";

export interface QueryFilters {
  type: BeachType[];
  waveConditions: WaveCondition[];
  parking: Parking[];
  organized: Setup[];
  amenities: AmenityId[];
  blueFlag: boolean;
}

export interface ParsedQuery {
  /** What is left to match against beach and area names; '' when nothing is. */
  term: string;
  /** The canonical name of the place found (an area name once areas are loaded), or null. */
  place: string | null;
  filters: QueryFilters;
}

/** Words that carry no meaning for the search. All entries are in folded form. */
// prettier-ignore
const FILLER_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "i", "im", "me", "my", "we", "us", "our", "you", "your", "it", "its",
  // What is left of contractions once the apostrophe splits the word ("I'm", "where's").
  "m", "s", "t", "d", "ll", "re", "ve",
  "want", "wanna", "need", "would", "like", "love", "looking", "look", "search", "searching",
  "find", "show", "give", "get", "recommend", "suggest", "please", "can", "could", "should",
  "some", "any", "with", "without", "near", "nearby", "in", "at", "on", "for", "to", "from", "of",
  "around", "close", "by", "and", "or", "also", "very", "really", "lot", "lots", "plenty", "many",
  "much", "more", "good", "nice", "best", "great", "top", "beautiful", "lovely", "amazing",
  "perfect", "that", "this", "these", "those", "which", "where", "what", "has", "have", "having",
  "there", "is", "are", "be", "go", "going", "visit", "day", "trip", "one", "ones",
  "no", "not", "greek", "greece", "miles", "km", "minutes",
  // Greek and Greeklish: στην, στο, στη, στα, κοντά, για, και (με is 'me', above)
  "stin", "sto", "sti", "sta", "konta", "gia", "kai",
]);

/** Words that describe every result, so they narrow nothing. */
// prettier-ignore
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  "beach", "beaches", "sea", "seaside", "coast", "coastal", "coastline", "spot", "spots",
  "area", "areas", "place", "places", "shore", "shoreline", "island", "islands", "swim", "swimming",
  // Greek and Greeklish: παραλία, παραλίες, ακτή, θάλασσα
  "paralia", "paralies", "akti", "thalassa",
]);

type Effect =
  | { field: "type"; value: BeachType }
  | { field: "waveConditions"; value: WaveCondition }
  | { field: "parking"; value: Parking }
  | { field: "organized"; value: Setup }
  | { field: "amenities"; value: AmenityId }
  | { field: "blueFlag" };

const type = (value: BeachType): Effect => ({ field: "type", value });
const waves = (value: WaveCondition): Effect => ({ field: "waveConditions", value });
const parking = (value: Parking): Effect => ({ field: "parking", value });
const setup = (value: Setup): Effect => ({ field: "organized", value });
const amenity = (value: AmenityId): Effect => ({ field: "amenities", value });

/**
 * Phrases (folded) and what they filter on. "quiet" alone reads as 'away from the crowds'
 * (unorganized); "quiet water(s)" is about the sea (CALM). Parking without a size is the
 * 'parking' amenity; only sized or negated phrases pick a parking option.
 */
const KEYWORD_TABLE: readonly (readonly [Effect, readonly string[]])[] = [
  [type("SANDY"), ["sandy", "sand", "golden sand", "fine sand", "white sand"]],
  [type("PEBBLY"), ["pebbly", "pebble", "pebbles", "shingle", "stones", "stony"]],
  [type("MIXED"), ["mixed", "sand and pebbles"]],
  [type("OTHER"), ["rocky", "rocks", "rock"]],
  [
    waves("CALM"),
    [
      "calm",
      "calm water",
      "calm waters",
      "quiet water",
      "quiet waters",
      "still",
      "flat",
      "sheltered",
      "shallow",
      "kid safe",
    ],
  ],
  [waves("MODERATE"), ["moderate", "moderate waves", "small waves"]],
  [waves("WAVY"), ["wavy", "waves", "big waves", "rough", "windy"]],
  [waves("SURFABLE"), ["surf", "surfing", "surfable", "windsurf", "windsurfing", "kitesurf", "kitesurfing"]],
  [
    amenity("parking"),
    ["parking", "car park", "park", "parks", "parking lot", "free parking", "easy parking"],
  ],
  [
    parking("LARGE_LOT"),
    ["large parking", "big parking", "large parking lot", "big parking lot", "large lot"],
  ],
  [parking("SMALL_LOT"), ["small parking", "small parking lot", "small lot"]],
  [parking("ROADSIDE"), ["roadside", "roadside parking", "street parking"]],
  [parking("NONE"), ["no parking"]],
  [setup("organized"), ["organized", "organised", "sunbeds and umbrellas", "facilities"]],
  [
    setup("unorganized"),
    [
      "unorganized",
      "unorganised",
      "wild",
      "secluded",
      "remote",
      "quiet",
      "isolated",
      "untouched",
      "natural",
      "deserted",
    ],
  ],
  [{ field: "blueFlag" }, ["blue flag", "blue flags", "blueflag", "certified"]],
  [amenity("taverna"), ["taverna", "tavernas", "tavern", "taverns", "restaurant", "restaurants"]],
  [amenity("beach_bar"), ["beach bar", "beach bars", "bar", "bars", "cocktail", "cocktails"]],
  [amenity("food"), ["food", "snack", "snacks", "canteen", "chips"]],
  [amenity("music"), ["music", "party", "parties"]],
  [amenity("sunbeds"), ["sunbeds", "sunbed", "sun beds", "loungers", "lounger"]],
  [amenity("umbrellas"), ["umbrellas", "umbrella", "shade", "parasols"]],
  [amenity("showers"), ["showers", "shower"]],
  [amenity("toilets"), ["toilets", "toilet", "wc", "restrooms", "restroom"]],
  [amenity("lifeguard"), ["lifeguard", "lifeguards"]],
  [amenity("snorkeling"), ["snorkel", "snorkeling", "snorkelling", "diving"]],
  [amenity("water_sports"), ["water sports", "watersports", "jet ski", "jet skis", "jetski"]],
  [
    amenity("family_friendly"),
    ["family", "families", "kids", "children", "family friendly", "kid friendly", "child friendly"],
  ],
  [amenity("boat_trips"), ["boat", "boats", "boat trip", "boat trips"]],
  [amenity("fishing"), ["fishing"]],
  [amenity("photography"), ["photo", "photos", "photography", "instagram", "sunset", "sunsets"]],
  [amenity("hiking"), ["hiking", "hike", "trail", "trails"]],
  [amenity("birdwatching"), ["birds", "birdwatching", "bird watching"]],
  [amenity("cliff_jumping"), ["cliff jumping", "cliffs", "cliff"]],
];

interface Keyword {
  words: readonly string[];
  effect: Effect;
}

/** Multi-word phrases first, then the longest, so "beach bar" wins over "bar" and "beach". */
const KEYWORDS: readonly Keyword[] = KEYWORD_TABLE.flatMap(([effect, phrases]) =>
  phrases.map((phrase) => ({ words: phrase.split(" "), effect })),
).sort((a, b) => b.words.length - a.words.length || b.words.join(" ").length - a.words.join(" ").length);

/** Words that never help to match a beach name: filler, generic and feature words. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FILLER_WORDS,
  ...GENERIC_WORDS,
  ...KEYWORDS.flatMap((keyword) => keyword.words),
]);

const MIN_PLACE_WORD = 3;
const MIN_TERM = 2;
const isNumeric = (word: string) => /^\d+$/.test(word);

interface Token {
  /** The word as typed, kept for the term. */
  raw: string;
  folded: string;
  /** searchKey form, so spelling variants of a place name ('Thasos', 'Thassos') meet. */
  key: string;
  used: boolean;
}

type Form = "folded" | "key";

function tokenize(text: string): Token[] {
  return (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((raw) => ({
    raw,
    folded: foldForSearch(raw),
    key: searchKey(raw),
    used: false,
  }));
}

/** True when the unused tokens from `start` spell out `words` (compared in the given form). */
function matchesAt(
  tokens: readonly Token[],
  start: number,
  words: readonly string[],
  form: Form = "folded",
): boolean {
  return words.every((word, offset) => {
    const token = tokens[start + offset];
    return token !== undefined && !token.used && token[form] === word;
  });
}

function consume(tokens: readonly Token[], start: number, count: number): void {
  for (let i = start; i < start + count; i += 1) {
    const token = tokens[i];
    if (token) token.used = true;
  }
}

function emptyFilters(): QueryFilters {
  return { type: [], waveConditions: [], parking: [], organized: [], amenities: [], blueFlag: false };
}

function addUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

function apply(filters: QueryFilters, effect: Effect): void {
  switch (effect.field) {
    case "type":
      return addUnique(filters.type, effect.value);
    case "waveConditions":
      return addUnique(filters.waveConditions, effect.value);
    case "parking":
      return addUnique(filters.parking, effect.value);
    case "organized":
      return addUnique(filters.organized, effect.value);
    case "amenities":
      return addUnique(filters.amenities, effect.value);
    case "blueFlag":
      filters.blueFlag = true;
      return;
  }
}

function applyKeywords(tokens: readonly Token[], filters: QueryFilters): void {
  for (const keyword of KEYWORDS) {
    for (let start = 0; start < tokens.length; start += 1) {
      if (!matchesAt(tokens, start, keyword.words)) continue;
      apply(filters, keyword.effect);
      consume(tokens, start, keyword.words.length);
    }
  }
}

// ---- Places ----

interface PlaceName {
  place: Place;
  /** A locality resolves to its place, but only when typed exactly (no typo tolerance). */
  locality: boolean;
  folded: string;
  words: readonly string[];
  keyWords: readonly string[];
}

const placeNameCache = new WeakMap<readonly Place[], readonly PlaceName[]>();

/**
 * Every name, alias and locality of every place, with folded and keyed words. Multi-word names
 * come first; at equal length a place's own names come before localities, so an area named after a
 * town wins over the town as a locality of a larger area.
 */
function placeNames(places: readonly Place[]): readonly PlaceName[] {
  const cached = placeNameCache.get(places);
  if (cached) return cached;
  const names: PlaceName[] = [];
  for (const place of places) {
    const seen = new Set<string>();
    const add = (name: string, locality: boolean) => {
      const folded = foldForSearch(name);
      if (folded.length < MIN_PLACE_WORD || seen.has(folded)) return;
      seen.add(folded);
      const words = folded.split(" ");
      names.push({ place, locality, folded, words, keyWords: words.map(searchKey) });
    };
    for (const name of [place.name, ...place.aliases]) add(name, false);
    for (const name of place.localities ?? []) add(name, true);
  }
  names.sort((a, b) => b.words.length - a.words.length || Number(a.locality) - Number(b.locality));
  placeNameCache.set(places, names);
  return names;
}

/** Edit distance allowed for a place name: min(2, a third of its length). */
const allowedDistance = (name: string) => Math.min(2, Math.floor(name.length / 3));

/** Below this length a mistyped first letter is still forgiven, as the one edit allowed. */
const FIRST_LETTER_TYPO_BELOW = 8;

/**
 * The edit distance allowed between what was typed and a place name. A different first letter
 * mostly means a different name ('katsiki' is two edits from 'attiki'), so it is forgiven only as
 * the single edit of a short name.
 */
function allowedDistanceFor(typed: string, name: string): number {
  const max = allowedDistance(name);
  if (typed[0] === name[0]) return max;
  return name.length < FIRST_LETTER_TYPO_BELOW ? Math.min(1, max) : 0;
}

/** Levenshtein distance, giving up (Infinity) once it must exceed `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? Infinity) + 1,
        (current[j - 1] ?? Infinity) + 1,
        (previous[j - 1] ?? Infinity) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return Infinity;
    previous = current;
  }
  return previous[b.length] ?? Infinity;
}

/** Where `name` is typed exactly (folded, or as a spelling variant) among the unused tokens, or -1. */
function findName(tokens: readonly Token[], name: PlaceName): number {
  for (let start = 0; start < tokens.length; start += 1) {
    if (matchesAt(tokens, start, name.words) || matchesAt(tokens, start, name.keyWords, "key")) return start;
  }
  return -1;
}

/** A whole multi-word name typed exactly; checked before keywords so "Shipwreck Beach" stays a place. */
function exactMultiWordPlace(tokens: readonly Token[], names: readonly PlaceName[]): Place | null {
  for (const name of names) {
    if (name.words.length < 2) break;
    const start = findName(tokens, name);
    if (start < 0) continue;
    consume(tokens, start, name.words.length);
    return name.place;
  }
  return null;
}

const isPlaceCandidate = (token: Token) =>
  !token.used && token.folded.length >= MIN_PLACE_WORD && !isNumeric(token.folded);

/**
 * A one-word name typed exactly: place names and aliases anywhere in the text before localities,
 * so 'Chora Mykonos' is Mykonos rather than the Chora of Naxos.
 */
function exactSingleWordPlace(tokens: readonly Token[], names: readonly PlaceName[]): Place | null {
  for (const locality of [false, true]) {
    for (const token of tokens) {
      if (!isPlaceCandidate(token)) continue;
      const name = names.find(
        (candidate) =>
          candidate.words.length === 1 &&
          candidate.locality === locality &&
          (candidate.folded === token.folded || candidate.keyWords[0] === token.key),
      );
      if (name) {
        token.used = true;
        return name.place;
      }
    }
  }
  return null;
}

/** The closest name within its allowed distance; ties go to longer names, then to earlier words. */
function fuzzyPlace(tokens: readonly Token[], names: readonly PlaceName[]): Place | null {
  let best: { name: PlaceName; start: number; distance: number } | null = null;
  for (const name of names) {
    if (name.locality) continue;
    const count = name.words.length;
    for (let start = 0; start + count <= tokens.length; start += 1) {
      const window = tokens.slice(start, start + count);
      if (!window.every(isPlaceCandidate)) continue;
      const typed = window.map((token) => token.folded).join(" ");
      const max = allowedDistanceFor(typed, name.folded);
      if (max === 0) continue;
      const distance = editDistance(typed, name.folded, max);
      if (distance > max) continue;
      const better =
        !best || distance < best.distance || (distance === best.distance && count > best.name.words.length);
      if (better) best = { name, start, distance };
    }
  }
  if (!best) return null;
  consume(tokens, best.start, best.name.words.length);
  return best.name.place;
}

/**
 * Turns free text into filters, a place and a cleaned term (public-site.md section 5).
 * Order matters: whole multi-word place names, then keyword phrases, then filler and generic
 * words, then single-word places (exact before fuzzy); whatever is left is the term. A locality
 * ('Chania') gives its place ('Crete'): the place is always a name from `places`.
 */
export function parseSearchQuery(text: string, places: readonly Place[] = DEFAULT_PLACES): ParsedQuery {
  const tokens = tokenize(text);
  const names = placeNames(places);
  const filters = emptyFilters();

  let place = exactMultiWordPlace(tokens, names);
  applyKeywords(tokens, filters);
  for (const token of tokens) {
    if (FILLER_WORDS.has(token.folded) || GENERIC_WORDS.has(token.folded)) token.used = true;
  }
  place ??= exactSingleWordPlace(tokens, names) ?? fuzzyPlace(tokens, names);

  const left = tokens
    .filter((token) => !token.used)
    .map((token) => token.raw)
    .join(" ");
  const term = left.length >= MIN_TERM ? left : (place?.name ?? "");
  return { term, place: place?.name ?? null, filters };
}

/**
 * The folded words a search term is matched with against beach names. Short, numeric, filler and
 * feature words are dropped; when that leaves nothing the whole folded text is the one word.
 * The stop words are in folded form, so this stays in it; searchNeedles keys the survivors.
 */
export function searchWords(text: string): string[] {
  const folded = foldForSearch(text);
  if (folded === "") return [];
  const words = folded
    .split(" ")
    .filter((word) => word.length > 2 && !isNumeric(word) && !STOP_WORDS.has(word));
  return words.length > 0 ? [...new Set(words)] : [folded];
}

/** Words of a place name that may be shared; one- and two-letter words ('of', 'st') never count. */
const significantWords = (folded: string) =>
  folded.split(" ").filter((word) => word.length >= MIN_PLACE_WORD);

const PREFIX_MIN = 4;

function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= PREFIX_MIN && long.startsWith(short);
}

/**
 * Whether a searched place fits an area: no place always fits; otherwise the same name (ignoring
 * case, accents, script and known aliases), a known locality of the area ('Chania' fits Crete) or a
 * shared word, words of 4+ letters also by prefix.
 */
export function placeMatches(place: string | null, areaName: string): boolean {
  const wanted = foldForSearch(place ?? "");
  if (wanted === "") return true;
  const area = foldForSearch(areaName);
  if (area === "") return false;
  if (wanted === area) return true;
  if (aliasesFor(place ?? "").some((alias) => foldForSearch(alias) === area)) return true;
  if (localitiesFor(areaName).some((locality) => foldForSearch(locality) === wanted)) return true;
  const areaWords = significantWords(area);
  return significantWords(wanted).some((word) => areaWords.some((other) => wordsMatch(word, other)));
}
