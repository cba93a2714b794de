import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { once } from "node:events";
import { inflate } from "node:zlib";
import { OSMTransform, parse } from "osm-pbf-parser-node";
import { SaxesParser } from "saxes";
import {
  OsmFileError,
  type OsmElement,
  type OsmElementType,
  type OsmMemberType,
  type OsmReadOptions,
  type OsmTags,
} from "./osm-elements.ts";

// Reads an OpenStreetMap extract, .osm.pbf or .osm XML, as batches of the elements one pass asks
// for. A country's PBF holds tens of millions of nodes, read up to three times per import, so the
// PBF side does the framing itself: each blob is inflated on libuv's thread pool while the main
// thread decodes the one before, and a block whose groups hold none of the wanted types is dropped
// after a glance at its first bytes, without being decoded.

const NOT_AN_EXTRACT = "is not an OpenStreetMap extract (.osm.pbf or .osm XML)";

/** The PBF format's limits on a BlobHeader and a blob, compressed or not; past them the file is damaged. */
const MAX_HEADER_BYTES = 64 * 1024;
const MAX_BLOB_BYTES = 32 * 1024 * 1024;
/** Bytes asked of the file per read. */
const READ_BYTES = 1024 * 1024;
/** Blobs being inflated at once, ahead of the one being decoded. */
const INFLATE_AHEAD = 6;
/** Elements per batch of an XML file (a PBF batch is one block, up to 8000 elements). */
const XML_BATCH = 5000;

/** The features of a PBF header this reader can honour; any other required feature is refused. */
const SUPPORTED_FEATURES = new Set(["OsmSchema-V0.6", "DenseNodes", "LocationsOnWays"]);

/** A defect found in the file's bytes, reported with the file's name by `readOsm`. */
class Damage extends Error {}

export async function* readOsm(file: string, options: OsmReadOptions): AsyncGenerator<OsmElement[]> {
  const format = await sniff(file);
  if (format === "pbf") yield* readPbf(file, options);
  else yield* readXml(file, options);
}

async function openFile(file: string): Promise<FileHandle> {
  try {
    return await open(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "there is no such file" : (code ?? String(error));
    throw new OsmFileError(`${file} cannot be read: ${reason}`);
  }
}

/** The format by the file's first bytes, whatever its name says. */
async function sniff(file: string): Promise<"pbf" | "xml"> {
  const handle = await openFile(file);
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(4 + MAX_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } catch (error) {
    throw new OsmFileError(`${file} cannot be read: ${(error as Error).message}`);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw new OsmFileError(`${file} is empty, so it ${NOT_AN_EXTRACT}`);
  if (looksLikePbf(head)) return "pbf";
  if (looksLikeXml(head)) return "xml";
  throw new OsmFileError(`${file} ${NOT_AN_EXTRACT}`);
}

/** The first bytes of the first BlobHeader as writers put them: field 1, "OSMHeader". */
const TYPE_FIRST = Buffer.from([0x0a, 9, ...Buffer.from("OSMHeader")]);

/** A 4-byte big-endian length, then a BlobHeader of that length whose type is "OSMHeader". */
function looksLikePbf(head: Buffer): boolean {
  if (head.length < 4) return false;
  const length = head.readUInt32BE(0);
  if (length === 0 || length > MAX_HEADER_BYTES) return false;
  // Every writer puts the type first; a file cut inside its first header is still recognised by it.
  const start = head.subarray(4, 4 + TYPE_FIRST.length);
  if (start.length >= 2 && start.equals(TYPE_FIRST.subarray(0, start.length))) return true;
  if (head.length < 4 + length) return false;
  try {
    return readBlobHeader(head.subarray(4, 4 + length)).type === "OSMHeader";
  } catch {
    return false;
  }
}

function looksLikeXml(head: Buffer): boolean {
  let start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (start < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[start]!)) start++;
  const text = head.subarray(start, start + 5).toString("latin1");
  return text === "<?xml" || text.startsWith("<osm");
}

// --- Protocol buffers: only what the framing and the glance at a block need -----------------

class ProtoReader {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  get done(): boolean {
    return this.pos >= this.end;
  }

  varint(): number {
    let value = 0;
    let factor = 1;
    for (;;) {
      if (this.pos >= this.end) throw new Damage("a number runs past the end of its message");
      const byte = this.bytes[this.pos++]!;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 0x80;
      if (factor > 2 ** 63) throw new Damage("a number is longer than ten bytes");
    }
  }

  /** The bounds of a length-delimited field's contents; the reader moves past them. */
  span(): [number, number] {
    const length = this.varint();
    const start = this.pos;
    if (length > this.end - start) throw new Damage("a field runs past the end of its message");
    this.pos = start + length;
    return [start, this.pos];
  }

  bytesField(): Uint8Array {
    const [start, end] = this.span();
    return this.bytes.subarray(start, end);
  }

  skip(wireType: number) {
    if (wireType === 0) this.varint();
    else if (wireType === 2) this.span();
    else if (wireType === 1 || wireType === 5) {
      this.pos += wireType === 1 ? 8 : 4;
      if (this.pos > this.end) throw new Damage("a field runs past the end of its message");
    } else throw new Damage(`unknown protocol buffer wire type ${wireType}`);
  }
}

function readBlobHeader(bytes: Uint8Array): { type: string; dataSize: number } {
  const reader = new ProtoReader(bytes);
  let type = "";
  let dataSize = -1;
  while (!reader.done) {
    const key = reader.varint();
    if (key === (1 << 3) + 2) type = Buffer.from(reader.bytesField()).toString("utf8");
    else if (key === (3 << 3) + 0) dataSize = reader.varint();
    else reader.skip(key & 7);
  }
  if (dataSize < 0 || dataSize > MAX_BLOB_BYTES) throw new Damage("a block header has no valid size");
  return { type, dataSize };
}

const COMPRESSIONS: Record<number, string> = { 4: "LZMA", 5: "bzip2", 6: "LZ4", 7: "Zstandard" };

/** A blob's contents, inflated on the thread pool when compressed. */
function blobContents(blob: Uint8Array): Promise<Buffer> {
  const reader = new ProtoReader(blob);
  let raw: Uint8Array | null = null;
  let rawSize = -1;
  let zlibData: Uint8Array | null = null;
  while (!reader.done) {
    const key = reader.varint();
    const field = Math.floor(key / 8);
    if (key === (1 << 3) + 2) raw = reader.bytesField();
    else if (key === (2 << 3) + 0) rawSize = reader.varint();
    else if (key === (3 << 3) + 2) zlibData = reader.bytesField();
    else if (COMPRESSIONS[field] && (key & 7) === 2) {
      throw new Damage(
        `its blocks are compressed with ${COMPRESSIONS[field]}, which this reader cannot inflate`,
      );
    } else reader.skip(key & 7);
  }
  if (raw) return Promise.resolve(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
  if (!zlibData) throw new Damage("a block holds no data");
  if (rawSize > MAX_BLOB_BYTES) throw new Damage("a block claims to be larger than the format allows");
  const expected = rawSize;
  return new Promise((resolve, reject) => {
    // One output chunk of the announced size inflates the blob in a single trip to the thread pool.
    const chunkSize = Math.max(64 * 1024, expected);
    inflate(zlibData, { chunkSize, maxOutputLength: MAX_BLOB_BYTES }, (error, inflated) => {
      if (error) reject(new Damage(`a block does not inflate (${error.message})`));
      else if (expected >= 0 && inflated.length !== expected) {
        reject(new Damage("a block inflates to another size than its header says"));
      } else resolve(inflated);
    });
  });
}

/** Field numbers of a PrimitiveGroup, and the element type each holds. */
const GROUP_TYPES: Record<number, OsmElementType | "changeset"> = {
  1: "node",
  2: "node",
  3: "way",
  4: "relation",
  5: "changeset",
};

/**
 * The element types a PrimitiveBlock holds, from the first field of each of its groups (a group
 * holds one type only). The string table and the elements themselves are stepped over unread.
 */
function blockTypes(block: Uint8Array): Set<OsmElementType | "changeset"> {
  const types = new Set<OsmElementType | "changeset">();
  const reader = new ProtoReader(block);
  while (!reader.done) {
    const key = reader.varint();
    if (key === (2 << 3) + 2) {
      const [start, end] = reader.span();
      if (start === end) continue;
      const type = GROUP_TYPES[Math.floor(new ProtoReader(block, start, end).varint() / 8)];
      if (type) types.add(type);
    } else reader.skip(key & 7);
  }
  return types;
}

// --- PBF ---------------------------------------------------------------------------------------

/** The file's bytes in order, read a large chunk at a time with the next read already under way. */
class FileBytes {
  private chunk: Buffer = Buffer.alloc(0);
  private at = 0;
  private position = 0;
  private ahead: Promise<Buffer> | null = null;

  constructor(
    private readonly handle: FileHandle,
    private readonly onBytes?: (bytesRead: number) => void,
  ) {}

  private read(): Promise<Buffer> {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    const read = this.handle
      .read(buffer, 0, READ_BYTES, this.position)
      .then(({ bytesRead }) => buffer.subarray(0, bytesRead));
    // A read still under way when the reader is abandoned must not report an unhandled rejection.
    read.catch(() => {});
    return read;
  }

  private async nextChunk(): Promise<Buffer> {
    const chunk = await (this.ahead ?? this.read());
    this.position += chunk.length;
    this.ahead = chunk.length > 0 ? this.read() : null;
    if (chunk.length > 0) this.onBytes?.(this.position);
    return chunk;
  }

  /** The next `length` bytes; null when the file ends exactly here. */
  async take(length: number): Promise<Buffer | null> {
    if (this.at + length <= this.chunk.length) {
      this.at += length;
      return this.chunk.subarray(this.at - length, this.at);
    }
    const parts = [this.chunk.subarray(this.at)];
    let have = parts[0]!.length;
    this.chunk = Buffer.alloc(0);
    this.at = 0;
    while (have < length) {
      const chunk = await this.nextChunk();
      if (chunk.length === 0) {
        if (have === 0) return null;
        throw new Damage("it ends in the middle of a block");
      }
      const needed = length - have;
      if (chunk.length > needed) {
        parts.push(chunk.subarray(0, needed));
        this.chunk = chunk;
        this.at = needed;
        have = length;
      } else {
        parts.push(chunk);
        have += chunk.length;
      }
    }
    return Buffer.concat(parts, length);
  }

  /** Waits for a read still under way, so the file can be closed. */
  async settle(): Promise<void> {
    await this.ahead?.catch(() => {});
    this.ahead = null;
  }
}

/** The next blob of the file: its type and its undecoded contents; null at the end of the file. */
async function nextBlob(bytes: FileBytes): Promise<{ type: string; blob: Buffer } | null> {
  const lengthBytes = await bytes.take(4);
  if (!lengthBytes) return null;
  const headerLength = lengthBytes.readUInt32BE(0);
  if (headerLength === 0 || headerLength > MAX_HEADER_BYTES) {
    throw new Damage("a block header has an impossible length");
  }
  const headerBytes = await bytes.take(headerLength);
  if (!headerBytes) throw new Damage("it ends in the middle of a block");
  const header = readBlobHeader(headerBytes);
  const blob = await bytes.take(header.dataSize);
  if (!blob) throw new Damage("it ends in the middle of a block");
  return { type: header.type, blob };
}

function checkHeaderBlock(file: string, block: Uint8Array) {
  const reader = new ProtoReader(block);
  while (!reader.done) {
    const key = reader.varint();
    if (key === (4 << 3) + 2) {
      const feature = Buffer.from(reader.bytesField()).toString("utf8");
      if (!SUPPORTED_FEATURES.has(feature)) {
        throw new OsmFileError(`${file} needs the feature "${feature}", which this reader does not support`);
      }
    } else reader.skip(key & 7);
  }
}

/** An element as the parser returns it: like ours, but tags are missing rather than null when none is kept. */
interface ParsedElement {
  type: OsmElementType;
  tags?: OsmTags | null;
}

async function* readPbf(file: string, options: OsmReadOptions): AsyncGenerator<OsmElement[]> {
  const keys = (type: OsmElementType) =>
    options.tagKeys[type].length > 0 ? [...options.tagKeys[type]] : false;
  // The parser takes its tag filter from a transform's settings; the options object its typings
  // offer is not read for tags (every tag would be kept).
  const parserSettings = new OSMTransform({
    withTags: { node: keys("node"), way: keys("way"), relation: keys("relation") },
    withInfo: false,
  });
  const handle = await openFile(file);
  const bytes = new FileBytes(handle, options.onBytes);
  const inflating: Promise<Buffer>[] = [];
  try {
    const first = await nextBlob(bytes);
    if (!first || first.type !== "OSMHeader") throw new OsmFileError(`${file} ${NOT_AN_EXTRACT}`);
    checkHeaderBlock(file, await blobContents(first.blob));

    let ended = false;
    for (;;) {
      while (!ended && inflating.length < INFLATE_AHEAD) {
        const next = await nextBlob(bytes);
        if (!next) ended = true;
        // A blob of any other type (one the format may add later) is skipped, as the format requires.
        else if (next.type === "OSMData") {
          const contents = blobContents(next.blob);
          contents.catch(() => {});
          inflating.push(contents);
        }
      }
      const contents = inflating.shift();
      if (!contents) break;
      const block = await contents;
      const types = blockTypes(block);
      let wanted = 0;
      for (const type of types) if (type !== "changeset" && options.types.has(type)) wanted++;
      if (wanted === 0) continue;
      if (types.has("changeset")) {
        throw new Damage("a block holds changesets, which this reader does not read");
      }

      let parsed: ParsedElement[];
      try {
        parsed = parse(block, parserSettings) as ParsedElement[];
      } catch (error) {
        throw new Damage(`a block does not decode (${(error as Error).message})`);
      }
      for (const element of parsed) if (element.tags === undefined) element.tags = null;
      const elements = parsed as OsmElement[];
      yield wanted === types.size ? elements : elements.filter((element) => options.types.has(element.type));
    }
  } catch (error) {
    if (error instanceof Damage) throw new OsmFileError(`${file} is cut short or damaged: ${error.message}`);
    throw error;
  } finally {
    await bytes.settle();
    await handle.close();
  }
}

// --- XML ---------------------------------------------------------------------------------------

const MEMBER_TYPES = new Set<string>(["node", "way", "relation"]);

async function* readXml(file: string, options: OsmReadOptions): AsyncGenerator<OsmElement[]> {
  const keptKeys: Record<OsmElementType, ReadonlySet<string>> = {
    node: new Set(options.tagKeys.node),
    way: new Set(options.tagKeys.way),
    relation: new Set(options.tagKeys.relation),
  };
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  let failure: { line: number; reason: string } | null = null;
  let pending: OsmElement[] = [];
  let depth = 0;
  /** The element being read, null inside one that is not wanted. */
  let current: OsmElement | null = null;

  const damaged = (reason: string, line = parser.line) =>
    new OsmFileError(`${file} is cut short or damaged: line ${line}: ${reason}`);
  const number = (value: string | undefined, what: string, integer: boolean) => {
    const parsed = value === undefined || value.trim() === "" ? NaN : Number(value);
    if (integer ? !Number.isSafeInteger(parsed) : !Number.isFinite(parsed)) {
      throw damaged(`${what} is ${value === undefined ? "missing" : `"${value}"`}`);
    }
    return parsed;
  };

  parser.on("error", (error) => {
    // The parser's message starts with its own "line:column: "; the line is said our way.
    failure ??= { line: parser.line, reason: error.message.replace(/^\d+:\d+: /, "") };
  });
  parser.on("opentag", (tag) => {
    depth++;
    const attributes = tag.attributes;
    if (depth === 1) {
      if (tag.name !== "osm") throw new OsmFileError(`${file} ${NOT_AN_EXTRACT}`);
    } else if (depth === 2) {
      current = null;
      const type = tag.name;
      if (type !== "node" && type !== "way" && type !== "relation") return;
      // JOSM keeps deleted elements in its files until they are uploaded.
      const deleted = attributes.action === "delete" || attributes.visible === "false";
      if (!options.types.has(type) || deleted) return;
      const id = number(attributes.id, `the id of a ${type}`, true);
      if (type === "node") {
        const lat = number(attributes.lat, `the latitude of node ${id}`, false);
        const lon = number(attributes.lon, `the longitude of node ${id}`, false);
        current = { type, id, lat, lon, tags: null };
      } else if (type === "way") current = { type, id, refs: [], tags: null };
      else current = { type, id, members: [], tags: null };
    } else if (depth === 3 && current) {
      if (tag.name === "tag") {
        const key = attributes.k;
        if (key !== undefined && keptKeys[current.type].has(key)) {
          current.tags ??= {};
          current.tags[key] = attributes.v ?? "";
        }
      } else if (tag.name === "nd" && current.type === "way") {
        current.refs.push(number(attributes.ref, `a node of way ${current.id}`, true));
      } else if (tag.name === "member" && current.type === "relation") {
        const type = attributes.type ?? "";
        if (!MEMBER_TYPES.has(type)) throw damaged(`relation ${current.id} has a member of type "${type}"`);
        current.members.push({
          type: type as OsmMemberType,
          ref: number(attributes.ref, `a member of relation ${current.id}`, true),
          role: attributes.role ?? "",
        });
      }
    }
  });
  parser.on("closetag", () => {
    if (depth === 2 && current) {
      pending.push(current);
      current = null;
    }
    depth--;
  });

  const write = (chunk: string | null) => {
    if (chunk === null) parser.close();
    else parser.write(chunk);
    if (failure !== null) throw damaged(failure.reason, failure.line);
  };

  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      write(chunk);
      options.onBytes?.(stream.bytesRead);
      if (pending.length >= XML_BATCH) {
        const batch = pending;
        pending = [];
        yield batch;
      }
    }
    write(null);
    if (depth !== 0) throw damaged("the document is not complete");
    if (pending.length > 0) yield pending;
  } finally {
    stream.destroy();
    // The descriptor is closed once the stream says so, not when destroy returns.
    if (!stream.closed) await once(stream, "close").catch(() => {});
  }
}
