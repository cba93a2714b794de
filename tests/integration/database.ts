import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, type DatabaseHandle } from "#server/db/client.ts";
import { withPreparedStatements } from "#server/db/prepared-statements.ts";
import { beaches } from "#server/db/schema.ts";
import { adminQuery, TEMPLATE_DATABASE, withDatabaseName } from "./postgres.ts";

/**
 * A fresh, migrated, empty database of the kind under test: a PGlite loaded from the snapshot the
 * global setup made, or a PostgreSQL database copied from the template (its `url` given, for other
 * processes to connect). Closing it throws it away.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const name = `beaches_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    const url = withDatabaseName(postgresUrl, name);
    const handle = fromPostgres(url, 4);
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  return leasePglite();
}

// PGlite: a database loaded from the snapshot takes about 1.5 s of CPU (the data directory read in
// and PostgreSQL started in WebAssembly), and the tier opens one for nearly every file. A closed
// one goes back to this worker's pool instead, emptied to the snapshot's state: every table
// truncated, the rows and sequence positions the migrations left put back, and the session's
// settings, temporary tables, listeners and advisory locks dropped. A database whose schema a test
// changed, or that a test closed itself, is thrown away. The handle a test held refuses every
// statement once it is closed, so nothing late from one file reaches the next one's data.

interface Baseline {
  /** The schema as the migrations left it, compared before a database goes back to the pool. */
  schema: string;
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const idle: PGlite[] = [];
let baseline: Promise<Baseline> | null = null;

/** The user schemas' tables, columns, indexes, functions, triggers and extensions, as one text. */
async function schemaOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ line: string }>(`
    SELECT format('column %s.%s.%s %s %s %s', table_schema, table_name, column_name, data_type,
      is_nullable, coalesce(column_default, '')) AS line
      FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT format('index %s', indexdef) FROM pg_indexes
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT format('function %s', p.oid::regprocedure) FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL SELECT format('trigger %s %s', tgrelid::regclass, tgname) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
    UNION ALL SELECT format('schema %s', nspname) FROM pg_namespace
    UNION ALL SELECT format('sequence %s', c.oid::regclass) FROM pg_class c WHERE c.relkind = 'S'
    ORDER BY 1`);
  return rows.map((row) => row.line).join("\n");
}

async function baselineOf(client: PGlite): Promise<Baseline> {
  const { rows: tables } = await client.query<{ name: string }>(`
    SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') ORDER BY 1`);
  const rows: Baseline["rows"] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${name} t`,
    );
    if (found[0]?.json) rows.push({ table: name, json: found[0].json });
  }
  const { rows: sequenceNames } = await client.query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c WHERE c.relkind = 'S' ORDER BY 1`,
  );
  const sequences: Baseline["sequences"] = [];
  for (const { name } of sequenceNames) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${name}`,
    );
    sequences.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return { schema: await schemaOf(client), tables: tables.map((table) => table.name), rows, sequences };
}

async function openFromSnapshot(): Promise<PGlite> {
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  return PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
}

/** Empties `client` to the snapshot's state; false when it cannot be (then it is closed). */
async function reset(client: PGlite, base: Baseline): Promise<boolean> {
  if (client.closed) return false;
  try {
    if ((await schemaOf(client)) !== base.schema) throw new Error("schema changed");
    await client.exec("RESET ALL");
    await client.exec("UNLISTEN *");
    await client.exec("DISCARD TEMP");
    await client.query("SELECT pg_advisory_unlock_all()");
    await client.transaction(async (tx) => {
      if (base.tables.length > 0)
        await tx.exec(`TRUNCATE ${base.tables.join(", ")} RESTART IDENTITY CASCADE`);
      for (const { table, json } of base.rows) {
        await tx.query(
          `INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${table}, $1)`,
          [json],
        );
      }
      for (const { name, lastValue, isCalled } of base.sequences) {
        await tx.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [name, lastValue, isCalled]);
      }
    });
    return true;
  } catch {
    if (!client.closed) await client.close().catch(() => undefined);
    return false;
  }
}

async function leasePglite(): Promise<DatabaseHandle> {
  const client = idle.pop() ?? (await openFromSnapshot());
  if (!baseline) {
    // The first database of this worker, fresh from the snapshot, is what every reset restores.
    baseline = baselineOf(client);
  }
  const base = await baseline;
  let open = true;
  const refuseWhenClosed =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      open ? run(...args) : Promise.reject(new Error("This test database was closed"));
  const prepared = withPreparedStatements(client);
  const leased = {
    query: refuseWhenClosed(prepared.query.bind(prepared)),
    exec: refuseWhenClosed(prepared.exec.bind(prepared)),
    transaction: refuseWhenClosed(prepared.transaction.bind(prepared)),
  } as unknown as PGlite;
  const handle = fromPglite(leased);
  return {
    ...handle,
    close: async () => {
      if (!open) return;
      open = false;
      if (await reset(client, base)) idle.push(client);
    },
  };
}

/** A beach's columns that its page's nearby beaches are measured from (the service's NearbyOrigin). */
export const NEARBY_ORIGIN_COLUMNS = {
  id: beaches.id,
  area_id: beaches.areaId,
  latitude: beaches.latitude,
  longitude: beaches.longitude,
};
