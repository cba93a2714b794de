import { randomUUID } from "node:crypto";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { beaches, beachVerdicts, dataVersion, forecastLease, forecastPoints } from "../db/schema.ts";
import { toIso } from "../db/timestamps.ts";
import type { BeachExposure } from "#core/sea/calm.ts";
import { PLAUSIBLE, type ForecastVariable } from "#core/sea/forecast-ranges.ts";
import {
  dayVerdicts,
  type ForecastHourInput,
  type MarineGap,
  type StoredForecast,
} from "#core/sea/conditions.ts";
import { publicBeachAlone } from "../visibility.ts";
import { cellSql, marineCellSql, offshoreSql, type Position, type PointKind } from "./grid.ts";
import { FORECAST_TIMEZONE } from "./open-meteo.ts";
import { saneSeries, type SanityReport } from "./sanity.ts";
import {
  ForecastProviderError,
  type ForecastProvider,
  type MarineSeries,
  type WindSeries,
} from "./provider.ts";

// Today's forecast for every public beach, kept in the database so every instance reads the same
// copy (ADR 031). Points are derived from the beaches (server/forecast/grid.ts) and fetched by one
// instance at a time, the holder of a lease row; readers never wait on the provider: they get what
// is stored with its age, and a stale or missing copy asks for a refresh in the background.

/** A point is due for a refetch this long after it was fetched (the models run every 1-6 hours). */
export const REFRESH_AFTER_MS = 3 * 3_600_000;
/** A copy older than this is not served: the beach has no forecast until the next fetch. */
export const MAX_AGE_MS = 6 * 3_600_000;
/** How long a lease lasts unless renewed; the holder renews it before each request. */
export const LEASE_MS = 2 * 60_000;
/** After a failed refresh, no instance tries again for this long (the lease is kept until then). */
export const FAILURE_COOLDOWN_MS = 5 * 60_000;
/** Open-Meteo's free service takes 600 calls a minute; stay under it with room for others. */
export const LOCATIONS_PER_MINUTE = 500;
/** How often each instance's schedule looks for due points. */
export const SCHEDULE_EVERY_MS = 10 * 60_000;
/** A reader asks this instance for at most one background refresh per this long. */
const TRIGGER_GAP_MS = 60_000;
const LEASE_NAME = "refresh";
/** Beaches whose verdicts are worked out and written per statement: 7 columns a row in one JSON value. */
const VERDICT_BATCH = 2000;
/** Forecast days the verdicts are stored for: today, tomorrow and the day after (Open-Meteo gives 3). */
const VERDICT_DAYS = 3;

/** Today's Greek date and the VERDICT_DAYS - 1 days after it. */
function forecastDates(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: VERDICT_DAYS }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}

/** One stored hour: the verdict's weather and its Greek time (core/sea/conditions.ts). */
export type ForecastHour = ForecastHourInput;
export type { MarineGap };

export interface BeachForecast extends StoredForecast {
  beachId: number;
}

/**
 * What this instance refused of the provider's answers since it started (ADR 040), in the service's
 * summary(): values outside their physical range or not numbers, by variable; points stored without
 * any value because most of their hours were refused; hours dropped before storing; answers refused
 * unread for their size.
 */
export interface ForecastSanityCounts {
  refusedValues: Record<ForecastVariable, number>;
  refusedPoints: number;
  droppedHours: number;
  tooLargeAnswers: number;
}

export type RefreshResult =
  | { status: "off" }
  /** Another instance holds the lease (or a failed run's cool-down is not over). */
  | { status: "busy" }
  | { status: "done"; due: number; fetched: number; requests: number }
  | { status: "failed"; due: number; fetched: number; requests: number; error: string };

export interface ForecastServiceOptions {
  db: Database;
  clock: () => Date;
  /** Null when FORECAST=off: nothing is fetched and nothing is served. */
  provider: ForecastProvider | null;
  refreshAfterMs?: number;
  maxAgeMs?: number;
  leaseMs?: number;
  failureCooldownMs?: number;
  locationsPerMinute?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Names this instance in the lease row. */
  holder?: string;
  /** Where a failed background refresh is reported. */
  warn?: (message: string) => void;
}

interface DuePoint extends Position {
  kind: PointKind;
  cellLat: number;
  cellLng: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** An instant as a timestamptz parameter: the same text on PGlite and PostgreSQL. */
const instantParam = (date: Date) => sql`${toIso(date)}::timestamptz`;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Dates as 'YYYY-MM-DD' in Greece; made once, as making a formatter costs more than using it. */
const GREEK_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: FORECAST_TIMEZONE });

/** 'YYYY-MM-DD' in Greece at `instant`, and the day after. */
export function greekDays(instant: Date): [string, string] {
  const today = GREEK_DATE.format(instant);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [today, tomorrow];
}

export function createForecastService(options: ForecastServiceOptions) {
  const { db, clock, provider } = options;
  const refreshAfterMs = options.refreshAfterMs ?? REFRESH_AFTER_MS;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const cooldownMs = options.failureCooldownMs ?? FAILURE_COOLDOWN_MS;
  const locationsPerMinute = options.locationsPerMinute ?? LOCATIONS_PER_MINUTE;
  const sleep = options.sleep ?? wait;
  const holder = options.holder ?? `instance-${randomUUID()}`;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let running: Promise<RefreshResult> | null = null;
  let lastTrigger = Number.NEGATIVE_INFINITY;
  let stopping = false;
  const sanity: ForecastSanityCounts = {
    refusedValues: Object.fromEntries(Object.keys(PLAUSIBLE).map((name) => [name, 0])) as Record<
      ForecastVariable,
      number
    >,
    refusedPoints: 0,
    droppedHours: 0,
    tooLargeAnswers: 0,
  };

  /**
   * The answers as they may be stored: the hours of the days served, plausible values only; what was
   * refused is counted and logged once per batch.
   */
  function sane(answers: readonly (WindSeries | MarineSeries)[], kind: PointKind) {
    const dates = forecastDates(greekDays(clock())[0]);
    const total: SanityReport = { refusedValues: {}, droppedHours: 0, refusedPoints: 0 };
    const kept = answers.map((answer) => {
      const { series, report } = saneSeries(answer, dates);
      total.droppedHours += report.droppedHours;
      total.refusedPoints += report.refusedPoints;
      for (const [name, count] of Object.entries(report.refusedValues) as [ForecastVariable, number][])
        total.refusedValues[name] = (total.refusedValues[name] ?? 0) + count;
      return series;
    });
    sanity.droppedHours += total.droppedHours;
    sanity.refusedPoints += total.refusedPoints;
    const refused = Object.entries(total.refusedValues) as [ForecastVariable, number][];
    for (const [name, count] of refused) sanity.refusedValues[name] += count;
    if (refused.length > 0 || total.droppedHours > 0)
      warn(
        `Forecast answer (${kind}, ${answers.length} points) trimmed: ${[
          ...refused.map(([name, count]) => `${count} ${name} implausible`),
          ...(total.refusedPoints > 0
            ? [`${total.refusedPoints} points mostly implausible, stored empty`]
            : []),
          ...(total.droppedHours > 0 ? [`${total.droppedHours} hours outside ${dates.join(", ")}`] : []),
        ].join("; ")}`,
      );
    return kept;
  }

  /** Takes the lease when it is free or expired; answers the data version the points were synced at. */
  async function takeLease(now: Date): Promise<{ syncedVersion: number | null } | null> {
    const [row] = rowsOf<{ synced_version: string | null }>(
      await db.execute(sql`
        INSERT INTO ${forecastLease} (name, holder, expires_at)
        VALUES (${LEASE_NAME}, ${holder}, ${instantParam(new Date(now.getTime() + leaseMs))})
        ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE ${forecastLease.expiresAt} <= ${instantParam(now)}
        RETURNING synced_version`),
    );
    if (!row) return null;
    return { syncedVersion: row.synced_version === null ? null : Number(row.synced_version) };
  }

  /** Extends the lease if this instance still holds it. */
  async function renewLease(): Promise<boolean> {
    const now = clock();
    const renewed = rowsOf<{ name: string }>(
      await db.execute(sql`
        UPDATE ${forecastLease} SET expires_at = ${instantParam(new Date(now.getTime() + leaseMs))}
        WHERE name = ${LEASE_NAME} AND holder = ${holder} AND expires_at > ${instantParam(now)}
        RETURNING name`),
    );
    return renewed.length > 0;
  }

  /** Ends this instance's run: the lease free at once, or kept through the cool-down after a failure. */
  async function releaseLease(error: string | null, syncedVersion: number | null) {
    const now = clock();
    const until = error === null ? now : new Date(now.getTime() + cooldownMs);
    await db.execute(sql`
      UPDATE ${forecastLease}
      SET expires_at = ${instantParam(until)}, last_run_at = ${instantParam(now)}, last_error = ${error},
          synced_version = coalesce(${syncedVersion}::bigint, synced_version)
      WHERE name = ${LEASE_NAME} AND holder = ${holder}`);
  }

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
      const held = rowsOf<{ name: string }>(
        await tx.execute(sql`
          SELECT name FROM ${forecastLease}
          WHERE name = ${LEASE_NAME} AND holder = ${holder} AND expires_at > ${instantParam(now)} FOR UPDATE`),
      );
      if (held.length === 0) throw new LeaseLostError();
      await tx.execute(sql`
        UPDATE ${forecastPoints} p
        SET fetched_at = ${instantParam(now)}, utc_offset_seconds = v.utc_offset_seconds, times = v.times, ${assignments}
        FROM json_to_recordset(${JSON.stringify(records)}::json)
          AS v(kind text, cell_lat integer, cell_lng integer, utc_offset_seconds integer, times text[], ${definitions})
        WHERE p.kind = v.kind AND p.cell_lat = v.cell_lat AND p.cell_lng = v.cell_lng`);
    });
  }

  async function run(): Promise<RefreshResult> {
    if (!provider) return { status: "off" };
    const lease = await takeLease(clock());
    if (!lease) return { status: "busy" };
    let due: DuePoint[] = [];
    let fetched = 0;
    let requests = 0;
    let syncedVersion: number | null = null;
    try {
      const [version] = await db.select({ version: dataVersion.version }).from(dataVersion);
      const current = Number(version?.version ?? 0);
      if (lease.syncedVersion !== current) {
        await syncPoints();
        syncedVersion = current;
      }
      due = await duePoints(clock());
      const batches: DuePoint[][] = [];
      for (const kind of ["wind", "marine"] as const) {
        const ofKind = due.filter((point) => point.kind === kind);
        for (let start = 0; start < ofKind.length; start += provider.maxLocations)
          batches.push(ofKind.slice(start, start + provider.maxLocations));
      }
      for (const [index, batch] of batches.entries()) {
        if (stopping) break;
        if (index > 0 && Number.isFinite(locationsPerMinute))
          await sleep(Math.ceil((batches[index - 1]!.length / locationsPerMinute) * 60_000));
        if (!(await renewLease())) throw new LeaseLostError();
        requests += 1;
        const kind = batch[0]!.kind;
        const answers = sane(
          kind === "wind" ? await provider.wind(batch) : await provider.marine(batch),
          kind,
        );
        await store(batch, answers);
        fetched += batch.length;
      }
      if (fetched > 0 || syncedVersion !== null) await writeVerdicts();
      await releaseLease(null, syncedVersion);
      return { status: "done", due: due.length, fetched, requests };
    } catch (error) {
      if (error instanceof LeaseLostError)
        return { status: "failed", due: due.length, fetched, requests, error: error.message };
      const message = describe(error);
      if (error instanceof ForecastProviderError && error.failure === "too-large")
        sanity.tooLargeAnswers += 1;
      // What was fetched before the failure is stored: the verdicts follow it.
      if (fetched > 0) await writeVerdicts().catch(() => undefined);
      await releaseLease(message, syncedVersion).catch(() => undefined);
      return { status: "failed", due: due.length, fetched, requests, error: message };
    }
  }

  /** Fetches the due points if no other instance is at it; one run at a time in this instance. */
  function refresh(): Promise<RefreshResult> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  /** Asks for a refresh without waiting for it; a failure is reported, never thrown. */
  function refreshInBackground() {
    if (!provider || stopping) return;
    const now = clock().getTime();
    if (running || now - lastTrigger < TRIGGER_GAP_MS) return;
    lastTrigger = now;
    void refresh().then(
      (result) => {
        if (result.status === "failed") warn(`Forecast refresh failed: ${result.error}`);
      },
      (error: unknown) => warn(`Forecast refresh failed: ${describe(error)}`),
    );
  }

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
    const rows = await db
      .select({
        id: beaches.id,
        facingDeg: beaches.facingDeg,
        fetchKm: beaches.fetchKm,
        shelteredFrom: beaches.shelteredFrom,
        wind: pointColumns("w"),
        marine: pointColumns("m"),
      })
      .from(beaches)
      .leftJoin(
        sql`${forecastPoints} w`,
        pointJoin("w", "wind", cellSql(beaches.latitude, beaches.longitude)),
      )
      .leftJoin(
        sql`${forecastPoints} m`,
        pointJoin("m", "marine", marineCellSql(beaches.latitude, beaches.longitude, beaches.facingDeg)),
      )
      .where(inArray(beaches.id, [...ids]));

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

  /**
   * The stored forecast of these beaches for today and tomorrow (Greek dates), with its age. Never
   * waits on the provider; a stale or missing forecast asks for a background refresh.
   */
  async function forecastForBeaches(ids: readonly number[]): Promise<Map<number, BeachForecast>> {
    const result = new Map<number, BeachForecast>();
    if (!provider) {
      for (const id of ids)
        result.set(id, {
          beachId: id,
          state: "missing",
          fetchedAt: null,
          ageMs: null,
          marineGap: null,
          days: [],
        });
      return result;
    }
    for (const [id, { exposure: _exposure, ...forecast }] of (await storedWithExposure(ids)) ?? [])
      result.set(id, forecast);
    return result;
  }

  /**
   * The stored forecast of these beaches as forecastForBeaches reads it, each with the coast facts
   * it was rated with, from the same statement; null when no provider is wired in (nothing is read).
   */
  async function storedWithExposure(
    ids: readonly number[],
  ): Promise<Map<number, BeachForecast & { exposure: BeachExposure }> | null> {
    if (!provider) return null;
    const now = clock();
    const stored = await readStored(ids, now, greekDays(now));
    if (stored.refreshWanted) refreshInBackground();
    return stored.result;
  }

  /**
   * Rewrites every public beach's verdicts (beach_verdicts, ADR 033) from the stored forecast: one
   * row per beach and forecast day from today on, each valid until its forecast's maximum age. Rows
   * are upserted in batches, each its own statement, so readers are never held up for long; rows of
   * past days and of beaches no longer public go at the end. Answers how many rows were written.
   */
  async function writeVerdicts(): Promise<{ beaches: number; rows: number }> {
    const now = clock();
    const [today] = greekDays(now);
    const ids = (
      await db.select({ id: beaches.id }).from(beaches).where(publicBeachAlone).orderBy(beaches.id)
    ).map((row) => row.id);
    let written = 0;
    for (let start = 0; start < ids.length; start += VERDICT_BATCH) {
      const batch = ids.slice(start, start + VERDICT_BATCH);
      const { result } = await readStored(batch, now, forecastDates(today));
      const records = [];
      for (const forecast of result.values()) {
        if (forecast.state === "missing" || !forecast.fetchedAt) continue;
        const validUntil = toIso(new Date(forecast.fetchedAt.getTime() + maxAgeMs));
        for (const day of dayVerdicts(forecast.exposure, forecast.days))
          records.push({
            beach_id: forecast.beachId,
            day: day.date,
            verdict: day.verdict,
            wind_from_deg: day.windFromDeg,
            beaufort: day.beaufort,
            wind_side: day.windSide,
            caution: day.caution,
            valid_until: validUntil,
          });
      }
      if (records.length === 0) continue;
      await db.execute(sql`
        INSERT INTO ${beachVerdicts} (beach_id, day, verdict, wind_from_deg, beaufort, wind_side, caution, valid_until)
        SELECT beach_id, day, verdict, wind_from_deg, beaufort, wind_side, caution, valid_until
        FROM json_to_recordset(${JSON.stringify(records)}::json)
          AS v(beach_id integer, day date, verdict text, wind_from_deg smallint, beaufort smallint,
               wind_side text, caution text, valid_until timestamptz)
        ON CONFLICT (beach_id, day) DO UPDATE
        SET verdict = EXCLUDED.verdict, wind_from_deg = EXCLUDED.wind_from_deg, beaufort = EXCLUDED.beaufort,
            wind_side = EXCLUDED.wind_side, caution = EXCLUDED.caution, valid_until = EXCLUDED.valid_until`);
      written += records.length;
    }
    await db.execute(sql`
      DELETE FROM ${beachVerdicts} v
      WHERE v.day < ${today}::date
         OR NOT EXISTS (SELECT 1 FROM ${beaches} WHERE ${beaches.id} = v.beach_id AND ${publicBeachAlone})`);
    // Fresh statistics: PGlite has no autovacuum, and a planner that thinks the table nearly empty
    // drives a calm list from every calm verdict instead of walking the name order (ADR 033).
    await db.execute(sql`ANALYZE ${beachVerdicts}`);
    return { beaches: ids.length, rows: written };
  }

  /** A stored point with its age, or null when it has never been fetched or is past MAX_AGE_MS. */
  function usable(point: StoredPoint | null, now: Date): { point: StoredPoint; ageMs: number } | null {
    if (!point?.fetchedAt) return null;
    const ageMs = Math.max(0, now.getTime() - point.fetchedAt.getTime());
    return ageMs > maxAgeMs ? null : { point, ageMs };
  }

  /** What the points hold, for the bench, the figures and an operator's questions. */
  async function summary() {
    const now = clock();
    const [row] = rowsOf<{ wind: string; marine: string; fresh: string; oldest: string | null }>(
      await db.execute(sql`
        SELECT count(*) FILTER (WHERE kind = 'wind') AS wind, count(*) FILTER (WHERE kind = 'marine') AS marine,
               count(*) FILTER (WHERE fetched_at > ${instantParam(new Date(now.getTime() - refreshAfterMs))}) AS fresh,
               min(fetched_at)::text AS oldest
        FROM ${forecastPoints}`),
    );
    const [lease] = await db.select().from(forecastLease);
    return {
      windPoints: Number(row?.wind ?? 0),
      marinePoints: Number(row?.marine ?? 0),
      freshPoints: Number(row?.fresh ?? 0),
      lastRunAt: lease?.lastRunAt ?? null,
      lastError: lease?.lastError ?? null,
      sanity: structuredClone(sanity),
    };
  }

  /**
   * Looks for due points now and every `everyMs` (each instance runs one; the lease lets one fetch).
   * Nothing runs when the provider is off. stop() lets a run under way end after its batch, waiting
   * at most a few seconds (a lease left behind expires by itself).
   */
  function startSchedule(schedule: { everyMs?: number; firstAfterMs?: number } = {}) {
    if (!provider) return { stop: async () => undefined };
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      void refresh()
        .then((result) => {
          if (result.status === "failed") warn(`Forecast refresh failed: ${result.error}`);
        })
        .catch((error: unknown) => warn(`Forecast refresh failed: ${describe(error)}`))
        .finally(() => {
          if (!stopping) timer = setTimeout(tick, schedule.everyMs ?? SCHEDULE_EVERY_MS).unref();
        });
    };
    timer = setTimeout(tick, schedule.firstAfterMs ?? 5_000).unref();
    return {
      async stop() {
        stopping = true;
        clearTimeout(timer);
        if (running) await Promise.race([running.catch(() => undefined), wait(5_000)]);
      },
    };
  }

  /** Resolves once no refresh of this instance is under way (one started in the background included). */
  async function idle(): Promise<void> {
    while (running) await running.catch(() => undefined);
  }

  return {
    refresh,
    refreshInBackground,
    idle,
    forecastForBeaches,
    storedWithExposure,
    writeVerdicts,
    summary,
    startSchedule,
    holder,
    enabled: provider !== null,
  };
}

export type ForecastService = ReturnType<typeof createForecastService>;

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

/** A joined point's columns under `alias`; the whole object is null when no point joined. */
function pointColumns(alias: "w" | "m") {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    fetchedAt: sql<Date | null>`${column("fetched_at")}`.mapWith((value: string | Date | null) =>
      value === null ? null : new Date(value),
    ),
    times: sql<string[] | null>`${column("times")}`,
    windSpeedKmh: sql<(number | null)[] | null>`${column("wind_speed_kmh")}`,
    windGustsKmh: sql<(number | null)[] | null>`${column("wind_gusts_kmh")}`,
    windDirectionDeg: sql<(number | null)[] | null>`${column("wind_direction_deg")}`,
    waveHeightM: sql<(number | null)[] | null>`${column("wave_height_m")}`,
    waveDirectionDeg: sql<(number | null)[] | null>`${column("wave_direction_deg")}`,
    swellHeightM: sql<(number | null)[] | null>`${column("swell_height_m")}`,
    swellDirectionDeg: sql<(number | null)[] | null>`${column("swell_direction_deg")}`,
    wavePeriodS: sql<(number | null)[] | null>`${column("wave_period_s")}`,
    seaTemperatureC: sql<(number | null)[] | null>`${column("sea_temperature_c")}`,
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

class LeaseLostError extends Error {
  override name = "LeaseLostError";
  constructor() {
    super("The forecast lease passed to another instance during the refresh");
  }
}

function describe(error: unknown): string {
  if (error instanceof ForecastProviderError) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
