import { describe, expect, it } from "vitest";
import type { CalmVerdict } from "#core/sea/calm.ts";
import type { MapBeach, MapCluster, MapFeature } from "#core/contract/map.ts";
import type { Projection } from "./map-declutter.ts";
import {
  boxesOverlap,
  declutterFeatures,
  featureCount,
  MARKER_GAP_PX,
  markerBox,
  mergeFeatures,
} from "./map-declutter.ts";

// A flat test projection: one degree is 100 pixels, y grows southwards as on screen.
const project: Projection = (latitude, longitude) => ({ x: longitude * 100, y: -latitude * 100 });

const beach = (id: number, longitude: number, latitude: number): MapBeach => ({
  kind: "beach",
  id,
  slug: `beach-${id}`,
  name: `Beach ${id}`,
  name_el: null,
  area: "Kefalonia",
  area_el: "Κεφαλονιά",
  area_slug: "kefalonia",
  latitude,
  longitude,
  type: "SANDY",
  organized: false,
  blue_flag: false,
});

const cluster = (
  id: string,
  longitude: number,
  latitude: number,
  count: number,
  spread = 0.05,
): MapCluster => ({
  kind: "cluster",
  id,
  latitude,
  longitude,
  count,
  bounds: [longitude - spread, latitude - spread, longitude + spread, latitude + spread],
});

const total = (features: readonly MapFeature[]) => features.reduce((sum, f) => sum + featureCount(f), 0);

function expectNoOverlap(features: readonly MapFeature[], gap = MARKER_GAP_PX) {
  const boxes = features.map((f) => markerBox(f, project(f.latitude, f.longitude)));
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      expect(boxesOverlap(boxes[i]!, boxes[j]!, gap), `markers ${i} and ${j}`).toBe(false);
    }
  }
}

describe("marker boxes", () => {
  it("puts a pin above its tip and a cluster's circle around its centre, sized by its count", () => {
    expect(markerBox(beach(1, 0, 0), { x: 100, y: 100 })).toEqual({
      left: 86,
      top: 65,
      right: 114,
      bottom: 101,
    });
    expect(markerBox(cluster("a", 0, 0, 8), { x: 100, y: 100 })).toEqual({
      left: 82,
      top: 82,
      right: 118,
      bottom: 118,
    });
    expect(markerBox(cluster("a", 0, 0, 25), { x: 100, y: 100 }).right).toBe(122);
  });

  it("overlap when they share pixels or come closer than the gap", () => {
    const a = { left: 0, top: 0, right: 10, bottom: 10 };
    expect(boxesOverlap(a, { left: 9, top: 9, right: 20, bottom: 20 })).toBe(true);
    expect(boxesOverlap(a, { left: 10, top: 0, right: 20, bottom: 10 })).toBe(false);
    expect(boxesOverlap(a, { left: 13, top: 0, right: 20, bottom: 10 }, 4)).toBe(true);
    expect(boxesOverlap(a, { left: 14, top: 0, right: 20, bottom: 10 }, 4)).toBe(false);
  });
});

describe("decluttering the map's markers", () => {
  it("merges overlapping markers into one cluster: counts summed, bounds joined, weighted position", () => {
    // Kefalonia at the opening view: a 25-beach and an 8-beach cluster with a single pin between them.
    const big = cluster("c25", 20.5, 38.2, 25, 0.2);
    const small = cluster("c8", 20.7, 38.1, 8, 0.1);
    const petani = beach(7, 20.6, 38.15);
    const [merged, ...rest] = declutterFeatures([petani, small, big], project);

    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ kind: "cluster", count: 34 });
    const result = merged as MapCluster;
    result.bounds.forEach((edge, i) => expect(edge).toBeCloseTo([20.3, 38, 20.8, 38.4][i]!, 10));
    expect(result.longitude).toBeCloseTo((20.5 * 25 + 20.7 * 8 + 20.6) / 34, 10);
    expect(result.latitude).toBeCloseTo((38.2 * 25 + 38.1 * 8 + 38.15) / 34, 10);
  });

  it("names a merged cluster after what it holds, the same on every run", () => {
    const features = [cluster("c25", 20.5, 38.2, 25), beach(7, 20.6, 38.15)];
    const once = declutterFeatures(features, project);
    expect(once).toEqual(declutterFeatures(features, project));
    expect(once[0]).toMatchObject({ kind: "cluster", id: "c25+beach-7", count: 26 });
  });

  it("gives two merged beaches a box around both of them", () => {
    expect(mergeFeatures(beach(1, 20, 38), beach(2, 20.1, 37.9))).toEqual({
      kind: "cluster",
      id: "beach-1+beach-2",
      latitude: expect.closeTo(37.95, 10),
      longitude: expect.closeTo(20.05, 10),
      count: 2,
      bounds: [20, 37.9, 20.1, 38],
    });
  });

  it("leaves markers that are apart as they are", () => {
    const features = [cluster("a", 20, 38, 40), beach(1, 21, 38), cluster("b", 22, 37, 5), beach(2, 23, 39)];
    const drawn = declutterFeatures(features, project);
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn)).toEqual(new Set(features));
  });

  it("also merges markers that would only come within the gap of each other", () => {
    // Pins 28 px wide whose centres are 30 px apart: 2 px of clear space, less than the gap.
    const drawn = declutterFeatures([beach(1, 20, 38), beach(2, 20.3, 38)], project);
    expect(drawn).toHaveLength(1);
    expect(declutterFeatures([beach(1, 20, 38), beach(2, 20.3, 38)], project, 0)).toHaveLength(2);
  });

  it("re-checks a merged cluster, which moved and grew, against the markers already placed", () => {
    // a and b are clear of each other; c touches only b, and the merged b+c grows into a.
    const a = cluster("a", 20, 38, 9);
    const b = cluster("b", 20.42, 38, 9);
    const c = beach(1, 20.42, 37.7);
    const drawn = declutterFeatures([a, b, c], project);
    expect(drawn).toHaveLength(1);
    expect(featureCount(drawn[0]!)).toBe(19);
  });

  it("leaves no two markers overlapping and keeps every beach counted, however crowded", () => {
    // A deterministic scatter of clusters and pins over a few hundred pixels.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const features: MapFeature[] = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? cluster(`c${i}`, 20 + random() * 6, 36 + random() * 4, 2 + Math.floor(random() * 1500))
        : beach(i, 20 + random() * 6, 36 + random() * 4),
    );
    const drawn = declutterFeatures(features, project);
    expect(drawn.length).toBeLessThan(features.length);
    expect(total(drawn)).toBe(total(features));
    expectNoOverlap(drawn);
  });
});

describe("a merged cluster's sea verdicts", () => {
  const calm = <T extends MapFeature>(feature: T, verdict: CalmVerdict): T => ({ ...feature, verdict });

  it("is the verdict most of its beaches have, each marker weighed by its count", () => {
    const big = calm(cluster("c25", 20.5, 38.2, 25, 0.2), "calm");
    const small = calm(cluster("c8", 20.7, 38.1, 8, 0.1), "choppy");
    const petani = calm(beach(7, 20.6, 38.15), "rough");
    const [merged, ...rest] = declutterFeatures([petani, small, big], project);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ count: 34, verdict: "calm" });

    // Nine choppy beaches outweigh one calm cluster of eight.
    const outweighed = declutterFeatures(
      [calm(cluster("a", 20, 38, 8), "calm"), calm(cluster("b", 20.05, 38, 9), "choppy")],
      project,
    );
    expect(outweighed).toEqual([expect.objectContaining({ count: 17, verdict: "choppy" })]);
  });

  it("is the worse verdict when two are equal: half calm is not mostly calm", () => {
    const merge = (a: CalmVerdict, b: CalmVerdict) =>
      mergeFeatures(calm(beach(1, 20, 38), a), calm(beach(2, 20.01, 38), b)).verdict;
    expect(merge("calm", "choppy")).toBe("choppy");
    expect(merge("rough", "calm")).toBe("rough");
    expect(merge("choppy", "rough")).toBe("rough");
    expect(merge("calm", "unknown")).toBe("unknown");
    expect(merge("calm", "calm")).toBe("calm");
  });

  it("adds the mixes the server counted, and keeps them for the accessible name and the ring", () => {
    const a = {
      ...cluster("a", 20, 38, 5),
      verdict: "calm" as const,
      verdicts: { calm: 3, choppy: 1, rough: 0, unknown: 1 },
    };
    const b = {
      ...cluster("b", 20, 38, 4),
      verdict: "rough" as const,
      verdicts: { calm: 0, choppy: 1, rough: 3, unknown: 0 },
    };
    const merged = mergeFeatures(a, calm(beach(1, 20, 38), "choppy"));
    expect(merged.verdicts).toEqual({ calm: 3, choppy: 2, rough: 0, unknown: 1 });
    // 3 calm against 3 rough: the worse of equals.
    expect(mergeFeatures(merged, b)).toMatchObject({
      count: 10,
      verdict: "rough",
      verdicts: { calm: 3, choppy: 3, rough: 3, unknown: 1 },
    });
  });

  it("keeps calm beaches under a strong wind from the land apart from the plainly calm", () => {
    const plakias = { ...beach(1, 20, 38), verdict: "calm" as const, caution: "offshore-wind" as const };
    const server = {
      ...cluster("a", 20, 38, 3),
      verdict: "calm" as const,
      verdicts: { calm: 3, choppy: 0, rough: 0, unknown: 0 },
      calm_caution: 1,
    };
    expect(mergeFeatures(server, plakias)).toMatchObject({
      count: 4,
      verdict: "calm",
      verdicts: { calm: 4, choppy: 0, rough: 0, unknown: 0 },
      calm_caution: 2,
    });
  });

  it("counts every beach a cluster merged before, not only its majority", () => {
    // 3 calm and 2 choppy make a calm cluster; 2 more choppy make 4 choppy against 3 calm.
    const first = mergeFeatures(
      calm(cluster("a", 20, 38, 3), "calm"),
      calm(cluster("b", 20, 38, 2), "choppy"),
    );
    expect(first.verdict).toBe("calm");
    const second = mergeFeatures(first, calm(cluster("c", 20, 38, 2), "choppy"));
    expect(second).toMatchObject({ count: 7, verdict: "choppy" });
  });

  it("is left out when the answer carries no verdicts, as the server leaves it out", () => {
    const [merged] = declutterFeatures([cluster("a", 20, 38, 8), beach(1, 20.05, 38)], project);
    expect(merged).toMatchObject({ count: 9 });
    expect(merged).not.toHaveProperty("verdict");
  });
});
