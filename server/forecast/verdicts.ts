import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { CalmVerdict, SeaCaution, WindSide } from "../../core/calm.ts";
import { formatSea, type Sea } from "../../core/conditions.ts";
import type { CalmDay } from "../../core/filters.ts";
import type { Database } from "../db/client.ts";
import { toIso } from "../db/timestamps.ts";
import { beaches, beachVerdicts } from "../db/schema.ts";
import { greekDays } from "./forecast.service.ts";

// The day's verdicts as the lists, the counts and the map read them (ADR 033): stored per beach and
// Greek date by the forecast refresh (forecast.service.ts, writeVerdicts), served while valid.

/** Which verdicts a request reads: a Greek date, and the instant their validity is judged at. */
export interface CalmWindow {
  day: CalmDay;
  /** 'YYYY-MM-DD' in Greece. */
  date: string;
  /**
   * The start of the current hour (ISO): a verdict is served while its forecast is younger than the
   * maximum age at that instant. An hour's answers then agree, as cached answers do (ADR 010).
   */
  at: string;
}

const HOUR_MS = 3_600_000;

/** The beaches whose stored verdict for the window's date is calm. */
export function calmCondition(window: CalmWindow): SQL {
  return sql`EXISTS (SELECT 1 FROM ${beachVerdicts} WHERE ${beachVerdicts.beachId} = ${beaches.id} AND ${beachVerdicts.day} = ${window.date}::date AND ${beachVerdicts.verdict} = 'calm' AND ${beachVerdicts.validUntil} > ${window.at}::timestamptz)`;
}

/** A key for caches of answers that depend on the window. */
export const calmKey = (window: CalmWindow | null) => (window ? `${window.date}@${window.at}` : null);

export interface VerdictServiceOptions {
  db: Database;
  clock: () => Date;
  /** False when FORECAST=off: no window is ever available and no beach has a sea verdict. */
  enabled: boolean;
}

export function createVerdictService({ db, clock, enabled }: VerdictServiceOptions) {
  function windowOf(day: CalmDay): CalmWindow {
    const now = clock();
    const [today, tomorrow] = greekDays(now);
    const at = toIso(new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS));
    return { day, date: day === "today" ? today : tomorrow, at };
  }

  /**
   * The window for `day` when verdicts can be served for it, or null when none can: the forecast is
   * off, has not arrived yet, or is older than its maximum age. The `calm` filter then answers its
   * message instead of an empty list.
   */
  async function window(day: CalmDay): Promise<CalmWindow | null> {
    if (!enabled) return null;
    const candidate = windowOf(day);
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(beachVerdicts)
      .where(
        and(
          eq(beachVerdicts.day, candidate.date),
          gt(beachVerdicts.validUntil, sql`${candidate.at}::timestamptz`),
        ),
      )
      .limit(1);
    return row ? candidate : null;
  }

  /** The stored verdicts of these beaches for `day`, worded for a card; a beach without one is absent. */
  async function seaFor(ids: readonly number[], day: CalmDay): Promise<Map<number, Sea>> {
    const result = new Map<number, Sea>();
    if (!enabled || ids.length === 0) return result;
    const { date, at } = windowOf(day);
    const rows = await db
      .select({
        beachId: beachVerdicts.beachId,
        verdict: beachVerdicts.verdict,
        windFromDeg: beachVerdicts.windFromDeg,
        beaufort: beachVerdicts.beaufort,
        windSide: beachVerdicts.windSide,
        caution: beachVerdicts.caution,
      })
      .from(beachVerdicts)
      .where(
        and(
          inArray(beachVerdicts.beachId, [...ids]),
          eq(beachVerdicts.day, date),
          gt(beachVerdicts.validUntil, sql`${at}::timestamptz`),
        ),
      );
    for (const row of rows)
      result.set(
        row.beachId,
        formatSea(day, date, {
          verdict: row.verdict as CalmVerdict,
          windFromDeg: row.windFromDeg,
          beaufort: row.beaufort,
          windSide: row.windSide as WindSide | null,
          caution: row.caution as SeaCaution | null,
        }),
      );
    return result;
  }

  return { window, seaFor, enabled };
}

export type VerdictService = ReturnType<typeof createVerdictService>;
