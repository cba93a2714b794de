import type { Env } from "./env.ts";
import { refreshStaleSearchText } from "./beaches/search-text.ts";
import { refreshStaleBeachCoast } from "./coast/beach-coast.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { eq } from "drizzle-orm";
import { appMeta } from "./db/schema.ts";
import { isEmpty, seedDemoData } from "./db/seed/seed.ts";

type DatabaseEnv = Pick<Env, "DATABASE_URL" | "PGLITE_DIR">;

/**
 * Opens the configured database and brings its schema up to date, and the derived search text and
 * coast columns too: a new search folding must reach rows written by an older version before anyone
 * searches them, and rows from before the coast columns get them once.
 */
export async function openMigratedDatabase(env: DatabaseEnv): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    await handle.migrate();
    const refreshed = await refreshStaleSearchText(handle.db);
    if (refreshed) console.log(`Rebuilt the search text of ${refreshed} beaches.`);
    const faced = await refreshStaleBeachCoast(handle.db);
    if (faced) console.log(`Worked out from the coastline which way ${faced} beaches face.`);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const INITIALIZED_KEY = "directory_initialized_at";

/**
 * As openMigratedDatabase, and on the database's very first start, the demo data: always into the
 * embedded database, into a PostgreSQL server only with DEMO_DATA. The first start is recorded, so
 * an administrator who deletes every area never sees the demo data come back.
 */
export async function prepareDatabase(
  env: DatabaseEnv & Partial<Pick<Env, "DEMO_DATA">>,
): Promise<DatabaseHandle> {
  const handle = await openMigratedDatabase(env);
  try {
    const [initialized] = await handle.db.select().from(appMeta).where(eq(appMeta.key, INITIALIZED_KEY));
    if (!initialized) {
      const embedded = !env.DATABASE_URL;
      if ((embedded || env.DEMO_DATA) && (await isEmpty(handle.db))) {
        const counts = await seedDemoData(handle.db);
        console.log(`Loaded demo data: ${counts.areas} areas, ${counts.beaches} beaches.`);
      }
      await handle.db
        .insert(appMeta)
        .values({ key: INITIALIZED_KEY, value: new Date().toISOString() })
        .onConflictDoNothing();
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
