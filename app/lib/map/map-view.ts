import type { CalmVerdict, SeaCaution, SeaShade } from "#core/sea/calm.ts";
import { seaLabelIn } from "#core/sea/conditions.ts";
import type { CalmDay } from "#core/contract/filters.ts";
import type { Bbox, MapFeature } from "#core/contract/map.ts";
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from "#core/contract/map.ts";
import type { Translator } from "#core/i18n/translator.ts";

// Pure rules of the map view: the box the browser asks for, the zoom it sends, the extent of an
// answer, the size of a cluster's circle, the markers' accessible names and the view kept in the
// page's hash. Kept apart from Leaflet so they can be tested in Node.

/** Decimals of the box sent to the API: about 10 m, and few enough that answers repeat and cache. */
export const MAP_BBOX_DIGITS = 4;
const SCALE = 10 ** MAP_BBOX_DIGITS;
const down = (value: number) => Math.floor(value * SCALE) / SCALE;
const up = (value: number) => Math.ceil(value * SCALE) / SCALE;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box to ask the API for, from the map's visible bounds: rounded outwards to MAP_BBOX_DIGITS
 * (so it still covers the view and nearby views share a URL) and clamped to the world, which the
 * API requires (west < east, no box across the antimeridian).
 */
export function requestBbox(west: number, south: number, east: number, north: number): Bbox {
  let w = clamp(down(west), -180, 180);
  let e = clamp(up(east), -180, 180);
  let s = clamp(down(south), -90, 90);
  let n = clamp(up(north), -90, 90);
  // A map of no size (hidden, or clamped at the world's edge) still asks for a valid box.
  if (w >= e) [w, e] = w >= 180 ? [180 - 1 / SCALE, 180] : [w, w + 1 / SCALE];
  if (s >= n) [s, n] = s >= 90 ? [90 - 1 / SCALE, 90] : [s, s + 1 / SCALE];
  return [w, s, e, n];
}

/** The API takes whole zoom levels within its range. */
export function requestZoom(zoom: number): number {
  return clamp(Math.round(Number.isFinite(zoom) ? zoom : MAP_ZOOM_MIN), MAP_ZOOM_MIN, MAP_ZOOM_MAX);
}

/** The box around every beach of an answer (cluster bounds and single beaches), or null when empty. */
export function featuresExtent(features: readonly MapFeature[]): Bbox | null {
  if (features.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const feature of features) {
    const [w, s, e, n] =
      feature.kind === "cluster"
        ? feature.bounds
        : [feature.longitude, feature.latitude, feature.longitude, feature.latitude];
    west = Math.min(west, w);
    south = Math.min(south, s);
    east = Math.max(east, e);
    north = Math.max(north, n);
  }
  return [west, south, east, north];
}

/** A cluster's circle in pixels: larger for more beaches, by order of magnitude. */
export function clusterDiameter(count: number): number {
  if (count < 10) return 36;
  if (count < 100) return 44;
  if (count < 1000) return 52;
  return 60;
}

/** The cluster's accessible name and title: '12 beaches', '12 παραλίες'. */
export function clusterLabel(count: number, i18n: Translator): string {
  return i18n.t("pages.beachCount", { count });
}

/** A beach marker's sea verdict, its caution and the day they are for (the `calm` filter's day, else today). */
export interface MarkerSea {
  verdict: CalmVerdict;
  caution: SeaCaution | null;
  day: CalmDay;
}

/** How many beaches are shown in each shade, as far as a marker tells (core/sea/calm.ts seaShade). */
export type ShadeTally = Record<SeaShade, number>;

/** A cluster's beaches by shade, and the day they are for. */
export interface ClusterSea {
  tally: ShadeTally;
  day: CalmDay;
}

/** The order a mix is told in and a cluster's ring is drawn in: the best sea first. */
export const MIX_ORDER: readonly SeaShade[] = ["calm", "calm-caution", "choppy", "rough", "unknown"];

export const emptyTally = (): ShadeTally => ({
  calm: 0,
  "calm-caution": 0,
  choppy: 0,
  rough: 0,
  unknown: 0,
});

/**
 * The shade most of a cluster's beaches have, the worse of equals (half calm is not mostly calm), as
 * core/sea/conditions.ts majorityVerdict colours by verdicts; a calm day with a caution ranks below calm.
 */
export function majorityShade(tally: ShadeTally): SeaShade {
  const worstFirst: SeaShade[] = ["unknown", "rough", "choppy", "calm-caution", "calm"];
  let best: SeaShade = "unknown";
  for (const shade of worstFirst) if (tally[shade] > tally[best]) best = shade;
  return best;
}

/**
 * A marker's sea in a few words: 'calm today', 'rough tomorrow', 'no sea verdict for today'; with a
 * caution, what it warns of too ('calm water today, strong wind from land: inflatables drift out').
 */
export function seaPhrase({ verdict, caution, day }: MarkerSea, i18n: Translator): string {
  if (!caution || verdict === "unknown") return i18n.t(`pages.map.sea.${verdict}.${day}`);
  const phrase =
    verdict === "calm" ? i18n.t(`pages.map.sea.calmWater.${day}`) : i18n.t(`pages.map.sea.${verdict}.${day}`);
  return `${phrase}, ${i18n.t(`beach.sea.caution.${caution}`)}`;
}

/**
 * A popup's badge, in a card's and the beach page's words: 'Calm today', 'Calm water today · strong
 * wind from land: inflatables drift out', 'No verdict tomorrow'.
 */
export function seaBadge({ verdict, caution, day }: MarkerSea, i18n: Translator): string {
  return (
    seaLabelIn(verdict, day, i18n, caution) ??
    i18n.t("beach.sea.headline", {
      verdict: i18n.t(`beach.sea.verdict.${verdict}`),
      day: i18n.t(`beach.sea.day.${day}`),
    })
  );
}

/** A beach pin's accessible name: its name and its sea, which the pin's colour and mark also show. */
export function beachMarkerLabel(name: string, sea: MarkerSea | null, i18n: Translator): string {
  return sea ? i18n.t("pages.map.beachMarker", { name, sea: seaPhrase(sea, i18n) }) : name;
}

/** A cluster's mix in words, best sea first: '7 calm, 3 choppy, 2 no verdict'. */
export function clusterMix(tally: ShadeTally, i18n: Translator): string {
  return MIX_ORDER.filter((shade) => tally[shade] > 0)
    .map((shade) => i18n.t(`pages.map.mix.${shade}`, { count: tally[shade] }))
    .join(", ");
}

/**
 * A cluster's accessible name: its count, and the mix its ring shows ('12 beaches, sea today:
 * 7 calm, 3 choppy, 2 no verdict'), so a screen reader hears what the colours say.
 */
export function clusterMarkerLabel(count: number, sea: ClusterSea | null, i18n: Translator): string {
  if (!sea) return clusterLabel(count, i18n);
  return i18n.t("pages.map.clusterMarker", {
    beaches: clusterLabel(count, i18n),
    day: i18n.t(`beach.sea.day.${sea.day}`),
    mix: clusterMix(sea.tally, i18n),
  });
}

/** Where the map looks: its centre and zoom. */
export interface MapPosition {
  latitude: number;
  longitude: number;
  zoom: number;
}

const POSITION_HASH = /^#?map=(\d{1,2})\/(-?\d{1,2}(?:\.\d+)?)\/(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The map's view in the page's hash, '#map=9/35.2401/24.8093' (zoom/latitude/longitude): kept out of
 * the query, so moving the map runs no loader and the filters' addresses stay as they are, yet it
 * goes with the address (the language switch keeps the hash).
 */
export function formatMapPosition({ latitude, longitude, zoom }: MapPosition): string {
  const round = (value: number) => Number(value.toFixed(MAP_BBOX_DIGITS));
  return `#map=${Math.round(zoom)}/${round(latitude)}/${round(longitude)}`;
}

/** Reads formatMapPosition's hash; null for any other hash or a position off the world. */
export function parseMapPosition(hash: string): MapPosition | null {
  const match = POSITION_HASH.exec(hash);
  if (!match) return null;
  const [zoom, latitude, longitude] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (zoom > MAP_ZOOM_MAX || Math.abs(latitude) > 85 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, zoom };
}
