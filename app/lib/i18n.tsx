// The page's language in React (ADR 037): the root loader gives the locale and its catalogue, the
// layout puts a translator in context, and every component reads it with useI18n().
import { createContext, Fragment, useContext, useMemo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { localeOfPath, localizePath, type Locale } from "../../core/i18n/locale.ts";
import {
  createTranslator,
  type Message,
  type MessageKey,
  type Translator,
} from "../../core/i18n/translator.ts";

export interface PageLanguage {
  locale: Locale;
  messages: Readonly<Record<string, Message>>;
}

export interface I18n extends Translator {
  /** A site path in the page's language: '/crete' is '/el/crete' on a Greek page. */
  href(path: string): string;
}

const I18nContext = createContext<I18n | null>(null);

function makeI18n(language: PageLanguage): I18n {
  const translator = createTranslator(language.locale, language.messages);
  return { ...translator, href: (path) => localizePath(path, language.locale) };
}

export function I18nProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  const value = useMemo(() => makeI18n(language), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator of the page's language. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (value === null) throw new Error("useI18n outside I18nProvider");
  return value;
}

/** The page's language from its address, for places that render before the provider. */
export function usePathLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * A translator for a route's meta function, from the root's loader data (meta runs outside React).
 * Falls back to the keys when the root has no data (its own error), which meta never shows.
 */
export function metaI18n(matches: readonly ({ id: string; data?: unknown } | undefined)[]): I18n {
  const root = matches.find((match) => match?.id === "root")?.data as { language?: PageLanguage } | undefined;
  return makeI18n(root?.language ?? { locale: "en", messages: {} });
}

/**
 * A message with React nodes in its placeholders: tRich(i18n, "key", { link: <a .../> }) keeps the
 * words around the link translatable as one sentence.
 */
export function tRich(i18n: I18n, key: MessageKey, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const marker = "\u0000";
  const names = Object.keys(parts);
  const text = i18n.t(key, Object.fromEntries(names.map((name) => [name, `${marker}${name}${marker}`])));
  return text
    .split(marker)
    .map((piece, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? piece) : piece}</Fragment>
    ));
}
