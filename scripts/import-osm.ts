// npm run import:osm -- FILE [--publish] [--dry-run] [--include-unnamed] [--json]
// Brings every sea beach of an OpenStreetMap extract (.osm.pbf as Geofabrik publishes it, or .osm
// XML) into the directory the server uses (DATABASE_URL, else PGLITE_DIR; stop a server on the
// embedded database first: it serves one process at a time). Re-runnable: what curators changed stays
// theirs (ADR 046). New beaches land as drafts for review; --publish makes the complete ones public.
import { existsSync, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { OsmImportSummary } from "#server/osm/osm-import.ts";
import type { ScanProgress } from "#server/osm/osm-scan.ts";

const USAGE = "Usage: npm run import:osm -- FILE [--publish] [--dry-run] [--include-unnamed] [--json]";

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      publish: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      "include-unnamed": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const file = resolve(positionals[0]!);
if (!existsSync(file) || !statSync(file).isFile()) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

// The server's modules (the database, the coastline, the import) load once the arguments are
// known to be good: a mistyped command is answered in a fraction of the time.
const [
  { prepareDatabase },
  { shippedCoastline },
  { ImportBusyError },
  { DatabaseUnavailableError },
  { readEnv },
  { planBeaches },
  { OsmFileError },
  { readOsm },
  { applyOsmPlan },
  { scanExtract },
] = await Promise.all([
  import("#server/boot.ts"),
  import("#server/coast/coastline.ts"),
  import("#server/content/csv-import.ts"),
  import("#server/db/client.ts"),
  import("#server/env.ts"),
  import("#server/osm/osm-beaches.ts"),
  import("#server/osm/osm-elements.ts"),
  import("#server/osm/osm-read.ts"),
  import("#server/osm/osm-import.ts"),
  import("#server/osm/osm-scan.ts"),
]);

/** Progress on a terminal as a bar redrawn in place; elsewhere a plain line now and then. */
function progressReporter(): (progress: ScanProgress) => void {
  const terminal = process.stderr.isTTY === true;
  let lastLine = 0;
  let lastPercent = -1;
  return ({ pass, bytesRead, totalBytes, beaches }) => {
    const percent = Math.min(100, Math.floor((bytesRead / totalBytes) * 100));
    const now = Date.now();
    if (terminal) {
      if (now - lastLine < 100 && percent !== 100) return;
      lastLine = now;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      process.stderr.write(
        `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(percent).padStart(3)}%  pass ${pass} of 3  ${beaches} beaches found`,
      );
      if (percent === 100) process.stderr.write("\n");
    } else if (percent >= lastPercent + 10 || (percent === 100 && lastPercent !== 100)) {
      lastPercent = percent;
      process.stderr.write(`Read ${percent}% (pass ${pass} of 3), ${beaches} beaches found\n`);
    }
  };
}

function describe(summary: OsmImportSummary, dryRun: boolean): string {
  const skipped = Object.entries(summary.skipped)
    .map(([reason, count]) => `${count} ${reason.replace("_", " ")}`)
    .join(", ");
  return [
    dryRun ? "Dry run: nothing was changed. The import would have:" : "From OpenStreetMap:",
    `  ${summary.created} new, ${summary.linked} linked to existing beaches, ${summary.updated} changed upstream, ${summary.unchanged} unchanged, ${summary.flaggedGone} gone (flagged for review)`,
    `  ${summary.areasCreated} ${summary.areasCreated === 1 ? "area" : "areas"} created`,
    `  skipped: ${skipped || "none"}`,
  ].join("\n");
}

/** Reads the file's first elements: throws OsmFileError when it is no extract. */
async function sniff(path: string): Promise<void> {
  for await (const batch of readOsm(path, {
    types: new Set(["node", "way", "relation"]),
    tagKeys: { node: [], way: [], relation: [] },
  })) {
    if (batch.length > 0) break;
  }
}

const started = performance.now();
let exitCode = 0;
try {
  // A file that is no extract is told at once; then the database is opened before the minutes of
  // reading, so a server still holding the embedded database is told before them too.
  await sniff(file);
  const env = readEnv();
  const database = await prepareDatabase(env);
  try {
    const reading = performance.now();
    const scan = await scanExtract(file, progressReporter());
    const scanned = performance.now();
    const plan = planBeaches(scan, shippedCoastline(), { includeUnnamed: values["include-unnamed"] });
    const planned = performance.now();
    const { summary, draftAreas } = await applyOsmPlan(database.db, plan, {
      publish: values.publish,
      dryRun: values["dry-run"],
      fileName: basename(file),
      actor: "npm run import:osm",
      // The embedded database is this process's alone while it runs.
      exclusive: !env.DATABASE_URL,
    });
    const seconds = (to: number, from: number) => ((to - from) / 1000).toFixed(1);
    console.error(
      `Read ${basename(file)} in ${seconds(scanned, reading)} s; ${plan.beaches.length} sea beaches planned in ${seconds(planned, scanned)} s; applied in ${seconds(performance.now(), planned)} s; ${seconds(performance.now(), started)} s in all; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`,
    );
    if (draftAreas.length > 0)
      console.error(
        `Published beaches in areas still in draft, which keep them off the site until the area is published in the back office: ${draftAreas.join(", ")}.`,
      );
    if (values.json) console.log(JSON.stringify(summary));
    else console.log(describe(summary, values["dry-run"]));
  } finally {
    await database.close();
  }
} catch (error) {
  if (
    error instanceof OsmFileError ||
    error instanceof ImportBusyError ||
    error instanceof DatabaseUnavailableError
  ) {
    console.error(error.message);
    exitCode = 1;
  } else {
    console.error("The import failed; nothing was changed.", error);
    exitCode = 1;
  }
}
process.exit(exitCode);
