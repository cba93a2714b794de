import { describe, expect, it } from "vitest";
import { beachConditions as conditionsFacts, conditionsIn, type ConditionsInput } from "./conditions.ts";
import { ENGLISH } from "../i18n/catalogues.ts";
import { plausibleValue, WAVE_HEIGHT_MAX_M, WIND_SPEED_MAX_KMH } from "./forecast-ranges.ts";
import { ELAFONISI } from "#tests/demo-exposures.ts";

// The ranges a forecast value must keep to (ADR 040), and the wording that never prints one outside
// them, whatever reaches it.

/** Elafonisi's conditions with one stored noon hour, in English words as the JSON API gives them. */
function noonConditions(hour: ConditionsInput["days"][number]["hours"][number]) {
  const input: ConditionsInput = {
    exposure: ELAFONISI,
    state: "fresh",
    fetchedAt: new Date("2026-07-15T06:00:00Z"),
    ageMs: 0,
    marineGap: null,
    days: [{ date: "2026-07-15", hours: [hour] }],
  };
  return conditionsIn(conditionsFacts(input), ENGLISH);
}

/** One noon hour's wind in words. */
function formatHourWind(wind: {
  windSpeedKmh: number | null;
  windGustsKmh: number | null;
  windDirectionDeg: number | null;
}) {
  const hour = {
    time: "2026-07-15T12:00",
    waveHeightM: 0.2,
    waveDirectionDeg: 200,
    swellHeightM: 0.1,
    swellDirectionDeg: 200,
    wavePeriodS: 5,
    seaTemperatureC: 24,
    ...wind,
  };
  return noonConditions(hour).days[0]!.hours[0]!.wind_text;
}

describe("a plausible forecast value", () => {
  it("is a finite number within its variable's range, ends included", () => {
    expect(plausibleValue("windSpeedKmh", 0)).toBe(0);
    expect(plausibleValue("windSpeedKmh", WIND_SPEED_MAX_KMH)).toBe(WIND_SPEED_MAX_KMH);
    expect(plausibleValue("windDirectionDeg", 360)).toBe(360);
    expect(plausibleValue("seaTemperatureC", -1.5)).toBe(-1.5);
    expect(plausibleValue("waveHeightM", WAVE_HEIGHT_MAX_M)).toBe(WAVE_HEIGHT_MAX_M);
  });

  it("is null when negative, past the range, not finite or missing", () => {
    expect(plausibleValue("windSpeedKmh", -40)).toBeNull();
    expect(plausibleValue("windSpeedKmh", 1e30)).toBeNull();
    expect(plausibleValue("windGustsKmh", Number.NaN)).toBeNull();
    expect(plausibleValue("windDirectionDeg", 361)).toBeNull();
    expect(plausibleValue("swellDirectionDeg", -0.5)).toBeNull();
    expect(plausibleValue("wavePeriodS", Number.POSITIVE_INFINITY)).toBeNull();
    expect(plausibleValue("seaTemperatureC", 80)).toBeNull();
    expect(plausibleValue("waveHeightM", null)).toBeNull();
  });
});

describe("the conditions' wording", () => {
  it("never prints an impossible wind", () => {
    expect(formatHourWind({ windSpeedKmh: 1e30, windGustsKmh: 1e30, windDirectionDeg: 0 })).toBe(
      "No wind forecast",
    );
    expect(formatHourWind({ windSpeedKmh: 20, windGustsKmh: 1e30, windDirectionDeg: 720 })).toBe(
      "20 km/h, 4 Bft",
    );
  });

  it("leaves impossible values out of an hour's figures", () => {
    const hour = {
      time: "2026-07-15T12:00",
      windSpeedKmh: 20,
      windGustsKmh: -3,
      windDirectionDeg: 0,
      waveHeightM: 1e30,
      waveDirectionDeg: 200,
      swellHeightM: -1,
      swellDirectionDeg: 200,
      wavePeriodS: 5,
      seaTemperatureC: 300,
    };
    const [today] = noonConditions(hour).days;
    expect(today!.hours[0]).toMatchObject({
      wind_speed_kmh: 20,
      wind_gusts_kmh: null,
      wave_height_m: null,
      swell_height_m: null,
      sea_temperature_c: null,
      wind_text: "N 20 km/h, 4 Bft",
    });
    expect(today!.hours[0]!.shore_wave_m).toBeNull();
    expect(JSON.stringify(today)).not.toMatch(/e\+\d|300/);
  });
});
