import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import Papa from "papaparse";
import { ACCESS_FLAGS, type AccessFacts } from "#core/access/access.ts";
import { WALK_NEEDS_FOOTPATH_CSV_MESSAGE, walkMinutesFit } from "#core/access/access-form.ts";
import { areaMatcher } from "#core/search/area-match.ts";
import {
  CSV_MESSAGES,
  findDuplicateSlugs,
  IMPORT_CHUNK_SIZE,
  IMPORT_ERRORS_MAX,
  IMPORT_PREVIEW_ROWS,
  parseCsvRow,
  unknownAreaMessage,
  withCsvCreateDefaults,
  type CsvBeachRow,
} from "#core/contract/csv-row.ts";
import { searchKey } from "#core/contract/greek.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import { writeAudit } from "../audit/audit.ts";
import { beachNameKey, beachSearchText, beachSortName } from "../beaches/search-text.ts";
import { beachCoast, writeBeachCoastBySlug, type BeachCoastWrite } from "../coast/beach-coast.ts";
import type { Database } from "../db/client.ts";
import { accessFactsOf } from "./access-columns.ts";
import { areas, beaches, importRows, importRuns, type BeachRow } from "../db/schema.ts";

// The CSV import (ADR 014): the file is read on the server, every row is checked and
// classified against the database (the dry run), then the rows are staged in chunks and applied in
// one transaction, so the directory changes completely or not at all.

/** A run whose heartbeat is older than this has lost its server; the next import ends it. */
export const IMPORT_STALE_MS = 60_000;
/** Slugs looked up per query while classifying. */
const LOOKUP_BATCH = 1000;

export type RowAction = "create" | "update" | "skip" | "error";

export interface PlannedRow {
  /** The line of the file, counting the header as line 1, as a spreadsheet numbers it. */
  row: number;
  slug: string;
  name: string;
  status: string;
  action: RowAction;
  errors: string[];
}

export interface ImportPreview {
  total: number;
  create: number;
  update: number;
  skip: number;
  errors: number;
  /** The first IMPORT_ERRORS_MAX rows with problems. */
  errorList: { row: number; slug: string; messages: string[] }[];
  /** The first IMPORT_PREVIEW_ROWS rows. */
  rows: PlannedRow[];
}

/** A file the import cannot read at all ('Parse Error'). */
export class CsvFileError extends Error {}
/** Another import is running ('One import at a time'). */
export class ImportBusyError extends Error {}

/** The staged form of one row: what the apply step writes. */
type StagedRow = typeof importRows.$inferInsert;

/** A row's facing_deg and sheltered_from cells; unset when the file has no such column. */
type HandSet = Pick<BeachCoastWrite, "facingOverrideDeg" | "shelteredFrom">;

interface Plan {
  rows: PlannedRow[];
  staged: Omit<StagedRow, "runId">[];
  /**
   * The administrator's facing and sheltered sectors by row number, for rows that give them. The
   * staging table has no columns for them; they are written with the coast columns when applying.
   */
  handSet: Map<number, HandSet>;
  /**
   * The access facts rows set, by row number (null clears one; a fact left out keeps what is
   * stored). Like handSet, kept here and written when applying.
   */
  access: Map<number, Partial<AccessFacts>>;
  /**
   * The Greek name and description rows give, by row number (ADR 036): a blank cell or a missing
   * column is left out and keeps what is stored. Like handSet, kept here and written when applying.
   */
  greek: Map<number, GreekTexts>;
}

/** A row's Greek texts; only those the row gives. */
type GreekTexts = Pick<CsvBeachRow, "name_el" | "description_el">;

/** One record of the file, keyed by header, with its row number as a spreadsheet shows it. */
export interface CsvRecord {
  /** The header is row 1; blank rows count, as they do in a spreadsheet. */
  row: number;
  cells: Record<string, string>;
}

/** Reads a CSV file's text into records keyed by header, blank rows left out. Throws CsvFileError when it is not CSV. */
export function readCsvRecords(text: string): CsvRecord[] {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    delimiter: ",",
    skipEmptyLines: false,
  });
  const broken = result.errors.find((error) => error.type === "Quotes");
  if (broken) {
    throw new CsvFileError(`Failed to parse CSV: ${broken.message} (row ${(broken.row ?? 0) + 2})`);
  }
  const headers = (result.meta.fields ?? []).map((field) => field.trim().toLowerCase());
  if (!headers.includes("name")) {
    throw new CsvFileError("Failed to parse CSV: the first line must name the columns (slug,name,area,...)");
  }
  return result.data
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) =>
      Object.values(cells).some((value) => typeof value === "string" && value.trim() !== ""),
    );
}

/** Rows handled between two turns of the event loop, so a large file never stalls other requests. */
const SLICE = 500;

/** Calls `each` on every item, giving the event loop a turn after every SLICE items. */
async function inSlices<T>(items: readonly T[], each: (item: T, index: number) => void): Promise<void> {
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const end = Math.min(items.length, start + SLICE);
    for (let index = start; index < end; index += 1) each(items[index]!, index);
  }
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;
/** The stored override is a real (float4): the tenth a cell holds comes back a little off. */
const sameFacing = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.01;

/** True when the row sets an access fact to something other than what is stored. */
function accessChanges(access: Partial<AccessFacts>, stored: AccessFacts): boolean {
  return Object.entries(access).some(([key, value]) => value !== stored[key as keyof AccessFacts]);
}

/** True when every non-blank cell of the row already holds the stored value: the row is skipped. */
function unchanged(row: CsvBeachRow, areaId: number | undefined, stored: BeachRow): boolean {
  const differs = [
    row.name !== stored.name,
    areaId !== undefined && areaId !== stored.areaId,
    !sameNumber(row.latitude, stored.latitude),
    !sameNumber(row.longitude, stored.longitude),
    row.type !== stored.type,
    row.wave_conditions !== undefined && row.wave_conditions !== stored.waveConditions,
    row.organized !== undefined && row.organized !== stored.organized,
    row.parking !== stored.parking,
    row.blue_flag !== undefined && row.blue_flag !== stored.blueFlag,
    row.amenities !== undefined && !sameSet(row.amenities, stored.amenities),
    row.photo_url !== undefined && row.photo_url !== stored.photoUrl,
    row.photo_source !== undefined && row.photo_source !== stored.photoSource,
    row.description !== undefined && row.description !== stored.description,
    row.source !== undefined && row.source !== stored.source,
    row.verified_at !== undefined && row.verified_at !== stored.verifiedAt?.toISOString(),
    row.status !== undefined && row.status !== stored.status,
    row.facing_deg !== undefined && !sameFacing(row.facing_deg, stored.facingOverrideDeg),
    row.sheltered_from !== undefined && !sameSet(row.sheltered_from, stored.shelteredFrom ?? []),
    accessChanges(row.access, accessFactsOf(stored)),
    row.name_el !== undefined && row.name_el !== stored.nameEl,
    row.description_el !== undefined && row.description_el !== stored.descriptionEl,
  ];
  return !differs.some(Boolean);
}

/**
 * Checks and classifies every record against the database as it is now: error (with the messages of
 * CSV_MESSAGES), create (new slug), update (slug exists, something differs) or skip (nothing differs).
 */
async function planImport(db: Database, records: readonly CsvRecord[]): Promise<Plan> {
  const parsed: ReturnType<typeof parseCsvRow>[] = [];
  await inSlices(records, (record) => void parsed.push(parseCsvRow(record.cells)));
  const slugs = parsed.map((result, index) =>
    result.ok ? result.row.slug : (records[index]?.cells.slug ?? "").trim(),
  );
  const repeats = findDuplicateSlugs(slugs);
  const allAreas = await db
    .select({ id: areas.id, name: areas.name, nameEl: areas.nameEl })
    .from(areas)
    .orderBy(areas.id);
  const findArea = areaMatcher(allAreas);
  // The areas' Greek names go into their beaches' search text.
  const areaNamesEl = new Map(allAreas.map((area) => [area.id, area.nameEl]));
  const areaNames = new Map<number, string>();
  const wanted = [...new Set(parsed.flatMap((result) => (result.ok ? [result.row.slug] : [])))];
  const stored = new Map<string, BeachRow>();
  for (let start = 0; start < wanted.length; start += LOOKUP_BATCH) {
    const found = await db
      .select({ beach: beaches, areaName: areas.name })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(inArray(beaches.slug, wanted.slice(start, start + LOOKUP_BATCH)));
    for (const { beach, areaName } of found) {
      stored.set(beach.slug, beach);
      areaNames.set(beach.areaId, areaName);
    }
  }

  // Area names need not be unique: a cell naming the beach's own area keeps it there, rather than
  // moving it to the first area of that name, so an export imports back unchanged.
  const currentArea = (text: string, beach: BeachRow | undefined) => {
    if (!beach) return undefined;
    const name = areaNames.get(beach.areaId);
    return name !== undefined && searchKey(name) === searchKey(text) ? { id: beach.areaId, name } : undefined;
  };
  const rows: PlannedRow[] = [];
  const staged: Plan["staged"] = [];
  const handSet: Plan["handSet"] = new Map();
  const access: Plan["access"] = new Map();
  const greek: Plan["greek"] = new Map();
  await inSlices(parsed, (result, index) => {
    const rowNumber = records[index]!.row;
    const record = records[index]!.cells;
    const planned: PlannedRow = {
      row: rowNumber,
      slug: slugs[index] ?? "",
      name: result.ok ? result.row.name : (record.name ?? "").trim(),
      status: result.ok ? (result.row.status ?? "") : (record.status ?? "").trim().toUpperCase(),
      action: "error",
      errors: result.ok ? [] : [...result.errors],
    };
    rows.push(planned);
    if (repeats.has(index)) planned.errors.push(CSV_MESSAGES.duplicateSlug);
    if (!result.ok || planned.errors.length > 0) return;
    const row = result.row;
    const existing = stored.get(row.slug);
    const area = row.area === undefined ? undefined : (currentArea(row.area, existing) ?? findArea(row.area));
    if (row.area !== undefined && !area) planned.errors.push(unknownAreaMessage(row.area));
    if (!existing && !area && row.area === undefined) planned.errors.push(CSV_MESSAGES.areaMissing);
    // Minutes on foot belong to a footpath, judged on the facts as they would be after the import.
    const before = existing ? accessFactsOf(existing) : null;
    const arrival = row.access.arrival !== undefined ? row.access.arrival : (before?.arrival ?? null);
    const walk =
      row.access.walk_minutes !== undefined ? row.access.walk_minutes : (before?.walk_minutes ?? null);
    if (!walkMinutesFit({ arrival, walk_minutes: walk }))
      planned.errors.push(WALK_NEEDS_FOOTPATH_CSV_MESSAGE);
    if (planned.errors.length > 0) return;
    if (area) areaNames.set(area.id, area.name);

    if (existing && unchanged(row, area?.id, existing)) {
      planned.action = "skip";
      planned.status = existing.status;
      return;
    }
    const areaId = area?.id ?? existing!.areaId;
    if (row.facing_deg !== undefined || row.sheltered_from !== undefined)
      handSet.set(rowNumber, { facingOverrideDeg: row.facing_deg, shelteredFrom: row.sheltered_from });
    if (Object.keys(row.access).length > 0) access.set(rowNumber, row.access);
    if (row.name_el !== undefined || row.description_el !== undefined)
      greek.set(rowNumber, { name_el: row.name_el, description_el: row.description_el });
    const common = {
      rowNumber,
      slug: row.slug,
      name: row.name,
      type: row.type,
      parking: row.parking,
      latitude: row.latitude,
      longitude: row.longitude,
      // A Greek name the row leaves out keeps the stored one (writeGreekBySlug), so it is searched too.
      searchText: beachSearchText(
        row.name,
        areaNames.get(areaId) ?? "",
        row.name_el ?? existing?.nameEl ?? null,
        areaNamesEl.get(areaId) ?? null,
        {
          description: row.description ?? existing?.description,
          descriptionEl: row.description_el ?? existing?.descriptionEl,
        },
      ),
      nameKey: beachNameKey(row.name),
      sortName: beachSortName(row.name),
    };
    if (existing) {
      planned.action = "update";
      planned.status = row.status ?? existing.status;
      staged.push({
        ...common,
        action: "update",
        areaId: area?.id ?? null,
        description: row.description ?? null,
        waveConditions: row.wave_conditions ?? null,
        organized: row.organized ?? null,
        blueFlag: row.blue_flag ?? null,
        amenities: row.amenities ?? null,
        photoUrl: row.photo_url ?? null,
        photoSource: row.photo_source ?? null,
        source: row.source ?? null,
        verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
        status: row.status ?? null,
      });
      return;
    }
    const full = withCsvCreateDefaults(row);
    planned.action = "create";
    planned.status = full.status;
    staged.push({
      ...common,
      action: "create",
      areaId,
      description: full.description ?? "",
      waveConditions: full.wave_conditions,
      organized: full.organized,
      blueFlag: full.blue_flag,
      amenities: full.amenities,
      photoUrl: full.photo_url ?? null,
      photoSource: full.photo_source ?? null,
      source: full.source ?? null,
      verifiedAt: full.verified_at ? new Date(full.verified_at) : null,
      status: full.status,
    });
  });
  for (const planned of rows) if (planned.errors.length > 0) planned.action = "error";
  return { rows, staged, handSet, access, greek };
}

function summarise(rows: readonly PlannedRow[]): ImportPreview {
  const count = (action: RowAction) => rows.filter((row) => row.action === action).length;
  return {
    total: rows.length,
    create: count("create"),
    update: count("update"),
    skip: count("skip"),
    errors: count("error"),
    errorList: rows
      .filter((row) => row.action === "error")
      .slice(0, IMPORT_ERRORS_MAX)
      .map((row) => ({ row: row.row, slug: row.slug, messages: row.errors })),
    rows: rows.slice(0, IMPORT_PREVIEW_ROWS),
  };
}

export type ImportRun = typeof importRuns.$inferSelect;

/** Test hooks: a fault after so many staged rows, or inside the applying transaction. */
export interface ImportFaults {
  afterStagedRows?: number;
  whileApplying?: boolean;
  /** The text of the injected fault's error (any text a database error could carry). */
  message?: string;
  /** So many attempts to record the failure fail too (a full disk, a database gone away). */
  recordingFails?: number;
  /** Only imports of a file with this name fail. */
  onlyFileName?: string;
}

/** At most this much of an error's text reaches the run's message. */
const FAILURE_DETAIL_MAX = 200;

/**
 * What the administrator reads about a failed import: the innermost cause's first line (a database
 * error rather than the statement that carried it), without control characters, kept short.
 */
export function failureMessage(error: unknown): string {
  let innermost: unknown = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  const text =
    innermost instanceof Error ? innermost.message : typeof innermost === "string" ? innermost : "";
  const detail = (text.split(/\r?\n/, 1)[0] ?? "")
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, "")
    .trim()
    .replace(/\.+$/, "");
  const reason =
    detail === ""
      ? CSV_MESSAGES.unexpected
      : detail.length > FAILURE_DETAIL_MAX
        ? `${detail.slice(0, FAILURE_DETAIL_MAX - 1)}…`
        : detail;
  return `Import failed: ${reason}. Nothing was changed.`;
}

export function createCsvImport(options: { db: Database; clock: () => Date; faults?: ImportFaults }) {
  const { db, clock } = options;

  /** The dry run: what importing this file would do, changing nothing. */
  async function preview(text: string): Promise<ImportPreview> {
    return summarise((await planImport(db, readCsvRecords(text))).rows);
  }

  /**
   * Ends runs whose server stopped (no heartbeat for IMPORT_STALE_MS) and clears the staged rows of
   * every ended run, so the directory never sees them.
   */
  async function endAbandonedRuns() {
    for (const runId of unrecorded.keys()) await fail(runId, null);
    const before = new Date(clock().getTime() - IMPORT_STALE_MS);
    await db.transaction(async (tx) => {
      await tx
        .update(importRuns)
        .set({ status: "failed", message: CSV_MESSAGES.stopped, finishedAt: clock() })
        .where(and(inArray(importRuns.status, ["running", "applying"]), lt(importRuns.heartbeatAt, before)));
      await tx.delete(importRows).where(
        inArray(
          importRows.runId,
          tx
            .select({ id: importRuns.id })
            .from(importRuns)
            .where(notInArray(importRuns.status, ["running", "applying"])),
        ),
      );
    });
  }

  /**
   * Runs whose end this instance could not write down: told as failed by getRun/latestRun here, and
   * written down by the next import (another instance sees them end once their heartbeat is stale).
   */
  const unrecorded = new Map<number, string>();
  let recordingFaults = options.faults?.recordingFails ?? 0;

  /** Records a failed run whatever the error: in full, else just its status, else in memory. */
  async function fail(runId: number, error: unknown) {
    // Kept for the operator; the run itself tells the admin.
    console.warn(`Import ${runId} failed; nothing was changed.`, error);
    const message = unrecorded.get(runId) ?? failureMessage(error);
    const attempts = [
      () =>
        db.transaction(async (tx) => {
          await tx.delete(importRows).where(eq(importRows.runId, runId));
          await markFailed(tx, runId, message);
        }),
      // The staged rows stay for endAbandonedRuns; the run at least stops blocking imports.
      () => markFailed(db, runId, message),
    ];
    for (const attempt of attempts) {
      try {
        if (recordingFaults > 0) {
          recordingFaults -= 1;
          throw new Error("Injected fault while recording the failure");
        }
        await attempt();
        unrecorded.delete(runId);
        return;
      } catch (recording) {
        console.warn(`Import ${runId}: the failure could not be recorded`, recording);
      }
    }
    unrecorded.set(runId, message);
  }

  async function markFailed(writer: Pick<Database, "update">, runId: number, message: string) {
    await writer
      .update(importRuns)
      .set({ status: "failed", message, finishedAt: clock() })
      .where(and(eq(importRuns.id, runId), inArray(importRuns.status, ["running", "applying"])));
  }

  /** A run this instance saw end is never told as still running. */
  function told(run: ImportRun | undefined): ImportRun | null {
    if (!run) return null;
    if (!unrecorded.has(run.id) || (run.status !== "running" && run.status !== "applying")) return run;
    return {
      ...run,
      status: "failed",
      message: unrecorded.get(run.id)!,
      finishedAt: run.finishedAt ?? clock(),
    };
  }

  /** Stages the planned rows in chunks (progress after each), then applies them in one transaction. */
  async function run(
    runId: number,
    plan: Plan,
    input: { by: SignedInUser; ip?: string | undefined; fileName?: string | undefined },
  ) {
    const { by, ip } = input;
    const faults =
      options.faults?.onlyFileName === undefined || options.faults.onlyFileName === input.fileName
        ? options.faults
        : undefined;
    let created = 0;
    let updated = 0;
    let processed = 0;
    let skipped = 0;
    const began = performance.now();
    const stagedByRow = new Map(plan.staged.map((row) => [row.rowNumber, row]));
    // Which way each created or updated beach faces, worked out while staging, written when applying
    // with the administrator's facing and sheltered sectors the row gives.
    const coasts: BeachCoastWrite[] = [];
    for (let start = 0; start < plan.rows.length; start += IMPORT_CHUNK_SIZE) {
      const chunk = plan.rows.slice(start, start + IMPORT_CHUNK_SIZE);
      const values = chunk.flatMap((row) => {
        const staged = stagedByRow.get(row.row);
        return staged ? [{ ...staged, runId }] : [];
      });
      for (const row of values)
        coasts.push({
          slug: row.slug,
          coast: beachCoast(row.latitude, row.longitude),
          ...plan.handSet.get(row.rowNumber),
        });
      processed += chunk.length;
      created += values.filter((row) => row.action === "create").length;
      updated += values.filter((row) => row.action === "update").length;
      skipped += chunk.filter((row) => row.action === "skip").length;
      const fault = faults?.afterStagedRows;
      if (fault !== undefined && processed > fault) {
        throw new Error(faults?.message ?? "Injected fault while staging");
      }
      await db.transaction(async (tx) => {
        if (values.length > 0) await tx.insert(importRows).values(values);
        await tx
          .update(importRuns)
          .set({
            processed,
            created,
            updated,
            skipped,
            heartbeatAt: clock(),
          })
          .where(eq(importRuns.id, runId));
      });
    }

    const staged = performance.now();
    // Said before the applying transaction opens, so the dialog can show it meanwhile.
    await db
      .update(importRuns)
      .set({ status: "applying", heartbeatAt: clock() })
      .where(eq(importRuns.id, runId));
    await db.transaction(async (tx) => {
      const now = clock();
      await tx.execute(sql`
        INSERT INTO beaches (slug, name, area_id, description, type, wave_conditions, parking, organized,
          blue_flag, amenities, latitude, longitude, photo_url, photo_source, source, verified_at, status,
          search_text, name_key, sort_name, created_at, updated_at)
        SELECT slug, name, area_id, description, type, wave_conditions, parking, organized, blue_flag,
          amenities, latitude, longitude, photo_url, photo_source, source, verified_at, status,
          search_text, name_key, sort_name, ${now}, ${now}
        FROM import_rows WHERE run_id = ${runId} AND action = 'create' ORDER BY row_number`);
      if (faults?.whileApplying) throw new Error(faults.message ?? "Injected fault while applying");
      await tx.execute(sql`
        UPDATE beaches AS b SET
          name = r.name,
          area_id = COALESCE(r.area_id, b.area_id),
          description = COALESCE(r.description, b.description),
          type = r.type,
          wave_conditions = COALESCE(r.wave_conditions, b.wave_conditions),
          parking = r.parking,
          organized = COALESCE(r.organized, b.organized),
          blue_flag = COALESCE(r.blue_flag, b.blue_flag),
          amenities = COALESCE(r.amenities, b.amenities),
          latitude = r.latitude,
          longitude = r.longitude,
          photo_url = COALESCE(r.photo_url, b.photo_url),
          photo_source = COALESCE(r.photo_source, b.photo_source),
          source = COALESCE(r.source, b.source),
          verified_at = COALESCE(r.verified_at, b.verified_at),
          status = COALESCE(r.status, b.status),
          search_text = r.search_text,
          name_key = r.name_key,
          sort_name = r.sort_name,
          version = b.version + 1,
          updated_at = ${now}
        FROM import_rows AS r
        WHERE r.run_id = ${runId} AND r.action = 'update' AND b.slug = r.slug`);
      await writeBeachCoastBySlug(tx as unknown as Database, coasts);
      await writeAccessBySlug(
        tx as unknown as Database,
        plan.staged.flatMap((row) => {
          const facts = plan.access.get(row.rowNumber);
          return facts ? [{ slug: row.slug, facts }] : [];
        }),
      );
      await writeGreekBySlug(
        tx as unknown as Database,
        plan.staged.flatMap((row) => {
          const texts = plan.greek.get(row.rowNumber);
          return texts ? [{ slug: row.slug, ...texts }] : [];
        }),
      );
      await tx.delete(importRows).where(eq(importRows.runId, runId));
      await writeAudit(tx, {
        action: "beaches_imported",
        at: now,
        actorId: by.id,
        actorEmail: by.email,
        ip,
        details: { created, updated, skipped, total: plan.rows.length },
      });
      await tx
        .update(importRuns)
        .set({ status: "done", heartbeatAt: now, finishedAt: now })
        .where(eq(importRuns.id, runId));
    });
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(2);
    console.log(
      `Import ${runId}: ${plan.rows.length} rows (${created} created, ${updated} updated, ${skipped} skipped), staged in ${seconds(began, staged)} s, applied in ${seconds(staged, performance.now())} s`,
    );
  }

  /**
   * Starts importing a file: checks it again against the database as it is now, refuses it while any
   * row has an error (answering the preview), claims the one import slot and works on in the
   * background. `done` settles when the run has ended, however it ended.
   */
  async function start(input: {
    text: string;
    fileName?: string | undefined;
    by: SignedInUser;
    ip?: string | undefined;
  }): Promise<{ ok: true; runId: number; done: Promise<void> } | { ok: false; preview: ImportPreview }> {
    const plan = await planImport(db, readCsvRecords(input.text));
    const summary = summarise(plan.rows);
    if (summary.errors > 0) return { ok: false, preview: summary };
    await endAbandonedRuns();
    const now = clock();
    let runId: number;
    try {
      const [created] = await db
        .insert(importRuns)
        .values({
          total: plan.rows.length,
          actorId: input.by.id,
          actorEmail: input.by.email,
          fileName: input.fileName ?? null,
          startedAt: now,
          heartbeatAt: now,
        })
        .returning({ id: importRuns.id });
      runId = created!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ImportBusyError(CSV_MESSAGES.busy);
      throw error;
    }
    const done = run(runId, plan, input).catch((error: unknown) => fail(runId, error));
    return { ok: true, runId, done };
  }

  async function getRun(id: number): Promise<ImportRun | null> {
    const [found] = await db.select().from(importRuns).where(eq(importRuns.id, id));
    return told(found);
  }

  /** The latest CSV import, for the dialog to follow; the OpenStreetMap import has a page of its own. */
  async function latestRun(): Promise<ImportRun | null> {
    const [found] = await db
      .select()
      .from(importRuns)
      .where(eq(importRuns.kind, "csv"))
      .orderBy(desc(importRuns.id))
      .limit(1);
    return told(found);
  }

  return { preview, start, getRun, latestRun };
}

/** Access facts written per statement: bounded so a 50,000-row file never builds one giant parameter. */
const ACCESS_WRITE_BATCH = 5000;

/**
 * Writes the access facts rows set, by slug, in one UPDATE per batch: a fact the row gives (null
 * included, which clears it) replaces the stored one; a fact it leaves out is kept.
 */
async function writeAccessBySlug(
  db: Database,
  writes: readonly { slug: string; facts: Partial<AccessFacts> }[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += ACCESS_WRITE_BATCH) {
    const batch = writes
      .slice(start, start + ACCESS_WRITE_BATCH)
      .map(({ slug, facts }) => ({ slug, ...facts }));
    // `?` tests for the key, so a fact set to null ('unknown') is told apart from one left out.
    const fact = (key: keyof AccessFacts, type: "text" | "smallint" | "boolean") =>
      sql`CASE WHEN a.j ? ${key} THEN (a.j->>${key})::${sql.raw(type)} ELSE b.${sql.identifier(key)} END`;
    await db.execute(sql`
      UPDATE beaches AS b SET
        wheelchair = ${fact("wheelchair", "text")},
        arrival = ${fact("arrival", "text")},
        walk_minutes = ${fact("walk_minutes", "smallint")},
        ${sql.join(
          ACCESS_FLAGS.map((flag) => sql`${sql.identifier(flag)} = ${fact(flag, "boolean")}`),
          sql`, `,
        )}
      FROM jsonb_array_elements(${JSON.stringify(batch)}::jsonb) AS a(j)
      WHERE b.slug = a.j->>'slug'`);
  }
}

/**
 * Writes the Greek name and description rows give, by slug, in one UPDATE per batch; a text the row
 * leaves out (blank or no column) keeps what is stored. Nothing here clears one: only the form does.
 */
async function writeGreekBySlug(
  db: Database,
  writes: readonly ({ slug: string } & GreekTexts)[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += ACCESS_WRITE_BATCH) {
    const batch = writes.slice(start, start + ACCESS_WRITE_BATCH);
    await db.execute(sql`
      UPDATE beaches AS b SET
        name_el = COALESCE(a.j->>'name_el', b.name_el),
        description_el = COALESCE(a.j->>'description_el', b.description_el)
      FROM jsonb_array_elements(${JSON.stringify(batch)}::jsonb) AS a(j)
      WHERE b.slug = a.j->>'slug'`);
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export type CsvImport = ReturnType<typeof createCsvImport>;
