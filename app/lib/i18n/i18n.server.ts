import { catalogueOf, translatorOf } from "#core/i18n/catalogues.ts";
import { localeOfPath, type Locale } from "#core/i18n/locale.ts";
import type { Message, Translator } from "#core/i18n/translator.ts";
import type { SerializedLanguage } from "./i18n.tsx";
import { pageUrl } from "../site/page-url.ts";

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

// The catalogues never change while the server runs: each language's root messages are filtered and
// serialised once, not for every page (about 20 KB of JSON each time).
const rootMessagesJson = new Map<Locale, string>();

/** rootMessages as the JSON string the root loader hands to the browser, made once per language. */
export function serializedRootMessages(locale: Locale): string {
  let json = rootMessagesJson.get(locale);
  if (json === undefined) {
    json = JSON.stringify(rootMessages(locale));
    rootMessagesJson.set(locale, json);
  }
  return json;
}

const rootLanguages = new Map<Locale, SerializedLanguage>();

/**
 * The root loader's language, the same object for every page of a language: what the page
 * derives from it (the parsed catalogue, the translator) is then made once, not for every page.
 */
export function rootLanguage(locale: Locale): SerializedLanguage {
  let language = rootLanguages.get(locale);
  if (language === undefined) {
    language = { locale, messages: serializedRootMessages(locale) };
    rootLanguages.set(locale, language);
  }
  return language;
}

const pageMessagesByKey = new Map<string, Readonly<Record<string, Message>>>();

/** The page-scoped messages under a prefix, for a route loader to return as `messages`. */
export function pageMessages(request: Request, prefix: string): Readonly<Record<string, Message>> {
  const locale = requestLocale(request);
  const key = `${locale} ${prefix}`;
  let messages = pageMessagesByKey.get(key);
  if (messages === undefined) {
    messages = Object.fromEntries(
      Object.entries(catalogueOf(locale)).filter(([name]) => name.startsWith(prefix)),
    );
    pageMessagesByKey.set(key, messages);
  }
  return messages;
}

/** The language of the page a request is for. */
export function requestLocale(request: Request): Locale {
  return localeOfPath(pageUrl(request).pathname);
}

/** A translator for a loader or action of the page a request is for. */
export function requestTranslator(request: Request): Translator {
  return translatorOf(requestLocale(request));
}
