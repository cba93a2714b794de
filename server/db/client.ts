import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { asPglite, startPgliteThread } from "./pglite-thread.ts";
import { withPreparedStatements } from "./prepared-statements.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs the SQL migrations; safe to call on an up-to-date database. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export { PGLITE_EXTENSIONS } from "./extensions.ts";

/** Wraps an open PGlite instance (a data directory, memory, or a loaded snapshot). */
export function fromPglite(client: PGlite): DatabaseHandle {
  // The database thread prepares statements on its side; PGlite in this process gets the same here.
  const queries = client instanceof PGlite ? withPreparedStatements(client) : client;
  const db = drizzlePglite(queries, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The advisory lock PostgreSQL migrations run under (any fixed number of our own). */
const MIGRATION_LOCK = 7_146_502;

export function fromPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: async () => {
      // Instances started together migrate in turn, on one connection holding a session lock.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite keeping its files in `dataDir`, run on a
 * worker thread of its own so that queries never stall the server's event loop (ADR 010). The data
 * directory is checked and claimed first (claimDataDirectory): a directory that cannot be used stops
 * the caller with a DatabaseUnavailableError saying which directory and why.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const release = claimDataDirectory(options.dataDir);
  let handle: DatabaseHandle;
  try {
    handle = fromPglite(asPglite(await startPgliteThread(options.dataDir)));
  } catch (error) {
    release();
    throw new DatabaseUnavailableError(
      options.dataDir,
      `PGlite could not start on it (${describeError(error)}). It may hold files that are not an embedded ` +
        "database of this version, or damaged ones; move it aside and restore a backup into an empty " +
        "directory (npm run restore)",
    );
  }
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        release();
      }
    },
  };
}

/** An embedded data directory that cannot be opened, with the reason in words a person can act on. */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(`Cannot open the database in ${resolve(dataDir)}: ${reason}.`);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * The file that says which process has the embedded database open. PGlite writes a postmaster.pid of
 * its own but with a made-up process id, and a second process opens the directory anyway (two
 * PostgreSQL instances writing the same files corrupt them); this file holds the real one.
 */
export const DATA_DIRECTORY_LOCK = "beaches.lock";

/** The data directories this process holds, by absolute path. */
const claimedHere = new Set<string>();

interface LockOwner {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux), so a reused process id is not taken for it. */
  startTicks: number | null;
  command: string;
  since: string;
}

function processStartTicks(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[19]);
  } catch {
    return null;
  }
}

function isRunning(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // another machine sharing the directory: cannot tell, so assume so
  // Our own id: this process claims each directory once (claimedHere), so the lock is an earlier
  // process's that had the same id.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const ticks = processStartTicks(owner.pid);
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

const FILE_SYSTEM_CAUSES: Record<string, string> = {
  EACCES: "the directory is read-only for this user",
  EPERM: "the directory is read-only for this user",
  EROFS: "the file system is mounted read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "part of the path is a file, not a directory",
  EEXIST: "the path is a file, not a directory",
  ENAMETOOLONG: "the path is too long",
  ELOOP: "the path has a symbolic link loop",
};

function fileSystemCause(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  const cause = FILE_SYSTEM_CAUSES[code];
  return cause ? `${cause} (${code})` : describeError(error);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes sure the embedded database's directory exists, can be written (the lock file is the test
 * write, its content too, so a full disk shows here) and is not open in another process, then claims
 * it until the returned function is called. Throws DatabaseUnavailableError otherwise.
 */
export function claimDataDirectory(dataDir: string): () => void {
  const lockFile = join(dataDir, DATA_DIRECTORY_LOCK);
  const key = resolve(dataDir);
  if (claimedHere.has(key))
    throw new DatabaseUnavailableError(dataDir, "this process has it open already; close that handle first");
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startTicks: processStartTicks(process.pid),
    command: process.argv.slice(1).join(" "),
    since: new Date().toISOString(),
  };
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new DatabaseUnavailableError(dataDir, `it cannot be created: ${fileSystemCause(error)}`);
  }
  // The database's files hold password and token hashes and the sign-in secret; PGlite writes them
  // readable and writable by anyone. A folder only its owner may enter keeps every file in it private,
  // a folder made by an older version included. The owner's own rights are left as they are.
  try {
    chmodSync(dataDir, statSync(dataDir).mode & 0o700);
  } catch (error) {
    throw new DatabaseUnavailableError(dataDir, `its permissions cannot be set: ${fileSystemCause(error)}`);
  }
  for (let attempt = 0; ; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockFile, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST")
        throw new DatabaseUnavailableError(dataDir, fileSystemCause(error));
      if (attempt > 0)
        throw new DatabaseUnavailableError(dataDir, "another process opened it at the same moment");
      const holder = readLockOwner(lockFile);
      if (holder && isRunning(holder))
        throw new DatabaseUnavailableError(
          dataDir,
          `another process is using it (process ${holder.pid}${holder.host === owner.host ? "" : ` on ${holder.host}`}, ` +
            `"${holder.command}", since ${holder.since}). The embedded database serves one process at a ` +
            `time: stop that one first, or if it is no longer running, delete ${resolve(lockFile)}`,
        );
      // Left behind by a process that stopped without closing the database.
      rmSync(lockFile, { force: true });
      continue;
    }
    try {
      writeSync(fd, `${JSON.stringify(owner)}\n`);
    } catch (error) {
      closeSync(fd);
      rmSync(lockFile, { force: true });
      throw new DatabaseUnavailableError(dataDir, fileSystemCause(error));
    }
    closeSync(fd);
    break;
  }
  claimedHere.add(key);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claimedHere.delete(key);
    if (readLockOwner(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
  };
}

function readLockOwner(lockFile: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number") return null;
    return {
      pid: parsed.pid,
      host: String(parsed.host ?? ""),
      startTicks: typeof parsed.startTicks === "number" ? parsed.startTicks : null,
      command: String(parsed.command ?? "?"),
      since: String(parsed.since ?? "?"),
    };
  } catch {
    return null;
  }
}
