import { cacheNames, clientsClaim } from "workbox-core";
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { isApiPath } from "#core/contract/api-paths.ts";
import { OFFLINE_PAGES, PAGES_CACHE, isPrivatePath, offlinePageOf, pageUrlOfData } from "./offline-rules.ts";

// The service worker (ADR 008): the app shell precached, visited pages network first with the
// cached copy as the offline answer, the offline page for everything else. Built by
// scripts/build-sw.ts, which fills in the precache manifest.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const DAY_SECONDS = 24 * 60 * 60;
const PAGE_DATA_CACHE = "page-data";
const API_CACHE = "api";
/** Assets of an earlier build that cached pages still load (see keepAssetsOfCachedPages). */
const PREVIOUS_ASSETS_CACHE = "assets-previous";
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);

/** Caches 200 answers only (an error page or a redirect must never become the offline copy). */
const okOnly = (contentType: string): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && (response.headers.get("Content-Type") ?? "").includes(contentType)
      ? response
      : null,
});

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    okOnly("text/html"),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

/**
 * Stores the documents of pages the visitor opened (the page asks, see CACHE_URLS below), unless a
 * copy from the last day is there. Errors only leave a page unsaved.
 */
async function keepDocuments(urls: readonly string[], event: ExtendableEvent) {
  const cache = await caches.open(PAGES_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      const cached = await cache.match(url);
      const date = Date.parse(cached?.headers.get("Date") ?? "");
      if (cached && Date.now() - date < DAY_SECONDS * 1000) return;
      await pages.handle({ event, request: new Request(url) }).catch(() => undefined);
    }),
  );
}

/**
 * The offline page in the language of the page asked for (both are precached with the app shell);
 * the English one should the Greek one be missing.
 */
async function offlineAnswer(pathname: string): Promise<Response | undefined> {
  return (await matchPrecache(offlinePageOf(pathname))) ?? matchPrecache(OFFLINE_PAGES.en);
}

registerRoute(
  ({ request, url, sameOrigin }) => request.mode === "navigate" && sameOrigin && !isPrivatePath(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await offlineAnswer(options.url.pathname)) ?? Response.error();
    }
  },
);

const pageDataExpiration = new ExpirationPlugin({
  maxEntries: 100,
  maxAgeSeconds: 30 * DAY_SECONDS,
  purgeOnQuotaError: true,
});
const pageData = new NetworkFirst({
  cacheName: PAGE_DATA_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [okOnly(""), pageDataExpiration],
});
const routeDiscovery = new NetworkFirst({
  cacheName: PAGE_DATA_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [okOnly("application/json"), pageDataExpiration],
});

// React Router's data requests (a client-side navigation). Offline and not cached, the answer is
// React Router's own "reload the document" redirect, so the browser loads the page itself and the
// navigation handler above answers with the cached page or the offline page.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data") && !isPrivatePath(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pageData.handle(options);
    } catch {
      const location = pageUrlOfData(options.url.href);
      return new Response(null, {
        status: 204,
        headers: { "X-Remix-Redirect": location, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
      });
    }
  },
);

// React Router's route discovery for the links on a page. Offline and not cached, "reload the document"
// makes it warn instead of failing, and a click on such a link becomes a document load.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === "/__manifest",
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await routeDiscovery.handle(options);
    } catch {
      return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
    }
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      okOnly("application/json"),
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// After an update the precache holds only the new build's assets; a page cached earlier still names
// the old ones, which this cache keeps.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  async ({ request }: RouteHandlerCallbackOptions) =>
    (await caches.match(request, { cacheName: PREVIOUS_ASSETS_CACHE })) ?? fetch(request),
);

/**
 * Runs while a new version installs, before Workbox removes the old build's assets from the precache
 * on activation: keeps the assets that cached pages reference, drops the rest.
 */
async function keepAssetsOfCachedPages() {
  const current = new Set(
    manifest.map((entry) => new URL(typeof entry === "string" ? entry : entry.url, self.location.href).href),
  );
  const referenced = new Set<string>();
  const pagesCache = await caches.open(PAGES_CACHE);
  for (const request of await pagesCache.keys()) {
    const html = (await (await pagesCache.match(request))?.text()) ?? "";
    for (const [path] of html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)) {
      const url = new URL(path, self.location.origin).href;
      if (!current.has(url)) referenced.add(url);
    }
  }
  const previous = await caches.open(PREVIOUS_ASSETS_CACHE);
  for (const request of await previous.keys()) {
    if (referenced.has(request.url)) referenced.delete(request.url);
    else await previous.delete(request);
  }
  const precache = await caches.open(cacheNames.precache);
  for (const url of referenced) {
    const response = await precache.match(url);
    if (response) await previous.put(url, response);
  }
}

self.addEventListener("install", (event) => event.waitUntil(keepAssetsOfCachedPages()));

// A new version waits until the visitor accepts the update prompt (app/lib/site/service-worker.ts).
self.addEventListener("message", (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type === "SKIP_WAITING") {
    void self.skipWaiting();
  } else if (message?.type === "CACHE_URLS" && Array.isArray(message.urls)) {
    // A page reached by a client-side navigation fetched only its data, and the page that installed
    // the worker was fetched before the worker existed: pages ask for their own documents, so they
    // open offline from the address bar too and appear on the offline page.
    const urls = message.urls.filter((url): url is string => {
      if (typeof url !== "string") return false;
      const parsed = new URL(url, self.location.href);
      return parsed.origin === self.location.origin && !isPrivatePath(parsed.pathname);
    });
    event.waitUntil(keepDocuments(urls, event));
  }
});

clientsClaim();
