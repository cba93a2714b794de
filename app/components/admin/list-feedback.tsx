import { useEffect, useMemo } from "react";
import { data, type AppLoadContext } from "react-router";
import { adminListSearch, DELETE_MESSAGES, type AdminListState } from "#core/admin/admin-list.ts";
import { Notice } from "./kit.tsx";
import { useToast } from "../ui/toast.tsx";
import { removeDraft } from "#app/lib/admin/form-draft.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";

/** What a delete answered: the toast's title and text. */
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

/**
 * What a list page says after an action: its delete's answer, or the save that led back to it
 * (whose form draft is then obsolete and removed). Plus the list's own address and the address of
 * a row's delete confirmation.
 */
export function useListFeedback(
  state: AdminListState,
  actionData: DeleteOutcome | undefined,
  flash: { title: string; description: string; clearDraft?: string } | null,
) {
  const deleted = useOutcome(actionData);
  // Kept by identity: the toast shows once per save, not once per render.
  const savedOutcome = useMemo(
    () => (flash ? { ok: true, title: flash.title, message: flash.description } : undefined),
    [flash],
  );
  const saved = useOutcome(savedOutcome);
  useEffect(() => {
    if (flash?.clearDraft) removeDraft(flash.clearDraft);
  }, [flash]);
  const here = adminListSearch(state, { page: state.page }) || "?";
  return {
    notices: (
      <>
        {saved}
        {deleted}
      </>
    ),
    here,
    deleteHref: (id: number) => `${here}${here === "?" ? "" : "&"}delete=${id}`,
  };
}
