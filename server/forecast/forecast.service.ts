import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { dataVersion, forecastLease, forecastPoints } from "../db/schema.ts";
import type { BeachExposure } from "#core/sea/calm.ts";
import { PLAUSIBLE, type ForecastVariable } from "#core/sea/forecast-ranges.ts";
import { type ForecastHourInput, type MarineGap, type StoredForecast } from "#core/sea/conditions.ts";
import { type PointKind } from "./grid.ts";
import { saneSeries, type SanityReport } from "./sanity.ts";
import {
  ForecastProviderError,
  type ForecastProvider,
  type MarineSeries,
  type WindSeries,
} from "./provider.ts";
import { instantParam, rowsOf } from "./statements.ts";
import { forecastDates, greekDays } from "./days.ts";
import { createForecastLease, LeaseLostError } from "./lease.ts";
import { createForecastPoints, type DuePoint } from "./points.ts";
import { createStoredForecast } from "./stored.ts";
import { createVerdictWriter } from "./verdict-writer.ts";

// Today's forecast for every public beach, kept in the database so every instance reads the same
// copy (ADR 031). Points are derived from the beaches (server/forecast/grid.ts) and fetched by one
// instance at a time, the holder of a lease row; readers never wait on the provider: they get what
// is stored with its age, and a stale or missing copy asks for a refresh in the background.
// This module runs the refresh and serves the forecast; its parts are modules of their own: the
// lease (lease.ts), the points and a fetched batch's storing (points.ts), the stored forecast's
// reading (stored.ts) and the day's verdicts written from it (verdict-writer.ts).

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  const lease = createForecastLease({ db, clock, holder, leaseMs, cooldownMs });
  const points = createForecastPoints({ db, clock, refreshAfterMs, lease });
  const stored = createStoredForecast({ db, refreshAfterMs, maxAgeMs });
  const { readStored } = stored;
  const { writeVerdicts } = createVerdictWriter({ db, clock, maxAgeMs, stored });

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

  async function run(): Promise<RefreshResult> {
    if (!provider) return { status: "off" };
    const taken = await lease.take(clock());
    if (!taken) return { status: "busy" };
    let due: DuePoint[] = [];
    let fetched = 0;
    let requests = 0;
    let syncedVersion: number | null = null;
    try {
      const [version] = await db.select({ version: dataVersion.version }).from(dataVersion);
      const current = Number(version?.version ?? 0);
      if (taken.syncedVersion !== current) {
        await points.syncPoints();
        syncedVersion = current;
      }
      due = await points.duePoints(clock());
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
        if (!(await lease.renew())) throw new LeaseLostError();
        requests += 1;
        const kind = batch[0]!.kind;
        const answers = sane(
          kind === "wind" ? await provider.wind(batch) : await provider.marine(batch),
          kind,
        );
        await points.store(batch, answers);
        fetched += batch.length;
      }
      if (fetched > 0 || syncedVersion !== null) await writeVerdicts();
      await lease.release(null, syncedVersion);
      return { status: "done", due: due.length, fetched, requests };
    } catch (error) {
      if (error instanceof LeaseLostError)
        return { status: "failed", due: due.length, fetched, requests, error: error.message };
      const message = describe(error);
      if (error instanceof ForecastProviderError && error.failure === "too-large")
        sanity.tooLargeAnswers += 1;
      // What was fetched before the failure is stored: the verdicts follow it.
      if (fetched > 0) await writeVerdicts().catch(() => undefined);
      await lease.release(message, syncedVersion).catch(() => undefined);
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

function describe(error: unknown): string {
  if (error instanceof ForecastProviderError) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
