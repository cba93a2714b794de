import { Check } from "#app/components/ui/icons.tsx";
import { Navigation } from "#app/components/ui/beach-icons.tsx";
import { MessageSquare, Share2 } from "#app/components/ui/page-icons.tsx";
import { useEffect, useRef, useState } from "react";
import { track } from "#app/lib/site/analytics.ts";
import type { Destination } from "#app/lib/browse/directions.ts";
import {
  DIRECTIONS_FALLBACK_MS,
  directionsUrl,
  platformFromUserAgent,
  webDirectionsUrl,
} from "#app/lib/browse/directions.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { feedbackHref } from "../site-chrome.tsx";
import { lazyModule, useLazyModule } from "../ui/lazy-module.ts";
import { useToast } from "../ui/toast.tsx";

/** The copy icon turns into a tick for this long after a copy. */
const COPIED_RESET_MS = 2000;

const shareDialog = lazyModule(() => import("./share-dialog.tsx"));

interface BeachActionsProps {
  beach: Destination & { slug: string };
  /** The page's absolute URL, the link that is shared. */
  url: string;
  contactEmail: string;
}

const actionClass =
  "inline-flex h-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700";
const primaryClass = `${actionClass} flex-1 bg-sea-700 text-white hover:bg-sea-900 sm:flex-none sm:px-4`;
const secondaryClass = `${actionClass} border border-slate-300 bg-white text-sea-900 hover:border-sea-700`;

/** The clipboard, where the browser offers one (not on plain http, nor in some embedded views). */
function canWriteClipboard(): boolean {
  return typeof navigator.clipboard?.writeText === "function";
}

/**
 * Directions (the primary action), Share and Feedback: labelled buttons in one row. Their accessible
 * names (Get directions, Share this beach, Send feedback) hold the visible words.
 */
export function BeachActions({ beach, url, contactEmail }: BeachActionsProps) {
  const hydrated = useHydrated();
  const { t } = useI18n();
  const showToast = useToast();
  const dialog = useLazyModule(shareDialog);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shareButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  // The server cannot know the phone, so it links web maps; the browser then picks its own maps app.
  const platform = hydrated ? platformFromUserAgent(navigator.userAgent, navigator.maxTouchPoints) : "web";
  const directions = directionsUrl(platform, beach);

  const openDirections = (event: React.MouseEvent<HTMLAnchorElement>) => {
    track("directions", { slug: beach.slug, platform });
    if (platform === "web") return;
    // A deep link that no app answers leaves the page visible: then the web map opens instead.
    event.preventDefault();
    window.location.href = directions;
    setTimeout(() => {
      if (document.visibilityState === "visible") window.location.href = webDirectionsUrl(beach);
    }, DIRECTIONS_FALLBACK_MS);
  };

  const share = async () => {
    track("share", { slug: beach.slug });
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: beach.name, text: t("beach.share.text", { name: beach.name }), url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    if (canWriteClipboard()) {
      try {
        await navigator.clipboard.writeText(url);
        setCopied(true);
        clearTimeout(copiedTimer.current);
        copiedTimer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
        showToast({ title: t("beach.share.copied"), description: t("beach.share.copiedText") });
        return;
      } catch {
        // Refused or not focused: the dialog below shows the link instead.
      }
    }
    // The dialog with the link is the answer; a toast over it would only repeat that the copy failed.
    // Only if the dialog itself cannot load (offline, its file not saved) does nothing show the link.
    const loaded = await dialog.load();
    if (loaded) setDialogOpen(true);
    else showToast({ title: t("beach.share.failed"), description: t("beach.share.failedText") });
  };

  const ShareDialog = dialog.loaded?.ShareDialog;
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <a
        href={directions}
        onClick={openDirections}
        target={platform === "web" ? "_blank" : undefined}
        rel="noopener noreferrer"
        aria-label={t("beach.action.directionsLabel")}
        className={primaryClass}
      >
        <Navigation aria-hidden="true" className="size-4" />
        {t("beach.action.directions")}
      </a>
      <button
        ref={shareButton}
        type="button"
        onClick={() => void share()}
        aria-label={t("beach.action.shareLabel")}
        className={secondaryClass}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {t("beach.action.share")}
      </button>
      <a
        href={feedbackHref(
          contactEmail,
          t("beach.action.feedbackSubject", { name: beach.name, slug: beach.slug }),
        )}
        aria-label={t("beach.action.feedbackLabel")}
        className={secondaryClass}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t("beach.action.feedback")}
      </a>
      {ShareDialog && (
        <ShareDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          url={url}
          title={beach.name}
          returnFocusTo={shareButton}
        />
      )}
    </div>
  );
}
