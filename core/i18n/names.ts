import type { Locale } from "./locale.ts";

/** A record with a Greek name beside the English one (areas and beaches, ADR 036). */
export interface NamedInTwoLanguages {
  name: string;
  name_el?: string | null | undefined;
}

/** The name a page shows: the Greek one on a Greek page when there is one, else the English one. */
export function nameIn(record: NamedInTwoLanguages, locale: Locale): string {
  return locale === "el" && record.name_el ? record.name_el : record.name;
}

/**
 * The description a page shows and its language: a Greek page without a Greek description shows the
 * English one, marked as English (`lang` is then "en").
 */
export function descriptionIn(
  record: { description: string | null; description_el?: string | null | undefined },
  locale: Locale,
): { text: string | null; lang: Locale } {
  if (locale === "el" && record.description_el) return { text: record.description_el, lang: "el" };
  return { text: record.description, lang: "en" };
}
