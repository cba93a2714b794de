// The message catalogue's shape and the one translator every page uses (ADR 037). A catalogue is
// plain data (strings with {name} placeholders, and plural forms), so the server can hand the
// page's language to the browser as loader data and the other language never reaches its scripts.
import type { EnglishMessages } from "./en/index.ts";
import { INTL_LOCALES, perLocale, type Locale } from "./locale.ts";

/** Forms chosen by Intl.PluralRules; `zero` is ours, used when the count is 0. */
export interface PluralMessage {
  readonly zero?: string;
  readonly one: string;
  readonly other: string;
}
export type Message = string | PluralMessage;
export type MessageKey = keyof EnglishMessages & string;

/**
 * What another language's catalogue must hold: every key of the English one, a string where it
 * has a string and plural forms where it has them. A missing or extra key fails the type check.
 */
export type CatalogueOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : PluralMessage };
export type Catalogue = CatalogueOf<EnglishMessages>;

export type MessageVars = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly locale: Locale;
  /** The message in the page's language, its {placeholders} filled; numbers are formatted. */
  t(key: MessageKey, vars?: MessageVars): string;
  /** A number as the language writes it: 1,234.5 or 1.234,5. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 'A, B and C' / 'Α, Β και Γ'. */
  list(items: readonly string[]): string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

// Making an Intl formatter costs far more than using one (a page writes a few hundred numbers), so
// each is made once per language and set of options and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormat = perLocale((tag) => new Intl.ListFormat(tag, { type: "conjunction" }));
const pluralRules = perLocale((tag) => new Intl.PluralRules(tag));

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALES[locale], options)));
  return format;
}

/** Builds the translator of a language from its catalogue (the loader data of the page's root). */
export function createTranslator(locale: Locale, messages: Readonly<Record<string, Message>>): Translator {
  const numbers = numberFormat(locale, { maximumFractionDigits: 2 });
  const lists = listFormat(locale);
  const plurals = pluralRules(locale);
  const fill = (text: string, vars: MessageVars | undefined): string =>
    vars === undefined
      ? text
      : text.replace(PLACEHOLDER, (whole, name: string) => {
          const value = vars[name];
          if (value === undefined) return whole;
          return typeof value === "number" ? numbers.format(value) : value;
        });
  return {
    locale,
    t(key, vars) {
      const message = messages[key];
      // The type checker proves every key exists in both catalogues; a stale one shows as the key.
      if (message === undefined) return key;
      if (typeof message === "string") return fill(message, vars);
      const count = Number(vars?.count ?? 0);
      const form =
        count === 0 && message.zero !== undefined
          ? message.zero
          : plurals.select(count) === "one"
            ? message.one
            : message.other;
      return fill(form, vars);
    },
    number(value, options) {
      return (options === undefined ? numbers : numberFormat(locale, options)).format(value);
    },
    list(items) {
      return lists.format(items);
    },
  };
}

/** The placeholders a message uses, for the catalogue test. */
export function placeholdersOf(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : [message.one, message.other, message.zero ?? ""];
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))),
  ].sort();
}
