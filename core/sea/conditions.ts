import {
  beaufort,
  dayCaution,
  dayVerdict,
  type DaySummary,
  rateHour,
  swimmingHours,
  type BeachExposure,
  type CalmReason,
  type CalmVerdict,
  type HourWeather,
  type SeaCaution,
  type WindSide,
} from "./calm.ts";
import { nearestBearingIndex } from "./coast.ts";
import { plausibleValue } from "./forecast-ranges.ts";
import type { Translator } from "../i18n/translator.ts";
import { COMPASS_POINTS } from "../pages/wording.ts";

// The day's sea at one beach, as the beach page and GET /api/v1/beaches/{slug} give it: each swimming
// hour rated by core/sea/calm.ts, the day's verdict and summary, and why any part is missing. Pure: the
// server reads the stored forecast and the beach's coast facts and hands them in.

/** The provider's credit, shown next to the data (its licence asks for it). */
export const FORECAST_SOURCE = "Weather data by Open-Meteo.com";
export const FORECAST_SOURCE_URL = "https://open-meteo.com/";
export const FORECAST_LICENCE = "CC BY 4.0";

/** Why part of the conditions is missing; null when all of it is there. */
export type ConditionsNotice = "forecast-missing" | "facing-unknown" | "no-sea-data";

/** One forecast hour as it is stored (server/forecast/forecast.service.ts). */
export interface ForecastHourInput extends HourWeather {
  /** 'YYYY-MM-DDTHH:mm', Greek time. */
  time: string;
}

/**
 * Why a beach has no sea state: its facing is unknown (so no point out at sea), the model has no
 * sea at its marine point, or that point's forecast is missing or too old.
 */
export type MarineGap = "facing-unknown" | "no-sea-data" | "missing";

/** A beach's stored forecast as the forecast service reads it (server/forecast/forecast.service.ts). */
export interface StoredForecast {
  /** fresh: within the refresh interval; stale: served, a refresh is asked for; missing: nothing to serve. */
  state: "fresh" | "stale" | "missing";
  /** When the oldest part served was fetched; null when missing. */
  fetchedAt: Date | null;
  ageMs: number | null;
  /** Null when the sea state is served; otherwise why not (the wind may still be there). */
  marineGap: MarineGap | null;
  /** Today's and tomorrow's dates in Greece with their stored hours, in that order; empty when missing. */
  days: { date: string; hours: readonly ForecastHourInput[] }[];
}

export interface ConditionsInput extends StoredForecast {
  exposure: BeachExposure;
}

export interface ConditionsHour {
  /** 'HH:mm', Greek time. */
  time: string;
  verdict: CalmVerdict;
  reason: CalmReason;
  explanation: string;
  wind_from_deg: number | null;
  wind_compass: string | null;
  wind_speed_kmh: number | null;
  wind_gusts_kmh: number | null;
  beaufort: number | null;
  wind_side: WindSide | null;
  /** 'N 32 km/h, gusts 41, 5 Bft'. */
  wind_text: string;
  wave_height_m: number | null;
  swell_height_m: number | null;
  shore_wave_m: number | null;
  sea_temperature_c: number | null;
  offshore_warning: boolean;
}

export interface ConditionsDay {
  date: string;
  day: "today" | "tomorrow";
  verdict: CalmVerdict;
  /** 'Calm today', 'Rough tomorrow', 'No verdict today'. */
  headline: string;
  /** 'Calm until 13:00'. */
  summary: string;
  /** Why, in one line: the reason most of the day's hours with the day's verdict share. */
  explanation: string | null;
  /** What can hurt someone who trusts the verdict (core/sea/calm.ts, dayCaution); null when nothing. */
  caution: SeaCaution | null;
  offshore_warning: string | null;
  hours: ConditionsHour[];
}

export interface BeachConditions {
  state: "fresh" | "stale" | "missing";
  updated_at: string | null;
  age_minutes: number | null;
  facing_deg: number | null;
  notice: ConditionsNotice | null;
  notice_text: string | null;
  source: typeof FORECAST_SOURCE;
  source_url: typeof FORECAST_SOURCE_URL;
  licence: typeof FORECAST_LICENCE;
  days: ConditionsDay[];
}

/** An hour of a beach's conditions as codes and numbers; conditionsIn words it. */
export type ConditionsHourFacts = Omit<ConditionsHour, "explanation" | "wind_compass" | "wind_text"> & {
  /** The nearest of the 16 compass points to the forecast's direction (0 north, 4 east); null without one. */
  wind_point: number | null;
};

/** A day of a beach's conditions as codes and numbers; conditionsIn words it. */
export interface ConditionsDayFacts {
  date: string;
  day: "today" | "tomorrow";
  verdict: CalmVerdict;
  /** How the day goes, as core/sea/calm.ts sums it up ('calm until 13:00'). */
  summary: DaySummary;
  /** The reason most of the day's hours with the day's verdict share; null when there is none to give. */
  reason: CalmReason | null;
  caution: SeaCaution | null;
  hours: ConditionsHourFacts[];
}

/**
 * A beach's conditions as the forecast service gives them: codes and numbers. A page words them in
 * its language, the JSON API in English (conditionsIn).
 */
export type ConditionsFacts = Omit<BeachConditions, "notice_text" | "days"> & { days: ConditionsDayFacts[] };

const DAY_NAMES = ["today", "tomorrow"] as const;

/** Metres and degrees to one decimal, km/h whole: what a page shows and the API gives. */
const tenths = (value: number | null) =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10;
const whole = (value: number | null) =>
  value === null || !Number.isFinite(value) ? null : Math.round(value);

/** The wind of an hour in a few words: 'N 32 km/h, gusts 41, 5 Bft'. */
/**
 * The reason shared by most hours of the day's verdict, the earliest of equals; none when the day
 * has no verdict because nobody knows which way the beach faces.
 */
function dayReason(
  hours: readonly { verdict: CalmVerdict; reason: CalmReason }[],
  verdict: CalmVerdict,
  facingDeg: number | null,
): CalmReason | null {
  if (verdict === "unknown" && facingDeg === null) return null;
  const counts = new Map<CalmReason, number>();
  for (const hour of hours)
    if (hour.verdict === verdict) counts.set(hour.reason, (counts.get(hour.reason) ?? 0) + 1);
  let reason: CalmReason | null = null;
  for (const [candidate, count] of counts)
    if (reason === null || count > counts.get(reason)!) reason = candidate;
  return reason;
}

function rateDay(
  date: string,
  day: "today" | "tomorrow",
  stored: readonly ForecastHourInput[],
  exposure: BeachExposure,
): ConditionsDayFacts {
  const hours = swimmingHours(stored, date).map((weather): ConditionsHourFacts => {
    const rating = rateHour(weather, exposure);
    // A value outside what a real wind can be is never given (core/sea/forecast-ranges.ts).
    const direction = plausibleValue("windDirectionDeg", weather.windDirectionDeg);
    return {
      time: weather.time.slice(11, 16),
      verdict: rating.verdict,
      reason: rating.reason,
      wind_from_deg: whole(direction),
      wind_point: direction === null ? null : nearestBearingIndex(direction),
      wind_speed_kmh: whole(plausibleValue("windSpeedKmh", weather.windSpeedKmh)),
      wind_gusts_kmh: whole(plausibleValue("windGustsKmh", weather.windGustsKmh)),
      beaufort: rating.beaufort,
      wind_side: rating.windSide,
      wave_height_m: tenths(plausibleValue("waveHeightM", weather.waveHeightM)),
      swell_height_m: tenths(plausibleValue("swellHeightM", weather.swellHeightM)),
      shore_wave_m: tenths(plausibleValue("waveHeightM", rating.shoreWaveM)),
      sea_temperature_c: tenths(plausibleValue("seaTemperatureC", weather.seaTemperatureC)),
      offshore_warning: rating.offshoreWarning,
    };
  });
  const verdict = dayVerdict(
    hours.map((hour) => ({ time: `${date}T${hour.time}`, verdict: hour.verdict })),
    date,
  );
  return {
    date,
    day,
    verdict: verdict.verdict,
    summary: verdict.summary,
    reason: dayReason(hours, verdict.verdict, exposure.facingDeg),
    caution: dayCaution(hours.map((hour) => ({ ...hour, offshoreWarning: hour.offshore_warning }))),
    hours,
  };
}

/** Today's and tomorrow's sea at a beach from its stored forecast; never throws on missing parts. */
export function beachConditions(input: ConditionsInput): ConditionsFacts {
  const facing = input.exposure.facingDeg;
  const notice: ConditionsNotice | null =
    input.state === "missing"
      ? "forecast-missing"
      : facing === null || input.marineGap === "facing-unknown"
        ? "facing-unknown"
        : input.marineGap !== null
          ? "no-sea-data"
          : null;
  return {
    state: input.state,
    updated_at: input.state === "missing" || !input.fetchedAt ? null : input.fetchedAt.toISOString(),
    age_minutes: input.state === "missing" || input.ageMs === null ? null : Math.floor(input.ageMs / 60_000),
    facing_deg: facing === null ? null : Math.round(facing) % 360,
    notice,
    source: FORECAST_SOURCE,
    source_url: FORECAST_SOURCE_URL,
    licence: FORECAST_LICENCE,
    days:
      input.state === "missing"
        ? []
        : input.days
            .slice(0, DAY_NAMES.length)
            .map((day, index) => rateDay(day.date, DAY_NAMES[index]!, day.hours, input.exposure)),
  };
}

/** A day's verdict as it is stored for the lists, the map and the `calm` filter (ADR 033). */
export interface StoredDayVerdict {
  date: string;
  verdict: CalmVerdict;
  /** The wind of the hour that speaks for the day: the strongest of the hours with the day's verdict. */
  windFromDeg: number | null;
  beaufort: number | null;
  windSide: WindSide | null;
  caution: SeaCaution | null;
}

/**
 * Each day's verdict at a beach from its stored hours, with the wind of the hour that speaks for
 * the day (for a calm day, its windiest calm hour: 'N wind 4 Bft, blows from land'). Days without a
 * single swimming hour are left out.
 */
export function dayVerdicts(
  exposure: BeachExposure,
  days: readonly { date: string; hours: readonly ForecastHourInput[] }[],
): StoredDayVerdict[] {
  const verdicts: StoredDayVerdict[] = [];
  for (const { date, hours } of days) {
    const rated = swimmingHours(hours, date).map((weather) => ({
      weather,
      rating: rateHour(weather, exposure),
    }));
    if (rated.length === 0) continue;
    const day = dayVerdict(
      rated.map(({ weather, rating }) => ({ time: weather.time, verdict: rating.verdict })),
      date,
    );
    const speaking = rated.filter(
      ({ rating }) => day.verdict === "unknown" || rating.verdict === day.verdict,
    );
    let windiest: (typeof rated)[number] | null = null;
    for (const hour of speaking)
      if ((hour.weather.windSpeedKmh ?? -1) > (windiest?.weather.windSpeedKmh ?? -1)) windiest = hour;
    verdicts.push({
      date,
      verdict: day.verdict,
      windFromDeg:
        windiest?.weather.windDirectionDeg == null
          ? null
          : Math.round(windiest.weather.windDirectionDeg) % 360,
      beaufort: windiest?.rating.beaufort ?? null,
      windSide: windiest?.rating.windSide ?? null,
      caution: dayCaution(rated.map(({ rating }) => rating)),
    });
  }
  return verdicts;
}

/** A beach's verdict for one day as a card, a map popup and the list API show it (ADR 033). */
export interface Sea {
  day: "today" | "tomorrow";
  /** 'YYYY-MM-DD' in Greece. */
  date: string;
  verdict: CalmVerdict;
  /** 'Calm today'; null when there is no verdict (the card then shows none). */
  label: string | null;
  /** 'N wind 5 Bft, blows from land'. */
  wind: string;
  /**
   * The same wind as facts, so a page can word it in its own language: where it comes from, whole
   * degrees clockwise from north; null when the forecast gives no direction.
   */
  wind_from_deg: number | null;
  /** Null when there is no wind forecast; 0 when there is no wind. */
  beaufort: number | null;
  /** Null when the beach's facing is unknown. */
  wind_side: WindSide | null;
  /** What can hurt someone who trusts the verdict; null when nothing. A calm day with one is never plain calm. */
  caution: SeaCaution | null;
  /** The caution in words ('Strong wind from land: inflatables drift out'); null without one. */
  caution_text: string | null;
}

/**
 * A beach's verdict for one day as codes and numbers, as the services give it; a page words it in
 * its language and the JSON API in English (seaIn).
 */
export type SeaFacts = Omit<Sea, "label" | "wind" | "caution_text">;

/** The stored verdict of a day as SeaFacts. */
export function seaFacts(
  day: "today" | "tomorrow",
  date: string,
  stored: Pick<StoredDayVerdict, "verdict" | "windFromDeg" | "beaufort" | "windSide"> &
    Partial<Pick<StoredDayVerdict, "caution">>,
): SeaFacts {
  const windFromDeg = whole(stored.windFromDeg);
  return {
    day,
    date,
    verdict: stored.verdict,
    wind_from_deg: windFromDeg === null ? null : ((windFromDeg % 360) + 360) % 360,
    beaufort: whole(stored.beaufort),
    wind_side: stored.windSide,
    caution: stored.caution ?? null,
  };
}

/**
 * Whether a list's `calm` filter could be answered (ADR 033), as codes: a page says it in its
 * language ('browse.calm.noForecast.today'), the JSON API adds the English `message`.
 */
export interface CalmStatus {
  day: "today" | "tomorrow";
  /** The Greek date the verdicts are for; null when none can be served. */
  date: string | null;
  available: boolean;
}

/**
 * A map cluster's colour (ADR 033): the verdict most of its beaches have, the worse of equals (half
 * calm is not mostly calm); unknown when most have none.
 */
export function majorityVerdict(counts: Record<CalmVerdict, number>): CalmVerdict {
  const order: CalmVerdict[] = ["unknown", "rough", "choppy", "calm"];
  let best: CalmVerdict = "unknown";
  for (const verdict of order) if (counts[verdict] > counts[best]) best = verdict;
  return best;
}

// The words of the sea, in the translator's language (ADR 037, ADR 051): the services give codes and
// numbers (SeaFacts, ConditionsFacts), and a card's sea (seaIn) and a beach's conditions
// (conditionsIn) are worded here for a page in its language and for the JSON API in English.

type Day = "today" | "tomorrow";

/** A bearing as its nearest of the 16 compass points, in the translator's language ('ΝΝΔ'). */
export function compassPointIn(bearingDeg: number, t: Translator): string {
  return compassPointAt(nearestBearingIndex(bearingDeg), t);
}

/** The 16 compass points' `index`-th (0 north, 4 east) in the translator's language. */
function compassPointAt(index: number, t: Translator): string {
  return t.t("beach.compass16").split(" ")[index] ?? COMPASS_POINTS[index]!;
}

const verdictWord = (verdict: CalmVerdict, t: Translator) => t.t(`beach.sea.verdict.${verdict}`);

/**
 * 'Calm today' in the translator's language, 'Calm water today · strong wind from land: inflatables
 * drift out' with a caution; null when there is no verdict.
 */
export function seaLabelIn(
  verdict: CalmVerdict,
  day: Day,
  t: Translator,
  caution: SeaCaution | null = null,
): string | null {
  if (verdict === "unknown") return null;
  const dayWord = t.t(`beach.sea.day.${day}`);
  if (caution === null) return t.t("beach.sea.headline", { verdict: verdictWord(verdict, t), day: dayWord });
  const headline =
    verdict === "calm"
      ? t.t("beach.sea.calmWater", { day: dayWord })
      : t.t("beach.sea.headline", { verdict: verdictWord(verdict, t), day: dayWord });
  return `${headline} · ${t.t(`beach.sea.caution.${caution}`)}`;
}

/** 'N wind 5 Bft, blows from land' in the translator's language; the side is left out when the facing is unknown. */
export function windIn(
  windFromDeg: number | null,
  beaufortNumber: number | null,
  windSide: WindSide | null,
  t: Translator,
): string {
  if (beaufortNumber === null) return t.t("beach.sea.noWindForecast");
  if (beaufortNumber === 0) return t.t("beach.sea.noWind");
  const wind =
    windFromDeg === null
      ? t.t("beach.sea.windAny", { bft: beaufortNumber })
      : t.t("beach.sea.windFrom", { point: compassPointIn(windFromDeg, t), bft: beaufortNumber });
  return windSide === null ? wind : `${wind}, ${t.t(`beach.sea.side.${windSide}`)}`;
}

/** A day in a few words in the translator's language: 'Calm until 13:00', 'Choppy all day', 'Calm at times'. */
export function daySummaryIn(summary: DaySummary, t: Translator): string {
  switch (summary.kind) {
    case "all-day":
      return t.t("beach.sea.summary.allDay", { verdict: verdictWord(summary.verdict, t) });
    case "until":
      return t.t("beach.sea.summary.until", { verdict: verdictWord(summary.verdict, t), hour: summary.hour });
    case "from":
      return t.t("beach.sea.summary.from", { verdict: verdictWord(summary.verdict, t), hour: summary.hour });
    case "mixed":
      if (summary.verdict !== "calm" && summary.calmHours > 0) return t.t("beach.sea.summary.calmAtTimes");
      return t.t("beach.sea.summary.mostly", {
        verdict: verdictWord(summary.verdict, t).toLocaleLowerCase(t.locale),
      });
    case "unknown":
      return t.t("beach.sea.summary.unknown");
  }
}

/** 'N 32 km/h, gusts 41, 5 Bft' in the translator's language. */
function hourWindIn(hour: ConditionsHourFacts, t: Translator): string {
  if (hour.wind_speed_kmh === null) return t.t("beach.sea.noWindForecast");
  const from = hour.wind_point === null ? "" : `${compassPointAt(hour.wind_point, t)} `;
  const parts = [
    `${from}${t.t("beach.sea.hourSpeed", { speed: hour.wind_speed_kmh })}`,
    ...(hour.wind_gusts_kmh === null ? [] : [t.t("beach.sea.hourGusts", { gusts: hour.wind_gusts_kmh })]),
    t.t("beach.sea.hourBft", { bft: beaufort(hour.wind_speed_kmh) }),
  ];
  return parts.join(", ");
}

function hourIn({ wind_point: point, ...hour }: ConditionsHourFacts, t: Translator): ConditionsHour {
  return {
    time: hour.time,
    verdict: hour.verdict,
    reason: hour.reason,
    explanation: t.t(`beach.sea.reason.${hour.reason}`),
    wind_from_deg: hour.wind_from_deg,
    wind_compass: point === null ? null : compassPointAt(point, t),
    wind_speed_kmh: hour.wind_speed_kmh,
    wind_gusts_kmh: hour.wind_gusts_kmh,
    beaufort: hour.beaufort,
    wind_side: hour.wind_side,
    wind_text: hourWindIn({ ...hour, wind_point: point }, t),
    wave_height_m: hour.wave_height_m,
    swell_height_m: hour.swell_height_m,
    shore_wave_m: hour.shore_wave_m,
    sea_temperature_c: hour.sea_temperature_c,
    offshore_warning: hour.offshore_warning,
  };
}

function dayIn(day: ConditionsDayFacts, t: Translator): ConditionsDay {
  return {
    date: day.date,
    day: day.day,
    verdict: day.verdict,
    headline: t.t("beach.sea.headline", {
      verdict: verdictWord(day.verdict, t),
      day: t.t(`beach.sea.day.${day.day}`),
    }),
    summary: daySummaryIn(day.summary, t),
    explanation: day.reason === null ? null : t.t(`beach.sea.reason.${day.reason}`),
    caution: day.caution,
    offshore_warning: day.caution === null ? null : t.t("beach.sea.offshoreWarning"),
    hours: day.hours.map((hour) => hourIn(hour, t)),
  };
}

/** A beach's conditions worded in the translator's language, the JSON API's English included. */
export function conditionsIn(conditions: ConditionsFacts, t: Translator): BeachConditions {
  return {
    state: conditions.state,
    updated_at: conditions.updated_at,
    age_minutes: conditions.age_minutes,
    facing_deg: conditions.facing_deg,
    notice: conditions.notice,
    notice_text: conditions.notice === null ? null : t.t(`beach.sea.notice.${conditions.notice}`),
    source: conditions.source,
    source_url: conditions.source_url,
    licence: conditions.licence,
    days: conditions.days.map((day) => dayIn(day, t)),
  };
}

/**
 * A beach's sea for a day in the translator's language, worded from its facts: 'Calm today', 'N wind
 * 5 Bft, blows from land'. A record stored before it carried the wind's facts (page data a browser
 * kept offline, in English words) keeps its wind words.
 */
export function seaIn(sea: SeaFacts, t: Translator): Sea {
  const kept: Partial<Sea> = sea;
  return {
    day: sea.day,
    date: sea.date,
    verdict: sea.verdict,
    label: seaLabelIn(sea.verdict, sea.day, t, sea.caution ?? null),
    wind:
      kept.beaufort === undefined && kept.wind !== undefined
        ? kept.wind
        : windIn(sea.wind_from_deg, sea.beaufort, sea.wind_side, t),
    wind_from_deg: sea.wind_from_deg,
    beaufort: sea.beaufort,
    wind_side: sea.wind_side,
    caution: sea.caution,
    caution_text: sea.caution ? t.t(`beach.sea.caution.${sea.caution}.text`) : null,
  };
}
