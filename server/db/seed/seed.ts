import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { areas, beaches } from "../schema.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "./demo-data.ts";
import { insertAreas, insertBeaches } from "./factories.ts";

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(areas);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo areas and beaches in one transaction, so a failure leaves the database empty. */
export async function seedDemoData(db: Database): Promise<{ areas: number; beaches: number }> {
  return db.transaction(async (tx) => {
    const insertedAreas = await insertAreas(tx as unknown as Database, DEMO_AREAS);
    const insertedBeaches = await insertBeaches(tx as unknown as Database, DEMO_BEACHES);
    return { areas: insertedAreas.length, beaches: insertedBeaches.length };
  });
}

/** Removes every area and beach (db:reset). */
export async function clearDirectory(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(beaches);
    await tx.delete(areas);
  });
}
