// npm run restore -- FILE [--force]
// Loads a file made by `npm run backup` into the database the server uses (DATABASE_URL, else
// PGLITE_DIR): an empty one, or with --force one whose data it replaces. Everything is checked first
// and loaded in one transaction, so a refused or failed restore changes nothing (ADR 017). Stop the
// server first.
import { parseArgs } from "node:util";
import { restoreBackup, verifyBackup } from "#server/db/backup.ts";
import { readEnv } from "#server/env.ts";
import { describeDatabase, printTables, reportRefusal, withDatabase } from "./lib/backup-report.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false } },
});
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}
const file = positionals[0]!;

try {
  const env = readEnv();
  const where = describeDatabase(env);
  // The whole file is checked before the database is even opened.
  const checked = await verifyBackup(file);
  await withDatabase(env, async (database) => {
    const summary = await restoreBackup(database, file, { force: values.force, where, checked });
    console.log(
      `Restored ${summary.file} (taken ${summary.header.createdAt} from ${summary.header.database}, migration ${summary.header.migration.tag}) into ${where}${summary.replaced ? ", replacing its data" : ""}`,
    );
    printTables(summary);
  });
} catch (error) {
  reportRefusal(error);
}
