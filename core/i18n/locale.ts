// The site's languages and their addresses (ADR 037): English at the root paths, Greek under /el
// with the same slugs and query parameters.

export const LOCALES = ["en", "el"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The first path segment of the Greek pages. */
export const GREEK_SEGMENT = "el";

/** Each language's name in that language, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", el: "Ελληνικά" };

/** The BCP 47 tag given to Intl: US English writes a count as '1,234 beaches'. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-US", el: "el-GR" };

/** The locale Open Graph names a page's language with. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_GB", el: "el_GR" };

/**
 * One value per language, made from the language's Intl tag the first time it is asked for and kept:
 * making an Intl formatter costs far more than using one.
 */
export function perLocale<T>(make: (tag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(INTL_LOCALES[locale])));
    return value;
  };
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "el";
}

const GREEK_PREFIX = `/${GREEK_SEGMENT}`;

/** The language of a page path: Greek for /el and everything under it. */
export function localeOfPath(pathname: string): Locale {
  return pathname === GREEK_PREFIX || pathname.startsWith(`${GREEK_PREFIX}/`) ? "el" : "en";
}

/** A page path without its language prefix: /el/crete gives /crete, /el gives /. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(GREEK_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * A site path (starting with '/', maybe with a query and a hash) in a language: /crete?type=SANDY
 * gives /el/crete?type=SANDY in Greek, / gives /el. A path already in a language is moved to the
 * other one, so the switch can pass the page's own address.
 */
export function localizePath(path: string, locale: Locale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const bare = pathWithoutLocale(pathname === "" ? "/" : pathname);
  if (locale === "en") return `${bare}${rest}`;
  return `${bare === "/" ? GREEK_PREFIX : `${GREEK_PREFIX}${bare}`}${rest}`;
}

/**
 * Whether a visitor's languages (navigator.languages, most preferred first) put Greek before
 * English: the English page then offers its Greek twin.
 */
export function prefersGreek(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (primary === "el") return true;
    if (primary === "en") return false;
  }
  return false;
}
