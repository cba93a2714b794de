import { catalogueOf, translatorOf } from "../../core/i18n/catalogues.ts";
import { localeOfPath, type Locale } from "../../core/i18n/locale.ts";
import type { Message, Translator } from "../../core/i18n/translator.ts";
import { pageUrl } from "./page-url.ts";

export { catalogueOf };

/**
 * Messages only one page shows (the About and Ontology texts, keys "search."): the root leaves them
 * out of every other page's HTML, and those pages' loaders hand them over (`pageMessages`).
 */
const PAGE_SCOPED_PREFIXES = ["search."];

/** The messages every page gets from the root loader. */
export function rootMessages(locale: Locale): Readonly<Record<string, Message>> {
  return Object.fromEntries(
    Object.entries(catalogueOf(locale)).filter(
      ([key]) => !PAGE_SCOPED_PREFIXES.some((prefix) => key.startsWith(prefix)),
    ),
  );
}

/** The page-scoped messages under a prefix, for a route loader to return as `messages`. */
export function pageMessages(request: Request, prefix: string): Readonly<Record<string, Message>> {
  return Object.fromEntries(
    Object.entries(catalogueOf(requestLocale(request))).filter(([key]) => key.startsWith(prefix)),
  );
}

/** The language of the page a request is for. */
export function requestLocale(request: Request): Locale {
  return localeOfPath(pageUrl(request).pathname);
}

/** A translator for a loader or action of the page a request is for. */
export function requestTranslator(request: Request): Translator {
  return translatorOf(requestLocale(request));
}
