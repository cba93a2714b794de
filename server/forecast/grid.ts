import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { EARTH_RADIUS_KM } from "#core/contract/distance.ts";

// Which forecast points a beach reads (ADR 031). Beaches share points on a grid of quarter-degree
// cells: the wind point of a beach is its own cell's, the marine point the cell of a spot a few
// kilometres out to sea along its facing (the wave model has no values over land). The SQL below is
// what the service stores and joins by; the functions beside it are the same arithmetic for tests,
// the bench and the figures in the ADR (server/forecast/grid.test.ts checks that both agree).

/** Cells per degree: 0.25° cells, the spacing of the global wind and wave models Open-Meteo serves. */
export const CELLS_PER_DEGREE = 4;
/** How far out to sea, along the beach's facing, its marine point lies. */
export const MARINE_OFFSET_KM = 5;
/** Kilometres per degree of latitude on the sphere of core/contract/distance.ts. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

export type PointKind = "wind" | "marine";

export interface Cell {
  cellLat: number;
  cellLng: number;
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The grid cell holding a position (cells are half-open: [k/4, (k+1)/4)). */
export function cellOf(position: Position): Cell {
  return {
    cellLat: Math.floor(position.latitude * CELLS_PER_DEGREE),
    cellLng: Math.floor(position.longitude * CELLS_PER_DEGREE),
  };
}

/** The spot MARINE_OFFSET_KM out to sea from a beach facing `facingDeg` (clockwise from north). */
export function offshorePosition(position: Position, facingDeg: number): Position {
  const radians = (facingDeg * Math.PI) / 180;
  const degrees = MARINE_OFFSET_KM / KM_PER_DEGREE;
  return {
    latitude: position.latitude + degrees * Math.cos(radians),
    longitude:
      position.longitude + (degrees * Math.sin(radians)) / Math.cos((position.latitude * Math.PI) / 180),
  };
}

/** The marine cell of a beach, or null when its facing is unknown (then it has wind only). */
export function marineCellOf(position: Position, facingDeg: number | null): Cell | null {
  return facingDeg === null ? null : cellOf(offshorePosition(position, facingDeg));
}

/** Provider calls a day when every point is fetched once per `intervalHours` (one call per location). */
export function callsPerDay(points: number, intervalHours: number): number {
  return Math.ceil(points * (24 / intervalHours));
}

const literal = (value: number) => sql.raw(String(value));

/** cellOf in SQL: multiplying by 4 is exact in floating point, so SQL and JavaScript agree to the bit. */
export function cellSql(latitude: SQLWrapper, longitude: SQLWrapper): { cellLat: SQL; cellLng: SQL } {
  return {
    cellLat: sql`floor(${latitude} * ${literal(CELLS_PER_DEGREE)})::int`,
    cellLng: sql`floor(${longitude} * ${literal(CELLS_PER_DEGREE)})::int`,
  };
}

/** offshorePosition in SQL (NULL when the facing is NULL). */
export function offshoreSql(
  latitude: SQLWrapper,
  longitude: SQLWrapper,
  facingDeg: SQLWrapper,
): { latitude: SQL; longitude: SQL } {
  const degrees = literal(MARINE_OFFSET_KM / KM_PER_DEGREE);
  return {
    latitude: sql`(${latitude} + ${degrees} * cos(radians(${facingDeg})))`,
    longitude: sql`(${longitude} + ${degrees} * sin(radians(${facingDeg})) / cos(radians(${latitude})))`,
  };
}

/** marineCellOf in SQL. */
export function marineCellSql(
  latitude: SQLWrapper,
  longitude: SQLWrapper,
  facingDeg: SQLWrapper,
): { cellLat: SQL; cellLng: SQL } {
  const offshore = offshoreSql(latitude, longitude, facingDeg);
  return cellSql(offshore.latitude, offshore.longitude);
}
