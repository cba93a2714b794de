import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { firstStart, prepareDatabase } from "./boot.ts";
import { DEMO_AREAS } from "./db/seed/demo-data.ts";
import { areas, beaches } from "./db/schema.ts";

// The demo data on a new embedded database: loaded on its very first start, and never
// again, so deleting every area leaves the directory empty after a restart.

const dir = mkdtempSync(join(tmpdir(), "beaches-boot-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const areaCount = async (handle: Awaited<ReturnType<typeof prepareDatabase>>) =>
  (await handle.db.select({ value: count() }).from(areas))[0]!.value;

describe("prepareDatabase on the embedded database", () => {
  it("loads the demo data on the first start only", async () => {
    const env = { PGLITE_DIR: join(dir, "pglite"), DATABASE_URL: undefined };
    const first = await prepareDatabase(env);
    expect(await areaCount(first)).toBeGreaterThan(5);
    // An administrator deletes everything.
    await first.db.delete(beaches);
    await first.db.delete(areas);
    await first.close();

    const again = await prepareDatabase(env);
    expect(await areaCount(again)).toBe(0);
    await again.close();
  });
});

describe("the first start of instances started together on one database", () => {
  it("loads the demo data once: one instance loads it, the others find it loaded, none fails", async () => {
    const database = await createTestDatabase();
    try {
      // As instances on PostgreSQL with DEMO_DATA=1 (each its own connection of the pool).
      const env = { DATABASE_URL: "postgres://instances.invalid/beaches", DEMO_DATA: true };
      const results = await Promise.all([1, 2, 3, 4].map(() => firstStart(database.db, env)));
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect(await areaCount(database)).toBe(DEMO_AREAS.length);
    } finally {
      await database.close();
    }
  });
});
