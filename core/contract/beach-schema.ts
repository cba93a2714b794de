import { z } from "zod";
import type { AccessFlag } from "../access/access.ts";
import { accessFieldsShape, WALK_NEEDS_FOOTPATH_MESSAGE, walkMinutesFit } from "../access/access-form.ts";
import { AMENITY_IDS } from "./amenities.ts";
import {
  AREA_NAME_MAX,
  enumFieldSchema,
  optionalSlugSchema,
  optionalTextSchema,
  photoUrlSchema,
} from "./area-schema.ts";
import { BEACH_TYPES, DEFAULT_STATUS, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "./enums.ts";
import { plainText } from "./text.ts";
import { COMPASS_POINTS } from "../pages/wording.ts";

// Beach form rules, shared by the CSV import (core/contract/csv-row.ts): a name up to 80 characters, a slug
// up to 120, and every amenity checked against the catalogue. The minimums are 2 for a name and 1
// for a slug, not 3 (docs/decisions/022-exact-counts.md): real beaches have two-letter names ('Xi'
// on Kefalonia), and the slug made from a name can be one character long, so a minimum of 3 refused
// the product's own export on import.
export const BEACH_NAME_MIN = 2;
export const BEACH_NAME_MAX = 80;
export const BEACH_AREA_MIN = 1;
export const BEACH_AREA_MAX = AREA_NAME_MAX;
/** Any slug the slug rule makes from a name, 'a' from 'A.' included. */
export const BEACH_SLUG_MIN = 1;
export const BEACH_SLUG_MAX = 120;
export const BEACH_DESCRIPTION_MAX = 1500;
export const BEACH_PHOTO_SOURCE_MAX = 500;
export const BEACH_SOURCE_MAX = 500;
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;
/** Ids are PostgreSQL integers; a larger number would fail in the database instead of here. */
export const ID_MAX = 2_147_483_647;

/** An administrator's facing is typed in degrees clockwise from north, to a tenth. */
export const FACING_OVERRIDE_MIN = 0;
export const FACING_OVERRIDE_MAX = 359.9;
export const FACING_OVERRIDE_MESSAGE = `Facing must be a number of degrees from ${FACING_OVERRIDE_MIN} to ${FACING_OVERRIDE_MAX}, or blank to use the computed facing`;
export const SHELTERED_FROM_MESSAGE = `Sheltered from must list compass points: ${COMPASS_POINTS.join(", ")}`;

export const AREA_REQUIRED_MESSAGE = "Area name is required";
export const AREA_ID_REQUIRED_MESSAGE = "Please select an area";
export const AMENITY_MESSAGE = `Must be one of: ${AMENITY_IDS.join(", ")}`;

/**
 * A coordinate typed as text. A blank field must fail: plain number coercion would turn '' into 0,
 * a real point in the Gulf of Guinea.
 */
function coordinateSchema(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim();
      return text === "" ? undefined : Number(text);
    },
    z.number({ error: message }).min(min, message).max(max, message),
  );
}

const TRUE_WORDS = new Set(["true", "on"]);
const FALSE_WORDS = new Set(["false", "off", ""]);

/** A checkbox: HTML forms send 'on' or nothing, JSON sends a boolean. */
const checkboxSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return false;
    if (typeof value !== "string") return value;
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return value;
  },
  z.boolean({ error: "Must be true or false" }),
);

/** The amenity picker posts one comma-joined hidden value; JSON posts a list. Repeats are dropped. */
const amenitiesSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    if (typeof value !== "string") return value;
    return value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
  },
  z.array(z.enum(AMENITY_IDS, { error: AMENITY_MESSAGE })).transform((ids) => [...new Set(ids)]),
);

/** Blank means "not verified"; otherwise an ISO 8601 date-time (offset allowed). */
const verifiedAtSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.iso
    .datetime({ offset: true, error: "Must be an ISO date-time (YYYY-MM-DDTHH:mm:ssZ)" })
    .nullish()
    .transform((value) => value ?? null),
);

/**
 * A facing in degrees typed by hand, kept to a tenth; blank (or absent) is null, the computed facing.
 * "north" and other words are refused: the compass point of a typed bearing would be a guess.
 */
export const facingOverrideSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    const number = typeof value === "string" ? (value.trim() === "" ? null : Number(value.trim())) : value;
    if (typeof number !== "number" || !Number.isFinite(number)) return number;
    // A tenth of a degree is far finer than any coastline tells; -0 is 0.
    return Math.round(number * 10) / 10 || 0;
  },
  z
    .number({ error: FACING_OVERRIDE_MESSAGE })
    .min(FACING_OVERRIDE_MIN, FACING_OVERRIDE_MESSAGE)
    .max(FACING_OVERRIDE_MAX, FACING_OVERRIDE_MESSAGE)
    .nullable(),
);

/**
 * Wind directions a beach is sheltered from, as compass points (N, NNE, ... NNW): a list in JSON, one
 * text joined by commas (or semicolons) from a form or a CSV cell, in any case. The result is the
 * 16-point sectors (0 = N ... 15 = NNW, the index in COMPASS_POINTS), in compass order, each once.
 */
export const shelteredFromSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const parts = typeof value === "string" ? value.split(/[\s,;]+/) : value;
    if (!Array.isArray(parts)) return parts;
    return parts
      .map((part: unknown) => (typeof part === "string" ? part.trim().toUpperCase() : part))
      .filter((part: unknown) => part !== "");
  },
  z
    .array(z.enum(COMPASS_POINTS, { error: SHELTERED_FROM_MESSAGE }), { error: SHELTERED_FROM_MESSAGE })
    .transform((points) =>
      [...new Set(points.map((point) => COMPASS_POINTS.indexOf(point)))].sort((a, b) => a - b),
    ),
);

/** Sectors as the form, the CSV and JSON write them: 'N,NNE', blank for none. */
export function formatShelteredFrom(sectors: readonly number[] | null | undefined): string {
  return shelteredFromNames(sectors).join(",");
}

/** Sectors as compass point names, in compass order. */
export function shelteredFromNames(sectors: readonly number[] | null | undefined): string[] {
  return [...new Set(sectors ?? [])]
    .sort((a, b) => a - b)
    .flatMap((sector) => (COMPASS_POINTS[sector] === undefined ? [] : [COMPASS_POINTS[sector]]));
}

export const beachInputSchema = z
  .object({
    name: plainText(
      z
        .string({ error: "Name is required" })
        .trim()
        .min(BEACH_NAME_MIN, `Name must be at least ${BEACH_NAME_MIN} characters`)
        .max(BEACH_NAME_MAX, `Name must be at most ${BEACH_NAME_MAX} characters`),
    ),
    /** The Greek name (ADR 036): optional, blank is null. */
    name_el: optionalTextSchema("Name in Greek", BEACH_NAME_MAX),
    area: plainText(
      z
        .string({ error: AREA_REQUIRED_MESSAGE })
        .trim()
        .min(BEACH_AREA_MIN, AREA_REQUIRED_MESSAGE)
        .max(BEACH_AREA_MAX, `Area name must be at most ${BEACH_AREA_MAX} characters`),
    ),
    area_id: z.coerce
      .number({ error: AREA_ID_REQUIRED_MESSAGE })
      .int(AREA_ID_REQUIRED_MESSAGE)
      .min(1, AREA_ID_REQUIRED_MESSAGE)
      .max(ID_MAX, AREA_ID_REQUIRED_MESSAGE),
    latitude: coordinateSchema(LATITUDE_MIN, LATITUDE_MAX, "Latitude must be a number from -90 to 90"),
    longitude: coordinateSchema(LONGITUDE_MIN, LONGITUDE_MAX, "Longitude must be a number from -180 to 180"),
    description: optionalTextSchema("Description", BEACH_DESCRIPTION_MAX),
    description_el: optionalTextSchema("Description in Greek", BEACH_DESCRIPTION_MAX),
    type: enumFieldSchema(BEACH_TYPES).default("OTHER"),
    wave_conditions: enumFieldSchema(WAVE_CONDITIONS).default("CALM"),
    organized: checkboxSchema,
    parking: enumFieldSchema(PARKING_OPTIONS).default("NONE"),
    blue_flag: checkboxSchema,
    amenities: amenitiesSchema,
    photo_url: photoUrlSchema,
    photo_source: optionalTextSchema("Photo Attribution", BEACH_PHOTO_SOURCE_MAX),
    status: enumFieldSchema(STATUSES).default(DEFAULT_STATUS),
    slug: optionalSlugSchema(BEACH_SLUG_MIN, BEACH_SLUG_MAX),
    source: optionalTextSchema("Source", BEACH_SOURCE_MAX),
    facing_override_deg: facingOverrideSchema,
    sheltered_from: shelteredFromSchema,
    // Access facts (core/access/access-form.ts): each blank or absent is unknown (null), never "no".
    ...accessFieldsShape,
    markVerified: checkboxSchema,
    verified_at: verifiedAtSchema,
  })
  .superRefine((beach, context) => {
    if (!walkMinutesFit(beach))
      context.addIssue({ code: "custom", path: ["walk_minutes"], message: WALK_NEEDS_FOOTPATH_MESSAGE });
  });

/** Validated beach fields; empty optional text is '' and an unset verified_at is null. */
export type BeachInput = z.infer<typeof beachInputSchema>;
/** What a form or request may send before coercion and defaults. */
export type BeachFormValues = z.input<typeof beachInputSchema>;
export type BeachField = keyof BeachInput;

/**
 * Field names as the form labels them, for 'Please fix: {field names}' and 'First invalid: {field}',
 * except the yes/no access facts: their names are the access flags' labels, messages of the catalogues
 * ('label.accessFlag.*', core/i18n/en/access.ts) that the back office reads with label(), so that no
 * page's scripts carry them.
 */
export const BEACH_FORM_FIELD_LABELS: Record<Exclude<BeachField, AccessFlag>, string> = {
  name: "Name",
  name_el: "Name in Greek",
  area: "Area",
  area_id: "Area",
  latitude: "Latitude",
  longitude: "Longitude",
  description: "Description",
  description_el: "Description in Greek",
  type: "Type",
  wave_conditions: "Wave conditions",
  organized: "Organized",
  parking: "Parking",
  blue_flag: "Blue flag",
  amenities: "Amenities",
  photo_url: "Photo URL",
  photo_source: "Photo Attribution",
  status: "Status",
  slug: "Slug",
  source: "Source",
  facing_override_deg: "Facing set by hand",
  sheltered_from: "Sheltered from",
  wheelchair: "Wheelchair access",
  arrival: "How you get there",
  walk_minutes: "Walk minutes",
  markVerified: "Mark as verified on save",
  verified_at: "Verified",
};

const LEGACY_STATUS: Readonly<Record<string, string>> = { INACTIVE: "HIDDEN" };
const LEGACY_PARKING: Readonly<Record<string, string>> = { AMPLE: "LARGE_LOT", LIMITED: "SMALL_LOT" };

/**
 * Old records and drafts may still hold retired values: status INACTIVE
 * is now HIDDEN, parking AMPLE is LARGE_LOT and LIMITED is SMALL_LOT. Other values pass unchanged,
 * so the schema still rejects anything truly unknown.
 */
export function mapLegacyBeachValues<T extends { status?: unknown; parking?: unknown }>(input: T): T {
  const output: Record<string, unknown> = { ...input };
  // Own keys only: a posted 'constructor' would otherwise find Object's and pass a function on.
  const renamed = (table: Readonly<Record<string, string>>, value: string) =>
    Object.hasOwn(table, value) ? table[value] : value;
  if (typeof input.status === "string") output.status = renamed(LEGACY_STATUS, input.status);
  if (typeof input.parking === "string") output.parking = renamed(LEGACY_PARKING, input.parking);
  return output as T;
}
