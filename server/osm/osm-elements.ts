// The OpenStreetMap elements the import reads, the same whether the extract is PBF or XML.

export type OsmTags = Record<string, string>;

export interface OsmNode {
  type: "node";
  id: number;
  lat: number;
  lon: number;
  /** Only the keys the reader was asked for; null when the node has none of them. */
  tags: OsmTags | null;
}

export interface OsmWay {
  type: "way";
  id: number;
  refs: number[];
  tags: OsmTags | null;
}

export type OsmMemberType = "node" | "way" | "relation";

export interface OsmMember {
  type: OsmMemberType;
  ref: number;
  role: string;
}

export interface OsmRelation {
  type: "relation";
  id: number;
  members: OsmMember[];
  tags: OsmTags | null;
}

export type OsmElement = OsmNode | OsmWay | OsmRelation;
export type OsmElementType = OsmElement["type"];

/** What one pass over an extract asks for. */
export interface OsmReadOptions {
  /** The element types wanted; blocks holding only other types are skipped unparsed where the format allows. */
  types: ReadonlySet<OsmElementType>;
  /** The tag keys kept, per type; other keys are dropped while reading. */
  tagKeys: Readonly<Record<OsmElementType, readonly string[]>>;
  /** Told the bytes of the file read so far, now and then. */
  onBytes?: (bytesRead: number) => void;
}

/** A file that is not an OpenStreetMap extract, or is cut short. */
export class OsmFileError extends Error {}

/** The reference an imported beach keeps to its element, as `beaches.source` holds it: `osm:way/123`. */
export function osmRef(type: OsmElementType, id: number): string {
  return `osm:${type}/${id}`;
}
