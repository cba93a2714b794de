// A beach's access facts (core/access/access.ts) in words of the translator's language: the beach page, its
// JSON-LD and the Ontology page. The words are messages of the catalogues (core/i18n/en/access.ts,
// core/i18n/el/access.ts).
import { ACCESS_FLAGS, type AccessFacts } from "./access.ts";
import { label } from "../i18n/labels.ts";
import type { Translator } from "../i18n/translator.ts";

/**
 * A yes/no fact in words: 'Yes', 'No' or 'Not known yet' ('Ναι', 'Όχι', 'Δεν είναι ακόμη γνωστό').
 * The words are messages of the translator's language (core/i18n/en/access.ts).
 */
export function formatAccessFlag(value: boolean | null, i18n: Pick<Translator, "t">): string {
  return i18n.t(value === null ? "access.unknown" : value ? "access.yes" : "access.no");
}

/** How to get there in words: 'Footpath only, 20 minutes on foot', 'Paved road to the beach'. */
export function formatArrival(
  facts: Pick<AccessFacts, "arrival" | "walk_minutes" | "by_boat">,
  i18n: Pick<Translator, "t">,
): string {
  if (facts.arrival === null) return i18n.t("access.unknown");
  let text = label(i18n, "arrival", facts.arrival);
  if (facts.arrival === "FOOTPATH" && facts.walk_minutes !== null)
    text = i18n.t("access.walk", { arrival: text, count: facts.walk_minutes });
  if (facts.by_boat === true && facts.arrival !== "BOAT_ONLY")
    text = i18n.t("access.alsoByBoat", { arrival: text });
  return text;
}

/**
 * The facts that are known, as name and value, for the beach page's JSON-LD (schema.org
 * LocationFeatureSpecification): a yes/no fact as a boolean, the others in words. Unknown facts are
 * left out, never said to be false.
 */
export function knownAccessFeatures(
  facts: AccessFacts,
  i18n: Pick<Translator, "t">,
): { name: string; value: boolean | string }[] {
  const features: { name: string; value: boolean | string }[] = [];
  if (facts.wheelchair !== null)
    features.push({
      name: i18n.t("beach.access.wheelchair"),
      value: facts.wheelchair === "LIMITED" ? i18n.t("access.limited") : facts.wheelchair === "YES",
    });
  if (facts.arrival !== null)
    features.push({ name: i18n.t("beach.access.gettingThere"), value: formatArrival(facts, i18n) });
  for (const flag of ACCESS_FLAGS) {
    const value = facts[flag];
    if (value !== null) features.push({ name: label(i18n, "accessFlag", flag), value });
  }
  return features;
}
