import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import type { BeachType } from "../../core/enums.ts";
import type { BeachFilters } from "../../core/filters.ts";
import {
  MAP_FEATURES_MAX,
  MAP_POINTS_ZOOM,
  mapGrid,
  type Bbox,
  type MapBeach,
  type MapFeature,
  type MapResponse,
} from "../../core/map.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { filterConditions } from "./beach.service.ts";

export interface BeachMapQuery {
  filters: BeachFilters;
  areaSlug?: string;
  bbox: Bbox;
  zoom: number;
}

const mapBeachColumns = {
  id: beaches.id,
  slug: beaches.slug,
  name: beaches.name,
  area: areas.name,
  areaSlug: areas.slug,
  latitude: beaches.latitude,
  longitude: beaches.longitude,
  type: beaches.type,
  organized: beaches.organized,
  blueFlag: beaches.blueFlag,
};

interface MapBeachRow {
  id: number;
  slug: string;
  name: string;
  area: string;
  areaSlug: string;
  latitude: number;
  longitude: number;
  type: string;
  organized: boolean;
  blueFlag: boolean;
}

/** Six decimals are about 10 cm: more would only make answers longer. */
const round = (value: number) => Math.round(Number(value) * 1e6) / 1e6;

function toMapBeach(row: MapBeachRow): MapBeach {
  return {
    kind: "beach",
    id: row.id,
    slug: row.slug,
    name: row.name,
    area: row.area,
    area_slug: row.areaSlug,
    latitude: round(row.latitude),
    longitude: round(row.longitude),
    type: row.type as BeachType,
    organized: row.organized,
    blue_flag: row.blueFlag,
  };
}

/**
 * The map's features for a box at a zoom, grouped by the database: beaches are counted per grid cell
 * (core/map.ts mapGrid), a cell of one beach is that beach and a fuller cell is a cluster at the
 * mean position of its beaches. Close in, a box with few beaches is answered beach by beach.
 */
export function createBeachMapService({ db }: { db: Database }) {
  function beachesInBox(query: BeachMapQuery) {
    const [west, south, east, north] = query.bbox;
    return [
      ...filterConditions(query.filters, query.areaSlug),
      between(beaches.longitude, west, east),
      between(beaches.latitude, south, north),
    ];
  }

  async function mapFeatures(query: BeachMapQuery): Promise<MapResponse> {
    const conditions = beachesInBox(query);
    const answer = (total: number, features: MapFeature[]): MapResponse => ({
      zoom: query.zoom,
      bbox: query.bbox,
      total,
      features,
    });

    if (query.zoom >= MAP_POINTS_ZOOM) {
      const rows = await db
        .select(mapBeachColumns)
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(and(...conditions))
        .orderBy(asc(beaches.id))
        .limit(MAP_FEATURES_MAX + 1);
      if (rows.length <= MAP_FEATURES_MAX) return answer(rows.length, rows.map(toMapBeach));
    }

    const grid = mapGrid(query.bbox, query.zoom);
    const column = sql<number>`floor((${beaches.longitude} + 180) / ${grid.cellLng}::float8)::int`;
    const row = sql<number>`floor((${beaches.latitude} + 90) / ${grid.cellLat}::float8)::int`;
    const cells = await db
      .select({
        column,
        row,
        count: sql<number>`count(*)::int`,
        latitude: sql<number>`avg(${beaches.latitude})`,
        longitude: sql<number>`avg(${beaches.longitude})`,
        west: sql<number>`min(${beaches.longitude})`,
        south: sql<number>`min(${beaches.latitude})`,
        east: sql<number>`max(${beaches.longitude})`,
        north: sql<number>`max(${beaches.latitude})`,
        firstId: sql<number>`min(${beaches.id})`,
      })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...conditions))
      // By position: the same expression with fresh parameters would not match the select list.
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`);

    const singleIds = cells.filter((cell) => Number(cell.count) === 1).map((cell) => Number(cell.firstId));
    const singles =
      singleIds.length === 0
        ? []
        : await db
            .select(mapBeachColumns)
            .from(beaches)
            .innerJoin(areas, eq(areas.id, beaches.areaId))
            .where(inArray(beaches.id, singleIds));
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
      });
    }
    return answer(total, features);
  }

  return { mapFeatures };
}

export type BeachMapService = ReturnType<typeof createBeachMapService>;
