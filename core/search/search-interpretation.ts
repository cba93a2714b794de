// What the search understood from a query (GET /api/v1/search and the search box), and how it
// becomes the list's state.
import type { z } from "zod";
import type { interpretationBody } from "../contract/api-records.ts";
import type { BeachFilters } from "../contract/filters.ts";
import type { LatLng } from "../contract/distance.ts";
import { DEFAULT_SORT, isDistanceSort } from "../contract/enums.ts";
import { DEFAULT_BEACH_FILTERS } from "../contract/filters.ts";

/**
 * What the search understood (the answer's `interpretation`, api-records.ts): the text's filters,
 * the term matched against names, the area it names (`area_slug` when public), a beach it names and
 * the words that name nothing.
 */
export type SearchInterpretation = z.infer<typeof interpretationBody>;

/** A search request: the text's interpretation beside what the request states itself. */
export interface SearchRequestState {
  /** The filters, sort, Near me and page the request carries as parameters. */
  filters: BeachFilters;
  /** An area the request is restricted to: an area page's own, or the API's `area` parameter. */
  areaSlug?: string | undefined;
  /** The request gives a position of its own (the API's lat/lng); Near me on says so too. */
  hasPosition?: boolean | undefined;
}

export interface ResolvedSearch {
  filters: BeachFilters;
  areaSlug?: string;
}

/**
 * The one rule for a search beside explicit parameters, on the site and in the API: what the request
 * states wins, and what the text implied fills in the rest. A filter group the request sets (any
 * setup, parking, amenity, wave, type or access filter, the Blue Flag, or a calm day) is kept as
 * set; a group it leaves empty takes the text's, and so do the preferences, which rank and never
 * exclude. The same goes for the area: the request's own, else the one the text names. The text's
 * term becomes the search and the text as typed originalQuery; Near me and the page are the
 * request's, which text does not express. So is the sort, except that a text naming a town ('near
 * Chania', 'lindos') sorts nearest first when the request kept the default sort and gives no
 * position of its own (Near me off): the distances are then measured from the town. An empty text
 * clears the search and nothing else.
 */
export function resolveSearch(
  request: SearchRequestState,
  interpretation: SearchInterpretation,
): ResolvedSearch {
  const { filters: stated, areaSlug } = request;
  const ownPosition = stated.nearMe || request.hasPosition === true;
  const implied = interpretation.filters;
  const either = <T>(own: readonly T[], fromText: readonly T[]) =>
    own.length > 0 ? [...own] : [...fromText];
  const filters: BeachFilters =
    interpretation.query === ""
      ? { ...stated, search: "", originalQuery: "" }
      : {
          ...stated,
          search: interpretation.term,
          originalQuery: interpretation.query,
          organized: either(stated.organized, implied.organized),
          blueFlag: stated.blueFlag || implied.blueFlag,
          parking: either(stated.parking, implied.parking),
          amenities: either(stated.amenities, implied.amenities),
          waveConditions: either(stated.waveConditions, implied.waveConditions),
          type: either(stated.type, implied.type),
          prefer: either(stated.prefer, implied.prefer),
          calm: stated.calm ?? implied.calm,
          access: either(stated.access, implied.access),
          sort:
            interpretation.near && !ownPosition && stated.sort === DEFAULT_SORT
              ? "distance.asc"
              : stated.sort,
        };
  const area = areaSlug ?? interpretation.area_slug;
  return { filters, ...(area ? { areaSlug: area } : {}) };
}

/**
 * What a new search from a list state keeps: the sort and Near me, the visitor's own choices, which
 * text does not express (a distance sort only with Near me: without it, it was the last text's town). The criteria of the last search and the page do not carry over: the search
 * box sends these with its text and nothing else.
 */
export function newSearchState(current: BeachFilters): BeachFilters {
  // Without Near me a distance sort was measured from the town the last text named: it goes with it.
  const sort = isDistanceSort(current.sort) && !current.nearMe ? DEFAULT_SORT : current.sort;
  return { ...DEFAULT_BEACH_FILTERS, sort, nearMe: current.nearMe };
}

/**
 * The list state a search typed in the box lands on, from the state the box was in: a text starts a
 * new search (newSearchState), resolved by the one rule above; an empty text clears the search and
 * nothing else. The page goes back to 1.
 */
export function filtersForInterpretation(
  current: BeachFilters,
  interpretation: SearchInterpretation,
): BeachFilters {
  const from = interpretation.query === "" ? current : newSearchState(current);
  return { ...resolveSearch({ filters: from }, interpretation).filters, page: 1 };
}

/** The position of the town a search names, to measure distances from; undefined when it names none. */
export function nearTown(interpretation: SearchInterpretation | null): LatLng | undefined {
  const near = interpretation?.near;
  return near ? { latitude: near.latitude, longitude: near.longitude } : undefined;
}
