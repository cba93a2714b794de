import { X } from "#app/components/ui/icons.tsx";
import { Dialog } from "radix-ui";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (Radix returns focus there on closing). */
  trigger: React.ReactNode;
  title: string;
  children: React.ReactNode;
}

/** A navigation drawer from the left: a Radix Dialog (focus trap, Escape, return focus). */
export function Drawer({ open, onOpenChange, trigger, title, children }: DrawerProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none">
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
            <Dialog.Title className="text-base font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">Back office navigation</Dialog.Description>
            <Dialog.Close
              aria-label={t("browse.ui.closeMenu")}
              className="rounded p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
