import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { areas, beaches } from "../schema.ts";
import { insertAreas, insertBeaches, type AreaSeed, type BeachSeed } from "./factories.ts";

/**
 * Replaces every area and beach with the given records in one transaction: a failure part-way
 * leaves the previous data in place.
 */
export async function replaceDirectory(
  db: Database,
  data: { areas: readonly AreaSeed[]; beaches: readonly BeachSeed[] },
): Promise<{ areas: number; beaches: number }> {
  const counts = await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await database.delete(beaches);
    await database.delete(areas);
    const insertedAreas = await insertAreas(database, data.areas);
    const insertedBeaches = await insertBeaches(database, data.beaches);
    return { areas: insertedAreas.length, beaches: insertedBeaches.length };
  });
  // Fresh statistics after a bulk load, or the planner guesses from an empty table (PGlite has no
  // autovacuum); the visibility map lets counts use index-only scans.
  await db.execute(sql`VACUUM ANALYZE areas, beaches`);
  return counts;
}
