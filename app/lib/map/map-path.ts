// The map page's address, apart from the URL codec so the header and the beach page link to the map
// without loading the codec (map-url.ts builds the full addresses and re-uses these).

export const MAP_PATH = "/map";

/** '/map?area=crete': the map of one area, with no filters (what mapHref({}, slug) writes). */
export function areaMapHref(areaSlug: string): string {
  return `${MAP_PATH}?area=${encodeURIComponent(areaSlug)}`;
}
