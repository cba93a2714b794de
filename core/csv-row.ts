import { z } from "zod";
import type { AmenityId } from "./amenities.ts";
import { AMENITY_IDS, isAmenityId } from "./amenities.ts";
import { isHttpsUrl, SLUG_PATTERN, SLUG_PATTERN_MESSAGE } from "./area-schema.ts";
import {
  BEACH_AREA_MAX,
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
import { BEACH_TYPES, DEFAULT_STATUS, isOneOf, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "./enums.ts";
import { generateAdminSlug } from "./slug.ts";

// The CSV import/export format (back-office.md sections 3, 5 and 9; ENGINEERING.md section 4).

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
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The copyable column list on the format card; the spec leaves photo_source out of it. */
export const CSV_COLUMN_HINT = CSV_COLUMNS.filter((column) => column !== "photo_source").join(",");

export const IMPORT_CHUNK_SIZE = 200;
export const IMPORT_PREVIEW_ROWS = 20;
export const IMPORT_ERRORS_MAX = 30;

export const CSV_MESSAGES = {
  slugMissing: "Slug is required and cannot be generated from empty name",
  // Not in the spec's list: a row without a name can be neither created nor given a slug.
  nameMissing: "Name is required",
  latitude: "Valid latitude is required",
  longitude: "Valid longitude is required",
  type: `Invalid type. Must be one of: ${BEACH_TYPES.join(", ")}`,
  waveConditions: `Invalid wave_conditions. Must be one of: ${WAVE_CONDITIONS.join(", ")}`,
  parking: `Invalid parking. Must be one of: ${PARKING_OPTIONS.join(", ")}`,
  status: `Invalid status. Must be one of: ${STATUSES.join(", ")}`,
  date: "Invalid date format. Use ISO format (YYYY-MM-DDTHH:mm:ssZ)",
  photoUrl: "photo_url must be an https URL",
  duplicateSlug: "Duplicate slug within import file",
  unexpected: "Unexpected error",
} as const;
export const DUPLICATE_SLUG_MESSAGE = CSV_MESSAGES.duplicateSlug;

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

function readCoordinate(text: string, min: number, max: number): number | undefined {
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

function readBoolean(text: string): boolean | undefined {
  const word = text.toLowerCase();
  if (word === "true") return true;
  if (word === "false") return false;
  return undefined;
}

const isoDateTime = z.iso.datetime({ offset: true });

function checkLength(errors: string[], column: CsvColumn, value: string | undefined, max: number): void {
  if (value !== undefined && value.length > max) errors.push(`${column} must be at most ${max} characters`);
}

function parseRow(raw: Readonly<Record<string, string | undefined>>): CsvRowResult {
  const cells = readCells(raw);
  const cell = (column: CsvColumn) => cells.get(column) ?? "";
  const optional = (column: CsvColumn) => cell(column) || undefined;
  const errors: string[] = [];

  const name = cell("name");
  if (name === "") errors.push(CSV_MESSAGES.nameMissing);
  else if (name.length < BEACH_NAME_MIN) errors.push(`name must be at least ${BEACH_NAME_MIN} characters`);
  checkLength(errors, "name", name, BEACH_NAME_MAX);

  let slug = cell("slug");
  const slugGenerated = slug === "";
  if (slugGenerated) {
    // Generated like the beach form's blank slug; checked only for being empty, as the form does.
    slug = name === "" ? "" : generateAdminSlug(name);
    if (slug === "") errors.push(CSV_MESSAGES.slugMissing);
  } else {
    if (slug.length < BEACH_SLUG_MIN || slug.length > BEACH_SLUG_MAX) {
      errors.push(`slug must be ${BEACH_SLUG_MIN} to ${BEACH_SLUG_MAX} characters`);
    }
    if (!SLUG_PATTERN.test(slug)) errors.push(SLUG_PATTERN_MESSAGE);
  }

  const area = optional("area");
  checkLength(errors, "area", area, BEACH_AREA_MAX);

  const latitude = readCoordinate(cell("latitude"), LATITUDE_MIN, LATITUDE_MAX);
  if (latitude === undefined) errors.push(CSV_MESSAGES.latitude);
  const longitude = readCoordinate(cell("longitude"), LONGITUDE_MIN, LONGITUDE_MAX);
  if (longitude === undefined) errors.push(CSV_MESSAGES.longitude);

  const type = cell("type").toUpperCase();
  if (!isOneOf(BEACH_TYPES, type)) errors.push(CSV_MESSAGES.type);

  const waveText = cell("wave_conditions").toUpperCase();
  if (waveText !== "" && !isOneOf(WAVE_CONDITIONS, waveText)) errors.push(CSV_MESSAGES.waveConditions);

  const parking = cell("parking").toUpperCase();
  if (!isOneOf(PARKING_OPTIONS, parking)) errors.push(CSV_MESSAGES.parking);

  const statusText = cell("status").toUpperCase();
  if (statusText !== "" && !isOneOf(STATUSES, statusText)) errors.push(CSV_MESSAGES.status);

  let amenities: AmenityId[] | undefined;
  const amenityWords = cell("amenities")
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== "");
  if (amenityWords.length > 0) {
    const invalid = amenityWords.filter((word) => !isAmenityId(word));
    if (invalid.length > 0) errors.push(invalidAmenitiesMessage([...new Set(invalid)]));
    else amenities = [...new Set(amenityWords.filter(isAmenityId))];
  }

  const photoUrl = optional("photo_url");
  if (photoUrl !== undefined && !isHttpsUrl(photoUrl)) errors.push(CSV_MESSAGES.photoUrl);

  const photoSource = optional("photo_source");
  checkLength(errors, "photo_source", photoSource, BEACH_PHOTO_SOURCE_MAX);
  const description = optional("description");
  checkLength(errors, "description", description, BEACH_DESCRIPTION_MAX);
  const source = optional("source");
  checkLength(errors, "source", source, BEACH_SOURCE_MAX);

  let verifiedAt: string | undefined;
  const verifiedText = cell("verified_at");
  if (verifiedText !== "") {
    if (isoDateTime.safeParse(verifiedText).success) verifiedAt = new Date(verifiedText).toISOString();
    else errors.push(CSV_MESSAGES.date);
  }

  if (errors.length > 0 || latitude === undefined || longitude === undefined) return { ok: false, errors };
  if (!isOneOf(BEACH_TYPES, type) || !isOneOf(PARKING_OPTIONS, parking)) return { ok: false, errors };

  const row: CsvBeachRow = { slug, slugGenerated, name, latitude, longitude, type, parking };
  if (area !== undefined) row.area = area;
  if (isOneOf(WAVE_CONDITIONS, waveText)) row.wave_conditions = waveText;
  const organized = readBoolean(cell("organized"));
  if (organized !== undefined) row.organized = organized;
  const blueFlag = readBoolean(cell("blue_flag"));
  if (blueFlag !== undefined) row.blue_flag = blueFlag;
  if (amenities !== undefined) row.amenities = amenities;
  if (photoUrl !== undefined) row.photo_url = photoUrl;
  if (photoSource !== undefined) row.photo_source = photoSource;
  if (description !== undefined) row.description = description;
  if (source !== undefined) row.source = source;
  if (verifiedAt !== undefined) row.verified_at = verifiedAt;
  if (isOneOf(STATUSES, statusText)) row.status = statusText;
  return { ok: true, row };
}

/**
 * Reads one CSV record keyed by header (back-office.md 'CSV row rules'). Every problem in the row
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

/** The beach fields the export reads; loose types so a database row fits as it is. */
export interface CsvExportBeach {
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
}

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
