import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { beaches, forecastPoints } from "../db/schema.ts";
import { publicBeachAlone } from "../visibility.ts";
import { cellSql, marineCellSql, offshoreSql, type Position, type PointKind } from "./grid.ts";
import { type MarineSeries, type WindSeries } from "./provider.ts";
import { instantParam, rowsOf } from "./statements.ts";
import type { ForecastLease } from "./lease.ts";

export interface DuePoint extends Position {
  kind: PointKind;
  cellLat: number;
  cellLng: number;
}

/**
 * The forecast's points (a wind point per cell holding a beach, a marine point per cell holding a
 * beach's offshore spot): kept equal to the public beaches, listed when due for a fetch, and a
 * fetched batch stored while this instance holds the lease.
 */
export function createForecastPoints({
  db,
  clock,
  refreshAfterMs,
  lease,
}: {
  db: Database;
  clock: () => Date;
  refreshAfterMs: number;
  lease: ForecastLease;
}) {
  /**
   * Makes the points match the public beaches: one wind point per cell holding a beach, one marine
   * point per cell holding a beach's offshore spot, each at the position of its lowest-id beach (a
   * shore position for wind, the offshore spot for the sea), so a point only moves when that beach
   * does. Points no beach needs any more are dropped.
   */
  async function syncPoints() {
    const wind = cellSql(sql.raw("latitude"), sql.raw("longitude"));
    const offshore = offshoreSql(sql.raw("latitude"), sql.raw("longitude"), sql.raw("facing_deg"));
    const marine = marineCellSql(sql.raw("latitude"), sql.raw("longitude"), sql.raw("facing_deg"));
    await db.execute(sql`
      WITH beach AS (
        SELECT ${beaches.id} AS id, ${beaches.latitude} AS latitude, ${beaches.longitude} AS longitude,
               ${beaches.facingDeg} AS facing_deg
        FROM ${beaches} WHERE ${publicBeachAlone}
      ), wanted AS (
        SELECT 'wind' AS kind, ${wind.cellLat} AS cell_lat, ${wind.cellLng} AS cell_lng,
               latitude AS lat, longitude AS lng, id
        FROM beach
        UNION ALL
        SELECT 'marine', ${marine.cellLat}, ${marine.cellLng}, ${offshore.latitude}, ${offshore.longitude}, id
        FROM beach WHERE facing_deg IS NOT NULL
      ), desired AS (
        SELECT DISTINCT ON (kind, cell_lat, cell_lng) kind, cell_lat, cell_lng, lat, lng,
               count(*) OVER (PARTITION BY kind, cell_lat, cell_lng) AS n
        FROM wanted ORDER BY kind, cell_lat, cell_lng, id
      ), removed AS (
        DELETE FROM ${forecastPoints} p
        WHERE NOT EXISTS (
          SELECT 1 FROM desired d WHERE d.kind = p.kind AND d.cell_lat = p.cell_lat AND d.cell_lng = p.cell_lng)
        RETURNING 1
      )
      INSERT INTO ${forecastPoints} (kind, cell_lat, cell_lng, latitude, longitude, beaches)
      SELECT kind, cell_lat, cell_lng, lat, lng, n FROM desired
      ON CONFLICT (kind, cell_lat, cell_lng) DO UPDATE
      SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, beaches = EXCLUDED.beaches`);
  }

  async function duePoints(now: Date): Promise<DuePoint[]> {
    const rows = rowsOf<{
      kind: PointKind;
      cell_lat: number;
      cell_lng: number;
      latitude: number;
      longitude: number;
    }>(
      await db.execute(sql`
        SELECT kind, cell_lat, cell_lng, latitude, longitude FROM ${forecastPoints}
        WHERE fetched_at IS NULL OR fetched_at <= ${instantParam(new Date(now.getTime() - refreshAfterMs))}
        ORDER BY kind DESC, fetched_at NULLS FIRST, cell_lat, cell_lng`),
    );
    return rows.map((row) => ({
      kind: row.kind,
      cellLat: row.cell_lat,
      cellLng: row.cell_lng,
      latitude: row.latitude,
      longitude: row.longitude,
    }));
  }

  /** Writes one answered batch in one transaction, only while this instance holds the lease. */
  async function store(points: readonly DuePoint[], answers: readonly (WindSeries | MarineSeries)[]) {
    const kind = points[0]!.kind;
    const records = points.map((point, index) => {
      const answer = answers[index]!;
      const base = {
        kind: point.kind,
        cell_lat: point.cellLat,
        cell_lng: point.cellLng,
        utc_offset_seconds: answer.utcOffsetSeconds,
        times: answer.times,
      };
      if ("windSpeedKmh" in answer)
        return {
          ...base,
          wind_speed_kmh: answer.windSpeedKmh,
          wind_gusts_kmh: answer.windGustsKmh,
          wind_direction_deg: answer.windDirectionDeg,
        };
      return {
        ...base,
        wave_height_m: answer.waveHeightM,
        wave_direction_deg: answer.waveDirectionDeg,
        swell_height_m: answer.swellHeightM,
        swell_direction_deg: answer.swellDirectionDeg,
        wave_period_s: answer.wavePeriodS,
        sea_temperature_c: answer.seaTemperatureC,
      };
    });
    const columns =
      kind === "wind"
        ? ["wind_speed_kmh", "wind_gusts_kmh", "wind_direction_deg"]
        : [
            "wave_height_m",
            "wave_direction_deg",
            "swell_height_m",
            "swell_direction_deg",
            "wave_period_s",
            "sea_temperature_c",
          ];
    const assignments = sql.raw(columns.map((column) => `${column} = v.${column}`).join(", "));
    const definitions = sql.raw(columns.map((column) => `${column} real[]`).join(", "));
    await db.transaction(async (tx) => {
      const now = clock();
      await lease.holdIn(tx);
      await tx.execute(sql`
        UPDATE ${forecastPoints} p
        SET fetched_at = ${instantParam(now)}, utc_offset_seconds = v.utc_offset_seconds, times = v.times, ${assignments}
        FROM json_to_recordset(${JSON.stringify(records)}::json)
          AS v(kind text, cell_lat integer, cell_lng integer, utc_offset_seconds integer, times text[], ${definitions})
        WHERE p.kind = v.kind AND p.cell_lat = v.cell_lat AND p.cell_lng = v.cell_lng`);
    });
  }

  return { syncPoints, duePoints, store };
}
