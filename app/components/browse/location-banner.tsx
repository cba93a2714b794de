import { MapPinOff } from "#app/components/ui/beach-icons.tsx";
import { useEffect, useState } from "react";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import type { NearMe } from "./use-near-me.ts";

/**
 * The one place a failed location request is said: the banner's text and the error's own message,
 * with Retry (which turns Near me back on) and Dismiss. It shows for a failure answered while this
 * page is open, until dismissed or a location arrives; a failure on an earlier page stays there.
 */
export function LocationBanner({ nearMe }: { nearMe: NearMe }) {
  const { t } = useI18n();
  const { status, location, answer, error } = nearMe.location;
  const [answerOnOpen] = useState(answer);
  const [dismissedAnswer, setDismissedAnswer] = useState<number | null>(null);
  // A new failure shows the banner again even after an earlier one was dismissed.
  useEffect(() => {
    if (dismissedAnswer !== null && answer !== dismissedAnswer) setDismissedAnswer(null);
  }, [answer, dismissedAnswer]);

  if (status !== "error" || !error || location || answer === answerOnOpen || dismissedAnswer === answer) {
    return null;
  }
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <MapPinOff aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t("browse.location.banner")}</p>
        <p>{t(`browse.location.error.${error.kind}`)}</p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={nearMe.retry}
          className="rounded-md bg-amber-900 px-3 py-1.5 font-medium text-white hover:bg-amber-950"
        >
          {t("browse.retry")}
        </button>
        <button
          type="button"
          onClick={() => setDismissedAnswer(answer)}
          className="rounded-md border border-amber-900 px-3 py-1.5 font-medium hover:bg-amber-100"
        >
          {t("browse.dismiss")}
        </button>
      </div>
    </div>
  );
}
