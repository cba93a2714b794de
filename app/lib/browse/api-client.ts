import { API_PATHS, apiPath, type PathParams } from "#core/contract/api-paths.ts";
import type { ApiAnswer, ApiQuery, PublicApiRouteName } from "#core/contract/api-routes.ts";
import type { LatLng } from "#core/contract/distance.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { readableQuery, serializeBeachFilters } from "#core/contract/filters.ts";

// The browser's client of the public JSON API, built from the contract in core/: each operation's
// address comes from API_PATHS, its query is typed by the route's query schema and its answer by the
// route's 200 schema. Answers are typed, not parsed: parsing would ship zod (and every schema) to
// every visitor's phone, far past the public pages' script budget, while the integration tests
// already hold each of the server's answers against these same schemas (the OpenAPI contract test).

type PathOf<Name extends PublicApiRouteName> = (typeof API_PATHS)[Name];

/** The query of a request, in the order given; a list is sent as the parameter repeated. */
export function queryString(query: Record<string, string | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === "string" ? [value] : value) params.append(key, item);
  }
  const text = readableQuery(params);
  return text ? `?${text}` : "";
}

/** The address of an operation: its path with the parameters filled in, then its query. */
export function apiUrl<Name extends PublicApiRouteName>(
  name: Name,
  params: PathParams<PathOf<Name>>,
  query?: ApiQuery<Name>,
): string {
  return `${apiPath(API_PATHS[name], params)}${query ? queryString(query) : ""}`;
}

/** GET an address of the API; an answer other than 2xx is an error. */
async function getAnswer<Name extends PublicApiRouteName>(
  url: string,
  signal?: AbortSignal,
): Promise<ApiAnswer<Name>> {
  const response = await fetch(url, { signal: signal ?? null, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ApiAnswer<Name>;
}

// One function per public operation the site calls, each exported on its own so a page's bundle
// holds only the ones it calls. Another operation gets its function here when a page first needs it.

export const getArea = (slug: string, signal?: AbortSignal) =>
  getAnswer<"area">(apiUrl("area", { slug }), signal);
export const getBeaches = (query: ApiQuery<"beaches">, signal?: AbortSignal) =>
  getAnswer<"beaches">(apiUrl("beaches", {}, query), signal);
export const getBeachCount = (query: ApiQuery<"count">, signal?: AbortSignal) =>
  getAnswer<"count">(apiUrl("count", {}, query), signal);
export const getSuggestions = (query: ApiQuery<"suggestions">, signal?: AbortSignal) =>
  getAnswer<"suggestions">(apiUrl("suggestions", {}, query), signal);
/** Takes the address apiUrl("map", …) built, which the map also keeps its answers under. */
export const getMapFeatures = (url: string, signal?: AbortSignal) => getAnswer<"map">(url, signal);
export const getBeach = (slug: string, query: ApiQuery<"beach">, signal?: AbortSignal) =>
  getAnswer<"beach">(apiUrl("beach", { slug }, query), signal);

/** Where a list is looked at: an area's page, and the visitor's position when it sorts by distance. */
export interface ListScope {
  areaSlug?: string | null | undefined;
  location?: LatLng | null | undefined;
}

/**
 * The list routes' query for a list state, in the site's own codec (comma lists, defaults left
 * out): the area first when `areaFirst`, as the map's addresses have it, otherwise after the filters.
 */
export function listQuery(
  filters: Partial<BeachFilters>,
  scope: ListScope,
  { areaFirst = false } = {},
): ApiQuery<"beaches"> {
  const area = scope.areaSlug ? { area: scope.areaSlug } : {};
  const query: ApiQuery<"beaches"> = {
    ...(areaFirst ? area : {}),
    ...Object.fromEntries(serializeBeachFilters(filters)),
    ...(areaFirst ? {} : area),
  };
  if (scope.location) {
    query.lat = scope.location.latitude.toFixed(6);
    query.lng = scope.location.longitude.toFixed(6);
  }
  return query;
}
