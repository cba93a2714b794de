import { data, redirect, type AppLoadContext } from "react-router";
import type { SignedInUser } from "#server/auth/accounts.ts";
import type { SaveFailure } from "./save-failure.ts";
import { errorsOf } from "./save-failure.ts";
import { requireAdmin } from "./admin.server.ts";
import { flashHeaders } from "./flash.server.ts";

/** A record's id from the address: a positive integer, or none (the create form). */
export function recordIdOf(param: string | undefined): number | undefined {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : undefined;
}

interface Parsed<T> {
  success: boolean;
  data?: T;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * The save action the area and beach forms share: the shared schema checks the posted
 * values; the service saves at the version the form loaded; success returns to the list with the
 * 'Saved' toast and the draft set aside; a refusal comes back on its field, or as the form's
 * banner (409 for a newer version, with the user's input kept).
 */
export async function saveRecordAction<F extends string, T>(options: {
  request: Request;
  context: AppLoadContext;
  id: number | undefined;
  /** The form's values as posted, every field a string. */
  read: (form: FormData) => Record<F, string>;
  parse: (values: Record<F, string>) => Parsed<T>;
  save: (input: {
    id: number | undefined;
    version: number | undefined;
    values: T;
    by: SignedInUser;
    ip: string | undefined;
  }) => Promise<{ created: boolean }>;
  noun: "Area" | "Beach";
  listPath: string;
  draftKey: string;
}) {
  const by = await requireAdmin(options.request, options.context);
  const form = await options.request.formData();
  const values = options.read(form);
  const parsed = options.parse(values);
  if (!parsed.success || parsed.data === undefined) {
    return data<SaveFailure<F>>({ errors: errorsOf<F>(parsed.error?.issues ?? []), values }, 422);
  }
  const version = Number(form.get("version") ?? "");
  try {
    const saved = await options.save({
      id: options.id,
      version: Number.isInteger(version) ? version : undefined,
      values: parsed.data,
      by,
      ip: options.context.clientIp,
    });
    return redirect(options.listPath, {
      headers: flashHeaders({
        title: "Saved",
        description: `${options.noun} ${saved.created ? "created" : "updated"}.`,
        clearDraft: options.draftKey,
      }),
    });
  } catch (error) {
    const refusal = options.context.backOffice.refusal(error);
    if (!refusal) throw error;
    const field = refusal.field as F | undefined;
    return data<SaveFailure<F>>(
      field
        ? { errors: { [field]: refusal.message } as Partial<Record<F, string>>, values }
        : { errors: {}, banner: refusal.message, conflict: refusal.status === 409, values },
      refusal.status,
    );
  }
}
