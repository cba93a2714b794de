import type { CalmVerdict } from "../../core/calm.ts";
import type { CalmDay } from "../../core/filters.ts";
import type { Bbox, MapFeature } from "../../core/map.ts";
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN } from "../../core/map.ts";
import { CALM_VERDICT_LABELS } from "../../core/wording.ts";

// Pure rules of the map view: the box the browser asks for, the zoom it sends, the extent of an
// answer, the size of a cluster's circle and the markers' accessible names. Kept apart from Leaflet so they can be tested in Node.

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

/** The cluster's accessible name and title. */
export function clusterLabel(count: number): string {
  return count === 1 ? "1 beach" : `${count.toLocaleString("en")} beaches`;
}

/** A marker's sea verdict and the day of the `calm` filter it was given for. */
export interface MarkerSea {
  verdict: CalmVerdict;
  day: CalmDay;
}

/** 'calm today', 'rough tomorrow', 'no sea verdict for today'. */
export function seaPhrase({ verdict, day }: MarkerSea): string {
  return verdict === "unknown"
    ? `no sea verdict for ${day}`
    : `${CALM_VERDICT_LABELS[verdict].toLowerCase()} ${day}`;
}

/**
 * A beach pin's accessible name: its name, and with the `calm` filter its verdict, which the pin's
 * colour also shows ('Elafonisi, calm today').
 */
export function beachMarkerLabel(name: string, sea: MarkerSea | null): string {
  return sea ? `${name}, ${seaPhrase(sea)}` : name;
}

/** A cluster's accessible name: its count, and with the `calm` filter what most of its beaches have. */
export function clusterMarkerLabel(count: number, sea: MarkerSea | null): string {
  if (!sea) return clusterLabel(count);
  const most = sea.verdict === "unknown" ? `without a sea verdict for ${sea.day}` : seaPhrase(sea);
  return `${clusterLabel(count)}, mostly ${most}`;
}
