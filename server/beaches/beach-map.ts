import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { inIdsPlaceholder } from "../db/placeholders.ts";
import type { BeachType } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import {
  MAP_FEATURES_MAX,
  MAP_POINTS_ZOOM,
  mapCell,
  mapGrid,
  type Bbox,
  type MapGrid,
  type MapBeach,
  type MapFeature,
  type MapResponse,
} from "#core/contract/map.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versionedByKey, versionedRows } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { publicBeachAlone } from "../visibility.ts";
import { areas, beaches } from "../db/schema.ts";
import { filterConditions, inBox } from "./beach-sql.ts";
import { asksNoFact, indexesInBox, servesFromOrder, type NameOrder } from "./name-order.ts";
import type { CalmVerdict } from "#core/sea/calm.ts";
import { majorityVerdict } from "#core/sea/conditions.ts";
import { calmKey, type CalmWindow, type DaySea, type VerdictService } from "../forecast/verdicts.ts";

export interface BeachMapQuery {
  filters: BeachFilters;
  areaSlug?: string;
  bbox: Bbox;
  zoom: number;
  /** The verdicts `filters.calm` reads, resolved by the service (ADR 033); callers leave it out. */
  calmWindow?: CalmWindow;
}

const mapBeachColumns = {
  id: beaches.id,
  slug: beaches.slug,
  name: beaches.name,
  nameEl: beaches.nameEl,
  area: areas.name,
  areaEl: areas.nameEl,
  areaSlug: areas.slug,
  latitude: beaches.latitude,
  longitude: beaches.longitude,
  type: beaches.type,
  organized: beaches.organized,
  blueFlag: beaches.blueFlag,
};

/**
 * A cell's beaches, for its verdict counts: the day's verdicts are held in memory per forecast version
 * (server/forecast/verdicts.ts, daySea), so the map's statements read beaches alone. Joining each
 * beach to its verdict row cost the map's cells two thirds as much again at 50,000 beaches.
 */
const cellBeachIds = sql<number[]>`array_agg(${beaches.id})`;

type VerdictCounts = Record<CalmVerdict, number>;

/** One grid cell of the answer: how many beaches, where, their box and the first one's id. */
interface CellRow {
  column: number;
  row: number;
  count: number;
  latitude: number;
  longitude: number;
  west: number;
  south: number;
  east: number;
  north: number;
  firstId: number;
  /** With the day's verdicts: how many of the cell's beaches have each. */
  verdicts?: VerdictCounts;
  /** Of the calm ones, how many carry a caution. */
  calmCaution?: number;
}

interface MapBeachRow {
  id: number;
  slug: string;
  name: string;
  nameEl: string | null;
  area: string;
  areaEl: string | null;
  areaSlug: string;
  latitude: number;
  longitude: number;
  type: string;
  organized: boolean;
  blueFlag: boolean;
}

/** Six decimals are about 10 cm: more would only make answers longer. */
const round = (value: number) => Math.round(Number(value) * 1e6) / 1e6;

function toMapBeach(row: MapBeachRow, sea: DaySea | null): MapBeach {
  const stored = sea?.of(row.id);
  return {
    kind: "beach",
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_el: row.nameEl,
    area: row.area,
    area_el: row.areaEl,
    area_slug: row.areaSlug,
    latitude: round(row.latitude),
    longitude: round(row.longitude),
    type: row.type as BeachType,
    organized: row.organized,
    blue_flag: row.blueFlag,
    // With the day's verdicts: a beach without one that day has no verdict.
    ...(sea
      ? {
          verdict: stored?.verdict ?? "unknown",
          wind_from_deg: stored?.windFromDeg ?? null,
          beaufort: stored?.beaufort ?? null,
          wind_side: stored?.windSide ?? null,
          caution: stored?.caution ?? null,
        }
      : {}),
  };
}

/**
 * The map's features for a box at a zoom, grouped by the database: beaches are counted per grid cell
 * (core/contract/map.ts mapGrid), a cell of one beach is that beach and a fuller cell is a cluster at the
 * mean position of its beaches. Close in, a box with few beaches is answered beach by beach.
 */
/**
 * The unfiltered directory, counted once per data version in fine cells of 1/16 degree (about 7 km):
 * a map of the whole directory at a low zoom is then put together from a few thousand cells
 * instead of grouping every public beach again for each box a screen asks for (ADR 010).
 */
const BASE_CELL_DEGREES = 1 / 16;
/** Fine cells are used when a map cell spans at least this many of them across. */
const BASE_CELLS_PER_MAP_CELL = 4;

/** The map query asks for every public beach: no filter and no area narrows it. */
function unfiltered(query: BeachMapQuery): boolean {
  const { filters } = query;
  return (
    query.areaSlug === undefined &&
    searchNeedles(filters.search).length === 0 &&
    asksNoFact(filters) &&
    filters.calm === null
  );
}

/** What a cell says about its beaches: how many, their mean position, their box and the first id. */
const cellAggregates = {
  count: sql<number>`count(*)::int`,
  latitude: sql<number>`avg(${beaches.latitude})`,
  longitude: sql<number>`avg(${beaches.longitude})`,
  west: sql<number>`min(${beaches.longitude})`,
  south: sql<number>`min(${beaches.latitude})`,
  east: sql<number>`max(${beaches.longitude})`,
  north: sql<number>`max(${beaches.latitude})`,
  firstId: sql<number>`min(${beaches.id})`,
};

/**
 * A cell's numbers as the database answers them (numeric aggregates may come back as strings), with
 * the day's verdicts of its beaches counted when there is a day to show.
 */
function toCellRow(
  cell: Omit<CellRow, "verdicts" | "calmCaution"> & { ids?: number[] },
  sea: DaySea | null,
): CellRow {
  const count = Number(cell.count);
  const tally = sea && cell.ids ? sea.tally(cell.ids.map(Number)) : null;
  return {
    column: Number(cell.column),
    row: Number(cell.row),
    count,
    latitude: Number(cell.latitude),
    longitude: Number(cell.longitude),
    west: Number(cell.west),
    south: Number(cell.south),
    east: Number(cell.east),
    north: Number(cell.north),
    firstId: Number(cell.firstId),
    ...(tally ? { verdicts: tally.verdicts, calmCaution: tally.calmCaution } : {}),
  };
}

/**
 * Map cells from parts that each fall whole into one cell (a fine cell of the directory, or one
 * beach): counts, verdict counts and boxes added up, positions weighted by count into means.
 */
function gatherCells(parts: Iterable<Omit<CellRow, "column" | "row">>, grid: MapGrid): CellRow[] {
  const merged = new Map<number, CellRow>();
  for (const part of parts) {
    const [column, row] = mapCell(grid, part.latitude, part.longitude);
    const key = cellKey(column, row);
    const cell = merged.get(key);
    // Positions are summed here and divided into means at the end.
    if (!cell) {
      merged.set(key, {
        ...part,
        ...(part.verdicts ? { verdicts: { ...part.verdicts } } : {}),
        column,
        row,
        latitude: part.latitude * part.count,
        longitude: part.longitude * part.count,
      });
      continue;
    }
    cell.count += part.count;
    cell.latitude += part.latitude * part.count;
    cell.longitude += part.longitude * part.count;
    cell.west = Math.min(cell.west, part.west);
    cell.south = Math.min(cell.south, part.south);
    cell.east = Math.max(cell.east, part.east);
    cell.north = Math.max(cell.north, part.north);
    cell.firstId = Math.min(cell.firstId, part.firstId);
    if (cell.verdicts && part.verdicts)
      for (const verdict of Object.keys(cell.verdicts) as CalmVerdict[])
        cell.verdicts[verdict] += part.verdicts[verdict];
    if (cell.calmCaution !== undefined) cell.calmCaution += part.calmCaution ?? 0;
  }
  return withMeans(merged.values());
}

/**
 * One number per cell of a grid. At MAP_ZOOM_MAX a cell is at least 0.000016 degrees high and
 * 0.00008 wide, so rows stay below 12 million, far under the multiplier, and columns below 4.5
 * million, which keeps every key inside a double's exact integers.
 */
const cellKey = (column: number, row: number) => column * 2 ** 30 + row;

/** Cells whose positions were summed, with the sums divided into means, in column then row order. */
function withMeans(cells: Iterable<CellRow>): CellRow[] {
  return [...cells]
    .map((cell) => ({
      ...cell,
      latitude: cell.latitude / cell.count,
      longitude: cell.longitude / cell.count,
    }))
    .sort((a, b) => a.column - b.column || a.row - b.row);
}

export function createBeachMapService({
  db,
  dataVersion,
  verdicts,
  directory,
}: {
  db: Database;
  dataVersion: DataVersion;
  verdicts?: VerdictService;
  /**
   * The public beaches held in memory per directory version (the beach service's name order, ADR
   * 047): a filtered map is then made without a statement over the beaches, the matching beaches
   * read by id. Without it every map is grouped by the database.
   */
  directory?: {
    nameOrder(): Promise<NameOrder>;
    publicAreaId(slug: string | undefined): Promise<number | null | undefined>;
  };
}) {
  /**
   * The unfiltered directory's fine cells, with the verdicts of the window's day when there is one:
   * counted once per data version (which a verdict refresh raises) and window, at most a few kept.
   */
  const baseCells = versionedByKey(
    dataVersion,
    { limit: 4, key: (sea: DaySea | null) => calmKey(sea?.window ?? null) ?? "" },
    async (sea): Promise<Omit<CellRow, "column" | "row">[]> => {
      const rows = await db
        .select(sea ? { ...cellAggregates, ids: cellBeachIds } : cellAggregates)
        .from(beaches)
        .where(publicBeachAlone)
        .groupBy(
          sql`floor((${beaches.longitude} + 180) / ${BASE_CELL_DEGREES}::float8)`,
          sql`floor((${beaches.latitude} + 90) / ${BASE_CELL_DEGREES}::float8)`,
        );
      return rows.map((row) => {
        const { column: _column, row: _row, ...cell } = toCellRow({ ...row, column: 0, row: 0 }, sea);
        return cell;
      });
    },
  );

  /**
   * Map cells from the fine cells whose beaches' mean position lies in the box: each fine cell goes
   * whole to the map cell that holds its mean, so a beach within a few kilometres of a cell's edge
   * may be counted with its neighbour, a difference a map at this zoom cannot show.
   */
  async function cellsFromBase(
    bbox: Bbox,
    grid: MapGrid,
    sea: DaySea | null,
    versions: { directory: number; forecast: number },
  ): Promise<CellRow[]> {
    const [west, south, east, north] = bbox;
    const inside = (await baseCells(sea, versions.directory + versions.forecast)).filter(
      (base) =>
        base.longitude >= west && base.longitude <= east && base.latitude >= south && base.latitude <= north,
    );
    return gatherCells(inside, grid);
  }

  function beachesInBox(query: BeachMapQuery) {
    return [...filterConditions(query.filters, query.areaSlug, query.calmWindow), inBox(query.bbox)];
  }

  /** Map cells grouped by the database from the matching beaches themselves, in one statement. */
  async function cellsFromBeaches(conditions: SQL[], grid: MapGrid, sea: DaySea | null): Promise<CellRow[]> {
    const column = sql<number>`floor((${beaches.longitude} + 180) / ${grid.cellLng}::float8)::int`;
    const row = sql<number>`floor((${beaches.latitude} + 90) / ${grid.cellLat}::float8)::int`;
    const columns = { column, row, ...cellAggregates, ...(sea ? { ids: cellBeachIds } : {}) };
    const rows = await db
      .select(columns)
      .from(beaches)
      .where(and(...conditions))
      // By position: the same expression with fresh parameters would not match the select list.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`);
    return rows.map((cell) => toCellRow(cell, sea));
  }

  /**
   * The beaches of the order that the query matches in its box, when the order can answer its
   * filters (no search words; the calm filter from the day's verdicts already read); null otherwise.
   */
  async function matchesFromOrder(
    query: BeachMapQuery,
    sea: DaySea | null,
  ): Promise<{ order: NameOrder; indexes: number[] } | null> {
    if (!directory) return null;
    const order = await directory.nameOrder();
    // A preference ranks a list; it leaves out no beach of a map.
    if (!servesFromOrder(order, { ...query.filters, prefer: [] }, { calmHeld: true })) return null;
    const areaId = await directory.publicAreaId(query.areaSlug);
    const indexes = indexesInBox(order, query.filters, {
      areaId,
      bbox: query.bbox,
      ...(sea ? { calm: (beachId: number) => sea.isCalm(beachId) } : {}),
    });
    return { order, indexes };
  }

  /**
   * Map cells of the matching beaches of the order: what cellsFromBeaches groups, in memory. A region
   * holds thousands of them, so the cells are arrays over the few hundred cells the beaches span,
   * each beach added to its cell in the order's order (the sums then come out as they always have),
   * and the ids of a cell laid side by side for its verdicts, counted once per cell.
   */
  function cellsFromOrder(
    { order, indexes }: { order: NameOrder; indexes: number[] },
    grid: MapGrid,
    sea: DaySea | null,
  ): CellRow[] {
    const found = indexes.length;
    const columns = new Int32Array(found);
    const rows = new Int32Array(found);
    let firstColumn = Infinity;
    let lastColumn = -Infinity;
    let firstRow = Infinity;
    let lastRow = -Infinity;
    for (let at = 0; at < found; at += 1) {
      const index = indexes[at]!;
      const [column, row] = mapCell(grid, order.latitudes[index]!, order.longitudes[index]!);
      columns[at] = column;
      rows[at] = row;
      if (column < firstColumn) firstColumn = column;
      if (column > lastColumn) lastColumn = column;
      if (row < firstRow) firstRow = row;
      if (row > lastRow) lastRow = row;
    }
    if (found === 0) return [];
    // Cells by column, then row: walking them in turn gives the answer's order.
    const height = lastRow - firstRow + 1;
    const size = (lastColumn - firstColumn + 1) * height;
    const count = new Int32Array(size);
    const firstId = new Int32Array(size).fill(2 ** 31 - 1);
    const latitudes = new Float64Array(size);
    const longitudes = new Float64Array(size);
    const west = new Float64Array(size).fill(Infinity);
    const south = new Float64Array(size).fill(Infinity);
    const east = new Float64Array(size).fill(-Infinity);
    const north = new Float64Array(size).fill(-Infinity);
    const cellOf = new Int32Array(found);
    for (let at = 0; at < found; at += 1) {
      const index = indexes[at]!;
      const cell = (columns[at]! - firstColumn) * height + (rows[at]! - firstRow);
      const latitude = order.latitudes[index]!;
      const longitude = order.longitudes[index]!;
      const id = order.ids[index]!;
      cellOf[at] = cell;
      count[cell] = count[cell]! + 1;
      latitudes[cell] = latitudes[cell]! + latitude;
      longitudes[cell] = longitudes[cell]! + longitude;
      if (longitude < west[cell]!) west[cell] = longitude;
      if (latitude < south[cell]!) south[cell] = latitude;
      if (longitude > east[cell]!) east[cell] = longitude;
      if (latitude > north[cell]!) north[cell] = latitude;
      if (id < firstId[cell]!) firstId[cell] = id;
    }
    // Each cell's ids side by side, from where the cells before it end.
    let ids: Int32Array | null = null;
    const starts = new Int32Array(size + 1);
    if (sea) {
      for (let cell = 0; cell < size; cell += 1) starts[cell + 1] = starts[cell]! + count[cell]!;
      const filled = starts.slice(0, size);
      ids = new Int32Array(found);
      for (let at = 0; at < found; at += 1) ids[filled[cellOf[at]!]!++] = order.ids[indexes[at]!]!;
    }
    const cells: CellRow[] = [];
    for (let cell = 0; cell < size; cell += 1) {
      const beaches = count[cell]!;
      if (beaches === 0) continue;
      const row: CellRow = {
        column: firstColumn + Math.floor(cell / height),
        row: firstRow + (cell % height),
        count: beaches,
        latitude: latitudes[cell]! / beaches,
        longitude: longitudes[cell]! / beaches,
        west: west[cell]!,
        south: south[cell]!,
        east: east[cell]!,
        north: north[cell]!,
        firstId: firstId[cell]!,
      };
      if (sea && ids) {
        const { verdicts, calmCaution } = sea.tally(ids.subarray(starts[cell]!, starts[cell + 1]!));
        row.verdicts = verdicts;
        row.calmCaution = calmCaution;
      }
      cells.push(row);
    }
    return cells;
  }

  /** Beaches with what their popups show (their verdict and wind that day come from the day's sea). */
  function selectBeaches() {
    return db.select(mapBeachColumns).from(beaches).innerJoin(areas, eq(areas.id, beaches.areaId)).$dynamic();
  }

  /** Beaches by id, in id order, built once: the beaches of a map close in and a map's lone beaches. */
  const beachesById = selectBeaches()
    .where(inIdsPlaceholder(beaches.id))
    .orderBy(asc(beaches.id))
    .prepare("map_beaches_by_id");

  /**
   * Those rows kept per directory version: a region's map shows the same lone beaches to everyone
   * panning over it, a few hundred bytes each, so a few thousand maps' worth are held.
   */
  const mapBeachesById = versionedRows({ limit: 20_000, id: (row: MapBeachRow) => row.id }, (ids) =>
    beachesById.execute({ ids }),
  );

  async function mapFeatures(asked: BeachMapQuery): Promise<MapResponse> {
    // Every map shows a day's sea: the `calm` filter's day, or today (ADR 033).
    const day = asked.filters.calm ?? "today";
    // Read once for the request: the day's verdicts and the unfiltered cells are both kept per version.
    let counters: ReturnType<DataVersion["counters"]> | undefined;
    const versions = () => (counters ??= dataVersion.counters());
    const sea = verdicts?.enabled ? await verdicts.daySea(day, (await versions()).forecast) : null;
    const window = sea?.window ?? null;
    const answer = (total: number, features: MapFeature[]): MapResponse => ({
      zoom: asked.zoom,
      bbox: asked.bbox,
      sea: window ? { day: window.day, date: window.date } : null,
      total,
      features,
    });
    // No verdict can be served: the filter matches nothing (the list and count say why).
    if (asked.filters.calm !== null && !window) return answer(0, []);
    const query: BeachMapQuery = window && asked.filters.calm ? { ...asked, calmWindow: window } : asked;
    const conditions = beachesInBox(query);
    const grid = mapGrid(query.bbox, query.zoom);
    // A wide map of every beach is gathered from the fine cells kept per version; any other map from
    // the order's beaches in the box, found in memory (thousands of them at a region's zoom, which the
    // database would read and group on every request).
    const fromBase = unfiltered(query) && grid.cellLng >= BASE_CELLS_PER_MAP_CELL * BASE_CELL_DEGREES;
    const held = fromBase ? null : await matchesFromOrder(query, sea);

    if (query.zoom >= MAP_POINTS_ZOOM && held) {
      if (held.indexes.length <= MAP_FEATURES_MAX) {
        const ids = held.indexes.map((index) => held.order.ids[index]!).sort((a, b) => a - b);
        const rows = ids.length === 0 ? [] : await mapBeachesById(ids, (await versions()).directory);
        return answer(
          rows.length,
          rows.map((row) => toMapBeach(row, sea)),
        );
      }
    } else if (query.zoom >= MAP_POINTS_ZOOM) {
      const rows = await selectBeaches()
        .where(and(...conditions))
        .orderBy(asc(beaches.id))
        .limit(MAP_FEATURES_MAX + 1);
      if (rows.length <= MAP_FEATURES_MAX)
        return answer(
          rows.length,
          rows.map((row) => toMapBeach(row, sea)),
        );
    }

    const cells = fromBase
      ? await cellsFromBase(query.bbox, grid, sea, await versions())
      : held
        ? cellsFromOrder(held, grid, sea)
        : await cellsFromBeaches(conditions, grid, sea);

    const singleIds = cells.filter((cell) => Number(cell.count) === 1).map((cell) => Number(cell.firstId));
    const singles =
      singleIds.length === 0 ? [] : await mapBeachesById(singleIds, (await versions()).directory);
    const byId = new Map(singles.map((beach) => [beach.id, toMapBeach(beach, sea)]));

    let total = 0;
    const features: MapFeature[] = [];
    for (const cell of cells) {
      const count = Number(cell.count);
      if (count === 1) {
        // Absent only if the beach was unpublished between the two queries.
        const single = byId.get(Number(cell.firstId));
        if (single) {
          total += 1;
          features.push(single);
        }
        continue;
      }
      total += count;
      features.push({
        kind: "cluster",
        id: `${query.zoom}/${cell.column}/${cell.row}`,
        latitude: round(cell.latitude),
        longitude: round(cell.longitude),
        count,
        bounds: [round(cell.west), round(cell.south), round(cell.east), round(cell.north)],
        ...(cell.verdicts
          ? {
              verdict: majorityVerdict(cell.verdicts),
              verdicts: cell.verdicts,
              calm_caution: cell.calmCaution ?? 0,
            }
          : {}),
      });
    }
    return answer(total, features);
  }

  return { mapFeatures };
}

export type BeachMapService = ReturnType<typeof createBeachMapService>;
