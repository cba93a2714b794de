import { useEffect } from "react";
import { useLocation } from "react-router";
import { useToast } from "./ui/toast.tsx";

let registered = false;

/**
 * Registers the service worker once the page has loaded (production builds only), offers a new
 * version in a toast that waits for an answer (a non-blocking form of the spec's confirm), and has
 * each page the visitor opens kept for offline reading (ADR 008).
 */
export function OfflineSupport() {
  const toast = useToast();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator) || registered) return;
    registered = true;
    // Fetched after the load event, so registration costs the first load nothing.
    const start = () =>
      import("../lib/service-worker.ts")
        .then(({ registerServiceWorker, UPDATE_PROMPT }) =>
          registerServiceWorker({
            container: navigator.serviceWorker,
            pageUrl: location.href,
            reload: () => location.reload(),
            onUpdate: (applyUpdate) =>
              toast({
                title: UPDATE_PROMPT,
                persistent: true,
                action: { label: "Refresh", altText: "Reload the page to update", onAction: applyUpdate },
              }),
          }),
        )
        .catch((error: unknown) => console.warn("The service worker could not be registered", error));
    if (document.readyState === "complete") void start();
    else window.addEventListener("load", () => void start(), { once: true });
  }, [toast]);

  // A client-side navigation fetched only the page's data: the worker fetches its document too, so
  // the page opens offline from the address bar and appears on the offline page.
  useEffect(() => {
    if (import.meta.env.PROD) {
      navigator.serviceWorker?.controller?.postMessage({ type: "CACHE_URLS", urls: [pathname] });
    }
  }, [pathname]);

  return null;
}
