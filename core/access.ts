// Getting there and getting in (ADR 035): facts about each beach's access and accessibility. Each is
// nullable: null means nobody has told us yet, shown as "Not known yet" and never taken for "no". The
// filters keep only beaches where a fact is known to hold, so an unknown beach never matches a "yes"
// filter, and no filter asks for "no".
import { label } from "./i18n/labels.ts";
import type { Locale } from "./i18n/locale.ts";
import type { Translator } from "./i18n/translator.ts";

/** Wheelchair access with OpenStreetMap's meaning of wheelchair=yes|limited|no. */
export const WHEELCHAIR_ACCESS = ["YES", "LIMITED", "NO"] as const;
export type WheelchairAccess = (typeof WHEELCHAIR_ACCESS)[number];

export const WHEELCHAIR_ACCESS_LABELS: Record<WheelchairAccess, string> = {
  YES: "Step-free to the sand",
  LIMITED: "Limited: partly step-free, or with help",
  NO: "Not wheelchair accessible",
};
export const WHEELCHAIR_ACCESS_LABELS_EL: Record<WheelchairAccess, string> = {
  YES: "Χωρίς σκαλοπάτια ως την άμμο",
  LIMITED: "Περιορισμένη: εν μέρει χωρίς σκαλοπάτια ή με βοήθεια",
  NO: "Δεν είναι προσβάσιμη με αναπηρικό αμαξίδιο",
};

/** How a visitor gets to the sand: the easiest way in. */
export const ARRIVALS = ["PAVED_ROAD", "DIRT_ROAD", "FOOTPATH", "BOAT_ONLY"] as const;
export type Arrival = (typeof ARRIVALS)[number];

export const ARRIVAL_LABELS: Record<Arrival, string> = {
  PAVED_ROAD: "Paved road to the beach",
  DIRT_ROAD: "Dirt road to the beach",
  FOOTPATH: "Footpath only",
  BOAT_ONLY: "By boat only",
};
export const ARRIVAL_LABELS_EL: Record<Arrival, string> = {
  PAVED_ROAD: "Ασφαλτόδρομος ως την παραλία",
  DIRT_ROAD: "Χωματόδρομος ως την παραλία",
  FOOTPATH: "Μόνο με μονοπάτι",
  BOAT_ONLY: "Μόνο με σκάφος",
};

/** The yes/no facts, in the order the beach page and the back office list them. */
export const ACCESS_FLAGS = [
  "step_free_path",
  "seatrac",
  "accessible_toilets",
  "accessible_parking",
  "accessible_changing",
  "by_boat",
  "natural_shade",
  "dogs_allowed",
  "naturism",
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

export const ACCESS_FLAG_LABELS: Record<AccessFlag, string> = {
  step_free_path: "Step-free path or boardwalk to the water",
  seatrac: "Seatrac (self-operated sea access chair)",
  accessible_toilets: "Accessible toilets",
  accessible_parking: "Accessible parking",
  accessible_changing: "Accessible changing room",
  by_boat: "Also reached by boat",
  natural_shade: "Natural shade (trees or caves)",
  dogs_allowed: "Dogs allowed",
  naturism: "Naturism customary",
};
export const ACCESS_FLAG_LABELS_EL: Record<AccessFlag, string> = {
  step_free_path: "Διάδρομος χωρίς σκαλοπάτια ως το νερό",
  seatrac: "Seatrac (αυτόνομο σύστημα πρόσβασης στη θάλασσα)",
  accessible_toilets: "Προσβάσιμες τουαλέτες",
  accessible_parking: "Προσβάσιμη στάθμευση",
  accessible_changing: "Προσβάσιμα αποδυτήρια",
  by_boat: "Και με σκάφος",
  natural_shade: "Φυσική σκιά (δέντρα ή σπηλιές)",
  dogs_allowed: "Επιτρέπονται σκύλοι",
  naturism: "Συνηθίζεται ο γυμνισμός",
};

/** A beach's access facts as the API gives them; null is unknown. */
export interface AccessFacts {
  wheelchair: WheelchairAccess | null;
  arrival: Arrival | null;
  /** Minutes of walking from where a car or bus stops; with a footpath. */
  walk_minutes: number | null;
  step_free_path: boolean | null;
  seatrac: boolean | null;
  accessible_toilets: boolean | null;
  accessible_parking: boolean | null;
  accessible_changing: boolean | null;
  by_boat: boolean | null;
  natural_shade: boolean | null;
  dogs_allowed: boolean | null;
  naturism: boolean | null;
}

export const ACCESS_FACT_KEYS = [
  "wheelchair",
  "arrival",
  "walk_minutes",
  ...ACCESS_FLAGS,
] as const satisfies readonly (keyof AccessFacts)[];

export const UNKNOWN_ACCESS: AccessFacts = Object.freeze({
  wheelchair: null,
  arrival: null,
  walk_minutes: null,
  step_free_path: null,
  seatrac: null,
  accessible_toilets: null,
  accessible_parking: null,
  accessible_changing: null,
  by_boat: null,
  natural_shade: null,
  dogs_allowed: null,
  naturism: null,
}) as AccessFacts;

/** The longest footpath that still counts as "no long walk". */
export const SHORT_WALK_MINUTES = 10;
/** The longest walk a beach record may state. */
export const WALK_MINUTES_MAX = 600;

/**
 * The access filters (URL parameter `access`, a list; every value must hold). Each keeps the beaches
 * where the fact is known and true; unknown never matches.
 */
export const ACCESS_FILTERS = [
  "wheelchair",
  "seatrac",
  "car",
  "short_walk",
  "shade",
  "dogs",
  "naturism",
  "boat_only",
] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];

export const ACCESS_FILTER_LABELS: Record<AccessFilter, string> = {
  wheelchair: "Wheelchair access",
  seatrac: "Seatrac",
  car: "Reachable by car",
  short_walk: "No long walk",
  shade: "Natural shade",
  dogs: "Dogs allowed",
  naturism: "Naturist beach",
  boat_only: "Only by boat",
};
export const ACCESS_FILTER_LABELS_EL: Record<AccessFilter, string> = {
  wheelchair: "Πρόσβαση με αμαξίδιο",
  seatrac: "Seatrac",
  car: "Με αυτοκίνητο",
  short_walk: "Χωρίς πολύ περπάτημα",
  shade: "Φυσική σκιά",
  dogs: "Επιτρέπονται σκύλοι",
  naturism: "Παραλία γυμνιστών",
  boat_only: "Μόνο με σκάφος",
};

/** The access labels in a language, for the server (ADR 037); browser code uses label() of core/i18n/labels.ts. */
export const ACCESS_LABELS: Record<
  Locale,
  {
    wheelchair: Record<WheelchairAccess, string>;
    arrival: Record<Arrival, string>;
    flag: Record<AccessFlag, string>;
    filter: Record<AccessFilter, string>;
  }
> = {
  en: {
    wheelchair: WHEELCHAIR_ACCESS_LABELS,
    arrival: ARRIVAL_LABELS,
    flag: ACCESS_FLAG_LABELS,
    filter: ACCESS_FILTER_LABELS,
  },
  el: {
    wheelchair: WHEELCHAIR_ACCESS_LABELS_EL,
    arrival: ARRIVAL_LABELS_EL,
    flag: ACCESS_FLAG_LABELS_EL,
    filter: ACCESS_FILTER_LABELS_EL,
  },
};

/** The filters the All Filters sheet offers; the rest are set by the search. */
export const SHEET_ACCESS_FILTERS: readonly AccessFilter[] = [
  "wheelchair",
  "seatrac",
  "car",
  "short_walk",
  "shade",
  "dogs",
];

/** The reference rule of each access filter; the database query implements the same (ADR 035). */
export function accessFilterHolds(filter: AccessFilter, facts: AccessFacts): boolean {
  switch (filter) {
    case "wheelchair":
      return facts.wheelchair === "YES";
    case "seatrac":
      return facts.seatrac === true;
    case "car":
      return facts.arrival === "PAVED_ROAD" || facts.arrival === "DIRT_ROAD";
    case "short_walk":
      return (
        facts.arrival === "PAVED_ROAD" ||
        facts.arrival === "DIRT_ROAD" ||
        (facts.arrival === "FOOTPATH" &&
          facts.walk_minutes !== null &&
          facts.walk_minutes <= SHORT_WALK_MINUTES)
      );
    case "shade":
      return facts.natural_shade === true;
    case "dogs":
      return facts.dogs_allowed === true;
    case "naturism":
      return facts.naturism === true;
    case "boat_only":
      return facts.arrival === "BOAT_ONLY";
  }
}

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
