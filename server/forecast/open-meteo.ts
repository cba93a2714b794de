import { z } from "zod";
import { DEFAULT_OPEN_METEO_MARINE_URL, DEFAULT_OPEN_METEO_URL } from "../env.ts";
import type { Position } from "./grid.ts";
import {
  ForecastProviderError,
  type ForecastProvider,
  type HourlySeries,
  type MarineSeries,
  type WindSeries,
} from "./provider.ts";

// Open-Meteo's forecast API (/v1/forecast) and marine API (/v1/marine), many locations per request:
// comma-separated latitude and longitude, answered by a JSON array (a single object for one
// location). Each location counts as one call of the daily quota (ADR 031).

export const FORECAST_TIMEZONE = "Europe/Athens";

/**
 * The largest answer read, in bytes. A full request (100 locations, 3 days of hourly values, the
 * marine API's 6 variables) measures about 400 KB at the stand-in; real answers carry longer
 * numbers, so 4 MiB leaves about ten times that. A larger answer is refused unread (ADR 040).
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const WIND_VARIABLES = ["wind_speed_10m", "wind_direction_10m", "wind_gusts_10m"] as const;
const MARINE_VARIABLES = [
  "wave_height",
  "wave_direction",
  "swell_wave_height",
  "swell_wave_direction",
  "wave_period",
  "sea_surface_temperature",
] as const;

export interface OpenMeteoOptions {
  forecastUrl?: string;
  marineUrl?: string;
  /** Sent as `apikey` (the commercial servers need one). */
  apiKey?: string | undefined;
  /** Today, tomorrow and the day after: tomorrow stays whole through the evening and past midnight. */
  forecastDays?: number;
  /** Locations per request. */
  maxLocations?: number;
  /** Each attempt's limit. */
  timeoutMs?: number;
  /** Answers longer than this many bytes are refused unread (not retried). */
  maxAnswerBytes?: number;
  /** Attempts after the first on 429, 5xx, timeouts and network errors. */
  retries?: number;
  /** The first back-off; it doubles with each retry (plus up to 25% jitter), or follows Retry-After. */
  backoffMs?: number;
  /** The longest single wait, Retry-After included. */
  maxBackoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

// A value that is not a number (a string, a boolean) is kept as NaN for the service to refuse and
// count, rather than failing every location of the request.
const values = z.array(
  z.unknown().transform((value) => (value === null ? null : typeof value === "number" ? value : Number.NaN)),
);

const answerSchema = (variables: readonly string[]) =>
  z.object({
    utc_offset_seconds: z.number().int(),
    hourly: z
      .object({ time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)) })
      .extend(Object.fromEntries(variables.map((name) => [name, values]))),
  });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createOpenMeteoProvider(options: OpenMeteoOptions = {}): ForecastProvider {
  const forecastUrl = (options.forecastUrl ?? DEFAULT_OPEN_METEO_URL).replace(/\/+$/, "");
  const marineUrl = (options.marineUrl ?? DEFAULT_OPEN_METEO_MARINE_URL).replace(/\/+$/, "");
  const forecastDays = options.forecastDays ?? 3;
  const maxLocations = options.maxLocations ?? 100;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const sleep = options.sleep ?? wait;
  const fetcher = options.fetch ?? fetch;

  function urlFor(base: string, path: string, variables: readonly string[], locations: readonly Position[]) {
    const url = new URL(`${base}${path}`);
    // Five decimals (about a metre) keep a 100-location request well under common URL limits.
    url.searchParams.set("latitude", locations.map((at) => at.latitude.toFixed(5)).join(","));
    url.searchParams.set("longitude", locations.map((at) => at.longitude.toFixed(5)).join(","));
    url.searchParams.set("hourly", variables.join(","));
    url.searchParams.set("timezone", FORECAST_TIMEZONE);
    url.searchParams.set("forecast_days", String(forecastDays));
    if (path === "/v1/forecast") url.searchParams.set("wind_speed_unit", "kmh");
    if (options.apiKey) url.searchParams.set("apikey", options.apiKey);
    return url;
  }

  /** One attempt: the parsed JSON body, or a ForecastProviderError saying whether to retry. */
  async function attempt(url: URL): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetcher(url, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      const text = await boundedText(response, maxAnswerBytes);
      if (!response.ok) {
        const reason = /"reason"\s*:\s*"([^"]{1,200})"/.exec(text)?.[1];
        throw new ForecastProviderError(
          "http",
          `Open-Meteo answered ${response.status}${reason ? `: ${reason}` : ""}`,
          response.status,
          retryAfter(response),
        );
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ForecastProviderError(
          "malformed",
          `Open-Meteo's answer is not JSON (${text.length} bytes beginning ${JSON.stringify(text.slice(0, 40))})`,
        );
      }
    } catch (error) {
      if (error instanceof ForecastProviderError) throw error;
      if (controller.signal.aborted)
        throw new ForecastProviderError("timeout", `Open-Meteo did not answer within ${timeoutMs} ms`);
      throw new ForecastProviderError("network", `Open-Meteo could not be reached (${describe(error)})`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function request(url: URL): Promise<unknown> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(url);
      } catch (error) {
        if (!(error instanceof ForecastProviderError) || !retryable(error) || retry >= retries) throw error;
        const exponential = backoffMs * 2 ** retry * (1 + Math.random() / 4);
        await sleep(Math.min(maxBackoffMs, error.retryAfterMs ?? exponential));
      }
    }
  }

  async function series(
    base: string,
    path: string,
    variables: readonly string[],
    locations: readonly Position[],
  ): Promise<{ hourly: HourlySeries; columns: (number | null)[][] }[]> {
    if (locations.length === 0) return [];
    if (locations.length > maxLocations)
      throw new RangeError(`At most ${maxLocations} locations per request (got ${locations.length})`);
    const body = await request(urlFor(base, path, variables, locations));
    const answers = Array.isArray(body) ? body : [body];
    if (answers.length !== locations.length)
      throw new ForecastProviderError(
        "malformed",
        `Open-Meteo answered ${answers.length} locations for the ${locations.length} asked`,
      );
    const schema = answerSchema(variables);
    return answers.map((answer, index) => {
      const parsed = schema.safeParse(answer);
      if (!parsed.success)
        throw new ForecastProviderError(
          "malformed",
          `Open-Meteo's answer for location ${index + 1} is not in the expected shape: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`,
        );
      const hourly = parsed.data.hourly as Record<string, (number | null)[]> & { time: string[] };
      const columns = variables.map((name) => hourly[name]!);
      if (columns.some((column) => column.length !== hourly.time.length))
        throw new ForecastProviderError(
          "malformed",
          `Open-Meteo's answer for location ${index + 1} has series of different lengths`,
        );
      return { hourly: { times: hourly.time, utcOffsetSeconds: parsed.data.utc_offset_seconds }, columns };
    });
  }

  return {
    maxLocations,
    async wind(locations): Promise<WindSeries[]> {
      const answers = await series(forecastUrl, "/v1/forecast", WIND_VARIABLES, locations);
      return answers.map(({ hourly, columns: [speed, direction, gusts] }) => ({
        ...hourly,
        windSpeedKmh: speed!,
        windDirectionDeg: direction!,
        windGustsKmh: gusts!,
      }));
    },
    async marine(locations): Promise<MarineSeries[]> {
      const answers = await series(marineUrl, "/v1/marine", MARINE_VARIABLES, locations);
      return answers.map(({ hourly, columns: [height, direction, swell, swellDirection, period, sea] }) => ({
        ...hourly,
        waveHeightM: height!,
        waveDirectionDeg: direction!,
        swellHeightM: swell!,
        swellDirectionDeg: swellDirection!,
        wavePeriodS: period!,
        seaTemperatureC: sea!,
      }));
    },
  };
}

/** A failure the network may not repeat. An answer too large is the provider's error: asking again fetches it again. */
function retryable(error: ForecastProviderError): boolean {
  if (error.failure === "timeout" || error.failure === "network") return true;
  return error.failure === "http" && (error.status === 429 || (error.status ?? 0) >= 500);
}

/** Retry-After in milliseconds, when the answer gives it in seconds. */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds >= 0 && response.headers.has("retry-after")
    ? seconds * 1000
    : undefined;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The body as text, refused unread when its declared length is over `limit` and abandoned as soon as
 * more than `limit` bytes have come (an answer without Content-Length, or one that lies).
 */
async function boundedText(response: Response, limit: number): Promise<string> {
  const tooLarge = (size: string) =>
    new ForecastProviderError(
      "too-large",
      `Open-Meteo's answer (${response.status}) is larger than ${limit} bytes (${size}); not read`,
      response.status,
    );
  const declared = Number(response.headers.get("content-length"));
  if (response.headers.has("content-length") && Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`Content-Length ${declared}`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(`more than ${limit} bytes read`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
