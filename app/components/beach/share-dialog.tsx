import { X } from "#app/components/ui/icons.tsx";
import { Copy } from "#app/components/ui/page-icons.tsx";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { useToast } from "../ui/toast.tsx";

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
  /** Where focus goes back on close: the dialog has no Radix trigger to return to. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** The last way to share when neither native sharing nor the clipboard worked: the link, shown to copy. */
export function ShareDialog({ open, onOpenChange, url, title, returnFocusTo }: ShareDialogProps) {
  const showToast = useToast();
  const { t } = useI18n();
  const [copyFailed, setCopyFailed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    setCopyFailed(false);
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t("beach.share.copied"), description: t("beach.share.copiedText") });
      onOpenChange(false);
    } catch {
      // Said here, beside the link, not in a toast that the open dialog hides from screen readers;
      // the link is selected, ready for the visitor's own copy.
      setCopyFailed(true);
      field.current?.select();
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setCopyFailed(false);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Radix would focus its (absent) trigger, leaving focus on the body.
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-40 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">{t("beach.share.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("beach.share.close")}
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t("beach.share.description", { name: title })}
          </Dialog.Description>
          <label className="mt-4 block text-sm font-medium text-slate-800">
            {t("beach.share.link")}
            <input
              ref={field}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          {copyFailed && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              {t("beach.share.copyFailed")}
            </p>
          )}
          <button
            type="button"
            onClick={() => void copy()}
            className="mt-4 inline-flex items-center gap-2 rounded-md bg-sea-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sea-900"
          >
            <Copy aria-hidden="true" className="size-4" />
            {t("beach.share.copy")}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
