import { describe, expect, it } from "vitest";
import { BEACH_TYPES } from "../contract/enums.ts";
import {
  compassPoint,
  facingText,
  HALF_VIEW_DEG,
  illustrationScene,
  sceneShapesMarkup,
  sunAhead,
  type IllustrationSubject,
  type Scene,
} from "./illustration.ts";

const CARD = { width: 400, height: 225 };
const beach = (extra: Partial<IllustrationSubject> = {}): IllustrationSubject => ({
  slug: "balos",
  type: "SANDY",
  waves: "CALM",
  facingDeg: null,
  ...extra,
});
/** The disc of the sun in the picture: the smaller of the two circles at one spot. */
const sunDisc = (scene: Scene) =>
  scene.shapes.find((shape) => shape.tag === "circle" && shape.r < 10) as
    { cx: number; cy: number; r: number } | undefined;

describe("illustrationScene", () => {
  it("draws the same scene for the same beach, every time", () => {
    const first = illustrationScene(beach({ facingDeg: 250 }), CARD);
    const again = illustrationScene(beach({ facingDeg: 250 }), CARD);
    expect(again).toEqual(first);
    expect(sceneShapesMarkup(again)).toBe(sceneShapesMarkup(first));
  });

  it("draws different beaches differently", () => {
    const slugs = ["balos", "elafonisi", "falasarna", "preveli", "vai", "myrtos", "navagio", "lindos", "xi"];
    const drawn = new Set(slugs.map((slug) => sceneShapesMarkup(illustrationScene(beach({ slug }), CARD))));
    expect(drawn.size).toBe(slugs.length);
  });

  it("draws the ground the beach's type says: sand, pebbles, both, or rocks", () => {
    const grounds = BEACH_TYPES.map((type) => illustrationScene(beach({ type }), CARD).ground);
    expect(grounds).toEqual(["sand", "pebbles", "mixed", "rocks"]);
    const stones = (type: (typeof BEACH_TYPES)[number]) =>
      (
        sceneShapesMarkup(illustrationScene(beach({ type }), CARD)).match(/a[\d.]+ [\d.]+ 0 1 0 \.1 0z/g) ??
        []
      ).length;
    expect(stones("SANDY")).toBe(0);
    expect(stones("PEBBLY")).toBeGreaterThan(stones("MIXED"));
    expect(stones("MIXED")).toBeGreaterThan(0);
  });

  it("draws an area as open sea, with no beach in front", () => {
    const area = illustrationScene({ slug: "crete" }, { width: 1200, height: 400 });
    expect(area.ground).toBeNull();
    expect(area.facing).toBeNull();
    expect(area.width).toBe(300);
  });

  it("draws more wave lines on a wavier sea", () => {
    const lines = (waves: IllustrationSubject["waves"]) =>
      (sceneShapesMarkup(illustrationScene(beach({ waves }), CARD)).match(/q[\d.]+-[\d.]+ [\d.]+ 0t/g) ?? [])
        .length;
    expect(lines("CALM")).toBeLessThan(lines("MODERATE"));
    expect(lines("MODERATE")).toBeLessThan(lines("WAVY"));
    expect(lines("WAVY")).toBeLessThan(lines("SURFABLE"));
  });

  it("fills the box it stands in: 100 units high, as wide as the box's ratio", () => {
    expect(illustrationScene(beach(), { width: 400, height: 225 })).toMatchObject({
      width: 178,
      height: 100,
    });
    expect(illustrationScene(beach(), { width: 320, height: 240 })).toMatchObject({
      width: 133,
      height: 100,
    });
    expect(illustrationScene(beach(), { width: 1200, height: 630 })).toMatchObject({
      width: 190,
      height: 100,
    });
  });

  it("stays small: well under 1.5 KB of shapes whatever the beach", () => {
    let largest = 0;
    for (const type of BEACH_TYPES) {
      for (const facingDeg of [null, 0, 90, 180, 270]) {
        for (let index = 0; index < 100; index += 1) {
          const scene = illustrationScene(
            beach({ slug: `beach-${index}`, type, waves: "SURFABLE", facingDeg }),
            CARD,
          );
          largest = Math.max(largest, sceneShapesMarkup(scene).length);
        }
      }
    }
    expect(largest).toBeLessThan(1200);
  });
});

describe("the side a beach faces", () => {
  it("shows the sun setting over the sea, straight ahead, for a beach facing west", () => {
    const scene = illustrationScene(beach({ facingDeg: 270 }), CARD);
    expect(scene.light).toBe("sunset");
    expect(scene.facing).toEqual({ short: "W", name: "west" });
    const sun = sunDisc(scene)!;
    expect(sun.cx).toBe(Math.round(scene.width / 2));
    // Sitting on the horizon, half in the sea.
    expect(Math.abs(sun.cy - scene.horizon)).toBeLessThanOrEqual(1);
  });

  it("shows the sun rising for a beach facing east, and high at noon for one facing south", () => {
    expect(illustrationScene(beach({ facingDeg: 90 }), CARD).light).toBe("sunrise");
    const south = illustrationScene(beach({ facingDeg: 180 }), CARD);
    expect(south.light).toBe("day");
    expect(sunDisc(south)!.cy).toBeLessThan(south.horizon / 2);
  });

  it("keeps the sun out of the picture for a beach facing north, its light from the east side", () => {
    const scene = illustrationScene(beach({ facingDeg: 0 }), CARD);
    expect(scene.light).toBe("behind");
    expect(sunDisc(scene)).toBeUndefined();
    const glow = scene.shapes.find((shape) => shape.tag === "circle")!;
    expect(glow.tag === "circle" && glow.cx).toBeGreaterThan(scene.width);
  });

  it("puts a north-west beach's sunset to the left of straight ahead, a north-east one's sunrise to the right", () => {
    const northWest = illustrationScene(beach({ facingDeg: 315 }), CARD);
    const northEast = illustrationScene(beach({ facingDeg: 45 }), CARD);
    expect(northWest.light).toBe("sunset");
    expect(northEast.light).toBe("sunrise");
    expect(sunDisc(northWest)!.cx).toBeLessThan(northWest.width / 2);
    expect(sunDisc(northEast)!.cx).toBeGreaterThan(northEast.width / 2);
  });

  it("keeps the headlands and waves of a beach when its facing becomes known", () => {
    const unknown = sceneShapesMarkup(illustrationScene(beach({ slug: "myrtos" }), CARD));
    const known = sceneShapesMarkup(illustrationScene(beach({ slug: "myrtos", facingDeg: 200 }), CARD));
    const waves = (markup: string) => markup.match(/d="(M[^"]*t[^"]*)"/)?.[1];
    expect(waves(known)).toBe(waves(unknown));
  });

  it("draws an unknown facing with a high midday sun and says nothing about it", () => {
    const scene = illustrationScene(beach(), CARD);
    expect(scene.light).toBe("unknown");
    expect(scene.facing).toBeNull();
    expect(sunDisc(scene)!.cy).toBeLessThan(20);
    expect(facingText(null)).toBeNull();
  });

  it("names the nearest of eight compass points", () => {
    expect(compassPoint(0)).toEqual({ short: "N", name: "north" });
    expect(compassPoint(224)).toEqual({ short: "SW", name: "south-west" });
    expect(compassPoint(350)).toEqual({ short: "N", name: "north" });
    expect(compassPoint(-90)).toEqual({ short: "W", name: "west" });
    expect(facingText(292)).toBe("Faces west");
    expect(facingText(293)).toBe("Faces north-west");
  });

  it("follows the equinox sun: rising due east, highest due south, setting due west", () => {
    expect(sunAhead(90)).toEqual({ azimuth: 90, altitude: 0, relative: 0 });
    expect(sunAhead(180)).toEqual({ azimuth: 180, altitude: 53, relative: 0 });
    expect(sunAhead(270)).toEqual({ azimuth: 270, altitude: 0, relative: 0 });
    expect(sunAhead(0).relative).toBeGreaterThan(HALF_VIEW_DEG);
    expect(sunAhead(330)).toMatchObject({ azimuth: 270, relative: -60 });
  });
});
