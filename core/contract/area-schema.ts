import { z } from "zod";
import { DEFAULT_STATUS, STATUSES } from "./enums.ts";
import { SLUG_PATTERN } from "./slug.ts";
import { plainText } from "./text.ts";

// Area form rules.
export const AREA_NAME_MIN = 2;
export const AREA_NAME_MAX = 80;
export const AREA_SLUG_MIN = 2;
export const AREA_SLUG_MAX = 120;
export const AREA_DESCRIPTION_MAX = 500;
export const AREA_HERO_PHOTO_SOURCE_MAX = 500;
/** A bound of our own so a pasted blob cannot reach the database. Real photo URLs are far shorter. */
export const PHOTO_URL_MAX = 2048;

/** The slug rule of core/contract/slug.ts, the same for every form, the CSV and generated slugs. */
export { SLUG_PATTERN };
export const SLUG_PATTERN_MESSAGE = "Slug must contain only lowercase letters, numbers, and hyphens";
export const HTTPS_URL_MESSAGE = "Must be a valid https URL";

/** Photo URLs must be https: pages are served over https and never mix content. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An enum field whose message lists the allowed values, like the amenity rule ('Must be one of: {list}'). */
export function enumFieldSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Must be one of: ${values.join(", ")}` });
}

/** Form fields send '' and JSON bodies may send null or nothing; all three mean "empty". */
function emptyWhenMissing<T extends z.ZodType<string, string>>(schema: T) {
  return schema.nullish().transform((value) => value ?? "");
}

/** Optional free text up to `max` characters, trimmed; missing becomes ''. */
export function optionalTextSchema(label: string, max: number) {
  return emptyWhenMissing(
    plainText(z.string().trim().max(max, `${label} must be at most ${max} characters`)),
  );
}

/** An optional slug: '' means "derive from the name on save"; anything else must be a valid slug. */
export function optionalSlugSchema(min: number, max: number) {
  return emptyWhenMissing(
    z
      .string()
      .trim()
      .refine((value) => value === "" || value.length >= min, `Slug must be at least ${min} characters`)
      .max(max, `Slug must be at most ${max} characters`)
      .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_PATTERN_MESSAGE),
  );
}

/** An optional photo URL: empty, or an https URL. */
export const photoUrlSchema = emptyWhenMissing(
  plainText(z.string().trim().max(PHOTO_URL_MAX, `Must be at most ${PHOTO_URL_MAX} characters`)).refine(
    (value) => value === "" || isHttpsUrl(value),
    HTTPS_URL_MESSAGE,
  ),
);

export const areaInputSchema = z.object({
  name: plainText(
    z
      .string({ error: "Name is required" })
      .trim()
      .min(AREA_NAME_MIN, `Name must be at least ${AREA_NAME_MIN} characters`)
      .max(AREA_NAME_MAX, `Name must be at most ${AREA_NAME_MAX} characters`),
  ),
  /** The Greek name (ADR 036): optional, blank is null. */
  name_el: optionalTextSchema("Name in Greek", AREA_NAME_MAX),
  slug: optionalSlugSchema(AREA_SLUG_MIN, AREA_SLUG_MAX),
  description: optionalTextSchema("Description", AREA_DESCRIPTION_MAX),
  description_el: optionalTextSchema("Description in Greek", AREA_DESCRIPTION_MAX),
  hero_photo_url: photoUrlSchema,
  hero_photo_source: optionalTextSchema("Hero Photo Source", AREA_HERO_PHOTO_SOURCE_MAX),
  status: enumFieldSchema(STATUSES).default(DEFAULT_STATUS),
});

/** Validated area fields; empty optional text is '' (the service stores an empty photo URL as null). */
export type AreaInput = z.infer<typeof areaInputSchema>;
/** What a form or request may send before defaults and trimming. */
export type AreaFormValues = z.input<typeof areaInputSchema>;
export type AreaField = keyof AreaInput;

/** Field names as the form labels them, for 'Please fix: {field names}' and 'First invalid: {field}'. */
export const AREA_FIELD_LABELS: Record<AreaField, string> = {
  name: "Name",
  name_el: "Name in Greek",
  slug: "Slug",
  description: "Description",
  description_el: "Description in Greek",
  hero_photo_url: "Hero Photo URL",
  hero_photo_source: "Hero Photo Source",
  status: "Status",
};
