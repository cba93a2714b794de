import { csvExportFileName } from "#core/contract/csv-row.ts";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import type { Route } from "./+types/export-csv";

/** GET /admin/export/beaches.csv: every beach, streamed as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const fileName = csvExportFileName(new Date());
  return new Response(context.backOffice.exportCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
