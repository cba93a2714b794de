import { z } from "zod";
import {
  ACCESS_FACT_KEYS,
  ACCESS_FLAGS,
  ARRIVALS,
  WALK_MINUTES_MAX,
  WHEELCHAIR_ACCESS,
  type AccessFacts,
  type AccessFlag,
} from "./access.ts";

// How the access facts (core/access/access.ts) travel as text: the beach form's fields and the CSV's cells.
// The form and the CSV use the facts' own names (wheelchair, arrival, walk_minutes, step_free_path...).

export type AccessFactKey = (typeof ACCESS_FACT_KEYS)[number];

export const WALK_MINUTES_MIN = 0;
export const WALK_MINUTES_MESSAGE = `Walk minutes must be a whole number from ${WALK_MINUTES_MIN} to ${WALK_MINUTES_MAX}, or blank if not known`;
/** Minutes on foot describe a footpath (core/access/access.ts); with any other way in they would mislead. */
export const WALK_NEEDS_FOOTPATH_MESSAGE =
  "Walk minutes are only for 'Footpath only': choose that way in, or leave the minutes blank";
export const WHEELCHAIR_MESSAGE = `Wheelchair access must be one of: ${WHEELCHAIR_ACCESS.join(", ")}, or blank if not known`;
export const ARRIVAL_MESSAGE = `How you get there must be one of: ${ARRIVALS.join(", ")}, or blank if not known`;
export const ACCESS_FLAG_MESSAGE = "Must be yes, no or blank if not known";

/** What the form's three-way choices post: blank for "Not known yet". */
export const ACCESS_FLAG_FORM_VALUES = { unknown: "", yes: "true", no: "false" } as const;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

function nullableEnumSchema<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => {
      const given = blankToNull(value);
      return typeof given === "string" ? given.trim().toUpperCase() : given;
    },
    z.enum(values, { error: message }).nullable(),
  );
}

/** Wheelchair access from the form: blank (or absent) is unknown. */
export const wheelchairFieldSchema = nullableEnumSchema(WHEELCHAIR_ACCESS, WHEELCHAIR_MESSAGE);
/** How you get there from the form: blank (or absent) is unknown. */
export const arrivalFieldSchema = nullableEnumSchema(ARRIVALS, ARRIVAL_MESSAGE);

/** Minutes on foot: blank (or absent) is unknown; otherwise a whole number from 0 to 600. */
export const walkMinutesFieldSchema = z.preprocess(
  (value) => {
    const given = blankToNull(value);
    return typeof given === "string" ? Number(given.trim()) : given;
  },
  z
    .number({ error: WALK_MINUTES_MESSAGE })
    .int(WALK_MINUTES_MESSAGE)
    .min(WALK_MINUTES_MIN, WALK_MINUTES_MESSAGE)
    .max(WALK_MINUTES_MAX, WALK_MINUTES_MESSAGE)
    .nullable(),
);

const YES_WORDS = new Set(["yes", "true"]);
const NO_WORDS = new Set(["no", "false"]);

/**
 * A yes/no fact from the form's three-way choice (or JSON): blank or absent is unknown, never no.
 * 'yes'/'true' and 'no'/'false' in any case.
 */
export const accessFlagFieldSchema = z.preprocess(
  (value) => {
    const given = blankToNull(value);
    if (typeof given !== "string") return given;
    const word = given.trim().toLowerCase();
    return YES_WORDS.has(word) ? true : NO_WORDS.has(word) ? false : given;
  },
  z.boolean({ error: ACCESS_FLAG_MESSAGE }).nullable(),
);

/** The access fields of the beach form's schema (core/contract/beach-schema.ts). */
export const accessFieldsShape = {
  wheelchair: wheelchairFieldSchema,
  arrival: arrivalFieldSchema,
  walk_minutes: walkMinutesFieldSchema,
  ...(Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, accessFlagFieldSchema])) as Record<
    AccessFlag,
    typeof accessFlagFieldSchema
  >),
};

/** True when the minutes agree with the way in: minutes belong to a footpath only. */
export function walkMinutesFit(facts: Pick<AccessFacts, "arrival" | "walk_minutes">): boolean {
  return facts.walk_minutes === null || facts.arrival === "FOOTPATH";
}

/** The facts as the form's fields hold them: '' for unknown, 'true'/'false', the enum, the minutes. */
export function accessFormValues(facts: AccessFacts): Record<AccessFactKey, string> {
  return Object.fromEntries(
    ACCESS_FACT_KEYS.map((key) => {
      const value = facts[key];
      return [key, value === null ? "" : String(value)];
    }),
  ) as Record<AccessFactKey, string>;
}

// ── CSV ──

/** The cell that clears a fact back to unknown; a blank cell keeps what is stored. */
export const CSV_UNKNOWN = "unknown";

/** The access columns, at the end of the CSV, named as the facts are. */
export const CSV_ACCESS_COLUMNS = ACCESS_FACT_KEYS;

/** One access cell read: undefined keeps the stored fact, null clears it. */
export type AccessCell =
  { ok: true; value: AccessFacts[AccessFactKey] | undefined } | { ok: false; message: string };

export function invalidAccessCellMessage(column: AccessFactKey, text: string): string {
  const allowed =
    column === "wheelchair"
      ? `one of ${WHEELCHAIR_ACCESS.join(", ")}`
      : column === "arrival"
        ? `one of ${ARRIVALS.join(", ")}`
        : column === "walk_minutes"
          ? `a whole number of minutes from ${WALK_MINUTES_MIN} to ${WALK_MINUTES_MAX}`
          : "yes or no";
  return `Invalid ${column}=${text}. Use ${allowed}, ${CSV_UNKNOWN} to clear it, or leave it blank to keep what is stored`;
}

export const WALK_NEEDS_FOOTPATH_CSV_MESSAGE = `walk_minutes is only for arrival=FOOTPATH: set arrival to FOOTPATH, or write ${CSV_UNKNOWN} in walk_minutes`;

/**
 * One access cell (trimmed): blank keeps the stored fact (undefined), 'unknown' clears it (null).
 * Yes/no facts take yes/no or true/false, the enums their values, in any case; walk_minutes a whole
 * number from 0 to 600.
 */
export function parseAccessCell(column: AccessFactKey, text: string): AccessCell {
  if (text === "") return { ok: true, value: undefined };
  if (text.toLowerCase() === CSV_UNKNOWN) return { ok: true, value: null };
  const schema =
    column === "wheelchair"
      ? wheelchairFieldSchema
      : column === "arrival"
        ? arrivalFieldSchema
        : column === "walk_minutes"
          ? walkMinutesFieldSchema
          : accessFlagFieldSchema;
  // A number cell must be digits: Number() would also take '0x1e' or '1e2'.
  if (column === "walk_minutes" && !/^\d+$/.test(text))
    return { ok: false, message: invalidAccessCellMessage(column, text) };
  const parsed = schema.safeParse(text);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: invalidAccessCellMessage(column, text) };
}

/** One access fact as the export writes it: yes/no, the enum, the minutes, or 'unknown' for null. */
export function formatAccessCell(value: string | number | boolean | null): string {
  if (value === null) return CSV_UNKNOWN;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}
