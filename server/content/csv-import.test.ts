import { csvFile, type CsvCells } from "#tests/csv-file.ts";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AMENITY_IDS } from "#core/contract/amenities.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches, importRows, importRuns } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { exportBeachesCsv } from "./csv-export.ts";
import {
  createCsvImport,
  CsvFileError,
  failureMessage,
  ImportBusyError,
  IMPORT_STALE_MS,
} from "./csv-import.ts";

// The CSV import on a real database: the dry run's classes and messages, Greek and
// Greeklish area names, all-or-nothing application (faults injected while staging and while
// applying), one import at a time, blank cells that never overwrite, and a second run that skips all.

let database: DatabaseHandle;
let now = new Date("2026-11-24T12:00:00Z");
const clock = () => now;
const by = { id: "", email: "importer@example.com", name: "importer", role: "admin" };

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

/** Everything the import could touch, to prove a failed run touched nothing. */
async function snapshot() {
  return {
    beaches: await database.db.select().from(beaches).orderBy(asc(beaches.id)),
    areas: await database.db.select().from(areas).orderBy(asc(areas.id)),
    audit: (await database.db.select().from(auditLog)).length,
    staged: (await database.db.select().from(importRows)).length,
  };
}

async function exportedText(): Promise<string> {
  return new Response(exportBeachesCsv(database.db)).text();
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
      amenities: ["photography", "snorkeling"],
      source: "=formula-looking source",
      updated_at: "2026-01-01T00:00:00Z",
    },
    {
      name: "+Plus Beach",
      slug: "plus-beach",
      area: "Crete",
      latitude: -35.3,
      longitude: -24.9,
      type: "PEBBLY",
      parking: "NONE",
      status: "HIDDEN",
      description: '-starts with a dash, has a, comma and "quotes"\nand a second line',
      photo_url: "https://photos.example/plus.jpg",
      photo_source: "@someone on a photo site",
      verified_at: "2025-06-01T08:30:00Z",
      updated_at: "2026-01-02T00:00:00Z",
    },
  ]);
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  now = new Date(now.getTime() + 60 * 60 * 1000);
});

describe("the dry run", () => {
  it("classifies every row, with the import's messages and the file's line numbers, changing nothing", async () => {
    const before = await snapshot();
    const imports = createCsvImport({ db: database.db, clock });
    const preview = await imports.preview(
      csvFile([
        good("new-cove"),
        good("sarakiniko", { name: "Sarakiniko", description: "Whiter than ever" }),
        good("greek-cove", { area: "Κρήτη" }),
        good("greeklish-cove", { area: "kriti" }),
        good("atlantis-cove", { area: "Atlantis" }),
        good("bad-lat", { latitude: "north" }),
        good("bad-long", { longitude: "200" }),
        good("bad-type", { type: "rocky" }),
        good("bad-parking", { parking: "ample" }),
        good("bad-amenity", { amenities: "sunbeds,jacuzzi" }),
        good("bad-date", { verified_at: "2024-05-01" }),
        good("new-cove"),
        { name: "", slug: "", description: "A row without a name" },
        good("no-area", { area: "" }),
      ]),
    );
    expect(preview).toMatchObject({ total: 14, create: 3, update: 1, skip: 0, errors: 10 });
    expect(preview.errorList).toEqual([
      {
        row: 6,
        slug: "atlantis-cove",
        messages: ['Unknown area "Atlantis". Use the name of an existing area.'],
      },
      { row: 7, slug: "bad-lat", messages: ["Valid latitude is required"] },
      { row: 8, slug: "bad-long", messages: ["Valid longitude is required"] },
      { row: 9, slug: "bad-type", messages: ["Invalid type. Must be one of: SANDY, PEBBLY, MIXED, OTHER"] },
      {
        row: 10,
        slug: "bad-parking",
        messages: ["Invalid parking. Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT"],
      },
      {
        row: 11,
        slug: "bad-amenity",
        messages: [`Invalid amenities: jacuzzi. Allowed: ${AMENITY_IDS.join(", ")}`],
      },
      { row: 12, slug: "bad-date", messages: ["Invalid date format. Use ISO format (YYYY-MM-DDTHH:mm:ssZ)"] },
      { row: 13, slug: "new-cove", messages: ["Duplicate slug within import file"] },
      {
        row: 14,
        slug: "",
        messages: [
          "Name is required",
          "Slug is required and cannot be generated from empty name",
          "Valid latitude is required",
          "Valid longitude is required",
          "Invalid type. Must be one of: SANDY, PEBBLY, MIXED, OTHER",
          "Invalid parking. Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT",
        ],
      },
      { row: 15, slug: "no-area", messages: ["Area is required to create a beach"] },
    ]);
    expect(preview.rows.slice(0, 4)).toMatchObject([
      { row: 2, slug: "new-cove", name: "Beach new-cove", action: "create", status: "DRAFT" },
      { row: 3, slug: "sarakiniko", action: "update", status: "ACTIVE" },
      { row: 4, slug: "greek-cove", action: "create" },
      { row: 5, slug: "greeklish-cove", action: "create" },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to start while any row has an error, and answers the preview", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const started = await imports.start({
      text: csvFile([good("fine-cove"), good("bad", { type: "x" })]),
      by,
    });
    expect(started).toMatchObject({ ok: false, preview: { errors: 1, create: 1 } });
  });

  it("says what is wrong with a file that is not CSV", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    await expect(imports.preview('slug,name\n"unclosed,quote\n')).rejects.toThrow(CsvFileError);
    await expect(imports.preview("just some words\nand more")).rejects.toThrow(
      /Failed to parse CSV: the first line must name the columns/,
    );
  });

  it("numbers rows as a spreadsheet does: the header is row 1 and blank rows count", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const text =
      csvFile([good("first-cove")]) +
      "\r\n,,,\r\n" +
      csvFile([good("third-cove", { type: "x" })]).split("\r\n")[1];
    const preview = await imports.preview(text);
    expect(preview.rows.map((row) => [row.row, row.slug, row.action])).toEqual([
      [2, "first-cove", "create"],
      [5, "third-cove", "error"],
    ]);
  });
});

describe("importing", () => {
  it("applies creates and updates in one go; blank cells keep stored values; a second run skips every row", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const text = csvFile([
      good("imported-cove", {
        area: "Κρήτη",
        status: "active",
        amenities: "Taverna, sunbeds",
        organized: "TRUE",
      }),
      // Only name, position, type and parking given: every other stored value stays.
      {
        slug: "sarakiniko",
        name: "Sarakiniko",
        latitude: "36.7473",
        longitude: "24.4322",
        type: "OTHER",
        parking: "LARGE_LOT",
      },
    ]);
    const started = await imports.start({ text, fileName: "beaches.csv", by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    const run = await imports.getRun(started.runId);
    expect(run).toMatchObject({ status: "done", total: 2, processed: 2, created: 1, updated: 1, skipped: 0 });

    const [cove] = await database.db.select().from(beaches).where(eq(beaches.slug, "imported-cove"));
    const [crete] = await database.db.select().from(areas).where(eq(areas.name, "Crete"));
    expect(cove).toMatchObject({
      areaId: crete!.id,
      status: "ACTIVE",
      organized: true,
      blueFlag: false,
      waveConditions: "CALM",
      amenities: ["taverna", "sunbeds"],
    });
    const [sarakiniko] = await database.db.select().from(beaches).where(eq(beaches.slug, "sarakiniko"));
    expect(sarakiniko).toMatchObject({
      parking: "LARGE_LOT",
      description: "White volcanic rock",
      amenities: ["photography", "snorkeling"],
      source: "=formula-looking source",
      status: "ACTIVE",
      version: 2,
    });
    expect(sarakiniko!.updatedAt.toISOString()).toBe(now.toISOString());
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "beaches_imported"));
    expect(audit.at(-1)).toMatchObject({
      actorEmail: by.email,
      details: { created: 1, updated: 1, skipped: 0 },
    });
    expect(await database.db.select().from(importRows)).toEqual([]);

    // The same file again: every row is a skip, and nothing is written, not even updated_at.
    const before = await snapshot();
    now = new Date(now.getTime() + 60_000);
    const preview = await imports.preview(text);
    expect(preview).toMatchObject({ total: 2, create: 0, update: 0, skip: 2, errors: 0 });
    const again = await imports.start({ text, by });
    if (!again.ok) throw new Error("refused");
    await again.done;
    expect(await imports.getRun(again.runId)).toMatchObject({
      status: "done",
      skipped: 2,
      created: 0,
      updated: 0,
    });
    const after = await snapshot();
    expect(after.beaches).toEqual(before.beaches);
  });

  it("exporting the whole directory and importing it back changes nothing, formula-like cells included", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const before = await snapshot();
    const text = await exportedText();
    for (const guarded of ["'=formula-looking source", "'+Plus Beach", "'@someone", "\"'-starts with a dash"])
      expect(text).toContain(guarded);
    const preview = await imports.preview(text);
    expect(preview).toMatchObject({ total: before.beaches.length, skip: before.beaches.length, errors: 0 });
    const started = await imports.start({ text, by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    expect((await snapshot()).beaches).toEqual(before.beaches);
  });

  it.each([
    ["while staging, after the first chunk", { afterStagedRows: 250 }],
    ["inside the applying transaction", { whileApplying: true }],
  ])("a fault %s leaves every table as it was and the run says so", async (_, faults) => {
    const imports = createCsvImport({ db: database.db, clock, faults });
    const rows = Array.from({ length: 450 }, (_, n) => good(`fault-cove-${n}`));
    rows.push({ ...good("sarakiniko"), name: "Renamed by a failed import" });
    const before = await snapshot();
    const started = await imports.start({ text: csvFile(rows), by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    const run = await imports.getRun(started.runId);
    expect(run?.status).toBe("failed");
    expect(run?.message).toMatch(/Nothing was changed\.$/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a failed import is always recorded", () => {
  const rows = () => [good("record-cove"), { ...good("sarakiniko"), name: "Renamed by a failed import" }];

  it("whatever its error says: NUL, other control characters, pages of text", async () => {
    const hostile = `invalid byte sequence for encoding "UTF8": 0x00\u0000\u0007${"x".repeat(5000)}\nparams: a,b`;
    const imports = createCsvImport({
      db: database.db,
      clock,
      faults: { whileApplying: true, message: hostile },
    });
    const before = await snapshot();
    const started = await imports.start({ text: csvFile(rows()), by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    const run = await imports.getRun(started.runId);
    expect(run?.status).toBe("failed");
    expect(run?.message).toMatch(
      /^Import failed: invalid byte sequence for encoding "UTF8": 0x00x+…\. Nothing was changed\.$/,
    );
    expect(run?.message?.length).toBeLessThan(260);
    expect(await snapshot()).toEqual(before);
    // Nothing is left blocking the next import.
    const next = await createCsvImport({ db: database.db, clock }).start({
      text: csvFile([good("after-nul")]),
      by,
    });
    if (!next.ok) throw new Error("refused");
    await next.done;
  });

  it("tells the database's reason, not the statement that carried it", () => {
    const statement = new Error("Failed query: insert into beaches values ($1)\nparams: secret", {
      cause: new Error("value too long for type character varying(200)"),
    });
    expect(failureMessage(statement)).toBe(
      "Import failed: value too long for type character varying(200). Nothing was changed.",
    );
    expect(failureMessage(undefined)).toBe("Import failed: Unexpected error. Nothing was changed.");
  });

  it("when the full record fails, the run still ends failed and its staged rows go with the next import", async () => {
    const imports = createCsvImport({
      db: database.db,
      clock,
      faults: { afterStagedRows: 250, recordingFails: 1 },
    });
    const many = Array.from({ length: 450 }, (_, n) => good(`half-cove-${n}`));
    const started = await imports.start({ text: csvFile(many), by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    expect(await createCsvImport({ db: database.db, clock }).getRun(started.runId)).toMatchObject({
      status: "failed",
      message: "Import failed: Injected fault while staging. Nothing was changed.",
    });
    const next = await createCsvImport({ db: database.db, clock }).start({
      text: csvFile([good("after-half")]),
      by,
    });
    if (!next.ok) throw new Error("refused");
    await next.done;
    expect(await database.db.select().from(importRows)).toEqual([]);
    expect(await database.db.select().from(beaches).where(eq(beaches.slug, "half-cove-0"))).toEqual([]);
  });

  it("when the database takes no write at all, this instance tells the run failed and writes it down later", async () => {
    const imports = createCsvImport({
      db: database.db,
      clock,
      faults: { whileApplying: true, recordingFails: 2, onlyFileName: "full-disk.csv" },
    });
    const started = await imports.start({ text: csvFile(rows()), fileName: "full-disk.csv", by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    const failed = {
      status: "failed",
      message: "Import failed: Injected fault while applying. Nothing was changed.",
    };
    expect(await imports.getRun(started.runId)).toMatchObject(failed);
    expect(await imports.latestRun()).toMatchObject({ id: started.runId, ...failed });
    // The next import on this instance writes the end down before it starts, so every instance sees it.
    const next = await imports.start({ text: csvFile([good("after-disk")]), by });
    if (!next.ok) throw new Error("refused");
    await next.done;
    expect(await imports.getRun(next.runId)).toMatchObject({ status: "done", created: 1 });
    expect(await createCsvImport({ db: database.db, clock }).getRun(started.runId)).toMatchObject(failed);
  });
});

describe("the dialog's latest import", () => {
  it("is the latest CSV import, not an OpenStreetMap run recorded after it", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const csv = await imports.latestRun();
    await database.db.insert(importRuns).values({
      kind: "osm",
      status: "done",
      total: 3,
      startedAt: now,
      heartbeatAt: now,
      finishedAt: now,
    });
    expect((await imports.latestRun())?.id).toBe(csv?.id);
    expect(csv?.kind).toBe("csv");
  });
});

describe("one import at a time", () => {
  it("refuses a second import while one runs, and ends a run whose server stopped", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const [running] = await database.db
      .insert(importRuns)
      .values({ total: 10, startedAt: now, heartbeatAt: now })
      .returning();
    await database.db.insert(importRows).values({
      runId: running!.id,
      rowNumber: 2,
      action: "create",
      slug: "ghost-cove",
      name: "Ghost cove",
      areaId: null,
      type: "SANDY",
      parking: "NONE",
      latitude: 1,
      longitude: 1,
      searchText: "",
      nameKey: "",
      sortName: "",
    });
    await expect(imports.start({ text: csvFile([good("second-cove")]), by })).rejects.toThrow(
      ImportBusyError,
    );

    // Its server stopped: no heartbeat for longer than IMPORT_STALE_MS.
    now = new Date(now.getTime() + IMPORT_STALE_MS + 1000);
    const started = await imports.start({ text: csvFile([good("second-cove")]), by });
    if (!started.ok) throw new Error("refused");
    await started.done;
    expect(await imports.getRun(running!.id)).toMatchObject({
      status: "failed",
      message: "The server stopped during this import. Nothing was changed.",
    });
    expect(await database.db.select().from(importRows)).toEqual([]);
    expect(await database.db.select().from(beaches).where(eq(beaches.slug, "ghost-cove"))).toEqual([]);
    expect(await imports.getRun(started.runId)).toMatchObject({ status: "done", created: 1 });
  });
});
