// The slug rule and the public route helpers. Links are built from stored slugs only, never again
// from names; making a slug from a name is core/contract/slug-from-name.ts.

export const ADMIN_SLUG_MAX = 80;
export const UNKNOWN_AREA_SLUG = "unknown-area";
export const UNKNOWN_BEACH_SLUG = "unknown-beach";
export const AREAS_PATH = "/areas";

/** Lowercase letters and digits in groups joined by single hyphens: the one slug rule of every schema. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase letters and digits separated by single hyphens. */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

/**
 * A page's address segment for a stored slug. Stored slugs always pass isSlug; anything else (a
 * record without an area, a damaged value) goes to the fallback rather than to a broken link.
 */
function segment(slug: string | null | undefined, fallback: string): string {
  return typeof slug === "string" && isSlug(slug) ? slug : fallback;
}

/** /{area slug}/{beach slug} from the stored slugs, 'unknown-area' or 'unknown-beach' for a missing one. */
export function beachPath(areaSlug: string | null | undefined, beachSlug: string | null | undefined): string {
  return `/${segment(areaSlug, UNKNOWN_AREA_SLUG)}/${segment(beachSlug, UNKNOWN_BEACH_SLUG)}`;
}

/** /{area slug} from the stored slug, or /areas when there is no area at all. */
export function areaPath(areaSlug?: string | null): string {
  return typeof areaSlug === "string" && areaSlug.trim() !== ""
    ? `/${segment(areaSlug, UNKNOWN_AREA_SLUG)}`
    : AREAS_PATH;
}
