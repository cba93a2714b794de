// The page's language in React (ADR 037): the root loader gives the locale and its catalogue, the
// layout puts a translator in context, and every component reads it with useI18n().
import { createContext, Fragment, useContext, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { localizePath, type Locale } from "#core/i18n/locale.ts";
import { createTranslator, type Message, type MessageKey, type Translator } from "#core/i18n/translator.ts";

export interface PageLanguage {
  locale: Locale;
  messages: Readonly<Record<string, Message>>;
}

/**
 * The page's language as the root loader returns it: the catalogue as one JSON string, which makes
 * the HTML's hydration data about 10% smaller than the same messages as an object of strings.
 */
export interface SerializedLanguage {
  locale: Locale;
  messages: string;
}

const parsedLanguages = new WeakMap<SerializedLanguage, PageLanguage>();

/** The root loader's language, parsed once per loader answer. */
export function parseLanguage(serialized: SerializedLanguage): PageLanguage {
  let language = parsedLanguages.get(serialized);
  if (language === undefined) {
    language = { locale: serialized.locale, messages: JSON.parse(serialized.messages) as Messages };
    parsedLanguages.set(serialized, language);
  }
  return language;
}

export interface I18n extends Translator {
  /** A site path in the page's language: '/crete' is '/el/crete' on a Greek page. */
  href(path: string): string;
}

const I18nContext = createContext<I18n | null>(null);

type Messages = Readonly<Record<string, Message>>;

/** Translators made, by language and page messages (both kept as the same objects between pages). */
const made = new WeakMap<PageLanguage, WeakMap<Messages, I18n>>();
const NO_PAGE_MESSAGES: Messages = {};

function makeI18n(language: PageLanguage, pageMessages?: Messages): I18n {
  const byPage = made.get(language) ?? new WeakMap<Messages, I18n>();
  made.set(language, byPage);
  const key = pageMessages ?? NO_PAGE_MESSAGES;
  let i18n = byPage.get(key);
  if (i18n === undefined) {
    i18n = buildI18n(language, pageMessages);
    byPage.set(key, i18n);
  }
  return i18n;
}

function buildI18n(language: PageLanguage, pageMessages?: Messages): I18n {
  const messages = pageMessages ? { ...language.messages, ...pageMessages } : language.messages;
  const translator = createTranslator(language.locale, messages);
  return { ...translator, href: (path) => localizePath(path, language.locale) };
}

/** The messages the deepest page's loader returned as `messages` (see pageMessages in i18n.server.ts). */
function messagesOf(data: unknown): Messages | undefined {
  return (data as { messages?: Messages } | null | undefined)?.messages;
}

/** The page-scoped messages of the matched page, if its loader returned any. */
export function usePageMessages(): Messages | undefined {
  return messagesOf(useMatches().at(-1)?.data);
}

export function I18nProvider({
  language,
  pageMessages,
  children,
}: {
  language: PageLanguage;
  pageMessages?: Messages | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => makeI18n(language, pageMessages), [language, pageMessages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator of the page's language. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (value === null) throw new Error("useI18n outside I18nProvider");
  return value;
}

/**
 * A translator for a route's meta function, from the root's loader data (meta runs outside React).
 * Falls back to the keys when the root has no data (its own error), which meta never shows.
 */
export function metaI18n(matches: readonly ({ id: string; data?: unknown } | undefined)[]): I18n {
  const root = matches.find((match) => match?.id === "root")?.data as
    { language?: SerializedLanguage } | undefined;
  const language = root?.language ? parseLanguage(root.language) : { locale: "en" as const, messages: {} };
  return makeI18n(language, messagesOf(matches.at(-1)?.data));
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
