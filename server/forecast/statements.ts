import { sql } from "drizzle-orm";
import { toIso } from "../db/timestamps.ts";

// Small helpers the forecast's statements share.

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** An instant as a timestamptz parameter: the same text on PGlite and PostgreSQL. */
export const instantParam = (date: Date) => sql`${toIso(date)}::timestamptz`;
