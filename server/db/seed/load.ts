import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { areas, beaches } from "../schema.ts";
import { insertAreas, insertBeaches, type AreaSeed, type BeachSeed } from "./factories.ts";

/**
 * Replaces every area and beach with the given records, inside the caller's transaction (a failure
 * part-way leaves the previous data in place). Follow it with refreshStatistics once committed.
 */
export async function loadDirectory(
  tx: Database,
  data: { areas: readonly AreaSeed[]; beaches: readonly BeachSeed[] },
): Promise<{ areas: number; beaches: number }> {
  await tx.delete(beaches);
  await tx.delete(areas);
  const insertedAreas = await insertAreas(tx, data.areas);
  const insertedBeaches = await insertBeaches(tx, data.beaches);
  return { areas: insertedAreas.length, beaches: insertedBeaches.length };
}

/**
 * Fresh statistics after a bulk load, or the planner guesses from an empty table (PGlite has no
 * autovacuum); the visibility map lets counts use index-only scans. Outside any transaction.
 */
export async function refreshStatistics(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE areas, beaches`);
}

/**
 * Replaces every area and beach with the given records in one transaction: a failure part-way
 * leaves the previous data in place.
 */
export async function replaceDirectory(
  db: Database,
  data: { areas: readonly AreaSeed[]; beaches: readonly BeachSeed[] },
): Promise<{ areas: number; beaches: number }> {
  const counts = await db.transaction((tx) => loadDirectory(tx as unknown as Database, data));
  await refreshStatistics(db);
  return counts;
}
