import { sql, type SQL } from "drizzle-orm";
import { inIdsPlaceholder } from "../db/placeholders.ts";
import type { Database } from "../db/client.ts";
import { packedRows } from "../db/packed-rows.ts";
import { beaches, forecastPoints } from "../db/schema.ts";
import type { BeachExposure } from "#core/sea/calm.ts";
import { type MarineGap } from "#core/sea/conditions.ts";
import { cellSql, marineCellSql, type PointKind } from "./grid.ts";
import type { BeachForecast, ForecastHour } from "./forecast.service.ts";

/**
 * The stored forecast of beaches on some Greek dates, each with its age, its marine gap and the
 * beach's coast facts, from one statement; `refreshWanted` when a part is stale or missing. Reads
 * only: never waits on the provider.
 */
export function createStoredForecast({
  db,
  refreshAfterMs,
  maxAgeMs,
}: {
  db: Database;
  refreshAfterMs: number;
  maxAgeMs: number;
}) {
  // The beaches' points and coast facts by id, built once: each page that shows a forecast runs it.
  // A point holds a value per hour in each of its ten arrays; the row comes packed as one value
  // (server/db/packed-rows.ts), which PGlite hands over without decoding each number on its own.
  const storedById = db
    .select({ row: packedStored.packed })
    .from(beaches)
    .leftJoin(sql`${forecastPoints} w`, pointJoin("w", "wind", cellSql(beaches.latitude, beaches.longitude)))
    .leftJoin(
      sql`${forecastPoints} m`,
      pointJoin("m", "marine", marineCellSql(beaches.latitude, beaches.longitude, beaches.facingDeg)),
    )
    .where(inIdsPlaceholder(beaches.id))
    .prepare("stored_forecast_by_id");

  /**
   * The stored forecast of these beaches on `dates` (Greek dates), with its age and the beaches' coast
   * facts; `refreshWanted` when a part is stale or missing. Reads only: never waits on the provider.
   */
  async function readStored(ids: readonly number[], now: Date, dates: readonly string[]) {
    const result = new Map<number, BeachForecast & { exposure: BeachExposure }>();
    let refreshWanted = false;
    if (ids.length === 0) return { result, refreshWanted };
    const missing = (beachId: number, marineGap: MarineGap | null) => ({
      beachId,
      state: "missing" as const,
      fetchedAt: null,
      ageMs: null,
      marineGap,
      days: [],
    });
    const rows = (await storedById.execute({ ids: [...ids] })).map(({ row }) => storedRow(row));

    for (const row of rows) {
      const exposure: BeachExposure = {
        facingDeg: row.facingDeg,
        fetchKm: row.fetchKm,
        shelteredFrom: row.shelteredFrom,
      };
      const wind = usable(row.wind, now);
      const marine = usable(row.marine, now);
      if (
        !wind ||
        wind.ageMs >= refreshAfterMs ||
        (row.facingDeg !== null && (!marine || marine.ageMs >= refreshAfterMs))
      )
        refreshWanted = true;
      const marineGap: MarineGap | null =
        row.facingDeg === null
          ? "facing-unknown"
          : !marine
            ? "missing"
            : marine.point.waveHeightM?.every((value) => value === null)
              ? "no-sea-data"
              : null;
      if (!wind) {
        result.set(row.id, { ...missing(row.id, marineGap), exposure });
        continue;
      }
      const oldest = marine && marineGap === null && marine.ageMs > wind.ageMs ? marine : wind;
      const sea = marineGap === null ? marine!.point : null;
      const seaIndex = new Map((sea?.times ?? []).map((time, index) => [time, index]));
      const hours = (wind.point.times ?? []).map((time, index): ForecastHour => {
        const at = seaIndex.get(time);
        const seaValue = (values: (number | null)[] | null) =>
          at === undefined ? null : (values?.[at] ?? null);
        return {
          time,
          windSpeedKmh: wind.point.windSpeedKmh?.[index] ?? null,
          windGustsKmh: wind.point.windGustsKmh?.[index] ?? null,
          windDirectionDeg: wind.point.windDirectionDeg?.[index] ?? null,
          waveHeightM: seaValue(sea?.waveHeightM ?? null),
          waveDirectionDeg: seaValue(sea?.waveDirectionDeg ?? null),
          swellHeightM: seaValue(sea?.swellHeightM ?? null),
          swellDirectionDeg: seaValue(sea?.swellDirectionDeg ?? null),
          wavePeriodS: seaValue(sea?.wavePeriodS ?? null),
          seaTemperatureC: seaValue(sea?.seaTemperatureC ?? null),
        };
      });
      result.set(row.id, {
        beachId: row.id,
        state: oldest.ageMs >= refreshAfterMs ? "stale" : "fresh",
        fetchedAt: oldest.point.fetchedAt,
        ageMs: oldest.ageMs,
        marineGap,
        days: dates.map((date) => ({
          date,
          hours: hours.filter((hour) => hour.time.startsWith(date)),
        })),
        exposure,
      });
    }
    return { result, refreshWanted };
  }

  /** A stored point with its age, or null when it has never been fetched or is past MAX_AGE_MS. */
  function usable(point: StoredPoint | null, now: Date): { point: StoredPoint; ageMs: number } | null {
    if (!point?.fetchedAt) return null;
    const ageMs = Math.max(0, now.getTime() - point.fetchedAt.getTime());
    return ageMs > maxAgeMs ? null : { point, ageMs };
  }

  return { readStored };
}

export type StoredForecastReader = ReturnType<typeof createStoredForecast>;

interface StoredPoint {
  fetchedAt: Date | null;
  times: string[] | null;
  windSpeedKmh: (number | null)[] | null;
  windGustsKmh: (number | null)[] | null;
  windDirectionDeg: (number | null)[] | null;
  waveHeightM: (number | null)[] | null;
  waveDirectionDeg: (number | null)[] | null;
  swellHeightM: (number | null)[] | null;
  swellDirectionDeg: (number | null)[] | null;
  wavePeriodS: (number | null)[] | null;
  seaTemperatureC: (number | null)[] | null;
}

/** A joined point's columns under `alias`; each is null when no point joined. */
function pointColumns(alias: "w" | "m"): Record<`${typeof alias}.${keyof StoredPoint}`, SQL> {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const columns: Record<keyof StoredPoint, SQL> = {
    fetchedAt: sql<Date | null>`${column("fetched_at")}`.mapWith((value: string | Date | null) =>
      value === null ? null : new Date(value),
    ),
    times: sql`${column("times")}`,
    windSpeedKmh: sql`${column("wind_speed_kmh")}`,
    windGustsKmh: sql`${column("wind_gusts_kmh")}`,
    windDirectionDeg: sql`${column("wind_direction_deg")}`,
    waveHeightM: sql`${column("wave_height_m")}`,
    waveDirectionDeg: sql`${column("wave_direction_deg")}`,
    swellHeightM: sql`${column("swell_height_m")}`,
    swellDirectionDeg: sql`${column("swell_direction_deg")}`,
    wavePeriodS: sql`${column("wave_period_s")}`,
    seaTemperatureC: sql`${column("sea_temperature_c")}`,
  };
  return Object.fromEntries(
    Object.entries(columns).map(([key, value]) => [`${alias}.${key}`, value]),
  ) as Record<`${typeof alias}.${keyof StoredPoint}`, SQL>;
}

interface StoredRow {
  id: number;
  facingDeg: number | null;
  fetchKm: number[] | null;
  shelteredFrom: number[] | null;
  wind: StoredPoint;
  marine: StoredPoint;
}

/** A beach's coast facts and both of its points, flat, as one packed value per row. */
const packedStored = packedRows<Record<string, unknown>>({
  id: beaches.id,
  facingDeg: beaches.facingDeg,
  fetchKm: beaches.fetchKm,
  shelteredFrom: beaches.shelteredFrom,
  ...pointColumns("w"),
  ...pointColumns("m"),
});

/** A packed row with its points as objects of their own. */
function storedRow(text: string): StoredRow {
  const flat = packedStored.unpack(text);
  const point = (alias: "w" | "m") =>
    Object.fromEntries(
      Object.entries(flat)
        .filter(([key]) => key.startsWith(`${alias}.`))
        .map(([key, value]) => [key.slice(2), value]),
    ) as unknown as StoredPoint;
  return {
    id: flat.id as number,
    facingDeg: flat.facingDeg as number | null,
    fetchKm: flat.fetchKm as number[] | null,
    shelteredFrom: flat.shelteredFrom as number[] | null,
    wind: point("w"),
    marine: point("m"),
  };
}

/**
 * The join of a beach to its point of `kind`: the key is worked out from the beach's current
 * position and facing, so a moved or imported beach reads its new point at once. Later queries
 * (the `calm` filter) join the same way.
 */
export function pointJoin(alias: string, kind: PointKind, cell: { cellLat: SQL; cellLng: SQL }): SQL {
  const at = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`${at("kind")} = ${kind} AND ${at("cell_lat")} = ${cell.cellLat} AND ${at("cell_lng")} = ${cell.cellLng}`;
}
