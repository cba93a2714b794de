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

/**
 * The yes/no facts, in the order the beach page, the back office, the CSV and the API list them. This
 * list is their one declaration: each is a nullable boolean column of the same name (its Drizzle
 * property is the name in camelCase, `factProperty`), a CSV column, an API field, a form control and
 * an Ontology entry, all made from it. A fact's words are its label below, its meaning on the
 * Ontology page (core/ontology.ts) and its API description (core/api-records.ts); the type checker
 * asks for each. A filter it gives is an entry of ACCESS_FILTER_RULES. A new fact also needs its
 * migration (`npm run db:generate`).
 */
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

/** snake_case to camelCase, in types: 'step_free_path' is 'stepFreePath'. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
/** A fact's property on a Drizzle beach row: 'step_free_path' is 'stepFreePath'. */
export function factProperty<K extends string>(fact: K): CamelCase<K> {
  return fact.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<K>;
}

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
export type AccessFacts = {
  wheelchair: WheelchairAccess | null;
  arrival: Arrival | null;
  /** Minutes of walking from where a car or bus stops; with a footpath. */
  walk_minutes: number | null;
} & { [F in AccessFlag]: boolean | null };

export const ACCESS_FACT_KEYS = [
  "wheelchair",
  "arrival",
  "walk_minutes",
  ...ACCESS_FLAGS,
] as const satisfies readonly (keyof AccessFacts)[];

export const UNKNOWN_ACCESS: AccessFacts = Object.freeze(
  Object.fromEntries(ACCESS_FACT_KEYS.map((key) => [key, null])),
) as AccessFacts;

/** The longest footpath that still counts as "no long walk". */
export const SHORT_WALK_MINUTES = 10;
/** The longest walk a beach record may state. */
export const WALK_MINUTES_MAX = 600;

/** What an access filter asks of a beach's facts: a yes/no fact that holds, or the way in. */
export type AccessFilterRule =
  | { readonly flag: AccessFlag }
  | { readonly wheelchair: WheelchairAccess }
  | {
      readonly arrival: readonly Arrival[];
      /** Also a footpath of at most this many minutes (walk_minutes known). */
      readonly footpathWithinMinutes?: number;
    };

/**
 * The access filters (URL parameter `access`, a list; every value must hold), in the order the
 * controls and the chips show them, each with its rule. Each keeps the beaches where the facts it
 * reads are known and meet it; unknown never matches. The rule is read here (accessFilterHolds) and
 * by the database, which keeps each beach's filters in a generated column (server/db/schema.ts).
 */
export const ACCESS_FILTER_RULES = {
  wheelchair: { wheelchair: "YES" },
  seatrac: { flag: "seatrac" },
  car: { arrival: ["PAVED_ROAD", "DIRT_ROAD"] },
  short_walk: { arrival: ["PAVED_ROAD", "DIRT_ROAD"], footpathWithinMinutes: SHORT_WALK_MINUTES },
  shade: { flag: "natural_shade" },
  dogs: { flag: "dogs_allowed" },
  naturism: { flag: "naturism" },
  boat_only: { arrival: ["BOAT_ONLY"] },
} as const satisfies Record<string, AccessFilterRule>;
export type AccessFilter = keyof typeof ACCESS_FILTER_RULES;
export const ACCESS_FILTERS = Object.keys(ACCESS_FILTER_RULES) as unknown as readonly [
  AccessFilter,
  ...AccessFilter[],
];

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

/** Whether a beach's facts meet an access filter (its rule in ACCESS_FILTER_RULES). */
export function accessFilterHolds(filter: AccessFilter, facts: AccessFacts): boolean {
  const rule: AccessFilterRule = ACCESS_FILTER_RULES[filter];
  if ("flag" in rule) return facts[rule.flag] === true;
  if ("wheelchair" in rule) return facts.wheelchair === rule.wheelchair;
  if (facts.arrival === null) return false;
  if (rule.arrival.includes(facts.arrival)) return true;
  return (
    rule.footpathWithinMinutes !== undefined &&
    facts.arrival === "FOOTPATH" &&
    facts.walk_minutes !== null &&
    facts.walk_minutes <= rule.footpathWithinMinutes
  );
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
