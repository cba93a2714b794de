import { and, desc, eq, inArray, lt, notInArray } from "drizzle-orm";
import { CSV_MESSAGES } from "#core/contract/csv-row.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import type { Database } from "../db/client.ts";
import { importRows, importRuns } from "../db/schema.ts";

// The import's run records: the one row that claims the import slot, its end written down however
// the run ended (or kept in memory when the database takes no write), and the runs whose server
// stopped ended by the next import.

/** A run whose heartbeat is older than this has lost its server; the next import ends it. */
export const IMPORT_STALE_MS = 60_000;

/** Another import is running ('One import at a time'). */
export class ImportBusyError extends Error {}

export type ImportRun = typeof importRuns.$inferSelect;

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

/**
 * The run records of the CSV import, kept in import_runs. `recordingFails` is a test hook: so many
 * attempts to write a failure down fail too.
 */
export function createImportRuns({
  db,
  clock,
  recordingFails = 0,
}: {
  db: Database;
  clock: () => Date;
  recordingFails?: number | undefined;
}) {
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
  let recordingFaults = recordingFails;

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

  /**
   * Claims the one import slot with a new run of `total` rows; throws ImportBusyError while another
   * import is running.
   */
  async function claim(input: {
    total: number;
    by: SignedInUser;
    fileName?: string | undefined;
  }): Promise<number> {
    const now = clock();
    try {
      const [created] = await db
        .insert(importRuns)
        .values({
          total: input.total,
          actorId: input.by.id,
          actorEmail: input.by.email,
          fileName: input.fileName ?? null,
          startedAt: now,
          heartbeatAt: now,
        })
        .returning({ id: importRuns.id });
      return created!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ImportBusyError(CSV_MESSAGES.busy);
      throw error;
    }
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

  return { endAbandonedRuns, claim, fail, getRun, latestRun };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export type ImportRuns = ReturnType<typeof createImportRuns>;
