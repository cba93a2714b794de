import { describe, expect, it } from "vitest";
import {
  angleBetween,
  CoastIndex,
  FETCH_BEARINGS,
  FETCH_MAX_KM,
  metresPerDegree,
  normaliseDegrees,
} from "./coast-geometry.ts";
import { coastLinesOf, type SourceLine } from "./coastline-format.ts";

// The geometry on made-up coasts whose answers are known exactly: a square island, a bay cut into
// an island, a cape, a thin spit and a rock off a beach. Shapes are written in kilometres east and
// north of a point in the Aegean; rings run anticlockwise, land on the left, as the shipped data does.

const ORIGIN = { latitude: 37, longitude: 25 };
const scale = metresPerDegree(ORIGIN.latitude);

type Km = readonly [number, number];

/** A point given in kilometres east and north of the origin, as [longitude, latitude]. */
const at = ([x, y]: Km): [number, number] => [
  ORIGIN.longitude + (x * 1000) / scale.x,
  ORIGIN.latitude + (y * 1000) / scale.y,
];

/** Turns a point about the origin by `degrees` clockwise, as a bearing turns. */
const turned = ([x, y]: Km, degrees: number): Km => {
  const r = (degrees * Math.PI) / 180;
  return [x * Math.cos(r) + y * Math.sin(r), -x * Math.sin(r) + y * Math.cos(r)];
};

/** A closed ring through the points, back to the first. */
const ring = (points: readonly Km[]): SourceLine => [...points, points[0]!].map(at);

const coastOf = (...lines: SourceLine[]) => new CoastIndex(coastLinesOf(lines));

/** What the coast says about a point given in kilometres. */
const describeAt = (coast: CoastIndex, point: Km) => {
  const [longitude, latitude] = at(point);
  return coast.describe(latitude, longitude);
};

const fetchToward = (fetchKm: readonly number[], bearing: number) => fetchKm[FETCH_BEARINGS.indexOf(bearing)];

/** A square island 2 km across, centred on the origin. */
const SQUARE: Km[] = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
];

describe("the facing", () => {
  const island = coastOf(ring(SQUARE));

  it("points out to sea on each side of a square island", () => {
    const sides: [Km, number][] = [
      [[0, 1.1], 0],
      [[1.1, 0], 90],
      [[0, -1.1], 180],
      [[-1.1, 0], 270],
    ];
    for (const [point, facing] of sides) {
      const facts = describeAt(island, point)!;
      expect(angleBetween(facts.facingDeg!, facing), `side facing ${facing}`).toBeLessThan(0.5);
      expect(facts.distanceM).toBeCloseTo(100, -1);
      expect(facts.lowConfidence).toBe(false);
    }
  });

  it("is the same from a point on land behind the shore as from the water in front", () => {
    const inland = describeAt(island, [0.3, -0.9])!;
    expect(angleBetween(inland.facingDeg!, 180)).toBeLessThan(0.5);
    expect(inland.distanceM).toBeCloseTo(100, -1);
  });

  it("halves the angle at a corner, the cape between two shores", () => {
    const corner = describeAt(island, [1.05, -1.05])!;
    expect(angleBetween(corner.facingDeg!, 135)).toBeLessThan(0.5);
  });

  it("wraps at north: a shore facing 10 degrees west of north faces 350, 20 degrees from one facing 10", () => {
    const west = coastOf(ring(SQUARE.map((point) => turned(point, -10))));
    const east = coastOf(ring(SQUARE.map((point) => turned(point, 10))));
    const westFacing = describeAt(west, turned([0, 1.1], -10))!.facingDeg!;
    const eastFacing = describeAt(east, turned([0, 1.1], 10))!.facingDeg!;
    expect(westFacing).toBeCloseTo(350, 1);
    expect(eastFacing).toBeCloseTo(10, 1);
    expect(angleBetween(westFacing, eastFacing)).toBeCloseTo(20, 1);
    expect(angleBetween(westFacing, 0)).toBeCloseTo(10, 1);
  });

  it("follows the shore the beach is on, not the far side of a thin spit", () => {
    // A spit 100 m wide running 2 km north from a large island's north coast.
    const withSpit = coastOf(
      ring([
        [-5, -5],
        [5, -5],
        [5, 5],
        [0.05, 5],
        [0.05, 7],
        [-0.05, 7],
        [-0.05, 5],
        [-5, 5],
      ]),
    );
    const westSide = describeAt(withSpit, [-0.1, 6])!;
    expect(angleBetween(westSide.facingDeg!, 270)).toBeLessThan(0.5);
    expect(westSide.distanceM).toBeCloseTo(50, -1);
  });

  it("takes the larger shore behind a beach rather than a rock just off it", () => {
    // A rock 100 m square, 100 m off the south coast of a large island; the beach point lies
    // between them, nearer the rock.
    const withRock = coastOf(
      ring([
        [-5, -5],
        [5, -5],
        [5, 5],
        [-5, 5],
      ]),
      ring([
        [-0.05, -5.2],
        [0.05, -5.2],
        [0.05, -5.1],
        [-0.05, -5.1],
      ]),
    );
    const beach = describeAt(withRock, [0, -5.07])!;
    expect(angleBetween(beach.facingDeg!, 180)).toBeLessThan(0.5);
    expect(beach.distanceM).toBeCloseTo(70, -1);
    // The rock blocks the open water straight south of the beach, as it would the waves.
    expect(fetchToward(beach.fetchKm, 180)).toBeLessThan(0.2);
    // Far from any larger shore, a rock is a shore like any other.
    const onTheRock = describeAt(
      coastOf(
        ring([
          [-0.05, -0.05],
          [0.05, -0.05],
          [0.05, 0.05],
          [-0.05, 0.05],
        ]),
      ),
      [0, -0.1],
    )!;
    expect(angleBetween(onTheRock.facingDeg!, 180)).toBeLessThan(0.5);
  });
});

describe("the fetch", () => {
  // An island 10 km across with a bay 1 km wide cut 5 km into its south coast.
  const withBay = coastOf(
    ring([
      [-5, -5],
      [-0.5, -5],
      [-0.5, 0],
      [0.5, 0],
      [0.5, -5],
      [5, -5],
      [5, 5],
      [-5, 5],
    ]),
  );
  const open = (fetchKm: readonly number[]) => fetchKm.filter((km) => km >= 10).length;

  it("is short in every direction but the mouth at the head of a bay", () => {
    const head = describeAt(withBay, [0, -0.1])!;
    expect(angleBetween(head.facingDeg!, 180)).toBeLessThan(0.5);
    expect(fetchToward(head.fetchKm, 180)).toBe(FETCH_MAX_KM);
    expect(open(head.fetchKm)).toBe(1);
    // To the bay's side at 22.5 degrees off the mouth: 0.5 km / sin 22.5 degrees.
    expect(fetchToward(head.fetchKm, 157.5)).toBeCloseTo(1.3, 1);
    expect(fetchToward(head.fetchKm, 202.5)).toBeCloseTo(1.3, 1);
    // Inland, and along the shore, there is none.
    for (const bearing of [0, 45, 90, 270, 315]) expect(fetchToward(head.fetchKm, bearing)).toBe(0);
  });

  it("is open sea in every direction round the outside of a cape", () => {
    const cape = describeAt(withBay, [5.07, -5.07])!;
    expect(angleBetween(cape.facingDeg!, 135)).toBeLessThan(0.5);
    // Everything from north-north-east clockwise to west-south-west.
    expect(cape.fetchKm.map((km, index) => (km === FETCH_MAX_KM ? FETCH_BEARINGS[index] : null))).toEqual([
      null,
      22.5,
      45,
      67.5,
      90,
      112.5,
      135,
      157.5,
      180,
      202.5,
      225,
      247.5,
      null,
      null,
      null,
      null,
    ]);
    expect(open(cape.fetchKm)).toBeGreaterThan(open(describeAt(withBay, [0, -0.1])!.fetchKm));
  });

  it("stops at the first land across the water, and never goes past 50 km", () => {
    // Two islands 8 km apart, west and east.
    const pair = coastOf(
      ring([
        [-6, -1],
        [-4, -1],
        [-4, 1],
        [-6, 1],
      ]),
      ring([
        [4, -1],
        [6, -1],
        [6, 1],
        [4, 1],
      ]),
    );
    const facing = describeAt(pair, [-3.9, 0])!;
    expect(angleBetween(facing.facingDeg!, 90)).toBeLessThan(0.5);
    expect(fetchToward(facing.fetchKm, 90)).toBeCloseTo(8, 1);
    expect(fetchToward(facing.fetchKm, 180)).toBe(0);
    expect(Math.max(...facing.fetchKm)).toBe(FETCH_MAX_KM);
  });
});

describe("how sure it is", () => {
  const island = coastOf(ring(SQUARE));

  it("flags a point more than 500 m from the coastline, and knows nothing beyond 5 km", () => {
    expect(describeAt(island, [0, -1.4])!.lowConfidence).toBe(false);
    const far = describeAt(island, [0, -1.6])!;
    expect(far.lowConfidence).toBe(true);
    expect(far.distanceM).toBeCloseTo(600, -1);
    expect(angleBetween(far.facingDeg!, 180)).toBeLessThan(0.5);
    expect(describeAt(island, [0, -6.5])).toBeNull();
    expect(island.describe(0, 0)).toBeNull();
  });
});

describe("angles", () => {
  it("wrap into [0, 360) and measure the short way round", () => {
    expect(normaliseDegrees(-10)).toBe(350);
    expect(normaliseDegrees(360)).toBe(0);
    expect(normaliseDegrees(725)).toBe(5);
    expect(normaliseDegrees(-1e-13)).toBeLessThan(360);
    expect(angleBetween(350, 10)).toBe(20);
    expect(angleBetween(10, 350)).toBe(20);
    expect(angleBetween(0, 180)).toBe(180);
    expect(angleBetween(-90, 270)).toBe(0);
  });

  it("has sixteen fetch bearings, clockwise from north", () => {
    expect(FETCH_BEARINGS).toHaveLength(16);
    expect(FETCH_BEARINGS.slice(0, 5)).toEqual([0, 22.5, 45, 67.5, 90]);
  });
});
