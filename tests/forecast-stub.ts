// A local stand-in for Open-Meteo's forecast API (/v1/forecast) and marine API (/v1/marine), speaking
// their format: a single object for one location, an array for several, `hourly.time` as local
// 'YYYY-MM-DDTHH:mm' strings in the requested time zone, `hourly_units`, `utc_offset_seconds`, null
// marine values over land. Tests script the weather and the failures and count the requests; the e2e
// run starts it as a server of its own (playwright.config.ts), controlled over /__stub/*.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ForecastSettings } from "#server/composition.ts";

/** The forecast settings of a server that asks this stand-in at `url` for both of its APIs. */
export function standInSettings(url: string): ForecastSettings {
  return { FORECAST: "on", OPEN_METEO_URL: url, OPEN_METEO_MARINE_URL: url, OPEN_METEO_API_KEY: undefined };
}

export interface StubWeather {
  windSpeedKmh: number;
  windGustsKmh: number;
  /** Where the wind comes from, degrees clockwise from north. */
  windDirectionDeg: number;
  waveHeightM: number;
  waveDirectionDeg: number;
  swellHeightM: number;
  swellDirectionDeg: number;
  wavePeriodS: number;
  seaTemperatureC: number;
}

/** A north meltemi of 5 Beaufort (29-38 km/h) over the Aegean: the stub's weather unless told otherwise. */
export const MELTEMI: StubWeather = {
  windSpeedKmh: 34,
  windGustsKmh: 48,
  windDirectionDeg: 0,
  waveHeightM: 1.4,
  waveDirectionDeg: 5,
  swellHeightM: 0.6,
  swellDirectionDeg: 350,
  wavePeriodS: 5,
  seaTemperatureC: 23.5,
};

/**
 * 429, 500 (or any status), an answer that never comes, a body that is not JSON, a wrong count, or
 * a 200 answer of HUGE_ANSWER_BYTES, with its Content-Length (`huge`) or without (`huge-unsized`,
 * sent in chunks); a huge body is produced only as fast as the client reads it.
 */
export type StubFailure = number | "hang" | "malformed" | "wrong-count" | "huge" | "huge-unsized";

/** The size of a `huge` answer: the 600 MB a provider once sent. */
export const HUGE_ANSWER_BYTES = 600 * 1024 * 1024;

/** A hostile provider's value: any JSON the weather function gives is sent as it is. */
export type StubValue = number | string | boolean | null;
export type StubHourWeather = Partial<Record<keyof StubWeather, StubValue>>;

/** Which hours an answer lists: `count` hours from local midnight `fromDay` days after today. */
export interface StubHours {
  fromDay?: number;
  count?: number;
}

export interface StubPosition {
  latitude: number;
  longitude: number;
}

export interface StubRequest {
  path: string;
  locations: number;
  /** The query as sent: hourly, timezone, forecast_days, wind_speed_unit, apikey. */
  query: Record<string, string>;
}

export interface ForecastStubOptions {
  port?: number;
  /** The stub's clock: which day `today` is. */
  now?: () => Date;
  /** The weather at a position in the answer's `hour`-th hour; values may be anything (StubValue). */
  weather?: (at: StubPosition, hour: number) => StubHourWeather;
  /** Positions where the wave model has no sea: every marine value null. */
  land?: (at: StubPosition) => boolean;
}

export interface ForecastStub {
  url: string;
  port: number;
  requests: StubRequest[];
  /** Requests to a path (/v1/forecast, /v1/marine), or to both. */
  calls(path?: string): number;
  /** Locations asked at a path, or at both: what Open-Meteo counts against the quota. */
  locations(path?: string): number;
  /** The next `times` requests fail so (the rest answer). */
  failNext(failure: StubFailure, times?: number): void;
  /** Every request fails so until called again with null. */
  failAlways(failure: StubFailure | null): void;
  setWeather(weather: ForecastStubOptions["weather"]): void;
  setLand(land: ForecastStubOptions["land"]): void;
  /** Bytes of `huge` answers written: what clients read of them, give or take the sockets' buffers. */
  hugeBytesSent(): number;
  /** The hours the answers list instead of `forecast_days` days from today's midnight. */
  setHours(hours: StubHours | null): void;
  /** Forgets the requests, failures, weather, land and hours. */
  reset(): void;
  close(): Promise<void>;
}

const WIND_VARIABLES: Record<string, [keyof StubWeather, string]> = {
  wind_speed_10m: ["windSpeedKmh", "km/h"],
  wind_gusts_10m: ["windGustsKmh", "km/h"],
  wind_direction_10m: ["windDirectionDeg", "°"],
};
const MARINE_VARIABLES: Record<string, [keyof StubWeather, string]> = {
  wave_height: ["waveHeightM", "m"],
  wave_direction: ["waveDirectionDeg", "°"],
  swell_wave_height: ["swellHeightM", "m"],
  swell_wave_direction: ["swellDirectionDeg", "°"],
  wave_period: ["wavePeriodS", "s"],
  sea_surface_temperature: ["seaTemperatureC", "°C"],
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from UTC at `instant`, in seconds. */
function offsetSeconds(zone: string, instant: Date): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    // One formatter a zone: answers may list 20,000 hours.
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const local = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 1000);
}

/** 'YYYY-MM-DDTHH:mm' of `instant` in `zone`. */
function localTime(zone: string, instant: Date): string {
  return new Date(instant.getTime() + offsetSeconds(zone, instant) * 1000).toISOString().slice(0, 16);
}

/** `count` hours from local midnight `fromDay` days after today, as Open-Meteo lists them. */
function hoursOf(zone: string, now: Date, count: number, fromDay = 0): string[] {
  const today = localTime(zone, now).slice(0, 10);
  const midnight = Date.parse(`${today}T00:00:00Z`) + fromDay * 86_400_000;
  let start = midnight - offsetSeconds(zone, now) * 1000;
  // Near a change of offset, midnight may have had the other one.
  start = midnight - offsetSeconds(zone, new Date(start)) * 1000;
  return Array.from({ length: count }, (_, hour) => localTime(zone, new Date(start + hour * 3_600_000)));
}

export async function startForecastStub(options: ForecastStubOptions = {}): Promise<ForecastStub> {
  const now = options.now ?? (() => new Date());
  let weather = options.weather;
  let land = options.land;
  let shape: StubHours | null = null;
  let hugeBytes = 0;
  const requests: StubRequest[] = [];
  const pending: { failure: StubFailure; times: number }[] = [];
  let always: StubFailure | null = null;
  const hanging = new Set<ServerResponse>();

  function answer(path: string, query: URLSearchParams, response: ServerResponse) {
    const variables = path === "/v1/marine" ? MARINE_VARIABLES : WIND_VARIABLES;
    const latitudes = (query.get("latitude") ?? "").split(",").map(Number);
    const longitudes = (query.get("longitude") ?? "").split(",").map(Number);
    const hourly = (query.get("hourly") ?? "").split(",").filter(Boolean);
    const zone = query.get("timezone") ?? "GMT";
    const days = Number(query.get("forecast_days") ?? 7);
    const invalid =
      latitudes.length !== longitudes.length ||
      [...latitudes, ...longitudes].some((value) => !Number.isFinite(value)) ||
      hourly.some((name) => !(name in variables)) ||
      !Number.isInteger(days) ||
      days < 1 ||
      days > 16;
    if (invalid) {
      send(response, 400, { error: true, reason: "Cannot initialize the request from the given parameters" });
      return;
    }
    const times = hoursOf(zone, now(), shape?.count ?? days * 24, shape?.fromDay ?? 0);
    const offset = offsetSeconds(zone, now());
    const locations = latitudes.map((latitude, index) => {
      const at = { latitude, longitude: longitudes[index]! };
      const dry = path === "/v1/marine" && (land?.(at) ?? false);
      const series: Record<string, StubValue[]> = { time: times };
      // Each hour's weather worked out once for all its variables: answers may list 20,000 hours.
      const weathers = dry ? null : times.map((_, hour) => ({ ...MELTEMI, ...weather?.(at, hour) }));
      for (const name of hourly) {
        const [field] = variables[name]!;
        series[name] = weathers ? weathers.map((hour) => hour[field]) : times.map(() => null);
      }
      return {
        // Open-Meteo answers with the model cell's own coordinates, close to those asked.
        latitude: Math.round(latitude * 16) / 16,
        longitude: Math.round(at.longitude * 16) / 16,
        generationtime_ms: 0.5,
        utc_offset_seconds: offset,
        timezone: zone,
        timezone_abbreviation: offset === 10_800 ? "EEST" : offset === 7_200 ? "EET" : "GMT",
        elevation: 0,
        hourly_units: Object.fromEntries([
          ["time", "iso8601"],
          ...hourly.map((name) => [name, variables[name]![1]]),
        ]),
        hourly: series,
      };
    });
    send(response, 200, locations.length === 1 ? locations[0] : locations);
  }

  function fail(failure: StubFailure, response: ServerResponse) {
    if (failure === "hang") {
      hanging.add(response);
      response.on("close", () => hanging.delete(response));
      return;
    }
    if (failure === "malformed") {
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end('{"latitude": 37.5, "hourly": {"time": [');
      return;
    }
    if (failure === "huge" || failure === "huge-unsized") {
      void sendHuge(response, failure === "huge", (bytes) => {
        hugeBytes += bytes;
      });
      return;
    }
    if (failure === "wrong-count") {
      send(response, 200, []);
      return;
    }
    const reason =
      failure === 429
        ? "Minutely API request limit exceeded. Please try again in one minute."
        : "Server error";
    send(response, failure, { error: true, reason });
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stub");
      if (url.pathname === "/health") return void response.writeHead(200).end("ok");
      if (url.pathname.startsWith("/__stub/")) return void (await control(url.pathname, request, response));
      if (url.pathname !== "/v1/forecast" && url.pathname !== "/v1/marine")
        return void send(response, 404, { error: true, reason: "Not found" });
      requests.push({
        path: url.pathname,
        locations: (url.searchParams.get("latitude") ?? "").split(",").length,
        query: Object.fromEntries(
          [...url.searchParams].filter(([name]) => !/^(latitude|longitude)$/.test(name)),
        ),
      });
      const next = pending[0];
      if (next) {
        next.times -= 1;
        if (next.times <= 0) pending.shift();
        return fail(next.failure, response);
      }
      if (always !== null) return fail(always, response);
      answer(url.pathname, url.searchParams, response);
    })();
  });

  /** The e2e run's controls: the same as the object's methods, over HTTP. */
  async function control(path: string, request: IncomingMessage, response: ServerResponse) {
    let body: Record<string, unknown> = {};
    if (request.method === "POST") {
      let text = "";
      for await (const chunk of request) text += String(chunk);
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    }
    if (path === "/__stub/requests")
      return send(response, 200, {
        forecast: stub.calls("/v1/forecast"),
        marine: stub.calls("/v1/marine"),
        requests,
      });
    if (path === "/__stub/reset") {
      stub.reset();
      return send(response, 200, { ok: true });
    }
    if (path === "/__stub/fail") {
      const failure = (body.failure ?? null) as StubFailure | null;
      if (body.times && failure !== null) stub.failNext(failure, Number(body.times));
      else stub.failAlways(failure);
      return send(response, 200, { ok: true });
    }
    if (path === "/__stub/weather") {
      // { default: {...}, points: [{ latitude, longitude, radiusDeg, weather: {...} }], land: [{...}] }
      const fallback = (body.default ?? {}) as StubHourWeather;
      const points = (body.points ?? []) as (StubPosition & {
        radiusDeg?: number;
        weather: StubHourWeather;
      })[];
      const near = (a: StubPosition, b: StubPosition, radius = 0.2) =>
        Math.abs(a.latitude - b.latitude) <= radius && Math.abs(a.longitude - b.longitude) <= radius;
      stub.setWeather((at) => ({
        ...fallback,
        ...points.find((point) => near(at, point, point.radiusDeg))?.weather,
      }));
      const dry = (body.land ?? []) as (StubPosition & { radiusDeg?: number })[];
      stub.setLand((at) => dry.some((point) => near(at, point, point.radiusDeg ?? 0.05)));
      return send(response, 200, { ok: true });
    }
    if (path === "/__stub/hours") {
      // { fromDay, count }, or {} for the days asked
      stub.setHours(body.count === undefined && body.fromDay === undefined ? null : (body as StubHours));
      return send(response, 200, { ok: true });
    }
    send(response, 404, { error: true, reason: "No such control" });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const stub: ForecastStub = {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    calls: (path) => requests.filter((request) => !path || request.path === path).length,
    locations: (path) =>
      requests
        .filter((request) => !path || request.path === path)
        .reduce((sum, request) => sum + request.locations, 0),
    failNext(failure, times = 1) {
      pending.push({ failure, times });
    },
    failAlways(failure) {
      always = failure;
    },
    setWeather(next) {
      weather = next;
    },
    setLand(next) {
      land = next;
    },
    hugeBytesSent: () => hugeBytes,
    setHours(next) {
      shape = next;
    },
    reset() {
      requests.length = 0;
      pending.length = 0;
      always = null;
      weather = options.weather;
      land = options.land;
      shape = null;
      hugeBytes = 0;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return stub;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

/**
 * HUGE_ANSWER_BYTES of a JSON array, written as the client reads it (waiting on 'drain'), so a
 * client that stops reading costs the stub nothing more; it stops when the connection closes.
 */
async function sendHuge(response: ServerResponse, withLength: boolean, sent: (bytes: number) => void) {
  const chunk = Buffer.from(`{"hourly":{"time":[${'"2026-07-15T00:00",'.repeat(3000)}"x"]}},`);
  response.writeHead(200, {
    "Content-Type": "application/json; charset=utf-8",
    ...(withLength ? { "Content-Length": String(HUGE_ANSWER_BYTES) } : {}),
  });
  let written = 1;
  response.write("[");
  sent(1);
  while (written + chunk.length <= HUGE_ANSWER_BYTES && !response.destroyed) {
    written += chunk.length;
    sent(chunk.length);
    if (!response.write(chunk))
      await new Promise<void>((resolve) => {
        const go = () => {
          response.off("drain", go).off("close", go);
          resolve();
        };
        response.on("drain", go).on("close", go);
      });
  }
  if (response.destroyed) return;
  sent(HUGE_ANSWER_BYTES - written);
  response.end(" ".repeat(HUGE_ANSWER_BYTES - written - 1) + "]");
}

// `node --import tsx tests/forecast-stub.ts`: a stub on FORECAST_STUB_PORT until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stub = await startForecastStub({ port: Number(process.env.FORECAST_STUB_PORT ?? 4200) });
  console.log(`Forecast stub listening on ${stub.url}`);
}
