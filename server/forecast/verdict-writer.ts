import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { beaches, beachVerdicts } from "../db/schema.ts";
import { toIso } from "../db/timestamps.ts";
import { dayVerdicts } from "#core/sea/conditions.ts";
import { publicBeachAlone } from "../visibility.ts";
import { forecastDates, greekDays } from "./days.ts";
import type { StoredForecastReader } from "./stored.ts";

/** Beaches whose verdicts are worked out and written per statement: 7 columns a row in one JSON value. */
const VERDICT_BATCH = 2000;

/** Writes the day's verdicts of every public beach from the stored forecast (ADR 033). */
export function createVerdictWriter({
  db,
  clock,
  maxAgeMs,
  stored,
}: {
  db: Database;
  clock: () => Date;
  maxAgeMs: number;
  stored: StoredForecastReader;
}) {
  const { readStored } = stored;

  /**
   * Rewrites every public beach's verdicts (beach_verdicts, ADR 033) from the stored forecast: one
   * row per beach and forecast day from today on, each valid until its forecast's maximum age. Rows
   * are upserted in batches, each its own statement, so readers are never held up for long; rows of
   * past days and of beaches no longer public go at the end. Answers how many rows were written.
   */
  async function writeVerdicts(): Promise<{ beaches: number; rows: number }> {
    const now = clock();
    const [today] = greekDays(now);
    const ids = (
      await db.select({ id: beaches.id }).from(beaches).where(publicBeachAlone).orderBy(beaches.id)
    ).map((row) => row.id);
    let written = 0;
    for (let start = 0; start < ids.length; start += VERDICT_BATCH) {
      const batch = ids.slice(start, start + VERDICT_BATCH);
      const { result } = await readStored(batch, now, forecastDates(today));
      const records = [];
      for (const forecast of result.values()) {
        if (forecast.state === "missing" || !forecast.fetchedAt) continue;
        const validUntil = toIso(new Date(forecast.fetchedAt.getTime() + maxAgeMs));
        for (const day of dayVerdicts(forecast.exposure, forecast.days))
          records.push({
            beach_id: forecast.beachId,
            day: day.date,
            verdict: day.verdict,
            wind_from_deg: day.windFromDeg,
            beaufort: day.beaufort,
            wind_side: day.windSide,
            caution: day.caution,
            valid_until: validUntil,
          });
      }
      if (records.length === 0) continue;
      await db.execute(sql`
        INSERT INTO ${beachVerdicts} (beach_id, day, verdict, wind_from_deg, beaufort, wind_side, caution, valid_until)
        SELECT beach_id, day, verdict, wind_from_deg, beaufort, wind_side, caution, valid_until
        FROM json_to_recordset(${JSON.stringify(records)}::json)
          AS v(beach_id integer, day date, verdict text, wind_from_deg smallint, beaufort smallint,
               wind_side text, caution text, valid_until timestamptz)
        ON CONFLICT (beach_id, day) DO UPDATE
        SET verdict = EXCLUDED.verdict, wind_from_deg = EXCLUDED.wind_from_deg, beaufort = EXCLUDED.beaufort,
            wind_side = EXCLUDED.wind_side, caution = EXCLUDED.caution, valid_until = EXCLUDED.valid_until`);
      written += records.length;
    }
    await db.execute(sql`
      DELETE FROM ${beachVerdicts} v
      WHERE v.day < ${today}::date
         OR NOT EXISTS (SELECT 1 FROM ${beaches} WHERE ${beaches.id} = v.beach_id AND ${publicBeachAlone})`);
    // Fresh statistics: PGlite has no autovacuum, and a planner that thinks the table nearly empty
    // drives a calm list from every calm verdict instead of walking the name order (ADR 033).
    await db.execute(sql`ANALYZE ${beachVerdicts}`);
    return { beaches: ids.length, rows: written };
  }

  return { writeVerdicts };
}
