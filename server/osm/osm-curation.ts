import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { beachOsm } from "../db/schema.ts";

// What a curator's save in the beach form tells the OpenStreetMap import (ADR 046). A changed value
// is recognised by the next run on its own; these are the choices a value cannot show: a type
// confirmed as it stood (the placeholder the import wrote for a beach with no surface), and a facing
// set by hand.

/** Records that a curator saved the beach's form; inside the save's transaction. */
export async function recordCuratorSave(
  tx: Pick<Database, "update">,
  beachId: number,
  saved: { facingOverrideDeg: number | null },
): Promise<void> {
  // The type the curator saved is theirs from now on, and the beach no longer waits for one.
  await tx
    .update(beachOsm)
    .set({
      review: sql`array_remove(${beachOsm.review}, 'type')`,
      curated: sql`CASE WHEN 'type' = ANY(${beachOsm.curated}) THEN ${beachOsm.curated} ELSE array_append(${beachOsm.curated}, 'type') END`,
    })
    .where(and(eq(beachOsm.beachId, beachId), sql`'type' = ANY(${beachOsm.review})`));
  if (saved.facingOverrideDeg !== null)
    await tx
      .update(beachOsm)
      .set({ review: sql`array_remove(${beachOsm.review}, 'facing')` })
      .where(and(eq(beachOsm.beachId, beachId), sql`'facing' = ANY(${beachOsm.review})`));
}
