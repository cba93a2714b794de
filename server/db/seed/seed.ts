import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { areas } from "../schema.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "./demo-data.ts";
import { replaceDirectory } from "./load.ts";

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(areas);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo areas and beaches in place of whatever is there, in one transaction. */
export function seedDemoData(db: Database): Promise<{ areas: number; beaches: number }> {
  return replaceDirectory(db, { areas: DEMO_AREAS, beaches: DEMO_BEACHES });
}
