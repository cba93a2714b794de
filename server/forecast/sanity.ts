import {
  plausibleValue,
  type ForecastVariable,
  type MarineVariable,
  type WindVariable,
} from "#core/sea/forecast-ranges.ts";
import type { MarineSeries, WindSeries } from "./provider.ts";

// What the forecast service stores of a provider's answer (ADR 040): only the hours of the days it
// serves, and only values a real sea and sky can have. A value outside its range becomes null, and
// an hour missing its wind has no verdict (core/sea/calm.ts rates it "wind-unknown"), so nonsense can
// never read as calm. The ranges are core/sea/forecast-ranges.ts. Pure: the service counts and logs
// what was refused.

/**
 * A point with more than this share of its hours refused is not trusted at all: every value of it
 * is stored as null, so its beaches get no verdict rather than one from the few hours that looked
 * right in an answer that was mostly wrong.
 */
export const REFUSED_POINT_SHARE = 0.5;

const TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):00$/;

const WIND_VARIABLES: readonly WindVariable[] = ["windSpeedKmh", "windGustsKmh", "windDirectionDeg"];
/** The values the verdict rests on: one of them refused and the hour's sea is not trusted. */
const SEA_VARIABLES: readonly MarineVariable[] = [
  "waveHeightM",
  "waveDirectionDeg",
  "swellHeightM",
  "swellDirectionDeg",
];
/** Shown beside the verdict, never used by it: refused alone. */
const SHOWN_VARIABLES: readonly MarineVariable[] = ["wavePeriodS", "seaTemperatureC"];

/** What was refused in one answer; the service adds them up. */
export interface SanityReport {
  /** Values outside their range or not numbers (NaN from the client), by variable. */
  refusedValues: Partial<Record<ForecastVariable, number>>;
  /** Hours dropped: outside the days served, repeated, out of order or not on the hour. */
  droppedHours: number;
  /** 1 when the point was mostly implausible and stored without any value. */
  refusedPoints: number;
}

const isPlausible = (variable: ForecastVariable, value: number | null) =>
  value === null || plausibleValue(variable, value) !== null;

/**
 * The hours of `dates` ('YYYY-MM-DD', Greek) in order, each once: the indexes kept. At most 24 a
 * date, so never more than the days served hold however many the provider sent.
 */
function keptHours(times: readonly string[], dates: readonly string[]): number[] {
  const wanted = new Set(dates);
  const kept: number[] = [];
  let last = "";
  for (const [index, time] of times.entries()) {
    const match = TIME.exec(time);
    if (!match || !wanted.has(match[1]!) || time <= last) continue;
    kept.push(index);
    last = time;
  }
  return kept;
}

/**
 * One point's answer made safe to store: the hours of `dates` only; in each hour, wind values as a
 * group (one refused and the hour has no wind, so no verdict), the sea's heights and directions as a
 * group, the period and the temperature alone. A point with more than REFUSED_POINT_SHARE of its
 * hours refused keeps its hours with every value null.
 */
export function saneSeries<Series extends WindSeries | MarineSeries>(
  series: Series,
  dates: readonly string[],
): { series: Series; report: SanityReport } {
  const kept = keptHours(series.times, dates);
  const report: SanityReport = {
    refusedValues: {},
    droppedHours: series.times.length - kept.length,
    refusedPoints: 0,
  };
  const groups: { variables: readonly ForecastVariable[]; together: boolean }[] =
    "windSpeedKmh" in series
      ? [{ variables: WIND_VARIABLES, together: true }]
      : [
          { variables: SEA_VARIABLES, together: true },
          ...SHOWN_VARIABLES.map((variable) => ({ variables: [variable], together: false })),
        ];
  const source = series as unknown as Record<ForecastVariable, readonly (number | null)[]>;
  const columns: Partial<Record<ForecastVariable, (number | null)[]>> = {};
  for (const { variables } of groups)
    for (const variable of variables)
      columns[variable] = kept.map((index) => source[variable][index] ?? null);

  let refusedHours = 0;
  for (const [hour] of kept.entries()) {
    let refused = false;
    for (const { variables, together } of groups) {
      const bad = variables.filter((variable) => !isPlausible(variable, columns[variable]![hour] ?? null));
      if (bad.length === 0) continue;
      for (const variable of bad) report.refusedValues[variable] = (report.refusedValues[variable] ?? 0) + 1;
      for (const variable of together ? variables : bad) columns[variable]![hour] = null;
      refused = true;
    }
    if (refused) refusedHours += 1;
  }
  if (kept.length > 0 && refusedHours > kept.length * REFUSED_POINT_SHARE) {
    report.refusedPoints = 1;
    for (const variable of Object.keys(columns) as ForecastVariable[])
      columns[variable] = kept.map(() => null);
  }
  return {
    series: { ...series, times: kept.map((index) => series.times[index]!), ...columns },
    report,
  };
}
