import type { CalmVerdict } from "#core/sea/calm.ts";
import type { Sea } from "#core/sea/conditions.ts";
import type { WaveCondition } from "#core/contract/enums.ts";

// What the beach page decides from today's sea, on the server and in the browser alike.

/** The day's verdict a beach's usual waves stand for. */
const USUAL_VERDICT: Record<WaveCondition, Exclude<CalmVerdict, "unknown">> = {
  CALM: "calm",
  MODERATE: "choppy",
  WAVY: "rough",
  SURFABLE: "rough",
};

/**
 * Whether today's sea is not what the beach usually has ('Usually calm' on a rough day): the page
 * then says both side by side, so the fixed fact never reads as today's.
 */
export function todayDiffersFromUsual(usual: WaveCondition, today: CalmVerdict | undefined): boolean {
  return today !== undefined && today !== "unknown" && USUAL_VERDICT[usual] !== today;
}

/** A rough or cautioned day: the page's first screen then offers the calm beaches nearby. */
export function offersCalmNearby(today: Pick<Sea, "verdict" | "caution"> | null | undefined): boolean {
  return today != null && (today.verdict === "rough" || today.caution != null);
}

/** The id of the hour-by-hour panel, which the first screen's summary jumps to. */
export const SEA_PANEL_ID = "sea";
