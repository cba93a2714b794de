import { AMENITY_IDS, type AmenityId } from "#core/contract/amenities.ts";
import { FETCH_BEARINGS } from "#core/sea/coast.ts";
import type { Parking } from "#core/contract/enums.ts";
import {
  adminPlaceName,
  namesMatch,
  OSM_MATCH_DISTANCE_M,
  OSM_NEARBY_M,
  OSM_PLACE_REACH_M,
  OSM_SEA_DISTANCE_M,
  osmBeachFacts,
  osmNames,
  osmPrivate,
  parkingOfLot,
  unnamedBeachNames,
  type OsmBeachFacts,
  type OsmNames,
  type OsmReviewReason,
  type OsmSkipReason,
} from "#core/admin/osm.ts";
import { metresPerDegree, type CoastIndex } from "../coast/coast-geometry.ts";
import { beachCoast, type BeachCoast } from "../coast/beach-coast.ts";
import { osmRef } from "./osm-elements.ts";
import type { OsmScan, Position, ScannedBoundary, ScannedFacility, ScannedPlace } from "./osm-scan.ts";

// From what an extract maps to the beaches the directory would hold (ADR 046), before any database
// is consulted: where each beach is, what it is called, what it has, which area it belongs to, and
// which features are not sea beaches at all. Pure: one extract and coastline give one answer.

/** An area a beach may belong to, by the feature that names it. */
export interface AreaChoice {
  /** 'island:<line>' or 'boundary:<relation id>': one area per island or boundary. */
  key: string;
  name: string;
  nameEl: string | null;
  /** Every name the feature is known by, for finding an existing area. */
  all: string[];
}

export interface PlannedOsmBeach {
  ref: string;
  names: OsmNames;
  /** False for an unnamed beach named after the nearest place. */
  named: boolean;
  /** The beach's outline as mapped (one point for a node): an existing beach near any of it may be this one. */
  outline: readonly Position[];
  position: Position;
  facts: OsmBeachFacts;
  amenities: AmenityId[];
  parking: Parking;
  /** The island the beach is on, when it is on a named one. */
  island: AreaChoice | null;
  /** The regional unit, then the region, it lies in. */
  boundaries: AreaChoice[];
  /**
   * The coastline's line (an island's ring, or the mainland's) the beach is on: with neither a named
   * island nor a boundary, the beach joins the area of the nearest existing beach on the same line.
   */
  coastLine: number | null;
  review: OsmReviewReason[];
  /** The coast columns at the position, worked out once here. */
  coast: BeachCoast;
}

export interface BeachPlan {
  beaches: PlannedOsmBeach[];
  skipped: Partial<Record<OsmSkipReason, number>>;
}

const MAX_AREA_SEARCH_M = 3000;
/** The open water a facing is trusted with: less than this ahead while more lies elsewhere is doubtful. */
const FACING_OPEN_KM = 1;
const ELSEWHERE_OPEN_KM = 5;

function distanceM(a: Position, b: Position): number {
  const scale = metresPerDegree((a[0] + b[0]) / 2);
  return Math.hypot((a[0] - b[0]) * scale.y, (a[1] - b[1]) * scale.x);
}

/** Metres from a point to the nearest part of an outline (its vertices and the segments between them). */
export function distanceToOutline(point: Position, outline: readonly Position[]): number {
  if (outline.length === 1) return distanceM(point, outline[0]!);
  const scale = metresPerDegree(point[0]);
  let best = Infinity;
  for (let index = 0; index + 1 < outline.length; index += 1) {
    const ax = (outline[index]![1] - point[1]) * scale.x;
    const ay = (outline[index]![0] - point[0]) * scale.y;
    const dx = (outline[index + 1]![1] - outline[index]![1]) * scale.x;
    const dy = (outline[index + 1]![0] - outline[index]![0]) * scale.y;
    const length = dx * dx + dy * dy;
    const along = length === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length));
    best = Math.min(best, Math.hypot(ax + along * dx, ay + along * dy));
  }
  return best;
}

/** Points in cells of a fixed size, to find those near a place without looking at all. */
class PointGrid<T extends { position: Position }> {
  private readonly cells = new Map<string, T[]>();
  constructor(
    private readonly degrees: number,
    items: readonly T[],
  ) {
    for (const item of items) {
      const key = this.key(Math.floor(item.position[0] / degrees), Math.floor(item.position[1] / degrees));
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  private key(row: number, column: number) {
    return `${row}:${column}`;
  }

  /** The items in the cells a box (degrees) touches. */
  within(south: number, west: number, north: number, east: number): T[] {
    const found: T[] = [];
    for (let row = Math.floor(south / this.degrees); row <= Math.floor(north / this.degrees); row += 1)
      for (
        let column = Math.floor(west / this.degrees);
        column <= Math.floor(east / this.degrees);
        column += 1
      )
        found.push(...(this.cells.get(this.key(row, column)) ?? []));
    return found;
  }
}

export function boxAround(points: readonly Position[], metres: number) {
  const scale = metresPerDegree(points[0]![0]);
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const [lat, lon] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return {
    south: south - metres / scale.y,
    north: north + metres / scale.y,
    west: west - metres / scale.x,
    east: east + metres / scale.x,
  };
}

export function ringContains(ring: readonly Position[], [latitude, longitude]: Position): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const [y1, x1] = ring[index]!;
    const [y2, x2] = ring[previous]!;
    if (y1 > latitude !== y2 > latitude && longitude < x1 + ((latitude - y1) / (y2 - y1)) * (x2 - x1))
      inside = !inside;
  }
  return inside;
}

interface IndexedBoundary extends ScannedBoundary {
  box: { south: number; west: number; north: number; east: number };
  choice: AreaChoice;
}

function boundaryChoice(boundary: ScannedBoundary): AreaChoice | null {
  const names = osmNames(boundary.tags);
  const name = adminPlaceName(names.name);
  if (name === "") return null;
  const nameEl = names.nameEl === null ? null : adminPlaceName(names.nameEl) || null;
  return {
    key: `boundary:${boundary.id}`,
    name,
    nameEl,
    all: [...new Set([name, ...(nameEl ? [nameEl] : []), ...names.all.map(adminPlaceName)])].filter(Boolean),
  };
}

/** Whether a point lies within `metres` of a box. */
function nearBox(point: Position, box: IndexedBoundary["box"], metres: number): boolean {
  const scale = metresPerDegree(point[0]);
  const dy = metres / scale.y;
  const dx = metres / scale.x;
  return (
    point[0] >= box.south - dy &&
    point[0] <= box.north + dy &&
    point[1] >= box.west - dx &&
    point[1] <= box.east + dx
  );
}

/** The boundaries a point lies in, the most local level first; else the nearest within reach. */
function boundariesAt(point: Position, boundaries: readonly IndexedBoundary[]): AreaChoice[] {
  const containing = boundaries.filter(
    (boundary) =>
      point[0] >= boundary.box.south &&
      point[0] <= boundary.box.north &&
      point[1] >= boundary.box.west &&
      point[1] <= boundary.box.east &&
      boundary.outer.some((ring) => ringContains(ring, point)) &&
      !boundary.inner.some((ring) => ringContains(ring, point)),
  );
  const byLevel = new Map<number, IndexedBoundary>();
  for (const boundary of containing) if (!byLevel.has(boundary.level)) byLevel.set(boundary.level, boundary);
  // A beach at the water's edge may sit just outside a boundary drawn along the shore.
  for (const level of new Set(boundaries.map((boundary) => boundary.level))) {
    if (byLevel.has(level)) continue;
    let best: { boundary: IndexedBoundary; metres: number } | null = null;
    for (const boundary of boundaries) {
      if (boundary.level !== level || !nearBox(point, boundary.box, MAX_AREA_SEARCH_M)) continue;
      for (const ring of boundary.outer) {
        const metres = distanceToOutline(point, ring);
        if (metres <= MAX_AREA_SEARCH_M && (!best || metres < best.metres)) best = { boundary, metres };
      }
    }
    if (best) byLevel.set(level, best.boundary);
  }
  return [...byLevel.entries()].sort(([a], [b]) => b - a).map(([, boundary]) => boundary.choice);
}

/**
 * The point of an outline at the water's edge: of the vertices within a few metres of the one
 * nearest the coastline, the one nearest the outline's middle, so a long beach is marked mid-shore
 * rather than at an end. null when no vertex lies within OSM_SEA_DISTANCE_M of the sea.
 */
function waterEdge(outline: readonly Position[], coast: CoastIndex): Position | null {
  const distances = outline.map(
    ([lat, lon]) => coast.nearest(lat, lon, OSM_SEA_DISTANCE_M, true)?.distanceM ?? Infinity,
  );
  // A loop, not Math.min(...): an outline may have more vertices than a call takes arguments.
  const nearest = distances.reduce((least, distance) => Math.min(least, distance), Infinity);
  if (!Number.isFinite(nearest)) return null;
  const middle = outline.reduce<[number, number]>(
    (sum, [lat, lon]) => [sum[0] + lat / outline.length, sum[1] + lon / outline.length],
    [0, 0],
  );
  let best: Position | null = null;
  for (let index = 0; index < outline.length; index += 1) {
    if (distances[index]! > nearest + 30) continue;
    if (!best || distanceM(outline[index]!, middle) < distanceM(best, middle)) best = outline[index]!;
  }
  return best;
}

/** Whether the coastline can settle which way a beach faces: not when little water lies ahead but much elsewhere. */
function facingDoubtful({ facingDeg, fetchKm }: BeachCoast): boolean {
  if (facingDeg === null || !fetchKm) return true;
  const ahead = Math.round(facingDeg / (360 / FETCH_BEARINGS.length)) % FETCH_BEARINGS.length;
  return (fetchKm[ahead] ?? 0) < FACING_OPEN_KM && Math.max(...fetchKm) >= ELSEWHERE_OPEN_KM;
}

/** The beaches an extract maps, placed and described, with what was left out and why. */
export function planBeaches(
  scan: OsmScan,
  coast: CoastIndex,
  options: { includeUnnamed: boolean },
): BeachPlan {
  const skipped: BeachPlan["skipped"] = {};
  const skip = (reason: OsmSkipReason) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  const facilities = new PointGrid<ScannedFacility>(0.01, scan.facilities);
  const places = new PointGrid<ScannedPlace>(0.1, scan.places);
  const boundaries: IndexedBoundary[] = scan.boundaries.flatMap((boundary) => {
    const choice = boundaryChoice(boundary);
    const points = boundary.outer.flat();
    if (!choice || points.length === 0) return [];
    return [{ ...boundary, box: boxAround(points, 0), choice }];
  });
  const islandsByLine = islandNames(scan, coast);

  const beaches: PlannedOsmBeach[] = [];
  const ordered = [...scan.beaches].sort((a, b) =>
    a.type === b.type ? a.id - b.id : a.type < b.type ? -1 : 1,
  );
  for (const beach of ordered) {
    if (osmPrivate(beach.tags)) {
      skip("private");
      continue;
    }
    if (beach.outline.length === 0) {
      skip("no_position");
      continue;
    }
    const position = waterEdge(beach.outline, coast);
    if (!position) {
      skip("inland");
      continue;
    }
    let names = osmNames(beach.tags);
    const named = names.name !== "";
    if (!named) {
      const place = options.includeUnnamed ? nearestPlace(position, places) : null;
      if (!place) {
        skip("unnamed");
        continue;
      }
      const named = unnamedBeachNames(place);
      names = { name: named.name, nameEl: named.nameEl, all: [named.name, named.nameEl] };
    }
    const shore = coast.nearest(position[0], position[1], OSM_SEA_DISTANCE_M, true);
    const line = shore ? coast.lineOfSegment(shore.segment) : null;
    const island = line === null ? null : (islandsByLine.get(line) ?? null);
    const middle = beach.outline.length > 2 ? centroid(beach.outline) : position;
    const areas = boundariesAt(middle, boundaries);
    const inBoundaries = areas.length > 0 ? areas : boundariesAt(position, boundaries);
    const facts = osmBeachFacts(beach.tags);
    const { amenities, parking } = nearby(beach.outline, facilities);
    if (facts.lifeguard) amenities.add("lifeguard");
    const review: OsmReviewReason[] = [];
    if (facts.type === null) review.push("type");
    const placed: Position = [round(position[0]), round(position[1])];
    const coastColumns = beachCoast(placed[0], placed[1]);
    if (facingDoubtful(coastColumns)) review.push("facing");
    beaches.push({
      ref: osmRef(beach.type, beach.id),
      names,
      named,
      outline: beach.outline,
      position: placed,
      coast: coastColumns,
      facts,
      amenities: AMENITY_IDS.filter((id) => amenities.has(id)),
      parking,
      island,
      boundaries: inBoundaries,
      coastLine: line,
      review,
    });
  }
  return { beaches: withoutDuplicates(beaches, skip), skipped };
}

/** Which element of a beach mapped twice is kept: an area before a point. */
const PREFERENCE = ["relation", "way", "node"];
const preference = (ref: string) => PREFERENCE.indexOf(ref.slice(4, ref.indexOf("/")));

/**
 * One beach per place: a beach mapped twice (a point and an area, as happens) within
 * OSM_MATCH_DISTANCE_M under a matching name is kept once, as its area. Beaches named after the
 * nearest place are told apart by position only, so never taken for one another.
 */
function withoutDuplicates(
  planned: readonly PlannedOsmBeach[],
  skip: (reason: OsmSkipReason) => void,
): PlannedOsmBeach[] {
  const ordered = [...planned].sort((a, b) => preference(a.ref) - preference(b.ref));
  const kept: PlannedOsmBeach[] = [];
  const cells = new Map<string, PlannedOsmBeach[]>();
  const cellOf = (position: Position, dRow = 0, dColumn = 0) =>
    `${Math.floor(position[0] / 0.01) + dRow}:${Math.floor(position[1] / 0.01) + dColumn}`;
  for (const beach of ordered) {
    const twin =
      beach.named &&
      [-1, 0, 1].some((dRow) =>
        [-1, 0, 1].some((dColumn) =>
          (cells.get(cellOf(beach.position, dRow, dColumn)) ?? []).some(
            (other) =>
              other.named &&
              distanceM(other.position, beach.position) <= OSM_MATCH_DISTANCE_M &&
              namesMatch(other.names.all, beach.names.all),
          ),
        ),
      );
    if (twin) {
      skip("duplicate");
      continue;
    }
    kept.push(beach);
    const cell = cellOf(beach.position);
    cells.set(cell, [...(cells.get(cell) ?? []), beach]);
  }
  const order = new Map(planned.map((beach, index) => [beach.ref, index]));
  return kept.sort((a, b) => order.get(a.ref)! - order.get(b.ref)!);
}

/** Seven decimals, as OpenStreetMap stores positions. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

function centroid(points: readonly Position[]): Position {
  let lat = 0;
  let lon = 0;
  for (const point of points) {
    lat += point[0];
    lon += point[1];
  }
  return [lat / points.length, lon / points.length];
}

function nearby(
  outline: readonly Position[],
  grid: PointGrid<ScannedFacility>,
): { amenities: Set<AmenityId>; parking: Parking } {
  const box = boxAround(outline, OSM_NEARBY_M);
  const amenities = new Set<AmenityId>();
  let parking: Parking = "NONE";
  for (const facility of grid.within(box.south, box.west, box.north, box.east)) {
    if (distanceToOutline(facility.position, outline) > OSM_NEARBY_M) continue;
    if (facility.kind === "parking_lot") {
      amenities.add("parking");
      const size = parkingOfLot(facility.capacity, facility.areaM2);
      if (parking !== "LARGE_LOT") parking = size;
    } else amenities.add(facility.kind);
  }
  return { amenities, parking };
}

function nearestPlace(
  position: Position,
  grid: PointGrid<ScannedPlace>,
): { name: string; nameEl: string | null } | null {
  const box = boxAround([position], OSM_PLACE_REACH_M);
  let best: { place: ScannedPlace; metres: number } | null = null;
  for (const place of grid.within(box.south, box.west, box.north, box.east)) {
    const metres = distanceM(position, place.position);
    if (metres <= OSM_PLACE_REACH_M && (!best || metres < best.metres)) best = { place, metres };
  }
  if (!best) return null;
  const names = osmNames(best.place.tags);
  return names.name === "" ? null : { name: names.name, nameEl: names.nameEl };
}

/**
 * The named island each ring of the coastline is, from the extract's islands and islets: a point
 * inside the ring names it, as does a vertex of an island's outline that lies on it. An island wins
 * over an islet; of two of a kind, the first by name.
 */
function islandNames(scan: OsmScan, coast: CoastIndex): Map<number, AreaChoice> {
  const found = new Map<number, { kind: string; choice: AreaChoice }>();
  const inside = scan.islands.filter((island) => island.inside);
  const boundsCache = new Map<number, ReturnType<CoastIndex["lineBounds"]>>();
  const consider = (line: number, island: OsmScan["islands"][number]) => {
    if (!coast.lineIsClosed(line)) return;
    const names = osmNames(island.tags);
    if (names.name === "") return;
    const choice: AreaChoice = {
      key: `island:${line}`,
      name: names.name,
      nameEl: names.nameEl,
      all: names.all,
    };
    const current = found.get(line);
    const better =
      !current ||
      (current.kind === "islet" && island.kind === "island") ||
      (current.kind === island.kind && choice.name < current.choice.name);
    if (better) found.set(line, { kind: island.kind, choice });
  };
  for (const island of scan.islands) {
    if (island.inside) continue;
    const shore = coast.nearest(island.position[0], island.position[1], MAX_AREA_SEARCH_M);
    if (shore) consider(coast.lineOfSegment(shore.segment), island);
  }
  // Points inside: tested against the rings near the beaches only.
  const beachLines = new Set<number>();
  for (const beach of scan.beaches) {
    const point = beach.outline[0];
    if (!point) continue;
    const shore = coast.nearest(point[0], point[1], OSM_SEA_DISTANCE_M, true);
    if (shore) beachLines.add(coast.lineOfSegment(shore.segment));
  }
  for (const line of beachLines) {
    if (!coast.lineIsClosed(line)) continue;
    let bounds = boundsCache.get(line);
    if (!bounds) boundsCache.set(line, (bounds = coast.lineBounds(line)));
    for (const island of inside) {
      const [lat, lon] = island.position;
      if (lat < bounds.south || lat > bounds.north || lon < bounds.west || lon > bounds.east) continue;
      if (coast.lineContains(line, lat, lon)) consider(line, island);
    }
  }
  return new Map([...found].map(([line, { choice }]) => [line, choice]));
}
