import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * `column = any($ids)` for a statement built once (Drizzle `prepare`): the ids are given as one array
 * each time it runs, so the statement has one text however many ids there are.
 */
export const inIdsPlaceholder = (column: AnyColumn): SQL => sql`${column} = any(${sql.placeholder("ids")})`;
