import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { areas } from "../schema.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "./demo-data.ts";
import { DEMO_AREA_NAMES_EL, DEMO_BEACH_NAMES_EL } from "./demo-greek.ts";
import { replaceDirectory } from "./load.ts";

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(areas);
  return (row?.n ?? 0) === 0;
}

/** The demo areas and beaches, with their Greek names. */
export function demoDirectory() {
  return {
    areas: DEMO_AREAS.map((area) => ({ ...area, name_el: DEMO_AREA_NAMES_EL[area.name] ?? null })),
    beaches: DEMO_BEACHES.map((beach) => ({ ...beach, name_el: DEMO_BEACH_NAMES_EL[beach.name] ?? null })),
  };
}

/** Loads the demo areas and beaches in place of whatever is there, in one transaction. */
export function seedDemoData(db: Database): Promise<{ areas: number; beaches: number }> {
  return replaceDirectory(db, demoDirectory());
}
