import { describe, expect, it } from "vitest";
import type {
  BeachExposure,
  CalmVerdict,
  DaySummary,
  HourRating,
  HourWeather,
  TimedVerdict,
} from "./calm.ts";
import {
  dayCaution,
  seaShade,
  beaufort,
  CALM_WAVE_M,
  dayVerdict,
  rateHour,
  ROUGH_WAVE_M,
  swimmingHours,
  windSeaHeightM,
  windSide,
} from "./calm.ts";
import { angleBetween, FETCH_BEARINGS, FETCH_MAX_KM, fetchToward, nearestBearingIndex } from "./coast.ts";
import { daySummaryIn, seaLabelIn, windIn } from "./conditions.ts";
import { ENGLISH } from "../i18n/catalogues.ts";
import { formatCompassPoint } from "../pages/wording.ts";
import {
  ELAFONISI,
  CANAL_D_AMOUR,
  MYRTOS,
  BALOS,
  PORTO_KOUFO,
  FALASSARNA,
  PREVELI,
} from "#tests/demo-exposures.ts";

// The English words, as the catalogue gives them to the JSON API and an English page.
const explainHourRating = (rating: Pick<HourRating, "reason">) =>
  ENGLISH.t(`beach.sea.reason.${rating.reason}`);
const formatCalmBadge = (verdict: CalmVerdict, day: "today" | "tomorrow") =>
  seaLabelIn(verdict, day, ENGLISH);
const formatDaySummary = (summary: DaySummary) => daySummaryIn(summary, ENGLISH);
const formatWind = (directionDeg: number | null, rating: Pick<HourRating, "beaufort" | "windSide">) =>
  windIn(directionDeg, rating.beaufort, rating.windSide, ENGLISH);
const OFFSHORE_WARNING_TEXT = ENGLISH.t("beach.sea.offshoreWarning");

const STILL: HourWeather = {
  windSpeedKmh: 0,
  windGustsKmh: null,
  windDirectionDeg: 0,
  waveHeightM: null,
  waveDirectionDeg: null,
  swellHeightM: null,
  swellDirectionDeg: null,
  wavePeriodS: null,
  seaTemperatureC: null,
};
const wind = (fromDeg: number, kmh: number, more: Partial<HourWeather> = {}): HourWeather => ({
  ...STILL,
  windDirectionDeg: fromDeg,
  windSpeedKmh: kmh,
  ...more,
});
const RANK: Record<CalmVerdict, number> = { unknown: -1, calm: 0, choppy: 1, rough: 2 };

describe("beaufort", () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [1, 1],
    [5, 1],
    [6, 2],
    [11, 2],
    [12, 3],
    [19, 3],
    [20, 4],
    [28, 4],
    [28.4, 4],
    [28.6, 5],
    [29, 5],
    [38, 5],
    [39, 6],
    [49, 6],
    [50, 7],
    [61, 7],
    [62, 8],
    [74, 8],
    [75, 9],
    [88, 9],
    [89, 10],
    [102, 10],
    [103, 11],
    [117, 11],
    [118, 12],
    [200, 12],
    [-3, 0],
  ])("%s km/h is force %s (the WMO scale in whole km/h)", (kmh, force) => {
    expect(beaufort(kmh)).toBe(force);
  });
});

describe("where the wind blows from, seen from the beach", () => {
  it.each([
    ["350 against a facing of 10 is 20 degrees: onshore", 350, 10, "onshore"],
    ["10 against a facing of 350, the other way round the wrap", 10, 350, "onshore"],
    ["45 degrees off is still onshore", 45, 0, "onshore"],
    ["46 degrees off is along the shore", 314, 0, "cross-shore"],
    ["straight along the shore", 100, 10, "cross-shore"],
    ["134 degrees off is along the shore", 226, 0, "cross-shore"],
    ["135 degrees off is from the land side", 135, 0, "offshore"],
    ["straight from behind across north", 190, 10, "offshore"],
  ] as const)("%s", (_case, fromDeg, facingDeg, side) => {
    expect(windSide(fromDeg, facingDeg)).toBe(side);
  });

  it("measures the angle across north the short way round", () => {
    expect(angleBetween(350, 10)).toBe(20);
    expect(rateHour(wind(350, 34), { facingDeg: 10, fetchKm: null }).windSide).toBe("onshore");
  });
});

describe("the fetch toward the wind", () => {
  it("reads the measured direction, and between two directions a straight line between them", () => {
    expect(fetchToward(CANAL_D_AMOUR.fetchKm!, 0)).toBe(36);
    expect(fetchToward(CANAL_D_AMOUR.fetchKm!, 22.5)).toBe(30.5);
    expect(fetchToward(CANAL_D_AMOUR.fetchKm!, 11.25)).toBeCloseTo(33.25, 6);
    // Between NNW (0.1) and N (36), across north.
    expect(fetchToward(CANAL_D_AMOUR.fetchKm!, 348.75)).toBeCloseTo(18.05, 6);
    expect(fetchToward([1, 2, 3], 0)).toBeNull();
  });

  it("names directions by the nearest of the 16 compass points", () => {
    expect(FETCH_BEARINGS[nearestBearingIndex(350)]).toBe(0);
    expect(FETCH_BEARINGS[nearestBearingIndex(200)]).toBe(202.5);
    expect(formatCompassPoint(10)).toBe("N");
    expect(formatCompassPoint(350)).toBe("N");
    expect(formatCompassPoint(315)).toBe("NW");
    expect(formatCompassPoint(200)).toBe("SSW");
    expect(formatCompassPoint(-90)).toBe("W");
  });
});

describe("the wind's own waves", () => {
  it("grow with the open water and the wind, up to the fully developed sea", () => {
    // JONSWAP: 0.0016 * U * sqrt(F / g); 34 km/h over 36 km is about 0.92 m.
    expect(windSeaHeightM(34, 36)).toBeCloseTo(0.92, 2);
    expect(windSeaHeightM(34, 0)).toBe(0);
    expect(windSeaHeightM(34, 10)).toBeLessThan(windSeaHeightM(34, 36));
    expect(windSeaHeightM(38, 36)).toBeGreaterThan(windSeaHeightM(34, 36));
    // 15 km/h over 50 km would be 0.48 m fetch-limited; fully developed it stops at 0.24 U^2 / g.
    expect(windSeaHeightM(15, FETCH_MAX_KM)).toBeCloseTo((0.24 * (15 / 3.6) ** 2) / 9.81, 6);
  });
});

describe("a north 5 Bft meltemi", () => {
  const meltemi = [
    [0, 30],
    [0, 34],
    [10, 34],
    [20, 30],
    [20, 38],
  ] as const;

  it.each(meltemi)(
    "from %s degrees at %s km/h leaves south-facing Elafonisi calm, sheltered",
    (from, kmh) => {
      const hour = rateHour(wind(from, kmh), ELAFONISI);
      expect(hour).toMatchObject({ verdict: "calm", reason: "wind-from-land", windSide: "offshore" });
      expect(hour.beaufort).toBe(5);
      expect(explainHourRating(hour)).toBe("Sheltered: the wind blows from the land side");
    },
  );

  it.each(meltemi)("from %s degrees at %s km/h makes north-facing Canal d'Amour rough", (from, kmh) => {
    const hour = rateHour(wind(from, kmh), CANAL_D_AMOUR);
    expect(hour).toMatchObject({ verdict: "rough", reason: "wind-onshore", windSide: "onshore" });
    expect(hour.windFetchKm).toBeGreaterThan(30);
    expect(explainHourRating(hour)).toBe("Exposed: the wind blows straight onto this beach");
  });

  it("leaves Myrtos, facing north-west, calm: it has cliffs to the north", () => {
    expect(rateHour(wind(10, 34), MYRTOS)).toMatchObject({ verdict: "calm", windSide: "cross-shore" });
  });

  it("turned north-west, makes Myrtos rough and Canal d'Amour calm", () => {
    expect(rateHour(wind(315, 34), MYRTOS)).toMatchObject({
      verdict: "rough",
      reason: "wind-onshore",
      windFetchKm: FETCH_MAX_KM,
    });
    expect(rateHour(wind(315, 34), CANAL_D_AMOUR).verdict).toBe("calm");
  });
});

describe("light wind", () => {
  it.each([0, 5, 11])("%s km/h (2 Bft or less) is calm whatever the facing and the wind", (kmh) => {
    for (const facingDeg of FETCH_BEARINGS)
      for (const from of [0, 90, 180, 270, facingDeg]) {
        const hour = rateHour(wind(from, kmh), { facingDeg, fetchKm: null });
        expect(hour, `facing ${facingDeg}, wind from ${from}`).toMatchObject({
          verdict: "calm",
          reason: "light-wind",
        });
      }
  });
});

describe("shelter", () => {
  it.each([
    ["Balos lagoon, north-east wind", BALOS, 40],
    ["Porto Koufo harbour, west wind", PORTO_KOUFO, 280],
  ] as const)("%s at 4 Bft onshore is calm: little open water", (_case, beach, from) => {
    const hour = rateHour(wind(from, 25), beach);
    expect(hour).toMatchObject({ verdict: "calm", reason: "little-open-water", windSide: "onshore" });
    expect(explainHourRating(hour)).toBe("Sheltered: little open water toward the wind");
  });

  it("the same 4 Bft onto an open coast (Falassarna, west wind) is choppy", () => {
    expect(rateHour(wind(270, 25), FALASSARNA)).toMatchObject({ verdict: "choppy", reason: "wind-onshore" });
  });

  it("6 Bft onshore is choppy even in a closed harbour", () => {
    expect(rateHour(wind(280, 42), PORTO_KOUFO)).toMatchObject({ verdict: "choppy", reason: "strong-wind" });
  });

  it("a wind along the shore raises less than the same wind straight on", () => {
    const open: BeachExposure = { facingDeg: 0, fetchKm: null };
    const along = rateHour(wind(90, 25), open);
    expect(along).toMatchObject({ windSide: "cross-shore", reason: "wind-along-shore" });
    expect(along.windWaveM!).toBeCloseTo(rateHour(wind(0, 25), open).windWaveM! / 2, 6);
    expect(explainHourRating(along)).toBe("Partly exposed: the wind blows along the shore");
  });

  it("an unknown fetch counts as open sea", () => {
    expect(rateHour(wind(280, 25), { facingDeg: 282, fetchKm: null }).verdict).toBe("choppy");
    expect(rateHour(wind(280, 25), { facingDeg: 282, fetchKm: [1, 2] }).verdict).toBe("choppy");
  });
});

describe("marked sheltered by hand", () => {
  // Canal d'Amour faces north over 36 km of water; here someone marked it sheltered from N (sector 0).
  const MARKED_N: BeachExposure = { ...CANAL_D_AMOUR, shelteredFrom: [0] };

  it.each([
    [0, 30],
    [0, 34],
    [10, 34],
    // Still nearer N than NNE (22.5): the sector is the nearest compass point.
    [11, 38],
    [349, 34],
  ] as const)(
    "a north meltemi from %s degrees at %s km/h leaves a north-facing beach marked sheltered from N calm",
    (from, kmh) => {
      const hour = rateHour(wind(from, kmh), MARKED_N);
      expect(hour).toMatchObject({
        verdict: "calm",
        reason: "sheltered-by-hand",
        windFetchKm: 0,
        windWaveM: 0,
        beaufort: 5,
      });
      expect(explainHourRating(hour)).toBe("Sheltered: marked sheltered from this wind");
    },
  );

  it("unmarked, or marked for other sectors, the same meltemi stays rough", () => {
    for (const shelteredFrom of [undefined, null, [], [1, 15], [8]]) {
      const hour = rateHour(wind(0, 34), { ...CANAL_D_AMOUR, shelteredFrom });
      expect(hour, JSON.stringify(shelteredFrom)).toMatchObject({ verdict: "rough", reason: "wind-onshore" });
    }
  });

  it("a wind from the next sector is not sheltered", () => {
    // 12 degrees rounds to NNE (sector 1), which is not marked.
    expect(rateHour(wind(12, 34), MARKED_N)).toMatchObject({ verdict: "rough", reason: "wind-onshore" });
  });

  it("is sheltered even in a strong wind, as from the land, with no warning: the wind blows onshore", () => {
    const hour = rateHour(wind(0, 45, { windGustsKmh: 60 }), MARKED_N);
    expect(hour).toMatchObject({
      verdict: "calm",
      reason: "sheltered-by-hand",
      windSide: "onshore",
      offshoreWarning: false,
    });
  });

  it("swell toward the beach still counts, the offshore sea from the marked sector does not", () => {
    const choppy = rateHour(wind(0, 34, { swellHeightM: 0.8, swellDirectionDeg: 9 }), MARKED_N);
    expect(choppy).toMatchObject({ verdict: "choppy", reason: "waves-from-sea", windWaveM: 0 });
    expect(choppy.shoreWaveM!).toBeCloseTo(0.8, 6);
    // The offshore total from a marked sector holds the wind's sea out there: held back too.
    expect(rateHour(wind(0, 34, { waveHeightM: 1.5, waveDirectionDeg: 5 }), MARKED_N)).toMatchObject({
      verdict: "calm",
      seaWaveM: 0,
    });
    // From a sector not marked it reaches the beach as ever.
    expect(rateHour(wind(0, 34, { waveHeightM: 1.5, waveDirectionDeg: 30 }), MARKED_N).verdict).toBe("rough");
    // A swell from behind the beach passes by, as ever.
    expect(rateHour(wind(0, 34, { swellHeightM: 2, swellDirectionDeg: 180 }), MARKED_N).verdict).toBe("calm");
  });

  it("a wind from the land side keeps its own reason and warning", () => {
    const hour = rateHour(wind(20, 30), { ...ELAFONISI, shelteredFrom: [1] });
    expect(hour).toMatchObject({ verdict: "calm", reason: "wind-from-land", offshoreWarning: true });
  });

  it("light wind stays light wind", () => {
    expect(rateHour(wind(0, 8), MARKED_N).reason).toBe("light-wind");
  });
});

describe("waves from the open sea", () => {
  it("a south swell onto Preveli makes a light-wind hour choppy", () => {
    const hour = rateHour(wind(0, 8, { swellHeightM: 0.8, swellDirectionDeg: 180 }), PREVELI);
    expect(hour).toMatchObject({ verdict: "choppy", reason: "waves-from-sea" });
    expect(explainHourRating(hour)).toBe("Waves from the open sea reach this beach");
  });

  it("offshore waves of 1.5 m straight on make it rough", () => {
    const hour = rateHour(wind(0, 8, { waveHeightM: 1.5, waveDirectionDeg: 170 }), PREVELI);
    expect(hour.verdict).toBe("rough");
    expect(hour.shoreWaveM!).toBeGreaterThan(ROUGH_WAVE_M);
  });

  it("a swell from behind the beach or along it passes by", () => {
    for (const from of [0, 76, 256, 300]) {
      const hour = rateHour(wind(0, 8, { swellHeightM: 2, swellDirectionDeg: from }), PREVELI);
      expect(hour, `swell from ${from}`).toMatchObject({
        verdict: "calm",
        reason: "light-wind",
        seaWaveM: 0,
      });
    }
  });

  it("reaches a beach less the more it comes from the side", () => {
    const heightFrom = (from: number) =>
      rateHour(wind(0, 8, { swellHeightM: 1, swellDirectionDeg: from }), PREVELI).seaWaveM!;
    expect(heightFrom(166)).toBeCloseTo(1, 6);
    expect(heightFrom(196)).toBeLessThan(heightFrom(166));
    expect(heightFrom(226)).toBeLessThan(heightFrom(196));
  });

  it("is held back by land close by toward it", () => {
    // Porto Koufo faces west; its headlands lie under a kilometre off that way.
    const hour = rateHour(wind(0, 8, { swellHeightM: 1, swellDirectionDeg: 282 }), PORTO_KOUFO);
    expect(hour.verdict).toBe("calm");
    expect(hour.seaWaveM!).toBeLessThanOrEqual(CALM_WAVE_M);
  });

  it("only ever makes the verdict worse", () => {
    const winds = [wind(0, 8), wind(0, 25), wind(270, 34), wind(10, 45), wind(180, 30)];
    for (const beach of [ELAFONISI, CANAL_D_AMOUR, MYRTOS, BALOS, PREVELI])
      for (const weather of winds)
        for (const from of [0, 90, 180, 270])
          for (const height of [0.2, 0.6, 1.5]) {
            const alone = rateHour(weather, beach);
            const withSea = rateHour(
              {
                ...weather,
                swellHeightM: height,
                swellDirectionDeg: from,
                waveHeightM: height,
                waveDirectionDeg: from,
              },
              beach,
            );
            expect(RANK[withSea.verdict]).toBeGreaterThanOrEqual(RANK[alone.verdict]);
          }
  });

  it("left out when the marine forecast has nothing (a cell on land)", () => {
    const hour = rateHour(wind(0, 34, { waveHeightM: null, swellHeightM: null }), CANAL_D_AMOUR);
    expect(hour).toMatchObject({ verdict: "rough", seaWaveM: null });
  });
});

describe("a strong wind from the land", () => {
  it("6 Bft offshore is calm water with a warning", () => {
    const hour = rateHour(wind(20, 45, { windGustsKmh: 60 }), ELAFONISI);
    expect(hour).toMatchObject({ verdict: "calm", reason: "wind-from-land", offshoreWarning: true });
    expect(hour.beaufort).toBe(6);
  });

  it.each([
    ["5 Bft offshore warns", ELAFONISI, wind(20, 30), true],
    ["4 Bft offshore gusting to 5 Bft warns", ELAFONISI, wind(20, 25, { windGustsKmh: 30 }), true],
    ["4 Bft offshore with gusts of 4 Bft does not", ELAFONISI, wind(20, 25, { windGustsKmh: 27 }), false],
    ["4 Bft offshore without gusts forecast does not", ELAFONISI, wind(20, 25), false],
    ["6 Bft onshore does not", CANAL_D_AMOUR, wind(0, 45), false],
    ["6 Bft along the shore does not", MYRTOS, wind(30, 45), false],
  ] as const)("%s", (_case, beach, weather, warns) => {
    expect(rateHour(weather, beach).offshoreWarning).toBe(warns);
  });
});

describe("a day's caution and how a verdict is shown", () => {
  it("cautions the day when an hour with a verdict warns of a wind from the land", () => {
    const calm = { verdict: "calm", offshoreWarning: false } as const;
    expect(dayCaution([calm, calm])).toBeNull();
    expect(dayCaution([calm, { verdict: "calm", offshoreWarning: true }])).toBe("offshore-wind");
    expect(dayCaution([calm, { verdict: "unknown", offshoreWarning: true }])).toBeNull();
  });

  it("never shows a cautioned calm day as plain calm", () => {
    expect(seaShade("calm", null)).toBe("calm");
    expect(seaShade("calm", "offshore-wind")).toBe("calm-caution");
    expect(seaShade("choppy", "offshore-wind")).toBe("choppy");
    expect(seaShade("unknown", null)).toBe("unknown");
  });
});

describe("no verdict", () => {
  it("when the beach's facing is unknown, whatever the wind", () => {
    for (const weather of [wind(0, 5), wind(0, 45)]) {
      const hour = rateHour(weather, { facingDeg: null, fetchKm: null });
      expect(hour).toMatchObject({ verdict: "unknown", reason: "facing-unknown", windSide: null });
      expect(explainHourRating(hour)).toBe("No verdict: which way this beach faces is unknown");
    }
  });

  it("when the wind's speed is negative, which no wind is", () => {
    expect(rateHour(wind(20, -40), ELAFONISI)).toMatchObject({ verdict: "unknown", reason: "wind-unknown" });
  });

  it("when the wind's speed or direction is missing", () => {
    for (const weather of [wind(0, 34, { windSpeedKmh: null }), wind(0, 34, { windDirectionDeg: null })])
      expect(rateHour(weather, CANAL_D_AMOUR)).toMatchObject({ verdict: "unknown", reason: "wind-unknown" });
  });
});

describe("the wind in words", () => {
  it.each([
    ["a meltemi at Elafonisi", wind(10, 34), ELAFONISI, "N wind 5 Bft, blows from land"],
    ["a meltemi at Canal d'Amour", wind(10, 34), CANAL_D_AMOUR, "N wind 5 Bft, blows onshore"],
    ["a north wind at Myrtos", wind(10, 34), MYRTOS, "N wind 5 Bft, blows along the shore"],
    ["a beach whose facing is unknown", wind(315, 25), { facingDeg: null, fetchKm: null }, "NW wind 4 Bft"],
    ["no wind", wind(0, 0.3), ELAFONISI, "No wind"],
    ["no forecast", wind(0, 34, { windSpeedKmh: null }), ELAFONISI, "No wind forecast"],
  ] as const)("%s", (_case, weather, beach, text) => {
    expect(formatWind(weather.windDirectionDeg, rateHour(weather, beach))).toBe(text);
  });

  it("explains a warning and names the badge", () => {
    expect(OFFSHORE_WARNING_TEXT).toMatch(/floats and swimmers out to sea/);
    expect(formatCalmBadge("calm", "today")).toBe("Calm today");
    expect(formatCalmBadge("rough", "tomorrow")).toBe("Rough tomorrow");
    expect(formatCalmBadge("unknown", "today")).toBeNull();
  });
});

const DAY = "2025-07-14";
const at = (hour: number, date = DAY) => `${date}T${String(hour).padStart(2, "0")}:00`;
/** Hours from `first` on, one verdict each. */
const hoursFrom = (first: number, verdicts: CalmVerdict[], date = DAY): TimedVerdict[] =>
  verdicts.map((verdict, index) => ({ time: at(first + index, date), verdict }));
const repeat = (verdict: CalmVerdict, times: number): CalmVerdict[] => Array(times).fill(verdict);

describe("the swimming day", () => {
  it("keeps the hours from 10:00 to 19:00 of the day asked for, in order", () => {
    const hours = [
      ...hoursFrom(0, repeat("calm", 24)),
      ...hoursFrom(10, repeat("rough", 10), "2025-07-15"),
    ].reverse();
    expect(swimmingHours(hours, DAY).map((hour) => hour.time.slice(11))).toEqual([
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
  });

  it("a meltemi rising at 13:00 at Canal d'Amour: calm until 13:00, rough for the day", () => {
    const forecast: HourWeather[] = [
      ...repeat("calm", 13).map(() => wind(10, 8)),
      ...repeat("calm", 11).map(() => wind(10, 34)),
    ];
    const hours = forecast.map((weather, hour) => ({
      time: at(hour),
      verdict: rateHour(weather, CANAL_D_AMOUR).verdict,
    }));
    const day = dayVerdict(hours, DAY);
    expect(day).toEqual({
      verdict: "rough",
      summary: { kind: "until", verdict: "calm", hour: "13:00" },
      hours: { calm: 3, choppy: 0, rough: 7, unknown: 0 },
    });
    expect(formatDaySummary(day.summary)).toBe("Calm until 13:00");
  });

  it("ignores the hours before 10:00 and after 19:00", () => {
    const hours = [
      ...hoursFrom(0, repeat("rough", 10)),
      ...hoursFrom(10, repeat("calm", 10)),
      ...hoursFrom(20, repeat("rough", 4)),
    ];
    const day = dayVerdict(hours, DAY);
    expect(day.verdict).toBe("calm");
    expect(formatDaySummary(day.summary)).toBe("Calm all day");
  });

  it.each([
    ["calm all day", repeat("calm", 10), "calm", "Calm all day"],
    ["choppy all day", repeat("choppy", 10), "choppy", "Choppy all day"],
    ["calm from 15:00", [...repeat("choppy", 5), ...repeat("calm", 5)], "choppy", "Calm from 15:00"],
    ["calm until 16:00", [...repeat("calm", 6), ...repeat("choppy", 4)], "calm", "Calm until 16:00"],
    [
      "choppy until 12:00, then rough",
      [...repeat("choppy", 2), ...repeat("rough", 8)],
      "rough",
      "Choppy until 12:00",
    ],
    [
      "half calm, half rough: a tie is the worse",
      [...repeat("calm", 5), ...repeat("rough", 5)],
      "rough",
      "Calm until 15:00",
    ],
    [
      "calm at times",
      ["calm", "choppy", "calm", "choppy", "choppy", "rough", "choppy", "calm", "choppy", "choppy"],
      "choppy",
      "Calm at times",
    ],
    [
      "mostly calm",
      ["calm", "calm", "choppy", "calm", "calm", "calm", "choppy", "calm", "calm", "calm"],
      "calm",
      "Mostly calm",
    ],
    [
      "six calm, four choppy, choppy first",
      [...repeat("choppy", 4), ...repeat("calm", 6)],
      "calm",
      "Calm from 14:00",
    ],
  ] as const)("%s", (_case, verdicts, verdict, summary) => {
    const day = dayVerdict(hoursFrom(10, [...verdicts]), DAY);
    expect(day.verdict).toBe(verdict);
    expect(formatDaySummary(day.summary)).toBe(summary);
  });

  it("counts the known hours only, and none when under half the day is known", () => {
    const fiveKnown = [...repeat("calm", 3), ...repeat("choppy", 2), ...repeat("unknown", 5)];
    expect(dayVerdict(hoursFrom(10, fiveKnown), DAY)).toMatchObject({
      verdict: "calm",
      hours: { calm: 3, choppy: 2, rough: 0, unknown: 5 },
    });
    const fourKnown = [...repeat("calm", 4), ...repeat("unknown", 6)];
    const unknown = dayVerdict(hoursFrom(10, fourKnown), DAY);
    expect(unknown).toMatchObject({ verdict: "unknown", summary: { kind: "unknown" } });
    expect(formatDaySummary(unknown.summary)).toBe("No verdict for the swimming hours");
    // Hours the forecast does not cover count as unknown too.
    expect(dayVerdict(hoursFrom(10, repeat("calm", 4)), DAY)).toMatchObject({
      verdict: "unknown",
      hours: { calm: 4, unknown: 6 },
    });
    expect(dayVerdict([], DAY).verdict).toBe("unknown");
  });

  it("an unknown hour inside a calm morning neither ends nor extends it", () => {
    const verdicts: CalmVerdict[] = ["calm", "calm", "unknown", "calm", "choppy", ...repeat("choppy", 5)];
    expect(dayVerdict(hoursFrom(10, verdicts), DAY).summary).toEqual({
      kind: "until",
      verdict: "calm",
      hour: "14:00",
    });
  });
});
