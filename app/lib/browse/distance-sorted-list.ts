import { useEffect } from "react";
import { parseBeachFilters } from "#core/contract/filters.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import type { BeachPage } from "#core/contract/public-records.ts";
import { getLocationState, locationSettled } from "./location.ts";

interface ListRouteData {
  filters: BeachFilters;
  page: BeachPage;
}

/**
 * The last data a list route had, without its list: everything but the page of beaches (the area,
 * its neighbours, the canonical address, the words a search ignored) depends only on the path and
 * the text searched, never on the sort or Near me.
 */
let remembered: { key: string; data: ListRouteData } | null = null;

const keyOf = (url: URL, filters: BeachFilters) =>
  `${url.pathname.replace(/\.data$/, "")}\n${filters.originalQuery}`;

/** Keeps a list route's data, so turning Near me on later asks the server for nothing. */
export function useRememberedListData(data: ListRouteData): void {
  useEffect(() => {
    remembered = { key: keyOf(new URL(window.location.href), data.filters), data };
  }, [data]);
}

/**
 * The browser half of a list route's loader. A list sorted by distance needs the visitor's position,
 * which never goes into the URL: the page of beaches then comes from the JSON API with lat/lng, and
 * the rest from the data the route already had for the same path and text (or, the first time, from
 * the server loader), so the list is fetched once. Turning Near me on asks for the position and
 * navigates at once, so a pending request is waited for.
 */
export async function loadListInBrowser<T extends ListRouteData>(
  request: Request,
  serverLoader: () => Promise<T>,
  areaSlug?: string,
): Promise<T> {
  const url = new URL(request.url);
  const { filters } = parseBeachFilters(url.searchParams);
  if (!filters.nearMe) return serverLoader();
  // The API client loads only for this, while the position is being found: most lists never need it.
  const api = import("./beach-api.ts");
  await locationSettled();
  const { location } = getLocationState();
  if (!location) return serverLoader();
  const known = remembered?.key === keyOf(url, filters) ? (remembered.data as T) : null;
  const [data, page] = await Promise.all([
    known ?? serverLoader(),
    api.then(({ fetchBeachPage }) => fetchBeachPage(filters, { location, areaSlug })),
  ]);
  return { ...data, filters, page };
}
