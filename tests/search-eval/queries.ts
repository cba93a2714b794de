import { accessFilterHolds, UNKNOWN_ACCESS } from "#core/access/access.ts";
import { emptyQueryFilters } from "#core/search/search-query.ts";
// The search evaluation set: realistic queries a traveller types into the search box, each
// with what they mean. Expectations are written from the traveller's intent and the demo data
// (server/db/seed/demo-data.ts: only ACTIVE beaches in ACTIVE areas are public), never from what
// the search happens to answer. Blue Flag expectations are computed from the demo data when the
// module loads, so correcting a beach's flag there does not make this file wrong.
import type { QueryFilters } from "#core/search/search-query.ts";
import type { DemoBeach } from "#server/db/seed/demo-data.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";

export type SearchEvalLanguage = "en" | "el" | "greeklish" | "mixed";

/** What the query is mainly about; used to group the score. */
export type SearchEvalKind =
  | "beach" // names a beach, spelled right (any script)
  | "typo" // names a beach or place with a spelling mistake
  | "place" // names an area (island or region) directly
  | "locality" // names a town, village or peninsula inside an area
  | "feature" // features only (sandy, calm, taverna, ...)
  | "combination" // features and a place, or a beach and a place
  | "leftover" // words that match nothing must not empty the results
  | "nothing" // a traveller expects no results
  | "visibility" // a beach or area that is not public must not show
  | "list"; // no narrowing at all: the whole directory

/** The interpretation's filters, as the endpoint reports them. */
export type SearchEvalFilters = QueryFilters;

export interface SearchEvalExpect {
  /** interpretation.place: the area name the text named (directly or via a town), or null. */
  place?: string | null;
  /** interpretation.area_slug. */
  areaSlug?: string;
  /** The beach (exact demo name) that must be FIRST in the results. */
  beach?: string;
  /** Each listed field must equal exactly (lists compared as sets); unlisted fields are not checked. */
  filters?: Partial<SearchEvalFilters>;
  /** Beach names that must appear on the first page. */
  include?: string[];
  /** Beach names that must not appear on the first page. */
  exclude?: string[];
  /** Every result on the first page is in this area (area name). */
  onlyArea?: string;
  /** No results at all. */
  empty?: true;
  /** results.total is at least this. */
  minTotal?: number;
  /** Words expected among interpretation.ignored (compared ignoring case and accents). */
  ignored?: string[];
  /** The first results are exactly these beaches, in any order (a preference ranks them first). */
  leading?: string[];
  /** The first results are exactly these beaches, in this order (nearest to a named town first). */
  inOrder?: string[];
  /** interpretation.near's name: the town the list is measured from, or null for none. */
  near?: string | null;
}

export interface SearchEvalCase {
  query: string;
  language: SearchEvalLanguage;
  kind: SearchEvalKind;
  /** What the traveller means, in one line. */
  note: string;
  expect: SearchEvalExpect;
}

/** Results per page of the endpoint. */
export const SEARCH_EVAL_PAGE_SIZE = 9;

const ACTIVE_AREAS = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));

/** The demo beaches the public can see: ACTIVE beaches in ACTIVE areas. */
export const PUBLIC_DEMO_BEACHES: readonly DemoBeach[] = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && ACTIVE_AREAS.has(beach.area),
);

const names = (beaches: readonly DemoBeach[]) => beaches.map((beach) => beach.name);

/**
 * Expectations for "exactly the public beaches that pass `test`" (optionally in one area), from
 * the data: at least that many results, all of them on the first page when they fit, and the
 * beaches of that area that fail the test kept out of it. No such beach means no results.
 */
function exactlyThose(test: (beach: DemoBeach) => boolean, area?: string): SearchEvalExpect {
  const pool = PUBLIC_DEMO_BEACHES.filter((beach) => area === undefined || beach.area === area);
  const wanted = pool.filter(test);
  if (wanted.length === 0) return { empty: true };
  return {
    minTotal: wanted.length,
    ...(wanted.length <= SEARCH_EVAL_PAGE_SIZE ? { include: names(wanted) } : {}),
    ...(area !== undefined ? { exclude: names(pool.filter((beach) => !test(beach))), onlyArea: area } : {}),
  };
}

/**
 * Expectations for a preference beside filters: every public beach that passes `test` (in `area`)
 * is listed, nothing is left out for the preference, and those that also pass `preferred` come
 * first (when they fit on the first page).
 */
function preferredFirst(
  test: (beach: DemoBeach) => boolean,
  preferred: (beach: DemoBeach) => boolean,
  area?: string,
): SearchEvalExpect {
  const wanted = PUBLIC_DEMO_BEACHES.filter(
    (beach) => (area === undefined || beach.area === area) && test(beach),
  );
  const first = wanted.filter(preferred);
  return {
    minTotal: wanted.length,
    ...(wanted.length <= SEARCH_EVAL_PAGE_SIZE ? { include: names(wanted) } : {}),
    ...(first.length <= SEARCH_EVAL_PAGE_SIZE ? { leading: names(first) } : {}),
    ...(area !== undefined ? { onlyArea: area } : {}),
  };
}

const isCalm = (beach: DemoBeach) => beach.wave_conditions === "CALM";
const isFamilyFriendly = (beach: DemoBeach) => beach.amenities.includes("family_friendly");
const isUnorganized = (beach: DemoBeach) => !beach.organized;
const anyBeach = () => true;

const blueFlagged = (beach: DemoBeach) => beach.blue_flag;

/** Every public beach: what an empty or purely generic query lists. */
const ALL_PUBLIC = PUBLIC_DEMO_BEACHES.length;

const NO_FILTERS: SearchEvalFilters = emptyQueryFilters();

/**
 * The `count` public beaches nearest to a point (a town's centre, from a public map), nearest first,
 * among those that pass `test`: what a search naming that town lists first.
 */
function nearestTo(
  [latitude, longitude]: readonly [number, number],
  count: number,
  test: (beach: DemoBeach) => boolean = anyBeach,
): string[] {
  const radians = Math.PI / 180;
  const distance = (beach: DemoBeach) => {
    const dLat = (beach.latitude - latitude) * radians;
    const dLng = (beach.longitude - longitude) * radians;
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(latitude * radians) * Math.cos(beach.latitude * radians) * Math.sin(dLng / 2) ** 2;
    return Math.asin(Math.min(1, Math.sqrt(h)));
  };
  return names(
    PUBLIC_DEMO_BEACHES.filter(test)
      .map((beach) => ({ beach, distance: distance(beach) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, count)
      .map(({ beach }) => beach),
  );
}

/** Town centres, from public maps, for the cases that measure from a town. */
const CHANIA = [35.5138, 24.018] as const;
const RETHYMNO = [35.3656, 24.4823] as const;
const LINDOS = [36.0917, 28.0856] as const;
const VOLOS = [39.3622, 22.9422] as const;
const KALAMATA = [37.0389, 22.1142] as const;
const FIRA = [36.4167, 25.4333] as const;
const HERAKLION = [35.3387, 25.1442] as const;
const AGIOS_NIKOLAOS = [35.19, 25.7164] as const;
const NAOUSSA_PAROS = [37.1236, 25.2381] as const;
const FISKARDO = [38.4597, 20.5764] as const;
const LAGANAS = [37.7283, 20.8706] as const;

/** A query naming an area (or a town of it): restricted to that area, with all its beaches. */
function inArea(area: string, slug: string): SearchEvalExpect {
  const count = PUBLIC_DEMO_BEACHES.filter((beach) => beach.area === area).length;
  return { place: area, areaSlug: slug, onlyArea: area, minTotal: count };
}

/**
 * The filters of a text asking for a calm sea on a day: the forecast's `calm` filter and no fixed
 * CALM beside it. Which beaches are calm that day is the forecast's answer, not the text's, so these
 * cases check what was understood and leave the results to the list's own tests.
 */
const calmOn = (
  day: "today" | "tomorrow",
  filters: Partial<SearchEvalFilters> = {},
): Partial<SearchEvalFilters> => ({ waveConditions: [], ...filters, calm: day });

/**
 * The filters of a dayless calm word when no forecast is served, as in this evaluation: the fixed
 * 'Usually calm' (core/search/search-query.ts, applyCalm). With a forecast it is calmOn("today"), which
 * server/search/search.service.test.ts checks.
 */
const usuallyCalm = (filters: Partial<SearchEvalFilters> = {}): Partial<SearchEvalFilters> => ({
  waveConditions: ["CALM"],
  ...filters,
  calm: null,
});

/** A beach whose description has a word starting so: what the search reads (the demo's are English). */
const mentions =
  (start: string) =>
  (beach: DemoBeach): boolean =>
    new RegExp(`(^|[^\\p{L}])${start}`, "iu").test(beach.description);

/**
 * The filters of a text about getting there and getting in (core/access/access.ts): the access filters it
 * names, beside any others. An unknown fact never matches and the demo data states few, so these
 * cases check what was understood and leave the results to the list's own tests.
 */
const accessOf = (
  access: QueryFilters["access"],
  filters: Partial<SearchEvalFilters> = {},
): Partial<SearchEvalFilters> => ({ ...filters, access });

/** Whether the demo data states that an access filter holds at a beach; an unknown fact never does. */
const holds =
  (filter: QueryFilters["access"][number]) =>
  (beach: DemoBeach): boolean =>
    accessFilterHolds(filter, { ...UNKNOWN_ACCESS, ...beach.access });

/** A query whose access words are all it asks for, with no place. */
function accessCase(
  query: string,
  language: SearchEvalLanguage,
  note: string,
  access: QueryFilters["access"],
  filters: Partial<SearchEvalFilters> = {},
): SearchEvalCase {
  return {
    query,
    language,
    kind: "feature",
    note,
    expect: { place: null, filters: accessOf(access, filters) },
  };
}

export const SEARCH_EVAL_CASES: SearchEvalCase[] = [
  // ── The queries the search was built for ──
  {
    query: "quiet sandy beach with a taverna near Chania",
    language: "en",
    kind: "combination",
    note: "Sand and a taverna in Crete (Chania is a Cretan town), the quieter (unorganized) ones first: quiet ranks, it does not exclude, so the home page's own example answers",
    expect: {
      place: "Crete",
      areaSlug: "crete",
      filters: { type: ["SANDY"], organized: [], amenities: ["taverna"], prefer: ["unorganized"] },
      ...preferredFirst(
        (beach) => beach.type === "SANDY" && beach.amenities.includes("taverna"),
        isUnorganized,
        "Crete",
      ),
      minTotal: 3,
    },
  },
  {
    query: "παραλία Μύρτος",
    language: "el",
    kind: "beach",
    note: "Myrtos beach (Kefalonia), 'παραλία' being the Greek word for beach",
    expect: { beach: "Myrtos" },
  },
  {
    query: "mirtos",
    language: "greeklish",
    kind: "beach",
    note: "Myrtos beach, spelled as Greeks transliterate Μύρτος",
    expect: { beach: "Myrtos" },
  },
  {
    query: "kids friendly beach in Rhodes",
    language: "en",
    kind: "combination",
    note: "Family-friendly beaches of Rhodes",
    expect: {
      place: "Rhodes",
      areaSlug: "rhodes",
      filters: { amenities: ["family_friendly"] },
      onlyArea: "Rhodes",
      include: ["Kolymbia", "Tsambika"],
      exclude: ["Faliraki", "Prasonisi"],
    },
  },
  {
    query: "pebbles and crystal clear water",
    language: "en",
    kind: "leftover",
    note: "Pebble beaches; 'crystal clear water' I judge as calm, sheltered sea (waves stir up the water), so PEBBLY + CALM, never a text match on 'crystal'",
    expect: {
      filters: { type: ["PEBBLY"], waveConditions: ["CALM"] },
      ...exactlyThose((beach) => beach.type === "PEBBLY" && beach.wave_conditions === "CALM"),
    },
  },
  {
    query: "Porto Katsiki",
    language: "en",
    kind: "beach",
    note: "The most famous beach of Lefkada, not Attica",
    expect: { beach: "Porto Katsiki" },
  },
  {
    query: "elafonissi",
    language: "en",
    kind: "typo",
    note: "Elafonisi (Crete), in its common double-s spelling",
    expect: { beach: "Elafonisi" },
  },
  {
    query: "shipwreck beach",
    language: "en",
    kind: "beach",
    note: "Navagio, Zakynthos, by its English name",
    expect: { beach: "Navagio" },
  },
  {
    query: "Balos lagoon",
    language: "en",
    kind: "beach",
    note: "Balos, the lagoon beach of western Crete",
    expect: { beach: "Balos" },
  },

  // ── Beach names, English ──
  {
    query: "Navagio",
    language: "en",
    kind: "beach",
    note: "Navagio beach in Zakynthos",
    expect: { beach: "Navagio" },
  },
  {
    query: "Myrtos beach Kefalonia",
    language: "en",
    kind: "combination",
    note: "Myrtos, with its island",
    expect: { beach: "Myrtos", place: "Kefalonia", areaSlug: "kefalonia", onlyArea: "Kefalonia" },
  },
  {
    query: "Sarakiniko",
    language: "en",
    kind: "beach",
    note: "The white-rock beach of Milos",
    expect: { beach: "Sarakiniko" },
  },
  {
    query: "Red Beach Santorini",
    language: "en",
    kind: "combination",
    note: "Red Beach in Santorini; 'red' is part of the name, not a feature",
    expect: { beach: "Red Beach", place: "Santorini", onlyArea: "Santorini" },
  },
  {
    query: "Banana beach zakynthos",
    language: "en",
    kind: "combination",
    note: "Banana Beach of Zakynthos, not Big Banana in Skiathos",
    expect: { beach: "Banana Beach", place: "Zakynthos", onlyArea: "Zakynthos", exclude: ["Big Banana"] },
  },
  {
    query: "Big Banana Skiathos",
    language: "en",
    kind: "combination",
    note: "Big Banana beach in Skiathos; 'big' is part of the name",
    expect: { beach: "Big Banana", place: "Skiathos", onlyArea: "Skiathos" },
  },
  {
    query: "Canal d'Amour",
    language: "en",
    kind: "beach",
    note: "Canal d'Amour in Corfu, typed with its apostrophe",
    expect: { beach: "Canal d'Amour" },
  },
  {
    query: "canal damour",
    language: "en",
    kind: "typo",
    note: "Canal d'Amour typed without the apostrophe",
    expect: { beach: "Canal d'Amour" },
  },
  {
    query: "Anthony Quinn bay",
    language: "en",
    kind: "beach",
    note: "Anthony Quinn Bay, Rhodes",
    expect: { beach: "Anthony Quinn Bay" },
  },
  {
    query: "St Paul's Bay Lindos",
    language: "en",
    kind: "combination",
    note: "St Paul's Bay, right below Lindos in Rhodes",
    expect: { beach: "St Paul's Bay", place: "Rhodes", onlyArea: "Rhodes" },
  },
  {
    query: "Saint Paul bay",
    language: "en",
    kind: "typo",
    note: "St Paul's Bay with 'Saint' written out and no possessive",
    expect: { beach: "St Paul's Bay" },
  },
  {
    query: "Golden beach Paros",
    language: "en",
    kind: "combination",
    note: "Golden Beach of Paros; 'golden' is the name, not a sand type",
    expect: { beach: "Golden Beach", place: "Paros", onlyArea: "Paros" },
  },
  {
    query: "Chrysi Ammoudia",
    language: "en",
    kind: "beach",
    note: "The Thassos beach named 'golden sand'; the name wins over the sandy keyword",
    expect: { beach: "Chrysi Ammoudia" },
  },
  {
    query: "Makris Gialos",
    language: "en",
    kind: "beach",
    note: "Makris Gialos, Kefalonia",
    expect: { beach: "Makris Gialos" },
  },
  {
    query: "Platis Gialos mykonos",
    language: "en",
    kind: "combination",
    note: "Platis Gialos in Mykonos",
    expect: { beach: "Platis Gialos", place: "Mykonos", onlyArea: "Mykonos" },
  },
  {
    query: "Seitan Limania",
    language: "en",
    kind: "beach",
    note: "The narrow cove near Chania",
    expect: { beach: "Seitan Limania" },
  },
  {
    query: "Porto Timoni",
    language: "en",
    kind: "beach",
    note: "The double bay of north-west Corfu",
    expect: { beach: "Porto Timoni" },
  },
  {
    query: "Marble beach Thassos",
    language: "en",
    kind: "combination",
    note: "Marble Beach in Thassos",
    expect: { beach: "Marble Beach", place: "Thassos", onlyArea: "Thassos" },
  },
  {
    query: "Glyfada beach Corfu",
    language: "en",
    kind: "combination",
    note: "The Glyfada beach of Corfu, not the Athens suburb of the same name",
    expect: { beach: "Glyfada", place: "Corfu", areaSlug: "corfu", onlyArea: "Corfu" },
  },
  {
    query: "Paradise beach",
    language: "en",
    kind: "beach",
    note: "Paradise Beach in Mykonos, ahead of Super Paradise",
    expect: { beach: "Paradise Beach" },
  },
  {
    query: "Super Paradise",
    language: "en",
    kind: "beach",
    note: "Super Paradise, Mykonos, ahead of Paradise Beach",
    expect: { beach: "Super Paradise" },
  },
  {
    query: "Xi beach Kefalonia",
    language: "en",
    kind: "combination",
    note: "Xi, the red-sand beach of Kefalonia with a two-letter name",
    expect: { beach: "Xi", place: "Kefalonia", onlyArea: "Kefalonia" },
  },
  {
    query: "Elli beach Rhodes",
    language: "en",
    kind: "combination",
    note: "Elli, the town beach of Rhodes (not Elia in Mykonos)",
    expect: { beach: "Elli", place: "Rhodes", onlyArea: "Rhodes", exclude: ["Elia"] },
  },
  {
    query: "Elia beach mykonos",
    language: "en",
    kind: "combination",
    note: "Elia in Mykonos (not Elli in Rhodes)",
    expect: { beach: "Elia", place: "Mykonos", onlyArea: "Mykonos", exclude: ["Elli"] },
  },
  {
    query: "Kalamaki zakynthos",
    language: "en",
    kind: "combination",
    note: "Kalamaki in Zakynthos (not Kalami or Kalamitsi)",
    expect: { beach: "Kalamaki", onlyArea: "Zakynthos" },
  },
  {
    query: "Kalami Corfu",
    language: "en",
    kind: "combination",
    note: "Kalami in Corfu (not Kalamaki)",
    expect: { beach: "Kalami", onlyArea: "Corfu" },
  },
  {
    query: "Agios Georgios Naxos",
    language: "en",
    kind: "combination",
    note: "Agios Georgios, the town beach of Naxos",
    expect: { beach: "Agios Georgios", place: "Naxos", onlyArea: "Naxos" },
  },
  {
    query: "Plaka Naxos",
    language: "en",
    kind: "combination",
    note: "Plaka beach in Naxos (Plaka is also a village of Milos, but Naxos is named)",
    expect: { beach: "Plaka", place: "Naxos", onlyArea: "Naxos" },
  },
  {
    query: "Agios Nikitas",
    language: "en",
    kind: "beach",
    note: "Agios Nikitas beach, at the village of the same name in Lefkada",
    expect: { beach: "Agios Nikitas" },
  },
  {
    query: "Laganas",
    language: "en",
    kind: "beach",
    note: "Laganas beach (the resort of Zakynthos of the same name)",
    expect: { beach: "Laganas" },
  },
  {
    query: "Faliraki",
    language: "en",
    kind: "beach",
    note: "Faliraki beach in Rhodes",
    expect: { beach: "Faliraki" },
  },
  {
    query: "Sounio",
    language: "en",
    kind: "beach",
    note: "Sounio beach below the temple, in Attica",
    expect: { beach: "Sounio", place: "Attica" },
  },
  {
    query: "surf Vasiliki",
    language: "en",
    kind: "combination",
    note: "Surfing at Vasiliki bay, Lefkada",
    expect: { beach: "Vasiliki", filters: { waveConditions: ["SURFABLE"] } },
  },
  {
    query: "Paradise beach mykonos party",
    language: "en",
    kind: "combination",
    note: "The party beach Paradise in Mykonos; 'party' is the music amenity",
    expect: { beach: "Paradise Beach", filters: { amenities: ["music"] }, onlyArea: "Mykonos" },
  },

  // ── Typos ──
  {
    query: "porto katsky",
    language: "en",
    kind: "typo",
    note: "Porto Katsiki misspelled",
    expect: { beach: "Porto Katsiki" },
  },
  {
    query: "porto katziki lefkada",
    language: "en",
    kind: "typo",
    note: "Porto Katsiki misspelled, with its island",
    expect: { beach: "Porto Katsiki", onlyArea: "Lefkada" },
  },
  {
    query: "myrtoss",
    language: "en",
    kind: "typo",
    note: "Myrtos with a doubled s",
    expect: { beach: "Myrtos" },
  },
  {
    query: "balos lagon",
    language: "en",
    kind: "typo",
    note: "Balos lagoon misspelled",
    expect: { beach: "Balos" },
  },
  {
    query: "navagio beach zakinthos",
    language: "en",
    kind: "typo",
    note: "Navagio, with Zakynthos in its common misspelling",
    expect: { beach: "Navagio", place: "Zakynthos", onlyArea: "Zakynthos" },
  },
  {
    query: "sarakinico",
    language: "en",
    kind: "typo",
    note: "Sarakiniko with a c",
    expect: { beach: "Sarakiniko" },
  },
  {
    query: "kukunaries",
    language: "en",
    kind: "typo",
    note: "Koukounaries (Skiathos) spelled by ear",
    expect: { beach: "Koukounaries" },
  },
  {
    query: "falasarna",
    language: "en",
    kind: "typo",
    note: "Falassarna with one s, as many maps write it",
    expect: { beach: "Falassarna" },
  },
  {
    query: "Voidokoilia",
    language: "en",
    kind: "typo",
    note: "Voidokilia in its other common spelling (Βοϊδοκοιλιά)",
    expect: { beach: "Voidokilia" },
  },
  {
    query: "Paleokastritza",
    language: "en",
    kind: "typo",
    note: "Paleokastritsa with a z",
    expect: { beach: "Paleokastritsa" },
  },
  {
    query: "kolimbithres",
    language: "en",
    kind: "typo",
    note: "Kolymbithres (Paros) with an i",
    expect: { beach: "Kolymbithres" },
  },
  {
    query: "seitan limani",
    language: "en",
    kind: "typo",
    note: "Seitan Limania in the singular",
    expect: { beach: "Seitan Limania" },
  },
  {
    query: "santorinni black sand",
    language: "en",
    kind: "typo",
    note: "Santorini's sandy beaches whose descriptions call the sand black, island misspelled",
    expect: {
      place: "Santorini",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY" && mentions("black")(beach), "Santorini"),
    },
  },
  {
    query: "corfou",
    language: "en",
    kind: "typo",
    note: "Corfu in its French spelling",
    expect: inArea("Corfu", "corfu"),
  },
  {
    query: "Cefalonia beaches",
    language: "en",
    kind: "typo",
    note: "Kefalonia in its Italian spelling",
    expect: inArea("Kefalonia", "kefalonia"),
  },
  {
    query: "mykonoss beach bar",
    language: "en",
    kind: "typo",
    note: "Beach bars in Mykonos, island misspelled",
    expect: {
      place: "Mykonos",
      filters: { amenities: ["beach_bar"] },
      ...exactlyThose((beach) => beach.amenities.includes("beach_bar"), "Mykonos"),
    },
  },
  {
    query: "Halkidikki sandy",
    language: "en",
    kind: "typo",
    note: "Sandy beaches of Halkidiki, misspelled",
    expect: {
      place: "Halkidiki",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Halkidiki"),
    },
  },

  // ── Places ──
  {
    query: "Crete",
    language: "en",
    kind: "place",
    note: "All beaches of Crete",
    expect: { ...inArea("Crete", "crete"), filters: NO_FILTERS },
  },
  {
    query: "mykonos",
    language: "en",
    kind: "place",
    note: "All beaches of Mykonos",
    expect: inArea("Mykonos", "mykonos"),
  },
  {
    query: "beaches in Peloponnese",
    language: "en",
    kind: "place",
    note: "All beaches of the Peloponnese",
    expect: inArea("Peloponnese", "peloponnese"),
  },
  {
    query: "beaches near Athens",
    language: "en",
    kind: "place",
    note: "Beaches around Athens: the Attica area",
    expect: inArea("Attica", "attica"),
  },

  // ── Towns and localities ──
  {
    query: "Chania",
    language: "en",
    kind: "locality",
    note: "Beaches around Chania: Crete",
    expect: { ...inArea("Crete", "crete"), filters: NO_FILTERS },
  },
  {
    query: "CHANIA",
    language: "en",
    kind: "locality",
    note: "Chania in capitals",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Hania beaches",
    language: "en",
    kind: "locality",
    note: "Chania in its older spelling",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Heraklion",
    language: "en",
    kind: "locality",
    note: "Crete's capital",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Rethymno",
    language: "en",
    kind: "locality",
    note: "Beaches around Rethymno, Crete",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Agios Nikolaos beaches",
    language: "en",
    kind: "locality",
    note: "The Cretan town Agios Nikolaos, not beaches whose names start with Agios",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Kissamos",
    language: "en",
    kind: "locality",
    note: "The port town of western Crete",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Fira",
    language: "en",
    kind: "locality",
    note: "Santorini's main town",
    expect: inArea("Santorini", "santorini"),
  },
  {
    query: "Oia beaches",
    language: "en",
    kind: "locality",
    note: "The village of Oia, Santorini (a three-letter name)",
    expect: inArea("Santorini", "santorini"),
  },
  {
    query: "Argostoli",
    language: "en",
    kind: "locality",
    note: "Kefalonia's main town",
    expect: inArea("Kefalonia", "kefalonia"),
  },
  {
    query: "Fiskardo",
    language: "en",
    kind: "locality",
    note: "The harbour village in north Kefalonia",
    expect: inArea("Kefalonia", "kefalonia"),
  },
  {
    query: "Lindos",
    language: "en",
    kind: "locality",
    note: "Beaches around Lindos, Rhodes",
    expect: inArea("Rhodes", "rhodes"),
  },
  {
    query: "Kassandra",
    language: "en",
    kind: "locality",
    note: "The first peninsula of Halkidiki",
    expect: inArea("Halkidiki", "halkidiki"),
  },
  {
    query: "Sithonia",
    language: "en",
    kind: "locality",
    note: "The middle peninsula of Halkidiki",
    expect: inArea("Halkidiki", "halkidiki"),
  },
  {
    query: "beaches near Glyfada",
    language: "en",
    kind: "locality",
    note: "The Athens seaside suburb Glyfada: Attica (the Corfu beach of that name is not what 'near Glyfada' means)",
    expect: inArea("Attica", "attica"),
  },
  {
    query: "Naoussa",
    language: "en",
    kind: "locality",
    note: "The harbour town of Paros",
    expect: inArea("Paros", "paros"),
  },
  {
    query: "sandy beach near Nafplio",
    language: "en",
    kind: "combination",
    note: "Sandy beaches near Nafplio: the Peloponnese",
    expect: {
      place: "Peloponnese",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Peloponnese"),
    },
  },

  // ── Features, English ──
  {
    query: "surf beaches",
    language: "en",
    kind: "feature",
    note: "Beaches with surfable waves",
    expect: {
      filters: { waveConditions: ["SURFABLE"] },
      ...exactlyThose((beach) => beach.wave_conditions === "SURFABLE"),
      exclude: ["Elafonisi"],
    },
  },
  {
    query: "lifeguard",
    language: "en",
    kind: "feature",
    note: "Beaches with a lifeguard",
    expect: {
      filters: { amenities: ["lifeguard"] },
      ...exactlyThose((beach) => beach.amenities.includes("lifeguard")),
      exclude: ["Balos", "Navagio"],
    },
  },
  {
    query: "beach with showers and toilets",
    language: "en",
    kind: "feature",
    note: "Both showers and toilets on the beach",
    expect: {
      filters: { amenities: ["showers", "toilets"] },
      ...exactlyThose((beach) => beach.amenities.includes("showers") && beach.amenities.includes("toilets")),
      exclude: ["Elafonisi"],
    },
  },
  {
    query: "cliff jumping spots",
    language: "en",
    kind: "feature",
    note: "Beaches for cliff jumping",
    expect: {
      filters: { amenities: ["cliff_jumping"] },
      ...exactlyThose((beach) => beach.amenities.includes("cliff_jumping")),
    },
  },
  {
    query: "big waves",
    language: "en",
    kind: "feature",
    note: "Wavy beaches",
    expect: {
      filters: { waveConditions: ["WAVY"] },
      ...exactlyThose((beach) => beach.wave_conditions === "WAVY"),
      exclude: ["Elafonisi", "Balos"],
    },
  },
  {
    query: "large parking lot",
    language: "en",
    kind: "feature",
    note: "Beaches with a large car park",
    expect: {
      filters: { parking: ["LARGE_LOT"] },
      ...exactlyThose((beach) => beach.parking === "LARGE_LOT"),
    },
  },
  {
    query: "blue flag",
    language: "en",
    kind: "feature",
    note: "Blue Flag beaches",
    expect: { filters: { blueFlag: true }, ...exactlyThose(blueFlagged) },
  },

  // ── Features with a place, English ──
  {
    query: "sandy beaches in Crete",
    language: "en",
    kind: "combination",
    note: "Sandy beaches of Crete",
    expect: {
      place: "Crete",
      areaSlug: "crete",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Crete"),
    },
  },
  {
    query: "calm water for kids in Halkidiki",
    language: "en",
    kind: "combination",
    note: "Calm beaches of Halkidiki, the family-friendly ones first",
    expect: {
      place: "Halkidiki",
      filters: { waveConditions: ["CALM"], amenities: [], prefer: ["family_friendly"] },
      ...preferredFirst(isCalm, isFamilyFriendly, "Halkidiki"),
    },
  },
  {
    query: "windsurfing in Paros",
    language: "en",
    kind: "combination",
    note: "Surfable beaches of Paros",
    expect: {
      place: "Paros",
      filters: { waveConditions: ["SURFABLE"] },
      ...exactlyThose((beach) => beach.wave_conditions === "SURFABLE", "Paros"),
    },
  },
  {
    query: "beach bar Mykonos",
    language: "en",
    kind: "combination",
    note: "Mykonos beaches with a beach bar",
    expect: {
      place: "Mykonos",
      filters: { amenities: ["beach_bar"] },
      ...exactlyThose((beach) => beach.amenities.includes("beach_bar"), "Mykonos"),
    },
  },
  {
    query: "MYKONOS BEACH BAR",
    language: "en",
    kind: "combination",
    note: "The same, typed in capitals",
    expect: {
      place: "Mykonos",
      filters: { amenities: ["beach_bar"] },
      ...exactlyThose((beach) => beach.amenities.includes("beach_bar"), "Mykonos"),
    },
  },
  {
    query: "beaches with sunbeds and umbrellas in Naxos",
    language: "en",
    kind: "combination",
    note: "Organized Naxos beaches (sunbeds and umbrellas); the filter may be 'organized' or the two amenities, the beaches are the same",
    expect: {
      place: "Naxos",
      ...exactlyThose(
        (beach) => beach.amenities.includes("sunbeds") && beach.amenities.includes("umbrellas"),
        "Naxos",
      ),
    },
  },
  {
    query: "organized beach in Zakynthos",
    language: "en",
    kind: "combination",
    note: "Organized beaches of Zakynthos",
    expect: {
      place: "Zakynthos",
      filters: { organized: ["organized"] },
      ...exactlyThose((beach) => beach.organized, "Zakynthos"),
    },
  },
  {
    query: "unorganized beaches Milos",
    language: "en",
    kind: "combination",
    note: "Unorganized beaches of Milos",
    expect: {
      place: "Milos",
      filters: { organized: ["unorganized"] },
      ...exactlyThose((beach) => !beach.organized, "Milos"),
    },
  },
  {
    query: "secluded beach in Lefkada",
    language: "en",
    kind: "combination",
    note: "Secluded ranks the unorganized beaches of Lefkada first and leaves none out",
    expect: {
      place: "Lefkada",
      filters: { organized: [], prefer: ["unorganized"] },
      ...preferredFirst(anyBeach, isUnorganized, "Lefkada"),
    },
  },
  {
    query: "quiet beach Skiathos",
    language: "en",
    kind: "combination",
    note: "Away from the crowds in Skiathos: the unorganized beaches first",
    expect: {
      place: "Skiathos",
      filters: { organized: [], prefer: ["unorganized"] },
      ...preferredFirst(anyBeach, isUnorganized, "Skiathos"),
    },
  },
  {
    query: "blue flag beaches in mykonos",
    language: "en",
    kind: "combination",
    note: "Blue Flag beaches of Mykonos (which ones is read from the demo data)",
    expect: { place: "Mykonos", filters: { blueFlag: true }, ...exactlyThose(blueFlagged, "Mykonos") },
  },
  {
    query: "blue flag Naxos",
    language: "en",
    kind: "combination",
    note: "Blue Flag beaches of Naxos (from the demo data)",
    expect: { place: "Naxos", filters: { blueFlag: true }, ...exactlyThose(blueFlagged, "Naxos") },
  },
  {
    query: "blue flag beach near Chania",
    language: "en",
    kind: "combination",
    note: "Blue Flag beaches in Crete (Chania's island)",
    expect: { place: "Crete", filters: { blueFlag: true }, ...exactlyThose(blueFlagged, "Crete") },
  },
  {
    query: "snorkeling Corfu",
    language: "en",
    kind: "combination",
    note: "Corfu beaches good for snorkelling",
    expect: {
      place: "Corfu",
      filters: { amenities: ["snorkeling"] },
      ...exactlyThose((beach) => beach.amenities.includes("snorkeling"), "Corfu"),
    },
  },
  {
    query: "family friendly beaches Santorini",
    language: "en",
    kind: "combination",
    note: "Family-friendly beaches of Santorini",
    expect: {
      place: "Santorini",
      filters: { amenities: ["family_friendly"] },
      ...exactlyThose((beach) => beach.amenities.includes("family_friendly"), "Santorini"),
    },
  },
  {
    query: "pebble beach Kefalonia",
    language: "en",
    kind: "combination",
    note: "Pebble beaches of Kefalonia",
    expect: {
      place: "Kefalonia",
      filters: { type: ["PEBBLY"] },
      ...exactlyThose((beach) => beach.type === "PEBBLY", "Kefalonia"),
    },
  },
  {
    query: "rocky beaches Milos",
    language: "en",
    kind: "combination",
    note: "The rocky (neither sand nor pebble) beaches of Milos",
    expect: { place: "Milos", ...exactlyThose((beach) => beach.type === "OTHER", "Milos") },
  },
  {
    query: "shallow water for children Peloponnese",
    language: "en",
    kind: "combination",
    note: "Calm beaches of the Peloponnese, the family-friendly ones first",
    expect: {
      place: "Peloponnese",
      filters: { waveConditions: ["CALM"], amenities: [], prefer: ["family_friendly"] },
      ...preferredFirst(isCalm, isFamilyFriendly, "Peloponnese"),
    },
  },
  {
    query: "boat trips Zakynthos",
    language: "en",
    kind: "combination",
    note: "Zakynthos beaches reached by or offering boat trips",
    expect: {
      place: "Zakynthos",
      filters: { amenities: ["boat_trips"] },
      ...exactlyThose((beach) => beach.amenities.includes("boat_trips"), "Zakynthos"),
    },
  },
  {
    query: "hiking trail to a beach in Crete",
    language: "en",
    kind: "combination",
    note: "Cretan beaches with hiking",
    expect: {
      place: "Crete",
      filters: { amenities: ["hiking"] },
      ...exactlyThose((beach) => beach.amenities.includes("hiking"), "Crete"),
    },
  },
  {
    query: "water sports Rhodes",
    language: "en",
    kind: "combination",
    note: "Rhodes beaches with water sports",
    expect: {
      place: "Rhodes",
      filters: { amenities: ["water_sports"] },
      ...exactlyThose((beach) => beach.amenities.includes("water_sports"), "Rhodes"),
    },
  },
  {
    query: "beach with music and cocktails mykonos",
    language: "en",
    kind: "combination",
    note: "Mykonos party beaches: music and a bar",
    expect: {
      place: "Mykonos",
      filters: { amenities: ["music", "beach_bar"] },
      ...exactlyThose(
        (beach) => beach.amenities.includes("music") && beach.amenities.includes("beach_bar"),
        "Mykonos",
      ),
    },
  },
  {
    query: "organised beach with lifeguard in Attica",
    language: "en",
    kind: "combination",
    note: "Organized Attica beaches with a lifeguard (British spelling)",
    expect: {
      place: "Attica",
      filters: { organized: ["organized"], amenities: ["lifeguard"] },
      ...exactlyThose((beach) => beach.organized && beach.amenities.includes("lifeguard"), "Attica"),
    },
  },
  {
    query: "sand and pebbles Rhodes",
    language: "en",
    kind: "combination",
    note: "Mixed sand-and-pebble beaches of Rhodes",
    expect: {
      place: "Rhodes",
      filters: { type: ["MIXED"] },
      ...exactlyThose((beach) => beach.type === "MIXED", "Rhodes"),
    },
  },
  {
    query: "easy parking Zakynthos",
    language: "en",
    kind: "combination",
    note: "Zakynthos beaches you can drive to and park at (the boat-only ones are out)",
    expect: {
      place: "Zakynthos",
      onlyArea: "Zakynthos",
      minTotal: 1,
      exclude: ["Navagio", "Marathonisi"],
    },
  },
  {
    query: "Crete sandy organized blue flag lifeguard",
    language: "en",
    kind: "combination",
    note: "A keyword-style query: sandy, organized, Blue Flag, lifeguard, in Crete",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"], organized: ["organized"], blueFlag: true, amenities: ["lifeguard"] },
      ...exactlyThose(
        (beach) =>
          beach.type === "SANDY" &&
          beach.organized &&
          beach.blue_flag &&
          beach.amenities.includes("lifeguard"),
        "Crete",
      ),
    },
  },

  // ── Leftover words ──
  {
    query: "sandy beach with turquoise water in Milos",
    language: "en",
    kind: "leftover",
    note: "Sandy beaches of Milos; no Milos beach's description says turquoise, so the word is set aside",
    expect: {
      place: "Milos",
      filters: { type: ["SANDY"] },
      ignored: ["turquoise"],
      ...exactlyThose((beach) => beach.type === "SANDY", "Milos"),
    },
  },
  {
    query: "zakynthos turtles",
    language: "en",
    kind: "leftover",
    note: "The Zakynthos beaches whose descriptions speak of turtles (a turtle nesting site)",
    expect: { place: "Zakynthos", ...exactlyThose(mentions("turtle"), "Zakynthos") },
  },
  {
    query: "romantic beaches Santorini",
    language: "en",
    kind: "leftover",
    note: "Santorini beaches; 'romantic' narrows nothing we know",
    expect: { ...inArea("Santorini", "santorini"), ignored: ["romantic"] },
  },
  {
    query: "where can I swim with my dog in Corfu",
    language: "en",
    kind: "combination",
    note: "Corfu beaches where dogs are allowed (the access fact, ADR 035)",
    expect: { place: "Corfu", areaSlug: "corfu", filters: accessOf(["dogs"]) },
  },
  {
    query: "beautiful sandy beach with pine trees Halkidiki",
    language: "en",
    kind: "combination",
    note: "Sandy Halkidiki beaches in the shade of pines: natural shade",
    expect: { place: "Halkidiki", filters: accessOf(["shade"], { type: ["SANDY"] }) },
  },
  {
    query: "sunset views in Santorini",
    language: "en",
    kind: "leftover",
    note: "Santorini beaches for the sunset: results, whatever the words become",
    expect: { place: "Santorini", onlyArea: "Santorini", minTotal: 1 },
  },
  {
    query: "best beaches for couples in Paros",
    language: "en",
    kind: "leftover",
    note: "Paros beaches; 'couples' narrows nothing",
    expect: { ...inArea("Paros", "paros"), ignored: ["couples"] },
  },

  // ── Greek script ──
  {
    query: "Μύρτος",
    language: "el",
    kind: "beach",
    note: "Myrtos in Greek",
    expect: { beach: "Myrtos" },
  },
  {
    query: "ΜΥΡΤΟΣ",
    language: "el",
    kind: "beach",
    note: "Myrtos in Greek capitals (final sigma as capital Σ)",
    expect: { beach: "Myrtos" },
  },
  {
    query: "μυρτος",
    language: "el",
    kind: "beach",
    note: "Myrtos in Greek without the accent",
    expect: { beach: "Myrtos" },
  },
  {
    query: "Μύρτοσ",
    language: "el",
    kind: "beach",
    note: "Myrtos with a medial sigma typed at the end",
    expect: { beach: "Myrtos" },
  },
  {
    query: "Ελαφονήσι",
    language: "el",
    kind: "beach",
    note: "Elafonisi in Greek",
    expect: { beach: "Elafonisi" },
  },
  {
    query: "ελαφονησι",
    language: "el",
    kind: "beach",
    note: "Elafonisi in Greek, no accent",
    expect: { beach: "Elafonisi" },
  },
  {
    query: "Ναυάγιο",
    language: "el",
    kind: "beach",
    note: "Navagio in Greek",
    expect: { beach: "Navagio" },
  },
  {
    query: "Ζάκυνθος Ναυάγιο",
    language: "el",
    kind: "combination",
    note: "Navagio, island first",
    expect: { beach: "Navagio", place: "Zakynthos", onlyArea: "Zakynthos" },
  },
  {
    query: "Μπάλος",
    language: "el",
    kind: "beach",
    note: "Balos in Greek (μπ is b)",
    expect: { beach: "Balos" },
  },
  {
    query: "Πόρτο Κατσίκι",
    language: "el",
    kind: "beach",
    note: "Porto Katsiki in Greek",
    expect: { beach: "Porto Katsiki" },
  },
  {
    query: "Σαρακήνικο",
    language: "el",
    kind: "beach",
    note: "Sarakiniko in Greek",
    expect: { beach: "Sarakiniko" },
  },
  {
    query: "Κουκουναριές",
    language: "el",
    kind: "beach",
    note: "Koukounaries in Greek",
    expect: { beach: "Koukounaries" },
  },
  {
    query: "Φαλάσαρνα",
    language: "el",
    kind: "beach",
    note: "Falassarna in Greek",
    expect: { beach: "Falassarna" },
  },
  {
    query: "Χρυσή Αμμουδιά",
    language: "el",
    kind: "beach",
    note: "Chrysi Ammoudia in Greek; 'αμμουδιά' is here part of the name",
    expect: { beach: "Chrysi Ammoudia" },
  },
  {
    query: "Μύρτος Κεφαλονιά",
    language: "el",
    kind: "combination",
    note: "Myrtos with its island, in Greek",
    expect: { beach: "Myrtos", place: "Kefalonia", onlyArea: "Kefalonia" },
  },
  {
    query: "Χανιά",
    language: "el",
    kind: "locality",
    note: "Chania in Greek: Crete, nearest to Chania first",
    expect: { ...inArea("Crete", "crete"), near: "Chania", inOrder: nearestTo(CHANIA, 2) },
  },
  {
    query: "ΠΑΡΑΛΙΕΣ ΧΑΝΙΑ",
    language: "el",
    kind: "locality",
    note: "Beaches of Chania, Greek capitals without accents",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "παραλιες χανια",
    language: "el",
    kind: "locality",
    note: "Beaches of Chania, lower case without accents",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Ηράκλειο",
    language: "el",
    kind: "locality",
    note: "Heraklion in Greek",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Ρέθυμνο",
    language: "el",
    kind: "locality",
    note: "Rethymno in Greek",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Φηρά",
    language: "el",
    kind: "locality",
    note: "Fira in Greek: Santorini",
    expect: inArea("Santorini", "santorini"),
  },
  {
    query: "Λίνδος",
    language: "el",
    kind: "locality",
    note: "Lindos in Greek: Rhodes",
    expect: inArea("Rhodes", "rhodes"),
  },
  {
    query: "Αργοστόλι",
    language: "el",
    kind: "locality",
    note: "Argostoli in Greek: Kefalonia",
    expect: inArea("Kefalonia", "kefalonia"),
  },
  {
    query: "Κασσάνδρα",
    language: "el",
    kind: "locality",
    note: "Kassandra in Greek: Halkidiki",
    expect: inArea("Halkidiki", "halkidiki"),
  },
  {
    query: "παραλίες στην Κρήτη",
    language: "el",
    kind: "place",
    note: "Beaches in Crete",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "Σαντορίνη",
    language: "el",
    kind: "place",
    note: "Santorini in Greek",
    expect: inArea("Santorini", "santorini"),
  },
  {
    query: "Κέρκυρα",
    language: "el",
    kind: "place",
    note: "Corfu by its Greek name",
    expect: inArea("Corfu", "corfu"),
  },
  {
    query: "ΡΟΔΟΣ",
    language: "el",
    kind: "place",
    note: "Rhodes in Greek capitals",
    expect: inArea("Rhodes", "rhodes"),
  },
  {
    query: "παραλίες στη Νάξο",
    language: "el",
    kind: "place",
    note: "Beaches on Naxos, the island in the accusative as Greeks write it after 'στη'",
    expect: inArea("Naxos", "naxos"),
  },
  {
    query: "αμμουδιά Νάξος",
    language: "el",
    kind: "combination",
    note: "Sandy beaches of Naxos",
    expect: {
      place: "Naxos",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Naxos"),
    },
  },
  {
    query: "άμμος Ρόδος",
    language: "el",
    kind: "combination",
    note: "Sand in Rhodes",
    expect: {
      place: "Rhodes",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Rhodes"),
    },
  },
  {
    query: "βότσαλο Κεφαλονιά",
    language: "el",
    kind: "combination",
    note: "Pebble beaches of Kefalonia",
    expect: {
      place: "Kefalonia",
      filters: { type: ["PEBBLY"] },
      ...exactlyThose((beach) => beach.type === "PEBBLY", "Kefalonia"),
    },
  },
  {
    query: "ήρεμα νερά για παιδιά",
    language: "el",
    kind: "feature",
    note: "Calm water, the family-friendly beaches first, anywhere",
    expect: {
      filters: { waveConditions: ["CALM"], amenities: [], prefer: ["family_friendly"] },
      ...preferredFirst(isCalm, isFamilyFriendly),
      exclude: ["Tsilivi", "Sarti", "Schinias"],
    },
  },
  {
    query: "ήρεμα νερα Χαλκιδική",
    language: "el",
    kind: "combination",
    note: "Calm beaches of Halkidiki (one accent missing)",
    expect: {
      place: "Halkidiki",
      filters: { waveConditions: ["CALM"] },
      ...exactlyThose((beach) => beach.wave_conditions === "CALM", "Halkidiki"),
    },
  },
  {
    query: "κύμα Λευκάδα",
    language: "el",
    kind: "combination",
    note: "Beaches with waves in Lefkada",
    expect: {
      place: "Lefkada",
      filters: { waveConditions: ["WAVY"] },
      ...exactlyThose((beach) => beach.wave_conditions === "WAVY", "Lefkada"),
    },
  },
  {
    query: "ταβέρνα Πάρος",
    language: "el",
    kind: "combination",
    note: "Paros beaches with a taverna",
    expect: {
      place: "Paros",
      filters: { amenities: ["taverna"] },
      ...exactlyThose((beach) => beach.amenities.includes("taverna"), "Paros"),
    },
  },
  {
    query: "ναυαγοσώστης Αττική",
    language: "el",
    kind: "combination",
    note: "Attica beaches with a lifeguard",
    expect: {
      place: "Attica",
      filters: { amenities: ["lifeguard"] },
      ...exactlyThose((beach) => beach.amenities.includes("lifeguard"), "Attica"),
    },
  },
  {
    query: "ξαπλώστρες Ζάκυνθος",
    language: "el",
    kind: "combination",
    note: "Zakynthos beaches with sunbeds",
    expect: {
      place: "Zakynthos",
      filters: { amenities: ["sunbeds"] },
      ...exactlyThose((beach) => beach.amenities.includes("sunbeds"), "Zakynthos"),
    },
  },
  {
    query: "γαλάζια σημαία Κρήτη",
    language: "el",
    kind: "combination",
    note: "Blue Flag beaches of Crete (from the demo data)",
    expect: { place: "Crete", filters: { blueFlag: true }, ...exactlyThose(blueFlagged, "Crete") },
  },
  {
    query: "οργανωμένη παραλία Μύκονος",
    language: "el",
    kind: "combination",
    note: "Organized beaches of Mykonos",
    expect: {
      place: "Mykonos",
      filters: { organized: ["organized"] },
      ...exactlyThose((beach) => beach.organized, "Mykonos"),
    },
  },
  {
    query: "ανοργάνωτη παραλία Μήλος",
    language: "el",
    kind: "combination",
    note: "Unorganized beaches of Milos",
    expect: {
      place: "Milos",
      filters: { organized: ["unorganized"] },
      ...exactlyThose((beach) => !beach.organized, "Milos"),
    },
  },
  {
    query: "παραλία με πάρκινγκ στη Ζάκυνθο",
    language: "el",
    kind: "combination",
    note: "Zakynthos beaches with parking (island in the accusative); the boat-only ones are out",
    expect: {
      place: "Zakynthos",
      onlyArea: "Zakynthos",
      minTotal: 1,
      exclude: ["Navagio", "Marathonisi"],
    },
  },
  {
    query: "για παιδιά Ρόδος",
    language: "el",
    kind: "combination",
    note: "Beaches of Rhodes for children: the family-friendly ones first",
    expect: {
      place: "Rhodes",
      filters: { amenities: [], prefer: ["family_friendly"] },
      ...preferredFirst(anyBeach, isFamilyFriendly, "Rhodes"),
    },
  },
  {
    query: "Σιθωνία αμμουδιά",
    language: "el",
    kind: "combination",
    note: "Sandy beaches of Sithonia: Halkidiki",
    expect: {
      place: "Halkidiki",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Halkidiki"),
    },
  },

  // ── Greeklish ──
  {
    query: "paralia mirtos",
    language: "greeklish",
    kind: "beach",
    note: "Myrtos beach in Greeklish",
    expect: { beach: "Myrtos" },
  },
  {
    query: "kefalonia mirtos",
    language: "greeklish",
    kind: "combination",
    note: "Myrtos with its island",
    expect: { beach: "Myrtos", onlyArea: "Kefalonia" },
  },
  {
    query: "paralia navagio",
    language: "greeklish",
    kind: "beach",
    note: "Navagio beach in Greeklish",
    expect: { beach: "Navagio" },
  },
  {
    query: "elafonisi kriti",
    language: "greeklish",
    kind: "combination",
    note: "Elafonisi, Crete in Greeklish",
    expect: { beach: "Elafonisi", place: "Crete", onlyArea: "Crete" },
  },
  {
    query: "mpalos",
    language: "greeklish",
    kind: "beach",
    note: "Balos as Greeks type Μπάλος in Latin letters",
    expect: { beach: "Balos" },
  },
  {
    query: "xrysi ammoudia",
    language: "greeklish",
    kind: "beach",
    note: "Chrysi Ammoudia with χ typed as x",
    expect: { beach: "Chrysi Ammoudia" },
  },
  {
    query: "xania",
    language: "greeklish",
    kind: "locality",
    note: "Chania with χ typed as x",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "iraklio paralia",
    language: "greeklish",
    kind: "locality",
    note: "Beaches of Heraklion, Crete",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "paralies kriti",
    language: "greeklish",
    kind: "place",
    note: "Beaches of Crete",
    expect: inArea("Crete", "crete"),
  },
  {
    query: "kerkyra paralies",
    language: "greeklish",
    kind: "place",
    note: "Beaches of Corfu",
    expect: inArea("Corfu", "corfu"),
  },
  {
    query: "xalkidiki",
    language: "greeklish",
    kind: "place",
    note: "Halkidiki with χ typed as x",
    expect: inArea("Halkidiki", "halkidiki"),
  },
  {
    query: "rodos lindos",
    language: "greeklish",
    kind: "locality",
    note: "Lindos, Rhodes",
    expect: inArea("Rhodes", "rhodes"),
  },
  {
    query: "amoudia xania",
    language: "greeklish",
    kind: "combination",
    note: "Sandy beaches around Chania (Crete)",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Crete"),
    },
  },
  {
    query: "ammos kriti",
    language: "greeklish",
    kind: "combination",
    note: "Sand in Crete",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Crete"),
    },
  },
  {
    query: "votsala kefalonia",
    language: "greeklish",
    kind: "combination",
    note: "Pebbles (βότσαλα) in Kefalonia",
    expect: {
      place: "Kefalonia",
      filters: { type: ["PEBBLY"] },
      ...exactlyThose((beach) => beach.type === "PEBBLY", "Kefalonia"),
    },
  },
  {
    query: "paralia gia paidia rodos",
    language: "greeklish",
    kind: "combination",
    note: "A beach for children in Rhodes: the family-friendly ones first",
    expect: {
      place: "Rhodes",
      filters: { amenities: [], prefer: ["family_friendly"] },
      ...preferredFirst(anyBeach, isFamilyFriendly, "Rhodes"),
    },
  },
  {
    query: "organomeni paralia rodos",
    language: "greeklish",
    kind: "combination",
    note: "Organized beaches of Rhodes",
    expect: {
      place: "Rhodes",
      filters: { organized: ["organized"] },
      ...exactlyThose((beach) => beach.organized, "Rhodes"),
    },
  },
  {
    query: "anorganoti paralia milos",
    language: "greeklish",
    kind: "combination",
    note: "Unorganized beaches of Milos",
    expect: {
      place: "Milos",
      filters: { organized: ["unorganized"] },
      ...exactlyThose((beach) => !beach.organized, "Milos"),
    },
  },
  {
    query: "galazia simaia skiathos",
    language: "greeklish",
    kind: "combination",
    note: "Blue Flag beaches of Skiathos (from the demo data)",
    expect: { place: "Skiathos", filters: { blueFlag: true }, ...exactlyThose(blueFlagged, "Skiathos") },
  },
  {
    query: "irema nera chalkidiki",
    language: "greeklish",
    kind: "combination",
    note: "Calm water in Halkidiki",
    expect: {
      place: "Halkidiki",
      filters: { waveConditions: ["CALM"] },
      ...exactlyThose((beach) => beach.wave_conditions === "CALM", "Halkidiki"),
    },
  },
  {
    query: "taverna naxos",
    language: "greeklish",
    kind: "combination",
    note: "Naxos beaches with a taverna",
    expect: {
      place: "Naxos",
      filters: { amenities: ["taverna"] },
      ...exactlyThose((beach) => beach.amenities.includes("taverna"), "Naxos"),
    },
  },

  // ── Mixed scripts ──
  {
    query: "Μύρτος Kefalonia",
    language: "mixed",
    kind: "combination",
    note: "Myrtos in Greek, island in English",
    expect: { beach: "Myrtos", onlyArea: "Kefalonia" },
  },
  {
    query: "Navagio Ζάκυνθος",
    language: "mixed",
    kind: "combination",
    note: "Navagio in English, island in Greek",
    expect: { beach: "Navagio", place: "Zakynthos", onlyArea: "Zakynthos" },
  },
  {
    query: "Ελαφονήσι beach",
    language: "mixed",
    kind: "beach",
    note: "Elafonisi in Greek with an English generic word",
    expect: { beach: "Elafonisi" },
  },
  {
    query: "sandy beach Κρήτη",
    language: "mixed",
    kind: "combination",
    note: "Sandy beaches of Crete, the island in Greek",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"] },
      ...exactlyThose((beach) => beach.type === "SANDY", "Crete"),
    },
  },
  {
    query: "beach bar Μύκονος",
    language: "mixed",
    kind: "combination",
    note: "Beach bars in Mykonos, the island in Greek",
    expect: {
      place: "Mykonos",
      filters: { amenities: ["beach_bar"] },
      ...exactlyThose((beach) => beach.amenities.includes("beach_bar"), "Mykonos"),
    },
  },
  {
    query: "ταβέρνα Chania",
    language: "mixed",
    kind: "combination",
    note: "Cretan beaches with a taverna",
    expect: {
      place: "Crete",
      filters: { amenities: ["taverna"] },
      ...exactlyThose((beach) => beach.amenities.includes("taverna"), "Crete"),
    },
  },

  // ── Queries that should find nothing ──
  {
    query: "Ikaria beaches",
    language: "en",
    kind: "nothing",
    note: "A Greek island the directory does not cover",
    expect: { empty: true },
  },
  {
    query: "sandy beaches in Ikaria",
    language: "en",
    kind: "nothing",
    note: "Sandy beaches of an island the directory does not cover: not sandy beaches elsewhere",
    expect: { empty: true },
  },
  {
    query: "Hydra",
    language: "en",
    kind: "nothing",
    note: "A Saronic island not in the directory",
    expect: { empty: true },
  },
  {
    query: "Κως παραλίες",
    language: "el",
    kind: "nothing",
    note: "Beaches of Kos, not in the directory",
    expect: { empty: true },
  },
  {
    query: "Ibiza",
    language: "en",
    kind: "nothing",
    note: "Not Greece at all",
    expect: { empty: true },
  },
  {
    query: "Corsica",
    language: "en",
    kind: "nothing",
    note: "Not Greece, and not a typo of Corfu",
    expect: { empty: true },
  },
  {
    query: "Kythira",
    language: "en",
    kind: "nothing",
    note: "An area still in draft: none of its beaches, only a public one whose description names it",
    expect: {
      exclude: DEMO_BEACHES.filter((beach) => beach.area === "Kythira").map((beach) => beach.name),
      ...exactlyThose(mentions("kythira")),
    },
  },
  {
    query: "Samothraki",
    language: "en",
    kind: "nothing",
    note: "A hidden area: nothing public",
    expect: { empty: true },
  },
  {
    query: "asdfghjkl",
    language: "en",
    kind: "nothing",
    note: "Keyboard mash",
    expect: { empty: true },
  },
  {
    query: "xyzzy qwerty",
    language: "en",
    kind: "nothing",
    note: "Nonsense words",
    expect: { empty: true },
  },

  // ── Beaches that are not public ──
  {
    query: "Myrtiotissa",
    language: "en",
    kind: "visibility",
    note: "A hidden beach of Corfu must not show",
    expect: { exclude: ["Myrtiotissa"] },
  },
  {
    query: "Kalathas Chania",
    language: "en",
    kind: "visibility",
    note: "A draft beach near Chania must not show; Crete's public beaches may",
    expect: { place: "Crete", onlyArea: "Crete", exclude: ["Kalathas"] },
  },
  {
    query: "Mikri Banana",
    language: "en",
    kind: "visibility",
    note: "A hidden beach of Skiathos must not show",
    expect: { exclude: ["Mikri Banana"] },
  },
  {
    query: "Pachia Ammos",
    language: "en",
    kind: "visibility",
    note: "A beach of a hidden area must not show",
    expect: { exclude: ["Pachia Ammos"] },
  },

  // ── No narrowing: the whole directory ──
  {
    query: "",
    language: "en",
    kind: "list",
    note: "An empty search is the plain list",
    expect: { place: null, filters: NO_FILTERS, minTotal: ALL_PUBLIC },
  },
  {
    query: "beaches",
    language: "en",
    kind: "list",
    note: "Just 'beaches': every beach",
    expect: { place: null, filters: NO_FILTERS, minTotal: ALL_PUBLIC },
  },
  {
    query: "παραλίες",
    language: "el",
    kind: "list",
    note: "Just 'beaches' in Greek: every beach",
    expect: { place: null, filters: NO_FILTERS, minTotal: ALL_PUBLIC },
  },
  // ── Searches that never strand: parking is the Parking field, quiet and kids rank ──
  {
    query: "Sandy beach with parking in Crete",
    language: "en",
    kind: "combination",
    note: "Sandy Cretan beaches one can park at: any parking but none, whatever the amenity list says (Balos has a large lot)",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"], parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"], amenities: [] },
      ...exactlyThose((beach) => beach.type === "SANDY" && beach.parking !== "NONE", "Crete"),
    },
  },
  {
    query: "car park Crete",
    language: "en",
    kind: "combination",
    note: "Cretan beaches with somewhere to park",
    expect: {
      place: "Crete",
      filters: { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] },
      ...exactlyThose((beach) => beach.parking !== "NONE", "Crete"),
    },
  },
  {
    query: "αμμουδιά με στάθμευση Κρήτη",
    language: "el",
    kind: "combination",
    note: "Sandy Cretan beaches with parking, in Greek",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"], parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] },
      ...exactlyThose((beach) => beach.type === "SANDY" && beach.parking !== "NONE", "Crete"),
    },
  },
  {
    query: "ammoudia me parking kriti",
    language: "greeklish",
    kind: "combination",
    note: "Sandy Cretan beaches with parking, in Greeklish",
    expect: {
      place: "Crete",
      filters: { type: ["SANDY"], parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] },
      include: ["Balos"],
    },
  },
  {
    query: "quiet beach with a taverna in Crete",
    language: "en",
    kind: "combination",
    note: "Cretan beaches with a taverna, the quieter (unorganized) ones first",
    expect: {
      place: "Crete",
      filters: { organized: [], amenities: ["taverna"], prefer: ["unorganized"] },
      ...preferredFirst((beach) => beach.amenities.includes("taverna"), isUnorganized, "Crete"),
    },
  },
  {
    query: "secluded sandy beach",
    language: "en",
    kind: "feature",
    note: "Sandy beaches anywhere, the secluded (unorganized) ones first",
    expect: {
      filters: { type: ["SANDY"], organized: [], prefer: ["unorganized"] },
      ...preferredFirst((beach) => beach.type === "SANDY", isUnorganized),
    },
  },
  {
    query: "beach for families in Naxos",
    language: "en",
    kind: "combination",
    note: "Naxos beaches, the family-friendly ones first",
    expect: {
      place: "Naxos",
      filters: { amenities: [], prefer: ["family_friendly"] },
      ...preferredFirst(anyBeach, isFamilyFriendly, "Naxos"),
    },
  },
  {
    query: "ήσυχη παραλία Κέρκυρα",
    language: "el",
    kind: "combination",
    note: "Corfu beaches, the quiet (unorganized) ones first, in Greek",
    expect: {
      place: "Corfu",
      filters: { organized: [], prefer: ["unorganized"] },
      ...preferredFirst(anyBeach, isUnorganized, "Corfu"),
    },
  },
  // ── A town or village: nearest to it first (the gazetteer, core/search/gazetteer.ts) ──
  {
    query: "near Chania",
    language: "en",
    kind: "locality",
    note: "Crete's beaches, nearest to the town of Chania first",
    expect: { ...inArea("Crete", "crete"), near: "Chania", inOrder: nearestTo(CHANIA, 3) },
  },
  {
    query: "beaches near Lindos",
    language: "en",
    kind: "locality",
    note: "Rhodes, nearest to Lindos first, not by name",
    expect: { ...inArea("Rhodes", "rhodes"), near: "Lindos", inOrder: nearestTo(LINDOS, 3) },
  },
  {
    query: "lindos",
    language: "en",
    kind: "locality",
    note: "A bare town name: Rhodes, nearest to Lindos first",
    expect: { place: "Rhodes", near: "Lindos", inOrder: nearestTo(LINDOS, 2) },
  },
  {
    query: "παραλίες κοντά στο Ηράκλειο",
    language: "el",
    kind: "locality",
    note: "Beaches near Heraklion, in Greek",
    expect: { place: "Crete", near: "Heraklion", inOrder: nearestTo(HERAKLION, 2) },
  },
  {
    query: "beaches near Volos",
    language: "en",
    kind: "locality",
    note: "A town of no area here: all of Greece, nearest to Volos first (the Sporades)",
    expect: { place: null, near: "Volos", minTotal: ALL_PUBLIC, inOrder: nearestTo(VOLOS, 3) },
  },
  {
    query: "sandy beach near Kalamata",
    language: "en",
    kind: "combination",
    note: "Sandy beaches of the Peloponnese, nearest to Kalamata first",
    expect: {
      place: "Peloponnese",
      near: "Kalamata",
      filters: { type: ["SANDY"] },
      inOrder: nearestTo(KALAMATA, 2, (beach) => beach.type === "SANDY"),
    },
  },
  {
    query: "beach near Fira",
    language: "en",
    kind: "locality",
    note: "Santorini, nearest to Fira first",
    expect: { place: "Santorini", near: "Fira", inOrder: nearestTo(FIRA, 2) },
  },
  {
    query: "Agios Nikolaos",
    language: "en",
    kind: "locality",
    note: "The town of Crete's east coast (the name is shared by an inland village elsewhere)",
    expect: { place: "Crete", near: "Agios Nikolaos", inOrder: nearestTo(AGIOS_NIKOLAOS, 2) },
  },
  {
    query: "naousa",
    language: "greeklish",
    kind: "locality",
    note: "The harbour village of Paros (a bigger Naousa lies inland in Macedonia)",
    expect: { place: "Paros", near: "Naoussa", inOrder: nearestTo(NAOUSSA_PAROS, 2) },
  },
  {
    query: "near fiskardo",
    language: "en",
    kind: "locality",
    note: "A village under 1,000 people that travellers name: Kefalonia, nearest first",
    expect: { place: "Kefalonia", near: "Fiskardo", inOrder: nearestTo(FISKARDO, 2) },
  },
  {
    query: "Naxos",
    language: "en",
    kind: "place",
    note: "An island named like its town is the island: by name, no town to measure from",
    expect: { ...inArea("Naxos", "naxos"), near: null },
  },
  // ── A place in the case a Greek sentence puts it in: 'στη Λίνδο', 'της Κρήτης', 'στα Χανιά' ──
  {
    query: "παραλίες κοντά στη Λίνδο",
    language: "el",
    kind: "locality",
    note: "Lindos in the accusative (Λίνδος → Λίνδο): Rhodes, nearest to Lindos first",
    expect: { ...inArea("Rhodes", "rhodes"), near: "Lindos", inOrder: nearestTo(LINDOS, 3) },
  },
  {
    query: "αμμουδιές κοντά στον Άγιο Νικόλαο",
    language: "el",
    kind: "combination",
    note: "Agios Nikolaos in the accusative, both words (Άγιος Νικόλαος → Άγιο Νικόλαο)",
    expect: {
      place: "Crete",
      near: "Agios Nikolaos",
      filters: { type: ["SANDY"] },
      inOrder: nearestTo(AGIOS_NIKOLAOS, 2, (beach) => beach.type === "SANDY"),
    },
  },
  {
    query: "παραλίες του Αγίου Νικολάου",
    language: "el",
    kind: "locality",
    note: "Agios Nikolaos in the genitive (Αγίου Νικολάου)",
    expect: { place: "Crete", near: "Agios Nikolaos", inOrder: nearestTo(AGIOS_NIKOLAOS, 2) },
  },
  {
    query: "οι καλύτερες παραλίες της Κρήτης",
    language: "el",
    kind: "place",
    note: "Crete in the genitive (Κρήτη → Κρήτης), understood exactly rather than as a typo",
    expect: { ...inArea("Crete", "crete"), near: null },
  },
  {
    query: "ήσυχη παραλία στα Χανιά",
    language: "el",
    kind: "combination",
    note: "Chania after 'στα', the plural article: Crete, nearest to Chania first, quiet ones ranked first",
    expect: { place: "Crete", near: "Chania", filters: { prefer: ["unorganized"] } },
  },
  {
    query: "παραλίες των Χανίων",
    language: "el",
    kind: "locality",
    note: "Chania in the genitive plural (Χανιά → Χανίων)",
    expect: { ...inArea("Crete", "crete"), near: "Chania", inOrder: nearestTo(CHANIA, 2) },
  },
  {
    query: "παραλία του Ηρακλείου",
    language: "el",
    kind: "locality",
    note: "Heraklion in the genitive (Ηράκλειο → Ηρακλείου)",
    expect: { place: "Crete", near: "Heraklion", inOrder: nearestTo(HERAKLION, 2) },
  },
  {
    query: "κοντά στη Νάξο",
    language: "el",
    kind: "place",
    note: "Naxos in the accusative after 'κοντά' is the island, not its town to measure from",
    expect: { ...inArea("Naxos", "naxos"), near: null },
  },
  {
    query: "κοντά στη Νάουσα της Πάρου",
    language: "el",
    kind: "locality",
    note: "Naoussa of Paros, the island in the genitive",
    expect: { place: "Paros", near: "Naoussa", inOrder: nearestTo(NAOUSSA_PAROS, 2) },
  },
  {
    query: "παραλίες κοντά στον Βόλο",
    language: "el",
    kind: "locality",
    note: "Volos in the accusative: a town of no area here, all of Greece nearest to Volos first",
    expect: { place: null, near: "Volos", minTotal: ALL_PUBLIC, inOrder: nearestTo(VOLOS, 3) },
  },
  {
    query: "παραλίες κοντά στον Λαγανά",
    language: "el",
    kind: "locality",
    note: "Laganas in the accusative (Λαγανάς → Λαγανά) is the resort to measure from, not its beach",
    expect: { ...inArea("Zakynthos", "zakynthos"), near: "Laganas", inOrder: nearestTo(LAGANAS, 2) },
  },
  {
    query: "η παραλία του Μύρτου",
    language: "el",
    kind: "beach",
    note: "Myrtos, the beach, in the genitive (Μύρτος → Μύρτου)",
    expect: { beach: "Myrtos" },
  },
  {
    query: "κοντά στο Φισκάρδο",
    language: "el",
    kind: "locality",
    note: "A village under 1,000 people, in Greek after 'στο'",
    expect: { place: "Kefalonia", near: "Fiskardo", inOrder: nearestTo(FISKARDO, 2) },
  },
  // ── A calm sea on a day: the forecast's calm filter (docs/decisions/007-search.md) ──
  {
    query: "calm beach today",
    language: "en",
    kind: "feature",
    note: "Beaches whose sea is forecast calm today, not the beaches whose sea is usually calm",
    expect: { place: null, filters: calmOn("today") },
  },
  {
    query: "Calm sea today in Crete",
    language: "en",
    kind: "combination",
    note: "Crete's beaches calm today by the forecast",
    expect: { place: "Crete", areaSlug: "crete", filters: calmOn("today") },
  },
  {
    query: "sheltered from the wind",
    language: "en",
    kind: "feature",
    note: "Out of the wind: today's forecast when served; without one, as here, the fixed 'Usually calm'",
    expect: { place: null, filters: usuallyCalm() },
  },
  {
    query: "out of the wind",
    language: "en",
    kind: "feature",
    note: "Shelter from the wind; no forecast served here, so 'Usually calm'",
    expect: { place: null, filters: usuallyCalm() },
  },
  {
    query: "wind sheltered beach in Lefkada",
    language: "en",
    kind: "combination",
    note: "Lefkada's beaches out of the wind; no forecast served here, so 'Usually calm'",
    expect: { place: "Lefkada", areaSlug: "lefkada", filters: usuallyCalm() },
  },
  {
    query: "protected from the wind tomorrow",
    language: "en",
    kind: "feature",
    note: "Out of tomorrow's wind: the day named wins over today",
    expect: { place: null, filters: calmOn("tomorrow") },
  },
  {
    query: "no waves tomorrow",
    language: "en",
    kind: "feature",
    note: "Beaches forecast calm tomorrow",
    expect: { place: null, filters: calmOn("tomorrow") },
  },
  {
    query: "calm water tomorrow morning",
    language: "en",
    kind: "feature",
    note: "Calm tomorrow; the forecast's day is its swimming hours, morning included",
    expect: { place: null, filters: calmOn("tomorrow") },
  },
  {
    query: "no wind today rhodes",
    language: "en",
    kind: "combination",
    note: "Rhodes beaches out of today's wind",
    expect: { place: "Rhodes", areaSlug: "rhodes", filters: calmOn("today") },
  },
  {
    query: "calm sandy beach near Chania today",
    language: "en",
    kind: "combination",
    note: "Sandy beaches of Crete calm today, nearest to Chania first",
    expect: {
      place: "Crete",
      areaSlug: "crete",
      near: "Chania",
      filters: calmOn("today", { type: ["SANDY"] }),
    },
  },
  {
    query: "calm beach with a taverna in Naxos tomorrow",
    language: "en",
    kind: "combination",
    note: "Naxos beaches with a taverna, calm tomorrow",
    expect: { place: "Naxos", areaSlug: "naxos", filters: calmOn("tomorrow", { amenities: ["taverna"] }) },
  },
  {
    query: "ήρεμη θάλασσα σήμερα",
    language: "el",
    kind: "feature",
    note: "Calm sea today, in Greek",
    expect: { place: null, filters: calmOn("today") },
  },
  {
    query: "απάνεμη παραλία",
    language: "el",
    kind: "feature",
    note: "A beach out of the wind (απάνεμη); no forecast served here, so 'Usually calm'",
    expect: { place: null, filters: usuallyCalm() },
  },
  {
    query: "απάνεμη παραλία Νάξος",
    language: "el",
    kind: "combination",
    note: "Naxos beaches out of the wind; no forecast served here, so 'Usually calm'",
    expect: { place: "Naxos", areaSlug: "naxos", filters: usuallyCalm() },
  },
  {
    query: "απάνεμες παραλίες αύριο στη Μήλο",
    language: "el",
    kind: "combination",
    note: "Milos beaches out of tomorrow's wind",
    expect: { place: "Milos", areaSlug: "milos", filters: calmOn("tomorrow") },
  },
  {
    query: "παραλία χωρίς κύμα αύριο στη Χαλκιδική",
    language: "el",
    kind: "combination",
    note: "Halkidiki beaches calm tomorrow",
    expect: { place: "Halkidiki", filters: calmOn("tomorrow") },
  },
  {
    query: "irema nera avrio",
    language: "greeklish",
    kind: "feature",
    note: "Calm water tomorrow, in Greeklish",
    expect: { place: null, filters: calmOn("tomorrow") },
  },
  {
    query: "apanemi paralia sti naxo simera",
    language: "greeklish",
    kind: "combination",
    note: "Naxos beaches out of today's wind, in Greeklish",
    expect: { place: "Naxos", areaSlug: "naxos", filters: calmOn("today") },
  },
  {
    query: "sheltered beach tomorrow Κρήτη",
    language: "mixed",
    kind: "combination",
    note: "Crete's beaches calm tomorrow, the island in Greek",
    expect: { place: "Crete", areaSlug: "crete", filters: calmOn("tomorrow") },
  },
  // A day without a calm word, and a calm word without a day: nothing from the forecast.
  {
    query: "sandy beach tomorrow in Naxos",
    language: "en",
    kind: "combination",
    note: "Sand is sand any day: Naxos's sandy beaches, no forecast asked",
    expect: {
      place: "Naxos",
      filters: { type: ["SANDY"], calm: null },
      ...exactlyThose((beach) => beach.type === "SANDY", "Naxos"),
    },
  },
  {
    query: "beaches today",
    language: "en",
    kind: "list",
    note: "A day alone narrows nothing: every beach",
    expect: { place: null, filters: NO_FILTERS, minTotal: ALL_PUBLIC },
  },
  {
    query: "calm tonight",
    language: "en",
    kind: "leftover",
    note: "Tonight is no swimming day: the usually calm beaches, 'tonight' ignored",
    expect: {
      filters: { waveConditions: ["CALM"], calm: null },
      ignored: ["tonight"],
      ...exactlyThose(isCalm),
    },
  },
  {
    query: "calm water",
    language: "en",
    kind: "feature",
    note: "Without a day, calm water is what the beach usually has: its wave conditions",
    expect: { filters: { waveConditions: ["CALM"], calm: null }, ...exactlyThose(isCalm) },
  },
  {
    query: "sheltered beach",
    language: "en",
    kind: "feature",
    note: "A sheltered beach without a day: its usual calm water",
    expect: { filters: { waveConditions: ["CALM"], calm: null }, ...exactlyThose(isCalm) },
  },
  {
    query: "kid safe beach",
    language: "en",
    kind: "feature",
    note: "Safe water for children is a fact of the beach: calm water",
    expect: { filters: { waveConditions: ["CALM"], calm: null }, ...exactlyThose(isCalm) },
  },
  {
    query: "crystal clear water today",
    language: "en",
    kind: "feature",
    note: "Clear water is no forecast: the calm, clear beaches, whatever the day",
    expect: { filters: { waveConditions: ["CALM"], calm: null }, ...exactlyThose(isCalm) },
  },
  {
    query: "ήρεμη θάλασσα",
    language: "el",
    kind: "feature",
    note: "Calm sea without a day, in Greek: the usually calm beaches",
    expect: { filters: { waveConditions: ["CALM"], calm: null }, ...exactlyThose(isCalm) },
  },
  // ── Getting there and getting in: the access filters (docs/decisions/007-search.md) ──
  accessCase("wheelchair accessible beach", "en", "Beaches a wheelchair user can reach", ["wheelchair"]),
  accessCase("beaches with wheelchair access", "en", "Wheelchair access", ["wheelchair"]),
  accessCase("wheelchair friendly beaches", "en", "Wheelchair access", ["wheelchair"]),
  accessCase("accessible beach", "en", "'Accessible' alone is the wheelchair user's word", ["wheelchair"]),
  accessCase("beach with disabled access", "en", "Wheelchair access", ["wheelchair"]),
  accessCase("παραλίες ΑμεΑ", "el", "Beaches for people with disabilities (ΑμεΑ)", ["wheelchair"]),
  accessCase("παραλία για ΑμεΑ", "el", "A beach for people with disabilities", ["wheelchair"]),
  accessCase("προσβάσιμη", "el", "Accessible, in Greek", ["wheelchair"]),
  accessCase("προσβάσιμη παραλία", "el", "An accessible beach, in Greek", ["wheelchair"]),
  accessCase("paralia gia amea", "greeklish", "A beach for people with disabilities", ["wheelchair"]),
  accessCase("beach with seatrac", "en", "A Seatrac: the self-operated chair into the sea", ["seatrac"]),
  accessCase("sea trac beaches", "en", "Seatrac, written in two words", ["seatrac"]),
  accessCase("παραλία με σιτρακ", "el", "Seatrac, in Greek letters", ["seatrac"]),
  accessCase("dog friendly beach", "en", "Dogs allowed", ["dogs"]),
  accessCase("beaches where dogs allowed", "en", "Dogs allowed", ["dogs"]),
  accessCase("beach with my dog", "en", "Dogs allowed", ["dogs"]),
  accessCase("pet friendly beaches", "en", "Pets are dogs here: dogs allowed", ["dogs"]),
  accessCase("παραλία με σκυλί", "el", "A beach to go to with a dog", ["dogs"]),
  accessCase("παραλία που επιτρέπεται ο σκύλος", "el", "Where a dog is allowed", ["dogs"]),
  accessCase("παραλίες για σκύλους", "el", "Beaches for dogs", ["dogs"]),
  accessCase("nudist beach", "en", "A naturist beach", ["naturism"]),
  accessCase("naturist beaches", "en", "Naturist beaches", ["naturism"]),
  accessCase("nude beach", "en", "A naturist beach", ["naturism"]),
  accessCase("clothing optional beach", "en", "A naturist beach", ["naturism"]),
  accessCase("γυμνιστική παραλία", "el", "A naturist beach, in Greek", ["naturism"]),
  accessCase("παραλία γυμνιστών", "el", "A beach of naturists", ["naturism"]),
  accessCase("gymnistiki paralia", "greeklish", "A naturist beach, in Greeklish", ["naturism"]),
  accessCase("beach with shade", "en", "Natural shade; umbrellas are the amenity", ["shade"], {
    amenities: [],
  }),
  accessCase("shady beach", "en", "Natural shade", ["shade"]),
  accessCase("natural shade", "en", "Natural shade", ["shade"]),
  accessCase("beach with trees", "en", "Trees give natural shade", ["shade"]),
  accessCase("παραλία με σκιά", "el", "A beach with shade, in Greek", ["shade"], { amenities: [] }),
  accessCase("σκιά", "el", "Shade", ["shade"]),
  accessCase("σκιερή παραλία", "el", "A shady beach", ["shade"]),
  accessCase("paralia me skia", "greeklish", "A beach with shade, in Greeklish", ["shade"]),
  accessCase(
    "beach reachable only by boat",
    "en",
    "Only by boat, not the boat trips amenity",
    ["boat_only"],
    {
      amenities: [],
    },
  ),
  accessCase("boat only beaches", "en", "Only by boat", ["boat_only"], { amenities: [] }),
  accessCase("beaches reachable by boat", "en", "Reached by boat: the boat-only beaches", ["boat_only"], {
    amenities: [],
  }),
  accessCase("παραλία μόνο με καραβάκι", "el", "Only by boat, in Greek", ["boat_only"], { amenities: [] }),
  accessCase("μόνο με βάρκα", "el", "Only by boat", ["boat_only"], { amenities: [] }),
  accessCase("beach with no walk", "en", "No long walk from the car", ["short_walk"]),
  accessCase("no long walk", "en", "No long walk", ["short_walk"]),
  accessCase("beach no hiking", "en", "No long walk, and not the hiking amenity", ["short_walk"], {
    amenities: [],
  }),
  accessCase("easy access beach", "en", "No long walk", ["short_walk"]),
  accessCase("beach close to the car", "en", "No long walk from where the car stops", ["short_walk"]),
  accessCase("παραλία κοντά στο αυτοκίνητο", "el", "Close to the car, in Greek", ["short_walk"]),
  accessCase("παραλία χωρίς περπάτημα", "el", "A beach without a walk", ["short_walk"]),
  accessCase("beach by car", "en", "Reachable by car", ["car"]),
  accessCase("beaches I can drive to", "en", "Reachable by car", ["car"]),
  accessCase("beach with car access", "en", "Reachable by car", ["car"], { parking: [] }),
  accessCase("παραλία με αυτοκίνητο", "el", "Reachable by car, in Greek", ["car"]),
  {
    query: "wheelchair accessible beach in Crete",
    language: "en",
    kind: "combination",
    note: "Crete's beaches a wheelchair user can reach",
    expect: { place: "Crete", areaSlug: "crete", filters: accessOf(["wheelchair"]) },
  },
  {
    query: "dog friendly beach near Chania",
    language: "en",
    kind: "combination",
    note: "Crete's beaches that allow dogs, nearest to Chania first",
    expect: { place: "Crete", areaSlug: "crete", near: "Chania", filters: accessOf(["dogs"]) },
  },
  {
    query: "nudist beach crete",
    language: "en",
    kind: "combination",
    note: "Crete's naturist beaches",
    expect: { place: "Crete", areaSlug: "crete", filters: accessOf(["naturism"]) },
  },
  {
    query: "shady beach with taverna",
    language: "en",
    kind: "feature",
    note: "Natural shade and a taverna",
    expect: { place: null, filters: accessOf(["shade"], { amenities: ["taverna"] }) },
  },
  {
    query: "παραλία για ΑμεΑ Ρόδος",
    language: "el",
    kind: "combination",
    note: "Rhodes beaches for people with disabilities",
    expect: { place: "Rhodes", areaSlug: "rhodes", filters: accessOf(["wheelchair"]) },
  },
  {
    query: "sandy beach with a seatrac in Rhodes",
    language: "en",
    kind: "combination",
    note: "Sandy Rhodes beaches with a Seatrac",
    expect: { place: "Rhodes", areaSlug: "rhodes", filters: accessOf(["seatrac"], { type: ["SANDY"] }) },
  },
  {
    query: "quiet beach only by boat in Milos",
    language: "en",
    kind: "combination",
    note: "Milos beaches reached only by boat, the quieter first",
    expect: {
      place: "Milos",
      areaSlug: "milos",
      filters: accessOf(["boat_only"], { amenities: [], prefer: ["unorganized"] }),
    },
  },
  {
    query: "sandy beach no long walk Naxos",
    language: "en",
    kind: "combination",
    note: "Sandy Naxos beaches without a long walk",
    expect: { place: "Naxos", areaSlug: "naxos", filters: accessOf(["short_walk"], { type: ["SANDY"] }) },
  },
  {
    query: "wheelchair accessible beach with shade and parking",
    language: "en",
    kind: "feature",
    note: "Two access needs and a place to park",
    expect: {
      place: null,
      filters: accessOf(["wheelchair", "shade"], { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }),
    },
  },
  {
    query: "γυμνιστική παραλία στη Νάξο",
    language: "el",
    kind: "combination",
    note: "Naxos naturist beaches, in Greek",
    expect: { place: "Naxos", areaSlug: "naxos", filters: accessOf(["naturism"]) },
  },
  {
    query: "apanemi paralia me skia",
    language: "greeklish",
    kind: "feature",
    note: "Out of the wind (no forecast served here: 'Usually calm') and with natural shade",
    expect: { place: null, filters: accessOf(["shade"], { waveConditions: ["CALM"], calm: null }) },
  },
  {
    query: "beaches with umbrellas in Naxos",
    language: "en",
    kind: "combination",
    note: "Umbrellas are the amenity, not natural shade",
    expect: {
      place: "Naxos",
      filters: { amenities: ["umbrellas"], access: [] },
      ...exactlyThose((beach) => beach.amenities.includes("umbrellas"), "Naxos"),
    },
  },
  {
    query: "hiking trail to a beach with shade",
    language: "en",
    kind: "feature",
    note: "Hiking is still the amenity; shade the access filter",
    expect: { place: null, filters: accessOf(["shade"], { amenities: ["hiking"] }) },
  },
  // Against the access facts the demo data states.
  {
    query: "boat only beaches in Zakynthos",
    language: "en",
    kind: "combination",
    note: "The Zakynthos beaches no road reaches",
    expect: {
      place: "Zakynthos",
      filters: accessOf(["boat_only"], { amenities: [] }),
      ...exactlyThose(holds("boat_only"), "Zakynthos"),
    },
  },
  {
    query: "beaches reachable only by boat",
    language: "en",
    kind: "feature",
    note: "Every beach no road reaches",
    expect: {
      place: null,
      filters: accessOf(["boat_only"], { amenities: [] }),
      ...exactlyThose(holds("boat_only")),
    },
  },
  {
    query: "nudist beach corfu",
    language: "en",
    kind: "combination",
    note: "Corfu's naturist beaches, by the demo data; a hidden one never shows",
    expect: { place: "Corfu", filters: accessOf(["naturism"]), ...exactlyThose(holds("naturism"), "Corfu") },
  },
  {
    query: "γυμνιστική παραλία Σκιάθος",
    language: "el",
    kind: "combination",
    note: "Skiathos's naturist beaches, in Greek; a hidden one never shows",
    expect: {
      place: "Skiathos",
      filters: accessOf(["naturism"]),
      ...exactlyThose(holds("naturism"), "Skiathos"),
    },
  },
  {
    query: "sandy beach with natural shade",
    language: "en",
    kind: "feature",
    note: "Sand under trees: natural shade",
    expect: {
      place: null,
      filters: accessOf(["shade"], { type: ["SANDY"], amenities: [] }),
      ...exactlyThose((beach) => beach.type === "SANDY" && holds("shade")(beach)),
    },
  },
  {
    query: "beach in Crete with no long walk",
    language: "en",
    kind: "combination",
    note: "Cretan beaches a car reaches, or a short footpath",
    expect: {
      place: "Crete",
      filters: accessOf(["short_walk"]),
      ...exactlyThose(holds("short_walk"), "Crete"),
    },
  },
  // One meaning of calm, and search that never strands.
  {
    query: "usually calm sandy beach in Crete",
    language: "en",
    kind: "combination",
    note: "The fixed wave field: Crete's sandy beaches that are usually calm, whatever today's sea",
    expect: {
      place: "Crete",
      filters: usuallyCalm({ type: ["SANDY"] }),
      ...exactlyThose((beach) => beach.type === "SANDY" && isCalm(beach), "Crete"),
    },
  },
  {
    query: "generally calm beach for kids in Halkidiki",
    language: "en",
    kind: "combination",
    note: "Usually calm Halkidiki beaches, family-friendly ones first",
    expect: {
      place: "Halkidiki",
      filters: usuallyCalm({ prefer: ["family_friendly"] }),
      ...preferredFirst(isCalm, isFamilyFriendly, "Halkidiki"),
    },
  },
  {
    query: "συνήθως ήρεμη παραλία στη Χαλκιδική",
    language: "el",
    kind: "combination",
    note: "Usually calm beaches of Halkidiki, in Greek",
    expect: { place: "Halkidiki", filters: usuallyCalm(), ...exactlyThose(isCalm, "Halkidiki") },
  },
  {
    query: "sinithos iremi paralia",
    language: "greeklish",
    kind: "feature",
    note: "Usually calm beaches, in Greeklish",
    expect: { place: null, filters: usuallyCalm() },
  },
  {
    query: "calm beach",
    language: "en",
    kind: "feature",
    note: "Calm without a day: today's sea when a forecast is served; none is here, so 'Usually calm'",
    expect: { place: null, filters: usuallyCalm(), ...exactlyThose(isCalm) },
  },
  {
    query: "ήρεμη παραλία στη Νάξο",
    language: "el",
    kind: "combination",
    note: "Calm (ήρεμη) in Naxos; no forecast served here, so 'Usually calm'",
    expect: { place: "Naxos", filters: usuallyCalm(), ...exactlyThose(isCalm, "Naxos") },
  },
  {
    query: "quiet beach for kids near Rethymno",
    language: "en",
    kind: "combination",
    note: "Nearest to Rethymno first, always: the preferences only break ties",
    expect: {
      place: "Crete",
      near: "Rethymno",
      filters: { prefer: ["unorganized", "family_friendly"] },
      inOrder: nearestTo(RETHYMNO, SEARCH_EVAL_PAGE_SIZE, (beach) => beach.area === "Crete"),
    },
  },
  {
    query: "asdfgh qwerty zzz",
    language: "en",
    kind: "nothing",
    note: "Nonsense: nothing matched it, rather than fragments ('zzz' keys as 'z')",
    expect: { empty: true, place: null },
  },
  {
    query: "qwertyuiop",
    language: "en",
    kind: "nothing",
    note: "One nonsense word finds nothing",
    expect: { empty: true },
  },
  {
    query: "beach with caves",
    language: "en",
    kind: "feature",
    note: "What only a description says: the beaches whose descriptions speak of caves",
    expect: { place: null, ...exactlyThose(mentions("cave")) },
  },
  {
    query: "beach with sea caves in Crete",
    language: "en",
    kind: "leftover",
    note: "No Cretan beach's description speaks of caves: Crete's beaches, the word set aside and said so",
    expect: { ...inArea("Crete", "crete"), ignored: ["caves"] },
  },
  {
    query: "volcanic beach Santorini",
    language: "en",
    kind: "combination",
    note: "The rock's origin, from the descriptions: Santorini's beaches described as volcanic",
    expect: { place: "Santorini", ...exactlyThose(mentions("volcan"), "Santorini") },
  },
  {
    query: "beach with juniper in Peloponnese",
    language: "en",
    kind: "combination",
    note: "The trees a description names",
    expect: { place: "Peloponnese", ...exactlyThose(mentions("juniper"), "Peloponnese") },
  },
  {
    query: "Crete asdfgh",
    language: "en",
    kind: "leftover",
    note: "A place with beaches and an unknown word: the place's beaches, the word ignored and said so",
    expect: { ...inArea("Crete", "crete"), ignored: ["asdfgh"] },
  },
  {
    query: "wheelchair accessible beach in Rhodes",
    language: "en",
    kind: "combination",
    note: "Wheelchair access is understood; no beach records it yet (the site says so and relaxes it)",
    expect: { place: "Rhodes", filters: accessOf(["wheelchair"]) },
  },
];
