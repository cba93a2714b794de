import { resolve } from "node:path";
import { BackupError, type BackupSummary } from "#server/db/backup.ts";
import { DatabaseUnavailableError, openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { EnvError, type Env } from "#server/env.ts";

/** The database the scripts work on, in words, without the password a DATABASE_URL may hold. */
export function describeDatabase(env: Pick<Env, "DATABASE_URL" | "PGLITE_DIR">): string {
  if (!env.DATABASE_URL) return `the embedded database in ${resolve(env.PGLITE_DIR)}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

/** Each table's row count, then the totals, the file's size and the time taken. */
export function printTables(summary: BackupSummary) {
  const width = Math.max(...summary.tables.map((table) => table.name.length), 5);
  for (const table of summary.tables)
    console.log(`  ${table.name.padEnd(width)} ${String(table.rows).padStart(9)} rows`);
  const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
  const size =
    summary.bytes >= 1024 * 1024
      ? `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`
      : `${(summary.bytes / 1024).toFixed(1)} KB`;
  console.log(`  ${summary.tables.length} tables, ${rows} rows, ${size}, ${summary.seconds.toFixed(1)} s`);
}

/**
 * Runs a script's work on the configured database, closing it afterwards. A refusal the person can
 * act on (a bad file, a database that cannot be opened, a bad setting) is printed as one line and
 * exits 1; anything else is a bug and keeps its stack.
 */
export async function withDatabase(
  env: Pick<Env, "DATABASE_URL" | "PGLITE_DIR">,
  work: (database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
    try {
      await work(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    reportRefusal(error);
  }
}

/** Prints an expected refusal in one line and sets exit code 1; rethrows anything else. */
export function reportRefusal(error: unknown): void {
  const expected =
    error instanceof BackupError || error instanceof DatabaseUnavailableError || error instanceof EnvError;
  if (!expected) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
