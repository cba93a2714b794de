import { and, eq, type SQL } from "drizzle-orm";
import { areas, beaches } from "./db/schema.ts";

// The one place that decides what the public may see (ENGINEERING.md section 4). A beach is public
// when it is ACTIVE and so is its area: otherwise its page would link to an area that answers 404.
// Every public query joins beaches to areas and filters with these.

export const publicAreaCondition: SQL = eq(areas.status, "ACTIVE");

export const publicBeachCondition: SQL = and(eq(beaches.status, "ACTIVE"), eq(areas.status, "ACTIVE")) as SQL;
