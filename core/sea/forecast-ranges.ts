// The values a forecast may hold (ADR 040): the ranges a real sky and sea keep to, generous enough
// that no true Greek forecast is ever refused. The forecast service refuses values outside them
// before storing (server/forecast/sanity.ts), and the conditions' wording never prints one.

/** Mean wind at 10 m, km/h: above the strongest sustained winds measured anywhere (about 250 in a category 5 typhoon). */
export const WIND_SPEED_MAX_KMH = 250;
/**
 * Gusts: the worst gusts of the Mediterranean's storms (medicanes) measure about 200 km/h, and only
 * the strongest tropical cyclones reach 350; a forecast gust above that is an error.
 */
export const WIND_GUSTS_MAX_KMH = 350;
/** Significant wave height, metres: the highest measured is about 19 m (North Atlantic); the Mediterranean's about 10. */
export const WAVE_HEIGHT_MAX_M = 25;
/** Wave period, seconds: long ocean swell reaches 20-25 s; 0 is what a model gives a sea without waves. */
export const WAVE_PERIOD_MAX_S = 30;
/** Sea water freezes at about -1.9 °C; the warmest open seas (the Gulf) reach about 36. */
export const SEA_TEMPERATURE_MIN_C = -2;
export const SEA_TEMPERATURE_MAX_C = 40;
/** Directions are degrees clockwise from north; both 0 and 360 mean north. */
export const DIRECTION_MAX_DEG = 360;

export type WindVariable = "windSpeedKmh" | "windGustsKmh" | "windDirectionDeg";
export type MarineVariable =
  | "waveHeightM"
  | "waveDirectionDeg"
  | "swellHeightM"
  | "swellDirectionDeg"
  | "wavePeriodS"
  | "seaTemperatureC";
export type ForecastVariable = WindVariable | MarineVariable;

export const PLAUSIBLE: Record<ForecastVariable, readonly [min: number, max: number]> = {
  windSpeedKmh: [0, WIND_SPEED_MAX_KMH],
  windGustsKmh: [0, WIND_GUSTS_MAX_KMH],
  windDirectionDeg: [0, DIRECTION_MAX_DEG],
  waveHeightM: [0, WAVE_HEIGHT_MAX_M],
  waveDirectionDeg: [0, DIRECTION_MAX_DEG],
  swellHeightM: [0, WAVE_HEIGHT_MAX_M],
  swellDirectionDeg: [0, DIRECTION_MAX_DEG],
  wavePeriodS: [0, WAVE_PERIOD_MAX_S],
  seaTemperatureC: [SEA_TEMPERATURE_MIN_C, SEA_TEMPERATURE_MAX_C],
};

/** The value when it is a finite number within its range; otherwise null. */
export function plausibleValue(variable: ForecastVariable, value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const [min, max] = PLAUSIBLE[variable];
  return value >= min && value <= max ? value : null;
}
