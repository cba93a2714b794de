import { X } from "#app/components/ui/icons.tsx";
import { Dialog } from "radix-ui";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

interface ModalProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: React.ReactNode;
}

/** A centred dialog: a Radix Dialog (focus trap, Escape, focus returned to what opened it). */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-40 flex max-h-[92vh] w-[min(56rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl outline-none">
          <div className="flex items-start justify-between gap-2 border-b border-slate-200 p-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t("browse.ui.close")}
              className="rounded p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
