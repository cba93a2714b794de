import type { MetaDescriptor } from "react-router";
import { localeOfPath, localizePath, OG_LOCALES, type Locale } from "#core/i18n/locale.ts";
import type { Translator } from "#core/i18n/translator.ts";

const SITE_NAME = "Greek Beaches";

/**
 * The page's address in each language (hreflang en, el and x-default, which is English), from its
 * canonical address: both languages have every page at the same path after the prefix.
 */
export function languageAlternates(canonical: string): MetaDescriptor[] {
  const url = new URL(canonical);
  const path = `${url.pathname}${url.search}`;
  const english = `${url.origin}${localizePath(path, "en")}`;
  const greek = `${url.origin}${localizePath(path, "el")}`;
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: english },
    { tagName: "link", rel: "alternate", hrefLang: "el", href: greek },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: english },
  ];
}

/** A page's link-preview picture: an absolute URL, with its size when known (our own og cards). */
export interface PageImage {
  url: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * Title, description and canonical link of a page (every public page has all three), with the
 * Open Graph and Twitter card tags that link previews read.
 */
export function pageMeta({
  title,
  description,
  canonical,
  image,
  i18n,
}: {
  title: string;
  description: string;
  canonical?: string | undefined;
  image?: PageImage | null | undefined;
  /** The page's language; English when absent. */
  i18n?: Translator | undefined;
}): MetaDescriptor[] {
  const siteName = i18n ? i18n.t("chrome.siteName") : SITE_NAME;
  const locale: Locale = i18n?.locale ?? (canonical ? localeOfPath(new URL(canonical).pathname) : "en");
  return [
    { title: title.includes(siteName) ? title : `${title} · ${siteName}` },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    ...(image
      ? [
          { property: "og:image", content: image.url },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          { property: "og:image:alt", content: image.alt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { name: "twitter:image", content: image.url },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : []),
    ...(canonical
      ? [{ tagName: "link", rel: "canonical", href: canonical }, ...languageAlternates(canonical)]
      : []),
  ];
}

/** The meta of a page whose record does not exist (the 404 an area or the map answers). */
export function notFoundMeta(i18n: Translator): MetaDescriptor[] {
  return pageMeta({
    title: i18n.t("pages.notFound.title"),
    description: i18n.t("pages.notFound.metaDescription"),
    i18n,
  });
}

/** A back-office page: its title, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} · Greek Beaches Directory admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
