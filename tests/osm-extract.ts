import { metresPerDegree } from "#server/coast/coast-geometry.ts";
import { shippedCoastline } from "#server/coast/coastline.ts";
import type { OsmElement, OsmMember, OsmTags } from "#server/osm/osm-elements.ts";

// OpenStreetMap extracts the tests make themselves: beaches drawn against the coastline the product
// ships, so that what lies at the water's edge, or a kilometre inland, is so by construction.

export type LatLon = readonly [number, number];

/** The shore nearest a place: where it is, and unit vectors (east, north) out to sea and along it. */
export function shoreNear(latitude: number, longitude: number) {
  const coast = shippedCoastline();
  const point = coast.nearest(latitude, longitude, 5000, true);
  if (!point) throw new Error(`No coast within 5 km of ${latitude}, ${longitude}`);
  const { latitude: lat, longitude: lon } = coast.shorePosition(point);
  const scale = metresPerDegree(lat);
  const normal = coast.shoreNormal(point, scale);
  const length = Math.hypot(normal.x, normal.y) || 1;
  const sea = { x: normal.x / length, y: normal.y / length };
  return { lat, lon, sea, along: { x: sea.y, y: -sea.x } };
}

/** A place so many metres along the shore and inland (negative: out to sea) from a shore point. */
export function offset(shore: ReturnType<typeof shoreNear>, alongM: number, inlandM: number): LatLon {
  const scale = metresPerDegree(shore.lat);
  const east = shore.along.x * alongM - shore.sea.x * inlandM;
  const north = shore.along.y * alongM - shore.sea.y * inlandM;
  return [shore.lat + north / scale.y, shore.lon + east / scale.x];
}

/** A beach's outline: a strip of sand `lengthM` along the shore, from `fromM` to `toM` inland. */
export function strip(shore: ReturnType<typeof shoreNear>, lengthM: number, fromM = 5, toM = 40): LatLon[] {
  const half = lengthM / 2;
  return [
    offset(shore, -half, fromM),
    offset(shore, half, fromM),
    offset(shore, half, toM),
    offset(shore, -half, toM),
  ];
}

/** Builds an extract element by element, with ids of its own; nodes, ways and relations come out sorted. */
export class ExtractBuilder {
  private readonly nodes: OsmElement[] = [];
  private readonly ways: OsmElement[] = [];
  private readonly relations: OsmElement[] = [];
  private nextId = 1000;

  constructor(start = 1000) {
    this.nextId = start;
  }

  node(at: LatLon, tags: OsmTags | null = null, id = this.nextId++): number {
    this.nodes.push({ type: "node", id, lat: round(at[0]), lon: round(at[1]), tags });
    return id;
  }

  /** A way through new nodes at these places; `closed` repeats the first node at the end. */
  way(points: readonly LatLon[], tags: OsmTags | null = null, closed = true, id = this.nextId++): number {
    const refs = points.map((point) => this.node(point));
    if (closed) refs.push(refs[0]!);
    this.ways.push({ type: "way", id, refs, tags });
    return id;
  }

  relation(members: readonly OsmMember[], tags: OsmTags, id = this.nextId++): number {
    this.relations.push({ type: "relation", id, members: [...members], tags });
    return id;
  }

  /** A multipolygon of closed outer ways (and inner ones). */
  multipolygon(
    outer: readonly (readonly LatLon[])[],
    tags: OsmTags,
    inner: readonly (readonly LatLon[])[] = [],
  ): number {
    const members: OsmMember[] = [
      ...outer.map((ring) => ({ type: "way" as const, ref: this.way(ring), role: "outer" })),
      ...inner.map((ring) => ({ type: "way" as const, ref: this.way(ring), role: "inner" })),
    ];
    return this.relation(members, { type: "multipolygon", ...tags });
  }

  /** An administrative boundary drawn as a box (south, west, north, east), as one closed way. */
  boundary(box: readonly [number, number, number, number], level: number, tags: OsmTags): number {
    const [south, west, north, east] = box;
    const way = this.way([
      [south, west],
      [south, east],
      [north, east],
      [north, west],
    ]);
    return this.relation([{ type: "way", ref: way, role: "outer" }], {
      type: "boundary",
      boundary: "administrative",
      admin_level: String(level),
      ...tags,
    });
  }

  elements(): OsmElement[] {
    const byId = (a: OsmElement, b: OsmElement) => a.id - b.id;
    return [...this.nodes.sort(byId), ...this.ways.sort(byId), ...this.relations.sort(byId)];
  }
}

const round = (value: number) => Math.round(value * 1e7) / 1e7;
