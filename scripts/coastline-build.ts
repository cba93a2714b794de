// npm run coastline:build -- SOURCE.geojson
// Writes server/coast/coastline.bin.gz, the compact coastline the server ships (ADR 026), from a
// GeoJSON FeatureCollection of LineStrings in longitude/latitude whose rings run anticlockwise (land
// on the left), such as GSHHG's full-resolution shoreline cut for Greece with GMT. Every vertex is
// kept; the file is checked by reading it back before it replaces the shipped one.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  COORDINATE_SCALE,
  decodeCoastline,
  encodeCoastline,
  type SourceLine,
} from "#server/coast/coastline-format.ts";

const TARGET = fileURLToPath(new URL("../server/coast/coastline.bin.gz", import.meta.url));

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run coastline:build -- SOURCE.geojson");
  process.exit(2);
}
const sourceFile = positionals[0]!;

function fail(message: string): never {
  console.error(`${sourceFile}: ${message}`);
  process.exit(1);
}

interface SourceCollection {
  type?: unknown;
  name?: unknown;
  description?: unknown;
  license?: unknown;
  features?: unknown;
}

let collection: SourceCollection;
try {
  collection = JSON.parse(readFileSync(sourceFile, "utf8")) as SourceCollection;
} catch (error) {
  fail(`cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
}
if (collection.type !== "FeatureCollection" || !Array.isArray(collection.features))
  fail("is not a GeoJSON FeatureCollection");

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === "number" &&
  typeof value[1] === "number" &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

const lines: SourceLine[] = [];
let clockwise = 0;
collection.features.forEach((feature: unknown, index: number) => {
  const geometry = (feature as { geometry?: { type?: unknown; coordinates?: unknown } }).geometry;
  if (geometry?.type !== "LineString" || !Array.isArray(geometry.coordinates))
    fail(`feature ${index} is not a LineString`);
  const coordinates = geometry.coordinates as unknown[];
  if (coordinates.length < 2 || !coordinates.every(isPosition))
    fail(`feature ${index} has a position that is not [longitude, latitude]`);
  const line = coordinates.map(([longitude, latitude]) => [longitude, latitude] as const);
  // Twice the signed area (shoelace): positive for an anticlockwise ring.
  const first = line[0]!;
  const last = line[line.length - 1]!;
  if (first[0] === last[0] && first[1] === last[1]) {
    let area = 0;
    for (let vertex = 1; vertex < line.length; vertex += 1)
      area += line[vertex - 1]![0] * line[vertex]![1] - line[vertex]![0] * line[vertex - 1]![1];
    if (area < 0) clockwise += 1;
  }
  lines.push(line);
});
if (clockwise > 0)
  fail(`${clockwise} closed rings run clockwise; every ring must keep land on its left (anticlockwise)`);

const note = [collection.name, collection.description, collection.license]
  .filter((part): part is string => typeof part === "string")
  .join("\n");
const bytes = encodeCoastline(lines, note);

// Read back: every vertex within half a unit of the stored precision.
const { lines: decoded } = decodeCoastline(bytes);
const vertices = lines.reduce((sum, line) => sum + line.length, 0);
if (decoded.longitudes.length !== vertices) fail("the compact file does not read back to the same vertices");
let worst = 0;
let at = 0;
for (const line of lines)
  for (const [longitude, latitude] of line) {
    worst = Math.max(
      worst,
      Math.abs(decoded.longitudes[at]! - longitude),
      Math.abs(decoded.latitudes[at]! - latitude),
    );
    at += 1;
  }
if (worst > 0.5 / COORDINATE_SCALE + 1e-12) fail(`a vertex moved by ${worst} degrees in the compact file`);

writeFileSync(`${TARGET}.tmp`, bytes);
renameSync(`${TARGET}.tmp`, TARGET);
console.log(
  `Wrote ${TARGET}: ${lines.length} lines, ${vertices} vertices, ${(bytes.length / 1024).toFixed(0)} KB ` +
    `(the source was ${(readFileSync(sourceFile).length / 1024).toFixed(0)} KB).`,
);
