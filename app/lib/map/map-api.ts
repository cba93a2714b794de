import { DEFAULT_SORT } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import type { Bbox, MapResponse } from "#core/contract/map.ts";
import { formatBbox } from "#core/contract/map.ts";
import type { CalmStatus } from "#core/sea/conditions.ts";
import { apiUrl, getBeachCount, getMapFeatures, listQuery } from "../browse/api-client.ts";
import { MAP_BBOX_DIGITS } from "./map-view.ts";

// The browser's call to the map route (api-client.ts). Answers are kept for a short while in memory, so
// panning back to where the visitor was, or zooming out again, draws at once.

/** How long an answer is reused, and how many are kept. */
export const MAP_CACHE_MS = 60_000;
const MAP_CACHE_SIZE = 40;

const cache = new Map<string, { at: number; value: MapResponse }>();

export async function fetchMapFeatures(path: string, signal?: AbortSignal): Promise<MapResponse> {
  const hit = cache.get(path);
  if (hit && Date.now() - hit.at < MAP_CACHE_MS) return hit.value;
  const value = await getMapFeatures(path, signal);
  cache.delete(path);
  cache.set(path, { at: Date.now(), value });
  // A Map iterates in insertion order: the first key is the oldest answer.
  if (cache.size > MAP_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return value;
}

/**
 * The map route's address for a box at a zoom. Only what filters beaches is sent: sort, page and
 * Near me change the order of a list, not which beaches are on the map.
 */
/** The list's query for the beaches the map shows: sort, page and Near me do not choose beaches. */
const mapListQuery = (filters: BeachFilters, areaSlug: string | null | undefined) =>
  listQuery({ ...filters, sort: DEFAULT_SORT, page: 1, nearMe: false }, { areaSlug }, { areaFirst: true });

export function mapApiPath(
  filters: BeachFilters,
  areaSlug: string | null | undefined,
  bbox: Bbox,
  zoom: number,
): string {
  const list = mapListQuery(filters, areaSlug);
  return apiUrl("map", {}, { ...list, bbox: formatBbox(bbox, MAP_BBOX_DIGITS), zoom: String(zoom) });
}

/**
 * Whether the `calm` filter could be answered at all: the map answers an empty box either way, the
 * count route says which (its `calm` status). Null without `calm`.
 */
export async function fetchCalmStatus(
  filters: BeachFilters,
  areaSlug: string | null | undefined,
  signal?: AbortSignal,
): Promise<CalmStatus | null> {
  if (filters.calm === null) return null;
  const answer = await getBeachCount(mapListQuery(filters, areaSlug), signal);
  return answer.calm ?? null;
}
