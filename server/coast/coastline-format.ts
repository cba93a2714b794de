import { gunzipSync, gzipSync } from "node:zlib";

// The compact coastline file (ADR 026): every vertex of the source kept, as whole millionths of a
// degree (about 0.1 m, the precision the source GeoJSON is written in), stored as zigzag varint
// differences from the previous vertex, the whole file gzipped. A closed ring does not repeat its
// first vertex; its flag says it closes.

const MAGIC = "GRCOAST1";
/** Coordinates are stored as whole multiples of 1 / SCALE degrees. */
export const COORDINATE_SCALE = 1_000_000;

/** A coastline in memory: lines of vertices, land on the left of the direction of travel. */
export interface CoastLines {
  /** Longitude and latitude of every vertex, line after line; a closed line repeats its first vertex last. */
  longitudes: Float64Array;
  latitudes: Float64Array;
  /** Where each line's vertices start, with the vertex count as a last entry. */
  lineStarts: Int32Array;
}

/** A line as the source gives it: [longitude, latitude] pairs, closed when the last equals the first. */
export type SourceLine = readonly (readonly [number, number])[];

class Writer {
  private buffer = new Uint8Array(1 << 20);
  length = 0;

  private room(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }

  byte(value: number) {
    this.room(1);
    this.buffer[this.length++] = value;
  }

  unsigned(value: number) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a varint: ${value}`);
    this.room(8);
    let rest = value;
    while (rest >= 0x80) {
      this.buffer[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.buffer[this.length++] = rest;
  }

  signed(value: number) {
    this.unsigned(value < 0 ? -2 * value - 1 : 2 * value);
  }

  text(value: string) {
    const bytes = new TextEncoder().encode(value);
    this.unsigned(bytes.length);
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  bytes() {
    return this.buffer.subarray(0, this.length);
  }
}

class Reader {
  offset = 0;
  constructor(private readonly buffer: Uint8Array) {}

  byte(): number {
    if (this.offset >= this.buffer.length) throw new CoastlineFormatError("the file ends early");
    return this.buffer[this.offset++]!;
  }

  unsigned(): number {
    let value = 0;
    let factor = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 0x80;
      if (factor > 2 ** 49) throw new CoastlineFormatError("a number is too long");
    }
  }

  signed(): number {
    const zigzag = this.unsigned();
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  text(): string {
    const length = this.unsigned();
    if (this.offset + length > this.buffer.length) throw new CoastlineFormatError("the file ends early");
    const value = new TextDecoder().decode(this.buffer.subarray(this.offset, this.offset + length));
    this.offset += length;
    return value;
  }
}

export class CoastlineFormatError extends Error {
  constructor(reason: string) {
    super(`The coastline file cannot be read: ${reason}.`);
    this.name = "CoastlineFormatError";
  }
}

const quantise = (degrees: number) => Math.round(degrees * COORDINATE_SCALE);

/** The compact file's bytes for these lines, with a note of where they come from. */
export function encodeCoastline(lines: readonly SourceLine[], note: string): Uint8Array {
  const out = new Writer();
  for (const char of MAGIC) out.byte(char.charCodeAt(0));
  out.text(note);
  out.unsigned(lines.length);
  let previousX = 0;
  let previousY = 0;
  for (const line of lines) {
    const first = line[0];
    const last = line[line.length - 1];
    const closed = line.length > 3 && first![0] === last![0] && first![1] === last![1];
    const stored = closed ? line.slice(0, -1) : line;
    if (stored.length < 2) throw new RangeError("A coastline line needs at least two vertices");
    out.unsigned(stored.length);
    out.byte(closed ? 1 : 0);
    for (const [longitude, latitude] of stored) {
      const x = quantise(longitude);
      const y = quantise(latitude);
      out.signed(x - previousX);
      out.signed(y - previousY);
      previousX = x;
      previousY = y;
    }
  }
  return gzipSync(out.bytes(), { level: 9 });
}

/** Reads a compact file back: its note and its lines, closed lines ending on their first vertex again. */
export function decodeCoastline(file: Uint8Array): { note: string; lines: CoastLines } {
  let raw: Uint8Array;
  try {
    raw = gunzipSync(file);
  } catch {
    throw new CoastlineFormatError("it is not gzip data");
  }
  const input = new Reader(raw);
  for (const char of MAGIC)
    if (input.byte() !== char.charCodeAt(0)) throw new CoastlineFormatError("it does not start as one");
  const note = input.text();
  const lineCount = input.unsigned();
  const longitudes: number[] = [];
  const latitudes: number[] = [];
  const lineStarts = new Int32Array(lineCount + 1);
  let x = 0;
  let y = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const stored = input.unsigned();
    const closed = input.byte() === 1;
    lineStarts[line] = longitudes.length;
    for (let vertex = 0; vertex < stored; vertex += 1) {
      x += input.signed();
      y += input.signed();
      longitudes.push(x / COORDINATE_SCALE);
      latitudes.push(y / COORDINATE_SCALE);
    }
    if (closed) {
      longitudes.push(longitudes[lineStarts[line]!]!);
      latitudes.push(latitudes[lineStarts[line]!]!);
    }
  }
  lineStarts[lineCount] = longitudes.length;
  if (input.offset !== raw.length) throw new CoastlineFormatError("it has bytes after its last line");
  return {
    note,
    lines: {
      longitudes: Float64Array.from(longitudes),
      latitudes: Float64Array.from(latitudes),
      lineStarts,
    },
  };
}

/** Lines given as arrays, in memory: what tests build a made-up coast from. */
export function coastLinesOf(lines: readonly SourceLine[]): CoastLines {
  const longitudes: number[] = [];
  const latitudes: number[] = [];
  const lineStarts = new Int32Array(lines.length + 1);
  lines.forEach((line, index) => {
    lineStarts[index] = longitudes.length;
    for (const [longitude, latitude] of line) {
      longitudes.push(longitude);
      latitudes.push(latitude);
    }
  });
  lineStarts[lines.length] = longitudes.length;
  return { longitudes: Float64Array.from(longitudes), latitudes: Float64Array.from(latitudes), lineStarts };
}
