// Both catalogues, for the server (loaders, the JSON API's English wording) and tests. Browser code
// never imports this file: a page gets its own language's catalogue as root loader data, and a
// build test checks that no script carries a catalogue (ADR 037).
import { el } from "./el/index.ts";
import { en } from "./en/index.ts";
import type { Locale } from "./locale.ts";
import { createTranslator, type Catalogue, type Translator } from "./translator.ts";

export function catalogueOf(locale: Locale): Catalogue {
  return locale === "el" ? el : en;
}

const translators: Record<Locale, Translator> = {
  en: createTranslator("en", en),
  el: createTranslator("el", el),
};

/** The translator of a language, made once. */
export function translatorOf(locale: Locale): Translator {
  return translators[locale];
}

/** The JSON API and the server's own messages speak English. */
export const ENGLISH: Translator = translators.en;
