import { knownAccessFeatures } from "../../core/access.ts";
import { getAmenity } from "../../core/amenities.ts";
import type { PublicBeach } from "../../core/public-records.ts";

// schema.org JSON-LD for search engines: a beach, the breadcrumb trail, and the list of beaches a
// page shows.

export const ITEM_LIST_MAX = 10;

type JsonLd = Record<string, unknown>;

const beachUrl = (origin: string, beach: Pick<PublicBeach, "area_slug" | "slug">) =>
  `${origin}/${beach.area_slug}/${beach.slug}`;

export function beachJsonLd(beach: PublicBeach, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Beach",
    name: beach.name,
    url: beachUrl(origin, beach),
    ...(beach.description.trim() ? { description: beach.description } : {}),
    ...(beach.photo_url ? { image: beach.photo_url } : {}),
    geo: { "@type": "GeoCoordinates", latitude: beach.latitude, longitude: beach.longitude },
    address: { "@type": "PostalAddress", addressRegion: beach.area, addressCountry: "GR" },
    amenityFeature: [
      ...beach.amenities.map((id) => ({ name: getAmenity(id).label, value: true as boolean | string })),
      // Access facts that are known; an unknown one is left out rather than said to be false.
      ...knownAccessFeatures(beach.access),
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

export function beachListJsonLd(beaches: readonly PublicBeach[], origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: beaches.slice(0, ITEM_LIST_MAX).map((beach, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: beachUrl(origin, beach),
      name: beach.name,
    })),
  };
}

/** JSON for a script element: '<' escaped so no text of ours can close the element early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
