import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { BeachType } from "../../core/enums.ts";
import type { BeachFilters } from "../../core/filters.ts";
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
} from "../../core/map.ts";
import { searchNeedles } from "../../core/filter-semantics.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versionedByKey } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { publicBeachAlone } from "../visibility.ts";
import { areas, beaches, beachVerdicts } from "../db/schema.ts";
import { filterConditions, inBox } from "./beach.service.ts";
import type { CalmVerdict, SeaCaution, WindSide } from "../../core/calm.ts";
import { majorityVerdict } from "../../core/conditions.ts";
import { calmKey, type CalmWindow, type VerdictService } from "../forecast/verdicts.ts";

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

/** With the day's verdicts: each beach's stored verdict and the wind that speaks for its day. */
const mapBeachSeaColumns = {
  ...mapBeachColumns,
  verdict: beachVerdicts.verdict,
  windFromDeg: beachVerdicts.windFromDeg,
  beaufort: beachVerdicts.beaufort,
  windSide: beachVerdicts.windSide,
  caution: beachVerdicts.caution,
};

/**
 * A beach's verdict row for the window's date, valid at the window's instant: the same rows the
 * `calm` filter and the cards read (server/forecast/verdicts.ts). Joined (left) into the map's own
 * statement, so colouring every pin and cluster costs no query of its own.
 */
const verdictOf = (window: CalmWindow) =>
  and(
    eq(beachVerdicts.beachId, beaches.id),
    eq(beachVerdicts.day, window.date),
    gt(beachVerdicts.validUntil, sql`${window.at}::timestamptz`),
  );

/** How many of a cell's beaches have each verdict that day; no row (or an old one) is no verdict. */
const verdictCounts = {
  calm: sql<number>`count(*) FILTER (WHERE ${beachVerdicts.verdict} = 'calm')::int`,
  choppy: sql<number>`count(*) FILTER (WHERE ${beachVerdicts.verdict} = 'choppy')::int`,
  rough: sql<number>`count(*) FILTER (WHERE ${beachVerdicts.verdict} = 'rough')::int`,
  // Shown apart, never as plain calm: seaShade's 'calm-caution' (core/calm.ts).
  calmCaution: sql<number>`count(*) FILTER (WHERE ${beachVerdicts.verdict} = 'calm' AND ${beachVerdicts.caution} IS NOT NULL)::int`,
};

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
  verdict?: string | null;
  windFromDeg?: number | null;
  beaufort?: number | null;
  windSide?: string | null;
  caution?: string | null;
}

const countsOf = (row: { count: number; calm: number; choppy: number; rough: number }): VerdictCounts => {
  const [calm, choppy, rough] = [Number(row.calm), Number(row.choppy), Number(row.rough)];
  return { calm, choppy, rough, unknown: Number(row.count) - calm - choppy - rough };
};

/** Six decimals are about 10 cm: more would only make answers longer. */
const round = (value: number) => Math.round(Number(value) * 1e6) / 1e6;

function toMapBeach(row: MapBeachRow): MapBeach {
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
    // Read with the day's verdicts (a left join): no row is a beach without a verdict that day.
    ...(row.verdict !== undefined
      ? {
          verdict: (row.verdict ?? "unknown") as CalmVerdict,
          wind_from_deg: row.windFromDeg ?? null,
          beaufort: row.beaufort ?? null,
          wind_side: (row.windSide ?? null) as WindSide | null,
          caution: (row.caution ?? null) as SeaCaution | null,
        }
      : {}),
  };
}

/**
 * The map's features for a box at a zoom, grouped by the database: beaches are counted per grid cell
 * (core/map.ts mapGrid), a cell of one beach is that beach and a fuller cell is a cluster at the
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
    new Set(filters.organized).size !== 1 &&
    !filters.blueFlag &&
    filters.parking.length === 0 &&
    filters.waveConditions.length === 0 &&
    filters.type.length === 0 &&
    filters.amenities.length === 0 &&
    filters.access.length === 0 &&
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

/** A cell's numbers as the database answers them (numeric aggregates may come back as strings). */
function toCellRow(
  cell: Omit<CellRow, "verdicts" | "calmCaution"> &
    Partial<Record<Exclude<CalmVerdict, "unknown"> | "calmCaution", number>>,
  withVerdicts: boolean,
): CellRow {
  const count = Number(cell.count);
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
    ...(withVerdicts
      ? {
          verdicts: countsOf({
            count,
            calm: cell.calm ?? 0,
            choppy: cell.choppy ?? 0,
            rough: cell.rough ?? 0,
          }),
          calmCaution: Number(cell.calmCaution ?? 0),
        }
      : {}),
  };
}

export function createBeachMapService({
  db,
  dataVersion,
  verdicts,
}: {
  db: Database;
  dataVersion: DataVersion;
  verdicts?: VerdictService;
}) {
  /**
   * The unfiltered directory's fine cells, with the verdicts of the window's day when there is one:
   * counted once per data version (which a verdict refresh raises) and window, at most a few kept.
   */
  const baseCells = versionedByKey(
    dataVersion,
    { limit: 4, key: (window: CalmWindow | null) => calmKey(window) ?? "" },
    async (window): Promise<Omit<CellRow, "column" | "row">[]> => {
      const columns = window ? { ...cellAggregates, ...verdictCounts } : cellAggregates;
      const from = db.select(columns).from(beaches).$dynamic();
      const rows = await (window ? from.leftJoin(beachVerdicts, verdictOf(window)) : from)
        .where(publicBeachAlone)
        .groupBy(
          sql`floor((${beaches.longitude} + 180) / ${BASE_CELL_DEGREES}::float8)`,
          sql`floor((${beaches.latitude} + 90) / ${BASE_CELL_DEGREES}::float8)`,
        );
      return rows.map((row) => {
        const { column: _column, row: _row, ...cell } = toCellRow({ ...row, column: 0, row: 0 }, !!window);
        return cell;
      });
    },
  );

  /**
   * Map cells from the fine cells whose beaches' mean position lies in the box: each fine cell goes
   * whole to the map cell that holds its mean, so a beach within a few kilometres of a cell's edge
   * may be counted with its neighbour, a difference a map at this zoom cannot show.
   */
  async function cellsFromBase(bbox: Bbox, grid: MapGrid, window: CalmWindow | null): Promise<CellRow[]> {
    const [west, south, east, north] = bbox;
    const merged = new Map<string, CellRow>();
    for (const base of await baseCells(window)) {
      if (base.longitude < west || base.longitude > east || base.latitude < south || base.latitude > north)
        continue;
      const [column, row] = mapCell(grid, base.latitude, base.longitude);
      const key = `${column}/${row}`;
      const cell = merged.get(key);
      // Positions are summed here and divided into means at the end.
      if (!cell) {
        merged.set(key, {
          ...base,
          ...(base.verdicts ? { verdicts: { ...base.verdicts } } : {}),
          column,
          row,
          latitude: base.latitude * base.count,
          longitude: base.longitude * base.count,
        });
        continue;
      }
      cell.count += base.count;
      cell.latitude += base.latitude * base.count;
      cell.longitude += base.longitude * base.count;
      cell.west = Math.min(cell.west, base.west);
      cell.south = Math.min(cell.south, base.south);
      cell.east = Math.max(cell.east, base.east);
      cell.north = Math.max(cell.north, base.north);
      cell.firstId = Math.min(cell.firstId, base.firstId);
      if (cell.verdicts && base.verdicts)
        for (const verdict of Object.keys(cell.verdicts) as CalmVerdict[])
          cell.verdicts[verdict] += base.verdicts[verdict];
      if (cell.calmCaution !== undefined) cell.calmCaution += base.calmCaution ?? 0;
    }
    return [...merged.values()]
      .map((cell) => ({
        ...cell,
        latitude: cell.latitude / cell.count,
        longitude: cell.longitude / cell.count,
      }))
      .sort((a, b) => a.column - b.column || a.row - b.row);
  }

  function beachesInBox(query: BeachMapQuery) {
    return [...filterConditions(query.filters, query.areaSlug, query.calmWindow), inBox(query.bbox)];
  }

  /** Map cells grouped by the database from the matching beaches themselves, in one statement. */
  async function cellsFromBeaches(
    conditions: SQL[],
    grid: MapGrid,
    window: CalmWindow | null,
  ): Promise<CellRow[]> {
    const column = sql<number>`floor((${beaches.longitude} + 180) / ${grid.cellLng}::float8)::int`;
    const row = sql<number>`floor((${beaches.latitude} + 90) / ${grid.cellLat}::float8)::int`;
    const columns = { column, row, ...cellAggregates, ...(window ? verdictCounts : {}) };
    const from = db.select(columns).from(beaches).$dynamic();
    const rows = await (window ? from.leftJoin(beachVerdicts, verdictOf(window)) : from)
      .where(and(...conditions))
      // By position: the same expression with fresh parameters would not match the select list.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`);
    return rows.map((cell) => toCellRow(cell, !!window));
  }

  /** Beaches with what their popups show, and with the window their verdict and wind that day. */
  function selectBeaches(window: CalmWindow | null) {
    const from = db
      .select(window ? mapBeachSeaColumns : mapBeachColumns)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .$dynamic();
    return window ? from.leftJoin(beachVerdicts, verdictOf(window)) : from;
  }

  async function mapFeatures(asked: BeachMapQuery): Promise<MapResponse> {
    // Every map shows a day's sea: the `calm` filter's day, or today (ADR 033).
    const day = asked.filters.calm ?? "today";
    const window = verdicts ? await verdicts.window(day) : null;
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

    if (query.zoom >= MAP_POINTS_ZOOM) {
      const rows = await selectBeaches(window)
        .where(and(...conditions))
        .orderBy(asc(beaches.id))
        .limit(MAP_FEATURES_MAX + 1);
      if (rows.length <= MAP_FEATURES_MAX) return answer(rows.length, rows.map(toMapBeach));
    }

    const grid = mapGrid(query.bbox, query.zoom);
    const cells =
      unfiltered(query) && grid.cellLng >= BASE_CELLS_PER_MAP_CELL * BASE_CELL_DEGREES
        ? await cellsFromBase(query.bbox, grid, window)
        : await cellsFromBeaches(conditions, grid, window);

    const singleIds = cells.filter((cell) => Number(cell.count) === 1).map((cell) => Number(cell.firstId));
    const singles =
      singleIds.length === 0 ? [] : await selectBeaches(window).where(inArray(beaches.id, singleIds));
    const byId = new Map(singles.map((beach) => [beach.id, toMapBeach(beach)]));

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
