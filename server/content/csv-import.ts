import type { SignedInUser } from "../auth/accounts.ts";
import type { Database } from "../db/client.ts";
import { readCsvRecords } from "./csv-records.ts";
import { planImport, summarise, type ImportPreview } from "./import-plan.ts";
import { createImportRuns } from "./import-runs.ts";
import { createImportWrites, type WriteFaults } from "./import-writes.ts";

// The CSV import (ADR 014): the file is read on the server, every row is checked and
// classified against the database (the dry run), then the rows are staged in chunks and applied in
// one transaction, so the directory changes completely or not at all.
// Its parts are modules of their own: reading the file into records (csv-records.ts), the dry run
// (import-plan.ts), the run records (import-runs.ts) and the writing of a plan (import-writes.ts).

export { CsvFileError, readCsvRecords, type CsvRecord } from "./csv-records.ts";
export type { ImportPreview, PlannedRow, RowAction } from "./import-plan.ts";
export { failureMessage, IMPORT_STALE_MS, ImportBusyError, type ImportRun } from "./import-runs.ts";

/** Test hooks: a fault after so many staged rows, or inside the applying transaction. */
export interface ImportFaults extends WriteFaults {
  /** So many attempts to record the failure fail too (a full disk, a database gone away). */
  recordingFails?: number;
}

export function createCsvImport(options: { db: Database; clock: () => Date; faults?: ImportFaults }) {
  const { db, clock } = options;
  const runs = createImportRuns({ db, clock, recordingFails: options.faults?.recordingFails });
  const { writePlan } = createImportWrites({ db, clock, faults: options.faults });

  /** The dry run: what importing this file would do, changing nothing. */
  async function preview(text: string): Promise<ImportPreview> {
    return summarise((await planImport(db, readCsvRecords(text))).rows);
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
    await runs.endAbandonedRuns();
    const runId = await runs.claim({ total: plan.rows.length, by: input.by, fileName: input.fileName });
    const done = writePlan(runId, plan, input).catch((error: unknown) => runs.fail(runId, error));
    return { ok: true, runId, done };
  }

  return { preview, start, getRun: runs.getRun, latestRun: runs.latestRun };
}

export type CsvImport = ReturnType<typeof createCsvImport>;
