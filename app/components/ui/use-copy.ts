import { useCallback, useEffect, useState } from "react";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { useToast } from "./toast.tsx";

/** How long a copy button shows its check mark. */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard: `copied` is true for COPIED_MS afterwards; a refusal says
 * 'Copy Failed'. `onCopied` runs after a success (a toast, say).
 */
export function useCopy(onCopied?: () => void) {
  const toast = useToast();
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(
    (text: string) => {
      navigator.clipboard.writeText(text).then(
        () => {
          setCopied(true);
          onCopied?.();
        },
        () => toast({ title: t("browse.ui.copyFailed"), description: t("browse.ui.copyFailedText") }),
      );
    },
    [onCopied, toast, t],
  );
  return { copied, copy };
}
