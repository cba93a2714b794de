import type { MetaDescriptor } from "react-router";

const SITE_NAME = "Greek Beaches";

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
}: {
  title: string;
  description: string;
  canonical?: string | undefined;
  image?: PageImage | null | undefined;
}): MetaDescriptor[] {
  return [
    { title: title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}` },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
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
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
  ];
}

/** A back-office page: its title, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} · Greek Beaches Directory admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
