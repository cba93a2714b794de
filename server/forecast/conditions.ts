import { eq } from "drizzle-orm";
import { beachConditions, type ConditionsFacts } from "#core/sea/conditions.ts";
import type { Database } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import type { BeachExposure } from "#core/sea/calm.ts";
import type { BeachForecast, ForecastService } from "./forecast.service.ts";

// The day's sea at a public beach for its page and its API record: the stored forecast (never the
// provider: the reader only reads, and asks for a background refresh itself) and the beach's coast
// facts, rated by core/sea/conditions.ts.

export interface ConditionsServiceOptions {
  db: Database;
  forecast: ForecastService;
  /** False when FORECAST=off (or no forecast was wired in): the records say `conditions: null`. */
  enabled: boolean;
}

export function createConditionsService({ db, forecast, enabled }: ConditionsServiceOptions) {
  /** Null when the feature is off; otherwise what is known, with why any part is missing. */
  async function conditionsForBeach(beachId: number): Promise<ConditionsFacts | null> {
    if (!enabled) return null;
    // The stored forecast's statement reads the beach's coast facts too; without a provider they
    // are read alone.
    const withExposure = await forecast.storedWithExposure([beachId]);
    let stored: BeachForecast | undefined;
    let coast: BeachExposure | undefined;
    if (withExposure) {
      const found = withExposure.get(beachId);
      stored = found;
      coast = found?.exposure;
    } else {
      stored = (await forecast.forecastForBeaches([beachId])).get(beachId);
      [coast] = await db
        .select({
          facingDeg: beaches.facingDeg,
          fetchKm: beaches.fetchKm,
          shelteredFrom: beaches.shelteredFrom,
        })
        .from(beaches)
        .where(eq(beaches.id, beachId));
    }
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
