import { sql } from "drizzle-orm";
import type { BeachFilters } from "#core/contract/filters.ts";
import { distanceKm, EARTH_RADIUS_KM, type LatLng } from "#core/contract/distance.ts";
import type { Bbox } from "#core/contract/map.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import type { Database } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { publicBeachAlone } from "../visibility.ts";

/**
 * Every public beach in the list's name order (sort name, then id), with the facts the list's
 * filters test, held in typed arrays: one read per directory version (ADR 047). A page of a list by
 * name is then found by walking the order in memory and its nine beaches read by id, instead of the
 * database stepping over every row before the page's offset (a page deep in 50,000 beaches cost a
 * 40 ms scan). Only the filters that are plain facts of a beach are answered here; a search, the
 * calm filter or a preference leaves the list to SQL (see servesFromOrder).
 */
export interface NameOrder {
  size: number;
  ids: Int32Array;
  areaIds: Int32Array;
  /** Positions, for the map's boxes and cells. */
  latitudes: Float64Array;
  longitudes: Float64Array;
  type: Uint8Array;
  waveConditions: Uint8Array;
  parking: Uint8Array;
  /** Bit 0: organized; bit 1: Blue Flag. */
  flags: Uint8Array;
  amenities: Uint32Array;
  access: Uint32Array;
  /** Each family's values to the codes (or bits) above. */
  codes: {
    type: Map<string, number>;
    waveConditions: Map<string, number>;
    parking: Map<string, number>;
    amenities: Map<string, number>;
    access: Map<string, number>;
  };
  /** False when a family held more distinct values than its bits: filters on it go to SQL. */
  bitsFit: { amenities: boolean; access: boolean };
  /**
   * Each area's positions in the order, ascending: a list, count or nearest search within an area
   * walks its few hundred beaches, not the whole directory.
   */
  byArea: Map<number, Int32Array>;
}

const ORGANIZED = 1;
const BLUE_FLAG = 2;
const MAX_BITS = 32;

/** The code of `value` in `codes`, given the next one when new. */
function codeOf(codes: Map<string, number>, value: string): number {
  let code = codes.get(value);
  if (code === undefined) {
    code = codes.size;
    codes.set(value, code);
  }
  return code;
}

/** The bits of `values` in `codes` (new values get the next bit); null once more than 32 are known. */
function bitsOf(codes: Map<string, number>, values: readonly string[]): number | null {
  let bits = 0;
  for (const value of values) {
    const bit = codeOf(codes, value);
    if (bit >= MAX_BITS) return null;
    bits |= 1 << bit;
  }
  return bits >>> 0;
}

/** The single-valued facts a list's filters test, by area: the facets of counts (ADR 010) and the order's. */
export const FACET_COLUMNS = {
  areaId: beaches.areaId,
  type: beaches.type,
  waveConditions: beaches.waveConditions,
  parking: beaches.parking,
  organized: beaches.organized,
  blueFlag: beaches.blueFlag,
};

// The order travels from the database as one text, a record per beach: reading 50,000 rows one by
// one (each an object, two of them arrays) cost 1.6-2 s of both threads on embedded PGlite, and it
// is read again after every change to the directory. Separators are control characters, which no
// enumeration value, amenity or access tag holds.
const FIELD = "\u001f";
const RECORD = "\u001e";
const ITEM = "\u001d";
const PACKED_ORDER = sql<
  string | null
>`string_agg(format('%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s' || chr(31) || '%s',
  ${beaches.id}, ${beaches.areaId}, ${beaches.latitude}, ${beaches.longitude}, ${beaches.type},
  ${beaches.waveConditions}, ${beaches.parking},
  (CASE WHEN ${beaches.organized} THEN ${ORGANIZED} ELSE 0 END) + (CASE WHEN ${beaches.blueFlag} THEN ${BLUE_FLAG} ELSE 0 END),
  array_to_string(${beaches.amenities}, chr(29)), array_to_string(${beaches.accessTags}, chr(29))),
  chr(30) ORDER BY ${beaches.sortName}, ${beaches.id})`;

/** Reads the order of the public beaches (the query the name order of a list uses, without a page). */
export async function loadNameOrder(db: Database): Promise<NameOrder> {
  const [row] = await db.select({ packed: PACKED_ORDER }).from(beaches).where(publicBeachAlone);
  const records = row?.packed ? row.packed.split(RECORD) : [];
  const size = records.length;
  const order: NameOrder = {
    size,
    ids: new Int32Array(size),
    areaIds: new Int32Array(size),
    latitudes: new Float64Array(size),
    longitudes: new Float64Array(size),
    type: new Uint8Array(size),
    waveConditions: new Uint8Array(size),
    parking: new Uint8Array(size),
    flags: new Uint8Array(size),
    amenities: new Uint32Array(size),
    access: new Uint32Array(size),
    codes: {
      type: new Map(),
      waveConditions: new Map(),
      parking: new Map(),
      amenities: new Map(),
      access: new Map(),
    },
    bitsFit: { amenities: true, access: true },
    byArea: new Map(),
  };
  const items = (text: string) => (text === "" ? [] : text.split(ITEM));
  records.forEach((record, index) => {
    const [id, areaId, latitude, longitude, type, waveConditions, parking, flags, amenityList, accessList] =
      record.split(FIELD) as [string, string, string, string, string, string, string, string, string, string];
    order.ids[index] = Number(id);
    order.areaIds[index] = Number(areaId);
    order.latitudes[index] = Number(latitude);
    order.longitudes[index] = Number(longitude);
    // The enumerations hold a handful of values each; a byte is plenty.
    order.type[index] = codeOf(order.codes.type, type);
    order.waveConditions[index] = codeOf(order.codes.waveConditions, waveConditions);
    order.parking[index] = codeOf(order.codes.parking, parking);
    order.flags[index] = Number(flags);
    const amenities = bitsOf(order.codes.amenities, items(amenityList));
    if (amenities === null) order.bitsFit.amenities = false;
    else order.amenities[index] = amenities;
    const access = bitsOf(order.codes.access, items(accessList));
    if (access === null) order.bitsFit.access = false;
    else order.access[index] = access;
  });
  order.byArea = positionsByArea(order.areaIds);
  return order;
}

function positionsByArea(areaIds: Int32Array): Map<number, Int32Array> {
  const sizes = new Map<number, number>();
  for (const areaId of areaIds) sizes.set(areaId, (sizes.get(areaId) ?? 0) + 1);
  const byArea = new Map([...sizes].map(([areaId, size]) => [areaId, new Int32Array(size)]));
  const filled = new Map<number, number>();
  areaIds.forEach((areaId, index) => {
    const at = filled.get(areaId) ?? 0;
    byArea.get(areaId)![at] = index;
    filled.set(areaId, at + 1);
  });
  return byArea;
}

export interface Held {
  /** The caller's own test of a beach: it meets the search words and the calm filter the caller holds. */
  keep?: (beachId: number) => boolean;
  /** Beaches that come before every other (an exact name), in the order's direction among themselves. */
  first?: ReadonlySet<number>;
  /**
   * The positions of the order, ascending, of the only beaches `keep` can accept (a search's
   * matches): walked instead of the whole order.
   */
  positions?: Int32Array;
}

const NO_POSITIONS = new Int32Array(0);

/**
 * The number of positions to walk, and the position of the walk's step: the held positions when
 * given, else the area's when one is given, else the whole order.
 */
function walk(order: NameOrder, positions: Int32Array | undefined, areaId?: number | null) {
  const only =
    positions ?? (typeof areaId === "number" ? (order.byArea.get(areaId) ?? NO_POSITIONS) : undefined);
  return only
    ? { length: only.length, at: (step: number) => only[step]! }
    : { length: order.size, at: (step: number) => step };
}

/**
 * Whether every position `walk` gives is on the list: no value of any family is asked for, no
 * caller's test, and the walk is the area's own (or the whole order's) rather than held positions
 * still to be tried against the area.
 */
function everyWalked(filters: BeachFilters, held: Pick<Held, "keep" | "positions">, areaId?: number | null) {
  return !held.keep && !(held.positions && typeof areaId === "number") && asksNoFact(filters);
}

/** Whether the filters ask for no value of a beach's facts (setup, Blue Flag, the lists of values). */
export function asksNoFact(filters: BeachFilters): boolean {
  return (
    new Set(filters.organized).size !== 1 &&
    !filters.blueFlag &&
    filters.type.length === 0 &&
    filters.waveConditions.length === 0 &&
    filters.parking.length === 0 &&
    filters.amenities.length === 0 &&
    filters.access.length === 0
  );
}

/**
 * Whether a list by name with these filters can be paged from the order: no search words unless the
 * caller holds the search's matches and its exact names (`searchHeld`, see Held), no calm filter
 * (verdicts change with the forecast, not the directory) unless the caller holds the day's verdicts
 * (`calmHeld`), no preference (it ranks before the name), and every amenity and access fact within
 * the order's bits.
 */
export function servesFromOrder(
  order: NameOrder,
  filters: BeachFilters,
  options: { calmHeld?: boolean; searchHeld?: boolean } = {},
): boolean {
  const searched = foldForSearch(filters.search) !== "" || searchNeedles(filters.search).length > 0;
  // Words that key to no needle match every beach yet still rank an exact name first: left to SQL.
  if (searched && (!options.searchHeld || searchNeedles(filters.search).length === 0)) return false;
  if ((filters.calm !== null && !options.calmHeld) || filters.prefer.length > 0) return false;
  if (filters.amenities.length > 0 && !order.bitsFit.amenities) return false;
  if (filters.access.length > 0 && !order.bitsFit.access) return false;
  return true;
}

/** The codes of the wanted values that the order knows (a value it does not know matches no beach). */
function wanted(codes: Map<string, number>, values: readonly string[]): Set<number> | null {
  if (values.length === 0) return null;
  return new Set(values.flatMap((value) => (codes.has(value) ? [codes.get(value)!] : [])));
}

/** The bits all wanted values need, or -1 when one of them is held by no beach. */
function required(codes: Map<string, number>, values: readonly string[]): number {
  let bits = 0;
  for (const value of values) {
    const bit = codes.get(value);
    if (bit === undefined) return -1;
    bits |= 1 << bit;
  }
  return bits >>> 0;
}

/**
 * The test of filterConditions on one position of the order: one value of each list, every amenity
 * and access fact, the area when `areaId` is given. Null when nothing can match (an area the public
 * cannot see, an amenity or access fact no beach has).
 */
function matcher(
  order: NameOrder,
  filters: BeachFilters,
  areaId: number | null | undefined,
): ((index: number) => boolean) | null {
  if (areaId === null) return null;
  const setups = new Set(filters.organized);
  const organized = setups.size === 1 ? (setups.has("organized") ? ORGANIZED : 0) : -1;
  const types = wanted(order.codes.type, filters.type);
  const waves = wanted(order.codes.waveConditions, filters.waveConditions);
  const parking = wanted(order.codes.parking, filters.parking);
  const amenities = required(order.codes.amenities, filters.amenities);
  const access = required(order.codes.access, filters.access);
  if (amenities < 0 || access < 0) return null;
  const blueFlag = filters.blueFlag;
  return (index) => {
    if (areaId !== undefined && order.areaIds[index] !== areaId) return false;
    const flags = order.flags[index]!;
    if (organized >= 0 && (flags & ORGANIZED) !== organized) return false;
    if (blueFlag && (flags & BLUE_FLAG) === 0) return false;
    if (types && !types.has(order.type[index]!)) return false;
    if (waves && !waves.has(order.waveConditions[index]!)) return false;
    if (parking && !parking.has(order.parking[index]!)) return false;
    if ((order.amenities[index]! & amenities) >>> 0 !== amenities) return false;
    return (order.access[index]! & access) >>> 0 === access;
  };
}

/**
 * The ids of the beaches at positions [offset, offset + count) of the list meeting the filters,
 * within the area when `areaId` is given (null: an area that is not public, so nothing), by name or
 * by name reversed.
 */
export function pageFromOrder(
  order: NameOrder,
  filters: BeachFilters,
  options: { areaId?: number | null; offset: number; count: number; descending: boolean } & Held,
): number[] {
  const { offset, count, descending, keep, first } = options;
  const matches = matcher(order, filters, options.areaId);
  if (matches === null || count <= 0) return [];
  const page: number[] = [];
  let skipped = 0;
  const { length, at } = walk(order, options.positions, options.areaId);
  if (everyWalked(filters, options, options.areaId) && !first?.size) {
    // Every position walked is on the list: the page is the positions from the offset on.
    for (let step = offset; step < Math.min(length, offset + count); step += 1)
      page.push(order.ids[at(descending ? length - 1 - step : step)]!);
    return page;
  }
  // The beaches that come first, then the others: two walks of the order when some come first.
  const groups: (((id: number) => boolean) | null)[] =
    first && first.size > 0 ? [(id) => first.has(id), (id) => !first.has(id)] : [null];
  for (const inGroup of groups)
    for (let step = 0; step < length; step += 1) {
      const index = at(descending ? length - 1 - step : step);
      if (!matches(index)) continue;
      const id = order.ids[index]!;
      if ((keep && !keep(id)) || (inGroup && !inGroup(id))) continue;
      if (skipped < offset) {
        skipped += 1;
        continue;
      }
      page.push(id);
      if (page.length === count) return page;
    }
  return page;
}

/**
 * Whether a count with these filters can be made from the order: as servesFromOrder, except that a
 * preference changes the order of a list, not which beaches it holds.
 */
export function countsFromOrder(
  order: NameOrder,
  filters: BeachFilters,
  options: { calmHeld?: boolean; searchHeld?: boolean } = {},
): boolean {
  return servesFromOrder(order, { ...filters, prefer: [] }, options);
}

/**
 * How many beaches meet the filters (and the caller's `keep`), within the area when `areaId` is
 * given: one pass in memory, over the held positions only when given.
 */
export function countFromOrder(
  order: NameOrder,
  filters: BeachFilters,
  areaId?: number | null,
  held: Pick<Held, "keep" | "positions"> = {},
): number {
  const matches = matcher(order, filters, areaId);
  if (matches === null) return 0;
  const { keep } = held;
  const { length, at } = walk(order, held.positions, areaId);
  if (everyWalked(filters, held, areaId)) return length;
  let total = 0;
  for (let step = 0; step < length; step += 1) {
    const index = at(step);
    if (matches(index) && (!keep || keep(order.ids[index]!))) total += 1;
  }
  return total;
}

/** PostgreSQL's geometric comparisons allow this much (its EPSILON): `point <@ box` takes an edge so. */
const GEOMETRY_EPSILON = 1e-6;

/**
 * The positions of the order whose beach meets the filters and lies in the box, edges included as
 * PostgreSQL's `point <@ box` includes them. The calm filter is the caller's test of a beach id,
 * from the day's verdicts it holds (without it, a calm filter matches nothing).
 */
export function indexesInBox(
  order: NameOrder,
  filters: BeachFilters,
  options: { areaId?: number | null; bbox: Bbox; calm?: (beachId: number) => boolean },
): number[] {
  const matches = matcher(order, filters, options.areaId);
  if (matches === null) return [];
  const calm = filters.calm === null ? null : options.calm;
  if (calm === undefined) return [];
  const [x1, y1, x2, y2] = options.bbox;
  const west = Math.min(x1, x2);
  const east = Math.max(x1, x2);
  const south = Math.min(y1, y2);
  const north = Math.max(y1, y2);
  const found: number[] = [];
  const { length, at } = walk(order, undefined, options.areaId);
  for (let step = 0; step < length; step += 1) {
    const index = at(step);
    const longitude = order.longitudes[index]!;
    if (longitude - east > GEOMETRY_EPSILON || west - longitude > GEOMETRY_EPSILON) continue;
    const latitude = order.latitudes[index]!;
    if (latitude - north > GEOMETRY_EPSILON || south - latitude > GEOMETRY_EPSILON) continue;
    if (!matches(index)) continue;
    if (calm && !calm(order.ids[index]!)) continue;
    found.push(index);
  }
  return found;
}

/**
 * The ids of the public beaches of `areaId` nearest `origin` in the flat longitude/latitude plane,
 * as PostgreSQL's `point <-> point` orders them, inside the box (edges as `point <@ box` takes them),
 * `exceptId` left out and only those `keep` accepts: the first `count` of them, nearest first.
 */
export function nearestInOrder(
  order: NameOrder,
  options: {
    areaId: number;
    exceptId: number;
    origin: { latitude: number; longitude: number };
    bbox: Bbox;
    count: number;
    keep?: ((beachId: number) => boolean) | undefined;
  },
): number[] {
  const { areaId, exceptId, origin, count, keep } = options;
  const [west, south, east, north] = options.bbox;
  const found: { id: number; flat: number }[] = [];
  const { length, at } = walk(order, undefined, areaId);
  for (let step = 0; step < length; step += 1) {
    const index = at(step);
    const id = order.ids[index]!;
    if (id === exceptId) continue;
    const longitude = order.longitudes[index]!;
    if (longitude - east > GEOMETRY_EPSILON || west - longitude > GEOMETRY_EPSILON) continue;
    const latitude = order.latitudes[index]!;
    if (latitude - north > GEOMETRY_EPSILON || south - latitude > GEOMETRY_EPSILON) continue;
    if (keep && !keep(id)) continue;
    found.push({ id, flat: Math.hypot(longitude - origin.longitude, latitude - origin.latitude) });
  }
  found.sort((a, b) => a.flat - b.flat || a.id - b.id);
  return found.slice(0, count).map((beach) => beach.id);
}

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** A list this deep or deeper, nearest first, is left to the database: the order's walk would keep too many. */
export const NEAREST_FROM_ORDER_MAX = 1000;

/**
 * How far apart this process's haversine and the database's may put one beach, in km: both compute
 * it in doubles with the same formula, so they differ in the last bits; a millimetre is far above
 * that and far below any distance that orders two beaches.
 */
const DISTANCE_TOLERANCE_KM = 1e-6;

/**
 * The ids of every beach that can be among the first `needed` of a list nearest first, with the
 * filters (and the caller's `keep`), within the area when `areaId` is given: those whose distance
 * over the earth is at most the `needed`-th smallest, give or take DISTANCE_TOLERANCE_KM. The
 * database then orders just these by its own distance and ties (sort name, id), which gives the same
 * first `needed` as ordering every match: a beach left out is farther, by either computation, than
 * `needed` beaches kept. Null when `needed` is past NEAREST_FROM_ORDER_MAX.
 */
export function nearestFromOrder(
  order: NameOrder,
  filters: BeachFilters,
  options: { areaId?: number | null; origin: LatLng; needed: number } & Pick<Held, "keep">,
): number[] | null {
  const { origin, needed, keep } = options;
  if (needed > NEAREST_FROM_ORDER_MAX) return null;
  const matches = matcher(order, filters, options.areaId);
  if (matches === null || needed <= 0) return [];
  const indexes: number[] = [];
  const distances: number[] = [];
  // The `needed` smallest distances so far, as a max-heap: its top is the bar a nearer beach passes.
  const heap: number[] = [];
  // A beach is at least as far over the earth as its latitude is from the origin's: past the bar's
  // band of latitudes it is out without its distance computed.
  let band = Infinity;
  const { length, at } = walk(order, undefined, options.areaId);
  for (let step = 0; step < length; step += 1) {
    const index = at(step);
    const latitude = order.latitudes[index]!;
    if (Math.abs(latitude - origin.latitude) > band) continue;
    if (!matches(index)) continue;
    if (keep && !keep(order.ids[index]!)) continue;
    const distance = distanceKm(origin, { latitude, longitude: order.longitudes[index]! });
    if (heap.length === needed && distance > heap[0]! + DISTANCE_TOLERANCE_KM) continue;
    indexes.push(index);
    distances.push(distance);
    if (heap.length < needed) pushMax(heap, distance);
    else if (distance < heap[0]!) replaceMax(heap, distance);
    if (heap.length === needed) band = ((heap[0]! + DISTANCE_TOLERANCE_KM) / KM_PER_DEGREE) * 1.000001;
  }
  const bar = heap.length < needed ? Infinity : heap[0]! + DISTANCE_TOLERANCE_KM;
  const ids: number[] = [];
  for (let at = 0; at < indexes.length; at += 1)
    if (distances[at]! <= bar) ids.push(order.ids[indexes[at]!]!);
  return ids;
}

function pushMax(heap: number[], value: number) {
  heap.push(value);
  let at = heap.length - 1;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (heap[parent]! >= heap[at]!) break;
    [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
    at = parent;
  }
}

function replaceMax(heap: number[], value: number) {
  heap[0] = value;
  let at = 0;
  for (;;) {
    const left = at * 2 + 1;
    const right = left + 1;
    let largest = at;
    if (left < heap.length && heap[left]! > heap[largest]!) largest = left;
    if (right < heap.length && heap[right]! > heap[largest]!) largest = right;
    if (largest === at) return;
    [heap[largest], heap[at]] = [heap[at]!, heap[largest]!];
    at = largest;
  }
}
