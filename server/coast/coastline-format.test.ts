import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  COORDINATE_SCALE,
  CoastlineFormatError,
  decodeCoastline,
  encodeCoastline,
} from "./coastline-format.ts";

// The compact coastline file: what goes in comes back, to the stored precision, and a damaged
// file is refused with a reason.

const ISLAND = [
  [24.1234567, 37.7654321],
  [24.2, 37.7654321],
  [24.2, 37.9],
  [24.1234567, 37.7654321],
] as const;
const OPEN = [
  [-19.5, -42.000001],
  [-19.4, -41.9],
  [-19.3, -41.95],
] as const;

describe("the compact coastline file", () => {
  it("reads back every vertex of closed and open lines, to half a millionth of a degree", () => {
    const { note, lines } = decodeCoastline(encodeCoastline([ISLAND, OPEN], "test coast"));
    expect(note).toBe("test coast");
    expect([...lines.lineStarts]).toEqual([0, 4, 7]);
    const expected = [...ISLAND, ...OPEN];
    expected.forEach(([longitude, latitude], index) => {
      expect(Math.abs(lines.longitudes[index]! - longitude)).toBeLessThanOrEqual(0.5 / COORDINATE_SCALE);
      expect(Math.abs(lines.latitudes[index]! - latitude)).toBeLessThanOrEqual(0.5 / COORDINATE_SCALE);
    });
    // A ring ends on its first vertex again, exactly.
    expect(lines.longitudes[3]).toBe(lines.longitudes[0]);
    expect(lines.latitudes[3]).toBe(lines.latitudes[0]);
  });

  it("refuses what is not such a file, or is cut short", () => {
    const whole = encodeCoastline([ISLAND, OPEN], "test coast");
    expect(() => decodeCoastline(Buffer.from("not gzip"))).toThrow(/not gzip data/);
    expect(() => decodeCoastline(gzipSync(Buffer.from("GEOJSON!{}")))).toThrow(CoastlineFormatError);
    const raw = Buffer.from(gzipSync(Buffer.from("GRCOAST1")));
    expect(() => decodeCoastline(raw)).toThrow(/ends early/);
    expect(() => decodeCoastline(whole.subarray(0, whole.length - 10))).toThrow(CoastlineFormatError);
  });
});
