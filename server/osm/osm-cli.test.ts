import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExtractBuilder, offset, shoreNear, strip } from "#tests/osm-extract.ts";
import { sql } from "drizzle-orm";
import { writeSyntheticGreeceExtract } from "#scripts/lib/osm-synthetic.ts";
import { openDatabase } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { PbfWriter, writeOsmXml } from "./pbf-write.ts";

// `npm run import:osm` as an operator runs it: a child process on its own embedded database, its exit
// codes and messages for bad input, its summary line with --json, a second run that changes nothing,
// and a dry run that only counts.

let folder: string;
const SCRIPT = new URL("../../scripts/import-osm.ts", import.meta.url).pathname;

function run(
  args: readonly string[],
  onStderr?: (text: string, kill: () => void) => void,
  dataDir = join(folder, "data"),
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  // The command's own embedded database, whichever database the rest of the tier runs on.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, PGLITE_DIR: dataDir, FORECAST: "off" };
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, ...args], { env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    onStderr?.(stderr, () => child.kill("SIGKILL"));
  });
  return new Promise((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

function extract(withSecondBeach: boolean) {
  const osm = new ExtractBuilder(100);
  const vathi = shoreNear(36.9313, 24.6826);
  const kamares = shoreNear(36.99, 24.67);
  osm.node([36.975, 24.705], { place: "island", name: "Σίφνος", "name:en": "Sifnos" }, 1);
  osm.way(strip(vathi, 300), { natural: "beach", name: "Βαθύ", surface: "sand" }, true, 2);
  if (withSecondBeach)
    osm.node(offset(kamares, 0, 10), { natural: "beach", name: "Καμάρες", surface: "pebblestone" }, 3);
  return osm.elements();
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "osm-cli-"));
  await PbfWriter.write(join(folder, "sifnos.osm.pbf"), extract(false));
  await writeOsmXml(join(folder, "sifnos-newer.osm"), extract(true));
  writeFileSync(join(folder, "notes.txt"), "beaches I liked\n");
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each command starts Node, opens (and on first use fills) an embedded database: slow on a busy machine.
describe("npm run import:osm", { timeout: 180_000 }, () => {
  it("explains its usage, a missing file and a file that is no extract, and touches no database", async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Usage: npm run import:osm -- FILE");
    const missing = await run([join(folder, "nowhere.osm.pbf")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No such file");
    const text = await run([join(folder, "notes.txt")]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain("is not an OpenStreetMap extract");
    const unknown = await run([join(folder, "sifnos.osm.pbf"), "--publsh"]);
    expect(unknown.code).toBe(2);
    expect(existsSync(join(folder, "data"))).toBe(false);
  });

  it("imports with --json, prints one summary object last, and a second run changes nothing", async () => {
    const first = await run([join(folder, "sifnos.osm.pbf"), "--json"]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/Read 100% \(pass 3 of 3\), 1 beaches found/);
    const summary = JSON.parse(first.stdout.trim().split("\n").at(-1)!);
    expect(summary).toEqual({
      created: 1,
      linked: 0,
      updated: 0,
      unchanged: 0,
      flaggedGone: 0,
      areasCreated: 1,
      skipped: {},
    });
    const second = await run([join(folder, "sifnos.osm.pbf"), "--json"]);
    expect(JSON.parse(second.stdout.trim().split("\n").at(-1)!)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
  });

  it("killed at any moment after reading, has changed nothing or everything, and runs again at once", async () => {
    const file = join(folder, "greece-small.osm.pbf");
    await writeSyntheticGreeceExtract(file, { nodes: 300_000, beaches: 2000, seed: 7, log: () => undefined });
    const dataDir = join(folder, "data");
    const imported = async () => {
      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db
          .select({ beaches: sql<number>`count(*)::int` })
          .from(beaches)
          .where(sql`${beaches.source} LIKE 'osm:%'`);
        return row!.beaches;
      } finally {
        await database.close();
      }
    };
    const baseline = await imported();
    let killing = false;
    const killed = await run(
      [file, "--json"],
      (text, kill) => {
        // Reading is done: planning and the one transaction follow. Whenever the kill lands, the
        // directory must hold all of this file's beaches or none.
        if (!killing && text.includes("Read 100%")) {
          killing = true;
          setTimeout(kill, 1500);
        }
      },
      dataDir,
    );
    const again = await run([file, "--json"], undefined, dataDir);
    expect(again.code, again.stderr).toBe(0);
    const summary = JSON.parse(again.stdout.trim().split("\n").at(-1)!);
    const total = (await imported()) - baseline;
    expect(total).toBeGreaterThan(1000);
    if (killed.signal === "SIGKILL") {
      // Nothing of the killed run was kept (all created now), or all of it was (nothing created now).
      expect([0, total]).toContain(summary.created);
    } else expect(summary.created).toBe(0);
  });

  it("says what a dry run would do in words, and does none of it", async () => {
    const dry = await run([join(folder, "sifnos-newer.osm"), "--dry-run"]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("Dry run: nothing was changed.");
    expect(dry.stdout).toContain("1 new");
    const after = await run([join(folder, "sifnos-newer.osm"), "--json"]);
    expect(JSON.parse(after.stdout.trim().split("\n").at(-1)!)).toMatchObject({ created: 1, unchanged: 1 });
  });
});
