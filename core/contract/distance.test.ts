import { describe, expect, it } from "vitest";
import { distanceKm, EARTH_RADIUS_KM, formatDistanceKm, isValidLatLng } from "./distance.ts";

describe("distanceKm", () => {
  it("uses an Earth radius of 6371 km", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      6,
    );
  });

  it.each([
    [
      "Athens to Heraklion",
      { latitude: 37.9838, longitude: 23.7275 },
      { latitude: 35.3387, longitude: 25.1442 },
      318,
    ],
    [
      "Corfu town to Zakynthos town",
      { latitude: 39.6243, longitude: 19.9217 },
      { latitude: 37.7879, longitude: 20.8999 },
      221,
    ],
    ["the same point", { latitude: 36.4, longitude: 25.4 }, { latitude: 36.4, longitude: 25.4 }, 0],
  ])("%s", (_label, from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, -1);
    expect(distanceKm(to, from)).toBeCloseTo(distanceKm(from, to), 9);
  });
});

describe("formatDistanceKm", () => {
  it.each([
    [0.42, "0.4 km"],
    [1.4, "1 km"],
    [12.5, "13 km"],
    [318.2, "318 km"],
  ])("%s km reads %s", (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });
});

describe("isValidLatLng", () => {
  it.each([
    [{ latitude: 37, longitude: 23 }, true],
    [{ latitude: 90.01, longitude: 0 }, false],
    [{ latitude: 0, longitude: -180.5 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
  ])("%o is %s", (value, valid) => {
    expect(isValidLatLng(value)).toBe(valid);
  });
});
