import type { Env } from "./env.ts";
import { refreshStaleSearchText } from "./beaches/search-text.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { isEmpty, seedDemoData } from "./db/seed/seed.ts";

type DatabaseEnv = Pick<Env, "DATABASE_URL" | "PGLITE_DIR">;

/**
 * Opens the configured database and brings its schema up to date, and the derived search text too:
 * a new search folding must reach rows written by an older version before anyone searches them.
 */
export async function openMigratedDatabase(env: DatabaseEnv): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    await handle.migrate();
    const refreshed = await refreshStaleSearchText(handle.db);
    if (refreshed) console.log(`Rebuilt the search text of ${refreshed} beaches.`);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** As openMigratedDatabase, and loads the demo data into an empty database (first start). */
export async function prepareDatabase(env: DatabaseEnv): Promise<DatabaseHandle> {
  const handle = await openMigratedDatabase(env);
  try {
    if (await isEmpty(handle.db)) {
      const counts = await seedDemoData(handle.db);
      console.log(`Loaded demo data: ${counts.areas} areas, ${counts.beaches} beaches.`);
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
