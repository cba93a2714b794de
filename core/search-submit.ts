// The area page's 'Different location detected' notice (public-site.md section 4).
import type { BeachFilters } from "./filters.ts";
import type { Place } from "./places.ts";
import { parseSearchQuery, placeMatches } from "./search-query.ts";

/**
 * On an area page: the place the visitor's text names when it is not this area ('Different
 * location detected'), or null. Read from originalQuery, so it survives a reload.
 */
export function searchedPlaceOutsideArea(
  filters: BeachFilters,
  areaName: string,
  places: readonly Place[],
): string | null {
  if (filters.originalQuery === "") return null;
  const { place } = parseSearchQuery(filters.originalQuery, places);
  if (place === null || placeMatches(place, areaName)) return null;
  return place;
}
