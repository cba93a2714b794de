import { catalogueOf, translatorOf } from "../../core/i18n/catalogues.ts";
import { localeOfPath, type Locale } from "../../core/i18n/locale.ts";
import type { Translator } from "../../core/i18n/translator.ts";
import { pageUrl } from "./page-url.ts";

export { catalogueOf };

/** The language of the page a request is for. */
export function requestLocale(request: Request): Locale {
  return localeOfPath(pageUrl(request).pathname);
}

/** A translator for a loader or action of the page a request is for. */
export function requestTranslator(request: Request): Translator {
  return translatorOf(requestLocale(request));
}
