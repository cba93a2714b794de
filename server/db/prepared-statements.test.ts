import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { fromPglite } from "./client.ts";
import { asPglite, startPgliteThread } from "./pglite-thread.ts";
import { preparedQueries } from "./prepared-statements.ts";

// Statements run as named prepared statements answer exactly as PGlite's own `query` does: the
// same rows, fields, counts and errors, for every kind of value; the connection holds no more
// statements than the limit; a table changed under a kept statement is read as it is now; and a
// query waits for an open transaction.

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`
    CREATE TABLE things (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      size double precision,
      tags text[] NOT NULL DEFAULT '{}',
      facts jsonb,
      seen timestamptz,
      open boolean NOT NULL DEFAULT true
    );
    INSERT INTO things (name, size, tags, facts, seen, open) VALUES
      ('sand', 1.5, '{a,b}', '{"depth": 2}', '2026-06-01T10:00:00Z', true),
      ('pebble', NULL, '{}', NULL, NULL, false),
      ('rock, big', 3.25, '{"x y",z}', '[1, 2]', '2026-07-01T00:00:00Z', true);
  `);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const STATEMENTS: { text: string; params: unknown[] }[] = [
  { text: "SELECT * FROM things ORDER BY id", params: [] },
  { text: "SELECT id, name FROM things WHERE name = $1", params: ["sand"] },
  { text: "SELECT id, name FROM things WHERE name = $1", params: ["nothing"] },
  { text: "SELECT * FROM things WHERE size > $1 AND open = $2 ORDER BY id", params: [1, true] },
  { text: "SELECT * FROM things WHERE tags && $1 ORDER BY id", params: [["z", "a"]] },
  { text: "SELECT * FROM things WHERE facts @> $1", params: [{ depth: 2 }] },
  { text: "SELECT * FROM things WHERE seen < $1::timestamptz", params: [new Date("2026-06-15T00:00:00Z")] },
  { text: "SELECT $1::int + 1 AS next, $2::text IS NULL AS missing", params: [41, null] },
  { text: "SELECT count(*)::int FROM things WHERE id = ANY($1)", params: [[1, 3, 99]] },
];

describe("statements run prepared", () => {
  it("answer as PGlite's own query does, in both row modes and with raw types", async () => {
    const prepared = preparedQueries(db);
    // One set of parsers given again and again, as the database thread gives Drizzle's.
    const rawTimestamps = { [types.TIMESTAMPTZ]: (value: string) => value };
    for (const { text, params } of STATEMENTS) {
      for (const options of [
        undefined,
        { rowMode: "array" as const },
        { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
        { parsers: rawTimestamps },
        { parsers: rawTimestamps, rowMode: "array" as const },
      ]) {
        const expected = await db.query(text, params, options);
        // Twice: the first run prepares the statement, the second runs the kept one.
        for (let run = 0; run < 2; run += 1) {
          const actual = await prepared.query(text, params, options);
          expect(actual.rows, text).toEqual(expected.rows);
          expect(actual.fields, text).toEqual(expected.fields);
          expect(actual.affectedRows ?? 0).toBe(expected.affectedRows ?? 0);
        }
      }
    }
    expect(prepared.size).toBe(new Set(STATEMENTS.map((statement) => statement.text)).size);
  });

  it("change rows and say how many", async () => {
    const prepared = preparedQueries(db);
    const inserted = await prepared.query<{ id: number }>(
      "INSERT INTO things (name, size) VALUES ($1, $2) RETURNING id",
      ["shell", 0.5],
    );
    expect(inserted.rows).toHaveLength(1);
    expect(inserted.affectedRows).toBe(1);
    const updated = await prepared.query("UPDATE things SET size = size * $1 WHERE size IS NOT NULL", [2]);
    expect(updated.affectedRows).toBe(3);
    expect(updated.rows).toEqual([]);
    const removed = await prepared.query("DELETE FROM things WHERE name = $1", ["shell"]);
    expect(removed.affectedRows).toBe(1);
    await prepared.query("UPDATE things SET size = size / $1 WHERE size IS NOT NULL", [2]);
    const { rows } = await db.query<{ name: string; size: number | null }>(
      "SELECT name, size FROM things ORDER BY id",
    );
    expect(rows).toEqual([
      { name: "sand", size: 1.5 },
      { name: "pebble", size: null },
      { name: "rock, big", size: 3.25 },
    ]);
  });

  it("fail with PostgreSQL's code and the statement, keep nothing that failed to parse, and go on", async () => {
    const prepared = preparedQueries(db);
    const count = "SELECT count(*)::int AS n FROM things";
    const { rows: countBefore } = await prepared.query(count);
    const duplicate = await prepared
      .query("INSERT INTO things (name) VALUES ($1)", ["sand"])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: "23505", query: "INSERT INTO things (name) VALUES ($1)" });
    const before = prepared.size;
    const broken = await prepared.query("SELEC name FROM things").catch((error: unknown) => error);
    expect(broken).toMatchObject({ code: "42601" });
    const missing = await prepared.query("SELECT * FROM no_such_table").catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: "42P01" });
    expect(prepared.size).toBe(before);
    // The failed insert left nothing behind, and the next statements answer.
    expect((await prepared.query(count)).rows).toEqual(countBefore);
    expect(await prepared.query("INSERT INTO things (name) VALUES ($1)", ["sand"]).catch(() => "again")).toBe(
      "again",
    );
  });

  it("keep at most the limit, closing the one used longest ago, and answer again for a closed one", async () => {
    const prepared = preparedQueries(db, 3);
    const text = (n: number) => `SELECT $1::int * ${n} AS product`;
    for (let n = 1; n <= 10; n += 1) {
      expect((await prepared.query(text(n), [2])).rows).toEqual([{ product: 2 * n }]);
      // Statement 1 is used again each time, so it is never the one closed.
      expect((await prepared.query(text(1), [n])).rows).toEqual([{ product: n }]);
    }
    expect(prepared.size).toBe(3);
    const held = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int * %'",
    );
    // Those dropped from the map are closed with the next statement prepared: one may wait.
    expect(held.rows[0]!.n).toBeLessThanOrEqual(4);
    expect((await prepared.query(text(2), [5])).rows).toEqual([{ product: 10 }]);
  });

  it("read a table changed under a kept statement as it is now", async () => {
    const prepared = preparedQueries(db);
    await db.exec("CREATE TABLE shapes (id int PRIMARY KEY); INSERT INTO shapes VALUES (1)");
    expect((await prepared.query("SELECT * FROM shapes WHERE id = $1", [1])).rows).toEqual([{ id: 1 }]);
    await db.exec("ALTER TABLE shapes ADD COLUMN colour text NOT NULL DEFAULT 'blue'");
    expect((await prepared.query("SELECT * FROM shapes WHERE id = $1", [1])).rows).toEqual([
      { id: 1, colour: "blue" },
    ]);
  });

  it("wait for an open transaction, and see what it committed", async () => {
    const prepared = preparedQueries(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO things (name) VALUES ('tide')");
      inserted();
      await held;
    });
    await insertedOnce;
    const counted = prepared.query<{ n: number }>("SELECT count(*)::int AS n FROM things WHERE name = $1", [
      "tide",
    ]);
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 1 }]);
    await db.query("DELETE FROM things WHERE name = 'tide'");
  });
});

describe("the database's Drizzle handles", () => {
  it("prepare their statements, in this process and on the database thread", async () => {
    const local = fromPglite(await PGlite.create());
    const thread = fromPglite(asPglite(await startPgliteThread()));
    try {
      for (const handle of [local, thread]) {
        await handle.db.execute(sql`SELECT ${1}::int AS one`);
        const { rows } = (await handle.db.execute(
          sql`SELECT statement FROM pg_prepared_statements`,
        )) as unknown as { rows: { statement: string }[] };
        expect(rows.map((row) => row.statement)).toContain("SELECT $1::int AS one");
      }
    } finally {
      await local.close();
      await thread.close();
    }
  }, 60_000);
});
