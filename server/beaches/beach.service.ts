import { and, asc, eq, sql } from "drizzle-orm";
import { isSlug } from "#core/contract/slug.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { toIso } from "../db/timestamps.ts";
import { areas, beaches } from "../db/schema.ts";
import { activeBeachCondition, publicAreaCondition, publicBeachCondition } from "../visibility.ts";
import { packedPublic, toPublicBeach } from "./beach-sql.ts";
import { createBeachCounts } from "./counts.ts";
import { createHeldDirectory, type PublicReadsOptions } from "./held-directory.ts";
import { createBeachLists } from "./lists.ts";
import { createNearbyReads } from "./nearby.ts";
import { createSeaReads } from "./sea-reads.ts";

/** A timestamp as the sitemap's lastmod day, 2026-11-23. */
const toDay = (value: Date | string) => toIso(value).slice(0, 10);

/**
 * The public reads of the directory, put together from their modules: lists and counts, one beach,
 * its nearby beaches, the sitemap's, and what the map reads from the held directory.
 */
export function createBeachService({ db, dataVersion, verdicts }: PublicReadsOptions) {
  const sea = createSeaReads(verdicts);
  const held = createHeldDirectory({ db, dataVersion, ...(verdicts ? { verdicts } : {}) });
  const counts = createBeachCounts({ db, dataVersion, held, sea });
  const lists = createBeachLists({ db, held, sea, counts });
  const nearby = createNearbyReads({ db, held, sea, ...(verdicts ? { verdicts } : {}) });

  // One beach by its slug, and by its slug in an area: built once, so a beach page builds no statement.
  const bySlug = (inArea: boolean) =>
    db
      .select({ row: packedPublic.packed })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(
        and(
          publicBeachCondition,
          eq(beaches.slug, sql.placeholder("slug")),
          inArea ? eq(areas.slug, sql.placeholder("areaSlug")) : undefined,
        ),
      )
      .limit(1)
      .prepare(inArea ? "public_beach_by_slug_in_area" : "public_beach_by_slug");
  const beachBySlug = bySlug(false);
  const beachBySlugInArea = bySlug(true);

  /** One public beach. With an area slug, a beach of another area is not found, as if it did not exist. */
  async function getBeach(slug: string, areaSlug?: string): Promise<PublicBeach | null> {
    // A path segment that breaks the slug rule names no beach; the database never sees it (a NUL
    // byte in it would fail the query).
    if (!isSlug(slug) || (areaSlug !== undefined && !isSlug(areaSlug))) return null;
    const [row] =
      areaSlug === undefined
        ? await beachBySlug.execute({ slug })
        : await beachBySlugInArea.execute({ slug, areaSlug });
    return row ? toPublicBeach(packedPublic.unpack(row.row)) : null;
  }

  /** Every public area with the date its page last changed, for the sitemap. */
  async function sitemapAreas() {
    const rows = await db
      .select({
        slug: areas.slug,
        // An area page changes with its beaches; coalesce keeps an area without beaches listed.
        updatedAt: sql<
          Date | string
        >`greatest(${areas.updatedAt}, coalesce(max(${beaches.updatedAt}), ${areas.updatedAt}))`,
      })
      .from(areas)
      .leftJoin(beaches, and(eq(beaches.areaId, areas.id), activeBeachCondition))
      .where(publicAreaCondition)
      .groupBy(areas.id)
      .orderBy(asc(areas.slug));
    return rows.map((row) => ({ slug: row.slug, lastmod: toDay(row.updatedAt) }));
  }

  /** One slice of the public beaches in a stable order, for one sitemap file. */
  async function sitemapBeaches({ offset, limit }: { offset: number; limit: number }) {
    const rows = await db
      .select({ slug: beaches.slug, areaSlug: areas.slug, updatedAt: beaches.updatedAt })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(publicBeachCondition)
      .orderBy(asc(beaches.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({ slug: row.slug, areaSlug: row.areaSlug, lastmod: toDay(row.updatedAt) }));
  }

  return {
    listBeaches: lists.listBeaches,
    listQuery: lists.listQuery,
    countBeaches: counts.countBeaches,
    calmStatus: sea.calmStatus,
    withSea: sea.withSea,
    getBeach,
    moreInArea: nearby.moreInArea,
    nearbyBeaches: nearby.nearbyBeaches,
    calmNearby: nearby.calmNearby,
    /** Exported for the query-plan tests. */
    nearestQuery: nearby.nearestQuery,
    calmNearbyConditions: nearby.calmNearbyConditions,
    suggestBeaches: lists.suggestBeaches,
    sitemapAreas,
    sitemapBeaches,
    /** The public beaches in name order, held per directory version, for the map's filtered boxes. */
    nameOrder: held.nameOrder,
    publicAreaId: held.publicAreaId,
  };
}

export type BeachService = ReturnType<typeof createBeachService>;
