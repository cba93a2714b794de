import { closeSync, openSync, writeFileSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import { deflateSync } from "node:zlib";
import type { OsmElement, OsmElementType, OsmMember, OsmTags } from "./osm-elements.ts";

// Writes OpenStreetMap extracts, as .osm.pbf or .osm XML, for the reader's tests and its benchmark;
// the import itself never writes one. The PBF side streams block after block to the file, so a
// benchmark can write tens of millions of nodes in little memory.

/** The part of the `pbf` package used here: it ships no types of its own. */
interface ProtoWriter {
  writeVarintField(tag: number, value: number): void;
  writeStringField(tag: number, value: string): void;
  writeBytesField(tag: number, value: Uint8Array): void;
  writePackedVarint(tag: number, values: readonly number[]): void;
  writePackedSVarint(tag: number, values: readonly number[]): void;
  writeMessage<T>(tag: number, write: (value: T, pbf: ProtoWriter) => void, value: T): void;
  finish(): Uint8Array;
}

// `pbf` is a development dependency, and this file is only loaded by tests and benchmarks.
const Pbf = createRequire(import.meta.url)("pbf") as new () => ProtoWriter;

/** At most this many elements go in one block, as osmium writes them. */
const BLOCK_ELEMENTS = 8000;
/** Coordinates are stored as whole multiples of 100 nanodegrees, the usual granularity. */
const GRANULARITY = 100;
const COORDINATE_UNITS = 1e9 / GRANULARITY;

const TYPE_ORDER: Record<OsmElementType, number> = { node: 0, way: 1, relation: 2 };
const MEMBER_TYPE: Record<OsmMember["type"], number> = { node: 0, way: 1, relation: 2 };

/** Each value minus the one before it, as the format stores ids, coordinates and refs. */
function deltas(values: readonly number[]): number[] {
  const out = new Array<number>(values.length);
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    out[i] = values[i]! - previous;
    previous = values[i]!;
  }
  return out;
}

/** The strings of one block: index 0 is the empty string, which ends a dense node's tags. */
class StringTable {
  private readonly indexes = new Map<string, number>([["", 0]]);
  readonly strings: string[] = [""];

  index(value: string): number {
    let index = this.indexes.get(value);
    if (index === undefined) {
      index = this.strings.length;
      this.strings.push(value);
      this.indexes.set(value, index);
    }
    return index;
  }
}

interface PendingWay {
  id: number;
  refs: readonly number[];
  keys: number[];
  vals: number[];
}

interface PendingRelation {
  id: number;
  members: readonly OsmMember[];
  roles: number[];
  keys: number[];
  vals: number[];
}

/**
 * Writes an .osm.pbf file: call `node`, then `way`, then `relation`, each in ascending id order, as
 * a sorted extract holds them, then `close`. Each full block is compressed and written at once.
 */
export class PbfWriter {
  private strings = new StringTable();
  private nodeIds: number[] = [];
  private nodeLats: number[] = [];
  private nodeLons: number[] = [];
  private nodeKeysVals: number[] = [];
  private nodesTagged = false;
  private ways: PendingWay[] = [];
  private relations: PendingRelation[] = [];
  private pending = 0;
  private lastType: OsmElementType = "node";
  private lastId = -Infinity;
  private closed = false;

  private constructor(private readonly fd: number) {
    const header = new Pbf();
    header.writeStringField(4, "OsmSchema-V0.6");
    header.writeStringField(4, "DenseNodes");
    header.writeStringField(5, "Sort.Type_then_ID");
    header.writeStringField(16, "greek-beaches pbf-write");
    this.writeBlob("OSMHeader", header.finish());
  }

  static async open(path: string): Promise<PbfWriter> {
    return new PbfWriter(openSync(path, "w"));
  }

  /** Writes the elements given, in the order the format requires, to a new file. */
  static async write(path: string, elements: Iterable<OsmElement>): Promise<void> {
    const writer = await PbfWriter.open(path);
    try {
      for (const element of elements) writer.element(element);
    } finally {
      await writer.close();
    }
  }

  element(element: OsmElement): void {
    if (element.type === "node") this.node(element.id, element.lat, element.lon, element.tags);
    else if (element.type === "way") this.way(element.id, element.refs, element.tags);
    else this.relation(element.id, element.members, element.tags);
  }

  node(id: number, lat: number, lon: number, tags?: OsmTags | null): void {
    this.next("node", id);
    this.nodeIds.push(id);
    this.nodeLats.push(Math.round(lat * COORDINATE_UNITS));
    this.nodeLons.push(Math.round(lon * COORDINATE_UNITS));
    // Every dense node has its key and value indexes, then a 0, once any node of the block has tags.
    for (const [key, value] of Object.entries(tags ?? {})) {
      this.nodeKeysVals.push(this.strings.index(key), this.strings.index(value));
      this.nodesTagged = true;
    }
    this.nodeKeysVals.push(0);
    this.added();
  }

  way(id: number, refs: readonly number[], tags?: OsmTags | null): void {
    this.next("way", id);
    const [keys, vals] = this.tagIndexes(tags);
    this.ways.push({ id, refs, keys, vals });
    this.added();
  }

  relation(id: number, members: readonly OsmMember[], tags?: OsmTags | null): void {
    this.next("relation", id);
    const [keys, vals] = this.tagIndexes(tags);
    const roles = members.map((member) => this.strings.index(member.role));
    this.relations.push({ id, members, roles, keys, vals });
    this.added();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private next(type: OsmElementType, id: number) {
    if (this.closed) throw new Error("The PBF writer is closed");
    if (!Number.isSafeInteger(id)) throw new RangeError(`Not an OpenStreetMap id: ${id}`);
    const order = TYPE_ORDER[type] - TYPE_ORDER[this.lastType];
    if (order < 0 || (order === 0 && id <= this.lastId)) {
      throw new Error(
        `Elements must come as nodes, ways, then relations, each by ascending id: ${type} ${id} came after ${this.lastType} ${this.lastId}`,
      );
    }
    // A block holds one type only.
    if (order > 0) this.flush();
    this.lastType = type;
    this.lastId = id;
  }

  private added() {
    if (++this.pending >= BLOCK_ELEMENTS) this.flush();
  }

  private tagIndexes(tags: OsmTags | null | undefined): [number[], number[]] {
    const keys: number[] = [];
    const vals: number[] = [];
    for (const [key, value] of Object.entries(tags ?? {})) {
      keys.push(this.strings.index(key));
      vals.push(this.strings.index(value));
    }
    return [keys, vals];
  }

  private flush() {
    if (this.pending === 0) return;
    const block = new Pbf();
    block.writeMessage(
      1,
      (strings: string[], pbf) => {
        for (const value of strings) pbf.writeStringField(1, value);
      },
      this.strings.strings,
    );
    block.writeMessage(2, (_: null, pbf) => this.writeGroup(pbf), null);
    block.writeVarintField(17, GRANULARITY);
    this.writeBlob("OSMData", block.finish());

    this.strings = new StringTable();
    this.nodeIds = [];
    this.nodeLats = [];
    this.nodeLons = [];
    this.nodeKeysVals = [];
    this.nodesTagged = false;
    this.ways = [];
    this.relations = [];
    this.pending = 0;
  }

  private writeGroup(pbf: ProtoWriter) {
    if (this.nodeIds.length > 0) {
      pbf.writeMessage(
        2,
        (_: null, dense) => {
          dense.writePackedSVarint(1, deltas(this.nodeIds));
          dense.writePackedSVarint(8, deltas(this.nodeLats));
          dense.writePackedSVarint(9, deltas(this.nodeLons));
          if (this.nodesTagged) dense.writePackedVarint(10, this.nodeKeysVals);
        },
        null,
      );
    }
    for (const way of this.ways) {
      pbf.writeMessage(
        3,
        (w: PendingWay, out) => {
          out.writeVarintField(1, w.id);
          out.writePackedVarint(2, w.keys);
          out.writePackedVarint(3, w.vals);
          out.writePackedSVarint(8, deltas(w.refs));
        },
        way,
      );
    }
    for (const relation of this.relations) {
      pbf.writeMessage(
        4,
        (r: PendingRelation, out) => {
          out.writeVarintField(1, r.id);
          out.writePackedVarint(2, r.keys);
          out.writePackedVarint(3, r.vals);
          out.writePackedVarint(8, r.roles);
          out.writePackedSVarint(9, deltas(r.members.map((member) => member.ref)));
          out.writePackedVarint(
            10,
            r.members.map((member) => MEMBER_TYPE[member.type]),
          );
        },
        relation,
      );
    }
  }

  /** One blob: the length of its header, the header, then the zlib-compressed data. */
  private writeBlob(type: "OSMHeader" | "OSMData", data: Uint8Array) {
    const blob = new Pbf();
    blob.writeVarintField(2, data.length);
    blob.writeBytesField(3, deflateSync(data));
    const blobBytes = blob.finish();
    const header = new Pbf();
    header.writeStringField(1, type);
    header.writeVarintField(3, blobBytes.length);
    const headerBytes = header.finish();
    const length = Buffer.alloc(4);
    length.writeUInt32BE(headerBytes.length);
    writeSync(this.fd, Buffer.concat([length, headerBytes, blobBytes]));
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"'\t\n\r]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function tagLines(tags: OsmTags | null): string {
  return Object.entries(tags ?? {})
    .map(([key, value]) => `\n    <tag k="${escapeAttribute(key)}" v="${escapeAttribute(value)}"/>`)
    .join("");
}

/** The elements as an .osm XML document, in the order given. */
export function osmXml(elements: Iterable<OsmElement>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<osm version="0.6" generator="greek-beaches">'];
  for (const element of elements) {
    if (element.type === "node") {
      const tags = tagLines(element.tags);
      const start = `  <node id="${element.id}" lat="${element.lat.toFixed(7)}" lon="${element.lon.toFixed(7)}"`;
      lines.push(tags ? `${start}>${tags}\n  </node>` : `${start}/>`);
    } else if (element.type === "way") {
      const refs = element.refs.map((ref) => `\n    <nd ref="${ref}"/>`).join("");
      lines.push(`  <way id="${element.id}">${refs}${tagLines(element.tags)}\n  </way>`);
    } else {
      const members = element.members
        .map(
          (member) =>
            `\n    <member type="${member.type}" ref="${member.ref}" role="${escapeAttribute(member.role)}"/>`,
        )
        .join("");
      lines.push(`  <relation id="${element.id}">${members}${tagLines(element.tags)}\n  </relation>`);
    }
  }
  lines.push("</osm>", "");
  return lines.join("\n");
}

export async function writeOsmXml(path: string, elements: Iterable<OsmElement>): Promise<void> {
  writeFileSync(path, osmXml(elements));
}
