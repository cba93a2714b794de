import type { BeachFilters, CalmDay } from "#core/contract/filters.ts";
import type { CalmStatus, SeaFacts } from "#core/sea/conditions.ts";
import { type CalmWindow, type VerdictService } from "../forecast/verdicts.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { withSeaOf } from "./beach-sql.ts";
import type { BeachListQuery } from "./beach-sql.ts";

/**
 * The day's verdicts as the public reads use them: the window a list's `calm` filter reads (or why
 * none can be served), and each card's sea badge. Without verdicts (FORECAST=off) no window is ever
 * available and no card has a badge.
 */
export function createSeaReads(verdicts: VerdictService | undefined) {
  /**
   * The query with the verdicts its `calm` filter reads, or null when none can be served (the
   * forecast is off, missing or too old): the list then answers its message, not an empty list.
   */
  async function withCalm<Query extends Omit<BeachListQuery, "location">>(
    query: Query,
  ): Promise<Query | null> {
    const day = query.filters.calm;
    if (day === null) return query;
    const window = verdicts ? await verdicts.window(day) : null;
    return window ? { ...query, calmWindow: window } : null;
  }

  /** Whether the list's `calm` filter can be answered; null without `calm`. */
  async function calmStatus(filters: BeachFilters): Promise<CalmStatus | null> {
    return (await calmOf(filters)).status;
  }

  /** The verdicts a list's `calm` filter reads (null when none can be served) and what that means for it. */
  async function calmOf(
    filters: BeachFilters,
  ): Promise<{ status: CalmStatus | null; window: CalmWindow | null }> {
    const day = filters.calm;
    if (day === null) return { status: null, window: null };
    const window = verdicts ? await verdicts.window(day) : null;
    return {
      status: window ? { day, date: window.date, available: true } : { day, date: null, available: false },
      window,
    };
  }

  /** The beaches with their sea verdict for `day` (a card's badge); `sea: null` where there is none. */
  async function withSea(items: PublicBeach[], day: CalmDay): Promise<PublicBeach[]> {
    if (!verdicts?.enabled || items.length === 0) return items;
    const sea = await seaOf(
      items.map((beach) => beach.id),
      day,
    );
    return items.map((beach) => withSeaOf(beach, sea));
  }

  /** The verdicts of these beaches for `day`; null when the forecast is off (cards then say nothing). */
  async function seaOf(ids: number[], day: CalmDay): Promise<Map<number, SeaFacts> | null> {
    return verdicts?.enabled ? verdicts.seaFor(ids, day) : null;
  }

  return { withCalm, calmStatus, calmOf, withSea, seaOf };
}

export type SeaReads = ReturnType<typeof createSeaReads>;
