import { parseBeachFilters } from "../../core/filters.ts";
import type { BeachPage } from "../../core/public-records.ts";
import { fetchBeachPage } from "./beach-api.ts";
import { getLocationState, locationSettled } from "./location.ts";

/**
 * The browser half of a list route's loader. A list sorted by distance needs the visitor's position,
 * which never goes into the URL: the page of beaches then comes from the JSON API with lat/lng, the
 * rest from the server loader. Turning Near me on asks for the position and navigates at once, so a
 * pending request is waited for.
 */
export async function loadListInBrowser<T extends { page: BeachPage }>(
  request: Request,
  serverLoader: () => Promise<T>,
  areaSlug?: string,
): Promise<T> {
  const { filters } = parseBeachFilters(new URL(request.url).searchParams);
  if (!filters.nearMe) return serverLoader();
  await locationSettled();
  const { location } = getLocationState();
  if (!location) return serverLoader();
  const [data, page] = await Promise.all([serverLoader(), fetchBeachPage(filters, { location, areaSlug })]);
  return { ...data, page };
}
