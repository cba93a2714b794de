import { useEffect } from "react";
import { data, type AppLoadContext } from "react-router";
import { DELETE_MESSAGES } from "../../core/admin-list.ts";
import { Notice } from "../components/admin/kit.tsx";
import { useToast } from "../components/ui/toast.tsx";
import { useHydrated } from "./use-hydrated.ts";

/** What a delete answered: the toast's title and text (back-office.md section 8). */
export interface DeleteOutcome {
  ok: boolean;
  title: string;
  message: string;
}

/** The list pages' delete action: the id from the form, the refusal's words when it is refused. */
export async function deleteAction(
  request: Request,
  context: AppLoadContext,
  remove: (id: number) => Promise<{ name: string }>,
) {
  const form = await request.formData();
  const rawId = String(form.get("id") ?? "");
  if (form.get("intent") !== "delete" || !/^\d{1,9}$/.test(rawId)) {
    return data<DeleteOutcome>({ ok: false, title: "Delete failed", message: "Unknown action." }, 400);
  }
  try {
    const { name } = await remove(Number(rawId));
    return data<DeleteOutcome>({ ok: true, title: "Deleted", message: DELETE_MESSAGES.deleted(name) });
  } catch (error) {
    const refusal = context.backOffice.refusal(error);
    if (!refusal) throw error;
    return data<DeleteOutcome>(
      { ok: false, title: refusal.title ?? "Delete failed", message: refusal.message },
      refusal.status,
    );
  }
}

/** An action's answer (a delete, a save): a toast once hydrated, a message on the page before. */
export function useOutcome(outcome: DeleteOutcome | undefined) {
  const hydrated = useHydrated();
  const toast = useToast();
  useEffect(() => {
    if (outcome && hydrated) toast({ title: outcome.title, description: outcome.message });
  }, [outcome, hydrated, toast]);
  if (!outcome || hydrated) return null;
  return (
    <Notice tone={outcome.ok ? "success" : "error"}>
      {outcome.title}: {outcome.message}
    </Notice>
  );
}
