import { X } from "#app/components/ui/icons.tsx";
import { Dialog } from "radix-ui";
import { useRef } from "react";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Controls beside the title (Clear all, the live count). */
  headerActions?: React.ReactNode;
  footer: React.ReactNode;
  children: React.ReactNode;
}

/** A side sheet: a Radix Dialog (focus trap, Escape, return focus) sliding in from the right. */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  headerActions,
  footer,
  children,
}: SheetProps) {
  const { t } = useI18n();
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          // Without a Dialog.Trigger, Radix has nowhere to return focus on closing: remember the
          // control that had focus when the sheet opened and go back to it.
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-y-0 right-0 z-40 flex w-full max-w-md flex-col bg-white shadow-xl outline-none"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <div className="flex items-center gap-2">
              {headerActions}
              <Dialog.Close
                aria-label={t("browse.ui.close")}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 p-4">
            {footer}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
