import {
  FILE_TOO_LARGE_MESSAGE,
  IMPORT_MAX_BYTES,
  INVALID_FILE_MESSAGE,
  isCsvFileName,
} from "#core/contract/csv-row.ts";
import { withoutControlCharacters } from "#core/contract/text.ts";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { progressOf, type ImportAnswer } from "#app/lib/admin/import-answers.ts";
import type { Route } from "./+types/imports";

/** The longest file name an import keeps (most file systems allow 255 bytes). */
const FILE_NAME_MAX = 255;

const answer = (body: ImportAnswer, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

const tooLarge = () =>
  answer(
    {
      kind: "refused",
      title: "Invalid File",
      message: FILE_TOO_LARGE_MESSAGE,
    },
    413,
  );

/** GET /admin/imports: the latest import, so a dialog opened while one runs follows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const run = await context.backOffice.imports.latestRun();
  return Response.json(
    { latest: run ? progressOf(run) : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * POST /admin/imports with a CSV file. Intent 'preview' answers the dry run; intent
 * 'import' checks the file again against the database as it is now and starts the import (202), or
 * answers the preview (422) when a row has an error. The file travels twice rather than waiting on
 * one server between the two steps.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!form || !(file instanceof File) || !isCsvFileName(file.name)) {
    return answer({ kind: "refused", title: "Invalid File", message: INVALID_FILE_MESSAGE }, 422);
  }
  if (file.size > IMPORT_MAX_BYTES) return tooLarge();
  const text = await file.text();
  // The name is kept with the run: no control character (the database refuses NUL), and not endless.
  const fileName = withoutControlCharacters(file.name).slice(0, FILE_NAME_MAX);
  const imports = context.backOffice.imports;
  try {
    if (form.get("intent") === "import") {
      const started = await imports.start({ text, fileName, by, ip: context.clientIp });
      return started.ok
        ? answer({ kind: "started", runId: started.runId }, 202)
        : answer({ kind: "preview", preview: started.preview, fileName }, 422);
    }
    return answer({ kind: "preview", preview: await imports.preview(text), fileName });
  } catch (error) {
    const refusal = context.backOffice.refusal(error);
    if (!refusal) throw error;
    return answer(
      { kind: "refused", title: refusal.title ?? "Import Failed", message: refusal.message },
      refusal.status,
    );
  }
}
