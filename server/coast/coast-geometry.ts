import {
  angleBetween,
  FETCH_BEARINGS,
  FETCH_DIRECTIONS,
  FETCH_MAX_KM,
  LOW_CONFIDENCE_DISTANCE_M,
  normaliseDegrees,
} from "#core/sea/coast.ts";
import type { CoastLines } from "./coastline-format.ts";

// Which way a point of the shore faces and how open the sea is in front of it (ADR 026), from a
// coastline whose lines keep land on their left. Pure: the same coastline and point always give the
// same answer. Distances are worked out on a flat projection around the point (metres east and
// north), which over the 50 km of the longest fetch errs by far less than the coastline's accuracy.

// The directions, the cap and the angle rules are core/sea/coast.ts's, which the verdict reads too.
export {
  angleBetween,
  FETCH_BEARINGS,
  FETCH_DIRECTIONS,
  FETCH_MAX_KM,
  LOW_CONFIDENCE_DISTANCE_M,
  normaliseDegrees,
};

/** Beyond this the nearest coast is not the beach's (a lake, a river, a wrong position): nothing is known. */
export const MAX_COAST_DISTANCE_M = 5000;
/** The stretch of shore whose seaward normals make the facing: this far either way along the coast. */
export const FACING_SHORE_M = 300;
/**
 * A ring of coastline shorter than this (a rock, an islet a few hundred metres across) is a beach's
 * shore only when no larger coast lies within LOW_CONFIDENCE_DISTANCE_M.
 */
export const ISLET_PERIMETER_M = 1000;
/** Grid cells in degrees: a few segments each, so nearest-point and ray searches test few segments. */
const CELL_DEGREES = 0.01;

export interface CoastFacts {
  /** Metres from the point to the shore the rest is measured on, rounded. */
  distanceM: number;
  /** Seaward facing, degrees clockwise from north in [0, 360); null where the shore's normals cancel out. */
  facingDeg: number | null;
  /** Kilometres of open water toward each of FETCH_BEARINGS, to 0.1 km, at most FETCH_MAX_KM. */
  fetchKm: number[];
  /** More than LOW_CONFIDENCE_DISTANCE_M from the coastline. */
  lowConfidence: boolean;
}

/** Metres per degree of longitude (x) and of latitude (y) at a latitude, on the WGS84 ellipsoid. */
export function metresPerDegree(latitude: number): { x: number; y: number } {
  const phi = (latitude * Math.PI) / 180;
  return {
    x: 111_412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi),
    y: 111_132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi),
  };
}

/** The bearing of an east/north vector, in [0, 360). */
const bearingOf = (x: number, y: number) => normaliseDegrees((Math.atan2(x, y) * 180) / Math.PI);

type Scale = { x: number; y: number };

/** The point of the coastline nearest to a place. */
export interface ShorePoint {
  /** The segment it lies on, named by the segment's first vertex. */
  segment: number;
  /** Where on the segment: 0 at its first vertex, 1 at its second. */
  along: number;
  distanceM: number;
}

/**
 * A coastline with a grid of its segments. A segment joins two consecutive vertices of a line and is
 * named by its first vertex; a closed line ends on its first vertex again.
 */
export class CoastIndex {
  private readonly longitudes: Float64Array;
  private readonly latitudes: Float64Array;
  private readonly lineStarts: Int32Array;
  /** For each vertex, its line. */
  private readonly lineOf: Int32Array;
  /** For each line, its length in metres. */
  private readonly perimeter: Float64Array;
  /** For each line, whether it is a ring shorter than ISLET_PERIMETER_M. */
  private readonly islet: Uint8Array;
  private readonly west: number;
  private readonly south: number;
  private readonly columns: number;
  private readonly rows: number;
  /** The segments of cell c are cellSegments[cellStarts[c]] up to, not including, cellSegments[cellStarts[c + 1]]. */
  private readonly cellStarts: Int32Array;
  private readonly cellSegments: Int32Array;

  constructor(lines: CoastLines) {
    this.longitudes = lines.longitudes;
    this.latitudes = lines.latitudes;
    this.lineStarts = lines.lineStarts;
    const lineCount = this.lineStarts.length - 1;
    const vertexCount = this.longitudes.length;
    this.lineOf = new Int32Array(vertexCount);
    this.perimeter = new Float64Array(lineCount);
    this.islet = new Uint8Array(lineCount);
    for (let line = 0; line < lineCount; line += 1) {
      const first = this.lineStarts[line]!;
      const end = this.lineStarts[line + 1]!;
      this.lineOf.fill(line, first, end);
      let perimeter = 0;
      for (let vertex = first; vertex + 1 < end; vertex += 1)
        perimeter += this.segmentLength(vertex, metresPerDegree(this.latitudes[vertex]!));
      this.perimeter[line] = perimeter;
      this.islet[line] = this.isClosed(line) && perimeter < ISLET_PERIMETER_M ? 1 : 0;
    }

    let west = Infinity;
    let east = -Infinity;
    let south = Infinity;
    let north = -Infinity;
    for (let vertex = 0; vertex < vertexCount; vertex += 1) {
      west = Math.min(west, this.longitudes[vertex]!);
      east = Math.max(east, this.longitudes[vertex]!);
      south = Math.min(south, this.latitudes[vertex]!);
      north = Math.max(north, this.latitudes[vertex]!);
    }
    if (vertexCount === 0) west = east = south = north = 0;
    this.west = Math.floor(west / CELL_DEGREES) * CELL_DEGREES;
    this.south = Math.floor(south / CELL_DEGREES) * CELL_DEGREES;
    this.columns = Math.floor((east - this.west) / CELL_DEGREES) + 1;
    this.rows = Math.floor((north - this.south) / CELL_DEGREES) + 1;

    // Counted first, then filled, into one flat array: no array per cell.
    const starts = new Int32Array(this.columns * this.rows + 1);
    this.forEachSegment((segment) => this.forEachCellOf(segment, (cell) => (starts[cell + 1]! += 1)));
    for (let cell = 1; cell < starts.length; cell += 1) starts[cell]! += starts[cell - 1]!;
    this.cellStarts = starts;
    this.cellSegments = new Int32Array(starts[starts.length - 1]!);
    const next = starts.slice(0, -1);
    this.forEachSegment((segment) =>
      this.forEachCellOf(segment, (cell) => {
        this.cellSegments[next[cell]!] = segment;
        next[cell]! += 1;
      }),
    );
  }

  /** How many vertices the coastline holds. */
  get vertexCount(): number {
    return this.longitudes.length;
  }

  /** The line a segment of a ShorePoint belongs to: one island's ring, or an open stretch of mainland. */
  lineOfSegment(segment: number): number {
    return this.lineOf[segment]!;
  }

  /** Whether a line is a closed ring (an island), not an open stretch cut off at the coastline's edge. */
  lineIsClosed(line: number): boolean {
    return this.isClosed(line);
  }

  /** A line's length in metres. */
  lineLengthM(line: number): number {
    return this.perimeter[line]!;
  }

  /** Where a point of the shore is. */
  shorePosition(point: ShorePoint): { latitude: number; longitude: number } {
    const { segment, along } = point;
    return {
      latitude: this.latitudes[segment]! + along * (this.latitudes[segment + 1]! - this.latitudes[segment]!),
      longitude:
        this.longitudes[segment]! + along * (this.longitudes[segment + 1]! - this.longitudes[segment]!),
    };
  }

  /** A line's bounding box in degrees. */
  lineBounds(line: number): { south: number; west: number; north: number; east: number } {
    let south = Infinity;
    let west = Infinity;
    let north = -Infinity;
    let east = -Infinity;
    for (let vertex = this.lineStarts[line]!; vertex < this.lineStarts[line + 1]!; vertex += 1) {
      south = Math.min(south, this.latitudes[vertex]!);
      north = Math.max(north, this.latitudes[vertex]!);
      west = Math.min(west, this.longitudes[vertex]!);
      east = Math.max(east, this.longitudes[vertex]!);
    }
    return { south, west, north, east };
  }

  /**
   * Whether a place lies inside a closed line (on the island it rings), by counting the ring's
   * crossings of a ray due east. False for an open line.
   */
  lineContains(line: number, latitude: number, longitude: number): boolean {
    if (!this.isClosed(line)) return false;
    const first = this.lineStarts[line]!;
    const end = this.lineStarts[line + 1]!;
    let inside = false;
    for (let vertex = first; vertex + 1 < end; vertex += 1) {
      const y1 = this.latitudes[vertex]!;
      const y2 = this.latitudes[vertex + 1]!;
      if (y1 > latitude === y2 > latitude) continue;
      const x1 = this.longitudes[vertex]!;
      const x2 = this.longitudes[vertex + 1]!;
      if (longitude < x1 + ((latitude - y1) / (y2 - y1)) * (x2 - x1)) inside = !inside;
    }
    return inside;
  }

  private isClosed(line: number): boolean {
    const first = this.lineStarts[line]!;
    const last = this.lineStarts[line + 1]! - 1;
    return (
      last - first >= 3 &&
      this.longitudes[first] === this.longitudes[last] &&
      this.latitudes[first] === this.latitudes[last]
    );
  }

  private forEachSegment(each: (segment: number) => void) {
    for (let line = 0; line + 1 < this.lineStarts.length; line += 1)
      for (let vertex = this.lineStarts[line]!; vertex + 1 < this.lineStarts[line + 1]!; vertex += 1)
        each(vertex);
  }

  private column(longitude: number) {
    return Math.floor((longitude - this.west) / CELL_DEGREES);
  }

  private row(latitude: number) {
    return Math.floor((latitude - this.south) / CELL_DEGREES);
  }

  /** Every cell the segment's bounding box touches (segments are short: mostly one or two cells). */
  private forEachCellOf(segment: number, each: (cell: number) => void) {
    const fromColumn = this.column(Math.min(this.longitudes[segment]!, this.longitudes[segment + 1]!));
    const toColumn = this.column(Math.max(this.longitudes[segment]!, this.longitudes[segment + 1]!));
    const fromRow = this.row(Math.min(this.latitudes[segment]!, this.latitudes[segment + 1]!));
    const toRow = this.row(Math.max(this.latitudes[segment]!, this.latitudes[segment + 1]!));
    for (let row = fromRow; row <= toRow; row += 1)
      for (let column = fromColumn; column <= toColumn; column += 1) each(row * this.columns + column);
  }

  /** A segment's extent east (dx) and north (dy) in metres. */
  private segmentVector(segment: number, scale: Scale) {
    return {
      dx: (this.longitudes[segment + 1]! - this.longitudes[segment]!) * scale.x,
      dy: (this.latitudes[segment + 1]! - this.latitudes[segment]!) * scale.y,
    };
  }

  private segmentLength(segment: number, scale: Scale) {
    const { dx, dy } = this.segmentVector(segment, scale);
    return Math.hypot(dx, dy);
  }

  /** The segments before and after along the line (null at an open line's end), wrapping round a ring. */
  private neighbours(segment: number): { previous: number | null; next: number | null } {
    const line = this.lineOf[segment]!;
    const first = this.lineStarts[line]!;
    const last = this.lineStarts[line + 1]! - 2;
    const closed = this.isClosed(line);
    return {
      previous: segment > first ? segment - 1 : closed ? last : null,
      next: segment < last ? segment + 1 : closed ? first : null,
    };
  }

  /**
   * The nearest point of the coastline within `maxMetres`, or null; with `skipIslets`, of the lines
   * that are not islets. Searches rings of grid cells outwards from the place's cell and stops once
   * no nearer segment can lie in a farther ring.
   */
  nearest(latitude: number, longitude: number, maxMetres: number, skipIslets = false): ShorePoint | null {
    const scale = metresPerDegree(latitude);
    const cellMetres = CELL_DEGREES * Math.min(scale.x, scale.y);
    const column = this.column(longitude);
    const row = this.row(latitude);
    const maxRing = Math.ceil(maxMetres / cellMetres) + 1;
    let best: ShorePoint | null = null;
    for (let ring = 0; ring <= maxRing; ring += 1) {
      // Every point of a cell in this ring is at least (ring - 1) cells away.
      if (best && (ring - 1) * cellMetres > best.distanceM) break;
      const covered = ring - 1;
      const wholeGrid =
        column - covered <= 0 &&
        column + covered >= this.columns - 1 &&
        row - covered <= 0 &&
        row + covered >= this.rows - 1;
      if (ring > 0 && wholeGrid) break;
      for (let r = row - ring; r <= row + ring; r += 1) {
        if (r < 0 || r >= this.rows) continue;
        // The ring's first and last rows whole, the rows between only at their two ends.
        const step = r === row - ring || r === row + ring ? 1 : 2 * ring;
        for (let c = column - ring; c <= column + ring; c += step) {
          if (c >= 0 && c < this.columns)
            best = this.nearestInCell(r * this.columns + c, latitude, longitude, scale, best, skipIslets);
        }
      }
    }
    return best && best.distanceM <= maxMetres ? best : null;
  }

  private nearestInCell(
    cell: number,
    latitude: number,
    longitude: number,
    scale: Scale,
    best: ShorePoint | null,
    skipIslets: boolean,
  ): ShorePoint | null {
    let found = best;
    for (let index = this.cellStarts[cell]!; index < this.cellStarts[cell + 1]!; index += 1) {
      const segment = this.cellSegments[index]!;
      if (skipIslets && this.islet[this.lineOf[segment]!] === 1) continue;
      const ax = (this.longitudes[segment]! - longitude) * scale.x;
      const ay = (this.latitudes[segment]! - latitude) * scale.y;
      const { dx, dy } = this.segmentVector(segment, scale);
      const lengthSquared = dx * dx + dy * dy;
      const along = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
      const distance = Math.hypot(ax + along * dx, ay + along * dy);
      if (!found || distance < found.distanceM) found = { segment, along, distanceM: distance };
    }
    return found;
  }

  /**
   * The seaward direction of the shore around a point of it, as an east/north vector: the seaward
   * normals (dy, -dx) of the segments within `reach` metres along the same line either way, each
   * weighted by its length inside that stretch. Following the line rather than taking every segment
   * nearby keeps the far side of a narrow spit or channel out of it. Round a small island the stretch
   * is an eighth of its coast either way, so that it stays on the beach's side of it (the normals of
   * a whole ring add up to nothing).
   */
  shoreNormal(point: ShorePoint, scale: Scale): { x: number; y: number } {
    const line = this.lineOf[point.segment]!;
    const reach = this.isClosed(line) ? Math.min(FACING_SHORE_M, this.perimeter[line]! / 8) : FACING_SHORE_M;
    let x = 0;
    let y = 0;
    const add = (segment: number, metres: number) => {
      const { dx, dy } = this.segmentVector(segment, scale);
      const length = Math.hypot(dx, dy);
      if (length === 0 || metres <= 0) return;
      x += (dy / length) * metres;
      y += (-dx / length) * metres;
    };
    const ownLength = this.segmentLength(point.segment, scale);
    const ahead = ownLength * (1 - point.along);
    const behind = ownLength * point.along;
    add(point.segment, Math.min(reach, ahead) + Math.min(reach, behind));
    const segmentsInLine = this.lineStarts[line + 1]! - this.lineStarts[line]! - 1;
    for (const [direction, start] of [
      ["next", ahead],
      ["previous", behind],
    ] as const) {
      let left = reach - start;
      let segment: number | null = point.segment;
      for (let taken = 1; left > 0 && taken < segmentsInLine; taken += 1) {
        segment = this.neighbours(segment)[direction];
        if (segment === null) break;
        const length = this.segmentLength(segment, scale);
        add(segment, Math.min(left, length));
        left -= length;
      }
    }
    return { x, y };
  }

  /**
   * The bearings from a point of the shore that lead out over the water, and the segments the point
   * lies on. Water is on the right of the line: from a point inside a segment, the half-turn clockwise
   * of the segment's bearing; from a vertex, the turn clockwise from the outgoing segment's bearing
   * round to the incoming one's reversed (narrow in a tight inlet, wide on a cape).
   */
  private waterSide(point: ShorePoint, scale: Scale): { from: number; width: number; own: number[] } {
    const bearing = (segment: number) => {
      const { dx, dy } = this.segmentVector(segment, scale);
      return bearingOf(dx, dy);
    };
    const length = this.segmentLength(point.segment, scale);
    const atStart = point.along * length < 1e-6;
    const atEnd = (1 - point.along) * length < 1e-6;
    const { previous, next } = this.neighbours(point.segment);
    const incoming = atStart ? previous : atEnd ? point.segment : null;
    const outgoing = atStart ? point.segment : atEnd ? next : null;
    if (incoming === null || outgoing === null) {
      return { from: bearing(point.segment), width: 180, own: [point.segment] };
    }
    const from = bearing(outgoing);
    const back = normaliseDegrees(bearing(incoming) + 180);
    return { from, width: normaliseDegrees(back - from), own: [incoming, outgoing] };
  }

  /**
   * Metres of open water from a place along a bearing, up to maxMetres: the distance to the first
   * segment the straight line crosses, leaving out the segments it starts on. Walks the grid cells
   * the line passes through in order, and stops at the first cell that holds a crossing.
   */
  openWater(
    latitude: number,
    longitude: number,
    bearingDeg: number,
    maxMetres: number,
    startsOn: readonly number[] = [],
  ): number {
    const scale = metresPerDegree(latitude);
    const radians = (bearingDeg * Math.PI) / 180;
    const ux = Math.sin(radians);
    const uy = Math.cos(radians);
    // Position in cells, and metres along the line to the next column and row boundary.
    const gx = (longitude - this.west) / CELL_DEGREES;
    const gy = (latitude - this.south) / CELL_DEGREES;
    const cellX = CELL_DEGREES * scale.x;
    const cellY = CELL_DEGREES * scale.y;
    const stepX = ux > 1e-12 ? 1 : ux < -1e-12 ? -1 : 0;
    const stepY = uy > 1e-12 ? 1 : uy < -1e-12 ? -1 : 0;
    let column = Math.floor(gx);
    let row = Math.floor(gy);
    const deltaX = stepX === 0 ? Infinity : cellX / Math.abs(ux);
    const deltaY = stepY === 0 ? Infinity : cellY / Math.abs(uy);
    let nextX = stepX === 0 ? Infinity : ((stepX > 0 ? column + 1 - gx : gx - column) * cellX) / Math.abs(ux);
    let nextY = stepY === 0 ? Infinity : ((stepY > 0 ? row + 1 - gy : gy - row) * cellY) / Math.abs(uy);
    let entered = 0;
    let hit = Infinity;
    while (entered <= maxMetres) {
      const exit = Math.min(nextX, nextY);
      const inside = column >= 0 && column < this.columns && row >= 0 && row < this.rows;
      if (inside) {
        const cell = row * this.columns + column;
        for (let index = this.cellStarts[cell]!; index < this.cellStarts[cell + 1]!; index += 1) {
          const segment = this.cellSegments[index]!;
          if (startsOn.includes(segment)) continue;
          const distance = this.crossing(segment, latitude, longitude, scale, ux, uy);
          if (distance < hit) hit = distance;
        }
        // A crossing within this cell is the first; one beyond it may yet be beaten in the next cell.
        if (hit <= exit) break;
      } else if (
        (column >= this.columns && stepX >= 0) ||
        (column < 0 && stepX <= 0) ||
        (row >= this.rows && stepY >= 0) ||
        (row < 0 && stepY <= 0)
      ) {
        break; // outside the grid and heading away from it: no coastline that way
      }
      entered = exit;
      if (nextX < nextY) {
        column += stepX;
        nextX += deltaX;
      } else {
        row += stepY;
        nextY += deltaY;
      }
    }
    return Math.min(hit, maxMetres);
  }

  /** Metres along the ray (unit bearing vector ux, uy) from the place to where it crosses the segment, or Infinity. */
  private crossing(
    segment: number,
    latitude: number,
    longitude: number,
    scale: Scale,
    ux: number,
    uy: number,
  ) {
    const ax = (this.longitudes[segment]! - longitude) * scale.x;
    const ay = (this.latitudes[segment]! - latitude) * scale.y;
    const { dx, dy } = this.segmentVector(segment, scale);
    // t * u = a + v * d, for t metres along the ray and v in [0, 1] along the segment.
    const denominator = ux * dy - uy * dx;
    if (denominator === 0) return Infinity;
    const t = (ax * dy - ay * dx) / denominator;
    const v = (ax * uy - ay * ux) / denominator;
    return t > 1e-6 && v >= 0 && v <= 1 ? t : Infinity;
  }

  /**
   * What the coastline says about a place: the shore it belongs to (the nearest coast, or the
   * nearest larger one within LOW_CONFIDENCE_DISTANCE_M when the nearest is an islet), which way that
   * shore faces and the open water in front of it. Null when no coast lies within
   * MAX_COAST_DISTANCE_M (inland, a lake, or outside the coastline's area).
   */
  describe(latitude: number, longitude: number): CoastFacts | null {
    const any = this.nearest(latitude, longitude, MAX_COAST_DISTANCE_M);
    if (!any) return null;
    const larger =
      this.islet[this.lineOf[any.segment]!] === 1
        ? this.nearest(latitude, longitude, LOW_CONFIDENCE_DISTANCE_M, true)
        : null;
    const shore = larger ?? any;
    const scale = metresPerDegree(latitude);
    const normal = this.shoreNormal(shore, scale);
    const facingDeg = Math.hypot(normal.x, normal.y) > 1e-9 ? bearingOf(normal.x, normal.y) : null;

    // The fetch is measured from the shore point itself: a bearing that leads inland has none.
    const { segment, along } = shore;
    const shoreLongitude =
      this.longitudes[segment]! + along * (this.longitudes[segment + 1]! - this.longitudes[segment]!);
    const shoreLatitude =
      this.latitudes[segment]! + along * (this.latitudes[segment + 1]! - this.latitudes[segment]!);
    const water = this.waterSide(shore, scale);
    const fetchKm = FETCH_BEARINGS.map((bearing) => {
      const turn = normaliseDegrees(bearing - water.from);
      if (turn <= 0 || turn >= water.width) return 0;
      const metres = this.openWater(shoreLatitude, shoreLongitude, bearing, FETCH_MAX_KM * 1000, water.own);
      return Math.round(metres / 100) / 10;
    });
    return {
      distanceM: Math.round(shore.distanceM),
      facingDeg,
      fetchKm,
      lowConfidence: shore.distanceM > LOW_CONFIDENCE_DISTANCE_M,
    };
  }
}
