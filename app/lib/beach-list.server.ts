import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { beachFiltersQuery, parseBeachFilters } from "../../core/filters.ts";
import type { BeachFilters } from "../../core/filters.ts";
import { placesFromAreaNames } from "../../core/places.ts";
import type { BeachPage } from "../../core/public-records.ts";
import { filtersForSearch } from "../../core/search-submit.ts";

export interface BeachListData {
  filters: BeachFilters;
  page: BeachPage;
  /** The public areas' names: the search parser's places in the browser. */
  areaNames: string[];
  /** Absolute URL of this list state in its canonical (comma-list, defaults omitted) form. */
  canonical: string;
}

/**
 * The home and area lists on the server. A search box submitted as a plain form (`q`, before
 * hydration or without JavaScript) is parsed here with the same core parser and redirected to the
 * resulting list URL, so both paths land on the same state.
 */
export async function loadBeachList(
  request: Request,
  services: AppLoadContext["services"],
  areaSlug?: string,
): Promise<BeachListData> {
  const url = new URL(request.url);
  const { filters } = parseBeachFilters(url.searchParams);
  const query = url.searchParams.get("q");
  const areaNamesPromise = services.areas.listAreaNames();
  if (query !== null) {
    const places = placesFromAreaNames(await areaNamesPromise);
    throw redirect(`${url.pathname}${beachFiltersQuery(filtersForSearch(filters, query, places))}`);
  }
  const [page, areaNames] = await Promise.all([
    services.beaches.listBeaches({ filters, ...(areaSlug ? { areaSlug } : {}) }),
    areaNamesPromise,
  ]);
  return { filters, page, areaNames, canonical: `${url.origin}${url.pathname}${beachFiltersQuery(filters)}` };
}
