// Registration of the service worker (app/sw/sw.ts, ADR 008) and the decision to offer an update.

export const UPDATE_PROMPT = "New version available! Refresh to update?";

export interface ServiceWorkerOptions {
  container: ServiceWorkerContainer;
  /** The page being shown; stored for offline reading when it loaded before the worker existed. */
  pageUrl: string;
  /** A new version is installed and waiting; `applyUpdate` activates it and reloads the page. */
  onUpdate: (applyUpdate: () => void) => void;
  reload: () => void;
}

export async function registerServiceWorker({ container, pageUrl, onUpdate, reload }: ServiceWorkerOptions) {
  const uncontrolled = !container.controller;
  const registration = await container.register("/sw.js", { scope: "/" });
  // Playwright's serviceWorkers: 'block' answers with nothing.
  if (!registration) return;
  let reloading = false;
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      container.addEventListener("controllerchange", () => {
        if (!reloading) reload();
        reloading = true;
      });
      worker.postMessage({ type: "SKIP_WAITING" });
    });
  // Only with a controller is it an update; the very first worker activates at once by itself.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) offer(worker);
    });
  });
  if (uncontrolled) {
    const { active } = await container.ready;
    active?.postMessage({ type: "CACHE_URLS", urls: [pageUrl] });
  }
}
