import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { toIso } from "../db/timestamps.ts";
import { activeBeachCondition } from "../visibility.ts";

/** The back office's dashboard: its figures and its recent activity. */
export function createDashboard(options: { db: Database }) {
  const { db } = options;

  /** The dashboard's four figures, over ACTIVE beaches, in one query. */
  async function dashboardStats() {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        organized: sql<number>`(count(*) FILTER (WHERE ${beaches.organized}))::int`,
        blueFlag: sql<number>`(count(*) FILTER (WHERE ${beaches.blueFlag}))::int`,
        locations: sql<number>`count(DISTINCT ${beaches.areaId})::int`,
      })
      .from(beaches)
      .where(activeBeachCondition);
    return row ?? { total: 0, organized: 0, blueFlag: 0, locations: 0 };
  }

  /** The most recently updated beaches, of any status. */
  async function recentBeaches(limit = 5) {
    const rows = await db
      .select({ id: beaches.id, name: beaches.name, area: areas.name, updatedAt: beaches.updatedAt })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .orderBy(desc(beaches.updatedAt), desc(beaches.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, updatedAt: toIso(row.updatedAt) }));
  }

  return { dashboardStats, recentBeaches };
}

export type Dashboard = ReturnType<typeof createDashboard>;
