import type { Env } from "./env.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { isEmpty, seedDemoData } from "./db/seed/seed.ts";

/** Opens the configured database, brings its schema up to date and loads the demo data into an empty one. */
export async function prepareDatabase(env: Pick<Env, "DATABASE_URL" | "PGLITE_DIR">): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    await handle.migrate();
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
