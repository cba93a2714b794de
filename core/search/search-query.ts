// The natural-language search box: a query such as
// "quiet sandy beach with a taverna near Chania" becomes filters, a place and a cleaned term.
import type { AccessFilter } from "../access/access.ts";
import type { AmenityId } from "../contract/amenities.ts";
import type { BeachType, Parking, Setup, WaveCondition } from "../contract/enums.ts";
import type { CalmDay, Preference } from "../contract/filters.ts";
import { foldForSearch, greekNominatives, keyedNominatives, searchKey } from "../contract/greek.ts";
import type { Effect } from "./search-vocabulary.ts";
import { FILLER_WORDS, GENERIC_WORDS, KEYWORD_TABLE } from "./search-vocabulary.ts";
import type { Town, TownIndex } from "./gazetteer.ts";
import type { Place } from "./places.ts";
import { aliasesFor, DEFAULT_PLACES, localitiesFor } from "./places.ts";

export interface QueryFilters {
  type: BeachType[];
  waveConditions: WaveCondition[];
  parking: Parking[];
  organized: Setup[];
  amenities: AmenityId[];
  blueFlag: boolean;
  /** What the text prefers without requiring it ('quiet', 'for kids'): ranks, never excludes. */
  prefer: Preference[];
  /** The day the text wants a calm sea on, by the forecast ('calm beach today', 'απάνεμη'), or null. */
  calm: CalmDay | null;
  /** Getting there and getting in ('wheelchair accessible', 'dog friendly', 'no long walk'). */
  access: AccessFilter[];
}

export interface ParsedQuery {
  /** What is left to match against beach and area names; '' when nothing is. */
  term: string;
  /** The canonical name of the place found (an area name once areas are loaded), or null. */
  place: string | null;
  filters: QueryFilters;
  /** The beach the text names, as the caller identified it (see beachNameCandidates), or null. */
  beach: string | null;
  /** The words nothing else took, as typed: the caller may keep or ignore each. */
  leftover: string[];
  /**
   * The town or village the text names ('near Chania', 'lindos'): every town of that name, since
   * some names are shared and only the caller (with the directory's beaches) can tell which is meant.
   * [] when the text names none, or when no gazetteer was given.
   */
  towns: readonly Town[];
}

/** Words of the text that may name a beach: a run of consecutive tokens (see beachNameCandidates). */
export interface BeachCandidate {
  start: number;
  count: number;
  /** The words in searchKey form, joined by single spaces. */
  key: string;
  /** Every word is a feature, filler or generic word: only a beach named exactly so may match. */
  exactOnly: boolean;
  /** The keyed word just before the run, or null at the start. */
  before: string | null;
}

/** A beach the caller found among the candidates: its tokens and its canonical name. */
export interface NamedBeach {
  start: number;
  count: number;
  name: string;
}

export interface ParseOptions {
  beach?: NamedBeach | null;
  /** The gazetteer (core/search/gazetteer.ts): without it no town is looked for. */
  towns?: TownIndex | undefined;
  /**
   * A forecast is served for today: a calm word without a day ('calm', 'ήρεμη', 'sheltered',
   * 'απάνεμη') then asks for today's sea (`calm`). Without one it falls back to the beach's fixed
   * wave field ('Usually calm'), so a search is not answered with "no forecast".
   */
  forecast?: boolean | undefined;
}

interface Keyword {
  words: readonly string[];
  effect: Effect;
}

/**
 * The vocabulary in searchKey form: Greek script, accents, final sigma and Greeklish spelling
 * variants ('ammoudia', 'amoudia', 'αμμουδιά') all meet. Multi-word phrases first, then the
 * longest, so "beach bar" wins over "bar" and "beach".
 */
const KEYWORDS: readonly Keyword[] = KEYWORD_TABLE.flatMap(([effect, phrases]) =>
  phrases.map((phrase) => ({ words: searchKey(phrase).split(" "), effect })),
).sort((a, b) => b.words.length - a.words.length || b.words.join(" ").length - a.words.join(" ").length);

const FILLER: ReadonlySet<string> = new Set([...FILLER_WORDS].map(searchKey));
const GENERIC: ReadonlySet<string> = new Set([...GENERIC_WORDS].map(searchKey));

/** Words that never help to match a beach name: filler, generic and feature words (keyed). */
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...FILLER,
  ...GENERIC,
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
  /**
   * For a Greek word, the searchKey of each nominative it may be a case form of ('Λίνδο' →
   * 'lindos'), long enough to be a place name; the same for a Latin word just after a Greeklish
   * article or preposition ('sti Lindo'); [] otherwise. Only place names are matched with them.
   */
  caseKeys: readonly string[];
  used: boolean;
}

/** 'place' compares the key or, for a Greek word, the key of a nominative it may stand for. */
type Form = "folded" | "key" | "place";

/**
 * Greek articles and prepositions typed in Latin letters ('konta sti Lindo', 'paralies tis Kritis'),
 * keyed: the words after one may be Greek in another case. Not 'to', 'ti' nor 'ton', which are
 * English words too.
 */
const GREEKLISH_CASE_WORDS: ReadonlySet<string> = new Set(
  ["sto", "sti", "stin", "ston", "sta", "stis", "stous", "tis", "tou", "tin", "tous"].map(searchKey),
);
/** How many Latin words after such a word may be in another case ('sto Agio Nikolao'). */
const GREEKLISH_CASE_RUN = 2;

const NO_KEYS: readonly string[] = [];

function withCaseKeys(key: string, nominativeKeys: readonly string[]): readonly string[] {
  if (nominativeKeys.length === 0) return NO_KEYS;
  return [...new Set(nominativeKeys)].filter((caseKey) => caseKey !== "" && caseKey !== key);
}

/** The case keys of Greek words met lately: a text is tokenized more than once, and words recur. */
const greekCaseKeys = new Map<string, readonly string[]>();
const GREEK_CASE_KEYS_KEPT = 4096;

function greekCaseKeysOf(raw: string, key: string): readonly string[] {
  const kept = greekCaseKeys.get(raw);
  if (kept) return kept;
  // Long enough as written, as a typed word must be: 'Οίας' is Οία, whose key is two letters.
  const nominatives = greekNominatives(raw).filter(
    (nominative) => foldForSearch(nominative).length >= MIN_PLACE_WORD,
  );
  const keys = nominatives.length === 0 ? NO_KEYS : withCaseKeys(key, nominatives.map(searchKey));
  if (greekCaseKeys.size >= GREEK_CASE_KEYS_KEPT) greekCaseKeys.clear();
  greekCaseKeys.set(raw, keys);
  return keys;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((raw) => {
    const key = searchKey(raw);
    return { raw, folded: foldForSearch(raw), key, caseKeys: greekCaseKeysOf(raw, key), used: false };
  });
  // Greeklish: only right after a Greek article or preposition, since the endings alone would turn
  // English words into names ('also' → 'alsos').
  tokens.forEach((token, index) => {
    if (!GREEKLISH_CASE_WORDS.has(token.key)) return;
    for (const next of tokens.slice(index + 1, index + 1 + GREEKLISH_CASE_RUN)) {
      if (GREEKLISH_CASE_WORDS.has(next.key) || !/^[a-z]+$/i.test(next.raw)) break;
      const nominatives = keyedNominatives(next.key).filter((form) => form.length >= MIN_PLACE_WORD);
      next.caseKeys = withCaseKeys(next.key, nominatives);
    }
  });
  return tokens;
}

/** Whether a token is this keyed place word, as typed or as a case form of it. */
const namesPlaceWord = (token: Token, key: string) => token.key === key || token.caseKeys.includes(key);

/** True when the unused tokens from `start` spell out `words` (compared in the given form). */
function matchesAt(
  tokens: readonly Token[],
  start: number,
  words: readonly string[],
  form: Form = "folded",
): boolean {
  return words.every((word, offset) => {
    const token = tokens[start + offset];
    if (token === undefined || token.used) return false;
    return form === "place" ? namesPlaceWord(token, word) : token[form] === word;
  });
}

function consume(tokens: readonly Token[], start: number, count: number): void {
  for (let i = start; i < start + count; i += 1) {
    const token = tokens[i];
    if (token) token.used = true;
  }
}

export function emptyQueryFilters(): QueryFilters {
  return {
    type: [],
    waveConditions: [],
    parking: [],
    organized: [],
    amenities: [],
    blueFlag: false,
    prefer: [],
    calm: null,
    access: [],
  };
}

function addUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

function apply(filters: QueryFilters, effect: Exclude<Effect, { field: "calm" } | { field: "day" }>): void {
  switch (effect.field) {
    case "type":
      return addUnique(filters.type, effect.value);
    case "waveConditions":
      return addUnique(filters.waveConditions, effect.value);
    case "parking":
      for (const value of effect.values) addUnique(filters.parking, value);
      return;
    case "organized":
      return addUnique(filters.organized, effect.value);
    case "amenities":
      return addUnique(filters.amenities, effect.value);
    case "prefer":
      return addUnique(filters.prefer, effect.value);
    case "blueFlag":
      filters.blueFlag = true;
      return;
    case "access":
      return addUnique(filters.access, effect.value);
  }
}

/** The calm and day words of a text, gathered before they become a filter (applyCalm). */
interface CalmWords {
  /** A word for a calm sea or shelter from the wind. */
  sea: boolean;
  /** The first day word of the text, and where it is. */
  day: { value: CalmDay; at: number } | null;
}

function applyKeywords(tokens: readonly Token[], filters: QueryFilters, forecast: boolean): void {
  const calm: CalmWords = { sea: false, day: null };
  for (const keyword of KEYWORDS) {
    for (let start = 0; start < tokens.length; start += 1) {
      if (!matchesAt(tokens, start, keyword.words, "key")) continue;
      const effect = keyword.effect;
      if (effect.field === "day") {
        if (!calm.day || start < calm.day.at) calm.day = { value: effect.value, at: start };
      } else if (effect.field === "calm") {
        calm.sea = true;
      } else {
        apply(filters, effect);
      }
      consume(tokens, start, keyword.words.length);
    }
  }
  applyCalm(filters, calm, forecast);
}

/**
 * Calm has one meaning: the sea of a day, by the forecast. A calm word on a named day is that day's;
 * without a day it is today's when a forecast is served, else the beach's fixed CALM ('Usually
 * calm'), the nearest fact we hold. 'Usually calm' phrasing is the fixed CALM in the table itself. A
 * day alone narrows nothing. Once the forecast answers, the fixed CALM is not asked for as well: it
 * would keep out the beaches calm that day although their sea is often rough.
 */
function applyCalm(filters: QueryFilters, words: CalmWords, forecast: boolean): void {
  if (!words.sea) return;
  if (words.day) filters.calm = words.day.value;
  else if (forecast) filters.calm = "today";
  else addUnique(filters.waveConditions, "CALM");
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

/**
 * Where `name` is typed exactly (folded, as a spelling variant or in another Greek case) among the
 * unused tokens, or -1.
 */
function findName(tokens: readonly Token[], name: PlaceName): number {
  for (let start = 0; start < tokens.length; start += 1) {
    if (matchesAt(tokens, start, name.words) || matchesAt(tokens, start, name.keyWords, "place"))
      return start;
  }
  return -1;
}

/** A whole multi-word name typed exactly; checked before keywords so "Shipwreck Beach" stays a place. */
function exactMultiWordPlace(tokens: readonly Token[], names: readonly PlaceName[]): PlaceName | null {
  for (const name of names) {
    if (name.words.length < 2) break;
    const start = findName(tokens, name);
    if (start < 0) continue;
    consume(tokens, start, name.words.length);
    return name;
  }
  return null;
}

const isPlaceCandidate = (token: Token) =>
  !token.used && token.folded.length >= MIN_PLACE_WORD && !isNumeric(token.folded);

/** A word that may name a place exactly: long enough as typed or in its nominative ('Ίο' → 'Ίος'). */
const isExactPlaceCandidate = (token: Token) =>
  !token.used &&
  !isNumeric(token.folded) &&
  (token.folded.length >= MIN_PLACE_WORD || token.caseKeys.length > 0);

/**
 * A one-word name typed exactly, or in another Greek case: place names and aliases anywhere in the
 * text before localities, so 'Chora Mykonos' is Mykonos rather than the Chora of Naxos.
 */
function exactSingleWordPlace(tokens: readonly Token[], names: readonly PlaceName[]): Place | null {
  for (const locality of [false, true]) {
    for (const token of tokens) {
      if (!isExactPlaceCandidate(token)) continue;
      const oneWord = (candidate: PlaceName) =>
        candidate.words.length === 1 && candidate.locality === locality;
      // As typed before as a case form, so a word that is a name itself is never read as another's case.
      const name =
        names.find(
          (candidate) =>
            oneWord(candidate) && (candidate.folded === token.folded || candidate.keyWords[0] === token.key),
        ) ??
        (token.caseKeys.length === 0
          ? undefined
          : names.find(
              (candidate) => oneWord(candidate) && token.caseKeys.includes(candidate.keyWords[0] ?? ""),
            ));
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
 * The keys a run of words may stand for with some of its Greek words in the nominatives they may be
 * case forms of ('Άγιο Νικόλαο' → 'agios nikolaos'), not the run as typed; [] for a run without.
 */
function inflectedRunKeys(run: readonly Token[]): string[] {
  if (run.every((token) => token.caseKeys.length === 0)) return [];
  let keys = [""];
  for (const token of run) {
    const options = [token.key, ...token.caseKeys];
    keys = keys.flatMap((prefix) =>
      options.map((option) => (prefix === "" ? option : `${prefix} ${option}`)),
    );
  }
  return keys.slice(1);
}

/**
 * A run of unused words that spells a town, longest first, as typed or in another Greek case. A run
 * that is an area's own name or alias ('Naxos', 'στη Νάξο', 'Mykonos': the island, not its town) is
 * the place, never a town.
 */
function takeTown(
  tokens: readonly Token[],
  index: TownIndex,
  names: readonly PlaceName[],
): { towns: readonly Town[]; key: string } | null {
  const areaKeys = new Set(names.filter((name) => !name.locality).map((name) => name.keyWords.join(" ")));
  for (let count = Math.min(index.maxWords, tokens.length); count >= 1; count -= 1) {
    for (let start = 0; start + count <= tokens.length; start += 1) {
      const run = tokens.slice(start, start + count);
      if (!run.every(isExactPlaceCandidate)) continue;
      const typed = run.map((token) => token.key).join(" ");
      if (areaKeys.has(typed)) continue;
      // A run typed as a town's name is that town; one in another case, only when it is no area's.
      let keys = [typed];
      if (index.townsNamed(typed).length === 0) {
        const inflected = inflectedRunKeys(run);
        if (inflected.some((key) => areaKeys.has(key))) continue;
        keys = inflected;
      }
      for (const key of keys) {
        const towns = index.townsNamed(key);
        if (towns.length === 0) continue;
        consume(tokens, start, count);
        return { towns, key };
      }
    }
  }
  return null;
}

/**
 * Turns free text into filters, a place and a cleaned term.
 * Order matters: whole multi-word place names, then keyword phrases, then filler and generic
 * words, then single-word places (exact before fuzzy); whatever is left is the term. A locality
 * ('Chania') gives its place ('Crete'): the place is always a name from `places`.
 */
export function parseSearchQuery(
  text: string,
  places: readonly Place[] = DEFAULT_PLACES,
  options: ParseOptions = {},
): ParsedQuery {
  const tokens = tokenize(text);
  const names = placeNames(places);
  const filters = emptyQueryFilters();

  const multiWord = exactMultiWordPlace(tokens, names);
  let place = multiWord?.place ?? null;
  // A beach the text names comes before keywords and single-word or fuzzy places, so neither can
  // take its words ('Chrysi Ammoudia' is a beach, not 'sandy'; 'Glyfada' the beach of Corfu).
  const beach = options.beach ?? null;
  if (beach && tokens.slice(beach.start, beach.start + beach.count).every((token) => !token.used)) {
    consume(tokens, beach.start, beach.count);
  }
  applyKeywords(tokens, filters, options.forecast === true);
  for (const token of tokens) {
    if (FILLER.has(token.key) || GENERIC.has(token.key)) token.used = true;
  }
  // A town before single-word places, so 'Chania' is both the town to measure from and, as a
  // locality of Crete, the place.
  // A multi-word locality ('Agios Nikolaos') was taken first, as the place; it is a town as well.
  const town =
    multiWord?.locality && options.towns
      ? { towns: options.towns.townsNamed(multiWord.keyWords.join(" ")), key: multiWord.keyWords.join(" ") }
      : options.towns
        ? takeTown(tokens, options.towns, names)
        : null;
  const townPlace = town
    ? (names.find((name) => name.locality && name.keyWords.join(" ") === town.key)?.place ?? null)
    : null;
  // A place the text names beside the town ('Νάουσα της Πάρου', 'Naoussa Paros') is the place, and
  // its word is used; otherwise the town's area is.
  place ??= exactSingleWordPlace(tokens, names) ?? townPlace ?? fuzzyPlace(tokens, names);

  const leftover = tokens.filter((token) => !token.used).map((token) => token.raw);
  const left = [beach?.name ?? "", ...leftover].join(" ").trim();
  const term = left.length >= MIN_TERM ? left : (place?.name ?? "");
  return {
    term,
    place: place?.name ?? null,
    filters,
    beach: beach?.name ?? null,
    leftover,
    towns: town?.towns ?? [],
  };
}

const MAX_CANDIDATE_WORDS = 4;

/** Words that put a name as a place: 'beaches near Glyfada', 'στη Γλυφάδα'. */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(
  [
    "near",
    "in",
    "at",
    "around",
    "close",
    "by",
    "κοντά",
    "σε",
    "στη",
    "στην",
    "στο",
    "στον",
    "στα",
    "στις",
    "στους",
    "δίπλα",
    "sto",
    "stin",
    "sti",
    "se",
    "konta",
    "dipla",
  ].map(searchKey),
);

export function isPlacePreposition(key: string | null): boolean {
  return key !== null && PLACE_PREPOSITIONS.has(key);
}

/**
 * The place whose name, alias or locality is exactly these keyed words, or null; `locality` says
 * which kind of name it was.
 */
export function placeNamedExactly(
  key: string,
  places: readonly Place[] = DEFAULT_PLACES,
): { place: string; locality: boolean } | null {
  const name = placeNames(places).find((candidate) => candidate.keyWords.join(" ") === key);
  return name ? { place: name.place.name, locality: name.locality } : null;
}

/**
 * The runs of words that may name a beach, longest first, for a caller that knows the beach names
 * (the server, with the database). Words of an area's own name are left out, since an area named
 * in the text is the place; a run of nothing but feature, filler and generic words is marked
 * exactOnly, so 'sandy' never reaches a beach by a typo while 'Red Beach' still can.
 */
export function beachNameCandidates(
  text: string,
  places: readonly Place[] = DEFAULT_PLACES,
): BeachCandidate[] {
  const tokens = tokenize(text);
  const names = placeNames(places);
  const areaTokens = new Set<number>();
  for (const name of names) {
    if (name.locality) continue;
    for (let start = 0; start < tokens.length; start += 1) {
      if (matchesAt(tokens, start, name.words) || matchesAt(tokens, start, name.keyWords, "place")) {
        for (let index = start; index < start + name.words.length; index += 1) areaTokens.add(index);
      }
    }
  }
  const placeKeys = keyedNamesOf(names);
  const candidates: BeachCandidate[] = [];
  for (let count = Math.min(MAX_CANDIDATE_WORDS, tokens.length); count >= 1; count -= 1) {
    for (let start = 0; start + count <= tokens.length; start += 1) {
      const run = tokens.slice(start, start + count);
      if (run.some((_, offset) => areaTokens.has(start + offset))) continue;
      const typed = run.map((token) => token.key).join(" ");
      if (typed.replaceAll(" ", "").length < MIN_PLACE_WORD) continue;
      const exactOnly = run.every((token) => STOP_WORDS.has(token.key) || token.key.length < MIN_PLACE_WORD);
      const before = tokens[start - 1]?.key ?? null;
      for (const key of candidateKeys(run, typed, exactOnly, placeKeys)) {
        candidates.push({ start, count, key, exactOnly, before });
      }
    }
  }
  return candidates;
}

const keyedNamesCache = new WeakMap<readonly PlaceName[], ReadonlySet<string>>();

/** Every name, alias and locality of the places, keyed, words joined by single spaces. */
function keyedNamesOf(names: readonly PlaceName[]): ReadonlySet<string> {
  let keyed = keyedNamesCache.get(names);
  if (!keyed) {
    keyed = new Set(names.map((name) => name.keyWords.join(" ")));
    keyedNamesCache.set(names, keyed);
  }
  return keyed;
}

/** Runs up to this long offer every mix of cases; longer ones only all their words' first nominative. */
const MIXED_CASES_UP_TO = 2;

/**
 * The keys a run may name a beach by: as typed and with its Greek words in the nominative, so 'του
 * Μύρτου' names Myrtos. A run one of whose forms is a place or locality ('στον Λαγανά') offers only
 * the forms that are, so the caller sees the town's name, as after 'near Laganas', and no other
 * form of it to take for a typo of the beach. Never another case for a run of feature words only
 * ('με άμμο' is no beach 'Ammos').
 */
function candidateKeys(
  run: readonly Token[],
  typed: string,
  exactOnly: boolean,
  placeKeys: ReadonlySet<string>,
): string[] {
  if (exactOnly) return [typed];
  const inflected =
    run.length <= MIXED_CASES_UP_TO
      ? inflectedRunKeys(run)
      : run.every((token) => token.caseKeys.length === 0)
        ? []
        : [run.map((token) => token.caseKeys[0] ?? token.key).join(" ")];
  if (inflected.length === 0) return [typed];
  const keys = [typed, ...inflected];
  const places = keys.filter((key) => placeKeys.has(key));
  return places.length > 0 ? places : keys;
}

/**
 * The folded words a search term is matched with against beach names. Short, numeric, filler and
 * feature words are dropped; when that leaves nothing the whole folded text is the one word.
 * Stop words are compared by their key; the survivors stay folded and searchNeedles keys them.
 */
export function searchWords(text: string): string[] {
  const folded = foldForSearch(text);
  if (folded === "") return [];
  const words = folded
    .split(" ")
    .filter((word) => word.length > 2 && !isNumeric(word) && !STOP_WORDS.has(searchKey(word)));
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
