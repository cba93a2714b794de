import { describe, expect, it } from "vitest";
import type { BeachExposure } from "./calm.ts";
import {
  beachConditions as conditionsFacts,
  dayVerdicts,
  majorityVerdict,
  FORECAST_SOURCE,
  compassPointIn,
  conditionsIn,
  seaFacts,
  seaIn,
  type ConditionsInput,
  type Sea,
  type ForecastHourInput,
} from "./conditions.ts";
import { translatorOf } from "../i18n/catalogues.ts";
import { CANAL_D_AMOUR, ELAFONISI } from "#tests/demo-exposures.ts";

// The day's sea at a beach from its stored forecast: hours 10:00-19:00 rated, the day's verdict,
// summary and one-line reason, and what is said when a part is missing. Coast facts from
// tests/demo-exposures.ts (the shipped coastline at the demo positions).

/** A stored day's verdict as the JSON API words it (the services give its facts, seaFacts). */
const formatSea = (...args: Parameters<typeof seaFacts>) => seaIn(seaFacts(...args), translatorOf("en"));

/** A beach's conditions as the JSON API words them (the forecast service gives their facts). */
const beachConditions = (given: ConditionsInput) => conditionsIn(conditionsFacts(given), translatorOf("en"));

const TODAY = "2026-07-15";
const TOMORROW = "2026-07-16";
const FETCHED = new Date("2026-07-15T06:00:00Z");

/** A north 5 Bft meltemi with its sea, as tests/forecast-stub.ts gives by default. */
function meltemi(date: string, hour: number, change: Partial<ForecastHourInput> = {}): ForecastHourInput {
  return {
    time: `${date}T${String(hour).padStart(2, "0")}:00`,
    windSpeedKmh: 34,
    windGustsKmh: 48,
    windDirectionDeg: 0,
    waveHeightM: 1.4,
    waveDirectionDeg: 5,
    swellHeightM: 0.6,
    swellDirectionDeg: 350,
    wavePeriodS: 5,
    seaTemperatureC: 23.5,
    ...change,
  };
}

const allDay = (date: string, change?: (hour: number) => Partial<ForecastHourInput>) =>
  Array.from({ length: 24 }, (_, hour) => meltemi(date, hour, change?.(hour)));

function input(exposure: BeachExposure, change: Partial<ConditionsInput> = {}): ConditionsInput {
  return {
    exposure,
    state: "fresh",
    fetchedAt: FETCHED,
    ageMs: 2 * 3_600_000 + 59_000,
    marineGap: null,
    days: [
      { date: TODAY, hours: allDay(TODAY) },
      { date: TOMORROW, hours: allDay(TOMORROW) },
    ],
    ...change,
  };
}

describe("a beach's conditions", () => {
  it("rates south-facing Elafonisi calm in a north meltemi, sheltered, with the offshore warning", () => {
    const conditions = beachConditions(input(ELAFONISI));
    expect(conditions).toMatchObject({
      state: "fresh",
      updated_at: "2026-07-15T06:00:00.000Z",
      age_minutes: 120,
      facing_deg: 218,
      notice: null,
      source: FORECAST_SOURCE,
      source_url: "https://open-meteo.com/",
      licence: "CC BY 4.0",
    });
    const [today, tomorrow] = conditions.days;
    expect(today).toMatchObject({
      date: TODAY,
      day: "today",
      verdict: "calm",
      headline: "Calm today",
      summary: "Calm all day",
      explanation: "Sheltered: the wind blows from the land side",
      offshore_warning:
        "Strong wind from the land: the water looks flat, but it carries floats and swimmers out to sea",
    });
    expect(tomorrow).toMatchObject({ date: TOMORROW, day: "tomorrow", headline: "Calm tomorrow" });
    expect(today!.hours.map((hour) => hour.time)).toEqual([
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
    expect(today!.hours[0]).toEqual({
      time: "10:00",
      verdict: "calm",
      reason: "wind-from-land",
      explanation: "Sheltered: the wind blows from the land side",
      wind_from_deg: 0,
      wind_compass: "N",
      wind_speed_kmh: 34,
      wind_gusts_kmh: 48,
      beaufort: 5,
      wind_side: "offshore",
      wind_text: "N 34 km/h, gusts 48, 5 Bft",
      wave_height_m: 1.4,
      swell_height_m: 0.6,
      shore_wave_m: 0,
      sea_temperature_c: 23.5,
      offshore_warning: true,
    });
  });

  it("rates north-facing Canal d'Amour rough: the wind blows straight onto it", () => {
    const [today] = beachConditions(input(CANAL_D_AMOUR)).days;
    expect(today).toMatchObject({
      verdict: "rough",
      headline: "Rough today",
      summary: "Rough all day",
      explanation: "Exposed: the wind blows straight onto this beach",
      offshore_warning: null,
    });
    expect(today!.hours.every((hour) => hour.wind_side === "onshore" && !hour.offshore_warning)).toBe(true);
  });

  it("says calm until the wind turns onshore, from the hour after the last calm one", () => {
    const turning = allDay(TODAY, (hour) => (hour >= 13 ? { windDirectionDeg: 220 } : {}));
    const [today] = beachConditions(input(ELAFONISI, { days: [{ date: TODAY, hours: turning }] })).days;
    expect(today!.summary).toBe("Calm until 13:00");
    expect(today!.hours[2]!.verdict).toBe("calm");
    expect(today!.hours[3]!.verdict).not.toBe("calm");
  });

  it("gives the wind only when the facing is unknown, and says so", () => {
    const conditions = beachConditions(
      input({ facingDeg: null, fetchKm: null }, { marineGap: "facing-unknown" }),
    );
    expect(conditions.notice).toBe("facing-unknown");
    expect(conditions.notice_text).toBe(
      "We don't know which way this beach faces, so we can't say how sheltered it is.",
    );
    expect(conditions.facing_deg).toBeNull();
    const [today] = conditions.days;
    expect(today).toMatchObject({ verdict: "unknown", headline: "No verdict today", explanation: null });
    expect(today!.hours).toHaveLength(10);
    expect(today!.hours[0]).toMatchObject({
      verdict: "unknown",
      wind_text: "N 34 km/h, gusts 48, 5 Bft",
      wind_side: null,
      shore_wave_m: null,
    });
  });

  it("rates on the wind alone where the model has no sea", () => {
    const dry = (date: string) =>
      allDay(date, () => ({
        waveHeightM: null,
        waveDirectionDeg: null,
        swellHeightM: null,
        seaTemperatureC: null,
      }));
    const conditions = beachConditions(
      input(CANAL_D_AMOUR, {
        marineGap: "no-sea-data",
        days: [
          { date: TODAY, hours: dry(TODAY) },
          { date: TOMORROW, hours: dry(TOMORROW) },
        ],
      }),
    );
    expect(conditions.notice).toBe("no-sea-data");
    expect(conditions.notice_text).toBe("No sea forecast here: the verdict rests on the wind alone.");
    expect(conditions.days[0]!.verdict).toBe("rough");
    expect(conditions.days[0]!.hours[0]).toMatchObject({ wave_height_m: null, sea_temperature_c: null });
  });

  it("says there is no forecast when none is stored, with no days", () => {
    const conditions = beachConditions(
      input(ELAFONISI, { state: "missing", fetchedAt: null, ageMs: null, marineGap: "missing", days: [] }),
    );
    expect(conditions).toMatchObject({
      state: "missing",
      updated_at: null,
      age_minutes: null,
      notice: "forecast-missing",
      notice_text: "No forecast right now",
      days: [],
    });
  });

  it("counts an hour the forecast lacks as unknown, and under half the day known as no verdict", () => {
    const few = allDay(TODAY).filter((hour) => hour.time < `${TODAY}T14:00`);
    const [today] = beachConditions(input(CANAL_D_AMOUR, { days: [{ date: TODAY, hours: few }] })).days;
    expect(today!.hours).toHaveLength(4);
    expect(today).toMatchObject({ verdict: "unknown", summary: "No verdict for the swimming hours" });
  });
});

/** An hour's wind as a beach's conditions word it. */
function formatHourWind(wind: Pick<ForecastHourInput, "windSpeedKmh" | "windGustsKmh" | "windDirectionDeg">) {
  const hours = [{ ...meltemi(TODAY, 12), ...wind }];
  return beachConditions(input(ELAFONISI, { days: [{ date: TODAY, hours }] })).days[0]!.hours[0]!.wind_text;
}

describe("an hour's wind in words", () => {
  it("gives where it comes from, speed, gusts and force", () => {
    expect(formatHourWind({ windSpeedKmh: 31.6, windGustsKmh: 40.6, windDirectionDeg: 355 })).toBe(
      "N 32 km/h, gusts 41, 5 Bft",
    );
    expect(formatHourWind({ windSpeedKmh: 8, windGustsKmh: null, windDirectionDeg: 200 })).toBe(
      "SSW 8 km/h, 2 Bft",
    );
    expect(formatHourWind({ windSpeedKmh: null, windGustsKmh: 20, windDirectionDeg: 0 })).toBe(
      "No wind forecast",
    );
  });
});

describe("the verdicts stored for the lists (ADR 033)", () => {
  it("gives each day its verdict and the wind of the hour that speaks for it", () => {
    // Lighter in the morning, the meltemi from 14:00: Elafonisi calm all day, at 5 Bft at its windiest.
    const hours = allDay(TODAY, (hour) => (hour < 14 ? { windSpeedKmh: 12, windGustsKmh: 18 } : {}));
    expect(
      dayVerdicts(ELAFONISI, [
        { date: TODAY, hours },
        { date: TOMORROW, hours: allDay(TOMORROW) },
      ]),
    ).toEqual([
      {
        date: TODAY,
        verdict: "calm",
        windFromDeg: 0,
        beaufort: 5,
        windSide: "offshore",
        caution: "offshore-wind",
      },
      {
        date: TOMORROW,
        verdict: "calm",
        windFromDeg: 0,
        beaufort: 5,
        windSide: "offshore",
        caution: "offshore-wind",
      },
    ]);
    expect(dayVerdicts(CANAL_D_AMOUR, [{ date: TODAY, hours: allDay(TODAY) }])).toEqual([
      { date: TODAY, verdict: "rough", windFromDeg: 0, beaufort: 5, windSide: "onshore", caution: null },
    ]);
  });

  it("cautions a calm day when a wind from the land is strong in any swimming hour, never otherwise", () => {
    // Light all day but one hour of a 6 Bft north wind gusting to 55 km/h at 16:00.
    const gusty = allDay(TODAY, (hour) =>
      hour === 16 ? { windSpeedKmh: 42, windGustsKmh: 55 } : { windSpeedKmh: 8, windGustsKmh: 12 },
    );
    expect(dayVerdicts(ELAFONISI, [{ date: TODAY, hours: gusty }])[0]).toMatchObject({
      verdict: "calm",
      caution: "offshore-wind",
    });
    // The same wind at 08:00, before the swimming day, cautions nothing.
    const early = allDay(TODAY, (hour) =>
      hour === 8 ? { windSpeedKmh: 42, windGustsKmh: 55 } : { windSpeedKmh: 8, windGustsKmh: 12 },
    );
    expect(dayVerdicts(ELAFONISI, [{ date: TODAY, hours: early }])[0]).toMatchObject({
      verdict: "calm",
      caution: null,
    });
    // 3 Bft from the land with gusts of 4 Bft: calm, no caution.
    const light = allDay(TODAY, () => ({ windSpeedKmh: 15, windGustsKmh: 25 }));
    expect(dayVerdicts(ELAFONISI, [{ date: TODAY, hours: light }])[0]).toMatchObject({
      verdict: "calm",
      caution: null,
    });
  });

  it("words a cautioned calm badge as calm water with the caution, in English and Greek", () => {
    const sea = formatSea("today", TODAY, {
      verdict: "calm",
      windFromDeg: 0,
      beaufort: 6,
      windSide: "offshore",
      caution: "offshore-wind",
    });
    expect(sea).toMatchObject({
      verdict: "calm",
      label: "Calm water today · strong wind from land: inflatables drift out",
      caution: "offshore-wind",
      caution_text: "Strong wind from land: inflatables drift out",
    });
    expect(seaIn(sea, translatorOf("el"))).toMatchObject({
      label: "Ήρεμα νερά σήμερα · δυνατός άνεμος από τη στεριά: τα φουσκωτά παρασύρονται στα ανοιχτά",
      caution: "offshore-wind",
      caution_text: "Δυνατός άνεμος από τη στεριά: τα φουσκωτά παρασύρονται στα ανοιχτά",
    });
    const tomorrow = formatSea("tomorrow", TOMORROW, {
      verdict: "choppy",
      windFromDeg: 0,
      beaufort: 6,
      windSide: "offshore",
      caution: "offshore-wind",
    });
    expect(tomorrow.label).toBe("Choppy tomorrow · strong wind from land: inflatables drift out");
  });

  it("leaves out a day without swimming hours and keeps the wind of an unknown facing", () => {
    const night = allDay(TODAY).filter((hour) => hour.time < `${TODAY}T10:00`);
    expect(dayVerdicts(ELAFONISI, [{ date: TODAY, hours: night }])).toEqual([]);
    expect(
      dayVerdicts({ facingDeg: null, fetchKm: null }, [
        { date: TODAY, hours: allDay(TODAY, () => ({ windDirectionDeg: 355 })) },
      ]),
    ).toEqual([
      { date: TODAY, verdict: "unknown", windFromDeg: 355, beaufort: 5, windSide: null, caution: null },
    ]);
  });

  it("gives a stored day's verdict as codes and numbers only", () => {
    expect(
      seaFacts("today", TODAY, { verdict: "calm", windFromDeg: 359.6, beaufort: 5, windSide: "offshore" }),
    ).toEqual({
      day: "today",
      date: TODAY,
      verdict: "calm",
      wind_from_deg: 0,
      beaufort: 5,
      wind_side: "offshore",
      caution: null,
    });
  });

  it("words a card's badge and its wind, with no badge without a verdict", () => {
    expect(
      formatSea("today", TODAY, { verdict: "calm", windFromDeg: 0, beaufort: 5, windSide: "offshore" }),
    ).toEqual({
      day: "today",
      date: TODAY,
      verdict: "calm",
      label: "Calm today",
      wind: "N wind 5 Bft, blows from land",
      wind_from_deg: 0,
      beaufort: 5,
      wind_side: "offshore",
      caution: null,
      caution_text: null,
    });
    expect(
      formatSea("tomorrow", TOMORROW, { verdict: "unknown", windFromDeg: 200, beaufort: 3, windSide: null }),
    ).toMatchObject({
      label: null,
      wind: "SSW wind 3 Bft",
      wind_from_deg: 200,
      beaufort: 3,
      wind_side: null,
    });
    expect(
      formatSea("today", TODAY, { verdict: "unknown", windFromDeg: null, beaufort: null, windSide: null }),
    ).toMatchObject({ wind: "No wind forecast", wind_from_deg: null, beaufort: null, wind_side: null });
  });

  it.each([
    [{ calm: 5, choppy: 2, rough: 1, unknown: 0 }, "calm"],
    [{ calm: 3, choppy: 3, rough: 0, unknown: 0 }, "choppy"],
    [{ calm: 2, choppy: 0, rough: 2, unknown: 2 }, "unknown"],
    [{ calm: 0, choppy: 1, rough: 4, unknown: 0 }, "rough"],
    [{ calm: 0, choppy: 0, rough: 0, unknown: 0 }, "unknown"],
  ] as const)("colours a cluster of %o %s: the most, the worse of equals", (counts, verdict) => {
    expect(majorityVerdict(counts)).toBe(verdict);
  });
});

describe("the sea in Greek", () => {
  const greek = translatorOf("el");
  const english = translatorOf("en");

  it("words a card's badge and its wind in Greek from the record's wind facts", () => {
    const sea = formatSea("today", TODAY, {
      verdict: "calm",
      windFromDeg: 0,
      beaufort: 5,
      windSide: "offshore",
    });
    expect(seaIn(sea, greek)).toEqual({
      day: "today",
      date: TODAY,
      verdict: "calm",
      label: "Ήρεμη σήμερα",
      wind: "Άνεμος Β 5 μποφόρ, φυσά από τη στεριά",
      wind_from_deg: 0,
      beaufort: 5,
      wind_side: "offshore",
      caution: null,
      caution_text: null,
    });
    const rough = formatSea("tomorrow", TOMORROW, {
      verdict: "rough",
      windFromDeg: 200,
      beaufort: 7,
      windSide: null,
    });
    expect(seaIn(rough, greek)).toMatchObject({
      label: "Φουρτουνιασμένη αύριο",
      wind: "Άνεμος ΝΝΔ 7 μποφόρ",
    });
    expect(seaIn(sea, english)).toEqual(sea);
  });

  it("words the wind from the facts alone, whatever the English words say", () => {
    // The English words are for API callers; a Greek card never reads them back.
    const sea = {
      ...formatSea("today", TODAY, {
        verdict: "choppy",
        windFromDeg: 90,
        beaufort: 4,
        windSide: "cross-shore",
      }),
      wind: "Some other English wording",
    };
    expect(seaIn(sea, greek)).toMatchObject({
      label: "Με κυματάκι σήμερα",
      wind: "Άνεμος Α 4 μποφόρ, φυσά κατά μήκος της ακτής",
    });
    const onshore = formatSea("today", TODAY, {
      verdict: "rough",
      windFromDeg: 315,
      beaufort: 6,
      windSide: "onshore",
    });
    expect(seaIn(onshore, greek).wind).toBe("Άνεμος ΒΔ 6 μποφόρ, φυσά προς την ακτή");
  });

  it("keeps the English wind words of a record kept from before it carried the wind's facts", () => {
    const {
      wind_from_deg: _from,
      beaufort: _bft,
      wind_side: _side,
      ...kept
    } = formatSea("today", TODAY, {
      verdict: "calm",
      windFromDeg: 0,
      beaufort: 5,
      windSide: "offshore",
    });
    expect(seaIn(kept as Sea, greek)).toMatchObject({
      label: "Ήρεμη σήμερα",
      wind: "N wind 5 Bft, blows from land",
    });
  });

  it.each([
    [
      "no wind forecast",
      { windFromDeg: null, beaufort: null, windSide: null },
      "Δεν υπάρχει πρόγνωση ανέμου",
    ],
    ["no wind", { windFromDeg: null, beaufort: 0, windSide: null }, "Άπνοια"],
    ["a wind without a direction", { windFromDeg: null, beaufort: 3, windSide: null }, "Άνεμος 3 μποφόρ"],
  ] as const)("words %s in Greek", (_case, wind, words) => {
    const sea = formatSea("today", TODAY, { verdict: "unknown", ...wind });
    expect(seaIn(sea, greek)).toMatchObject({ label: null, wind: words });
  });

  it("are codes and numbers until a page or the API words them", () => {
    const facts = conditionsFacts(input(ELAFONISI));
    expect(facts).not.toHaveProperty("notice_text");
    expect(facts.days[0]).toMatchObject({
      summary: { kind: "all-day", verdict: "calm" },
      reason: "wind-from-land",
    });
    expect(facts.days[0]).not.toHaveProperty("headline");
    expect(facts.days[0]?.hours[0]).toMatchObject({ reason: "wind-from-land", wind_point: 0 });
    expect(facts.days[0]?.hours[0]).not.toHaveProperty("wind_text");
    expect(conditionsIn(facts, english).days[0]?.hours[0]).not.toHaveProperty("wind_point");
  });

  it("rewords a Greek page's day from the same facts: headline, summary, reasons, winds", () => {
    const given = conditionsFacts(input(ELAFONISI));
    const conditions = conditionsIn(given, greek);
    const [today] = conditions.days;
    expect(today?.verdict).toBe(given.days[0]?.verdict);
    expect(today?.headline).toBe("Ήρεμη σήμερα");
    expect(today?.summary).toBe("Ήρεμη όλη τη μέρα");
    expect(today?.explanation).toBe("Απάνεμη: ο άνεμος φυσά από τη στεριά");
    expect(today?.offshore_warning).toMatch(/^Ισχυρός άνεμος από τη στεριά/);
    expect(today?.hours[0]?.wind_text).toBe("Β 34 χλμ/ώρα, ριπές 48, 5 μποφόρ");
    expect(compassPointIn(200, greek)).toBe("ΝΝΔ");
    expect(compassPointIn(200, english)).toBe("SSW");
  });

  it("says a missing forecast in Greek", () => {
    const missing = conditionsFacts(
      input(ELAFONISI, { state: "missing", fetchedAt: null, ageMs: null, days: [] }),
    );
    expect(conditionsIn(missing, greek).notice_text).toBe("Δεν υπάρχει πρόγνωση αυτή τη στιγμή");
  });
});
