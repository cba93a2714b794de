import { and, eq, inArray, sql } from "drizzle-orm";
import type { AccessFilter } from "#core/access/access.ts";
import { ACCESS_FILTERS } from "#core/access/access.ts";
import { allBeachAliases } from "#core/search/beach-aliases.ts";
import type { LatLng } from "#core/contract/distance.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { DEFAULT_BEACH_FILTERS, SEARCH_MAX } from "#core/contract/filters.ts";
import { foldForSearch, searchKey } from "#core/contract/greek.ts";
import type { Town } from "#core/search/gazetteer.ts";
import { greekTownIndex } from "#core/search/gazetteer.ts";
import type { Place } from "#core/search/places.ts";
import { placesFromAreaNames, placesWithGazetteer } from "#core/search/places.ts";
import type { BeachPage } from "#core/contract/public-records.ts";
import type { SearchInterpretation } from "#core/search/search-interpretation.ts";
import { nearTown, resolveSearch } from "#core/search/search-interpretation.ts";
import type { BeachCandidate, NamedBeach } from "#core/search/search-query.ts";
import {
  beachNameCandidates,
  editDistance,
  emptyQueryFilters,
  isPlacePreposition,
  parseSearchQuery,
  placeNamedExactly,
} from "#core/search/search-query.ts";
import type { AreaService } from "../areas/area.service.ts";
import type { BeachListQuery } from "../beaches/beach-sql.ts";
import type { BeachService } from "../beaches/beach.service.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versioned, versionedByKey } from "../cache/versioned.ts";
import { relaxedList } from "./relaxation.ts";
import { unrecordedIn } from "#core/search/search-relaxation.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches, positionPoint } from "../db/schema.ts";
import { distanceKmSql } from "../beaches/beach-sql.ts";
import { searchNeedleCondition } from "../beaches/search-text.ts";
import { inPublicArea, publicBeachAlone, publicBeachCondition } from "../visibility.ts";

// The search that understands travellers: the contract's parser, told by the database
// which words name a beach (trigram similarity on beach names, typos included) and which leftover
// words name nothing at all.

interface FoundBeach extends NamedBeach {
  slug: string;
  areaSlug: string;
  areaName: string;
  /** The keyed words of the text that named the beach, and the keyed word before them. */
  key: string;
  before: string | null;
}

interface BeachHit {
  candidate: BeachCandidate;
  slug: string;
  name: string;
  nameKey: string;
  areaSlug: string;
  areaName: string;
  similarity: number;
}

const NAME_SIMILARITY = 0.4;
/** The shortest key a leftover word may match the searchable text with. */
const KNOWN_WORD_MIN = 2;
/** Interpretations kept per instance for the current data version. */
const INTERPRETATIONS_KEPT = 1000;

/** Short names forgive one typo; longer ones two, if the first letter is right (ADR 007). */
const SHORT_NAME = 8;
function typoAllowed(typed: string, name: string): boolean {
  if (name.length < SHORT_NAME) return editDistance(typed, name, 1) <= 1;
  return typed[0] === name[0] && editDistance(typed, name, 2) <= 2;
}

/** Exact matches first, then longer runs of words, then closer spellings. */
function rank(hit: BeachHit): [number, number, number] {
  const exact = hit.nameKey === hit.candidate.key ? 1 : 0;
  return [exact, hit.candidate.count, hit.similarity];
}

function better(a: BeachHit, b: BeachHit): boolean {
  const [ra, rb] = [rank(a), rank(b)];
  for (let index = 0; index < ra.length; index += 1) {
    if (ra[index] !== rb[index]) return (ra[index] ?? 0) > (rb[index] ?? 0);
  }
  return false;
}

export interface SearchRequest {
  q: string;
  /** Filters given beside the text (URL or API parameters); the text fills in the groups they leave empty. */
  filters: BeachFilters;
  areaSlug?: string | undefined;
  location?: LatLng | undefined;
}

export interface SearchResult {
  interpretation: SearchInterpretation;
  results: BeachPage;
  /** Access filters the search asks for that no public beach has recorded yet: why the results are few or none. */
  unrecorded: AccessFilter[];
}

export function createSearchService({
  db,
  areas: areaService,
  beaches: beachService,
  dataVersion,
}: {
  db: Database;
  areas: AreaService;
  beaches: BeachService;
  dataVersion: DataVersion;
}) {
  /** Beaches whose keyed name is close to one of the candidate runs, with the public rule applied. */
  async function beachHits(candidates: readonly BeachCandidate[]): Promise<BeachHit[]> {
    if (candidates.length === 0) return [];
    const keys = candidates.map((candidate) => candidate.key);
    // A typo of a name shares most of its trigrams; 0.4 keeps those (one wrong letter in a
    // six-letter name) and spares the index from rechecking every name that shares a syllable.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL pg_trgm.similarity_threshold = ${sql.raw(String(NAME_SIMILARITY))}`);
      return (
        tx
          .select({
            ordinal: sql<number>`c.ordinal`.mapWith(Number),
            slug: beaches.slug,
            name: beaches.name,
            nameKey: beaches.nameKey,
            areaSlug: areas.slug,
            areaName: areas.name,
            similarity: sql<number>`similarity(${beaches.nameKey}, c.key)`.mapWith(Number),
          })
          .from(sql`unnest(${sql.param(keys)}::text[]) WITH ORDINALITY AS c(key, ordinal)`)
          // `%` is pg_trgm's similarity operator, served by the trigram index on name_key.
          .innerJoin(beaches, sql`${beaches.nameKey} % c.key`)
          .innerJoin(areas, eq(areas.id, beaches.areaId))
          .where(publicBeachCondition)
          .orderBy(sql`similarity(${beaches.nameKey}, c.key) DESC`)
          .limit(100)
      );
    });
    return rows.flatMap((row) => {
      const candidate = candidates[row.ordinal - 1];
      return candidate ? [{ ...row, candidate }] : [];
    });
  }

  /** Public beaches with exactly these names (folded), for names reached through an alias. */
  async function beachesNamed(names: readonly string[]) {
    if (names.length === 0) return [];
    return db
      .select({
        slug: beaches.slug,
        name: beaches.name,
        nameKey: beaches.nameKey,
        areaSlug: areas.slug,
        areaName: areas.name,
      })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(publicBeachCondition, inArray(beaches.sortName, names.map(foldForSearch))));
  }

  async function findNamedBeach(
    candidates: readonly BeachCandidate[],
    placeName: string | null,
  ): Promise<FoundBeach | null> {
    const aliasHits: BeachHit[] = [];
    const aliases = allBeachAliases().map((entry) => ({ ...entry, key: searchKey(entry.alias) }));
    const aliasMatches = candidates.flatMap((candidate) =>
      aliases
        .filter((entry) => entry.key === candidate.key)
        .map((entry) => ({ candidate, name: entry.name })),
    );
    if (aliasMatches.length > 0) {
      const named = await beachesNamed(aliasMatches.map((match) => match.name));
      for (const match of aliasMatches) {
        for (const beach of named.filter((row) => foldForSearch(row.name) === foldForSearch(match.name))) {
          // An alias typed exactly counts as the name typed exactly.
          aliasHits.push({
            ...beach,
            candidate: match.candidate,
            nameKey: match.candidate.key,
            similarity: 1,
          });
        }
      }
    }
    const hits = [...aliasHits, ...(await beachHits(candidates))].filter((hit) => {
      if (hit.nameKey === hit.candidate.key) return true;
      return !hit.candidate.exactOnly && typoAllowed(hit.candidate.key, hit.nameKey);
    });
    let best: BeachHit | null = null;
    for (const hit of hits) {
      if (!best || better(hit, best)) best = hit;
      // Two beaches of the same name: the one in the place the text names.
      else if (hit.name === best.name && placeName !== null && hit.areaName === placeName) best = hit;
    }
    if (!best) return null;
    return {
      start: best.candidate.start,
      count: best.candidate.count,
      name: best.name,
      slug: best.slug,
      areaSlug: best.areaSlug,
      areaName: best.areaName,
      key: best.candidate.key,
      before: best.candidate.before,
    };
  }

  /**
   * The leftover words that appear in some public beach's names, area names or descriptions; the rest
   * name nothing. A word whose key is shorter than KNOWN_WORD_MIN ('zzz' keys as 'z') is a fragment
   * that appears everywhere, so it names nothing either. With an area, only its beaches count: 'caves'
   * beside Crete, where no beach mentions caves, would otherwise answer nothing.
   */
  async function wordsThatNameSomething(words: readonly string[], areaSlug?: string): Promise<Set<string>> {
    const keyed = [
      ...new Set(words.map(searchKey).filter((word) => word.replaceAll(" ", "").length >= KNOWN_WORD_MIN)),
    ];
    if (keyed.length === 0) return new Set();
    const inArea = areaSlug === undefined ? sql`` : sql`AND ${inPublicArea(areaSlug)}`;
    const found = await Promise.all(
      keyed.map(async (word) => {
        const [row] = await db
          .select({ one: sql<number>`1` })
          .from(beaches)
          .where(sql`${publicBeachAlone} AND ${searchNeedleCondition(word)} ${inArea}`)
          .limit(1);
        return row ? [word] : [];
      }),
    );
    return new Set(found.flat());
  }

  // The parser's places change only when an area does; rebuilding them (every name keyed) for each
  // query would cost more than the query.
  let placesCache: { signature: string; areaPlaces: Place[]; places: Place[] } | null = null;
  /**
   * Beach candidates leave out the public areas' own names; parsing also knows places that are not
   * in the directory, so 'Ikaria' is understood as a place without beaches here.
   */
  function placesFor(areaNames: readonly string[]) {
    const signature = areaNames.join("\n");
    if (placesCache?.signature !== signature) {
      const areaPlaces = placesFromAreaNames(areaNames);
      placesCache = { signature, areaPlaces, places: placesWithGazetteer(areaPlaces) };
    }
    return placesCache;
  }

  async function interpret(text: string): Promise<SearchInterpretation> {
    const query = text.trim().slice(0, SEARCH_MAX);
    if (query === "")
      return {
        query: "",
        filters: emptyQueryFilters(),
        term: "",
        place: null,
        beach: null,
        ignored: [],
        near: null,
      };
    return interpretKept({ query, forecast: await forecastServed() });
  }

  /**
   * Whether today's verdicts can be served: 'calm' without a day then means today's sea, and the
   * fixed 'Usually calm' otherwise (core/search/search-query.ts, applyCalm).
   */
  async function forecastServed(): Promise<boolean> {
    const status = await beachService.calmStatus({ ...DEFAULT_BEACH_FILTERS, calm: "today" });
    return status?.available === true;
  }

  /**
   * What a text means depends only on it, the directory's data and whether a forecast is served, so
   * an interpretation is kept for the data version and that. A search on the site is interpreted when it is submitted, then its list (which
   * carries the text as originalQuery, for the words it ignored and the area it named) reads the
   * interpretation kept then instead of parsing the text again.
   */
  const interpretKept = versionedByKey(
    dataVersion,
    {
      limit: INTERPRETATIONS_KEPT,
      key: ({ query, forecast }: { query: string; forecast: boolean }) => `${forecast ? "f" : "-"}${query}`,
    },
    ({ query, forecast }) => interpretText(query, forecast),
  );

  async function interpretText(query: string, forecast: boolean): Promise<SearchInterpretation> {
    const areaRefs = await areaService.listAreaRefs();
    const { areaPlaces, places } = placesFor(areaRefs.map((area) => area.name));
    const towns = greekTownIndex();
    const placeOnly = parseSearchQuery(query, places, { towns }).place;
    let beach = await findNamedBeach(beachNameCandidates(query, areaPlaces), placeOnly);
    const beachAsPlace = beach ? placeNamedExactly(beach.key, places) : null;
    // 'beaches near Glyfada', 'near Kamari': after 'near' or 'in', a town is where to measure from,
    // not the beach of the same name (a town of another area, or a beach village of its own).
    if (
      beach &&
      isPlacePreposition(beach.before) &&
      (towns.townsNamed(beach.key).length > 0 ||
        (beachAsPlace?.locality === true && beachAsPlace.place !== beach.areaName))
    ) {
      beach = null;
    }
    const parsed = parseSearchQuery(query, places, { beach, towns, forecast });
    // A beach that is also a town of its own area ('Sounio') names that area too.
    const place = parsed.place ?? (beach && beachAsPlace?.place === beach.areaName ? beach.areaName : null);
    const area = place === null ? undefined : areaRefs.find((ref) => ref.name === place);

    const leftover = parsed.leftover;
    const known = await wordsThatNameSomething(leftover, area?.slug);
    const kept = leftover.filter((word) => known.has(searchKey(word)));
    let ignored = leftover.filter((word) => !known.has(searchKey(word)));
    const words = [beach?.name ?? "", ...kept].filter((word) => word !== "");
    // A place that is not a public area stays in the text, so it finds what the directory has of it:
    // nothing. It is also the fallback for a place with no area: a search for its name as text.
    if (place !== null && !area) words.push(place);
    const understood =
      words.length > 0 ||
      area !== undefined ||
      parsed.filters.calm !== null ||
      Object.values(parsed.filters).some(
        (value) => value === true || (Array.isArray(value) && value.length > 0),
      );
    // Leftover words may be dropped only beside something understood; a text of nothing but unknown
    // words ('Ibiza') must find nothing rather than everything.
    if (!understood && ignored.length > 0) {
      words.push(...ignored);
      ignored = [];
    }
    const town = await townMeant(parsed.towns, area?.slug);
    return {
      query,
      filters: parsed.filters,
      term: words.join(" "),
      place,
      ...(area ? { area_slug: area.slug } : {}),
      beach: beach ? { slug: beach.slug, name: beach.name, area_slug: beach.areaSlug } : null,
      ignored,
      near: town,
    };
  }

  /**
   * Of the towns a name gives, the one a traveller in this directory means: the one nearest a public
   * beach, within the area the text names when it names one ('Agios Nikolaos' is the town of Crete's
   * coast, not the inland village of the same name). Nearest on the position index, one short read
   * per town, and only when a name is shared.
   */
  async function townMeant(candidates: readonly Town[], areaSlug: string | undefined): Promise<Town | null> {
    if (candidates.length <= 1) return candidates[0] ?? null;
    const nearest = await Promise.all(
      candidates.map(async (town) => {
        const location = { latitude: town.latitude, longitude: town.longitude };
        const [row] = await db
          .select({ areaSlug: areas.slug, distanceKm: distanceKmSql(location) })
          .from(beaches)
          .innerJoin(areas, eq(areas.id, beaches.areaId))
          .where(publicBeachCondition)
          .orderBy(
            sql`${positionPoint(beaches.latitude, beaches.longitude)} <-> point(${town.longitude}::float8, ${town.latitude}::float8)`,
          )
          .limit(1);
        return { town, inArea: row?.areaSlug === areaSlug, distanceKm: Number(row?.distanceKm ?? Infinity) };
      }),
    );
    nearest.sort((a, b) => Number(b.inArea) - Number(a.inArea) || a.distanceKm - b.distanceKm);
    return nearest[0]?.town ?? null;
  }

  async function search(request: SearchRequest): Promise<SearchResult> {
    const interpretation = await interpret(request.q);
    const { filters, areaSlug } = resolveSearch(
      { ...request, hasPosition: request.location !== undefined },
      interpretation,
    );
    const location = request.location ?? nearTown(interpretation);
    const results = await beachService.listBeaches({
      filters,
      ...(areaSlug ? { areaSlug } : {}),
      ...(location ? { location } : {}),
    });
    const unrecorded = filters.access.length > 0 ? unrecordedIn(filters, await unrecordedAccess()) : [];
    return { interpretation, results, unrecorded };
  }

  /**
   * The access filters no public beach has recorded yet (wheelchair access, a Seatrac, dogs allowed
   * while the editors have not stated them): one grouped count over the access tags' index, kept for
   * the data version. The sheet marks them and a search asking for one says so and relaxes it.
   */
  const unrecordedAccess = versioned(dataVersion, async (): Promise<AccessFilter[]> => {
    const rows = await db
      .select({ tag: sql<string>`t.tag` })
      .from(sql`${beaches} CROSS JOIN LATERAL unnest(${beaches.accessTags}) AS t(tag)`)
      .where(publicBeachAlone)
      .groupBy(sql`t.tag`);
    const recorded = new Set(rows.map((row) => row.tag));
    return ACCESS_FILTERS.filter((filter) => !recorded.has(filter));
  });

  /** The nearest list that is not empty, for a list that is (relaxation.ts). */
  const relax = async (query: BeachListQuery) => relaxedList(beachService, query, await unrecordedAccess());

  return { interpret, search, relax, unrecordedAccess };
}

export type SearchService = ReturnType<typeof createSearchService>;
