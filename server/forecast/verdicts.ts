import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import {
  CALM_VERDICTS,
  SEA_CAUTIONS,
  WIND_SIDES,
  type CalmVerdict,
  type SeaCaution,
  type WindSide,
} from "#core/sea/calm.ts";
import { seaFacts, type SeaFacts } from "#core/sea/conditions.ts";
import type { CalmDay } from "#core/contract/filters.ts";
import { createDataVersion, type VersionSource } from "../cache/data-version.ts";
import { versionedByKey } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { toIso } from "../db/timestamps.ts";
import { beaches, beachVerdicts } from "../db/schema.ts";
import { greekDays } from "./days.ts";

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

/** A beach's stored sea for a day, as the map's pins and popups show it. */
export interface StoredSea {
  verdict: CalmVerdict;
  windFromDeg: number | null;
  beaufort: number | null;
  windSide: WindSide | null;
  caution: SeaCaution | null;
}

/** How many beaches have each verdict, and how many of the calm ones carry a caution. */
export interface VerdictTally {
  verdicts: Record<CalmVerdict, number>;
  calmCaution: number;
}

/** Every beach's verdict for one window, held in memory: what the map colours its pins and cells with. */
export interface DaySea {
  window: CalmWindow;
  /** The beach's stored sea that day; undefined when it has none (no verdict). */
  of(beachId: number): StoredSea | undefined;
  /** Whether the beach is calm that day: what the `calm` filter's SQL (calmCondition) tests. */
  isCalm(beachId: number): boolean;
  tally(beachIds: Iterable<number>): VerdictTally;
}

// A day's verdicts travel from the database as one text of `id:code` pairs, each beach's sea packed in
// one integer: reading 50,000 rows one by one costs embedded PGlite ten times as much as one value.
// Fields from the lowest bits: the verdict's index in CALM_VERDICTS (2 bits), the caution's
// position in SEA_CAUTIONS (0 for none, 2 bits), the wind side's position in WIND_SIDES (0 for none,
// 2 bits), beaufort + 1 (0 for none, 5 bits) and the wind's direction + 1 (0 for none, 9 bits).
const CAUTION_AT = 4;
const CALM = CALM_VERDICTS.indexOf("calm");
const SIDE_AT = 16;
const BEAUFORT_AT = 64;
const DEGREES_AT = 2048;

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

const packedSea = sql`(array_position(${textArray(CALM_VERDICTS)}, ${beachVerdicts.verdict}) - 1
  + ${CAUTION_AT} * coalesce(array_position(${textArray(SEA_CAUTIONS)}, ${beachVerdicts.caution}), 0)
  + ${SIDE_AT} * coalesce(array_position(${textArray(WIND_SIDES)}, ${beachVerdicts.windSide}), 0)
  + ${BEAUFORT_AT} * coalesce(${beachVerdicts.beaufort} + 1, 0)
  + ${DEGREES_AT} * coalesce(${beachVerdicts.windFromDeg} + 1, 0))`;

function unpackSea(code: number): StoredSea {
  const field = (at: number, size: number) => Math.floor(code / at) % size;
  const caution = field(CAUTION_AT, 4);
  const side = field(SIDE_AT, 4);
  const beaufort = field(BEAUFORT_AT, 32);
  const degrees = Math.floor(code / DEGREES_AT);
  return {
    verdict: CALM_VERDICTS[code % 4]!,
    caution: caution === 0 ? null : SEA_CAUTIONS[caution - 1]!,
    windSide: side === 0 ? null : WIND_SIDES[side - 1]!,
    beaufort: beaufort === 0 ? null : beaufort - 1,
    windFromDeg: degrees === 0 ? null : degrees - 1,
  };
}

/**
 * The codes by beach id: an array indexed by id when the ids are dense enough (serial ids are), so
 * that a map or list testing thousands of beaches reads an array, not a hash; a Map otherwise. -1:
 * no verdict.
 */
function codesById(pairs: [number, number][]): (beachId: number) => number {
  let top = 0;
  for (const [id] of pairs) if (id > top) top = id;
  if (top > pairs.length * 8 + 65_536) {
    const codes = new Map(pairs);
    return (beachId) => codes.get(beachId) ?? -1;
  }
  const codes = new Int32Array(top + 1).fill(-1);
  for (const [id, code] of pairs) codes[id] = code;
  return (beachId) => (beachId >= 0 && beachId <= top ? codes[beachId]! : -1);
}

function daySeaOf(window: CalmWindow, packed: string): DaySea {
  const pairs: [number, number][] = [];
  for (const pair of packed.split(",")) {
    const colon = pair.indexOf(":");
    pairs.push([Number(pair.slice(0, colon)), Number(pair.slice(colon + 1))]);
  }
  const codeOf = codesById(pairs);
  return {
    window,
    of(beachId) {
      const code = codeOf(beachId);
      return code < 0 ? undefined : unpackSea(code);
    },
    isCalm(beachId) {
      return codeOf(beachId) % 4 === CALM;
    },
    tally(beachIds) {
      const verdicts: Record<CalmVerdict, number> = { calm: 0, choppy: 0, rough: 0, unknown: 0 };
      let calmCaution = 0;
      for (const id of beachIds) {
        const code = codeOf(id);
        const verdict = code < 0 ? "unknown" : CALM_VERDICTS[code % 4]!;
        verdicts[verdict] += 1;
        if (verdict === "calm" && code >= CAUTION_AT && Math.floor(code / CAUTION_AT) % 4 !== 0)
          calmCaution += 1;
      }
      return { verdicts, calmCaution };
    },
  };
}

export interface VerdictServiceOptions {
  db: Database;
  clock: () => Date;
  /** Raised by every change to the stored verdicts: the data version's forecast counter, read afresh when left out. */
  forecastVersion?: VersionSource;
  /** False when FORECAST=off: no window is ever available and no beach has a sea verdict. */
  enabled: boolean;
}

export function createVerdictService({
  db,
  clock,
  enabled,
  forecastVersion = createDataVersion(db).forecast,
}: VerdictServiceOptions) {
  function windowOf(day: CalmDay): CalmWindow {
    const now = clock();
    const [today, tomorrow] = greekDays(now);
    const at = toIso(new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS));
    return { day, date: day === "today" ? today : tomorrow, at };
  }

  /**
   * The window for `day` when verdicts can be served for it, or null when none can: the forecast is
   * off, has not arrived yet, or is older than its maximum age. The `calm` filter then answers its
   * message instead of an empty list. Served exactly when the day's sea holds a verdict, so it is
   * read from there: no statement per request.
   */
  async function window(day: CalmDay): Promise<CalmWindow | null> {
    return (await daySea(day))?.window ?? null;
  }

  /**
   * The stored verdicts of these beaches for `day`, worded for a card; a beach without one is absent.
   * From the day's sea held in memory: every list and page asks for its beaches' verdicts.
   */
  async function seaFor(ids: readonly number[], day: CalmDay): Promise<Map<number, SeaFacts>> {
    const result = new Map<number, SeaFacts>();
    if (ids.length === 0) return result;
    const sea = await daySea(day);
    if (!sea) return result;
    for (const id of ids) {
      const stored = sea.of(id);
      if (stored) result.set(id, seaFacts(day, sea.window.date, stored));
    }
    return result;
  }

  /**
   * Every beach's verdict for `day`'s window, read once per forecast version and window (an hour),
   * or null when none can be served, as `window` says. The map colours every pin and cell from it
   * instead of joining each beach to its verdict row again for every box a screen asks for.
   */
  const daySeaFor = versionedByKey(
    forecastVersion,
    { limit: 4, key: (window: CalmWindow) => calmKey(window)! },
    async (window): Promise<DaySea | null> => {
      const [row] = await db
        .select({
          packed: sql<
            string | null
          >`string_agg(${beachVerdicts.beachId}::text || ':' || ${packedSea}::text, ',')`,
        })
        .from(beachVerdicts)
        .where(
          and(
            eq(beachVerdicts.day, window.date),
            gt(beachVerdicts.validUntil, sql`${window.at}::timestamptz`),
          ),
        );
      return row?.packed ? daySeaOf(window, row.packed) : null;
    },
  );

  /** `forecastVersion`: the forecast's counter when the caller has just read it for its request. */
  async function daySea(day: CalmDay, forecastVersion?: number): Promise<DaySea | null> {
    return enabled ? daySeaFor(windowOf(day), forecastVersion) : null;
  }

  return { window, seaFor, daySea, enabled };
}

export type VerdictService = ReturnType<typeof createVerdictService>;
