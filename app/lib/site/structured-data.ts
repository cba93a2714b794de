import { knownAccessFeatures } from "#core/access/access-wording.ts";
import { label } from "#core/i18n/labels.ts";
import { localizePath, type Locale } from "#core/i18n/locale.ts";
import { descriptionIn, nameIn } from "#core/i18n/names.ts";
import type { Translator } from "#core/i18n/translator.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";

// schema.org JSON-LD for search engines: a beach, the breadcrumb trail, and the list of beaches a
// page shows. A Greek page describes the beach in Greek: `inLanguage` "el", its Greek name as `name`
// with the English one as `alternateName`, the Greek page's address, Greek amenity and access words.
// English pages give what they always gave (no `inLanguage`).

export const ITEM_LIST_MAX = 10;

type JsonLd = Record<string, unknown>;

const beachUrl = (origin: string, beach: Pick<PublicBeach, "area_slug" | "slug">, locale: Locale = "en") =>
  `${origin}${localizePath(`/${beach.area_slug}/${beach.slug}`, locale)}`;

/** The Greek name and the English one beside it, on a Greek page whose beach has a Greek name. */
function namesIn(record: { name: string; name_el?: string | null | undefined }, locale: Locale): JsonLd {
  const name = nameIn(record, locale);
  return name === record.name ? { name } : { name, alternateName: record.name };
}

export function beachJsonLd(beach: PublicBeach, origin: string, i18n: Translator): JsonLd {
  const { locale } = i18n;
  const description = descriptionIn(beach, locale);
  const text = description.text ?? "";
  return {
    "@context": "https://schema.org",
    "@type": "Beach",
    ...namesIn(beach, locale),
    ...(locale === "en" ? {} : { inLanguage: locale }),
    url: beachUrl(origin, beach, locale),
    // A Greek page without a Greek description still gives the English one, as the page shows it.
    ...(text.trim() ? { description: text } : {}),
    ...(beach.photo_url ? { image: beach.photo_url } : {}),
    geo: { "@type": "GeoCoordinates", latitude: beach.latitude, longitude: beach.longitude },
    address: {
      "@type": "PostalAddress",
      addressRegion: nameIn({ name: beach.area, name_el: beach.area_el }, locale),
      addressCountry: "GR",
    },
    amenityFeature: [
      ...beach.amenities.map((id) => ({ name: label(i18n, "amenity", id), value: true as boolean | string })),
      // Access facts that are known; an unknown one is left out rather than said to be false.
      ...knownAccessFeatures(beach.access, i18n),
    ].map((feature) => ({ "@type": "LocationFeatureSpecification", ...feature })),
    isAccessibleForFree: true,
    publicAccess: true,
  };
}

export function breadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The beaches a list shows; a Greek list links the Greek pages and names the beaches in Greek. */
export function beachListJsonLd(
  beaches: readonly PublicBeach[],
  origin: string,
  locale: Locale = "en",
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    ...(locale === "en" ? {} : { inLanguage: locale }),
    itemListElement: beaches.slice(0, ITEM_LIST_MAX).map((beach, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: beachUrl(origin, beach, locale),
      name: nameIn(beach, locale),
    })),
  };
}

/** JSON for a script element: '<' escaped so no text of ours can close the element early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
