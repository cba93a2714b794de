import { DEFAULT_SORT } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import type { BeachPage, BeachSuggestion } from "#core/contract/public-records.ts";
import {
  getBeachCount,
  getBeaches,
  getSuggestions,
  listQuery,
  queryString,
  type ListScope,
} from "./api-client.ts";

// The browser's calls to the public JSON API: the distance-sorted list (the server sorts; the
// browser only sends its position), the live count of the filter sheet and the suggestions.

/** The sheet's live count is reused for 30 s. */
export const COUNT_CACHE_MS = 30_000;
/** Suggestions are reused for 5 minutes per filter signature. */
export const SUGGESTIONS_CACHE_MS = 5 * 60_000;

export function fetchBeachPage(
  filters: BeachFilters,
  scope: ListScope,
  signal?: AbortSignal,
): Promise<BeachPage> {
  return getBeaches(listQuery(filters, scope), signal);
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

function cachedFetch<T>(
  cache: Map<string, Cached<T>>,
  key: string,
  maxAge: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < maxAge) return hit.value;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  // A failure is not remembered: the next ask tries again.
  value.catch(() => cache.delete(key));
  return value;
}

const countCache = new Map<string, Cached<number>>();

/** How many beaches a draft of the filters would show; sort, page and Near me do not change it. */
export function fetchBeachCount(filters: BeachFilters, scope: ListScope): Promise<number> {
  const query = listQuery(
    { ...filters, sort: DEFAULT_SORT, page: 1, nearMe: false },
    { areaSlug: scope.areaSlug },
  );
  return cachedFetch(countCache, queryString(query), COUNT_CACHE_MS, () =>
    getBeachCount(query).then((body) => body.count),
  );
}

const suggestionsCache = new Map<string, Cached<BeachSuggestion[]>>();

export function fetchSuggestions(filters: BeachFilters, scope: ListScope): Promise<BeachSuggestion[]> {
  const query = listQuery({ ...filters, page: 1 }, scope);
  return cachedFetch(suggestionsCache, queryString(query), SUGGESTIONS_CACHE_MS, () =>
    getSuggestions(query).then((body) => body.items),
  );
}
