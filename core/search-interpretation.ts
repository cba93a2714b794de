// What the search understood from a query (GET /api/v1/search and the search box), and how it
// becomes the list's state.
import type { BeachFilters } from "./filters.ts";
import { withFilterChange } from "./filters.ts";
import type { QueryFilters } from "./search-query.ts";

export interface SearchInterpretation {
  query: string;
  filters: QueryFilters;
  /** Matched against beach and area names ('' when nothing is). */
  term: string;
  /** The area the text named, directly or through one of its towns, or null. */
  place: string | null;
  /** That area's slug when it is public: the results are restricted to it. */
  area_slug?: string;
  /** A beach the text names; it comes first in the results. */
  beach: { slug: string; name: string; area_slug: string } | null;
  /** Words dropped because they name no feature, place, beach or area. */
  ignored: string[];
}

/**
 * The list state a search lands on: the interpretation's filters replace the current ones, its term
 * is the search and the text as typed is kept as originalQuery. Near me and the sort are the
 * visitor's own choices, which text does not express, so they stay; the page goes back to 1.
 */
export function filtersForInterpretation(
  current: BeachFilters,
  interpretation: SearchInterpretation,
): BeachFilters {
  if (interpretation.query === "") return withFilterChange(current, { search: "", originalQuery: "" });
  return withFilterChange(current, {
    search: interpretation.term,
    originalQuery: interpretation.query,
    organized: interpretation.filters.organized,
    blueFlag: interpretation.filters.blueFlag,
    parking: interpretation.filters.parking,
    amenities: interpretation.filters.amenities,
    waveConditions: interpretation.filters.waveConditions,
    type: interpretation.filters.type,
  });
}
