import type { SeaShade } from "#core/sea/calm.ts";
import { MIX_ORDER, type ShadeTally } from "#app/lib/map/map-view.ts";

// How a marker shows its sea verdict (the day's, filtered or not): the hues of the cards' badges
// (sea-badge.tsx, VERDICT_STYLES) and a mark inside the pin that differs by verdict, so the pins
// tell verdicts apart without colour too. The markers (leaflet-base.ts, leaflet-beach-map.ts) and
// the legend (map-legend.tsx) draw from these same values.

/** The pin's body: `currentColor`, so a text colour class paints it. */
export const PIN_BODY = "M14 35s12-11.6 12-21A12 12 0 0 0 2 14c0 9.4 12 21 12 21z";

/** The white mark inside the pin, in the pin's 28 by 36 box: a shape to fill or a line to stroke. */
export interface PinMark {
  d: string;
  filled: boolean;
}

/** The plain pin's dot, which a calm pin keeps: a calm sea is the directory's ordinary good news. */
const DOT: PinMark = { d: "M14 9.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9z", filled: true };

export const VERDICT_PIN_MARKS: Record<SeaShade, PinMark> = {
  calm: DOT,
  // An exclamation mark: calm water under a strong wind from the land is a warning, not good news.
  "calm-caution": { d: "M14 8.5v6M14 18.6v.1", filled: false },
  // One wave for a choppy sea, two for a rough one, a dash for no verdict.
  choppy: { d: "M8 15.5l3-3l3 3l3-3l3 3", filled: false },
  rough: { d: "M8 12.5l3-3l3 3l3-3l3 3M8 18.5l3-3l3 3l3-3l3 3", filled: false },
  unknown: { d: "M9.5 14h9", filled: false },
};
export const PLAIN_PIN_MARK = DOT;

/**
 * The pin's colour (a text colour for `currentColor`). A calm day with a caution is orange as its
 * card badge is (sea-badge.tsx), brighter than the choppy amber; the mark tells them apart too.
 */
export const VERDICT_PIN_COLOURS: Record<SeaShade, string> = {
  calm: "text-emerald-700",
  "calm-caution": "text-orange-600",
  choppy: "text-amber-700",
  rough: "text-red-700",
  unknown: "text-slate-500",
};
export const PLAIN_PIN_COLOUR = "text-sea-700";

/** A cluster's circle: white numbers on its majority verdict's colour (at least 4.5:1). */
export const VERDICT_CLUSTER_COLOURS: Record<SeaShade, string> = {
  calm: "bg-emerald-700",
  "calm-caution": "bg-orange-700",
  choppy: "bg-amber-700",
  rough: "bg-red-700",
  unknown: "bg-slate-500",
};
export const PLAIN_CLUSTER_COLOUR = "bg-sea-700 shadow-[0_0_0_5px_rgb(10_98_128/0.3)]";

/** The pins' colours as values, for a cluster's ring (Tailwind's emerald-700, orange-600, amber-700, red-700, slate-500). */
const VERDICT_RING_COLOURS: Record<SeaShade, string> = {
  calm: "#047857",
  "calm-caution": "#ea580c",
  choppy: "#b45309",
  rough: "#b91c1c",
  unknown: "#64748b",
};

/**
 * The ring round a cluster: one arc per verdict, as long as its share of the cluster's beaches, best
 * sea first from the top, so a cluster of mostly calm beaches with a few rough ones shows both.
 */
export function clusterRing(tally: ShadeTally): string {
  const total = MIX_ORDER.reduce((sum, verdict) => sum + tally[verdict], 0);
  if (total === 0) return VERDICT_RING_COLOURS.unknown;
  let start = 0;
  const arcs: string[] = [];
  for (const verdict of MIX_ORDER) {
    if (tally[verdict] === 0) continue;
    const end = start + (tally[verdict] / total) * 100;
    arcs.push(`${VERDICT_RING_COLOURS[verdict]} ${start.toFixed(2)}% ${end.toFixed(2)}%`);
    start = end;
  }
  return `conic-gradient(${arcs.join(", ")})`;
}

/** The pin as SVG markup, for Leaflet's div icons. */
export function pinSvg(colour: string, mark: PinMark): string {
  const paint = mark.filled
    ? 'fill="#fff"'
    : 'fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  return (
    `<svg viewBox="0 0 28 36" width="28" height="36" class="${colour}" aria-hidden="true" focusable="false">` +
    `<path d="${PIN_BODY}" fill="currentColor" stroke="#fff" stroke-width="2"/>` +
    `<path d="${mark.d}" ${paint}/></svg>`
  );
}

/**
 * The warning a cluster wears when some of its beaches are calm under a strong wind from the land,
 * whatever its majority: a small orange triangle with an exclamation mark on its top right.
 */
export const CAUTION_BADGE_SVG =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" class="absolute -top-1.5 -right-1.5">' +
  '<path d="M10.3 3.3 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.3a2 2 0 0 0-3.4 0z" fill="#ea580c" stroke="#fff" stroke-width="2"/>' +
  '<path d="M12 9v4.5M12 17h.01" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>';
