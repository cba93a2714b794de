import { seaShade } from "#core/sea/calm.ts";
import { majorityVerdict } from "#core/sea/conditions.ts";
import type { Bbox, MapCluster, MapFeature } from "#core/contract/map.ts";
import { clusterDiameter, emptyTally, MIX_ORDER, type ShadeTally } from "./map-view.ts";

// The server clusters beaches on a grid of fixed cells, and a cluster sits at the mean of its
// beaches, so two markers from neighbouring cells can land on top of each other on screen. Before
// drawing, the map runs the answer through declutterFeatures: any marker whose box would touch one
// already placed is merged with it into a cluster, until no two boxes overlap. Pure, so it is tested
// in Node; the Leaflet layer supplies the projection to screen pixels.

/** The beach pin's size and the point of it that sits on the beach (its tip), in pixels. */
export const PIN_SIZE: [width: number, height: number] = [28, 36];
export const PIN_ANCHOR: [x: number, y: number] = [14, 35];
/** Markers closer than this on screen are merged too, so every target stays clear of the next. */
export const MARKER_GAP_PX = 4;

export interface PixelPoint {
  x: number;
  y: number;
}

/** Where a point falls on screen at the current zoom (any pixel origin: only distances count). */
export type Projection = (latitude: number, longitude: number) => PixelPoint;

export interface MarkerBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box a feature's marker covers when drawn at a point: a pin above its tip, a circle around it. */
export function markerBox(feature: MapFeature, at: PixelPoint): MarkerBox {
  if (feature.kind === "beach") {
    const left = at.x - PIN_ANCHOR[0];
    const top = at.y - PIN_ANCHOR[1];
    return { left, top, right: left + PIN_SIZE[0], bottom: top + PIN_SIZE[1] };
  }
  const radius = clusterDiameter(feature.count) / 2;
  return { left: at.x - radius, top: at.y - radius, right: at.x + radius, bottom: at.y + radius };
}

/** Whether two boxes overlap, or come closer than `gap` pixels to each other. */
export function boxesOverlap(a: MarkerBox, b: MarkerBox, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/** How many beaches a feature stands for. */
export const featureCount = (feature: MapFeature): number => (feature.kind === "cluster" ? feature.count : 1);

const featureBounds = (feature: MapFeature): Bbox =>
  feature.kind === "cluster"
    ? feature.bounds
    : [feature.longitude, feature.latitude, feature.longitude, feature.latitude];

/**
 * A feature's beaches by shade: a cluster's own counts (its calm beaches with a caution apart), a
 * beach's one shade (a cluster without counts counts whole for its majority); null when the answer
 * carries no verdicts (no forecast to read).
 */
export function verdictTally(feature: MapFeature): ShadeTally | null {
  const tally = emptyTally();
  if (feature.kind === "cluster" && feature.verdicts) {
    const cautioned = Math.min(feature.calm_caution ?? 0, feature.verdicts.calm);
    return {
      ...tally,
      ...feature.verdicts,
      calm: feature.verdicts.calm - cautioned,
      "calm-caution": cautioned,
    };
  }
  if (!feature.verdict) return null;
  const caution = feature.kind === "beach" ? (feature.caution ?? null) : null;
  tally[seaShade(feature.verdict, caution)] = featureCount(feature);
  return tally;
}

/** Two features' shades together; a feature without any counts as having no verdict. */
function addTallies(first: MapFeature, second: MapFeature): ShadeTally | null {
  const a = verdictTally(first);
  const b = verdictTally(second);
  if (!a && !b) return null;
  const none = (feature: MapFeature): ShadeTally => ({ ...emptyTally(), unknown: featureCount(feature) });
  const [x, y] = [a ?? none(first), b ?? none(second)];
  const sum = emptyTally();
  for (const shade of MIX_ORDER) sum[shade] = x[shade] + y[shade];
  return sum;
}

/** A merged cluster's counts as the server words its own: by verdict, the cautioned calm ones apart. */
function clusterVerdicts(tally: ShadeTally): Pick<MapCluster, "verdict" | "verdicts" | "calm_caution"> {
  const verdicts = {
    calm: tally.calm + tally["calm-caution"],
    choppy: tally.choppy,
    rough: tally.rough,
    unknown: tally.unknown,
  };
  return { verdict: majorityVerdict(verdicts), verdicts, calm_caution: tally["calm-caution"] };
}

/** Cluster ids come from the server; a beach taking part in a merge is named apart from them. */
const mergeId = (feature: MapFeature): string =>
  feature.kind === "cluster" ? feature.id : `beach-${feature.id}`;

/**
 * One cluster for two features: their counts added, placed at the mean of their beaches (each
 * position weighted by its count) and spanning both boxes. The id joins the two ids, so it is the
 * same whenever the same features are merged in the same order. With verdicts, it counts both
 * features' mixes, and its verdict is the one most of its beaches have, the worse of equals, as the
 * server colours its own clusters (majorityVerdict).
 */
export function mergeFeatures(first: MapFeature, second: MapFeature): MapCluster {
  const a = featureCount(first);
  const b = featureCount(second);
  const count = a + b;
  const [w1, s1, e1, n1] = featureBounds(first);
  const [w2, s2, e2, n2] = featureBounds(second);
  const tally = addTallies(first, second);
  return {
    kind: "cluster",
    id: `${mergeId(first)}+${mergeId(second)}`,
    latitude: (first.latitude * a + second.latitude * b) / count,
    longitude: (first.longitude * a + second.longitude * b) / count,
    count,
    bounds: [Math.min(w1, w2), Math.min(s1, s2), Math.max(e1, e2), Math.max(n1, n2)],
    ...(tally ? clusterVerdicts(tally) : {}),
  };
}

interface Placed {
  feature: MapFeature;
  box: MarkerBox;
}

/**
 * The features to draw so that no two markers overlap or come within `gap` pixels of each other.
 * Larger clusters are placed first (ties keep the answer's order); each next feature that would
 * touch a placed marker is merged with it, and the merged cluster, whose place and size have
 * changed, is checked again against the rest until it is clear of all of them. Every merge removes a
 * marker, so this ends; the beaches counted over all features stay the same.
 */
export function declutterFeatures(
  features: readonly MapFeature[],
  project: Projection,
  gap = MARKER_GAP_PX,
): MapFeature[] {
  const ordered = [...features].sort((x, y) => featureCount(y) - featureCount(x));
  const placed: Placed[] = [];
  const boxOf = (feature: MapFeature) => markerBox(feature, project(feature.latitude, feature.longitude));
  for (const feature of ordered) {
    let candidate: Placed = { feature, box: boxOf(feature) };
    for (;;) {
      const index = placed.findIndex((other) => boxesOverlap(other.box, candidate.box, gap));
      if (index === -1) break;
      const [other] = placed.splice(index, 1) as [Placed];
      const merged = mergeFeatures(other.feature, candidate.feature);
      candidate = { feature: merged, box: boxOf(merged) };
    }
    placed.push(candidate);
  }
  return placed.map((entry) => entry.feature);
}
