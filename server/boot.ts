import type { Env } from "./env.ts";
import { refreshStaleSearchText } from "./beaches/search-text.ts";
import { refreshStaleBeachCoast } from "./coast/beach-coast.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { eq, sql } from "drizzle-orm";
import { appMeta } from "./db/schema.ts";
import { loadDirectory, refreshStatistics } from "./db/seed/load.ts";
import { demoDirectory, isEmpty } from "./db/seed/seed.ts";

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
/** The advisory lock the first start's check and load run under (any fixed number of our own). */
const FIRST_START_LOCK = 7_146_501;

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
    const counts = await firstStart(handle.db, env);
    if (counts) console.log(`Loaded demo data: ${counts.areas} areas, ${counts.beaches} beaches.`);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The first start's demo data, loaded when the database has never been started (and is empty), then
 * recorded; null when nothing was loaded. Instances started together on one PostgreSQL take turns:
 * the first checks, loads and records in one transaction; the others then find it recorded.
 */
export async function firstStart(
  db: DatabaseHandle["db"],
  env: Pick<DatabaseEnv, "DATABASE_URL"> & Partial<Pick<Env, "DEMO_DATA">>,
): Promise<{ areas: number; beaches: number } | null> {
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_START_LOCK})`);
    const [initialized] = await tx.select().from(appMeta).where(eq(appMeta.key, INITIALIZED_KEY));
    if (initialized) return null;
    const database = tx as unknown as typeof db;
    const embedded = !env.DATABASE_URL;
    const counts =
      (embedded || env.DEMO_DATA) && (await isEmpty(database))
        ? await loadDirectory(database, demoDirectory())
        : null;
    await tx.insert(appMeta).values({ key: INITIALIZED_KEY, value: new Date().toISOString() });
    return counts;
  });
  if (loaded) await refreshStatistics(db);
  return loaded;
}
