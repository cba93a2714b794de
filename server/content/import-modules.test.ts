import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvFile, type CsvCells } from "#tests/csv-file.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches, importRows, importRuns } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { CsvFileError, readCsvRecords } from "./csv-records.ts";
import { planImport, summarise } from "./import-plan.ts";
import { createImportRuns, IMPORT_STALE_MS, ImportBusyError } from "./import-runs.ts";
import { createImportWrites } from "./import-writes.ts";

// The CSV import is modules, each made from what it reads (server/content/csv-import.ts puts them
// together): the file's records, the dry run against the database, the run records and the writing
// of a plan. Each one here is made alone, without createCsvImport.

let database: DatabaseHandle;
let now = new Date("2026-08-10T09:00:00Z");
const clock = () => now;
const by = { id: "", email: "modules@example.com", name: "modules", role: "admin" };

const good = (slug: string, extra: CsvCells = {}): CsvCells => ({
  slug,
  name: `Beach ${slug}`,
  area: "Milos",
  latitude: "36.7",
  longitude: "24.4",
  type: "SANDY",
  parking: "NONE",
  ...extra,
});

/** Sarakiniko as it is stored: a row giving only these cells changes nothing (blank cells keep what is stored). */
const storedSarakiniko: CsvCells = {
  slug: "sarakiniko",
  name: "Sarakiniko",
  area: "Milos",
  latitude: "36.7473",
  longitude: "24.4322",
  type: "OTHER",
  parking: "SMALL_LOT",
};

/** Kleftiko as it is stored. */
const storedKleftiko: CsvCells = {
  slug: "kleftiko",
  name: "Kleftiko",
  area: "Milos",
  latitude: "36.6421",
  longitude: "24.3694",
  type: "PEBBLY",
  parking: "NONE",
};

const planOf = (rows: readonly CsvCells[]) => planImport(database.db, readCsvRecords(csvFile(rows)));

async function beachBySlug(slug: string) {
  const [found] = await database.db.select().from(beaches).where(eq(beaches.slug, slug));
  return found;
}

/** A run row claiming the import slot, as the run records would write it. */
async function runningRun(total: number) {
  const [run] = await database.db
    .insert(importRuns)
    .values({ total, startedAt: now, heartbeatAt: now })
    .returning();
  return run!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Crete", status: "ACTIVE" },
    { name: "Milos", status: "ACTIVE" },
  ]);
  await insertBeaches(database.db, [
    {
      name: "Sarakiniko",
      slug: "sarakiniko",
      area: "Milos",
      latitude: 36.7473,
      longitude: 24.4322,
      type: "OTHER",
      parking: "SMALL_LOT",
      status: "ACTIVE",
      description: "White volcanic rock",
    },
    {
      name: "Kleftiko",
      slug: "kleftiko",
      area: "Milos",
      latitude: 36.6421,
      longitude: 24.3694,
      type: "PEBBLY",
      parking: "NONE",
      status: "HIDDEN",
    },
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe("the file's records", () => {
  it("are keyed by header and numbered as a spreadsheet numbers them, a leading BOM and blank rows left out", () => {
    const text = `\uFEFFslug,name\r\nfirst-cove,First\r\n,\r\nthird-cove,Third\r\n`;
    expect(readCsvRecords(text)).toEqual([
      { row: 2, cells: { slug: "first-cove", name: "First" } },
      { row: 4, cells: { slug: "third-cove", name: "Third" } },
    ]);
  });

  it("refuse a file that is not CSV", () => {
    expect(() => readCsvRecords('slug,name\n"unclosed,quote\n')).toThrow(CsvFileError);
    expect(() => readCsvRecords("just some words\nand more")).toThrow(/the first line must name the columns/);
  });
});

describe("the plan of a file", () => {
  it("classifies each row against the database (create, update, skip, error) and writes nothing", async () => {
    const plan = await planOf([
      good("new-cove"),
      { ...storedSarakiniko, parking: "LARGE_LOT" },
      storedKleftiko,
      good("atlantis-cove", { area: "Atlantis" }),
      good("new-cove"),
    ]);
    expect(plan.rows.map((row) => [row.row, row.slug, row.action, row.status])).toEqual([
      [2, "new-cove", "create", "DRAFT"],
      [3, "sarakiniko", "update", "ACTIVE"],
      [4, "kleftiko", "skip", "HIDDEN"],
      [5, "atlantis-cove", "error", ""],
      [6, "new-cove", "error", ""],
    ]);
    // A slug given again is an error on the later row.
    expect(plan.rows.map((row) => row.errors)).toEqual([
      [],
      [],
      [],
      ['Unknown area "Atlantis". Use the name of an existing area.'],
      ["Duplicate slug within import file"],
    ]);
    expect(summarise(plan.rows)).toMatchObject({ total: 5, create: 1, update: 1, skip: 1, errors: 2 });

    // Only the create and the update are staged for writing.
    expect(plan.staged.map((row) => [row.rowNumber, row.slug, row.action])).toEqual([
      [2, "new-cove", "create"],
      [3, "sarakiniko", "update"],
    ]);

    expect(await beachBySlug("new-cove")).toBeUndefined();
    expect((await beachBySlug("sarakiniko"))?.parking).toBe("SMALL_LOT");
    expect(await database.db.select().from(importRows)).toEqual([]);
  });
});

describe("the run records", () => {
  it("hold one import at a time, and end as failed a run left running longer than IMPORT_STALE_MS", async () => {
    const runs = createImportRuns({ db: database.db, clock });
    const stale = await runningRun(10);
    await expect(runs.claim({ total: 1, by })).rejects.toThrow(ImportBusyError);

    // Not yet stale: ending abandoned runs leaves it running.
    now = new Date(now.getTime() + IMPORT_STALE_MS - 1000);
    await runs.endAbandonedRuns();
    expect(await runs.getRun(stale.id)).toMatchObject({ status: "running" });

    now = new Date(now.getTime() + 2000);
    await runs.endAbandonedRuns();
    expect(await runs.getRun(stale.id)).toMatchObject({
      status: "failed",
      message: "The server stopped during this import. Nothing was changed.",
      finishedAt: now,
    });

    const claimed = await runs.claim({ total: 3, by, fileName: "beaches.csv" });
    expect(await runs.latestRun()).toMatchObject({
      id: claimed,
      status: "running",
      total: 3,
      fileName: "beaches.csv",
      actorEmail: by.email,
    });
    await runs.fail(claimed, new Error("Failed query\nparams: x", { cause: new Error("disk full.") }));
    expect(await runs.getRun(claimed)).toMatchObject({
      status: "failed",
      message: "Import failed: disk full. Nothing was changed.",
    });
  });

  it("tell a failure the database would not take as failed, and write it down before the next import", async () => {
    const runs = createImportRuns({ db: database.db, clock, recordingFails: 2 });
    const elsewhere = createImportRuns({ db: database.db, clock });
    const runId = await runs.claim({ total: 1, by });
    await runs.fail(runId, new Error("Injected fault while applying"));
    const failed = {
      status: "failed",
      message: "Import failed: Injected fault while applying. Nothing was changed.",
    };
    expect(await runs.getRun(runId)).toMatchObject(failed);
    expect(await elsewhere.getRun(runId)).toMatchObject({ status: "running" });

    await runs.endAbandonedRuns();
    expect(await elsewhere.getRun(runId)).toMatchObject(failed);
  });
});

describe("the writing of a plan", () => {
  it("writes a plan's creates and updates, and the run says done with its counts", async () => {
    const writes = createImportWrites({ db: database.db, clock });
    const plan = await planOf([
      good("written-cove", { area: "Crete", name_el: "Γραμμένος Όρμος" }),
      { ...storedSarakiniko, parking: "ROADSIDE" },
      good("sarakiniko-twin", { area: "Milos" }),
    ]);
    const run = await runningRun(plan.rows.length);
    await writes.writePlan(run.id, plan, { by });

    const [crete] = await database.db.select().from(areas).where(eq(areas.name, "Crete"));
    expect(await beachBySlug("written-cove")).toMatchObject({
      name: "Beach written-cove",
      nameEl: "Γραμμένος Όρμος",
      areaId: crete!.id,
      status: "DRAFT",
    });
    expect(await beachBySlug("sarakiniko")).toMatchObject({
      parking: "ROADSIDE",
      description: "White volcanic rock",
      version: 2,
    });
    expect(await beachBySlug("sarakiniko-twin")).toMatchObject({ name: "Beach sarakiniko-twin" });
    const [done] = await database.db.select().from(importRuns).where(eq(importRuns.id, run.id));
    expect(done).toMatchObject({ status: "done", processed: 3, created: 2, updated: 1, skipped: 0 });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "beaches_imported"));
    expect(audit.at(-1)).toMatchObject({ details: { created: 2, updated: 1, skipped: 0, total: 3 } });
    expect(await database.db.select().from(importRows)).toEqual([]);
  });

  it("changes nothing when the applying transaction fails, leaving the run for the run records to end", async () => {
    const writes = createImportWrites({ db: database.db, clock, faults: { whileApplying: true } });
    const plan = await planOf([good("never-cove"), { ...storedSarakiniko, parking: "NONE" }]);
    const run = await runningRun(plan.rows.length);
    await expect(writes.writePlan(run.id, plan, { by })).rejects.toThrow("Injected fault while applying");
    expect(await beachBySlug("never-cove")).toBeUndefined();
    expect((await beachBySlug("sarakiniko"))?.parking).toBe("ROADSIDE");
    const [left] = await database.db.select().from(importRuns).where(eq(importRuns.id, run.id));
    expect(left?.status).toBe("applying");
    await createImportRuns({ db: database.db, clock }).fail(run.id, null);
  });
});
