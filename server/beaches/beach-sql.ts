import { arrayContains, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AmenityId } from "#core/contract/amenities.ts";
import type { BeachType, Parking, Sort, Status, WaveCondition } from "#core/contract/enums.ts";
import { isDistanceSort, isOneOf, SETUPS } from "#core/contract/enums.ts";
import type { LatLng } from "#core/contract/distance.ts";
import type { Bbox } from "#core/contract/map.ts";
import { EARTH_RADIUS_KM } from "#core/contract/distance.ts";
import { PREFERENCES, type BeachFilters, type Preference } from "#core/contract/filters.ts";
import type { SeaFacts } from "#core/sea/conditions.ts";
import { calmCondition, calmKey, type CalmWindow } from "../forecast/verdicts.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { packedRows } from "../db/packed-rows.ts";
import { toIso } from "../db/timestamps.ts";
import { accessFactsOf, accessFlagSelection, type AccessFlagValues } from "../content/access-columns.ts";
import { searchNeedleCondition } from "./search-text.ts";
import { areas, beaches, positionPoint } from "../db/schema.ts";
import { inPublicArea, publicBeachAlone } from "../visibility.ts";

// The SQL of the public reads, shared by the lists, counts, maps and nearby beaches: the columns a
// card needs and their record, the filters as conditions, distances, boxes and orders.

export interface BeachListQuery {
  filters: BeachFilters;
  /** Restricts to one area, by area slug. */
  areaSlug?: string;
  location?: LatLng;
  /** The verdicts `filters.calm` reads, resolved by the service (ADR 033); callers leave it out. */
  calmWindow?: CalmWindow;
}

const beachColumns = getTableColumns(beaches);
export const publicColumns = {
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

export type PublicBeachRow = AccessFlagValues & {
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

/**
 * Where a statement built once (prepared) measures from: its `latitude` and `longitude` are given
 * when it runs.
 */
export const PLACEHOLDER_POINT = {
  latitude: sql.placeholder("latitude"),
  longitude: sql.placeholder("longitude"),
};

/** Haversine in SQL, the same formula as core/contract/distance.ts. */
export function distanceKmSql(location: LatLng | typeof PLACEHOLDER_POINT): SQL<number> {
  const lat = sql`${beaches.latitude}`;
  const lng = sql`${beaches.longitude}`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${location.latitude}::float8) / 2), 2)
    + cos(radians(${location.latitude}::float8)) * cos(radians(${lat}))
    * power(sin(radians(${lng} - ${location.longitude}::float8) / 2), 2)))))`;
}

/** publicColumns read as one JSON value per row (server/db/packed-rows.ts): `{ row: packed }`. */
export const packedPublic = packedRows<PublicBeachRow>(publicColumns);

/** A beach's distance from the statement's PLACEHOLDER_POINT, for the statements prepared once. */
export const distanceFromPlaceholder = distanceKmSql(PLACEHOLDER_POINT);

/** The same with each row's distance from the statement's PLACEHOLDER_POINT. */
export const packedPublicFromPoint = packedRows<PublicBeachRow>({
  ...publicColumns,
  distanceKm: distanceFromPlaceholder,
});

/** Packed rows as their selection reads them. */
export function unpackRows(rows: { row: string }[], packed: typeof packedPublic): PublicBeachRow[] {
  return rows.map(({ row }) => packed.unpack(row));
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
export function boundsAround(origin: LatLng, radiusKm: number): Bbox | null {
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

export function sortOrder(sort: Sort, distance: SQL<number> | null, score: SQL<number> | null = null): SQL[] {
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

/**
 * preferenceScore for a statement built once: every preference there is, each counted when its
 * placeholder (see preferenceValues) says the list asks for it. A list without preferences scores
 * every beach 0.
 */
export function preferenceScorePlaceholders(): SQL<number> {
  const parts = PREFERENCES.map(
    (preference) =>
      sql`(CASE WHEN ${sql.placeholder(preferencePlaceholder(preference))}::boolean AND ${preferenceMet(preference)} THEN 1 ELSE 0 END)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** The values of preferenceScorePlaceholders' placeholders for a list's preferences. */
export function preferenceValues(filters: Pick<BeachFilters, "prefer">): Record<string, boolean> {
  return Object.fromEntries(
    PREFERENCES.map((preference) => [preferencePlaceholder(preference), filters.prefer.includes(preference)]),
  );
}

const preferencePlaceholder = (preference: Preference) => `prefer_${preference}`;

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
export function orderBy(filters: BeachFilters, sort: Sort, distance: SQL<number> | null): SQL[] {
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
export function matchKey(
  filters: BeachFilters,
  areaSlug: string | undefined,
  calmWindow?: CalmWindow,
): string {
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

/** The beach with its verdict from `sea` (null where it has none); as it was when there is no forecast. */
export function withSeaOf(beach: PublicBeach, sea: Map<number, SeaFacts> | null): PublicBeach {
  return sea ? { ...beach, sea: sea.get(beach.id) ?? null } : beach;
}
