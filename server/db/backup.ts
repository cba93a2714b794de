import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { access, constants, rename, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { pipeline as pipelineWithCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseHandle } from "./client.ts";
import { dataVersion } from "./schema.ts";

// Backup and restore of the whole database (ADR 017): one gzipped file of JSON lines, the same on
// PGlite and PostgreSQL. Line 1 says what the file is (format, version, migration level); then each
// table of the public schema in foreign-key order, as a line naming its columns and row count
// followed by one line per row (a JSON array of each value's PostgreSQL text form); then a closing
// line with the totals, so a cut file is told from a whole one.

export const BACKUP_FORMAT = "greek-beaches-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = ".jsonl.gz";

/** An expected failure (a missing or damaged file, a refused restore): its message is the whole story. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface MigrationLevel {
  /** How many migrations have run. */
  count: number;
  /** The last one's name (its SQL file without .sql). */
  tag: string;
  /** The last one's timestamp in the migrations' journal, as Drizzle records it in the database. */
  when: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  database: DatabaseHandle["kind"];
  migration: MigrationLevel;
}

export interface TableSummary {
  name: string;
  rows: number;
}

export interface BackupSummary {
  file: string;
  tables: TableSummary[];
  bytes: number;
  seconds: number;
}

export interface RestoreSummary extends BackupSummary {
  header: BackupHeader;
  /** Whether --force replaced data that was there. */
  replaced: boolean;
}

interface TableRecord {
  table: string;
  columns: string[];
  rows: number;
  /** For each column fed by a sequence: the sequence's last value, or null when none was taken yet. */
  sequences: Record<string, string | null>;
}

interface EndRecord {
  end: true;
  tables: number;
  rows: number;
}

type Executor = Pick<Database, "execute">;

async function query<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The same text forms on both databases and on every server's settings: UTC, ISO dates, exact floats. */
async function fixTextForms(db: Executor) {
  await db.execute(sql`SET LOCAL TimeZone = 'UTC'`);
  await db.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
  await db.execute(sql`SET LOCAL IntervalStyle = 'postgres'`);
  await db.execute(sql`SET LOCAL extra_float_digits = 1`);
  await db.execute(sql`SET LOCAL bytea_output = 'hex'`);
}

const JOURNAL_URL = new URL("./migrations/meta/_journal.json", import.meta.url);

/** The migrations this code knows, in order. */
export function knownMigrations(): MigrationLevel[] {
  const journal = JSON.parse(readFileSync(JOURNAL_URL, "utf8")) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  return journal.entries.map((entry, index) => ({ count: index + 1, tag: entry.tag, when: entry.when }));
}

/** The level of the database's schema, from the table in which Drizzle records each migration run. */
async function databaseMigrationLevel(db: Executor): Promise<MigrationLevel | null> {
  const [exists] = await query<{ found: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
  );
  if (!exists?.found) return null;
  const [last] = await query<{ when: string }>(
    db,
    sql`SELECT created_at::text AS "when" FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  if (!last) return null;
  const when = Number(last.when);
  const known = knownMigrations().find((level) => level.when === when);
  return known ?? { count: Number.NaN, tag: "unknown to this version", when };
}

/**
 * Tables holding a cache the server fills again by itself: the forecasts, the verdicts drawn from them
 * (ADR 033) and the lease of their refresh (ADR 031). A backup leaves them out, a restore empties them (with every table), and their
 * rows do not make a database count as holding data. Every other table is backed up.
 */
export const NOT_BACKED_UP: ReadonlySet<string> = new Set([
  "forecast_points",
  "forecast_lease",
  "beach_verdicts",
]);

interface TableShape {
  name: string;
  columns: { name: string; type: string; required: boolean }[];
  primaryKey: string[];
  /** Columns with a sequence behind them (serial, identity), with the sequence's name. */
  sequences: { column: string; sequence: string }[];
}

/** The application's tables (every base table of the public schema), parents before children. */
async function tableShapes(db: Executor): Promise<TableShape[]> {
  const tables = await query<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const columns = await query<{
    table: string;
    name: string;
    type: string;
    required: boolean;
    sequence: string | null;
  }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
               (a.attnotnull AND NOT a.atthasdef AND a.attidentity = '') AS required,
               pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0
          AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY c.relname, a.attnum`,
  );
  const keys = await query<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE n.nspname = 'public' AND i.indisprimary
        ORDER BY c.relname, k.position`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint f
        JOIN pg_class child ON child.oid = f.conrelid
        JOIN pg_class parent ON parent.oid = f.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE f.contype = 'f' AND n.nspname = 'public'`,
  );
  const shapes = new Map<string, TableShape>(
    tables.map(({ name }) => [name, { name, columns: [], primaryKey: [], sequences: [] }]),
  );
  for (const column of columns) {
    const shape = shapes.get(column.table);
    if (!shape) continue;
    shape.columns.push({ name: column.name, type: column.type, required: column.required });
    if (column.sequence) shape.sequences.push({ column: column.name, sequence: column.sequence });
  }
  for (const key of keys) shapes.get(key.table)?.primaryKey.push(key.column);

  // Depth-first: each table after the tables it references (a table referring to itself is left to
  // the order of its rows, by primary key).
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references)
      if (reference.child === name && reference.parent !== name) visit(reference.parent, path);
    placed.add(name);
    const shape = shapes.get(name);
    if (shape) ordered.push(shape);
  };
  for (const name of shapes.keys()) visit(name, new Set());
  return ordered;
}

/** Rows are read this many at a time from a cursor, so a table of any size never sits in memory. */
const FETCH_SIZE = 2000;

/**
 * Writes every table to `file` from one snapshot (a REPEATABLE READ, read-only transaction), so the
 * backup is consistent while the site keeps running. The file appears only once it is complete.
 */
export async function writeBackup(handle: DatabaseHandle, file: string): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const tables: TableSummary[] = [];
  try {
    await handle.db.transaction(
      async (tx) => {
        await fixTextForms(tx);
        const migration = await databaseMigrationLevel(tx);
        if (!migration)
          throw new BackupError("The database has no tables yet: start the site once, or restore a backup.");
        const shapes = (await tableShapes(tx)).filter((shape) => !NOT_BACKED_UP.has(shape.name));
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          database: handle.kind,
          migration,
        };
        async function* lines() {
          yield `${JSON.stringify(header)}\n`;
          let total = 0;
          for (const shape of shapes) {
            const table = quoteIdentifier(shape.name);
            const [count] = await query<{ n: string }>(
              tx,
              sql.raw(`SELECT count(*)::text AS n FROM ${table}`),
            );
            const sequences: Record<string, string | null> = {};
            for (const { column, sequence } of shape.sequences) {
              const [state] = await query<{ value: string | null }>(
                tx,
                sql.raw(`SELECT CASE WHEN is_called THEN last_value::text END AS value FROM ${sequence}`),
              );
              sequences[column] = state?.value ?? null;
            }
            const record: TableRecord = {
              table: shape.name,
              columns: shape.columns.map((column) => column.name),
              rows: Number(count?.n ?? 0),
              sequences,
            };
            yield `${JSON.stringify(record)}\n`;
            const values = shape.columns.map((column) => `${quoteIdentifier(column.name)}::text`).join(", ");
            const order = shape.primaryKey.length ? shape.primaryKey.map(quoteIdentifier).join(", ") : "1";
            await tx.execute(
              sql.raw(
                `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT array_to_json(ARRAY[${values}]::text[])::text AS line FROM ${table} ORDER BY ${order}`,
              ),
            );
            let written = 0;
            for (;;) {
              const batch = await query<{ line: string }>(
                tx,
                sql.raw(`FETCH FORWARD ${FETCH_SIZE} FROM backup_rows`),
              );
              if (batch.length === 0) break;
              written += batch.length;
              yield `${batch.map((row) => row.line).join("\n")}\n`;
            }
            await tx.execute(sql.raw("CLOSE backup_rows"));
            if (written !== record.rows)
              throw new Error(`${shape.name}: counted ${record.rows} rows but read ${written}`);
            tables.push({ name: shape.name, rows: written });
            total += written;
          }
          const end: EndRecord = { end: true, tables: shapes.length, rows: total };
          yield `${JSON.stringify(end)}\n`;
        }
        // Readable by its owner only: it holds the sign-in secret and every hash.
        await pipeline(lines, createGzip(), createWriteStream(partial, { mode: 0o600 }));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code && /^E[A-Z]+$/.test(code))
      throw new BackupError(`Cannot write the backup to ${file}: ${(error as Error).message}`);
    throw error;
  }
  const { size } = await stat(file);
  return { file, tables, bytes: size, seconds: (performance.now() - started) / 1000 };
}

type BackupEvent =
  | { kind: "header"; header: BackupHeader }
  | { kind: "table"; table: TableRecord }
  | { kind: "rows"; table: TableRecord; rows: (string | null)[][] }
  | { kind: "end"; end: EndRecord };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Rows are handed to the database in batches of about this many characters. */
const BATCH_CHARACTERS = 2 * 1024 * 1024;

/**
 * Reads a backup file line by line, checking each line as it comes; throws BackupError at the first
 * thing that is not as the format says (which includes a cut or altered file: gzip checks its own
 * length and CRC at the end).
 */
async function* readBackupFile(file: string): AsyncGenerator<BackupEvent> {
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === "ENOENT"
        ? `No backup file at ${file}.`
        : `Cannot read the backup file ${file}: ${(error as Error).message}`,
    );
  }
  if ((await stat(file)).isDirectory()) throw new BackupError(`${file} is a directory, not a backup file.`);

  const damaged = (detail: string) =>
    new BackupError(`${file} is damaged or not a backup made by npm run backup: ${detail}.`);
  const stream = pipelineWithCallback(createReadStream(file), createGunzip(), () => {});
  const decoder = new StringDecoder("utf8");
  let lineNumber = 0;
  let pending = "";
  let header: BackupHeader | null = null;
  let table: TableRecord | null = null;
  let rowsLeft = 0;
  let batch: (string | null)[][] = [];
  let batchCharacters = 0;
  let tables = 0;
  let total = 0;
  let end: EndRecord | null = null;

  const parse = (line: string): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      throw damaged(`line ${lineNumber} is not JSON`);
    }
  };

  function* take(line: string): Generator<BackupEvent> {
    lineNumber += 1;
    if (end) throw damaged(`line ${lineNumber} follows the closing line`);
    const value = parse(line);
    if (!header) {
      if (!isObject(value) || value.format !== BACKUP_FORMAT)
        throw damaged("its first line is not a backup's");
      if (value.formatVersion !== BACKUP_FORMAT_VERSION)
        throw new BackupError(
          `${file} is in backup format version ${String(value.formatVersion)}; this version of the directory reads version ${BACKUP_FORMAT_VERSION}` +
            (Number(value.formatVersion) > BACKUP_FORMAT_VERSION ? " (update the code first)." : "."),
        );
      const migration = value.migration;
      if (
        !isObject(migration) ||
        typeof migration.tag !== "string" ||
        typeof migration.when !== "number" ||
        typeof migration.count !== "number"
      )
        throw damaged("its first line has no migration level");
      header = value as unknown as BackupHeader;
      checkMigrationLevel(file, header.migration);
      yield { kind: "header", header };
      return;
    }
    if (table && rowsLeft > 0) {
      if (
        !Array.isArray(value) ||
        value.length !== table.columns.length ||
        !value.every((cell) => cell === null || typeof cell === "string")
      )
        throw damaged(`line ${lineNumber} is not a row of ${table.table}`);
      batch.push(value as (string | null)[]);
      batchCharacters += line.length;
      rowsLeft -= 1;
      total += 1;
      if (rowsLeft === 0 || batchCharacters >= BATCH_CHARACTERS) {
        yield { kind: "rows", table, rows: batch };
        batch = [];
        batchCharacters = 0;
      }
      return;
    }
    if (isObject(value) && value.end === true) {
      if (value.tables !== tables || value.rows !== total)
        throw damaged(
          `its closing line counts ${String(value.tables)} tables and ${String(value.rows)} rows, not ${tables} and ${total}`,
        );
      end = value as unknown as EndRecord;
      yield { kind: "end", end };
      return;
    }
    if (
      !isObject(value) ||
      typeof value.table !== "string" ||
      !Array.isArray(value.columns) ||
      value.columns.length === 0 ||
      !value.columns.every((column) => typeof column === "string") ||
      !Number.isInteger(value.rows) ||
      (value.rows as number) < 0 ||
      !isObject(value.sequences)
    )
      throw damaged(`line ${lineNumber} is neither a row nor a table's heading`);
    table = value as unknown as TableRecord;
    rowsLeft = table.rows;
    tables += 1;
    yield { kind: "table", table };
  }

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      pending += decoder.write(chunk);
      let newline = pending.indexOf("\n");
      let start = 0;
      while (newline !== -1) {
        yield* take(pending.slice(start, newline));
        start = newline + 1;
        newline = pending.indexOf("\n", start);
      }
      pending = pending.slice(start);
      if (pending.length > 256 * 1024 * 1024) throw damaged(`line ${lineNumber + 1} never ends`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code?.startsWith("Z_") || code === "ERR_STRING_TOO_LONG")
      throw damaged(`gzip: ${(error as Error).message}`);
    throw error;
  } finally {
    stream.destroy();
  }
  pending += decoder.end();
  if (pending.length > 0) yield* take(pending);
  if (!header) throw damaged("it is empty");
  if (!end) throw damaged("it ends before its closing line (cut short?)");
}

/** Refuses a backup whose schema this code does not know: newer, or from another line of migrations. */
function checkMigrationLevel(file: string, level: MigrationLevel) {
  const known = knownMigrations();
  const latest = known.at(-1)!;
  const match = known.find((entry) => entry.when === level.when);
  if (match && match.tag === level.tag) return;
  if (level.when > latest.when || level.count > latest.count)
    throw new BackupError(
      `${file} was made by a newer version of the directory (its database is at migration ${level.tag}, ` +
        `${level.count} migrations; this version knows ${latest.count}, up to ${latest.tag}). ` +
        "Restore it with that version or a later one.",
    );
  throw new BackupError(
    `${file} comes from a database at migration ${level.tag}, which this version of the directory does not have.`,
  );
}

/**
 * Reads the whole file, checking it, without touching any database: what restore does before it
 * changes anything, so a damaged file leaves the database as it was.
 */
export async function verifyBackup(file: string): Promise<{ header: BackupHeader; tables: TableSummary[] }> {
  let header: BackupHeader | null = null;
  const tables: TableSummary[] = [];
  for await (const event of readBackupFile(file)) {
    if (event.kind === "header") header = event.header;
    if (event.kind === "table") tables.push({ name: event.table.table, rows: event.table.rows });
  }
  return { header: header!, tables };
}

/** The tables holding rows, but for data_version, whose one row every migrated database has. */
async function tablesWithData(db: Executor): Promise<TableSummary[]> {
  const shapes = await tableShapes(db);
  const found: TableSummary[] = [];
  for (const shape of shapes) {
    if (shape.name === "data_version" || NOT_BACKED_UP.has(shape.name)) continue;
    const [row] = await query<{ n: string }>(
      db,
      sql.raw(`SELECT count(*)::text AS n FROM ${quoteIdentifier(shape.name)}`),
    );
    const rows = Number(row?.n ?? 0);
    if (rows > 0) found.push({ name: shape.name, rows });
  }
  return found;
}

/**
 * Loads `file` into the database: checks the whole file first, refuses a database holding data
 * unless `force`, brings the schema up to date, then empties every table and loads the backup's
 * rows in one transaction (all of it or nothing), sets each sequence past the highest id and moves
 * the data version on, so no cache anywhere keeps an answer from before.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  options: {
    force?: boolean;
    /** The database in words, for messages ("the embedded database in /srv/data/pglite"). */
    where?: string;
    /** verifyBackup's answer when the caller has checked the file already. */
    checked?: Awaited<ReturnType<typeof verifyBackup>>;
  } = {},
): Promise<RestoreSummary> {
  const started = performance.now();
  const checked = options.checked ?? (await verifyBackup(file));
  const where = options.where ?? "the database";

  const occupied = await tablesWithData(handle.db);
  if (occupied.length > 0 && !options.force)
    throw new BackupError(
      `${where.charAt(0).toUpperCase()}${where.slice(1)} already holds data (${occupied.map((table) => `${table.name}: ${table.rows}`).join(", ")}). ` +
        "Restore into an empty database, or add --force to replace everything in it.",
    );
  await handle.migrate();

  const shapes = new Map((await tableShapes(handle.db)).map((shape) => [shape.name, shape]));
  const tables: TableSummary[] = [];
  try {
    await handle.db.transaction(async (tx) => {
      await fixTextForms(tx);
      const [before] = await tx.select({ version: dataVersion.version }).from(dataVersion);
      const everyTable = [...shapes.keys()].map(quoteIdentifier).join(", ");
      if (everyTable) await tx.execute(sql.raw(`TRUNCATE ${everyTable} RESTART IDENTITY CASCADE`));

      const sequenceValues = new Map<string, Record<string, string | null>>();
      for await (const event of readBackupFile(file)) {
        if (event.kind === "table") {
          const shape = shapes.get(event.table.table);
          if (!shape)
            throw new BackupError(
              `${file} holds the table ${event.table.table}, which this version's schema does not have.`,
            );
          const unknown = event.table.columns.filter(
            (name) => !shape.columns.some((column) => column.name === name),
          );
          if (unknown.length)
            throw new BackupError(
              `${file} holds the column(s) ${unknown.join(", ")} of ${shape.name}, which this version's schema does not have.`,
            );
          const missing = shape.columns.filter(
            (column) => column.required && !event.table.columns.includes(column.name),
          );
          if (missing.length && event.table.rows > 0)
            throw new BackupError(
              `${file} has no value for ${shape.name}.${missing[0]!.name}, which this version requires.`,
            );
          sequenceValues.set(shape.name, event.table.sequences);
          tables.push({ name: shape.name, rows: event.table.rows });
        }
        if (event.kind === "rows")
          await insertRows(tx, shapes.get(event.table.table)!, event.table, event.rows);
      }

      for (const shape of shapes.values()) {
        for (const { column, sequence } of shape.sequences) {
          const [highest] = await query<{ value: string | null }>(
            tx,
            sql.raw(
              `SELECT max(${quoteIdentifier(column)})::text AS value FROM ${quoteIdentifier(shape.name)}`,
            ),
          );
          const saved = sequenceValues.get(shape.name)?.[column] ?? null;
          const candidates = [highest?.value, saved]
            .filter((value): value is string => value != null)
            .map(BigInt);
          const last = candidates.reduce((a, b) => (a > b ? a : b), 0n);
          if (last > 0n)
            await tx.execute(sql`SELECT setval(${sequence}::regclass, ${last.toString()}::bigint, true)`);
          else await tx.execute(sql`SELECT setval(${sequence}::regclass, 1, false)`);
        }
      }

      // The data version (server/cache/data-version.ts) must be one no cache has seen: past the
      // backup's and past this database's before the restore.
      await tx.update(dataVersion).set({
        version: sql`GREATEST(${dataVersion.version}, ${before?.version ?? 0}) + 1`,
        changedAt: sql`now()`,
      });
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The restore failed and changed nothing: ${databaseMessage(error)}`);
  }
  // Fresh planner statistics for the tables just loaded.
  await handle.db.execute(sql`ANALYZE`);
  const { size } = await stat(file);
  return {
    file,
    header: checked.header,
    tables,
    bytes: size,
    seconds: (performance.now() - started) / 1000,
    replaced: occupied.length > 0,
  };
}

/** The database's own words for a failed statement, without the statement and its parameters. */
function databaseMessage(error: unknown): string {
  // Drizzle wraps the driver's error, whose message and detail are the useful part, in its `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return String(cause);
  const { detail, table } = cause as Error & { detail?: string; table?: string };
  return [table ? `${table}: ${cause.message}` : cause.message, detail].filter(Boolean).join(". ");
}

async function insertRows(tx: Executor, shape: TableShape, table: TableRecord, rows: (string | null)[][]) {
  const types = new Map(shape.columns.map((column) => [column.name, column.type]));
  const names = table.columns.map(quoteIdentifier).join(", ");
  const values = table.columns.map((name, index) => `(r->>${index})::${types.get(name)!}`).join(", ");
  await tx.execute(
    sql`${sql.raw(`INSERT INTO ${quoteIdentifier(shape.name)} (${names}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_array_elements(`)}${JSON.stringify(rows)}${sql.raw("::json) AS r")}`,
  );
}
