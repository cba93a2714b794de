import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Status } from "#core/contract/enums.ts";
import { areas, beaches } from "./db/schema.ts";

// The one place that decides what the public may see. A beach is public
// when it is ACTIVE and so is its area: otherwise its page would link to an area that answers 404.
// Queries that show an area's name join beaches to areas and filter with publicBeachCondition;
// queries over beaches alone use publicBeachAlone. Every other query that asks "is this ACTIVE"
// builds its condition from here too.

/** The one status the public sees. */
export const PUBLIC_STATUS = "ACTIVE" satisfies Status;

/** The status as an SQL literal, as the tables' CHECK constraints spell it. */
const PUBLIC_STATUS_SQL = sql.raw(`'${PUBLIC_STATUS}'`);

/**
 * `status` (a column, or an aliased one in a correlated subquery) holds the public status. A literal
 * rather than a parameter, inside aggregate filters and subqueries.
 */
export const hasPublicStatus = (status: AnyColumn | SQL): SQL => sql`${status} = ${PUBLIC_STATUS_SQL}`;

export const publicAreaCondition: SQL = eq(areas.status, PUBLIC_STATUS);

/**
 * A beach whose own status is public, its area's aside: what the beach counts count (an area's count
 * of beaches, the dashboard's figures). Joined with publicAreaCondition it is the public rule.
 */
export const activeBeachCondition: SQL = eq(beaches.status, PUBLIC_STATUS);

export const publicBeachCondition: SQL = and(activeBeachCondition, publicAreaCondition) as SQL;

/**
 * The same rule without a join, for queries that read only beaches (counts, the map's cells, the
 * distance prefilter): joining every beach to its area cost as much as the scan itself at 50,000
 * beaches (ADR 010). The areas that are not ACTIVE are few; the database hashes them once per query.
 * area_id is NOT NULL and areas.id the primary key, so NOT IN has no NULL trap here.
 */
export const publicBeachAlone: SQL = sql`(${hasPublicStatus(beaches.status)} AND ${beaches.areaId} NOT IN (SELECT ${areas.id} FROM ${areas} WHERE ${areas.status} <> ${PUBLIC_STATUS_SQL}))`;

/** Beaches of the public area with this slug, without a join. */
export const inPublicArea = (slug: string): SQL =>
  sql`${beaches.areaId} IN (SELECT ${areas.id} FROM ${areas} WHERE ${areas.slug} = ${slug} AND ${hasPublicStatus(areas.status)})`;
