import type { BeachFilters } from "#core/contract/filters.ts";
import { beachFiltersQuery, readableQuery, serializeBeachFilters } from "#core/contract/filters.ts";
import { localizePath, type Locale } from "#core/i18n/locale.ts";
import { MAP_PATH } from "./map-path.ts";

// The map page's addresses and the map API's query, from one place. The map takes the list's filters
// in the same codec plus `area=<slug>`; the query never holds coordinates (the map keeps its view in
// the hash, see map-view.ts). Each address is in a language: English unless told, /el/... in Greek.

/** '?area=crete&…': the area first, then the rest, commas left readable. */
export function withArea(params: URLSearchParams, areaSlug: string | null | undefined): string {
  const all = areaSlug ? new URLSearchParams([["area", areaSlug], ...params]) : params;
  const query = readableQuery(all);
  return query ? `?${query}` : "";
}

/** The map page's query for a list state: its area first, then the filters; the page number does not apply. */
export function mapSearch(filters: Partial<BeachFilters>, areaSlug?: string | null): string {
  return withArea(serializeBeachFilters({ ...filters, page: 1 }), areaSlug);
}

/** '/map?area=crete&type=SANDY' ('/el/map?…' in Greek): the map of a list state. */
export function mapHref(
  filters: Partial<BeachFilters>,
  areaSlug?: string | null,
  locale: Locale = "en",
): string {
  return localizePath(`${MAP_PATH}${mapSearch(filters, areaSlug)}`, locale);
}

/** The list of a map state: the area's page (or home) with the same filters, from page 1. */
export function listHref(
  filters: Partial<BeachFilters>,
  areaSlug?: string | null,
  locale: Locale = "en",
): string {
  return localizePath(
    `${areaSlug ? `/${areaSlug}` : "/"}${beachFiltersQuery({ ...filters, page: 1 })}`,
    locale,
  );
}
