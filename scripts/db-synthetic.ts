// npm run db:synthetic -- --beaches 50000 --areas 200 [--seed 1]
// Replaces all areas and beaches with a deterministic synthetic set for scale tests and benchmarks.
import { parseArgs } from "node:util";
import { openMigratedDatabase } from "#server/boot.ts";
import { replaceDirectory } from "#server/db/seed/load.ts";
import { generateSyntheticDirectory } from "#server/db/seed/synthetic.ts";
import { readEnv } from "#server/env.ts";

const { values } = parseArgs({
  options: {
    beaches: { type: "string", default: "50000" },
    areas: { type: "string", default: "200" },
    seed: { type: "string", default: "20261121" },
  },
});

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const beaches = wholeNumber("beaches", values.beaches, 1, 1_000_000);
const areas = wholeNumber("areas", values.areas, 1, 10_000);
const seed = wholeNumber("seed", values.seed, 0, 2 ** 32 - 1);

const started = performance.now();
const database = await openMigratedDatabase(readEnv());
try {
  const counts = await replaceDirectory(database.db, generateSyntheticDirectory({ beaches, areas, seed }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Loaded ${counts.beaches} synthetic beaches in ${counts.areas} areas (${database.kind}) in ${seconds} s.`,
  );
} finally {
  await database.close();
}
