import { eq } from "drizzle-orm";
import { beachConditions, type BeachConditions } from "../../core/conditions.ts";
import type { Database } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import type { ForecastService } from "./forecast.service.ts";

// The day's sea at a public beach for its page and its API record: the stored forecast (never the
// provider: the reader only reads, and asks for a background refresh itself) and the beach's coast
// facts, rated by core/conditions.ts.

export interface ConditionsServiceOptions {
  db: Database;
  forecast: ForecastService;
  /** False when FORECAST=off (or no forecast was wired in): the records say `conditions: null`. */
  enabled: boolean;
}

export function createConditionsService({ db, forecast, enabled }: ConditionsServiceOptions) {
  /** Null when the feature is off; otherwise what is known, with why any part is missing. */
  async function conditionsForBeach(beachId: number): Promise<BeachConditions | null> {
    if (!enabled) return null;
    const [[coast], forecasts] = await Promise.all([
      db
        .select({
          facingDeg: beaches.facingDeg,
          fetchKm: beaches.fetchKm,
          shelteredFrom: beaches.shelteredFrom,
        })
        .from(beaches)
        .where(eq(beaches.id, beachId)),
      forecast.forecastForBeaches([beachId]),
    ]);
    const stored = forecasts.get(beachId);
    return beachConditions({
      exposure: {
        facingDeg: coast?.facingDeg ?? null,
        fetchKm: coast?.fetchKm ?? null,
        shelteredFrom: coast?.shelteredFrom ?? null,
      },
      state: stored?.state ?? "missing",
      fetchedAt: stored?.fetchedAt ?? null,
      ageMs: stored?.ageMs ?? null,
      marineGap: stored?.marineGap ?? null,
      days: stored?.days ?? [],
    });
  }

  return { conditionsForBeach };
}

export type ConditionsService = ReturnType<typeof createConditionsService>;
