import { asc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { descriptionStem } from "#core/contract/filter-semantics.ts";
import { foldForSearch, searchKey } from "#core/contract/greek.ts";
import { beachAliasesFor } from "#core/search/beach-aliases.ts";
import { aliasesFor } from "#core/search/places.ts";
import type { Database } from "../db/client.ts";
import { appMeta, areas, beaches } from "../db/schema.ts";

/**
 * The version of what beachSearchText writes. Bump it whenever that changes (folding, keying, an
 * area's aliases, a beach's aliases): the next boot rewrites every beach's search_text and name_key once.
 * 1 was foldForSearch; 2 keyed it; 3 added beach aliases and name_key; 4 keyed mp, ch and x; 5 added
 * the Greek names of the beach and its area; 6 added the beach's descriptions in both languages.
 */
export const SEARCH_TEXT_VERSION = "6";

const SEARCH_TEXT_VERSION_KEY = "search_text_version";
/** Two parameters a row: 10,000 a statement, well under PostgreSQL's limit of 65,535. */
const REFRESH_BATCH = 5000;

/**
 * Between the names and the descriptions in search_text: keys hold only [a-z0-9 ], so it is never
 * part of either, and the two are matched by different rules (core/contract/filter-semantics.ts).
 */
export const SEARCH_TEXT_PARTS = "|";

/** A beach's descriptions, English and Greek, as the search reads them. */
export interface BeachDescriptions {
  description?: string | null | undefined;
  descriptionEl?: string | null | undefined;
}

/**
 * What the trigram-indexed search column holds: the keyed beach name, its Greek name and its aliases,
 * then the area name, the area's Greek name and the area's aliases; then, after SEARCH_TEXT_PARTS,
 * the beach's descriptions in both languages. A Greek name the editors gave ('Κανάλι του Έρωτα' for Canal d'Amour) is found
 * however it is typed, as it is keyed like the rest; so is what only a description says (the caves,
 * the pines, the volcanic sand), in either language.
 */
export function beachSearchText(
  beachName: string,
  areaName: string,
  beachNameEl: string | null = null,
  areaNameEl: string | null = null,
  descriptions: BeachDescriptions = {},
): string {
  const names = searchKey(
    [
      beachName,
      beachNameEl ?? "",
      ...beachAliasesFor(beachName),
      areaName,
      areaNameEl ?? "",
      ...aliasesFor(areaName),
    ].join(" "),
  );
  const described = searchKey(`${descriptions.description ?? ""} ${descriptions.descriptionEl ?? ""}`);
  return `${names}${SEARCH_TEXT_PARTS}${described}`;
}

/** The keyed beach name alone, which the search compares with what was typed by trigram similarity. */
export function beachNameKey(beachName: string): string {
  return searchKey(beachName);
}

export function beachSortName(beachName: string): string {
  return foldForSearch(beachName);
}

/**
 * Brings every beach's search_text to SEARCH_TEXT_VERSION when the database holds another version
 * (or none: data from before app_meta). All of it happens in one transaction, so searches never see
 * a half-rewritten table. Returns how many beaches changed, or null when nothing had to be done.
 */
export async function refreshStaleSearchText(
  db: Database,
  batchSize = REFRESH_BATCH,
): Promise<number | null> {
  const [stored] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SEARCH_TEXT_VERSION_KEY));
  if (stored?.value === SEARCH_TEXT_VERSION) return null;

  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    // Claiming the version first locks its row: a second server booting at the same moment waits
    // here, then finds the version already claimed and leaves the work to the first.
    const claimed = await database
      .insert(appMeta)
      .values({ key: SEARCH_TEXT_VERSION_KEY, value: SEARCH_TEXT_VERSION })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: SEARCH_TEXT_VERSION },
        setWhere: ne(appMeta.value, SEARCH_TEXT_VERSION),
      })
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return null;
    return rewriteSearchText(database, batchSize);
  });
}

async function rewriteSearchText(db: Database, batchSize: number): Promise<number> {
  let changed = 0;
  let lastId = 0;
  for (;;) {
    // Keyset pages over the primary key: each page is an index range, however far in.
    const rows = await db
      .select({
        id: beaches.id,
        name: beaches.name,
        nameEl: beaches.nameEl,
        description: beaches.description,
        descriptionEl: beaches.descriptionEl,
        area: areas.name,
        areaNameEl: areas.nameEl,
        searchText: beaches.searchText,
        nameKey: beaches.nameKey,
      })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(gt(beaches.id, lastId))
      .orderBy(asc(beaches.id))
      .limit(batchSize);
    const last = rows[rows.length - 1];
    if (!last) return changed;
    lastId = last.id;

    const updates = rows
      .map((row) => ({
        id: row.id,
        stale: row,
        text: beachSearchText(row.name, row.area, row.nameEl, row.areaNameEl, row),
        nameKey: beachNameKey(row.name),
      }))
      .filter((row) => row.text !== row.stale.searchText || row.nameKey !== row.stale.nameKey);
    if (updates.length === 0) continue;
    // One UPDATE per page from a VALUES list, rather than a round trip per beach.
    const values = sql.join(
      updates.map((row) => sql`(${row.id}::integer, ${row.text}::text, ${row.nameKey}::text)`),
      sql`, `,
    );
    await db
      .update(beaches)
      .set({ searchText: sql`fresh.search_text`, nameKey: sql`fresh.name_key` })
      .from(sql`(VALUES ${values}) AS fresh (id, search_text, name_key)`)
      .where(eq(beaches.id, sql`fresh.id`));
    changed += updates.length;
  }
}

/**
 * The beaches a keyed needle matches (core/contract/filter-semantics.ts, searchNeedleMatches): anywhere in
 * their names, or at the start of a word of their descriptions. The first LIKE is served by the
 * trigram index on search_text; the parts are checked on the rows it finds. Keys hold only
 * [a-z0-9 ], so they carry no LIKE wildcards.
 */
export function searchNeedleCondition(needle: string): SQL {
  const stem = descriptionStem(needle);
  const parts = sql.raw(`'${SEARCH_TEXT_PARTS}'`);
  return sql`(${beaches.searchText} LIKE ${`%${stem}%`} AND (split_part(${beaches.searchText}, ${parts}, 1) LIKE ${`%${needle}%`} OR ' ' || split_part(${beaches.searchText}, ${parts}, 2) LIKE ${`% ${stem}%`}))`;
}

/**
 * The beaches whose names (the beach's or its area's, in either language, or an alias) hold a keyed
 * needle anywhere, as the back office's list searches: descriptions are not names. The first LIKE is
 * served by the trigram index; the names part is checked on the rows it finds.
 */
export function searchNameCondition(needle: string): SQL {
  const parts = sql.raw(`'${SEARCH_TEXT_PARTS}'`);
  return sql`(${beaches.searchText} LIKE ${`%${needle}%`} AND split_part(${beaches.searchText}, ${parts}, 1) LIKE ${`%${needle}%`})`;
}
