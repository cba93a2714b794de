import { data } from "react-router";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { progressOf } from "#app/lib/admin/import-answers.ts";
import type { Route } from "./+types/import-run";

/**
 * GET /admin/import-runs/{id}: one CSV import's progress as the database holds it, so the dialog
 * can poll any instance behind the load balancer.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const run = /^\d{1,9}$/.test(params.id) ? await context.backOffice.imports.getRun(Number(params.id)) : null;
  if (!run) throw data({ message: "No such import." }, { status: 404 });
  return Response.json(progressOf(run), { headers: { "Cache-Control": "private, no-store" } });
}
