import type { BeachType, WaveCondition } from "../contract/enums.ts";

// The picture of a beach or an area that has no photo (ADR 027): a view from the shore out to sea,
// drawn from the facts. The ground is the beach's type, the sea's lines its waves, the sun where a
// visitor looking out to sea sees it given the side the beach faces; the slug varies the rest
// (palette, headlands, wave phase), so neighbouring cards differ and a beach always looks the same.
// This file says what to draw; app/components/beach-illustration.tsx and server/og draw it.

export type Ground = "sand" | "pebbles" | "mixed" | "rocks";

/** What the ground is drawn as, by the beach's type (OTHER is the filters' 'Rocky/Other'). */
export const GROUND_OF_TYPE: Record<BeachType, Ground> = {
  SANDY: "sand",
  PEBBLY: "pebbles",
  MIXED: "mixed",
  OTHER: "rocks",
};

export interface IllustrationSubject {
  slug: string;
  /** A beach's type; an area has none and is drawn as open sea with an island. */
  type?: BeachType | null | undefined;
  waves?: WaveCondition | null | undefined;
  /** The side the beach faces, 0 = north, clockwise; null when unknown. */
  facingDeg?: number | null | undefined;
}

/**
 * The sun in the picture. sunrise/sunset: low over the sea; day: high; behind: out of the picture
 * (a beach facing north), its light from one side; unknown: the facing is not known, a summer
 * midday sun high in the sky.
 */
export type Light = "sunrise" | "sunset" | "day" | "behind" | "unknown";

export type SceneShape =
  | { tag: "path"; d: string; fill: string; stroke?: string; strokeWidth?: number; opacity?: number }
  | { tag: "circle"; cx: number; cy: number; r: number; fill: string; opacity?: number };

export interface CompassPoint {
  /** "SW" */
  short: string;
  /** "south-west" */
  name: string;
}

export interface Scene {
  /** The viewBox: 100 units high, as wide as the box it fills. */
  width: number;
  height: number;
  /** Sky colours, top to horizon. */
  sky: readonly [string, string];
  /** Where the sky meets the sea, in units from the top (and per cent of the height). */
  horizon: number;
  ground: Ground | null;
  light: Light;
  facing: CompassPoint | null;
  /** Drawn in order over the sky. */
  shapes: SceneShape[];
}

const COMPASS: readonly CompassPoint[] = [
  { short: "N", name: "north" },
  { short: "NE", name: "north-east" },
  { short: "E", name: "east" },
  { short: "SE", name: "south-east" },
  { short: "S", name: "south" },
  { short: "SW", name: "south-west" },
  { short: "W", name: "west" },
  { short: "NW", name: "north-west" },
];

const normalDegrees = (deg: number) => ((deg % 360) + 360) % 360;

/** The nearest of the eight compass points to a bearing. */
export function compassPoint(deg: number): CompassPoint {
  return COMPASS[Math.round(normalDegrees(deg) / 45) % 8]!;
}

/** "Faces south-west", or null when the facing is unknown. */
export function facingText(deg: number | null | undefined): string | null {
  return deg === null || deg === undefined || !Number.isFinite(deg)
    ? null
    : `Faces ${compassPoint(deg).name}`;
}

/** Half the picture's field of view, in degrees: the sun is in the picture within this of straight ahead. */
export const HALF_VIEW_DEG = 50;
/** The sun's height at noon on the equinox at Greece's latitude (about 37° N): 90° − 37°. */
const NOON_ALTITUDE_DEG = 53;

/**
 * Where a visitor looking out to sea sees the sun: on the equinox's path (rising due east, highest
 * due south, setting due west), at the point straight ahead, or at the end of the path nearest to
 * straight ahead. `relative` is its bearing from straight ahead, positive to the right.
 */
export function sunAhead(facingDeg: number): { azimuth: number; altitude: number; relative: number } {
  const facing = normalDegrees(facingDeg);
  // Facing north of east or west, the nearer end of the path: east for 0° to 90°, west beyond 270°.
  const azimuth = facing < 90 ? 90 : facing > 270 ? 270 : facing;
  const relative = ((azimuth - facing + 540) % 360) - 180;
  const altitude = NOON_ALTITUDE_DEG * Math.sin((Math.PI * (azimuth - 90)) / 180);
  return { azimuth, altitude: r1(Math.max(0, altitude)), relative };
}

/** FNV-1a, 32 bits: a text's number (the slug's, for the picture; the facts', for the og card's key). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a small seeded generator, so the same slug draws the same picture everywhere. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal at most: enough at this scale, and short markup. */
const r1 = (value: number) => Math.round(value * 10) / 10;

const SKIES: Record<Light, readonly [string, string]> = {
  day: ["#5aaee0", "#d3effb"],
  unknown: ["#62b4e3", "#dcf2fb"],
  behind: ["#4a9cd4", "#c6e8f7"],
  sunrise: ["#e99a9a", "#fde4c4"],
  sunset: ["#ee8452", "#fcd493"],
};
const SUN_COLOURS: Record<Light, string> = {
  day: "#fff8d8",
  unknown: "#fff8d8",
  behind: "#fff3c4",
  sunrise: "#fff0c8",
  sunset: "#ffe28f",
};
const SEAS = ["#1f7fae", "#1a6f9c", "#2390b8", "#17668f", "#1d86a3"];
const LOW_SEAS = ["#2c6690", "#2a5c84", "#336f95", "#285579", "#2f6c8c"];
const FAR_LAND = ["#8fb0b5", "#93a9b9", "#9db3a6", "#a3aebb"];
const NEAR_LAND = ["#5d8a6b", "#6b8f5e", "#557f70", "#738f66"];
const LOW_LAND = ["#6d6f86", "#5c627c", "#77708a", "#646a80"];

const GROUND_COLOURS: Record<Ground, readonly [wet: string, dry: string]> = {
  sand: ["#d8bb84", "#efd9a7"],
  pebbles: ["#9a958c", "#c3bcb0"],
  mixed: ["#d0b88d", "#e4d2aa"],
  rocks: ["#7d6e60", "#8f7f6f"],
};
const STONES = ["#827b70", "#dcd6cb", "#a69d90"];
const BOULDERS = ["#6b5d50", "#9a8877", "#5f5a55"];
/** How many stones lie on the ground, and how many lines cross the sea, by the facts. */
const STONE_COUNT: Record<Ground, number> = { sand: 0, pebbles: 9, mixed: 4, rocks: 0 };
const WAVE_LINES: Record<WaveCondition, number> = { CALM: 2, MODERATE: 3, WAVY: 5, SURFABLE: 6 };

/**
 * The scene for a subject in a box of `width` by `height` (any units: only the ratio counts).
 * Pure: the same subject and box give the same scene, on the server and in the browser.
 */
export function illustrationScene(
  subject: IllustrationSubject,
  box: { width: number; height: number },
): Scene {
  const height = 100;
  const width = Math.max(100, Math.round((height * box.width) / box.height));
  const random = seeded(fnv1a32(subject.slug));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);

  // Every choice is drawn in the same order whatever the facts, so a beach's headlands and waves
  // stay put when its facing becomes known.
  const horizon = Math.round(between(38, 46));
  const seaIndex = Math.floor(random() * SEAS.length);
  const far = pick(FAR_LAND);
  const near = pick(NEAR_LAND);
  const low = pick(LOW_LAND);
  const headlands = Math.floor(random() * 4);
  const leftReach = between(0.18, 0.42) * width;
  const rightReach = between(0.16, 0.38) * width;
  const leftRise = between(7, 17);
  const rightRise = between(5, 14);
  const sunX = between(0.18, 0.82) * width;
  // Away from the midday sun, so the two never overlap.
  const cloudX = (sunX + between(0.25, 0.5) * width) % (width - 20);
  const cloudY = between(14, 24);
  const wavePhase = random();
  const shoreLeft = between(68, 78);
  const shoreRight = between(68, 78);
  const shoreBend = between(-6, 8);
  const boatX = between(0.35, 0.75) * width;

  const facingDeg = subject.facingDeg;
  const known = typeof facingDeg === "number" && Number.isFinite(facingDeg);
  const sun = known ? sunAhead(facingDeg) : null;
  const facing = known ? compassPoint(facingDeg) : null;
  let light: Light = "unknown";
  if (sun) {
    if (Math.abs(sun.relative) > HALF_VIEW_DEG) light = "behind";
    else if (sun.altitude < 15) light = sun.azimuth < 180 ? "sunrise" : "sunset";
    else light = "day";
  }
  const lowLight = light === "sunrise" || light === "sunset";
  const sunColour = SUN_COLOURS[light];
  const shapes: SceneShape[] = [];

  // The sun first, so the sea hides the lower half of a setting one.
  const sunInView = sun !== null && light !== "behind";
  const sunLeft = sun ? width / 2 + (sun.relative / HALF_VIEW_DEG) * (width / 2 - 10) : sunX;
  if (sun && !sunInView) {
    shapes.push({
      tag: "circle",
      cx: sun.relative > 0 ? width + 4 : -4,
      cy: horizon - 10,
      r: 26,
      fill: sunColour,
      opacity: 0.55,
    });
  } else {
    const cx = Math.round(sunLeft);
    // Unknown: high, yet low enough to stay whole when a wide box trims the top (the area header).
    const cy = Math.round(sun ? horizon - 1 - (sun.altitude / NOON_ALTITUDE_DEG) * (horizon - 16) : 17);
    shapes.push({ tag: "circle", cx, cy, r: 13, fill: sunColour, opacity: 0.35 });
    shapes.push({ tag: "circle", cx, cy, r: lowLight ? 7 : 6, fill: sunColour });
  }
  if (!lowLight) {
    shapes.push({
      tag: "path",
      d: `M${Math.round(cloudX)} ${Math.round(cloudY)}h16a4 4 0 0 0-5-4a6 6 0 0 0-10 1a3 3 0 0 0-1 3z`,
      fill: "#fff",
      opacity: 0.85,
    });
  }

  // Headlands on the horizon: left, right, both, or an island out at sea.
  const land = lowLight ? low : far;
  const leftLand = `M0 ${horizon}V${Math.round(horizon - leftRise)}Q${Math.round(leftReach * 0.45)} ${Math.round(horizon - leftRise)} ${Math.round(leftReach)} ${horizon}z`;
  const rightLand = `M${width} ${horizon}V${Math.round(horizon - rightRise)}Q${Math.round(width - rightReach * 0.5)} ${Math.round(horizon - rightRise)} ${Math.round(width - rightReach)} ${horizon}z`;
  // Land never stands in front of a low sun: where the sun rises or sets is what the picture says.
  const clear = (from: number, to: number) => !lowLight || sunLeft < from - 8 || sunLeft > to + 8;
  if ((headlands === 0 || headlands === 2) && clear(0, leftReach)) {
    shapes.push({ tag: "path", d: leftLand, fill: land });
  }
  if ((headlands === 1 || headlands === 2) && clear(width - rightReach, width)) {
    shapes.push({ tag: "path", d: rightLand, fill: land });
  }
  const islandX = Math.round(width * 0.5 + (wavePhase - 0.5) * width * 0.4);
  if ((headlands === 3 || !subject.type) && clear(islandX - 22, islandX + 20)) {
    shapes.push({
      tag: "path",
      d: `M${Math.round(islandX - 22)} ${horizon}q10-${Math.round(leftRise * 0.7)} 22-${Math.round(leftRise * 0.8)}t20 ${Math.round(leftRise * 0.8)}z`,
      fill: lowLight ? low : near,
    });
  }

  // The sea, a paler line at the horizon, the sun's path on the water, the waves.
  const sea = (lowLight ? LOW_SEAS : SEAS)[seaIndex]!;
  shapes.push({ tag: "path", d: `M0 ${horizon}H${width}V${height}H0z`, fill: sea });
  shapes.push({ tag: "path", d: `M0 ${horizon}H${width}v2H0z`, fill: "#fff", opacity: 0.3 });
  if (sun && sunInView && sun.altitude < 35) {
    const x = Math.round(sunLeft);
    shapes.push({
      tag: "path",
      d: `M${x - 4} ${horizon + 3}h8M${x - 6} ${horizon + 7}h12M${x - 4} ${horizon + 12}h8M${x - 8} ${horizon + 18}h16`,
      fill: "none",
      stroke: sunColour,
      strokeWidth: 1.2,
      opacity: 0.7,
    });
  }
  const shoreTop = Math.min(shoreLeft, shoreRight);
  const seaBottom = subject.type ? shoreTop - 4 : height - 6;
  const lines = subject.waves ? WAVE_LINES[subject.waves] : 3;
  const amplitude = subject.waves === "WAVY" || subject.waves === "SURFABLE" ? 2.4 : 1.2;
  let waves = "";
  for (let line = 0; line < lines; line += 1) {
    const y = horizon + 6 + ((line + 0.5) / lines) * (seaBottom - horizon - 6);
    const x = ((wavePhase + line * 0.37) % 1) * (width - 24) + 4;
    const span = 6 + line * 1.5;
    waves += `M${Math.round(x)} ${Math.round(y)}q${r1(span / 2)}-${amplitude} ${r1(span)} 0t${r1(span)} 0`;
  }
  shapes.push({ tag: "path", d: waves, fill: "none", stroke: "#fff", strokeWidth: 0.9, opacity: 0.6 });

  const ground = subject.type ? GROUND_OF_TYPE[subject.type] : null;
  if (!ground) {
    // An area: a boat out at sea instead of a beach.
    const x = Math.round(boatX);
    const y = Math.round(horizon + (height - horizon) * 0.45);
    shapes.push({
      tag: "path",
      d: `M${x} ${y}h10l-2 2.5h-6zM${x + 5} ${y - 0.5}v-8l4.5 8z`,
      fill: "#fff",
    });
    return { width, height, sky: SKIES[light], horizon, ground, light, facing, shapes };
  }

  // The beach: wet ground at the water's edge, foam along it, the dry ground above.
  const [wet, dry] = GROUND_COLOURS[ground];
  const middleY = (shoreLeft + shoreRight) / 2 + shoreBend;
  const shore = (offset: number) =>
    `M0 ${Math.round(shoreLeft + offset)}Q${Math.round(width / 2)} ${Math.round(middleY + offset)} ${width} ${Math.round(shoreRight + offset)}`;
  if (ground === "rocks") {
    let edge = `M0 ${Math.round(shoreLeft)}`;
    for (let step = 1; step <= 8; step += 1) {
      const x = (step / 8) * width;
      const base = shoreLeft + ((shoreRight - shoreLeft) * step) / 8;
      edge += `L${Math.round(x - width / 16)} ${Math.round(base - 2 - random() * 5)}L${Math.round(x)} ${Math.round(base + random() * 2)}`;
    }
    shapes.push({ tag: "path", d: `${edge}V${height}H0z`, fill: dry });
    shapes.push({ tag: "path", d: shore(-1), fill: "none", stroke: "#fff", strokeWidth: 1.4, opacity: 0.7 });
    let boulders = "";
    for (let index = 0; index < 3; index += 1) {
      const x = Math.round(between(0.05, 0.85) * width);
      const y = Math.round(between(shoreTop + 8, height - 6));
      const size = between(6, 12);
      boulders += `M${x} ${r1(y + size / 2)}l${r1(size * 0.2)}-${r1(size * 0.8)}l${r1(size * 0.5)}-${r1(size * 0.3)}l${r1(size * 0.6)} ${r1(size * 0.5)}l${r1(size * 0.2)} ${r1(size * 0.6)}z`;
    }
    shapes.push({ tag: "path", d: boulders, fill: pick(BOULDERS) });
  } else {
    shapes.push({ tag: "path", d: `${shore(0)}V${height}H0z`, fill: wet });
    shapes.push({ tag: "path", d: shore(-1), fill: "none", stroke: "#fff", strokeWidth: 1.6, opacity: 0.85 });
    shapes.push({ tag: "path", d: `${shore(4)}V${height}H0z`, fill: dry });
    // Stones of one colour make one path of ellipses: a tenth of the markup of ellipse elements.
    const stones = new Map<string, string>();
    for (let index = 0; index < STONE_COUNT[ground]; index += 1) {
      const rx = r1(between(1.8, 3.4));
      const x = Math.round(between(0.03, 0.97) * width);
      const y = Math.round(between(shoreTop + 8, height - 2));
      const colour = pick(STONES);
      // An arc to a point a hair away, the long way round: a whole ellipse in one command.
      stones.set(colour, `${stones.get(colour) ?? ""}M${x} ${y}a${rx} ${r1(rx * 0.6)} 0 1 0 .1 0z`);
    }
    for (const [fill, d] of stones) shapes.push({ tag: "path", d, fill });
  }
  return { width, height, sky: SKIES[light], horizon, ground, light, facing, shapes };
}

const ATTRIBUTE_NAMES: Record<string, string> = { strokeWidth: "stroke-width" };

/** The scene's shapes as SVG elements, as markup: inside the pages' drawings and the og card. */
export function sceneShapesMarkup(scene: Scene): string {
  return scene.shapes
    .map((shape) => {
      const { tag, ...attributes } = shape;
      const written = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${ATTRIBUTE_NAMES[name] ?? name}="${String(value)}"`)
        .join(" ");
      return `<${tag} ${written}/>`;
    })
    .join("");
}
