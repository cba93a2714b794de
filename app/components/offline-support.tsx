import { useEffect } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../lib/i18n/i18n.tsx";
import { useToast } from "./ui/toast.tsx";

let registered = false;

/**
 * Registers the service worker once the page has loaded (production builds only), offers a new
 * version in a toast that waits for an answer (a confirm that does not block the page: 'New version
 * available! Refresh to update?' with a Refresh button), and has each page the visitor opens kept
 * for offline reading (ADR 008).
 */
export function OfflineSupport() {
  const toast = useToast();
  const { t } = useI18n();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator) || registered) return;
    registered = true;
    // Fetched after the load event, so registration costs the first load nothing.
    const start = () =>
      import("../lib/site/service-worker.ts")
        .then(({ registerServiceWorker }) =>
          registerServiceWorker({
            container: navigator.serviceWorker,
            pageUrl: location.href,
            reload: () => location.reload(),
            onUpdate: (applyUpdate) =>
              toast({
                title: t("browse.ui.updatePrompt"),
                persistent: true,
                action: {
                  label: t("browse.ui.refresh"),
                  altText: t("browse.ui.refreshAlt"),
                  onAction: applyUpdate,
                },
              }),
          }),
        )
        .catch((error: unknown) => console.warn("The service worker could not be registered", error));
    if (document.readyState === "complete") void start();
    else window.addEventListener("load", () => void start(), { once: true });
    // Registered once: the prompt speaks the language of the page it was registered on.
  }, [toast, t]);

  // A client-side navigation fetched only the page's data: the worker fetches its document too, so
  // the page opens offline from the address bar and appears on the offline page.
  useEffect(() => {
    if (import.meta.env.PROD) {
      navigator.serviceWorker?.controller?.postMessage({ type: "CACHE_URLS", urls: [pathname] });
    }
  }, [pathname]);

  return null;
}
