import { resolve } from "node:path";
import type { BackupSummary } from "../../server/db/backup.ts";
import type { Env } from "../../server/env.ts";

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
