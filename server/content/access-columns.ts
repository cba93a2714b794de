import {
  ACCESS_FACT_KEYS,
  ACCESS_FLAGS,
  factProperty,
  type AccessFacts,
  type AccessFlag,
  type CamelCase,
} from "#core/access/access.ts";
import { beaches, type BeachRow } from "../db/schema.ts";

type AccessFactKey = keyof AccessFacts;

/** Each access fact's property on a Drizzle beach row: the fact's name in camelCase. */
export const ACCESS_COLUMN_OF = Object.fromEntries(
  ACCESS_FACT_KEYS.map((key) => [key, factProperty(key)]),
) as unknown as { readonly [K in AccessFactKey]: CamelCase<K> } satisfies Record<
  AccessFactKey,
  keyof BeachRow
>;

type AccessColumns = { [K in AccessFactKey as CamelCase<K>]: AccessFacts[K] };
/** The yes/no facts as a beach row holds them: `{ stepFreePath: boolean | null, ... }`. */
export type AccessFlagValues = { [F in AccessFlag as CamelCase<F>]: boolean | null };
type FlagSelection = { [F in AccessFlag as CamelCase<F>]: (typeof beaches)[CamelCase<F>] };

/** The yes/no facts' columns, for a select: `{ stepFreePath: beaches.stepFreePath, ... }`. */
export function accessFlagSelection(): FlagSelection {
  return Object.fromEntries(
    ACCESS_FLAGS.map((flag) => [factProperty(flag), beaches[factProperty(flag)]]),
  ) as FlagSelection;
}

/** The yes/no facts' columns named as the facts are, for a select: `{ step_free_path: beaches.stepFreePath, ... }`. */
export function accessFlagSelectionByFact(): { [F in AccessFlag]: (typeof beaches)[CamelCase<F>] } {
  return Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, beaches[factProperty(flag)]])) as {
    [F in AccessFlag]: (typeof beaches)[CamelCase<F>];
  };
}

/** The facts given, as the beach row's columns (a fact left out is left out). */
export function accessColumns(facts: Partial<AccessFacts>): Partial<AccessColumns> {
  const columns: Record<string, unknown> = {};
  for (const key of ACCESS_FACT_KEYS)
    if (facts[key] !== undefined) columns[ACCESS_COLUMN_OF[key]] = facts[key];
  return columns as Partial<AccessColumns>;
}

/** A stored beach's facts; the database's CHECK constraints hold the enums to core/access/access.ts's values. */
export function accessFactsOf(row: Pick<BeachRow, (typeof ACCESS_COLUMN_OF)[AccessFactKey]>): AccessFacts {
  return Object.fromEntries(
    ACCESS_FACT_KEYS.map((key) => [key, row[ACCESS_COLUMN_OF[key]]]),
  ) as unknown as AccessFacts;
}
