// What submitting the search box does to the list state (public-site.md section 4), shared by the
// hydrated search box and by the server when the box is submitted as a plain form.
import type { BeachFilters } from "./filters.ts";
import { withFilterChange } from "./filters.ts";
import type { Place } from "./places.ts";
import { parseSearchQuery, placeMatches } from "./search-query.ts";

/**
 * The parser's filters replace the current ones, its cleaned term becomes the search and the text
 * as typed is kept as originalQuery. Near me and the sort are the visitor's own choices, not
 * filters the text can express, so they stay; the page goes back to 1.
 */
export function filtersForSearch(
  current: BeachFilters,
  text: string,
  places: readonly Place[],
): BeachFilters {
  const query = text.trim();
  if (query === "") {
    return withFilterChange(current, { search: "", originalQuery: "" });
  }
  const parsed = parseSearchQuery(query, places);
  return withFilterChange(current, {
    search: parsed.term,
    originalQuery: query,
    organized: parsed.filters.organized,
    blueFlag: parsed.filters.blueFlag,
    parking: parsed.filters.parking,
    amenities: parsed.filters.amenities,
    waveConditions: parsed.filters.waveConditions,
    type: parsed.filters.type,
  });
}

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
