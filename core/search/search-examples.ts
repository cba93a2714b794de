// The searches the home page offers a first-time visitor: the hero's own sentence and three more to
// tap, in the page's language. Each must answer at least three beaches on the demo data
// (server/search/search-eval.test.ts), so the first thing a traveller tries never strands them.
// "Calm" in a search is today's sea when a forecast is served; the examples ask for the fixed wave
// field by its own words, "usually calm", so they answer the same whatever the weather, and the box's
// placeholder shows the other meaning, a calm sea today.
import type { Locale } from "../i18n/locale.ts";

/** The sentence the hero quotes as what the box understands. */
export const HERO_EXAMPLE = "quiet sandy beach with a taverna near Chania";

/** The searches offered under the box, shortest first so the row starts with what fits a phone. */
export const HOME_EXAMPLES: readonly string[] = [
  "beaches near Lindos",
  "usually calm sandy beach in Crete",
  "Blue Flag beach with parking in Halkidiki",
];

/** The Greek page's hero sentence: Greek words the search understands as the English one. */
export const HERO_EXAMPLE_EL = "ήσυχη αμμώδης παραλία με ταβέρνα κοντά στα Χανιά";

/** The Greek page's searches to tap, shortest first. */
export const HOME_EXAMPLES_EL: readonly string[] = [
  "παραλίες κοντά στα Χανιά",
  "συνήθως ήρεμη αμμώδης παραλία στην Κρήτη",
  "παραλία με Γαλάζια Σημαία και πάρκινγκ στη Χαλκιδική",
];

/** The hero's sentence and the searches to tap in a language. */
export function searchExamples(locale: Locale): { hero: string; home: readonly string[] } {
  return locale === "el"
    ? { hero: HERO_EXAMPLE_EL, home: HOME_EXAMPLES_EL }
    : { hero: HERO_EXAMPLE, home: HOME_EXAMPLES };
}
