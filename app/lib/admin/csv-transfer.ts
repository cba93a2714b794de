import { csvExportFileName, csvRecordCount } from "#core/contract/csv-row.ts";
import type { ImportAnswer, ImportRunProgress } from "./import-answers.ts";

// The back office's only requests made by hand rather than through React Router's forms and
// fetchers: the CSV files. The export's download needs its body counted (how many beaches) and
// saved as a file under a name the page gives it. The import sends a file and reads JSON
// answers the dialog shows itself: a refusal, a dry run, progress. A fetcher would navigate the
// whole page away on a redirect to sign-in and hand an import run that is not found to the page's
// error boundary; the dialog instead says the session ended, or tries the poll again.

/** Where the export is downloaded from (also the link's address before the page hydrates). */
export const EXPORT_PATH = "/admin/export/beaches.csv";
const IMPORTS_PATH = "/admin/imports";
const importRunPath = (id: number) => `/admin/import-runs/${id}`;

/**
 * Downloads every beach as a CSV file. Answers how many beaches it held, and the file's name; with
 * no beaches nothing is saved.
 */
export async function downloadBeachesCsv(): Promise<{ count: number; fileName: string | null }> {
  const response = await fetch(EXPORT_PATH, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const blob = await response.blob();
  // The beaches the file holds, counted in it: a count asked apart could differ by a change made
  // while the file was read.
  const count = csvRecordCount(await blob.text());
  if (count === 0) return { count, fileName: null };
  const fileName = csvExportFileName(new Date());
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { count, fileName };
}

/** Sends a CSV file for a dry run ('preview') or to start the import; the server's answer. */
export async function sendImportFile(intent: "preview" | "import", file: File): Promise<ImportAnswer> {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", file);
  const response = await fetch(IMPORTS_PATH, { method: "POST", body: form, credentials: "same-origin" });
  if (response.redirected) throw new Error("Your session has ended. Sign in again, then choose the file.");
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json")) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as ImportAnswer;
}

/** One import's progress as the database holds it. */
export async function readImportRun(id: number): Promise<ImportRunProgress> {
  const response = await fetch(importRunPath(id), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as ImportRunProgress;
}

/** The latest import, or null (none yet, or the question could not be answered). */
export async function latestImportRun(): Promise<ImportRunProgress | null> {
  const response = await fetch(IMPORTS_PATH, { credentials: "same-origin" });
  if (!response.ok || response.redirected) return null;
  const { latest } = (await response.json()) as { latest: ImportRunProgress | null };
  return latest;
}
