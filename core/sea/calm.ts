import { angleBetween, FETCH_MAX_KM, fetchToward, nearestBearingIndex } from "./coast.ts";

// Is the sea calm at a beach this hour? From the forecast wind and offshore waves and the beach's
// facing and open water (core/sea/coast.ts). The model, its thresholds and their sources are in
// docs/decisions/030-calm-verdict.md; the words that explain it are in core/pages/wording.ts.

export type CalmVerdict = "calm" | "choppy" | "rough" | "unknown";
export const CALM_VERDICTS = ["calm", "choppy", "rough", "unknown"] as const satisfies readonly CalmVerdict[];
export type RatedVerdict = Exclude<CalmVerdict, "unknown">;
/** Where the wind blows from, seen from the beach: from the sea straight on, along the shore, or from the land. */
export type WindSide = "onshore" | "cross-shore" | "offshore";
export const WIND_SIDES = ["onshore", "cross-shore", "offshore"] as const satisfies readonly WindSide[];

/** What decided an hour's verdict, so that a screen can explain it in one line. */
export type CalmReason =
  | "facing-unknown"
  | "wind-unknown"
  /** LIGHT_WIND_BEAUFORT or less. */
  | "light-wind"
  /** The wind comes from the land side. */
  | "wind-from-land"
  /** The wind comes from a sector an administrator marked the beach sheltered from. */
  | "sheltered-by-hand"
  /** Land straight toward the wind, or the same wind over open sea would not be calm. */
  | "little-open-water"
  | "wind-onshore"
  | "wind-along-shore"
  /** STRONG_WIND_BEAUFORT or more, not from the land: choppy whatever the open water. */
  | "strong-wind"
  /** Offshore waves or swell reaching the beach made it worse than its own wind would. */
  | "waves-from-sea";

/** One hour of the forecast at a beach, as the provider gives it; any value may be missing. */
export interface HourWeather {
  /** Mean wind at 10 m, km/h. */
  windSpeedKmh: number | null;
  windGustsKmh: number | null;
  /** Where the wind comes from, degrees clockwise from north. */
  windDirectionDeg: number | null;
  /** Significant height of all waves offshore (wind sea and swell), metres. */
  waveHeightM: number | null;
  /** Where those waves come from. */
  waveDirectionDeg: number | null;
  swellHeightM: number | null;
  swellDirectionDeg: number | null;
  /** Shown beside the verdict; the verdict does not use it. */
  wavePeriodS: number | null;
  /** Shown beside the verdict; the verdict does not use it. */
  seaTemperatureC: number | null;
}

/** The beach's coast facts (core/sea/coast.ts). */
export interface BeachExposure {
  /** Seaward facing, degrees clockwise from north; null when unknown. */
  facingDeg: number | null;
  /** Open water toward each of FETCH_BEARINGS, km; null (or malformed) counts as open sea everywhere. */
  fetchKm: readonly number[] | null;
  /**
   * 16-point sectors (0 = N, 1 = NNE, ... 15 = NNW) an administrator marked the beach sheltered from,
   * for shelter the coastline misses (a breakwater, a mole); null or empty when none.
   */
  shelteredFrom?: readonly number[] | null;
}

export interface HourRating {
  verdict: CalmVerdict;
  reason: CalmReason;
  /** The mean wind's Beaufort force; null without a wind speed. */
  beaufort: number | null;
  /** Null when the facing or the wind direction is unknown. */
  windSide: WindSide | null;
  /** Open water toward the wind, km. */
  windFetchKm: number | null;
  /** The estimated height of the waves this wind raises at the shore, metres. */
  windWaveM: number | null;
  /** The estimated height at the shore of the offshore waves and swell, metres; null when neither is forecast. */
  seaWaveM: number | null;
  /** The height the verdict is made on: the wind's waves and the sea's together, metres. */
  shoreWaveM: number | null;
  /** A strong wind from the land: the water looks flat while it carries floats and swimmers out. */
  offshoreWarning: boolean;
}

/** Up to this force the sea is calm everywhere (light breeze: small wavelets, glassy crests). */
export const LIGHT_WIND_BEAUFORT = 2;
/** A wind from within this many degrees of the facing blows straight onto the beach. */
export const ONSHORE_MAX_DEG = 45;
/** A wind from at least this many degrees off the facing blows from the land side. */
export const OFFSHORE_MIN_DEG = 135;
/** Waves at the shore up to this height (metres) are calm. */
export const CALM_WAVE_M = 0.4;
/** Waves at the shore above this height (metres) are rough. */
export const ROUGH_WAVE_M = 1.0;
/** The practice rule: this force straight onto a beach open to at least OPEN_SEA_KM of sea is rough. */
export const ROUGH_ONSHORE_BEAUFORT = 5;
export const OPEN_SEA_KM = 25;
/** From this force, a wind not from the land makes the water choppy however little open water it crosses. */
export const STRONG_WIND_BEAUFORT = 6;
/**
 * A wind from the land this strong, or gusting to OFFSHORE_WARNING_GUST_BEAUFORT, carries floats out
 * faster than a child paddles back (docs/decisions/041-sea-cautions.md).
 */
export const OFFSHORE_WARNING_BEAUFORT = 5;
export const OFFSHORE_WARNING_GUST_BEAUFORT = 5;
/** Offshore waves and swell from this many degrees off the facing or more pass the beach by. */
export const WAVE_ARRIVAL_MAX_DEG = 90;
/** Land nearer than this toward the offshore waves shelters the beach from them, in proportion (km). */
export const WAVE_SHELTER_KM = 5;

const GRAVITY = 9.81;
/** Fetch-limited growth, JONSWAP: g·Hs/U² = 0.0016·(g·F/U²)^½. */
const JONSWAP_GROWTH = 0.0016;
/** Fully developed sea, Pierson-Moskowitz: g·Hs/U² = 0.24 with U the wind at 10 m. */
const FULLY_DEVELOPED = 0.24;

/**
 * The lowest whole km/h of each Beaufort force from 1 to 12: the WMO scale's speeds at 10 m
 * (0.3, 1.6, 3.4, ... 32.7 m/s) as they are published in whole km/h.
 */
export const BEAUFORT_KMH = [1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118] as const;

/** The Beaufort force of a wind speed in km/h, rounded to the whole km/h the table is written in. */
export function beaufort(kmh: number): number {
  const speed = Math.round(Math.max(0, kmh));
  let force = 0;
  while (force < BEAUFORT_KMH.length && speed >= BEAUFORT_KMH[force]!) force += 1;
  return force;
}

/** Where a wind from `windFromDeg` blows from, for a beach facing `facingDeg`. */
export function windSide(windFromDeg: number, facingDeg: number): WindSide {
  const angle = angleBetween(windFromDeg, facingDeg);
  if (angle <= ONSHORE_MAX_DEG) return "onshore";
  if (angle >= OFFSHORE_MIN_DEG) return "offshore";
  return "cross-shore";
}

/**
 * The significant height (metres) of the waves a wind raises over a stretch of open water: the
 * JONSWAP fetch-limited relation, at most the fully developed sea of that wind.
 */
export function windSeaHeightM(windKmh: number, fetchKm: number): number {
  const u = Math.max(0, windKmh) / 3.6;
  const fetchLimited = JONSWAP_GROWTH * u * Math.sqrt((Math.max(0, fetchKm) * 1000) / GRAVITY);
  return Math.min(fetchLimited, (FULLY_DEVELOPED * u * u) / GRAVITY);
}

/**
 * The share of a wind's waves that reaches the shore, by the angle between the wind and the facing:
 * all of it within ONSHORE_MAX_DEG, none from OFFSHORE_MIN_DEG (they travel out to sea), linear
 * between (a wind along the shore sends about half its height onto it).
 */
function windWaveShare(angle: number): number {
  if (angle <= ONSHORE_MAX_DEG) return 1;
  if (angle >= OFFSHORE_MIN_DEG) return 0;
  return (OFFSHORE_MIN_DEG - angle) / (OFFSHORE_MIN_DEG - ONSHORE_MAX_DEG);
}

/**
 * The height at the shore of waves forecast offshore: turned toward the beach they spread along it
 * (refraction over straight, parallel depth contours: √cos of the angle of approach), none from
 * WAVE_ARRIVAL_MAX_DEG or more, and land within WAVE_SHELTER_KM toward them holds back a share.
 */
function arrivingHeightM(
  heightM: number | null,
  fromDeg: number | null,
  facingDeg: number,
  fetchKm: readonly number[] | null,
): number | null {
  if (heightM === null || fromDeg === null || !Number.isFinite(heightM)) return null;
  const angle = angleBetween(fromDeg, facingDeg);
  if (angle >= WAVE_ARRIVAL_MAX_DEG) return 0;
  const openWater = (fetchKm && fetchToward(fetchKm, fromDeg)) ?? FETCH_MAX_KM;
  const unsheltered = Math.min(1, openWater / WAVE_SHELTER_KM);
  return Math.max(0, heightM) * Math.sqrt(Math.cos((angle * Math.PI) / 180)) * unsheltered;
}

const ORDER: readonly RatedVerdict[] = ["calm", "choppy", "rough"];
const worse = (a: RatedVerdict, b: RatedVerdict) => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

/** The verdict on a height of waves at the shore. */
export function verdictOfHeight(heightM: number): RatedVerdict {
  if (heightM <= CALM_WAVE_M) return "calm";
  return heightM > ROUGH_WAVE_M ? "rough" : "choppy";
}

/**
 * Whether a beach is marked sheltered from a wind from `windFromDeg`: its 16-point sector (the nearest
 * compass point, 0 = N ... 15 = NNW) is one of `shelteredFrom`.
 */
export function shelteredByHand(windFromDeg: number, shelteredFrom: readonly number[] | null | undefined) {
  return !!shelteredFrom && shelteredFrom.includes(nearestBearingIndex(windFromDeg));
}

/** Rates one hour at one beach. */
export function rateHour(weather: HourWeather, beach: BeachExposure): HourRating {
  const speed = weather.windSpeedKmh;
  const direction = weather.windDirectionDeg;
  // A negative speed is nonsense, not a calm: it gets no force, so the hour has no verdict.
  const force = speed === null || !Number.isFinite(speed) || speed < 0 ? null : beaufort(speed);
  const unknown = (reason: CalmReason): HourRating => ({
    verdict: "unknown",
    reason,
    beaufort: force,
    windSide: null,
    windFetchKm: null,
    windWaveM: null,
    seaWaveM: null,
    shoreWaveM: null,
    offshoreWarning: false,
  });
  const facing = beach.facingDeg;
  if (facing === null || !Number.isFinite(facing)) return unknown("facing-unknown");
  if (speed === null || force === null || direction === null || !Number.isFinite(direction)) {
    return unknown("wind-unknown");
  }

  const angle = angleBetween(direction, facing);
  const side = windSide(direction, facing);
  // A sector marked sheltered counts as land toward the wind: no open water for it to raise waves on.
  const marked = side !== "offshore" && shelteredByHand(direction, beach.shelteredFrom);
  const fetch = marked ? 0 : ((beach.fetchKm && fetchToward(beach.fetchKm, direction)) ?? FETCH_MAX_KM);
  const light = force <= LIGHT_WIND_BEAUFORT;
  const windWave = light ? 0 : windSeaHeightM(speed, fetch) * windWaveShare(angle);

  let windVerdict = verdictOfHeight(windWave);
  let reason: CalmReason;
  if (light) reason = "light-wind";
  else if (side === "offshore") reason = "wind-from-land";
  // Sheltered as from the land: neither the open-sea rule nor the strong-wind rule applies.
  else if (marked) reason = "sheltered-by-hand";
  else if (side === "onshore" && force >= ROUGH_ONSHORE_BEAUFORT && fetch >= OPEN_SEA_KM) {
    windVerdict = "rough";
    reason = "wind-onshore";
  } else if (windVerdict === "calm" && force >= STRONG_WIND_BEAUFORT) {
    windVerdict = "choppy";
    reason = "strong-wind";
  } else if (
    windVerdict === "calm" &&
    (fetch === 0 || verdictOfHeight(windSeaHeightM(speed, FETCH_MAX_KM) * windWaveShare(angle)) !== "calm")
  ) {
    reason = "little-open-water";
  } else reason = side === "onshore" ? "wind-onshore" : "wind-along-shore";

  // The offshore total carries the sea the wind raises out there: from a sector marked sheltered it
  // is held back as the wind's own waves are. The swell counts as ever.
  const offshoreWaves = arrivingHeightM(weather.waveHeightM, weather.waveDirectionDeg, facing, beach.fetchKm);
  const waves =
    offshoreWaves !== null && shelteredByHand(weather.waveDirectionDeg!, beach.shelteredFrom)
      ? 0
      : offshoreWaves;
  const swell = arrivingHeightM(weather.swellHeightM, weather.swellDirectionDeg, facing, beach.fetchKm);
  const seaWave = waves === null && swell === null ? null : Math.max(waves ?? 0, swell ?? 0);
  // The wind's own waves and the swell are separate seas: their heights add as energies. The offshore
  // total already holds the swell and the offshore wind sea, so it counts on its own.
  const shoreWave = Math.max(Math.hypot(windWave, swell ?? 0), waves ?? 0);
  const verdict = worse(windVerdict, verdictOfHeight(shoreWave));
  if (verdict !== windVerdict) reason = "waves-from-sea";

  const gusts = weather.windGustsKmh;
  const gustForce = gusts === null || !Number.isFinite(gusts) ? 0 : beaufort(gusts);
  return {
    verdict,
    reason,
    beaufort: force,
    windSide: side,
    windFetchKm: fetch,
    windWaveM: windWave,
    seaWaveM: seaWave,
    shoreWaveM: shoreWave,
    offshoreWarning:
      side === "offshore" &&
      (force >= OFFSHORE_WARNING_BEAUFORT || gustForce >= OFFSHORE_WARNING_GUST_BEAUFORT),
  };
}

/**
 * What can hurt someone who trusts a day's verdict, carried with it everywhere the verdict goes (the
 * lists, the map, the beach page, the API): `offshore-wind`, a strong wind from the land in some
 * swimming hour, which leaves the water flat while it carries floats and swimmers out.
 */
export type SeaCaution = "offshore-wind";
export const SEA_CAUTIONS = ["offshore-wind"] as const satisfies readonly SeaCaution[];

/** The day's caution from its swimming hours' ratings: any hour with a verdict and a warning. */
export function dayCaution(
  hours: readonly Pick<HourRating, "verdict" | "offshoreWarning">[],
): SeaCaution | null {
  return hours.some((hour) => hour.verdict !== "unknown" && hour.offshoreWarning) ? "offshore-wind" : null;
}

/**
 * How a verdict is shown (colour and icon, always beside words): a calm day with a caution is never
 * shown as plain calm.
 */
export type SeaShade = CalmVerdict | "calm-caution";

export function seaShade(verdict: CalmVerdict, caution: SeaCaution | null | undefined): SeaShade {
  return verdict === "calm" && caution ? "calm-caution" : verdict;
}

/** The swimming day: hours from SWIMMING_DAY_FIRST_HOUR:00 to SWIMMING_DAY_LAST_HOUR:00, Greek time, both counted. */
export const SWIMMING_DAY_FIRST_HOUR = 10;
export const SWIMMING_DAY_LAST_HOUR = 19;
export const SWIMMING_DAY_HOURS = SWIMMING_DAY_LAST_HOUR - SWIMMING_DAY_FIRST_HOUR + 1;

/** An hour's local time as the forecast gives it ('YYYY-MM-DDTHH:mm', Europe/Athens) and its verdict. */
export interface TimedVerdict {
  time: string;
  verdict: CalmVerdict;
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The hours of `date` ('YYYY-MM-DD') within the swimming day, earliest first, each time once. */
export function swimmingHours<Hour extends { time: string }>(hours: readonly Hour[], date: string): Hour[] {
  const byTime = new Map<string, Hour>();
  for (const hour of hours) {
    const match = LOCAL_TIME.exec(hour.time);
    if (!match || match[1] !== date || byTime.has(hour.time)) continue;
    const clock = Number(match[2]);
    if (clock >= SWIMMING_DAY_FIRST_HOUR && clock <= SWIMMING_DAY_LAST_HOUR) byTime.set(hour.time, hour);
  }
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? -1 : 1));
}

/** How the swimming day goes, for a one-line summary (worded by core/pages/wording.ts). */
export type DaySummary =
  | { kind: "all-day"; verdict: RatedVerdict }
  /** `verdict` from the start of the day, better than what follows from `hour` ('HH:00'). */
  | { kind: "until"; verdict: RatedVerdict; hour: string }
  /** `verdict` from `hour` ('HH:mm') to the end of the day, better than what comes before. */
  | { kind: "from"; verdict: RatedVerdict; hour: string }
  /** Changing more than once; `verdict` is the day's, `calmHours` how many hours are calm. */
  | { kind: "mixed"; verdict: RatedVerdict; calmHours: number }
  | { kind: "unknown" };

export interface DayVerdict {
  verdict: CalmVerdict;
  summary: DaySummary;
  /** Hours of the swimming day by verdict; a missing hour counts as unknown. The four add up to SWIMMING_DAY_HOURS. */
  hours: Record<CalmVerdict, number>;
}

/**
 * The verdict for most of a day's swimming hours. Only the hours of `date` from 10:00 to 19:00 count.
 * Unknown and missing hours count for nothing, but under half the swimming day known makes the day
 * unknown. Of the known hours: calm when more than half are calm; otherwise choppy when more than half
 * are choppy or calm; otherwise rough. A tie at exactly half goes to the worse verdict: calm for half
 * the day is not calm for most of it.
 */
export function dayVerdict(hours: readonly TimedVerdict[], date: string): DayVerdict {
  const day = swimmingHours(hours, date);
  const counts: Record<CalmVerdict, number> = { calm: 0, choppy: 0, rough: 0, unknown: 0 };
  for (const hour of day) counts[hour.verdict] += 1;
  counts.unknown = SWIMMING_DAY_HOURS - counts.calm - counts.choppy - counts.rough;
  const known = SWIMMING_DAY_HOURS - counts.unknown;
  if (known * 2 < SWIMMING_DAY_HOURS)
    return { verdict: "unknown", summary: { kind: "unknown" }, hours: counts };

  const verdict: RatedVerdict =
    counts.calm * 2 > known ? "calm" : (counts.calm + counts.choppy) * 2 > known ? "choppy" : "rough";
  return { verdict, summary: summarise(day, verdict, counts.calm), hours: counts };
}

function summarise(day: readonly TimedVerdict[], verdict: RatedVerdict, calmHours: number): DaySummary {
  // Runs of the same verdict over the known hours, in order; unknown hours neither break nor join them.
  const runs: { verdict: RatedVerdict; first: string; last: string }[] = [];
  for (const hour of day) {
    if (hour.verdict === "unknown") continue;
    const current = runs[runs.length - 1];
    if (current && current.verdict === hour.verdict) current.last = hour.time;
    else runs.push({ verdict: hour.verdict, first: hour.time, last: hour.time });
  }
  const [first, second] = runs;
  if (runs.length === 1 && first) return { kind: "all-day", verdict: first.verdict };
  if (runs.length === 2 && first && second) {
    if (ORDER.indexOf(first.verdict) < ORDER.indexOf(second.verdict)) {
      // "Calm until 13:00": the hour after the last calm one, which is not known to be calm.
      const next = Number(first.last.slice(11, 13)) + 1;
      return { kind: "until", verdict: first.verdict, hour: `${String(next).padStart(2, "0")}:00` };
    }
    return { kind: "from", verdict: second.verdict, hour: second.first.slice(11, 16) };
  }
  return { kind: "mixed", verdict, calmHours };
}
