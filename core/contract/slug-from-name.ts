// Making a slug from a name: the back office, the CSV import and the demo data. Greek is
// transliterated first, otherwise Greek names would slug to nothing (docs/decisions/002). Kept apart
// from core/contract/slug.ts, so that pages which only link to areas and beaches do not load the transliteration.
import { stripDiacritics, transliterateGreek } from "./greek.ts";
import { ADMIN_SLUG_MAX } from "./slug.ts";

const RANDOM_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const RANDOM_LENGTH = 6;

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
