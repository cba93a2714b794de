import type { Position } from "./grid.ts";

// The one interface the forecast service fetches through (ADR 031). Open-Meteo is behind it today
// (server/forecast/open-meteo.ts); tests point that client at tests/forecast-stub.ts.

/**
 * Hours as the provider gives them: local times in Europe/Athens and the offset from UTC. A value the
 * provider sent that is not a number comes as NaN; nothing here is checked against physical ranges
 * (the service does that before storing: server/forecast/sanity.ts).
 */
export interface HourlySeries {
  /** 'YYYY-MM-DDTHH:mm', local time. */
  times: string[];
  utcOffsetSeconds: number;
}

export interface WindSeries extends HourlySeries {
  windSpeedKmh: (number | null)[];
  windGustsKmh: (number | null)[];
  /** Where the wind blows from, degrees clockwise from north. */
  windDirectionDeg: (number | null)[];
}

/** Every value is null where the wave model has no sea (a cell on land). */
export interface MarineSeries extends HourlySeries {
  waveHeightM: (number | null)[];
  waveDirectionDeg: (number | null)[];
  swellHeightM: (number | null)[];
  swellDirectionDeg: (number | null)[];
  wavePeriodS: (number | null)[];
  seaTemperatureC: (number | null)[];
}

export interface ForecastProvider {
  /** The most locations one call of wind() or marine() takes. */
  readonly maxLocations: number;
  /** The hourly wind at each location, in the order given. */
  wind(locations: readonly Position[]): Promise<WindSeries[]>;
  /** The hourly sea state at each location, in the order given. */
  marine(locations: readonly Position[]): Promise<MarineSeries[]>;
}

/** `too-large`: the answer was over the client's size bound and was not read (never retried). */
export type ForecastProviderFailure = "http" | "timeout" | "network" | "malformed" | "too-large";

/** The provider did not answer usefully; nothing of the request may be stored. */
export class ForecastProviderError extends Error {
  override name = "ForecastProviderError";
  constructor(
    readonly failure: ForecastProviderFailure,
    message: string,
    readonly status?: number,
    /** How long the provider asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
