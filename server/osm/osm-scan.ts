import { stat } from "node:fs/promises";
import { OSM_TAG_KEYS, osmNearbyKind } from "#core/admin/osm.ts";
import type { OsmElementType, OsmMember, OsmTags } from "./osm-elements.ts";
import { readOsm } from "./osm-read.ts";

// What the import needs of an extract, read in three passes so that memory holds only that: the
// relations first (which ways a beach, island or boundary is made of), then the ways (which nodes),
// then the nodes (where those are, and the beaches, places and facilities that are points). An
// extract lists nodes, then ways, then relations, so no fewer passes can resolve a relation's nodes
// without holding every way. A pass over a PBF skips the blocks of other types unparsed.

export type Position = readonly [latitude: number, longitude: number];

/** A beach as the extract maps it: a point, a way's outline, or a multipolygon's outer ways. */
export interface ScannedBeach {
  type: OsmElementType;
  id: number;
  tags: OsmTags;
  /** The outline's vertices (one for a node); empty when the extract lacks its nodes. */
  outline: Position[];
}

/** A facility near which a beach gains an amenity or parking. */
export interface ScannedFacility {
  kind: NonNullable<ReturnType<typeof osmNearbyKind>>;
  position: Position;
  capacity: string | undefined;
  /** A mapped lot's area in square metres; null for a point. */
  areaM2: number | null;
}

/** A named island or islet, with a point of it (any vertex of its outline, or its node). */
export interface ScannedIsland {
  tags: OsmTags;
  kind: "island" | "islet";
  /** A node's own position, which lies inside the island; an outline's vertices lie on its shore. */
  inside: boolean;
  position: Position;
}

/** An administrative boundary (regional unit or region), as closed rings of positions. */
export interface ScannedBoundary {
  id: number;
  level: number;
  tags: OsmTags;
  outer: Position[][];
  inner: Position[][];
}

/** A settlement, for naming an unnamed beach after the nearest one. */
export interface ScannedPlace {
  tags: OsmTags;
  position: Position;
}

export interface OsmScan {
  beaches: ScannedBeach[];
  facilities: ScannedFacility[];
  islands: ScannedIsland[];
  boundaries: ScannedBoundary[];
  places: ScannedPlace[];
}

/** Administrative levels read: 6 is a Greek regional unit, 5 a region. */
export const BOUNDARY_LEVELS = [6, 5] as const;
const SETTLEMENTS = new Set(["city", "town", "village", "hamlet", "suburb", "locality", "neighbourhood"]);
const ISLAND_KINDS = new Set(["island", "islet"]);

/** Progress of a scan: which pass, the bytes read of all passes, and the beaches found so far. */
export interface ScanProgress {
  pass: 1 | 2 | 3;
  bytesRead: number;
  totalBytes: number;
  beaches: number;
}

const isBeach = (tags: OsmTags | null): boolean => tags?.natural === "beach";
const isIsland = (tags: OsmTags | null): tags is OsmTags & { place: "island" | "islet" } =>
  !!tags && ISLAND_KINDS.has(tags.place ?? "") && (tags.name ?? "") !== "";
const boundaryLevel = (tags: OsmTags | null): number | null => {
  if (tags?.boundary !== "administrative") return null;
  const level = Number(tags.admin_level);
  return (BOUNDARY_LEVELS as readonly number[]).includes(level) ? level : null;
};

const ALL_KEYS = [...new Set([...OSM_TAG_KEYS.beach, ...OSM_TAG_KEYS.nearby, ...OSM_TAG_KEYS.place])];

/** Node ids with their positions, found by binary search: far less memory than a Map of millions. */
class NodeTable {
  private ids: Float64Array = new Float64Array(0);
  private latitudes: Float64Array = new Float64Array(0);
  private longitudes: Float64Array = new Float64Array(0);
  private wanted: number[] = [];

  want(id: number) {
    this.wanted.push(id);
  }

  /** Sorts and freezes the wanted ids; positions are filled by `set`. */
  seal() {
    const sorted = Float64Array.from(this.wanted).sort();
    this.wanted = [];
    let count = 0;
    for (let index = 0; index < sorted.length; index += 1)
      if (index === 0 || sorted[index] !== sorted[index - 1]) sorted[count++] = sorted[index]!;
    this.ids = sorted.slice(0, count);
    this.latitudes = new Float64Array(count).fill(Number.NaN);
    this.longitudes = new Float64Array(count).fill(Number.NaN);
  }

  private indexOf(id: number): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.ids[middle]!;
      if (value === id) return middle;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  set(id: number, latitude: number, longitude: number) {
    const index = this.indexOf(id);
    if (index < 0) return;
    this.latitudes[index] = latitude;
    this.longitudes[index] = longitude;
  }

  get(id: number): Position | null {
    const index = this.indexOf(id);
    if (index < 0 || Number.isNaN(this.latitudes[index]!)) return null;
    return [this.latitudes[index]!, this.longitudes[index]!];
  }

  get size() {
    return this.ids.length;
  }
}

/** The positions of a way's nodes that the extract holds, in order. */
function positionsOf(refs: readonly number[], nodes: NodeTable): Position[] {
  const positions: Position[] = [];
  for (const ref of refs) {
    const position = nodes.get(ref);
    if (position) positions.push(position);
  }
  return positions;
}

/**
 * Joins ways into closed rings by their shared end nodes, turning a way round where needed; a chain
 * that never closes is left out (a boundary cut by the extract's edge).
 */
export function assembleRings(ways: readonly (readonly number[])[]): number[][] {
  const open = ways.filter((way) => way.length >= 2).map((way) => [...way]);
  const rings: number[][] = [];
  while (open.length > 0) {
    const ring = open.pop()!;
    let grown = true;
    while (ring[0] !== ring[ring.length - 1] && grown) {
      grown = false;
      const end = ring[ring.length - 1];
      for (let index = 0; index < open.length; index += 1) {
        const way = open[index]!;
        if (way[0] === end) ring.push(...way.slice(1));
        else if (way[way.length - 1] === end) ring.push(...way.slice(0, -1).reverse());
        else continue;
        open.splice(index, 1);
        grown = true;
        break;
      }
    }
    if (ring.length >= 4 && ring[0] === ring[ring.length - 1]) rings.push(ring);
  }
  return rings;
}

/** Square metres inside a ring of positions (shoelace on a local flat projection). */
export function ringAreaM2(ring: readonly Position[]): number {
  if (ring.length < 3) return 0;
  const latitude = ring[0]![0];
  const x = 111_320 * Math.cos((latitude * Math.PI) / 180);
  const y = 110_574;
  let sum = 0;
  for (let index = 0; index < ring.length; index += 1) {
    const [lat1, lon1] = ring[index]!;
    const [lat2, lon2] = ring[(index + 1) % ring.length]!;
    sum += lon1 * x * (lat2 * y) - lon2 * x * (lat1 * y);
  }
  return Math.abs(sum) / 2;
}

function centroidOf(positions: readonly Position[]): Position {
  let latitude = 0;
  let longitude = 0;
  for (const [lat, lon] of positions) {
    latitude += lat;
    longitude += lon;
  }
  return [latitude / positions.length, longitude / positions.length];
}

/** Reads what the import needs of an extract. */
export async function scanExtract(
  file: string,
  onProgress?: (progress: ScanProgress) => void,
): Promise<OsmScan> {
  const totalBytes = (await stat(file)).size * 3;
  let pass: 1 | 2 | 3 = 1;
  let beachesFound = 0;
  const report = (bytes: number) =>
    onProgress?.({
      pass,
      bytesRead: (pass - 1) * (totalBytes / 3) + bytes,
      totalBytes,
      beaches: beachesFound,
    });

  // Pass 1: relations.
  const beachRelations: { id: number; tags: OsmTags; outer: number[] }[] = [];
  const islandRelations: { tags: OsmTags; way: number }[] = [];
  const boundaryRelations: { id: number; level: number; tags: OsmTags; outer: number[]; inner: number[] }[] =
    [];
  const wantedWays = new Set<number>();
  const wayIds = (members: readonly OsmMember[], role: (role: string) => boolean) =>
    members.filter((member) => member.type === "way" && role(member.role)).map((member) => member.ref);
  const outerRole = (role: string) => role === "outer" || role === "";
  for await (const batch of readOsm(file, {
    types: new Set(["relation"]),
    tagKeys: { node: [], way: [], relation: ALL_KEYS },
    onBytes: report,
  })) {
    for (const element of batch) {
      if (element.type !== "relation") continue;
      const { tags } = element;
      if (tags && isBeach(tags) && tags.type === "multipolygon") {
        const outer = wayIds(element.members, outerRole);
        beachRelations.push({ id: element.id, tags, outer });
        for (const way of outer) wantedWays.add(way);
        beachesFound += 1;
      } else if (isIsland(tags) && tags.type === "multipolygon") {
        const way = wayIds(element.members, outerRole)[0];
        if (way !== undefined) {
          islandRelations.push({ tags, way });
          wantedWays.add(way);
        }
      }
      const level = boundaryLevel(tags);
      if (level !== null && tags) {
        const outer = wayIds(element.members, outerRole);
        const inner = wayIds(element.members, (role) => role === "inner");
        boundaryRelations.push({ id: element.id, level, tags, outer, inner });
        for (const way of [...outer, ...inner]) wantedWays.add(way);
      }
    }
  }

  // Pass 2: ways.
  pass = 2;
  const nodes = new NodeTable();
  const wayRefs = new Map<number, number[]>();
  const beachWays: { id: number; tags: OsmTags; refs: number[] }[] = [];
  const islandWays: { tags: OsmTags; ref: number }[] = [];
  const facilityWays: { tags: OsmTags; refs: number[] }[] = [];
  for await (const batch of readOsm(file, {
    types: new Set(["way"]),
    tagKeys: { node: [], way: ALL_KEYS, relation: [] },
    onBytes: report,
  })) {
    for (const element of batch) {
      if (element.type !== "way") continue;
      const { tags, refs } = element;
      if (wantedWays.has(element.id)) {
        wayRefs.set(element.id, refs);
        for (const ref of refs) nodes.want(ref);
      }
      if (tags && isBeach(tags)) {
        beachWays.push({ id: element.id, tags, refs });
        for (const ref of refs) nodes.want(ref);
        beachesFound += 1;
      } else if (isIsland(tags) && refs.length > 0) {
        islandWays.push({ tags, ref: refs[0]! });
        nodes.want(refs[0]!);
      } else if (tags && osmNearbyKind(tags) !== null) {
        facilityWays.push({ tags, refs });
        for (const ref of refs) nodes.want(ref);
      }
    }
  }
  nodes.seal();

  // Pass 3: nodes.
  pass = 3;
  const beaches: ScannedBeach[] = [];
  const facilities: ScannedFacility[] = [];
  const islands: ScannedIsland[] = [];
  const places: ScannedPlace[] = [];
  for await (const batch of readOsm(file, {
    types: new Set(["node"]),
    tagKeys: { node: ALL_KEYS, way: [], relation: [] },
    onBytes: report,
  })) {
    for (const element of batch) {
      if (element.type !== "node") continue;
      if (nodes.size > 0) nodes.set(element.id, element.lat, element.lon);
      const { tags } = element;
      if (!tags) continue;
      const position: Position = [element.lat, element.lon];
      if (isBeach(tags)) {
        beaches.push({ type: "node", id: element.id, tags, outline: [position] });
        beachesFound += 1;
        continue;
      }
      const kind = osmNearbyKind(tags);
      if (kind !== null) facilities.push({ kind, position, capacity: tags.capacity, areaM2: null });
      if (isIsland(tags)) islands.push({ tags, kind: tags.place, inside: true, position });
      else if (SETTLEMENTS.has(tags.place ?? "") && (tags.name ?? "") !== "") places.push({ tags, position });
    }
  }

  for (const way of beachWays)
    beaches.push({ type: "way", id: way.id, tags: way.tags, outline: positionsOf(way.refs, nodes) });
  for (const relation of beachRelations)
    beaches.push({
      type: "relation",
      id: relation.id,
      tags: relation.tags,
      outline: relation.outer.flatMap((way) => positionsOf(wayRefs.get(way) ?? [], nodes)),
    });
  for (const way of facilityWays) {
    const outline = positionsOf(way.refs, nodes);
    if (outline.length === 0) continue;
    const kind = osmNearbyKind(way.tags)!;
    const closed = way.refs.length >= 4 && way.refs[0] === way.refs[way.refs.length - 1];
    facilities.push({
      kind,
      position: centroidOf(outline),
      capacity: way.tags.capacity,
      areaM2: closed ? ringAreaM2(outline) : null,
    });
  }
  // An island's outline is known by a vertex, which lies on its shore.
  const onShore = (tags: OsmTags, position: Position | null) => {
    if (position) islands.push({ tags, kind: tags.place as "island" | "islet", inside: false, position });
  };
  for (const island of islandWays) onShore(island.tags, nodes.get(island.ref));
  for (const island of islandRelations) {
    const ref = wayRefs.get(island.way)?.[0];
    onShore(island.tags, ref === undefined ? null : nodes.get(ref));
  }
  const boundaries: ScannedBoundary[] = boundaryRelations.map((relation) => {
    const rings = (ways: number[]) =>
      assembleRings(ways.map((way) => wayRefs.get(way) ?? []))
        .map((ring) => positionsOf(ring, nodes))
        .filter((ring) => ring.length >= 4);
    return {
      id: relation.id,
      level: relation.level,
      tags: relation.tags,
      outer: rings(relation.outer),
      inner: rings(relation.inner),
    };
  });
  report((await stat(file)).size);
  return { beaches, facilities, islands, boundaries, places };
}
