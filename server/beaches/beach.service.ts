import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  ne,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AmenityId } from "#core/contract/amenities.ts";
import type { BeachType, Parking, Sort, Status, WaveCondition } from "#core/contract/enums.ts";
import { DEFAULT_SORT, isDistanceSort, isOneOf, SETUPS } from "#core/contract/enums.ts";
import type { LatLng } from "#core/contract/distance.ts";
import type { Bbox } from "#core/contract/map.ts";
import { EARTH_RADIUS_KM } from "#core/contract/distance.ts";
import type { BeachFilters, CalmDay, Preference } from "#core/contract/filters.ts";
import type { CalmStatus, SeaFacts } from "#core/sea/conditions.ts";
import { calmCondition, calmKey, type CalmWindow, type VerdictService } from "../forecast/verdicts.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import { isSlug } from "#core/contract/slug.ts";
import { BEACHES_PAGE_SIZE } from "#core/contract/filters.ts";
import type {
  BeachPage,
  BeachSuggestion,
  PublicBeach,
  SuggestionReason,
} from "#core/contract/public-records.ts";
import { MORE_IN_AREA_DEFAULT, SUGGESTIONS_MAX } from "#core/contract/public-records.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versioned, versionedByKey } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { toIso } from "../db/timestamps.ts";
import { accessFactsOf, accessFlagSelection, type AccessFlagValues } from "../content/access-columns.ts";
import { searchNeedleCondition } from "./search-text.ts";
import {
  countFromOrder,
  countsFromOrder,
  FACET_COLUMNS,
  loadNameOrder,
  nearestFromOrder,
  nearestInOrder,
  pageFromOrder,
  servesFromOrder,
  type Held,
} from "./name-order.ts";
import { areas, beaches, beachVerdicts, positionPoint } from "../db/schema.ts";
import {
  activeBeachCondition,
  inPublicArea,
  publicAreaCondition,
  publicBeachAlone,
  publicBeachCondition,
} from "../visibility.ts";

export interface BeachListQuery {
  filters: BeachFilters;
  /** Restricts to one area, by area slug. */
  areaSlug?: string;
  location?: LatLng;
  /** The verdicts `filters.calm` reads, resolved by the service (ADR 033); callers leave it out. */
  calmWindow?: CalmWindow;
}

const beachColumns = getTableColumns(beaches);
const publicColumns = {
  id: beachColumns.id,
  slug: beachColumns.slug,
  name: beachColumns.name,
  area: areas.name,
  areaEl: areas.nameEl,
  areaId: beachColumns.areaId,
  areaSlug: areas.slug,
  description: beachColumns.description,
  nameEl: beachColumns.nameEl,
  descriptionEl: beachColumns.descriptionEl,
  type: beachColumns.type,
  waveConditions: beachColumns.waveConditions,
  parking: beachColumns.parking,
  organized: beachColumns.organized,
  blueFlag: beachColumns.blueFlag,
  amenities: beachColumns.amenities,
  latitude: beachColumns.latitude,
  longitude: beachColumns.longitude,
  photoUrl: beachColumns.photoUrl,
  photoSource: beachColumns.photoSource,
  source: beachColumns.source,
  verifiedAt: beachColumns.verifiedAt,
  status: beachColumns.status,
  updatedAt: beachColumns.updatedAt,
  facingDeg: beachColumns.facingDeg,
  wheelchair: beachColumns.wheelchair,
  arrival: beachColumns.arrival,
  walkMinutes: beachColumns.walkMinutes,
  ...accessFlagSelection(),
};

type PublicBeachRow = AccessFlagValues & {
  id: number;
  slug: string;
  name: string;
  area: string;
  areaEl: string | null;
  areaId: number;
  areaSlug: string;
  description: string;
  nameEl: string | null;
  descriptionEl: string | null;
  type: string;
  waveConditions: string;
  parking: string;
  organized: boolean;
  blueFlag: boolean;
  amenities: string[];
  latitude: number;
  longitude: number;
  photoUrl: string | null;
  photoSource: string | null;
  source: string | null;
  verifiedAt: Date | string | null;
  status: string;
  updatedAt: Date | string;
  facingDeg: number | null;
  wheelchair: string | null;
  arrival: string | null;
  walkMinutes: number | null;
  distanceKm?: number | null;
};

/** A timestamp as the sitemap's lastmod day, 2026-11-23. */
const toDay = (value: Date | string) => toIso(value).slice(0, 10);

export function toPublicBeach(row: PublicBeachRow): PublicBeach {
  const beach: PublicBeach = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    area: row.area,
    area_el: row.areaEl,
    area_id: row.areaId,
    area_slug: row.areaSlug,
    description: row.description,
    name_el: row.nameEl,
    description_el: row.descriptionEl,
    type: row.type as BeachType,
    wave_conditions: row.waveConditions as WaveCondition,
    parking: row.parking as Parking,
    organized: row.organized,
    blue_flag: row.blueFlag,
    amenities: row.amenities as AmenityId[],
    latitude: row.latitude,
    longitude: row.longitude,
    photo_url: row.photoUrl,
    photo_source: row.photoSource,
    source: row.source,
    verified_at: toIso(row.verifiedAt),
    status: row.status as Status,
    updated_at: toIso(row.updatedAt),
    // 359.6 rounds to 360, which is north again.
    facing_deg: row.facingDeg === null ? null : Math.round(row.facingDeg) % 360,
    access: accessFactsOf(row),
  };
  if (row.distanceKm !== undefined && row.distanceKm !== null) {
    beach.distance_km = Math.round(Number(row.distanceKm) * 100) / 100;
  }
  return beach;
}

/** Haversine in SQL, the same formula as core/contract/distance.ts. */
export function distanceKmSql(location: LatLng): SQL<number> {
  const lat = sql`${beaches.latitude}`;
  const lng = sql`${beaches.longitude}`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${location.latitude}::float8) / 2), 2)
    + cos(radians(${location.latitude}::float8)) * cos(radians(${lat}))
    * power(sin(radians(${lng} - ${location.longitude}::float8) / 2), 2)))))`;
}

/**
 * The public filter rules of core/contract/filters.ts (beachMatchesFilters), as SQL conditions. `calm` needs
 * its window (which verdicts to read); without one it matches nothing, as no verdict can be served.
 */
export function filterConditions(filters: BeachFilters, areaSlug?: string, calmWindow?: CalmWindow): SQL[] {
  // Conditions on beaches alone, so a count or a box needs no join (ADR 010).
  const conditions: SQL[] = [publicBeachAlone];
  if (areaSlug !== undefined) conditions.push(inPublicArea(areaSlug));
  for (const needle of searchNeedles(filters.search)) conditions.push(searchNeedleCondition(needle));
  const setups = new Set(filters.organized);
  if (setups.size === 1) conditions.push(eq(beaches.organized, setups.has("organized")));
  if (filters.blueFlag) conditions.push(eq(beaches.blueFlag, true));
  if (filters.parking.length > 0) conditions.push(inArray(beaches.parking, filters.parking));
  if (filters.waveConditions.length > 0)
    conditions.push(inArray(beaches.waveConditions, filters.waveConditions));
  if (filters.type.length > 0) conditions.push(inArray(beaches.type, filters.type));
  if (filters.amenities.length > 0) conditions.push(arrayContains(beaches.amenities, filters.amenities));
  if (filters.access.length > 0) conditions.push(arrayContains(beaches.accessTags, filters.access));
  if (filters.calm !== null) conditions.push(calmWindow ? calmCondition(calmWindow) : sql`false`);
  return conditions;
}

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** Beaches inside a box, through the GiST index on their position. */
export function inBox([west, south, east, north]: readonly [number, number, number, number]): SQL {
  return sql`${positionPoint(beaches.latitude, beaches.longitude)} <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
}

/**
 * A box that holds every point within radiusKm of the origin (1% wider, against rounding), or null
 * near a pole or the antimeridian, where a nearest-first list simply sorts every match.
 */
export function boxAround(origin: LatLng, radiusKm: number): SQL | null {
  const bounds = boundsAround(origin, radiusKm);
  return bounds ? inBox(bounds) : null;
}

/** The corners of boxAround's box (west, south, east, north), or null where it has none. */
function boundsAround(origin: LatLng, radiusKm: number): Bbox | null {
  const halfLat = (radiusKm / KM_PER_DEGREE) * 1.01;
  const south = origin.latitude - halfLat;
  const north = origin.latitude + halfLat;
  if (south <= -90 || north >= 90) return null;
  // A degree of longitude is shortest on the box's edge nearer the pole.
  const halfLng = halfLat / Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const west = origin.longitude - halfLng;
  const east = origin.longitude + halfLng;
  if (west < -180 || east > 180) return null;
  return [west, south, east, north];
}

function sortOrder(sort: Sort, distance: SQL<number> | null, score: SQL<number> | null = null): SQL[] {
  const ties = [...(score ? [desc(score)] : []), asc(beaches.sortName), asc(beaches.id)];
  if (distance && sort === "distance.asc") return [asc(distance), ...ties];
  if (distance && sort === "distance.desc") return [desc(distance), ...ties];
  if (sort === "name.desc") return [desc(beaches.sortName), desc(beaches.id)];
  return [asc(beaches.sortName), asc(beaches.id)];
}

/**
 * How many of the list's preferences a beach meets (0 when it has none): a setup by the organized
 * column, an amenity by the amenities array.
 */
export function preferenceScore(filters: Pick<BeachFilters, "prefer">): SQL<number> | null {
  if (filters.prefer.length === 0) return null;
  const parts = filters.prefer.map(
    (preference) => sql`(CASE WHEN ${preferenceMet(preference)} THEN 1 ELSE 0 END)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

function preferenceMet(preference: Preference): SQL {
  return isOneOf(SETUPS, preference)
    ? eq(beaches.organized, preference === "organized")
    : arrayContains(beaches.amenities, [preference]);
}

/**
 * A beach whose name is exactly the search term comes first. By name, the beaches meeting more of
 * the preferences come next, each group by name: a name order means nothing to a traveller, so it
 * may be bent, and the preferences are shown as removable chips. By distance, the distance decides
 * and the preferences only break ties: "nearest to Rethymno first" is always nearest first.
 */
function orderBy(filters: BeachFilters, sort: Sort, distance: SQL<number> | null): SQL[] {
  const named = foldForSearch(filters.search);
  const score = preferenceScore(filters);
  const byName = !(distance && isDistanceSort(sort));
  return [
    ...(named === "" ? [] : [desc(sql`(${beaches.sortName} = ${named})`)]),
    ...(score && byName ? [desc(score)] : []),
    ...sortOrder(sort, distance, score),
  ];
}

/**
 * What decides which beaches match (not their order, page or the visitor's words): lists that differ
 * only in page, sort or starting point share one count.
 */
function matchKey(filters: BeachFilters, areaSlug: string | undefined, calmWindow?: CalmWindow): string {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort().join(",");
  return JSON.stringify([
    areaSlug ?? null,
    searchNeedles(filters.search),
    sorted(filters.organized),
    filters.blueFlag,
    sorted(filters.parking),
    sorted(filters.waveConditions),
    sorted(filters.type),
    sorted(filters.amenities),
    sorted(filters.access),
    filters.calm === null ? null : calmKey(calmWindow ?? null),
  ]);
}

interface FacetGroup {
  areaId: number;
  type: string;
  waveConditions: string;
  parking: string;
  organized: boolean;
  blueFlag: boolean;
  count: number;
}

interface Facets {
  /** Groups of public beaches by area. */
  byArea: Map<number, FacetGroup[]>;
  /** Public areas by slug. */
  areaIds: Map<string, number>;
}

/**
 * The filter rules of filterConditions, applied to groups of beaches instead of rows. Access and calm
 * are not facets: they pick which beaches the groups were counted from (see prefilteredFacets).
 */
export function countFromFacets(facets: Facets, filters: BeachFilters, areaSlug?: string): number {
  let groups: FacetGroup[][];
  if (areaSlug === undefined) groups = [...facets.byArea.values()];
  else {
    const id = facets.areaIds.get(areaSlug);
    groups = id === undefined ? [] : [facets.byArea.get(id) ?? []];
  }
  const setups = new Set(filters.organized);
  const organized = setups.size === 1 ? setups.has("organized") : null;
  const types = new Set<string>(filters.type);
  const waves = new Set<string>(filters.waveConditions);
  const parking = new Set<string>(filters.parking);
  let total = 0;
  for (const list of groups) {
    for (const group of list) {
      if (organized !== null && group.organized !== organized) continue;
      if (filters.blueFlag && !group.blueFlag) continue;
      if (types.size > 0 && !types.has(group.type)) continue;
      if (waves.size > 0 && !waves.has(group.waveConditions)) continue;
      if (parking.size > 0 && !parking.has(group.parking)) continue;
      total += group.count;
    }
  }
  return total;
}

/** The beach with its verdict from `sea` (null where it has none); as it was when there is no forecast. */
function withSeaOf(beach: PublicBeach, sea: Map<number, SeaFacts> | null): PublicBeach {
  return sea ? { ...beach, sea: sea.get(beach.id) ?? null } : beach;
}

/** Where a beach page's nearby beaches are measured from: the beach itself. */
export type NearbyOrigin = Pick<PublicBeach, "id" | "area_id" | "latitude" | "longitude">;

/** How many beaches "More beaches nearby" and "Calm nearby today" offer. */
export const NEARBY_DEFAULT = 3;
/** Nearby, as the crow flies: about an hour's drive on an island's roads. */
export const NEARBY_RADIUS_KM = 50;
/** A calm sea is worth a longer drive: across Crete from its north coast to its south, for one. */
export const CALM_NEARBY_RADIUS_KM = 80;
/** Candidates read by the flat nearest order for each place offered (see nearestQuery and nearestInOrder). */
const NEARBY_CANDIDATES = 4;

/** Distinct filter sets whose counts an instance keeps per data version. */
const COUNTS_KEPT = 2000;
/** Distinct searches whose matching beaches an instance keeps per version of the directory. */
const SEARCHES_KEPT = 32;

export function createBeachService({
  db,
  dataVersion,
  verdicts,
}: {
  db: Database;
  dataVersion: DataVersion;
  /** The day's verdicts (server/forecast/verdicts.ts); without them `calm` is never available. */
  verdicts?: VerdictService;
}) {
  /**
   * The query with the verdicts its `calm` filter reads, or null when none can be served (the
   * forecast is off, missing or too old): the list then answers its message, not an empty list.
   */
  async function withCalm<Query extends Omit<BeachListQuery, "location">>(
    query: Query,
  ): Promise<Query | null> {
    const day = query.filters.calm;
    if (day === null) return query;
    const window = verdicts ? await verdicts.window(day) : null;
    return window ? { ...query, calmWindow: window } : null;
  }

  /** Whether the list's `calm` filter can be answered; null without `calm`. */
  async function calmStatus(filters: BeachFilters): Promise<CalmStatus | null> {
    return (await calmOf(filters)).status;
  }

  /** The verdicts a list's `calm` filter reads (null when none can be served) and what that means for it. */
  async function calmOf(
    filters: BeachFilters,
  ): Promise<{ status: CalmStatus | null; window: CalmWindow | null }> {
    const day = filters.calm;
    if (day === null) return { status: null, window: null };
    const window = verdicts ? await verdicts.window(day) : null;
    return {
      status: window ? { day, date: window.date, available: true } : { day, date: null, available: false },
      window,
    };
  }

  // Counted once per data version and set of filters (ADR 010); a change to the directory starts over.
  const countResolved = versionedByKey(
    dataVersion,
    {
      limit: COUNTS_KEPT,
      key: (query: Omit<BeachListQuery, "location">) =>
        matchKey(query.filters, query.areaSlug, query.calmWindow),
    },
    async (query): Promise<number> => {
      const { filters } = query;
      if (searchNeedles(filters.search).length === 0 && filters.amenities.length === 0) {
        if (filters.calm === null && filters.access.length === 0)
          return countFromFacets(await facets(), filters, query.areaSlug);
      }
      // Amenities and access facts without a search or the calm filter: one pass over the name order.
      if (filters.calm === null) {
        const order = await nameOrder();
        if (countsFromOrder(order, filters))
          return countFromOrder(order, filters, await publicAreaId(query.areaSlug));
      }
      if (searchNeedles(filters.search).length === 0 && filters.amenities.length === 0) {
        if (filters.calm === null || query.calmWindow) {
          const groups = await prefilteredFacets({ window: query.calmWindow, access: filters.access });
          return countFromFacets(groups, filters, query.areaSlug);
        }
      }
      // Search words, or the calm filter with amenities: the order, with the search's matches and the
      // day's calm beaches held.
      if (filters.calm === null || query.calmWindow) {
        const order = await nameOrder();
        const held = await heldTests(query);
        if (countsFromOrder(order, filters, held))
          return countFromOrder(order, filters, await publicAreaId(query.areaSlug), held.keep);
      }
      const [row] = await db
        .select({ value: count() })
        .from(beaches)
        .where(and(...filterConditions(query.filters, query.areaSlug, query.calmWindow)));
      return row?.value ?? 0;
    },
  );

  /** How many public beaches match; 0 when the `calm` filter cannot be answered (see calmStatus). */
  async function countBeaches(query: Omit<BeachListQuery, "location">): Promise<number> {
    const resolved = query.calmWindow || query.filters.calm === null ? query : await withCalm(query);
    return resolved ? countResolved(resolved) : 0;
  }

  /** Groups of the public beaches meeting `conditions` by area and by every facet of countFromFacets. */
  async function loadFacets(conditions: SQL[]): Promise<Facets> {
    const [groups, areaRows] = await Promise.all([
      db
        .select({ ...FACET_COLUMNS, count: sql<number>`count(*)::int` })
        .from(beaches)
        .where(and(publicBeachAlone, ...conditions))
        .groupBy(...Object.values(FACET_COLUMNS)),
      db.select({ id: areas.id, slug: areas.slug }).from(areas).where(publicAreaCondition),
    ]);
    const byArea = new Map<number, FacetGroup[]>();
    for (const group of groups) {
      const list = byArea.get(group.areaId) ?? [];
      list.push({ ...group, count: Number(group.count) });
      byArea.set(group.areaId, list);
    }
    return { byArea, areaIds: new Map(areaRows.map((area) => [area.slug, area.id])) };
  }

  // The public beaches counted once per data version by area and by every single-valued filter
  // (type, waves, parking, setup, Blue Flag): any count without search words or amenities is a sum
  // over these groups, at most 256 per area, instead of a scan of the directory (ADR 010).
  const facets = versioned(dataVersion, () => loadFacets([]));

  // The same groups of the beaches calm on the window's day and meeting a set of access filters,
  // once per data version, window and set: a count with those filters is then a sum too (ADR 033,
  // 035). The sets are few (the sheet offers six filters) and each load reads only its beaches.
  const prefilteredFacets = versionedByKey(
    dataVersion,
    {
      limit: 64,
      key: (prefilter: { window: CalmWindow | undefined; access: readonly string[] }) =>
        `${calmKey(prefilter.window ?? null)}|${[...new Set(prefilter.access)].sort().join(",")}`,
    },
    ({ window, access }) =>
      loadFacets([
        ...(window ? [calmCondition(window)] : []),
        ...(access.length > 0 ? [arrayContains(beaches.accessTags, [...access])] : []),
      ]),
  );

  // Every public beach in name order with its facts, once per version of the directory (the
  // forecast's counter leaves it as it is): a page of a list by name is found from it in memory.
  const nameOrder = versioned({ current: async () => (await dataVersion.counters()).directory }, () =>
    loadNameOrder(db),
  );

  // The beaches a search's words match, and those whose name is the search itself, once per version
  // of the directory and search: every page, sort and filter set of a search then walks the name
  // order in memory instead of the database finding and sorting every match again (ADR 047).
  const searchMatches = versionedByKey(
    { current: async () => (await dataVersion.counters()).directory },
    {
      limit: SEARCHES_KEPT,
      key: (search: string) => JSON.stringify([searchNeedles(search), foldForSearch(search)]),
    },
    async (search): Promise<{ ids: Set<number>; exact: Set<number> }> => {
      const rows = await db
        .select({ id: beaches.id, exact: sql<boolean>`(${beaches.sortName} = ${foldForSearch(search)})` })
        .from(beaches)
        .where(and(publicBeachAlone, ...searchNeedles(search).map(searchNeedleCondition)));
      return {
        ids: new Set(rows.map((row) => row.id)),
        exact: new Set(rows.filter((row) => row.exact).map((row) => row.id)),
      };
    },
  );

  /**
   * What the name order cannot test by itself and this query asks, held for it: the search's
   * matches (its exact names first) and the day's calm beaches, when the day's verdicts read are
   * those of the query's window. The flags say which of the two are held.
   */
  async function heldTests(
    query: Omit<BeachListQuery, "location">,
  ): Promise<Held & { searchHeld: boolean; calmHeld: boolean }> {
    const { filters } = query;
    const tests: ((beachId: number) => boolean)[] = [];
    let first: ReadonlySet<number> | undefined;
    const searchHeld = searchNeedles(filters.search).length > 0;
    if (searchHeld) {
      const found = await searchMatches(filters.search);
      tests.push((beachId) => found.ids.has(beachId));
      first = found.exact;
    }
    let calmHeld = false;
    const window = query.calmWindow;
    if (filters.calm !== null && window && verdicts?.enabled) {
      const sea = await verdicts.daySea(filters.calm);
      if (sea && calmKey(sea.window) === calmKey(window)) {
        tests.push((beachId) => sea.isCalm(beachId));
        calmHeld = true;
      }
    }
    const keep =
      tests.length === 0
        ? undefined
        : tests.length === 1
          ? tests[0]!
          : (beachId: number) => tests.every((test) => test(beachId));
    return { searchHeld, calmHeld, ...(keep ? { keep } : {}), ...(first ? { first } : {}) };
  }

  /** The id of the public area with this slug (null when none is); undefined for no area. */
  async function publicAreaId(slug: string | undefined): Promise<number | null | undefined> {
    return slug === undefined ? undefined : ((await facets()).areaIds.get(slug) ?? null);
  }

  /**
   * A page of a list by name read from the name order and then by id: the same rows as listQuery,
   * without the database stepping over every row before the page. Null when the list is not one the
   * order answers (another sort, a search, the calm filter, a preference).
   */
  async function pageByName(query: BeachListQuery, offset: number): Promise<PublicBeach[] | null> {
    const { sort } = effectiveSort(query);
    if (sort !== "name.asc" && sort !== "name.desc") return null;
    const order = await nameOrder();
    const held = await heldTests(query);
    if (!servesFromOrder(order, query.filters, held)) return null;
    const areaId = await publicAreaId(query.areaSlug);
    const ids = pageFromOrder(order, query.filters, {
      areaId,
      offset,
      count: BEACHES_PAGE_SIZE,
      descending: sort === "name.desc",
      ...held,
    });
    if (ids.length === 0) return [];
    const distance = query.location ? distanceKmSql(query.location) : null;
    // The ids are known before the rows, so their verdicts are read at the same time.
    const [rows, sea] = await Promise.all([
      db
        .select({ ...publicColumns, ...(distance ? { distanceKm: distance } : {}) })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(and(publicBeachCondition, inArray(beaches.id, ids))),
      seaOf(ids, query.filters.calm ?? "today"),
    ]);
    const byId = new Map(rows.map((row: PublicBeachRow) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [withSeaOf(toPublicBeach(row), sea)] : [];
    });
  }

  /**
   * A page of a list nearest first, its candidates found in the name order (the beaches at most as
   * far as the page's last, see nearestFromOrder) and only those read and ordered by the database,
   * with their verdicts at the same time: the same rows as listQuery, in one round trip. Null when
   * the order cannot answer the list (see servesFromOrder) or the page is too deep.
   */
  async function nearestByOrder(
    query: BeachListQuery & { location: LatLng },
    offset: number,
  ): Promise<PublicBeach[] | null> {
    const order = await nameOrder();
    const held = await heldTests(query);
    if (!servesFromOrder(order, query.filters, held)) return null;
    const candidates = nearestFromOrder(order, query.filters, {
      areaId: await publicAreaId(query.areaSlug),
      origin: query.location,
      needed: offset + BEACHES_PAGE_SIZE,
      ...(held.keep ? { keep: held.keep } : {}),
    });
    if (candidates === null) return null;
    if (candidates.length === 0) return [];
    const distance = distanceKmSql(query.location);
    const [rows, sea] = await Promise.all([
      db
        .select({ ...publicColumns, distanceKm: distance })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(and(publicBeachCondition, inArray(beaches.id, candidates)))
        .orderBy(...sortOrder("distance.asc", distance))
        .limit(offset + BEACHES_PAGE_SIZE),
      seaOf(candidates, query.filters.calm ?? "today"),
    ]);
    return rows.slice(offset).map((row: PublicBeachRow) => withSeaOf(toPublicBeach(row), sea));
  }

  /** The sort a list gets: a distance sort without a location falls back to names. */
  function effectiveSort(query: BeachListQuery): { sort: Sort; sortFallback: boolean } {
    const sortFallback = isDistanceSort(query.filters.sort) && !query.location;
    return { sort: sortFallback ? DEFAULT_SORT : query.filters.sort, sortFallback };
  }

  /**
   * The query for a list's rows: `within` narrows it to a box, `limit` and `from` pick the rows
   * (one page by default). Exported for the query-plan tests.
   */
  function listQuery(query: BeachListQuery, options: { within?: SQL; limit?: number; from?: number } = {}) {
    const { filters, location } = query;
    const distance = location ? distanceKmSql(location) : null;
    return db
      .select({ ...publicColumns, ...(distance ? { distanceKm: distance } : {}) })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(
        and(
          ...filterConditions(filters, query.areaSlug, query.calmWindow),
          ...(options.within ? [options.within] : []),
        ),
      )
      .orderBy(...orderBy(filters, effectiveSort(query).sort, distance))
      .limit(options.limit ?? BEACHES_PAGE_SIZE)
      .offset(options.from ?? (filters.page - 1) * BEACHES_PAGE_SIZE);
  }

  /**
   * Nearest first without sorting every match, in two short reads. The position index hands out the
   * matches nearest on a flat longitude/latitude plane first; a page's worth of them gives a radius
   * (the farthest of them over the earth) within which at least that many matches lie. Every match
   * nearer than that is inside the box around that radius, so sorting the box's matches, read
   * through the same index, gives the true page.
   */
  async function nearestPage(
    query: BeachListQuery & { location: LatLng },
    { offset, count }: { offset: number; count: number },
  ) {
    const { filters, location } = query;
    const needed = offset + count;
    const flatNearest = sql`${positionPoint(beaches.latitude, beaches.longitude)} <-> point(${location.longitude}::float8, ${location.latitude}::float8)`;
    const probe = await db
      .select({ distanceKm: distanceKmSql(location) })
      .from(beaches)
      .where(and(...filterConditions(filters, query.areaSlug, query.calmWindow)))
      .orderBy(flatNearest)
      .limit(needed);
    const box =
      probe.length === needed
        ? boxAround(location, Math.max(...probe.map((row) => Number(row.distanceKm))))
        : null;
    return (await listQuery(query, { ...(box ? { within: box } : {}), limit: needed, from: 0 })).slice(
      offset,
    );
  }

  async function listBeaches(asked: BeachListQuery): Promise<BeachPage> {
    // The day's verdicts are read once: for the answer's `calm` and for the filter itself.
    const { status: calm, window } = await calmOf(asked.filters);
    if (calm && !window) {
      return {
        items: [],
        total: 0,
        page: asked.filters.page,
        pageSize: BEACHES_PAGE_SIZE,
        pageCount: 0,
        ...effectiveSort(asked),
        ...(calm ? { calm } : {}),
      };
    }
    const query = window ? { ...asked, calmWindow: window } : asked;
    const { location } = query;
    // A searched name comes first whatever its distance, so that list needs the full sort; a
    // preference only breaks ties of distance, so it leaves the nearest-first reading as it is.
    const nearest =
      location !== undefined &&
      effectiveSort(query).sort === "distance.asc" &&
      foldForSearch(query.filters.search) === "";
    const offset = (query.filters.page - 1) * BEACHES_PAGE_SIZE;
    const day = query.filters.calm ?? "today";
    const [total, items] = !nearest
      ? await Promise.all([
          countBeaches(query),
          pageByName(query, offset).then(
            async (page) => page ?? withSea((await listQuery(query)).map(toPublicBeach), day),
          ),
        ])
      : await countBeaches(query).then(
          async (total) =>
            [
              total,
              offset >= total
                ? []
                : ((await nearestByOrder({ ...query, location }, offset)) ??
                  (await withSea(
                    (await nearestPage({ ...query, location }, { offset, count: BEACHES_PAGE_SIZE })).map(
                      toPublicBeach,
                    ),
                    day,
                  ))),
            ] as const,
        );
    return {
      items,
      total,
      page: query.filters.page,
      pageSize: BEACHES_PAGE_SIZE,
      pageCount: Math.ceil(total / BEACHES_PAGE_SIZE),
      ...effectiveSort(query),
      ...(calm ? { calm } : {}),
    };
  }

  /** The beaches with their sea verdict for `day` (a card's badge); `sea: null` where there is none. */
  async function withSea(items: PublicBeach[], day: CalmDay): Promise<PublicBeach[]> {
    if (!verdicts?.enabled || items.length === 0) return items;
    const sea = await seaOf(
      items.map((beach) => beach.id),
      day,
    );
    return items.map((beach) => withSeaOf(beach, sea));
  }

  /** The verdicts of these beaches for `day`; null when the forecast is off (cards then say nothing). */
  async function seaOf(ids: number[], day: CalmDay): Promise<Map<number, SeaFacts> | null> {
    return verdicts?.enabled ? verdicts.seaFor(ids, day) : null;
  }

  /** One public beach. With an area slug, a beach of another area is not found, as if it did not exist. */
  async function getBeach(slug: string, areaSlug?: string): Promise<PublicBeach | null> {
    // A path segment that breaks the slug rule names no beach; the database never sees it (a NUL
    // byte in it would fail the query).
    if (!isSlug(slug) || (areaSlug !== undefined && !isSlug(areaSlug))) return null;
    const conditions = [publicBeachCondition, eq(beaches.slug, slug)];
    if (areaSlug !== undefined) conditions.push(eq(areas.slug, areaSlug));
    const [row] = await db
      .select(publicColumns)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...conditions))
      .limit(1);
    return row ? toPublicBeach(row) : null;
  }

  async function moreInArea(
    areaSlug: string,
    options: { exclude?: string; limit?: number } = {},
  ): Promise<PublicBeach[]> {
    const conditions = [publicBeachCondition, eq(areas.slug, areaSlug)];
    if (options.exclude) conditions.push(ne(beaches.slug, options.exclude));
    const rows = await db
      .select(publicColumns)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...conditions))
      .orderBy(asc(beaches.sortName), asc(beaches.id))
      .limit(options.limit ?? MORE_IN_AREA_DEFAULT);
    return rows.map(toPublicBeach);
  }

  /**
   * The public beaches of the origin's area nearest it within `radiusKm`, nearest first, each with
   * its distance, in one bounded statement (ADR 042). The position index hands out the nearest on a
   * flat longitude/latitude plane, inside the radius's box; those few are then ordered by their
   * distance over the earth. At Greek latitudes a degree of longitude is 0.75-0.82 of a degree of
   * latitude, so the flat order may swap two beaches whose distances differ by less than a quarter;
   * taking NEARBY_CANDIDATES times the places asked for keeps the true nearest among the candidates.
   */
  function nearestQuery(
    origin: NearbyOrigin,
    { limit, radiusKm, among = [] }: { limit: number; radiusKm: number; among?: SQL[] },
  ) {
    const location = { latitude: origin.latitude, longitude: origin.longitude };
    const box = boxAround(location, radiusKm);
    const distance = distanceKmSql(location);
    const candidates = db
      .select({ id: beaches.id })
      .from(beaches)
      .where(
        and(
          publicBeachAlone,
          eq(beaches.areaId, origin.area_id),
          ne(beaches.id, origin.id),
          ...(box ? [box] : []),
          ...among,
        ),
      )
      .orderBy(
        sql`${positionPoint(beaches.latitude, beaches.longitude)} <-> point(${location.longitude}::float8, ${location.latitude}::float8)`,
      )
      .limit(limit * NEARBY_CANDIDATES);
    return db
      .select({ ...publicColumns, distanceKm: distance })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(inArray(beaches.id, candidates), sql`${distance} <= ${radiusKm}::float8`))
      .orderBy(asc(distance), asc(beaches.id))
      .limit(limit);
  }

  /**
   * The nearest beaches as nearestQuery finds them, with their sea badges for today. Where the box
   * can be made, its candidates come from the name order (ADR 047) in the same flat order, so the
   * database only reads them by id, their verdicts at the same time; the calm ones without a caution
   * come from the day's verdicts held in memory when those are the window's own.
   */
  async function nearestWithSea(
    origin: NearbyOrigin,
    { limit, radiusKm, calmWindow }: { limit: number; radiusKm: number; calmWindow?: CalmWindow },
  ): Promise<PublicBeach[]> {
    const bbox = boundsAround(origin, radiusKm);
    let keep: ((beachId: number) => boolean) | undefined;
    if (calmWindow) {
      const sea = verdicts?.enabled ? await verdicts.daySea("today") : null;
      if (sea && calmKey(sea.window) === calmKey(calmWindow))
        keep = (beachId) => sea.isCalm(beachId) && sea.of(beachId)?.caution === null;
    }
    if (!bbox || (calmWindow && !keep)) {
      const among = calmWindow ? calmNearbyConditions(calmWindow) : [];
      return withSea((await nearestQuery(origin, { limit, radiusKm, among })).map(toPublicBeach), "today");
    }
    const candidates = nearestInOrder(await nameOrder(), {
      areaId: origin.area_id,
      exceptId: origin.id,
      origin,
      bbox,
      count: limit * NEARBY_CANDIDATES,
      keep,
    });
    if (candidates.length === 0) return [];
    const distance = distanceKmSql(origin);
    const [rows, sea] = await Promise.all([
      db
        .select({ ...publicColumns, distanceKm: distance })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(
          and(publicBeachCondition, inArray(beaches.id, candidates), sql`${distance} <= ${radiusKm}::float8`),
        )
        .orderBy(asc(distance), asc(beaches.id))
        .limit(limit),
      seaOf(candidates, "today"),
    ]);
    return rows.map((row: PublicBeachRow) => withSeaOf(toPublicBeach(row), sea));
  }

  /** The calm nearby's conditions in SQL: calm in the window, and no caution that day. */
  function calmNearbyConditions(window: CalmWindow): SQL[] {
    // The calm day's row is the beach's one row for the date (its primary key): without a caution.
    const uncautioned = sql`NOT EXISTS (SELECT 1 FROM ${beachVerdicts} WHERE ${beachVerdicts.beachId} = ${beaches.id} AND ${beachVerdicts.day} = ${window.date}::date AND ${beachVerdicts.caution} IS NOT NULL)`;
    return [calmCondition(window), uncautioned];
  }

  /**
   * "More beaches nearby" on a beach page: the nearest public beaches of its area (an area is an
   * island or a stretch of coast; the nearest beach over a strait is a ferry away), within
   * NEARBY_RADIUS_KM, with their distance and their sea badge for today.
   */
  async function nearbyBeaches(
    origin: NearbyOrigin,
    { limit = NEARBY_DEFAULT } = {},
  ): Promise<PublicBeach[]> {
    return nearestWithSea(origin, { limit, radiusKm: NEARBY_RADIUS_KM });
  }

  /**
   * "Calm nearby today" for a rough or cautioned beach: the nearest beaches of its area calm today
   * without a caution, within CALM_NEARBY_RADIUS_KM (a calm sea is worth a longer drive), with their
   * distance and badge; null when no verdict can be served today (the page then offers nothing).
   */
  async function calmNearby(
    origin: NearbyOrigin,
    { limit = NEARBY_DEFAULT } = {},
  ): Promise<{ beaches: PublicBeach[]; radiusKm: number } | null> {
    const window = verdicts ? await verdicts.window("today") : null;
    if (!window) return null;
    const radiusKm = CALM_NEARBY_RADIUS_KM;
    return { beaches: await nearestWithSea(origin, { limit, radiusKm, calmWindow: window }), radiusKm };
  }

  /**
   * Up to three public beaches to offer when the filters match nothing: the nearest ones when a
   * location is known, otherwise the ones closest to what was asked for (shared amenities, the same
   * setup, Blue Flag), with Blue Flag beaches standing in for popularity.
   */
  async function suggestBeaches(query: BeachListQuery): Promise<BeachSuggestion[]> {
    const { filters, location } = query;
    const base = [publicBeachAlone];
    if (query.areaSlug !== undefined) base.push(inPublicArea(query.areaSlug));

    if (location) {
      const rows = await db
        .select({ ...publicColumns, distanceKm: distanceKmSql(location) })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(and(...base))
        .orderBy(asc(distanceKmSql(location)), asc(beaches.id))
        .limit(SUGGESTIONS_MAX);
      return rows.map((row) => ({ beach: toPublicBeach(row), reason: "Nearby" }));
    }

    const setups = new Set(filters.organized);
    const wantsOrganized = setups.size === 1 ? setups.has("organized") : null;
    const scoreParts: SQL[] = filters.amenities.map(
      (amenity) => sql`(CASE WHEN ${arrayContains(beaches.amenities, [amenity])} THEN 3 ELSE 0 END)`,
    );
    if (wantsOrganized !== null) {
      scoreParts.push(sql`(CASE WHEN ${beaches.organized} = ${wantsOrganized} THEN 2 ELSE 0 END)`);
    }
    if (filters.type.length > 0) {
      scoreParts.push(sql`(CASE WHEN ${inArray(beaches.type, filters.type)} THEN 1 ELSE 0 END)`);
    }
    scoreParts.push(sql`(CASE WHEN ${beaches.blueFlag} THEN 1 ELSE 0 END)`);
    const score = sql<number>`(${sql.join(scoreParts, sql` + `)})`;

    const rows = await db
      .select(publicColumns)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...base))
      .orderBy(desc(score), asc(beaches.sortName), asc(beaches.id))
      .limit(SUGGESTIONS_MAX);

    return rows.map((row) => {
      const beach = toPublicBeach(row);
      return { beach, reason: suggestionReason(beach, filters, wantsOrganized) };
    });
  }

  /** Every public area with the date its page last changed, for the sitemap. */
  async function sitemapAreas() {
    const rows = await db
      .select({
        slug: areas.slug,
        // An area page changes with its beaches; coalesce keeps an area without beaches listed.
        updatedAt: sql<
          Date | string
        >`greatest(${areas.updatedAt}, coalesce(max(${beaches.updatedAt}), ${areas.updatedAt}))`,
      })
      .from(areas)
      .leftJoin(beaches, and(eq(beaches.areaId, areas.id), activeBeachCondition))
      .where(publicAreaCondition)
      .groupBy(areas.id)
      .orderBy(asc(areas.slug));
    return rows.map((row) => ({ slug: row.slug, lastmod: toDay(row.updatedAt) }));
  }

  /** One slice of the public beaches in a stable order, for one sitemap file. */
  async function sitemapBeaches({ offset, limit }: { offset: number; limit: number }) {
    const rows = await db
      .select({ slug: beaches.slug, areaSlug: areas.slug, updatedAt: beaches.updatedAt })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(publicBeachCondition)
      .orderBy(asc(beaches.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ slug: row.slug, areaSlug: row.areaSlug, lastmod: toDay(row.updatedAt) }));
  }

  return {
    listBeaches,
    listQuery,
    countBeaches,
    calmStatus,
    withSea,
    getBeach,
    moreInArea,
    nearbyBeaches,
    calmNearby,
    /** Exported for the query-plan tests. */
    nearestQuery,
    calmNearbyConditions,
    suggestBeaches,
    sitemapAreas,
    sitemapBeaches,
    /** The public beaches in name order, held per directory version, for the map's filtered boxes. */
    nameOrder,
    publicAreaId,
  };
}

function suggestionReason(
  beach: PublicBeach,
  filters: BeachFilters,
  wantsOrganized: boolean | null,
): SuggestionReason {
  if (filters.amenities.some((amenity) => beach.amenities.includes(amenity))) return "Similar amenities";
  if (wantsOrganized !== null && beach.organized === wantsOrganized) return "Similar setup";
  if (beach.blue_flag) return "Blue Flag";
  if (beach.organized) return "Organized";
  return "Popular pick";
}

export type BeachService = ReturnType<typeof createBeachService>;
