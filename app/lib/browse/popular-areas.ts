import type { PublicArea } from "#core/contract/public-records.ts";

// What the 404 page offers as ways on, worked out by the loaders that answer 404 (app/components/
// not-found-page.tsx shows it).

/** How many areas the 404 page offers. */
export const POPULAR_AREAS_SHOWN = 6;

export type PopularArea = Pick<PublicArea, "name" | "name_el" | "slug" | "beach_count">;

/** What a loader answering 404 sends, so the page can offer a way on. */
export interface NotFoundData {
  popularAreas: PopularArea[];
}

/** The public areas with the most ACTIVE beaches, most first (by name among equals). */
export function popularAreas(areas: readonly PublicArea[], limit = POPULAR_AREAS_SHOWN): PopularArea[] {
  return areas
    .filter((area) => area.beach_count > 0)
    .sort((a, b) => b.beach_count - a.beach_count || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ name, name_el, slug, beach_count }) => ({ name, name_el, slug, beach_count }));
}
