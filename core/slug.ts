// Slugs and the public route helpers (public-site.md sections 2 and 5, back-office.md section 5).
// Greek is transliterated first, otherwise Greek names would slug to nothing (docs/decisions/002).
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

/** The public slug rule without its random fallback; may return ''. */
function slugBody(value: string): string {
  return (
    stripDiacritics(transliterateGreek(value))
      // Only ASCII counts as letters, so the result always passes isSlug.
      .replace(/[^A-Za-z0-9\s_-]/g, " ")
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
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

/** The public slug rule; a value with nothing usable gets 'beach-' and six random characters. */
export function slugify(value: string, random: () => number = Math.random): string {
  return slugBody(value) || `beach-${randomSuffix(random)}`;
}

/** The first URL segment for an area name: valid slugs are kept, unusable names give 'unknown-area'. */
export function areaSlug(areaName: string | null | undefined): string {
  if (areaName === null || areaName === undefined) return UNKNOWN_AREA_SLUG;
  try {
    // Only untyped callers (raw JSON, CSV) can get here with something else.
    if (typeof areaName !== "string") throw new TypeError(`Area name is not text: ${String(areaName)}`);
    if (isSlug(areaName)) return areaName;
    return slugBody(areaName) || UNKNOWN_AREA_SLUG;
  } catch (error) {
    console.warn("Could not build an area slug", error);
    return UNKNOWN_AREA_SLUG;
  }
}

/** /{area-slug}/{beach-slug}; the beach slug is used as given, 'unknown-beach' when missing. */
export function beachPath(areaName: string | null | undefined, beachSlug: string | null | undefined): string {
  const area = areaSlug(areaName);
  const fallback = `/${area}/${UNKNOWN_BEACH_SLUG}`;
  if (typeof beachSlug !== "string" || beachSlug.trim() === "") return fallback;
  try {
    // Encoding leaves real slugs untouched and keeps odd input from breaking the path.
    return `/${area}/${encodeURIComponent(beachSlug)}`;
  } catch (error) {
    console.warn("Could not build a beach path", error);
    return fallback;
  }
}

/** /{area-slug}, or /areas when there is no area at all. */
export function areaPath(areaName?: string | null): string {
  if (areaName === null || areaName === undefined) return AREAS_PATH;
  if (typeof areaName === "string" && areaName.trim() === "") return AREAS_PATH;
  return `/${areaSlug(areaName)}`;
}

/**
 * The back-office rule for a blank slug field: generated from the name, at most 80 characters.
 * The spec keeps underscores, but the slug fields accept only letters, digits and hyphens, so an
 * underscore becomes a hyphen: a generated slug must always pass the form's own check.
 */
export function generateAdminSlug(name: string): string {
  return stripDiacritics(transliterateGreek(name))
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ADMIN_SLUG_MAX)
    .replace(/-+$/, "");
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
