// npm run db:reset — replaces all areas and beaches with the demo data.
// Stop the server first when using the embedded database: PGlite allows one process at a time.
import { openMigratedDatabase } from "#server/boot.ts";
import { seedDemoData } from "#server/db/seed/seed.ts";
import { readEnv } from "#server/env.ts";

const database = await openMigratedDatabase(readEnv());
try {
  const counts = await seedDemoData(database.db);
  console.log(
    `Database reset (${database.kind}): ${counts.areas} areas, ${counts.beaches} beaches of demo data.`,
  );
} finally {
  await database.close();
}
