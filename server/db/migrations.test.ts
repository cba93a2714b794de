import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import * as schema from "./schema.ts";

// The migrations in server/db/migrations/ build the schema server/db/schema.ts declares: the same
// tables, the same columns (nullable or not, generated or not) and every declared index. drizzle-kit
// writes a migration from the schema, and some it writes need a hand: a generated column it rebuilds
// before the column it reads, or an index it drops with that column and never makes again.

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function rowsOf<T>(
  database: { db: { execute(query: ReturnType<typeof sql>): Promise<unknown> } },
  query: ReturnType<typeof sql>,
) {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  is_generated: "ALWAYS" | "NEVER";
}

it("the migrated database has every table, column and index the schema declares, and no other column", async () => {
  const database = await createTestDatabase();
  try {
    const columns = await rowsOf<ColumnRow>(
      database,
      sql`SELECT table_name, column_name, is_nullable, is_generated
        FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const indexRows = await rowsOf<{ tablename: string; indexname: string }>(
      database,
      sql`SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const indexes = new Set(indexRows.map((row) => `${row.tablename}.${row.indexname}`));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const config = getTableConfig(table);
      const described = (column: { name: string; notNull: boolean; generated?: unknown }) =>
        `${config.name}.${column.name} ${column.notNull ? "not null" : "nullable"}${column.generated ? " generated" : ""}`;
      expect(
        columns
          .filter((row) => row.table_name === config.name)
          .map((row) =>
            described({
              name: row.column_name,
              notNull: row.is_nullable === "NO",
              generated: row.is_generated === "ALWAYS",
            }),
          )
          .sort(),
      ).toEqual(config.columns.map((column) => described(column)).sort());
      for (const index of config.indexes)
        expect(indexes, `index ${index.config.name}`).toContain(`${config.name}.${index.config.name}`);
    }
  } finally {
    await database.close();
  }
});
