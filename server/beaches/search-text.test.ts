import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_BEACH_FILTERS } from "#core/contract/filters.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import { aliasesFor } from "#core/search/places.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { appMeta, areas, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { createDataVersion } from "../cache/data-version.ts";
import { createBeachService } from "./beach.service.ts";
import { beachSearchText, refreshStaleSearchText, SEARCH_TEXT_VERSION } from "./search-text.ts";

let database: DatabaseHandle;

const KEFALONIA_BEACHES = ["Myrtos", "Antisamos", "Xi", "Petani", "Makris Gialos", "Skala", "Fteri"];

beforeEach(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [{ name: "Kefalonia" }, { name: "Crete" }]);
  await insertBeaches(database.db, [
    ...KEFALONIA_BEACHES.map((name, index) => ({
      name,
      area: "Kefalonia",
      latitude: 38.2 + index / 100,
      longitude: 20.5,
    })),
    { name: "Elafonisi", area: "Crete", latitude: 35.27, longitude: 23.54 },
  ]);
});

afterEach(async () => {
  await database?.close();
});

/** What a database written before search keys holds: folded text, and version "1" or no version. */
async function makeStale(version: string | null): Promise<void> {
  const rows = await database.db
    .select({ id: beaches.id, name: beaches.name, area: areas.name })
    .from(beaches)
    .innerJoin(areas, eq(areas.id, beaches.areaId));
  for (const row of rows) {
    const folded = foldForSearch([row.name, row.area, ...aliasesFor(row.area)].join(" "));
    await database.db.update(beaches).set({ searchText: folded }).where(eq(beaches.id, row.id));
  }
  if (version !== null) {
    await database.db.insert(appMeta).values({ key: "search_text_version", value: version });
  }
}

const search = async (text: string) => {
  const page = await createBeachService({
    db: database.db,
    dataVersion: createDataVersion(database.db),
  }).listBeaches({
    filters: { ...DEFAULT_BEACH_FILTERS, search: text },
  });
  return page.items.map((beach) => beach.name);
};

const storedVersion = async () => {
  const rows = await database.db.select({ value: appMeta.value }).from(appMeta);
  return rows.map((row) => row.value);
};

describe("refreshStaleSearchText", () => {
  it("rebuilds search text of an older version, so 'mirtos' finds Myrtos", async () => {
    await makeStale("1");
    expect(await search("mirtos")).toEqual([]);

    // A small batch so that the rewrite has to page through the table.
    expect(await refreshStaleSearchText(database.db, 3)).toBe(KEFALONIA_BEACHES.length + 1);

    expect(await search("mirtos")).toEqual(["Myrtos"]);
    expect(await search("Elafonissi")).toEqual(["Elafonisi"]);
    expect(await search("Kefallonia fteri")).toEqual(["Fteri"]);
    expect(await storedVersion()).toEqual([SEARCH_TEXT_VERSION]);
    const rows = await database.db
      .select({ name: beaches.name, area: areas.name, text: beaches.searchText })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId));
    for (const row of rows) expect(row.text).toBe(beachSearchText(row.name, row.area));
  });

  it("adds the Greek names of version 4's databases, so the Greek name of a beach or its area finds it", async () => {
    await database.db.update(areas).set({ nameEl: "Κεφαλονιά" }).where(eq(areas.name, "Kefalonia"));
    await database.db.update(beaches).set({ nameEl: "Πλατιά Άμμος" }).where(eq(beaches.name, "Petani"));
    // Version 4 wrote the English names alone.
    const rows = await database.db
      .select({ id: beaches.id, name: beaches.name, area: areas.name })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId));
    for (const row of rows) {
      await database.db
        .update(beaches)
        .set({ searchText: beachSearchText(row.name, row.area) })
        .where(eq(beaches.id, row.id));
    }
    await database.db.insert(appMeta).values({ key: "search_text_version", value: "4" });
    expect(await search("Πλατιά Άμμος")).toEqual([]);

    // Every Kefalonia beach changes (its area's Greek name); Elafonisi, without Greek names, does not.
    expect(await refreshStaleSearchText(database.db)).toBe(KEFALONIA_BEACHES.length);
    expect(await search("Πλατιά Άμμος")).toEqual(["Petani"]);
    expect(await search("platia ammos")).toEqual(["Petani"]);
    expect((await search("Κεφαλονιά")).length).toBe(KEFALONIA_BEACHES.length);
  });

  it("rebuilds a database from before app_meta, which holds no version", async () => {
    await makeStale(null);
    expect(await refreshStaleSearchText(database.db)).toBe(KEFALONIA_BEACHES.length + 1);
    expect(await search("Myrtos")).toEqual(["Myrtos"]);
    expect(await storedVersion()).toEqual([SEARCH_TEXT_VERSION]);
  });

  it("does nothing once the version is current", async () => {
    await makeStale("1");
    await refreshStaleSearchText(database.db);
    const before = await database.db.select().from(beaches).orderBy(beaches.id);

    expect(await refreshStaleSearchText(database.db)).toBeNull();
    expect(await database.db.select().from(beaches).orderBy(beaches.id)).toEqual(before);
  });

  it("only stores the version when the text is already right (a new database)", async () => {
    expect(await refreshStaleSearchText(database.db)).toBe(0);
    expect(await storedVersion()).toEqual([SEARCH_TEXT_VERSION]);
  });

  it("rebuilds once when two servers start together", async () => {
    await makeStale("1");
    const results = await Promise.all([
      refreshStaleSearchText(database.db),
      refreshStaleSearchText(database.db),
    ]);
    expect(results.filter((result) => result !== null)).toEqual([KEFALONIA_BEACHES.length + 1]);
    expect(await search("mirtos")).toEqual(["Myrtos"]);
  });
});
