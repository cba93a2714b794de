import { data } from "react-router";
import type { ImportRun } from "../../../server/content/csv-import.ts";
import { requireAdmin } from "../../lib/admin.server.ts";
import type { Route } from "./+types/import-run";

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

/**
 * GET /admin/import-runs/{id}: one CSV import's progress as the database holds it, so the dialog
 * can poll any instance behind the load balancer (issue 9).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const run = /^\d{1,9}$/.test(params.id) ? await context.backOffice.imports.getRun(Number(params.id)) : null;
  if (!run) throw data({ message: "No such import." }, { status: 404 });
  return Response.json(progressOf(run), { headers: { "Cache-Control": "private, no-store" } });
}
