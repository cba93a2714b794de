import { readFileSync } from "node:fs";
import { CoastIndex } from "./coast-geometry.ts";
import { decodeCoastline } from "./coastline-format.ts";

// The coastline the product ships (server/coast/coastline.bin.gz, made by npm run coastline:build;
// LICENSE-coastline.md beside it), read and indexed once per process, on first use.

const COASTLINE_FILE = new URL("./coastline.bin.gz", import.meta.url);

let loaded: CoastIndex | undefined;

/** The shipped coastline with its grid, loaded on the first call. */
export function shippedCoastline(): CoastIndex {
  loaded ??= new CoastIndex(decodeCoastline(readFileSync(COASTLINE_FILE)).lines);
  return loaded;
}
