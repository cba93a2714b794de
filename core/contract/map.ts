import type { z } from "zod";
import type { mapBeachBody, mapBody, mapClusterBody } from "./api-records.ts";

// The map's contract: what `GET /api/v1/beaches/map` answers and how the server groups beaches
// into clusters. The browser never downloads the whole directory: it asks for the visible box at
// its zoom and gets at most MAP_FEATURES_MAX features, clusters where beaches crowd together.

/** [west, south, east, north] in degrees, west < east (no box crosses the antimeridian). */
export type Bbox = [west: number, south: number, east: number, north: number];

export const MAP_ZOOM_MIN = 0;
export const MAP_ZOOM_MAX = 20;
/** From this zoom on, beaches are shown one by one when the box holds few enough of them. */
export const MAP_POINTS_ZOOM = 14;
/** The most features one answer holds, clusters and beaches together. */
export const MAP_FEATURES_MAX = 300;
/** A cluster covers about this many screen pixels at the requested zoom. */
export const MAP_CLUSTER_PIXELS = 60;
/** The most grid cells a box is cut into; more would break MAP_FEATURES_MAX. */
export const MAP_GRID_CELLS_MAX = 280;
/** Greece as a whole: where the map opens when nothing narrows it. */
export const GREECE_BOUNDS: Bbox = [19.2, 34.7, 29.7, 41.8];

/** A group of beaches; zooming to its `bounds` splits it. Its id is stable for one grid cell at one zoom. */
export type MapCluster = z.infer<typeof mapClusterBody>;
export type MapBeach = z.infer<typeof mapBeachBody>;
export type MapFeature = MapCluster | MapBeach;
/** What the map route answers; `total` counts the beaches matching the filters inside the box. */
export type MapResponse = z.infer<typeof mapBody>;

/** Reads 'west,south,east,north'; null when it is not a valid box. */
export function parseBbox(value: string): Bbox | null {
  const parts = value.split(",");
  if (parts.length !== 4 || parts.some((part) => part.trim() === "")) return null;
  const numbers = parts.map(Number);
  if (numbers.some((part) => !Number.isFinite(part))) return null;
  const [west, south, east, north] = numbers as Bbox;
  if (west < -180 || east > 180 || south < -90 || north > 90) return null;
  if (west >= east || south >= north) return null;
  return [west, south, east, north];
}

export function formatBbox(bbox: Bbox, digits = 5): string {
  return bbox.map((value) => Number(value.toFixed(digits))).join(",");
}

export interface MapGrid {
  /** Cell width in degrees of longitude. */
  cellLng: number;
  /** Cell height in degrees of latitude, narrowed so cells are about square on the ground. */
  cellLat: number;
}

/**
 * The grid for a box at a zoom: cells of about MAP_CLUSTER_PIXELS on screen (a 256-pixel tile spans
 * 360 / 2^zoom degrees), made coarser when the box is larger than a screen so that the number of
 * cells, and so of features, stays bounded whatever box a caller sends. Cells are anchored at
 * (-180, -90), not at the box, so a cluster stays put while the visitor pans.
 */
export function mapGrid(bbox: Bbox, zoom: number): MapGrid {
  const [west, south, east, north] = bbox;
  // Rounded to 10 degrees so that panning north or south does not reshape every cell.
  const latitude = Math.round((south + north) / 2 / 10) * 10;
  const squash = Math.max(0.2, Math.cos(latitude * (Math.PI / 180)));
  let cellLng = (360 / 2 ** zoom) * (MAP_CLUSTER_PIXELS / 256);
  // A box edge can cut a cell on each side, hence + 2.
  const cellsFor = (lng: number) =>
    (Math.floor((east - west) / lng) + 2) * (Math.floor((north - south) / (lng * squash)) + 2);
  while (cellsFor(cellLng) > MAP_GRID_CELLS_MAX) cellLng *= 1.25;
  return { cellLng, cellLat: cellLng * squash };
}

/** The cell a point falls in, the same arithmetic as the server's SQL. */
export function mapCell(grid: MapGrid, latitude: number, longitude: number): [number, number] {
  return [Math.floor((longitude + 180) / grid.cellLng), Math.floor((latitude + 90) / grid.cellLat)];
}
