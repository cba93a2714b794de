// What a beach's coast facts mean (docs/decisions/026-coast-facing-and-fetch.md), shared by the server
// that computes them (server/coast/coast-geometry.ts) and the verdict that reads them (core/sea/calm.ts).
// Bearings are degrees clockwise from north.

/** The fetch is measured in this many directions, clockwise from north, equally spaced. */
export const FETCH_DIRECTIONS = 16;
/** Open water beyond this counts as open sea. */
export const FETCH_MAX_KM = 50;
/** A point farther than this from the coastline is flagged: its facing may not be its beach's. */
export const LOW_CONFIDENCE_DISTANCE_M = 500;

/** The bearing of each fetch direction: 0, 22.5, 45, ... (also the 16 points of the compass, N first). */
export const FETCH_BEARINGS: readonly number[] = Array.from(
  { length: FETCH_DIRECTIONS },
  (_, index) => (index * 360) / FETCH_DIRECTIONS,
);

/** An angle in degrees brought into [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const wrapped = degrees % 360;
  return wrapped < 0 ? (wrapped + 360) % 360 : wrapped;
}

/** The smallest angle between two bearings, in [0, 180]: 350 and 10 are 20 apart. */
export function angleBetween(a: number, b: number): number {
  const difference = Math.abs(normaliseDegrees(a) - normaliseDegrees(b));
  return difference > 180 ? 360 - difference : difference;
}

/** The index in FETCH_BEARINGS of the direction nearest a bearing (its 16-point compass point). */
export function nearestBearingIndex(bearing: number): number {
  return Math.round(normaliseDegrees(bearing) / (360 / FETCH_DIRECTIONS)) % FETCH_DIRECTIONS;
}

/**
 * Kilometres of open water toward a bearing, from a beach's fetch in FETCH_BEARINGS order: linear
 * between the two measured directions either side of it. Null when the fetch is not one value per
 * direction.
 */
export function fetchToward(fetchKm: readonly number[], bearing: number): number | null {
  if (fetchKm.length !== FETCH_DIRECTIONS || fetchKm.some((km) => !Number.isFinite(km))) return null;
  const step = 360 / FETCH_DIRECTIONS;
  const position = normaliseDegrees(bearing) / step;
  const before = Math.floor(position) % FETCH_DIRECTIONS;
  const after = (before + 1) % FETCH_DIRECTIONS;
  const share = position - Math.floor(position);
  return fetchKm[before]! * (1 - share) + fetchKm[after]! * share;
}
