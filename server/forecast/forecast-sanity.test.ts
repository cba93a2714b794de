import { asc, eq, ne } from "drizzle-orm";
import { stubForecastService } from "#tests/integration/forecast.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BeachConditions } from "#core/sea/conditions.ts";
import { startForecastStub, type ForecastStub, type StubHourWeather } from "#tests/forecast-stub.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches, beachVerdicts, forecastLease, forecastPoints } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "../http/app.ts";
import type { ForecastServiceOptions } from "./forecast.service.ts";
import { MAX_ANSWER_BYTES } from "./open-meteo.ts";

// A provider answering nonsense (ADR 040), driven through tests/forecast-stub.ts over real HTTP and
// stored in a real database: no beach is called calm from it, what was refused is counted in the
// service's summary, at most the three days served are stored, and an answer too large is refused
// unread and not asked again. What a visitor gets is read from the API.

const START = new Date("2026-07-15T06:00:00Z"); // 09:00 in Greece
let now = START;
const clock = () => now;
let database: DatabaseHandle;
let stub: ForecastStub;
const warnings: string[] = [];
const servers: TestServer[] = [];

/** A light breeze over a flat sea: calm at every beach, unless a test spoils a value. */
const CALM: StubHourWeather = {
  windSpeedKmh: 5,
  windGustsKmh: 9,
  waveHeightM: 0.1,
  swellHeightM: 0.1,
};

function service(
  options: Partial<Omit<ForecastServiceOptions, "provider">> & { maxLocations?: number } = {},
) {
  const { maxLocations = 100, ...rest } = options;
  return stubForecastService(stub, {
    db: database.db,
    clock,
    provider: { maxLocations, retries: 3 },
    warn: (message) => warnings.push(message),
    ...rest,
  });
}

/** The API as a visitor's phone reads it, over the same database. */
async function api() {
  const server = await startTestServer(createApp({ db: database.db, clock, forecast: service() }));
  servers.push(server);
  return async <T>(path: string) => {
    const { status, body } = await server.getJson<T>(path);
    expect(status, path).toBe(200);
    return body;
  };
}

async function conditionsOf(slug: string) {
  const get = await api();
  return (await get<{ conditions: BeachConditions }>(`/api/v1/beaches/${slug}`)).conditions;
}

async function calmCount() {
  const get = await api();
  return (await get<{ count: number }>("/api/v1/beaches/count?calm=today")).count;
}

async function storedVerdicts() {
  const rows = await database.db.select({ verdict: beachVerdicts.verdict }).from(beachVerdicts);
  return rows.map((row) => row.verdict);
}

/** Nothing fetched yet: the next refresh derives the points and fetches them all. */
async function forget() {
  await database.db.delete(beachVerdicts);
  await database.db.delete(forecastPoints);
  await database.db.delete(forecastLease);
}

async function storedPoints(kind: "wind" | "marine") {
  // Ordered: PostgreSQL gives no row order without one, and an update may move a row.
  return database.db
    .select()
    .from(forecastPoints)
    .where(eq(forecastPoints.kind, kind))
    .orderBy(asc(forecastPoints.cellLat), asc(forecastPoints.cellLng));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  stub = await startForecastStub({ now: clock });
});
afterAll(async () => {
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  now = START;
  stub.reset();
  warnings.length = 0;
  await forget();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("a provider answering impossible winds", () => {
  it("of -40 km/h makes no beach calm: every day has no verdict, and each value is counted", async () => {
    // The same sea with a light breeze is calm nearly everywhere: what -40 km/h used to read as.
    stub.setWeather(() => CALM);
    expect(await service().refresh()).toMatchObject({ status: "done" });
    expect(await calmCount()).toBeGreaterThan(50);

    await forget();
    stub.setWeather(() => ({ ...CALM, windSpeedKmh: -40 }));
    const fetching = service();
    expect(await fetching.refresh()).toMatchObject({ status: "done" });
    const summary = await fetching.summary();
    expect(summary.sanity).toMatchObject({
      refusedValues: { windSpeedKmh: summary.windPoints * 72, windGustsKmh: 0, waveHeightM: 0 },
      refusedPoints: summary.windPoints,
      droppedHours: 0,
      tooLargeAnswers: 0,
    });
    expect(warnings.splice(0)).toEqual([
      `Forecast answer (wind, ${summary.windPoints} points) trimmed: ${summary.windPoints * 72} windSpeedKmh implausible; ${summary.windPoints} points mostly implausible, stored empty`,
    ]);

    expect(await calmCount()).toBe(0);
    const verdicts = await storedVerdicts();
    expect(verdicts.length).toBeGreaterThan(100);
    expect(new Set(verdicts)).toEqual(new Set(["unknown"]));
    const elafonisi = await conditionsOf("elafonisi");
    expect(elafonisi.days.map((day) => day.headline)).toEqual(["No verdict today", "No verdict tomorrow"]);
    expect(elafonisi.days[0]!.hours[0]).toMatchObject({
      verdict: "unknown",
      explanation: "No verdict: no wind forecast",
      wind_speed_kmh: null,
      wind_text: "No wind forecast",
    });
    // The sea was plausible and is still shown.
    expect(elafonisi.days[0]!.hours[0]!.wave_height_m).toBe(0.1);
  });

  it("of 1e30 km/h is never printed, and no beach gets a verdict from it", async () => {
    stub.setWeather(() => ({ ...CALM, windSpeedKmh: 1e30, windGustsKmh: 1e30 }));
    const fetching = service();
    await fetching.refresh();
    const { sanity, windPoints } = await fetching.summary();
    expect(sanity.refusedValues).toMatchObject({
      windSpeedKmh: windPoints * 72,
      windGustsKmh: windPoints * 72,
    });
    warnings.length = 0;
    const get = await api();
    const text = JSON.stringify(await get("/api/v1/beaches/elafonisi"));
    expect(text).not.toMatch(/e\+30|1e30|Infinity/);
    const list = JSON.stringify(await get("/api/v1/beaches"));
    expect(list).not.toMatch(/e\+30|12 Bft/);
    expect(new Set(await storedVerdicts())).toEqual(new Set(["unknown"]));
  });

  it("given as NaN or strings for some hours leaves those hours without a verdict and the rest rated", async () => {
    // Hours 10-13 of today: four of the ten swimming hours, so the day still has a verdict.
    stub.setWeather((_, hour) =>
      hour >= 10 && hour <= 13
        ? { ...CALM, windSpeedKmh: hour % 2 ? "NaN" : "calm", seaTemperatureC: "warm" }
        : CALM,
    );
    const fetching = service();
    await fetching.refresh();
    const { sanity, windPoints, marinePoints } = await fetching.summary();
    expect(sanity).toMatchObject({
      refusedValues: { windSpeedKmh: windPoints * 4, seaTemperatureC: marinePoints * 4, waveHeightM: 0 },
      refusedPoints: 0,
    });
    expect(warnings.splice(0)).toHaveLength(2);

    const today = (await conditionsOf("elafonisi")).days[0]!;
    expect(today.hours.map((hour) => [hour.time, hour.verdict])).toEqual([
      ["10:00", "unknown"],
      ["11:00", "unknown"],
      ["12:00", "unknown"],
      ["13:00", "unknown"],
      ["14:00", "calm"],
      ["15:00", "calm"],
      ["16:00", "calm"],
      ["17:00", "calm"],
      ["18:00", "calm"],
      ["19:00", "calm"],
    ]);
    expect(today.hours[2]).toMatchObject({
      wind_speed_kmh: null,
      sea_temperature_c: null,
      wave_height_m: 0.1,
    });
    expect(today.hours[4]).toMatchObject({ wind_speed_kmh: 5, sea_temperature_c: 23.5 });
  });

  it("from directions outside 0-360 gives no verdict; a sea from nowhere is left out and said so", async () => {
    stub.setWeather(() => ({ ...CALM, windDirectionDeg: 400, waveDirectionDeg: -5 }));
    const fetching = service();
    await fetching.refresh();
    const { sanity, windPoints, marinePoints } = await fetching.summary();
    expect(sanity).toMatchObject({
      refusedValues: { windDirectionDeg: windPoints * 72, waveDirectionDeg: marinePoints * 72 },
      refusedPoints: windPoints + marinePoints,
    });
    warnings.length = 0;
    const elafonisi = await conditionsOf("elafonisi");
    expect(elafonisi.notice).toBe("no-sea-data");
    expect(elafonisi.days.map((day) => day.verdict)).toEqual(["unknown", "unknown"]);
    expect(elafonisi.days[0]!.hours.every((hour) => hour.wave_height_m === null)).toBe(true);
    expect(await calmCount()).toBe(0);

    // The wind right and only the sea's directions wrong: the verdict rests on the wind, as where the
    // wave model has no sea, and the page says the sea forecast is missing.
    await forget();
    stub.setWeather(() => ({ ...CALM, swellDirectionDeg: 361 }));
    const again = service();
    await again.refresh();
    expect((await again.summary()).sanity.refusedValues.swellDirectionDeg).toBe(marinePoints * 72);
    warnings.length = 0;
    const windOnly = await conditionsOf("elafonisi");
    expect(windOnly.notice).toBe("no-sea-data");
    expect(windOnly.days[0]!.hours[0]).toMatchObject({ verdict: "calm", wave_height_m: null });
  });
});

describe("an answer too large", () => {
  for (const failure of ["huge", "huge-unsized"] as const)
    it(`(${failure === "huge" ? "with" : "without"} Content-Length) is refused unread, asked once, counted, and keeps what is stored`, async () => {
      stub.setWeather(() => CALM);
      await service().refresh();
      const before = await storedPoints("wind");
      const calm = await calmCount();

      now = new Date(START.getTime() + 4 * 3_600_000);
      stub.reset();
      stub.failAlways(failure);
      const fetching = service();
      const result = await fetching.refresh();
      expect(result).toMatchObject({ status: "failed", fetched: 0, requests: 1 });
      expect(result.status === "failed" && result.error).toMatch(
        new RegExp(`^Open-Meteo's answer \\(200\\) is larger than ${MAX_ANSWER_BYTES} bytes`),
      );
      // Not retried as if the network had failed (the client is allowed 3 retries here).
      expect(stub.calls()).toBe(1);
      expect(stub.hugeBytesSent()).toBeLessThan(64 * 1024 * 1024);
      const summary = await fetching.summary();
      expect(summary.sanity.tooLargeAnswers).toBe(1);
      expect(summary.lastError).toMatch(/is larger than/);
      expect(await storedPoints("wind")).toEqual(before);
      expect(await calmCount()).toBe(calm);
    });
});

describe("hours the service does not serve", () => {
  it("are dropped before storing: 20,000 hours a point are stored as today, tomorrow and the day after", async () => {
    // Crete alone keeps the stand-in's work small: 20,000 hours a point for every demo point is 60 MB.
    const [crete] = await database.db
      .select({ areaId: beaches.areaId })
      .from(beaches)
      .where(eq(beaches.slug, "elafonisi"));
    const statuses = await database.db.select({ id: areas.id, status: areas.status }).from(areas);
    await database.db.update(areas).set({ status: "HIDDEN" }).where(ne(areas.id, crete!.areaId));
    try {
      stub.setWeather(() => CALM);
      stub.setHours({ count: 20_000 });
      const fetching = service({ maxLocations: 3 });
      expect(await fetching.refresh()).toMatchObject({ status: "done" });
      const stored = [...(await storedPoints("wind")), ...(await storedPoints("marine"))];
      expect(stored.length).toBeGreaterThan(2);
      for (const point of stored) {
        expect(point.times).toHaveLength(72);
        expect(point.times![0]).toBe("2026-07-15T00:00");
        expect(point.times![71]).toBe("2026-07-17T23:00");
        expect(point.windSpeedKmh ?? point.waveHeightM).toHaveLength(72);
      }
      const { sanity } = await fetching.summary();
      expect(sanity.droppedHours).toBe(stored.length * (20_000 - 72));
      const logged = warnings.splice(0);
      expect(logged.length).toBeGreaterThan(1);
      for (const line of logged) expect(line).toMatch(/ hours outside 2026-07-15, 2026-07-16, 2026-07-17$/);
      expect((await conditionsOf("elafonisi")).days[0]!.verdict).toBe("calm");
    } finally {
      for (const { id, status } of statuses)
        await database.db.update(areas).set({ status }).where(eq(areas.id, id));
    }
  });

  it("of other dates are dropped: yesterday's go, and an answer only for next week gives no verdict", async () => {
    stub.setWeather(() => CALM);
    stub.setHours({ fromDay: -1, count: 96 });
    const fetching = service();
    await fetching.refresh();
    const wind = await storedPoints("wind");
    expect(wind.every((point) => point.times?.length === 72 && point.times[0] === "2026-07-15T00:00")).toBe(
      true,
    );
    const points = (await fetching.summary()).windPoints + (await fetching.summary()).marinePoints;
    expect((await fetching.summary()).sanity.droppedHours).toBe(points * 24);
    warnings.length = 0;

    await forget();
    stub.setHours({ fromDay: 7, count: 72 });
    const later = service();
    await later.refresh();
    expect((await storedPoints("wind")).every((point) => point.times?.length === 0)).toBe(true);
    expect((await later.summary()).sanity.droppedHours).toBe(points * 72);
    warnings.length = 0;
    const elafonisi = await conditionsOf("elafonisi");
    expect(elafonisi.days.map((day) => day.headline)).toEqual(["No verdict today", "No verdict tomorrow"]);
    expect(await calmCount()).toBe(0);
  });
});
