import { localeOfPath, type Locale } from "#core/i18n/locale.ts";

// What the service worker stores and how it names things; pure, so unit tests cover it. The offline
// pages (public/offline.html and its Greek twin public/el/offline.html) read PAGES_CACHE by the same
// name.

/** Documents of visited pages, listed by the offline page. */
export const PAGES_CACHE = "pages";

/** Signed-in areas are never stored: another person may use the device next. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(?:admin|api\/auth)(?:[/.]|$)/.test(pathname);
}

/**
 * The page a React Router data request belongs to: '/crete/elafonisi.data?_routes=x' is
 * '/crete/elafonisi', '/_.data?type=SANDY' (or the older '/_root.data') is '/?type=SANDY'.
 */
export function pageUrlOfData(dataUrl: string): string {
  const url = new URL(dataUrl, "http://localhost");
  url.searchParams.delete("_routes");
  const path = url.pathname;
  const page =
    path === "/_root.data"
      ? "/"
      : path.endsWith("/_.data")
        ? path.slice(0, -"_.data".length)
        : path.replace(/\.data$/, "");
  return `${page}${url.search}`;
}

/** The offline page of each language (public/offline.html, public/el/offline.html). */
export const OFFLINE_PAGES: Record<Locale, string> = { en: "/offline.html", el: "/el/offline.html" };

/** The offline page for a navigation: the Greek one for a Greek page (/el, /el/...). */
export function offlinePageOf(pathname: string): string {
  return OFFLINE_PAGES[localeOfPath(pathname)];
}
