// Slugs and the public route helpers. Greek is transliterated first, otherwise Greek names would slug
// to nothing (docs/decisions/002). Links are built from stored slugs only, never again from names.
import { stripDiacritics, transliterateGreek } from "./greek.ts";

export const ADMIN_SLUG_MAX = 80;
export const UNKNOWN_AREA_SLUG = "unknown-area";
export const UNKNOWN_BEACH_SLUG = "unknown-beach";
export const AREAS_PATH = "/areas";

/** Lowercase letters and digits in groups joined by single hyphens: the one slug rule of every schema. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RANDOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const RANDOM_LENGTH = 6;

/** Lowercase letters and digits separated by single hyphens. */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

/**
 * The one slug rule, for every slug made from a name (the back office's slug field, the CSV import,
 * the demo data): Greek transliterated, accents stripped, lower case, every character but ASCII
 * letters, digits, whitespace, underscores and hyphens dropped ("St. John's Bay" gives
 * "st-johns-bay"), runs of whitespace and underscores made one hyphen, repeated hyphens joined, none
 * at either end. The result passes isSlug, or is '' when the name has nothing usable.
 */
export function slugOf(value: string): string {
  return stripDiacritics(transliterateGreek(value))
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

function randomSuffix(random: () => number): string {
  let suffix = "";
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    const index = Math.min(
      RANDOM_ALPHABET.length - 1,
      Math.max(0, Math.floor(random() * RANDOM_ALPHABET.length)),
    );
    suffix += RANDOM_ALPHABET[index] ?? "a";
  }
  return suffix;
}

/** A slug for a record that must have one: a name with nothing usable gets 'beach-' and six random characters. */
export function slugify(value: string, random: () => number = Math.random): string {
  return slugOf(value) || `beach-${randomSuffix(random)}`;
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

/**
 * The back office's slug for a blank slug field: the one slug rule, at most 80 characters (no hyphen
 * left at the cut).
 */
export function generateAdminSlug(name: string): string {
  return slugOf(name).slice(0, ADMIN_SLUG_MAX).replace(/-+$/, "");
}

/**
 * The back-office uniqueness rule: a taken slug gets -2, -3, ... until free, shortening the base so the
 * result stays within ADMIN_SLUG_MAX. An empty base becomes 'area' or 'item'.
 */
export function uniqueSlug(base: string, taken: Iterable<string>, fallback: "area" | "item"): string {
  const start = base.trim() || fallback;
  const used = new Set(taken);
  if (!used.has(start)) return start;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const head = start.slice(0, ADMIN_SLUG_MAX - suffix.length).replace(/-+$/, "");
    const candidate = `${head}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
