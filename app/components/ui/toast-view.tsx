import { X } from "#app/components/ui/icons.tsx";
import { Toast } from "radix-ui";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import type { ShownToast } from "./toast.tsx";

/** How long a toast stays before it closes itself. */
const TOAST_DURATION_MS = 5000;

/**
 * The end-to-end tests set `holdToasts` on the window before the page loads: on a busy machine a
 * 5-second toast can come and go between two looks, so there every toast stays until it is closed,
 * and the tests about the timer itself drive the clock instead.
 */
function toastDuration(): number {
  const held = typeof window !== "undefined" && (window as { holdToasts?: boolean }).holdToasts === true;
  return held ? Infinity : TOAST_DURATION_MS;
}

/**
 * One toast at a time, a new one replacing the current, 5000 ms, closed by its timer, a swipe right
 * of 50 px, Escape or the close button; F8 focuses the region. Radix
 * Toast implements exactly these rules. Toasts sit at the top on phones and bottom left from 768 px,
 * clear of the All Filters sheet's footer buttons, which a location toast would otherwise cover.
 */
export function ToastView({ toast, onClosed }: { toast: ShownToast | null; onClosed: (id: number) => void }) {
  const { t } = useI18n();
  return (
    <Toast.Provider duration={toastDuration()} swipeDirection="right" swipeThreshold={50}>
      {toast && (
        <Toast.Root
          key={toast.id}
          defaultOpen
          duration={toast.persistent ? Infinity : undefined}
          onOpenChange={(open) => {
            if (!open) onClosed(toast.id);
          }}
          className="toast grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
        >
          <Toast.Title className="font-semibold text-slate-900">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="col-start-1 text-sm text-slate-700">
              {toast.description}
            </Toast.Description>
          )}
          {toast.action && (
            <Toast.Action
              altText={toast.action.altText}
              onClick={toast.action.onAction}
              className="col-start-1 mt-3 justify-self-start rounded-md bg-sea-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
            >
              {toast.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={t("browse.ui.closeNotification")}
            className="col-start-2 row-start-1 rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 right-0 z-50 m-0 flex w-full max-w-sm md:top-auto md:right-auto md:bottom-0 md:left-0 list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
