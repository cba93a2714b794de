// Getting there and getting in (ADR 035): facts about each beach's access and accessibility. Each is
// nullable: null means nobody has told us yet, shown as "Not known yet" and never taken for "no". The
// filters keep only beaches where a fact is known to hold, so an unknown beach never matches a "yes"
// filter, and no filter asks for "no".
// The facts' words are messages of the catalogues (core/i18n/en/access.ts, core/i18n/el/access.ts),
// and core/access/access-wording.ts says a beach's facts in them.

/** Wheelchair access with OpenStreetMap's meaning of wheelchair=yes|limited|no. */
export const WHEELCHAIR_ACCESS = ["YES", "LIMITED", "NO"] as const;
export type WheelchairAccess = (typeof WHEELCHAIR_ACCESS)[number];

/** How a visitor gets to the sand: the easiest way in. */
export const ARRIVALS = ["PAVED_ROAD", "DIRT_ROAD", "FOOTPATH", "BOAT_ONLY"] as const;
export type Arrival = (typeof ARRIVALS)[number];

/**
 * The yes/no facts, in the order the beach page, the back office, the CSV and the API list them. This
 * list is their one declaration: each is a nullable boolean column of the same name (its Drizzle
 * property is the name in camelCase, `factProperty`), a CSV column, an API field, a form control and
 * an Ontology entry, all made from it. A fact's words are in core/i18n/en/access.ts and
 * core/i18n/el/access.ts: its label ('label.accessFlag.<fact>'), its meaning on the Ontology page
 * ('search.ontology.accessFlag.<fact>') and, in English only, its API description
 * (ACCESS_FLAG_API_DESCRIPTIONS); the type checker asks for each. A filter it gives is an entry of
 * ACCESS_FILTER_RULES. A new fact also needs its migration (`npm run db:generate`).
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
 * Each filter's label is the message 'label.accessFilter.<filter>' (core/i18n/en/access.ts).
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
