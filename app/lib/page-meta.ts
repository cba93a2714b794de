import type { MetaDescriptor } from "react-router";

const SITE_NAME = "Greek Beaches";

/** Title, description and canonical link of a page; every public page has all three. */
export function pageMeta({
  title,
  description,
  canonical,
}: {
  title: string;
  description: string;
  canonical?: string | undefined;
}): MetaDescriptor[] {
  return [
    { title: title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
  ];
}
