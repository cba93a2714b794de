import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HUGE_ANSWER_BYTES, startForecastStub, type ForecastStub } from "#tests/forecast-stub.ts";
import { createOpenMeteoProvider, MAX_ANSWER_BYTES, type OpenMeteoOptions } from "./open-meteo.ts";
import { ForecastProviderError } from "./provider.ts";

// The Open-Meteo client against the local stand-in that speaks Open-Meteo's format: answers for one
// and for many locations, nulls at land cells, and every failure the refresh must survive.

const NOW = new Date("2026-07-15T06:00:00Z"); // 09:00 in Greece (EEST, UTC+3)
const ELAFONISI = { latitude: 35.27, longitude: 23.54 };
const CANAL_D_AMOUR = { latitude: 39.8, longitude: 19.7 };
const INLAND = { latitude: 39.6, longitude: 22.0 };

let stub: ForecastStub;
let waits: number[];

beforeAll(async () => {
  stub = await startForecastStub({ now: () => NOW });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.reset();
  waits = [];
});

const client = (options: OpenMeteoOptions = {}) =>
  createOpenMeteoProvider({
    forecastUrl: stub.url,
    marineUrl: `${stub.url}/`,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });

describe("the Open-Meteo client", () => {
  it("asks for many locations in one request and reads the array answer in order", async () => {
    stub.setWeather((at) => (at.latitude > 39 ? { windDirectionDeg: 10 } : { windDirectionDeg: 200 }));
    const answers = await client().wind([ELAFONISI, CANAL_D_AMOUR]);
    expect(stub.calls("/v1/forecast")).toBe(1);
    expect(stub.locations()).toBe(2);
    expect(answers).toHaveLength(2);
    expect(answers[0]!.windDirectionDeg[0]).toBe(200);
    expect(answers[1]!.windDirectionDeg[0]).toBe(10);
    // Three days of local hours from midnight in Greece.
    expect(answers[0]!.times).toHaveLength(72);
    expect(answers[0]!.times[0]).toBe("2026-07-15T00:00");
    expect(answers[0]!.times[71]).toBe("2026-07-17T23:00");
    expect(answers[0]!.utcOffsetSeconds).toBe(10_800);
    expect(answers[0]!.windSpeedKmh[10]).toBe(34);
    expect(answers[0]!.windGustsKmh[10]).toBe(48);
  });

  it("sends the variables, the time zone, the days, km/h and the API key as Open-Meteo names them", async () => {
    await client({ apiKey: "secret-key" }).wind([ELAFONISI]);
    await client().marine([ELAFONISI]);
    const [wind, marine] = stub.requests;
    expect(wind!.query).toEqual({
      hourly: "wind_speed_10m,wind_direction_10m,wind_gusts_10m",
      timezone: "Europe/Athens",
      forecast_days: "3",
      wind_speed_unit: "kmh",
      apikey: "secret-key",
    });
    expect(marine!.path).toBe("/v1/marine");
    expect(marine!.query).toEqual({
      hourly:
        "wave_height,wave_direction,swell_wave_height,swell_wave_direction,wave_period,sea_surface_temperature",
      timezone: "Europe/Athens",
      forecast_days: "3",
    });
  });

  it("reads the single object Open-Meteo gives for one location", async () => {
    const [answer] = await client().marine([ELAFONISI]);
    expect(answer!.waveHeightM[0]).toBe(1.4);
    expect(answer!.seaTemperatureC[0]).toBe(23.5);
    expect(answer!.times).toHaveLength(72);
  });

  it("keeps the nulls of a marine cell on land as nulls", async () => {
    stub.setLand((at) => at.latitude === INLAND.latitude);
    const [sea, land] = await client().marine([ELAFONISI, INLAND]);
    expect(sea!.waveHeightM.every((value) => value === 1.4)).toBe(true);
    expect(land!.waveHeightM).toHaveLength(72);
    expect(land!.waveHeightM.every((value) => value === null)).toBe(true);
    expect(land!.seaTemperatureC.every((value) => value === null)).toBe(true);
  });

  it("waits and tries again after a 429, doubling the wait", async () => {
    stub.failNext(429, 2);
    const answers = await client({ backoffMs: 100 }).wind([ELAFONISI]);
    expect(answers[0]!.windSpeedKmh[0]).toBe(34);
    expect(stub.calls()).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(100);
    expect(waits[0]).toBeLessThanOrEqual(125);
    expect(waits[1]).toBeGreaterThanOrEqual(200);
    expect(waits[1]).toBeLessThanOrEqual(250);
  });

  it("gives up on a provider that keeps failing after a bounded number of retries", async () => {
    stub.failAlways(500);
    const failure = await client({ retries: 2 })
      .wind([ELAFONISI])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ForecastProviderError);
    expect(failure).toMatchObject({
      failure: "http",
      status: 500,
      message: "Open-Meteo answered 500: Server error",
    });
    expect(stub.calls()).toBe(3);
    expect(waits.every((ms) => ms <= 30_000)).toBe(true);
  });

  it("does not retry a request Open-Meteo refuses (400)", async () => {
    stub.failNext(400);
    await expect(client().wind([ELAFONISI])).rejects.toMatchObject({ failure: "http", status: 400 });
    expect(stub.calls()).toBe(1);
  });

  it("stops waiting for an answer that does not come, and tries again", async () => {
    stub.failNext("hang");
    const answers = await client({ timeoutMs: 150 }).wind([ELAFONISI]);
    expect(answers).toHaveLength(1);
    expect(stub.calls()).toBe(2);

    stub.failAlways("hang");
    await expect(client({ timeoutMs: 100, retries: 1 }).wind([ELAFONISI])).rejects.toMatchObject({
      failure: "timeout",
      message: "Open-Meteo did not answer within 100 ms",
    });
  });

  it("says clearly when the answer is not JSON or not the shape asked for", async () => {
    stub.failNext("malformed");
    await expect(client().wind([ELAFONISI])).rejects.toMatchObject({
      failure: "malformed",
      message: expect.stringMatching(/^Open-Meteo's answer is not JSON/),
    });
    stub.failNext("wrong-count");
    await expect(client().wind([ELAFONISI, CANAL_D_AMOUR])).rejects.toMatchObject({
      failure: "malformed",
      message: "Open-Meteo answered 0 locations for the 2 asked",
    });
  });

  it("reports an unreachable provider as a network failure", async () => {
    const closed = await startForecastStub();
    await closed.close();
    await expect(
      createOpenMeteoProvider({ forecastUrl: closed.url, retries: 1, sleep: async () => undefined }).wind([
        ELAFONISI,
      ]),
    ).rejects.toMatchObject({ failure: "network" });
  });

  it("refuses more locations than one request takes", async () => {
    await expect(client({ maxLocations: 1 }).wind([ELAFONISI, CANAL_D_AMOUR])).rejects.toThrow(RangeError);
    expect(stub.calls()).toBe(0);
  });
});

describe("a hostile answer", () => {
  it("is refused unread when its Content-Length is over the bound, and not asked again", async () => {
    stub.failAlways("huge");
    const started = performance.now();
    await expect(client().marine([ELAFONISI])).rejects.toMatchObject({
      failure: "too-large",
      status: 200,
      message: `Open-Meteo's answer (200) is larger than ${MAX_ANSWER_BYTES} bytes (Content-Length ${HUGE_ANSWER_BYTES}); not read`,
    });
    // One request: an answer too large is the provider's error, not the network's.
    expect(stub.calls()).toBe(1);
    expect(waits).toEqual([]);
    // Of the 600 MB only what the sockets buffered before the client hung up was ever written.
    expect(stub.hugeBytesSent()).toBeLessThan(HUGE_ANSWER_BYTES / 10);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("is abandoned as soon as the bound is passed when it says no length", async () => {
    stub.failAlways("huge-unsized");
    await expect(client().wind([ELAFONISI])).rejects.toMatchObject({
      failure: "too-large",
      message: `Open-Meteo's answer (200) is larger than ${MAX_ANSWER_BYTES} bytes (more than ${MAX_ANSWER_BYTES} bytes read); not read`,
    });
    expect(stub.calls()).toBe(1);
    expect(waits).toEqual([]);
    expect(stub.hugeBytesSent()).toBeGreaterThan(MAX_ANSWER_BYTES);
    expect(stub.hugeBytesSent()).toBeLessThan(HUGE_ANSWER_BYTES / 10);
  });

  it("of 20,000 hours for ten locations is over the bound; for one location it is read whole", async () => {
    stub.setHours({ count: 20_000 });
    const many = Array.from({ length: 10 }, (_, index) => ({
      latitude: 35 + index / 100,
      longitude: 23 + index / 100,
    }));
    await expect(client().wind(many)).rejects.toMatchObject({ failure: "too-large" });
    expect(stub.calls()).toBe(1);
    // One location's 20,000 hours fit: the service keeps only the days it serves (forecast-sanity.test.ts).
    const [one] = await client().wind([ELAFONISI]);
    expect(one!.times).toHaveLength(20_000);
  });

  it("hands values that are not numbers on as NaN, for the service to refuse, and keeps the rest", async () => {
    stub.setWeather((_, hour) =>
      hour === 0 ? { windSpeedKmh: "NaN", windGustsKmh: true, windDirectionDeg: "north" } : {},
    );
    const [answer] = await client().wind([ELAFONISI]);
    expect(answer!.windSpeedKmh[0]).toBeNaN();
    expect(answer!.windGustsKmh[0]).toBeNaN();
    expect(answer!.windDirectionDeg[0]).toBeNaN();
    expect(answer!.windSpeedKmh[1]).toBe(34);
    // Out-of-range numbers are passed on as they came: the client checks the shape, not the weather.
    stub.setWeather(() => ({ windSpeedKmh: -40 }));
    expect((await client().wind([ELAFONISI]))[0]!.windSpeedKmh[5]).toBe(-40);
  });
});
