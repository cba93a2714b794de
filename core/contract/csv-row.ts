import { z } from "zod";
import type { AccessFacts, AccessFlag } from "../access/access.ts";
import {
  CSV_ACCESS_COLUMNS,
  formatAccessCell,
  parseAccessCell,
  type AccessFactKey,
} from "../access/access-form.ts";
import type { AmenityId } from "./amenities.ts";
import { AMENITY_IDS, isAmenityId } from "./amenities.ts";
import { isHttpsUrl, PHOTO_URL_MAX, SLUG_PATTERN, SLUG_PATTERN_MESSAGE } from "./area-schema.ts";
import {
  BEACH_AREA_MAX,
  FACING_OVERRIDE_MAX,
  FACING_OVERRIDE_MIN,
  facingOverrideSchema,
  formatShelteredFrom,
  shelteredFromSchema,
  BEACH_DESCRIPTION_MAX,
  BEACH_NAME_MAX,
  BEACH_NAME_MIN,
  BEACH_PHOTO_SOURCE_MAX,
  BEACH_SLUG_MAX,
  BEACH_SLUG_MIN,
  BEACH_SOURCE_MAX,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
} from "./beach-schema.ts";
import type { BeachType, Parking, Status, WaveCondition } from "./enums.ts";
import { BEACH_TYPES, DEFAULT_STATUS, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "./enums.ts";
import { generateAdminSlug } from "./slug-from-name.ts";
import { hasControlCharacter, plainText } from "./text.ts";
import { COMPASS_POINTS } from "../pages/wording.ts";

// The CSV import/export format.

export const CSV_COLUMNS = [
  "slug",
  "name",
  "area",
  "latitude",
  "longitude",
  "type",
  "wave_conditions",
  "organized",
  "parking",
  "blue_flag",
  "amenities",
  "photo_url",
  "photo_source",
  "description",
  "source",
  "verified_at",
  "status",
  "facing_deg",
  "sheltered_from",
  // Access facts (core/access/access-form.ts): blank keeps, 'unknown' clears.
  ...CSV_ACCESS_COLUMNS,
  // Greek texts (ADR 036): blank keeps; only the beach form clears one.
  "name_el",
  "description_el",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * Columns whose blank cell means "none" (the computed facing, no sheltered sectors) rather than "keep
 * what is stored", and which a file may leave out to keep what is stored (ADR 034).
 */
export const CSV_HAND_SET_COLUMNS: readonly CsvColumn[] = ["facing_deg", "sheltered_from"];

/** The Greek name and description (ADR 036): optional text, a blank cell or a missing column keeps. */
export const CSV_GREEK_COLUMNS: readonly CsvColumn[] = ["name_el", "description_el"];

/**
 * The copyable column list on the format card: the base columns, leaving out photo_source and the
 * optional groups (the administrator's facing and sheltered sectors, the access facts, the Greek
 * texts). The table below it lists every column with its type.
 */
export const CSV_COLUMN_HINT = CSV_COLUMNS.filter(
  (column) =>
    column !== "photo_source" &&
    !CSV_HAND_SET_COLUMNS.includes(column) &&
    !(CSV_ACCESS_COLUMNS as readonly string[]).includes(column) &&
    !CSV_GREEK_COLUMNS.includes(column),
).join(",");

export const IMPORT_CHUNK_SIZE = 200;
/** Larger files are refused before they are read (a 50,000-beach export is about 15 MB). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_ERRORS_MAX = 30;

export const CSV_MESSAGES = {
  slugMissing: "Slug is required and cannot be generated from empty name",
  // Our own addition: a row without a name can be neither created nor given a slug.
  nameMissing: "Name is required",
  latitude: "Valid latitude is required",
  longitude: "Valid longitude is required",
  type: `Invalid type. Must be one of: ${BEACH_TYPES.join(", ")}`,
  waveConditions: `Invalid wave_conditions. Must be one of: ${WAVE_CONDITIONS.join(", ")}`,
  parking: `Invalid parking. Must be one of: ${PARKING_OPTIONS.join(", ")}`,
  status: `Invalid status. Must be one of: ${STATUSES.join(", ")}`,
  date: "Invalid date format. Use ISO format (YYYY-MM-DDTHH:mm:ssZ)",
  photoUrl: "photo_url must be an https URL",
  facing: `facing_deg must be a number of degrees from ${FACING_OVERRIDE_MIN} to ${FACING_OVERRIDE_MAX}, or blank to compute it from the coastline`,
  duplicateSlug: "Duplicate slug within import file",
  // Our own addition: the area column names an area by name (any spelling the search knows).
  areaMissing: "Area is required to create a beach",
  busy: "Another import is running. Try again when it has finished.",
  stopped: "The server stopped during this import. Nothing was changed.",
  unexpected: "Unexpected error",
} as const;
export const DUPLICATE_SLUG_MESSAGE = CSV_MESSAGES.duplicateSlug;

export const INVALID_FILE_MESSAGE = "Please select/drop a CSV file";
export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`;
export const CANNOT_IMPORT_MESSAGE = "Please fix all errors before importing.";

/** Only .csv files are accepted. */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

export function unknownAreaMessage(name: string): string {
  return `Unknown area "${name}". Use the name of an existing area.`;
}

export function invalidShelteredFromMessage(invalid: readonly string[]): string {
  return `Invalid sheltered_from: ${invalid.join(", ")}. Allowed: ${COMPASS_POINTS.join(", ")}`;
}

export function invalidAmenitiesMessage(invalid: readonly string[]): string {
  return `Invalid amenities: ${invalid.join(", ")}. Allowed: ${AMENITY_IDS.join(", ")}`;
}

/**
 * One parsed row. Optional fields are undefined when their cell was blank, so an update by slug
 * leaves the stored value alone ('Blank cells do not overwrite existing data').
 */
export interface CsvBeachRow {
  slug: string;
  /** The slug cell was blank and the slug was generated from the name. */
  slugGenerated: boolean;
  name: string;
  area?: string;
  latitude: number;
  longitude: number;
  type: BeachType;
  wave_conditions?: WaveCondition;
  organized?: boolean;
  parking: Parking;
  blue_flag?: boolean;
  amenities?: AmenityId[];
  photo_url?: string;
  photo_source?: string;
  description?: string;
  source?: string;
  /** Normalised to UTC ISO 8601. */
  verified_at?: string;
  status?: Status;
  /** The administrator's facing; null (a blank cell) clears it; unset when the file has no such column. */
  facing_deg?: number | null;
  /** Sectors (0 = N ... 15 = NNW); empty (a blank cell) for none; unset when the file has no such column. */
  sheltered_from?: number[];
  /**
   * The access facts the row sets: null ('unknown') clears one; a fact whose cell is blank, or whose
   * column the file lacks, is left out and keeps what is stored.
   */
  access: Partial<AccessFacts>;
  /** The Greek name; unset (kept) when blank or when the file has no such column. */
  name_el?: string;
  /** The Greek description; unset (kept) when blank or when the file has no such column. */
  description_el?: string;
}

export type CsvRowResult = { ok: true; row: CsvBeachRow } | { ok: false; errors: string[] };

/** What a created beach gets for blank cells: the beach form's defaults (amenities: none). */
export const CSV_CREATE_DEFAULTS: Readonly<{
  wave_conditions: WaveCondition;
  organized: boolean;
  blue_flag: boolean;
  status: Status;
}> = { wave_conditions: "CALM", organized: false, blue_flag: false, status: DEFAULT_STATUS };

export type CsvBeachCreate = CsvBeachRow & {
  wave_conditions: WaveCondition;
  organized: boolean;
  blue_flag: boolean;
  amenities: AmenityId[];
  status: Status;
};

/** Fills blank cells for a row that creates a beach; rows that update keep them unset. */
export function withCsvCreateDefaults(row: CsvBeachRow): CsvBeachCreate {
  return {
    ...row,
    wave_conditions: row.wave_conditions ?? CSV_CREATE_DEFAULTS.wave_conditions,
    organized: row.organized ?? CSV_CREATE_DEFAULTS.organized,
    blue_flag: row.blue_flag ?? CSV_CREATE_DEFAULTS.blue_flag,
    amenities: row.amenities ?? [],
    status: row.status ?? CSV_CREATE_DEFAULTS.status,
  };
}

// Spreadsheets run a cell starting with one of these as a formula. A leading quote is in the set
// too, so a value that really starts with a quote survives export and import unchanged.
const FORMULA_START = /^[=+\-@\t\r']/;
const PROTECTED_FORMULA = /^'[=+\-@\t\r']/;

/** Undoes the export's formula guard. Runs after trimming and is not trimmed again: the quote guards the rest. */
function unprotect(value: string): string {
  return PROTECTED_FORMULA.test(value) ? value.slice(1) : value;
}

/** Header cells may carry spaces, capitals or a spreadsheet's byte-order mark. */
function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();
}

function readCells(raw: Readonly<Record<string, string | undefined>>): Map<string, string> {
  const cells = new Map<string, string>();
  for (const [header, value] of Object.entries(raw)) {
    const key = normaliseHeader(header);
    if (cells.has(key)) continue;
    cells.set(key, unprotect((value ?? "").trim()));
  }
  return cells;
}

/** A coordinate cell: a number within its range, or nothing (the message then names the column). */
function coordinateCell(min: number, max: number, message: string) {
  return z
    .string()
    .transform((text) => (text === "" ? Number.NaN : Number(text)))
    .pipe(z.number({ error: message }).min(min, message).max(max, message));
}

/** 'true' or 'false' in any case; anything else is unset (and a created beach defaults to false). */
const booleanCell = z.string().transform((text) => {
  const word = text.toLowerCase();
  return word === "true" ? true : word === "false" ? false : undefined;
});

/** An optional text cell up to the beach form's limit; blank is unset (it never overwrites). */
function textCell(column: CsvColumn, max: number) {
  return plainText(
    z.string().max(max, `${column} must be at most ${max} characters`),
    controlMessage(column),
  ).transform((text) => text || undefined);
}

const controlMessage = (column: CsvColumn) => `${column} must not contain control characters`;

/** An enumerated cell, upper-cased; `optional` cells may be blank (unset). */
function enumCell<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  optional: boolean,
) {
  return z
    .string()
    .transform((text) => text.toUpperCase())
    .pipe(
      optional
        ? z.union([z.literal("").transform(() => undefined), z.enum(values, { error: message })], {
            error: message,
          })
        : z.enum(values, { error: message }),
    );
}

const amenitiesCell = z.string().transform((text, context) => {
  const words = text
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
  if (words.length === 0) return undefined;
  const invalid = words.filter((word) => !isAmenityId(word));
  if (invalid.length > 0) {
    context.addIssue({ code: "custom", message: invalidAmenitiesMessage([...new Set(invalid)]) });
    return z.NEVER;
  }
  return [...new Set(words as AmenityId[])];
});

/** The facing_deg cell: the beach form's rule (core/contract/beach-schema.ts); absent when the file has no such column. */
const facingCell = z
  .string()
  .optional()
  .transform((text, context) => {
    if (text === undefined) return undefined;
    const parsed = facingOverrideSchema.safeParse(text);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: CSV_MESSAGES.facing });
    return z.NEVER;
  });

/** The sheltered_from cell: compass points joined by commas, as amenities are; absent when the file has no such column. */
const shelteredFromCell = z
  .string()
  .optional()
  .transform((text, context) => {
    if (text === undefined) return undefined;
    const parsed = shelteredFromSchema.safeParse(text);
    if (parsed.success) return parsed.data;
    const invalid = text
      .split(/[\s,;]+/)
      .filter((word) => word !== "" && !(COMPASS_POINTS as readonly string[]).includes(word.toUpperCase()));
    context.addIssue({ code: "custom", message: invalidShelteredFromMessage([...new Set(invalid)]) });
    return z.NEVER;
  });

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The CSV row rules as one zod schema over a row's trimmed cells, with the
 * beach form's limits (core/contract/beach-schema.ts) and CSV_MESSAGES. The slug arrives with a flag
 * saying whether it was generated from the name (the cell was blank). Fields are listed in the order
 * their problems are reported.
 */
export const csvRowSchema = z.object({
  name: z.string().superRefine((name, context) => {
    if (name === "") context.addIssue({ code: "custom", message: CSV_MESSAGES.nameMissing });
    else if (name.length < BEACH_NAME_MIN)
      context.addIssue({ code: "custom", message: `name must be at least ${BEACH_NAME_MIN} characters` });
    if (name.length > BEACH_NAME_MAX)
      context.addIssue({ code: "custom", message: `name must be at most ${BEACH_NAME_MAX} characters` });
    if (hasControlCharacter(name)) context.addIssue({ code: "custom", message: controlMessage("name") });
  }),
  slug: z
    .object({ value: z.string(), generated: z.boolean() })
    .superRefine(({ value, generated }, context) => {
      // A generated slug is checked only for being empty, as the form does.
      if (generated) {
        if (value === "") context.addIssue({ code: "custom", message: CSV_MESSAGES.slugMissing });
        return;
      }
      if (value.length < BEACH_SLUG_MIN)
        context.addIssue({ code: "custom", message: `slug must be at least ${BEACH_SLUG_MIN} characters` });
      if (value.length > BEACH_SLUG_MAX)
        context.addIssue({ code: "custom", message: `slug must be at most ${BEACH_SLUG_MAX} characters` });
      if (!SLUG_PATTERN.test(value)) context.addIssue({ code: "custom", message: SLUG_PATTERN_MESSAGE });
    }),
  area: textCell("area", BEACH_AREA_MAX),
  latitude: coordinateCell(LATITUDE_MIN, LATITUDE_MAX, CSV_MESSAGES.latitude),
  longitude: coordinateCell(LONGITUDE_MIN, LONGITUDE_MAX, CSV_MESSAGES.longitude),
  type: enumCell(BEACH_TYPES, CSV_MESSAGES.type, false),
  wave_conditions: enumCell(WAVE_CONDITIONS, CSV_MESSAGES.waveConditions, true),
  parking: enumCell(PARKING_OPTIONS, CSV_MESSAGES.parking, false),
  status: enumCell(STATUSES, CSV_MESSAGES.status, true),
  amenities: amenitiesCell,
  photo_url: plainText(
    z.string().max(PHOTO_URL_MAX, `photo_url must be at most ${PHOTO_URL_MAX} characters`),
    controlMessage("photo_url"),
  )
    .refine((url) => url === "" || isHttpsUrl(url), CSV_MESSAGES.photoUrl)
    .transform((url) => url || undefined),
  photo_source: textCell("photo_source", BEACH_PHOTO_SOURCE_MAX),
  description: textCell("description", BEACH_DESCRIPTION_MAX),
  name_el: textCell("name_el", BEACH_NAME_MAX),
  description_el: textCell("description_el", BEACH_DESCRIPTION_MAX),
  source: textCell("source", BEACH_SOURCE_MAX),
  verified_at: z
    .string()
    .refine((text) => text === "" || isoDateTime.safeParse(text).success, CSV_MESSAGES.date)
    .transform((text) => (text === "" ? undefined : new Date(text).toISOString())),
  organized: booleanCell,
  blue_flag: booleanCell,
  facing_deg: facingCell,
  sheltered_from: shelteredFromCell,
});

/** The row's access cells; every bad cell is reported, naming its column and value. */
function readAccessCells(cell: (column: CsvColumn) => string) {
  const access: Partial<Record<AccessFactKey, AccessFacts[AccessFactKey]>> = {};
  const errors: string[] = [];
  for (const column of CSV_ACCESS_COLUMNS) {
    const read = parseAccessCell(column, cell(column));
    if (!read.ok) errors.push(read.message);
    else if (read.value !== undefined) access[column] = read.value;
  }
  return { access: access as Partial<AccessFacts>, errors };
}

function parseRow(raw: Readonly<Record<string, string | undefined>>): CsvRowResult {
  const cells = readCells(raw);
  const cell = (column: CsvColumn) => cells.get(column) ?? "";
  const access = readAccessCells(cell);
  const slugCell = cell("slug");
  const input = {
    ...Object.fromEntries(CSV_COLUMNS.map((column) => [column, cell(column)])),
    // A file without these columns keeps what is stored; a blank cell in one clears it.
    ...Object.fromEntries(CSV_HAND_SET_COLUMNS.map((column) => [column, cells.get(column)])),
    slug:
      slugCell === ""
        ? { value: cell("name") === "" ? "" : generateAdminSlug(cell("name")), generated: true }
        : { value: slugCell, generated: false },
  };
  const parsed = csvRowSchema.safeParse(input);
  // The access columns come last, so their problems are reported last.
  const errors = [...(parsed.error?.issues.map((issue) => issue.message) ?? []), ...access.errors];
  if (!parsed.success || errors.length > 0) return { ok: false, errors };
  const { slug, ...fields } = parsed.data;
  // Blank cells stay unset: an update by slug leaves the stored value alone.
  const row = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    ok: true,
    row: { ...row, access: access.access, slug: slug.value, slugGenerated: slug.generated } as CsvBeachRow,
  };
}

/**
 * Reads one CSV record keyed by header. Every problem in the row
 * is reported, in column order, so one pass over the file shows all that needs fixing.
 */
export function parseCsvRow(raw: Readonly<Record<string, string | undefined>>): CsvRowResult {
  try {
    return parseRow(raw);
  } catch {
    return { ok: false, errors: [CSV_MESSAGES.unexpected] };
  }
}

/** Indexes of slugs already seen earlier in the file; the first occurrence is kept. Blank slugs are skipped. */
export function findDuplicateSlugs(slugs: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const repeats = new Set<number>();
  slugs.forEach((slug, index) => {
    if (slug === "") return;
    if (seen.has(slug)) repeats.add(index);
    else seen.add(slug);
  });
  return repeats;
}

/** One exported cell. Text that a spreadsheet would run as a formula gets a leading quote. */
export function toCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The beach fields the export reads, named as the CSV's columns; loose types so a database row fits as it is. */
export type CsvExportBeach = { [F in AccessFlag]: boolean | null } & {
  slug: string;
  name: string;
  area: string | null;
  /** PostgreSQL numeric columns may arrive as text. */
  latitude: number | string;
  longitude: number | string;
  type: string;
  wave_conditions: string | null;
  organized: boolean;
  parking: string;
  blue_flag: boolean;
  amenities: readonly string[] | null;
  photo_url: string | null;
  photo_source: string | null;
  description: string | null;
  source: string | null;
  verified_at: Date | string | null;
  status: string;
  facing_override_deg: number | null;
  sheltered_from: readonly number[] | null;
  wheelchair: string | null;
  arrival: string | null;
  walk_minutes: number | null;
  name_el: string | null;
  description_el: string | null;
};

/** The import accepts ISO 8601 only, so a date the driver hands over as text is rewritten as ISO too. */
function isoOrAsIs(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** The cells of one beach, in CSV_COLUMNS order. */
export function formatCsvRow(beach: CsvExportBeach): string[] {
  const values: Record<CsvColumn, string | number | boolean | null> = {
    slug: beach.slug,
    name: beach.name,
    area: beach.area,
    // As numbers, so a negative coordinate is not mistaken for a formula.
    latitude: Number(beach.latitude),
    longitude: Number(beach.longitude),
    type: beach.type,
    wave_conditions: beach.wave_conditions,
    organized: beach.organized,
    parking: beach.parking,
    blue_flag: beach.blue_flag,
    amenities: (beach.amenities ?? []).join(","),
    photo_url: beach.photo_url,
    photo_source: beach.photo_source,
    description: beach.description,
    source: beach.source,
    verified_at: isoOrAsIs(beach.verified_at),
    status: beach.status,
    facing_deg: beach.facing_override_deg,
    sheltered_from: formatShelteredFrom(beach.sheltered_from),
    // 'unknown' rather than blank, so that an import of the export clears what is unknown here too.
    ...(Object.fromEntries(
      CSV_ACCESS_COLUMNS.map((column) => [column, formatAccessCell(beach[column])]),
    ) as Record<AccessFactKey, string>),
    // Blank when null: a blank cell keeps, and there is nothing stored to keep.
    name_el: beach.name_el,
    description_el: beach.description_el,
  };
  return CSV_COLUMNS.map((column) => toCsvCell(values[column]));
}

/** 'beaches-2025-06-15.csv', dated in UTC so the name does not depend on the server's zone. */
export function csvExportFileName(date: Date): string {
  return `beaches-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * One CSV line (RFC 4180): a cell holding a comma, a quote, a line break or edge spaces is quoted,
 * its quotes doubled. Lines end in CRLF, as spreadsheets expect.
 */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => (/[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(",")}\r\n`;
}

/**
 * How many records a CSV text holds after its header line, as csvLine writes them: a line break inside
 * a quoted cell is part of the cell (a doubled quote opens and closes at once), and a last line may
 * lack its line end.
 */
export function csvRecordCount(text: string): number {
  let lines = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 34) quoted = !quoted;
    else if (code === 10 && !quoted) lines += 1;
  }
  if (text.length > 0 && !text.endsWith("\n")) lines += 1;
  return Math.max(0, lines - 1);
}
