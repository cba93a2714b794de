// npm run backup [-- FILE]
// Writes the whole database the server uses (DATABASE_URL, else PGLITE_DIR) to one file, by default
// backups/beaches-YYYYMMDD-HHMMSS.jsonl.gz, from one consistent snapshot: the site may keep running
// on PostgreSQL; the embedded database serves one process at a time, so stop the server first
// (ADR 017). `npm run restore -- FILE` brings it back.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BACKUP_EXTENSION, BackupError, writeBackup } from "#server/db/backup.ts";
import { readEnv } from "#server/env.ts";
import { describeDatabase, printTables, reportRefusal, withDatabase } from "./lib/backup-report.ts";

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length > 1) {
  console.error("Usage: npm run backup [-- FILE]");
  process.exit(2);
}

const stamp = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
};
const file = positionals[0] ?? join("backups", `beaches-${stamp(new Date())}${BACKUP_EXTENSION}`);

try {
  const env = readEnv();
  if (!env.DATABASE_URL && !existsSync(join(env.PGLITE_DIR, "PG_VERSION")))
    throw new BackupError(`No embedded database in ${resolve(env.PGLITE_DIR)} to back up.`);
  mkdirSync(dirname(resolve(file)), { recursive: true, mode: 0o700 });
  await withDatabase(env, async (database) => {
    const summary = await writeBackup(database, file);
    console.log(`Backed up ${describeDatabase(env)} to ${summary.file}`);
    printTables(summary);
    console.log(
      "It holds every table, the administrators' password hashes, their sessions' and links' token " +
        "hashes, the audit log and the sign-in secret: it is readable by you only (mode 0600); keep " +
        "it where only you can read it.",
    );
  });
} catch (error) {
  reportRefusal(error);
}
