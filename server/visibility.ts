import { and, eq, sql, type SQL } from "drizzle-orm";
import { areas, beaches } from "./db/schema.ts";

// The one place that decides what the public may see (ENGINEERING.md section 4). A beach is public
// when it is ACTIVE and so is its area: otherwise its page would link to an area that answers 404.
// Queries that show an area's name join beaches to areas and filter with publicBeachCondition;
// queries over beaches alone use publicBeachAlone.

export const publicAreaCondition: SQL = eq(areas.status, "ACTIVE");

export const publicBeachCondition: SQL = and(eq(beaches.status, "ACTIVE"), eq(areas.status, "ACTIVE")) as SQL;

/**
 * The same rule without a join, for queries that read only beaches (counts, the map's cells, the
 * distance prefilter): joining every beach to its area cost as much as the scan itself at 50,000
 * beaches (ADR 010). The areas that are not ACTIVE are few; the database hashes them once per query.
 * area_id is NOT NULL and areas.id the primary key, so NOT IN has no NULL trap here.
 */
export const publicBeachAlone: SQL = sql`(${beaches.status} = 'ACTIVE' AND ${beaches.areaId} NOT IN (SELECT ${areas.id} FROM ${areas} WHERE ${areas.status} <> 'ACTIVE'))`;

/** Beaches of the public area with this slug, without a join. */
export const inPublicArea = (slug: string): SQL =>
  sql`${beaches.areaId} IN (SELECT ${areas.id} FROM ${areas} WHERE ${areas.slug} = ${slug} AND ${areas.status} = 'ACTIVE')`;
