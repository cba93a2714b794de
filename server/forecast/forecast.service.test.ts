import { asc, eq, sql, type SQL } from "drizzle-orm";
import { stubForecastService } from "#tests/integration/forecast.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startForecastStub, type ForecastStub } from "#tests/forecast-stub.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { fromPostgres, type Database, type DatabaseHandle } from "../db/client.ts";
import { areas, beaches, forecastLease, forecastPoints } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import {
  createForecastService,
  FAILURE_COOLDOWN_MS,
  MAX_AGE_MS,
  REFRESH_AFTER_MS,
  type ForecastServiceOptions,
} from "./forecast.service.ts";
import { createOpenMeteoProvider } from "./open-meteo.ts";

// Forecasts stored in the database and shared by instances: a refresh stores every point's hours,
// only one instance fetches at a time (one provider call per stale point however many instances ask),
// fresh points are not refetched, a stale copy is served with its age for up to 6 hours, a provider
// that is down or answers nonsense leaves what is stored as it was, and FORECAST=off calls nobody.

const START = new Date("2026-07-15T06:00:00Z"); // 09:00 in Greece
const HOUR = 3_600_000;

let database: DatabaseHandle & { url?: string };
let stub: ForecastStub;
let now: Date;
const clock = () => now;
const warnings: string[] = [];
let elafonisi: number;
let canalDAmour: number;

function service(
  options: Partial<Omit<ForecastServiceOptions, "provider">> & { maxLocations?: number } = {},
  db?: Database,
) {
  const { maxLocations = 100, ...rest } = options;
  return stubForecastService(stub, {
    db: db ?? database.db,
    clock,
    provider: { maxLocations, retries: 1 },
    warn: (message) => warnings.push(message),
    ...rest,
  });
}

async function points() {
  return database.db
    .select()
    .from(forecastPoints)
    .orderBy(asc(forecastPoints.kind), asc(forecastPoints.cellLat), asc(forecastPoints.cellLng));
}

const countOf = async (query: SQL) =>
  Number(((await database.db.execute(query)) as unknown as { rows: { count: number }[] }).rows[0]!.count);

const idOf = async (name: string) =>
  (await database.db.select({ id: beaches.id }).from(beaches).where(eq(beaches.name, name)))[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  stub = await startForecastStub({ now: clock });
  elafonisi = await idOf("Elafonisi");
  canalDAmour = await idOf("Canal d'Amour");
});
afterAll(async () => {
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  now = START;
  stub.reset();
  warnings.length = 0;
  await database.db.delete(forecastPoints);
  await database.db.delete(forecastLease);
});
afterEach(() => {
  expect(warnings).toEqual([]);
});

describe("a refresh", () => {
  it("stores three days of hours for every point the public beaches need, in one request per 100 points", async () => {
    const result = await service().refresh();
    const stored = await points();
    const wind = stored.filter((point) => point.kind === "wind");
    const marine = stored.filter((point) => point.kind === "marine");
    expect(wind.length).toBeGreaterThan(30);
    expect(marine.length).toBeGreaterThan(30);
    expect(result).toEqual({ status: "done", due: stored.length, fetched: stored.length, requests: 2 });
    expect(stub.calls("/v1/forecast")).toBe(Math.ceil(wind.length / 100));
    expect(stub.calls("/v1/marine")).toBe(Math.ceil(marine.length / 100));
    // Each point asked once: what Open-Meteo counts.
    expect(stub.locations()).toBe(stored.length);
    for (const point of stored) {
      expect(point.fetchedAt).toEqual(START);
      expect(point.times).toHaveLength(72);
      expect(point.utcOffsetSeconds).toBe(10_800);
      if (point.kind === "wind") {
        expect(point.windSpeedKmh).toEqual(Array(72).fill(34));
        expect(point.waveHeightM).toBeNull();
      } else {
        expect(point.waveHeightM).toEqual(Array(72).fill(1.4));
        expect(point.windSpeedKmh).toBeNull();
      }
    }
    // Every public beach shares its points: far fewer points than beaches.
    const count = await countOf(sql`SELECT count(*)::int AS count FROM ${beaches}`);
    expect(wind.length).toBeLessThan(count / 2);
  });

  it("serves each beach today's and tomorrow's hours in Greek time, wind and sea together", async () => {
    stub.setWeather((at) => (at.latitude < 36 ? { windDirectionDeg: 10, seaTemperatureC: 25 } : {}));
    await service().refresh();
    const forecasts = await service().forecastForBeaches([elafonisi, canalDAmour, 999_999]);
    expect(forecasts.has(999_999)).toBe(false);
    const crete = forecasts.get(elafonisi)!;
    expect(crete).toMatchObject({ state: "fresh", ageMs: 0, fetchedAt: START, marineGap: null });
    expect(crete.days.map((day) => day.date)).toEqual(["2026-07-15", "2026-07-16"]);
    expect(crete.days[0]!.hours).toHaveLength(24);
    expect(crete.days[1]!.hours[10]).toEqual({
      time: "2026-07-16T10:00",
      windSpeedKmh: 34,
      windGustsKmh: 48,
      windDirectionDeg: 10,
      waveHeightM: 1.4,
      waveDirectionDeg: 5,
      swellHeightM: 0.6,
      swellDirectionDeg: 350,
      wavePeriodS: 5,
      seaTemperatureC: 25,
    });
    expect(forecasts.get(canalDAmour)!.days[0]!.hours[12]!.windDirectionDeg).toBe(0);
  });

  it("keeps the sea's nulls where the model has no sea and says so", async () => {
    stub.setLand((at) => at.latitude < 36);
    await service().refresh();
    const crete = (await service().forecastForBeaches([elafonisi])).get(elafonisi)!;
    expect(crete.state).toBe("fresh");
    expect(crete.marineGap).toBe("no-sea-data");
    expect(crete.days[0]!.hours[12]).toMatchObject({
      windSpeedKmh: 34,
      waveHeightM: null,
      seaTemperatureC: null,
    });
  });

  it("gives a beach whose facing is unknown the wind only", async () => {
    await database.db.update(beaches).set({ facingDeg: null }).where(eq(beaches.id, canalDAmour));
    try {
      await service().refresh();
      const corfu = (await service().forecastForBeaches([canalDAmour])).get(canalDAmour)!;
      expect(corfu.marineGap).toBe("facing-unknown");
      expect(corfu.state).toBe("fresh");
      expect(corfu.days[0]!.hours[9]).toMatchObject({ windSpeedKmh: 34, waveHeightM: null });
    } finally {
      await database.db.update(beaches).set({ facingDeg: 0 }).where(eq(beaches.id, canalDAmour));
    }
  });

  it("fetches no point for hidden beaches", async () => {
    const [area] = await database.db.select().from(areas).limit(1);
    await database.db.update(areas).set({ status: "HIDDEN" }).where(eq(areas.id, area!.id));
    try {
      await service().refresh();
      const inArea = await database.db.select().from(beaches).where(eq(beaches.areaId, area!.id));
      const forecasts = await service().forecastForBeaches(inArea.map((beach) => beach.id));
      // Their cells may be shared with public beaches nearby; no point exists for them alone.
      const stored = await points();
      const total = stored
        .filter((point) => point.kind === "wind")
        .reduce((sum, point) => sum + point.beaches, 0);
      const count = await countOf(
        sql`SELECT count(*)::int AS count FROM ${beaches} b JOIN ${areas} a ON a.id = b.area_id
            WHERE b.status = 'ACTIVE' AND a.status = 'ACTIVE'`,
      );
      expect(total).toBe(count);
      expect(forecasts.size).toBe(inArea.length);
    } finally {
      await database.db.update(areas).set({ status: "ACTIVE" }).where(eq(areas.id, area!.id));
    }
  });

  it("does not refetch a fresh point, and refetches it once it is due", async () => {
    const one = service();
    await one.refresh();
    const asked = stub.locations();
    now = new Date(START.getTime() + REFRESH_AFTER_MS - 60_000);
    expect(await one.refresh()).toEqual({ status: "done", due: 0, fetched: 0, requests: 0 });
    expect(stub.locations()).toBe(asked);
    now = new Date(START.getTime() + REFRESH_AFTER_MS);
    expect(await one.refresh()).toMatchObject({ status: "done", due: asked, fetched: asked });
    expect(stub.locations()).toBe(2 * asked);
  });

  it("gives a moved beach its new point at once, and fetches that point on the next refresh", async () => {
    const one = service();
    await one.refresh();
    const [before] = await database.db.select().from(beaches).where(eq(beaches.id, elafonisi));
    // Far from every other demo beach: a cell of its own.
    await database.db
      .update(beaches)
      .set({ latitude: 34.9, longitude: 26.1 })
      .where(eq(beaches.id, elafonisi));
    try {
      const moved = (await one.forecastForBeaches([elafonisi])).get(elafonisi)!;
      expect(moved.state).toBe("missing");
      // The reader asked for a refresh in the background; it syncs the points and fetches the new ones.
      const result = await one.refresh();
      expect(result).toMatchObject({ status: "done" });
      expect((await one.forecastForBeaches([elafonisi])).get(elafonisi)!.state).toBe("fresh");
    } finally {
      await database.db
        .update(beaches)
        .set({ latitude: before!.latitude, longitude: before!.longitude })
        .where(eq(beaches.id, elafonisi));
    }
  });
});

describe("instances sharing one database", () => {
  it("make one provider call per stale point however many refresh at once", async () => {
    // On PostgreSQL the other instance has a connection pool of its own, as another process would.
    const other = database.url ? fromPostgres(database.url, 2) : null;
    try {
      const instances = [service(), service({}, other?.db), service(), service({}, other?.db)];
      const results = await Promise.all(instances.map((instance) => instance.refresh()));
      const stored = await points();
      expect(results.filter((result) => result.status === "done")).toHaveLength(1);
      expect(results.filter((result) => result.status === "busy")).toHaveLength(3);
      expect(stub.locations()).toBe(stored.length);
      // Every instance reads what the one stored.
      const seen = await Promise.all(instances.map((instance) => instance.forecastForBeaches([elafonisi])));
      for (const forecasts of seen) expect(forecasts.get(elafonisi)!.state).toBe("fresh");
      // And asking again right away fetches nothing anywhere.
      await Promise.all(instances.map((instance) => instance.refresh()));
      expect(stub.locations()).toBe(stored.length);
    } finally {
      await other?.close();
    }
  });

  it("leave a lease alone until it expires, then take it over", async () => {
    await database.db.insert(forecastLease).values({
      name: "refresh",
      holder: "a stopped instance",
      expiresAt: new Date(START.getTime() + 60_000),
    });
    expect(await service().refresh()).toEqual({ status: "busy" });
    expect(stub.calls()).toBe(0);
    now = new Date(START.getTime() + 60_000);
    expect(await service().refresh()).toMatchObject({ status: "done" });
  });
});

describe("a stale or missing forecast", () => {
  it("is served with its age for up to 6 hours while a refresh is asked for, then treated as missing", async () => {
    const one = service();
    await one.refresh();
    stub.failAlways(500);
    now = new Date(START.getTime() + 4 * HOUR);
    const stale = (await one.forecastForBeaches([elafonisi])).get(elafonisi)!;
    expect(stale).toMatchObject({ state: "stale", ageMs: 4 * HOUR, fetchedAt: START });
    expect(stale.days[0]!.hours).toHaveLength(24);
    // The reader did not wait; the refresh it asked for runs in the background and fails.
    const background = await one.refresh();
    expect(background).toMatchObject({ status: "failed" });
    expect(warnings.splice(0)).toEqual([
      expect.stringMatching(/^Forecast refresh failed: Open-Meteo answered 500/),
    ]);

    now = new Date(START.getTime() + MAX_AGE_MS);
    expect((await one.forecastForBeaches([elafonisi])).get(elafonisi)!.state).toBe("stale");
    now = new Date(START.getTime() + MAX_AGE_MS + 1);
    expect((await one.forecastForBeaches([elafonisi])).get(elafonisi)).toEqual({
      beachId: elafonisi,
      state: "missing",
      fetchedAt: null,
      ageMs: null,
      marineGap: "missing",
      days: [],
    });
    // That read asked for another refresh in the background: let it end here.
    await one.refresh();
    warnings.length = 0;
  });

  it("is left untouched by a provider that is down, and no instance tries again until the cool-down ends", async () => {
    await service().refresh();
    const before = await points();
    now = new Date(START.getTime() + 4 * HOUR);
    for (const failure of [500, 429, "hang", "malformed"] as const) {
      stub.reset();
      stub.failAlways(failure);
      const result = await service({ failureCooldownMs: 0 }).refresh();
      expect(result, String(failure)).toMatchObject({ status: "failed", fetched: 0 });
      expect(await points()).toEqual(before);
    }
    stub.reset();
    stub.failAlways(500);
    expect(await service().refresh()).toMatchObject({ status: "failed" });
    stub.reset();
    expect(await service().refresh()).toEqual({ status: "busy" });
    expect(stub.calls()).toBe(0);
    const [lease] = await database.db.select().from(forecastLease);
    expect(lease!.lastError).toMatch(/^Open-Meteo answered 500/);
    now = new Date(now.getTime() + FAILURE_COOLDOWN_MS);
    expect(await service().refresh()).toMatchObject({ status: "done", fetched: before.length });
  });

  it("keeps the batches stored before a malformed answer and writes nothing of that batch", async () => {
    const open = createOpenMeteoProvider({
      forecastUrl: stub.url,
      marineUrl: stub.url,
      maxLocations: 10,
      retries: 0,
    });
    let requests = 0;
    const flaky = createForecastService({
      db: database.db,
      clock,
      locationsPerMinute: Number.POSITIVE_INFINITY,
      warn: (message) => warnings.push(message),
      provider: {
        maxLocations: 10,
        wind: (locations) => {
          requests += 1;
          if (requests === 3) stub.failNext("malformed");
          return open.wind(locations);
        },
        marine: (locations) => open.marine(locations),
      },
    });
    const result = await flaky.refresh();
    expect(result).toMatchObject({ status: "failed", fetched: 20, requests: 3 });
    expect(result.status === "failed" && result.error).toMatch(/^Open-Meteo's answer is not JSON/);
    const wind = (await points()).filter((point) => point.kind === "wind");
    expect(wind.filter((point) => point.fetchedAt !== null)).toHaveLength(20);
    for (const point of wind)
      if (point.fetchedAt === null) expect(point.times).toBeNull();
      else expect(point.times).toHaveLength(72);
    expect((await points()).filter((point) => point.kind === "marine" && point.fetchedAt !== null)).toEqual(
      [],
    );
  });
});

describe("FORECAST=off", () => {
  it("calls nobody and serves nothing", async () => {
    const off = createForecastService({ db: database.db, clock, provider: null });
    expect(await off.refresh()).toEqual({ status: "off" });
    const forecasts = await off.forecastForBeaches([elafonisi]);
    expect(forecasts.get(elafonisi)).toMatchObject({ state: "missing", days: [] });
    const schedule = off.startSchedule({ firstAfterMs: 0, everyMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await schedule.stop();
    expect(stub.calls()).toBe(0);
    expect(await points()).toEqual([]);
  });
});

describe("the schedule", () => {
  it("refreshes on its own and stops when told", async () => {
    const one = service();
    const schedule = one.startSchedule({ firstAfterMs: 0, everyMs: 10 });
    for (let tries = 0; tries < 200 && (await one.summary()).freshPoints === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await schedule.stop();
    const summary = await one.summary();
    expect(summary.freshPoints).toBe(summary.windPoints + summary.marinePoints);
    const calls = stub.calls();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.calls()).toBe(calls);
  });
});
