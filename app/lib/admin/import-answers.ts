import type { ImportPreview, ImportRun } from "#server/content/csv-import.ts";

// What the import's requests answer, shared by the routes that answer them and the dialog that reads
// them.

/** What the import dialog's requests answer: the dry run, a started run, or why not. */
export type ImportAnswer =
  | { kind: "preview"; preview: ImportPreview; fileName: string }
  | { kind: "started"; runId: number }
  | { kind: "refused"; title: string; message: string };

/** One import's progress as the dialog reads it. */
export interface ImportRunProgress {
  id: number;
  status: "running" | "applying" | "done" | "failed";
  total: number;
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  errors: number;
  message: string | null;
  startedBy: string | null;
}

export function progressOf(run: ImportRun): ImportRunProgress {
  return {
    id: run.id,
    status: run.status as ImportRunProgress["status"],
    total: run.total,
    processed: run.processed,
    created: run.created,
    updated: run.updated,
    skipped: run.skipped,
    errors: run.errors,
    message: run.message,
    startedBy: run.actorEmail,
  };
}
