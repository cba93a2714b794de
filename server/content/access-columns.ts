import type { AccessFacts } from "#core/access.ts";
import type { BeachRow } from "../db/schema.ts";

/** Each access fact's property on a Drizzle beach row. */
export const ACCESS_COLUMN_OF = {
  wheelchair: "wheelchair",
  arrival: "arrival",
  walk_minutes: "walkMinutes",
  step_free_path: "stepFreePath",
  seatrac: "seatrac",
  accessible_toilets: "accessibleToilets",
  accessible_parking: "accessibleParking",
  accessible_changing: "accessibleChanging",
  by_boat: "byBoat",
  natural_shade: "naturalShade",
  dogs_allowed: "dogsAllowed",
  naturism: "naturism",
} as const satisfies Record<keyof AccessFacts, keyof BeachRow>;

type AccessColumns = { [K in keyof AccessFacts as (typeof ACCESS_COLUMN_OF)[K]]: AccessFacts[K] };

/** The facts given, as the beach row's columns (a fact left out is left out). */
export function accessColumns(facts: Partial<AccessFacts>): Partial<AccessColumns> {
  const columns: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(ACCESS_COLUMN_OF))
    if (facts[key as keyof AccessFacts] !== undefined) columns[column] = facts[key as keyof AccessFacts];
  return columns as Partial<AccessColumns>;
}

/** A stored beach's facts; the database's CHECK constraints hold the enums to core/access.ts's values. */
export function accessFactsOf(
  row: Pick<BeachRow, (typeof ACCESS_COLUMN_OF)[keyof AccessFacts]>,
): AccessFacts {
  return {
    wheelchair: row.wheelchair as AccessFacts["wheelchair"],
    arrival: row.arrival as AccessFacts["arrival"],
    walk_minutes: row.walkMinutes,
    step_free_path: row.stepFreePath,
    seatrac: row.seatrac,
    accessible_toilets: row.accessibleToilets,
    accessible_parking: row.accessibleParking,
    accessible_changing: row.accessibleChanging,
    by_boat: row.byBoat,
    natural_shade: row.naturalShade,
    dogs_allowed: row.dogsAllowed,
    naturism: row.naturism,
  };
}
