import { MapPinOff } from "lucide-react";
import { useEffect, useState } from "react";
import { LOCATION_TEXTS } from "../../../core/location.ts";
import type { NearMe } from "./use-near-me.ts";

/** Shown while Near me is on and the last location request failed, until dismissed or a location arrives. */
export function LocationBanner({ nearMeOn, nearMe }: { nearMeOn: boolean; nearMe: NearMe }) {
  const { status, location, answer } = nearMe.location;
  const [dismissedAnswer, setDismissedAnswer] = useState<number | null>(null);
  // A new failure shows the banner again even after an earlier one was dismissed.
  useEffect(() => {
    if (dismissedAnswer !== null && answer !== dismissedAnswer) setDismissedAnswer(null);
  }, [answer, dismissedAnswer]);

  if (!nearMeOn || status !== "error" || location || dismissedAnswer === answer) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <MapPinOff aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{LOCATION_TEXTS.banner}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={nearMe.retry}
          className="rounded-md bg-amber-900 px-3 py-1.5 font-medium text-white hover:bg-amber-950"
        >
          Retry
        </button>
        <button
          type="button"
          onClick={() => setDismissedAnswer(answer)}
          className="rounded-md border border-amber-900 px-3 py-1.5 font-medium hover:bg-amber-100"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
