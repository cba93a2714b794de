// What the search understood from a query (GET /api/v1/search and the search box), and how it
// becomes the list's state.
import type { z } from "zod";
import type { interpretationBody } from "./api-records.ts";
import type { BeachFilters } from "./filters.ts";
import { withFilterChange } from "./filters.ts";

/**
 * What the search understood (the answer's `interpretation`, api-records.ts): the text's filters,
 * the term matched against names, the area it names (`area_slug` when public), a beach it names and
 * the words that name nothing.
 */
export type SearchInterpretation = z.infer<typeof interpretationBody>;

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
