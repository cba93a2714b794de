import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, DELETE_MESSAGES, pageCountOf, type AdminListState } from "../../core/admin-list.ts";
import { searchNeedles } from "../../core/filter-semantics.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";

/** A content change the back office refuses, with the words to show and the HTTP status. */
export class ContentRefusal extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
    /** The toast's title (back-office.md section 8). */
    readonly title: string,
  ) {
    super(message);
  }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `%text%` for ILIKE, with the pattern characters the text may hold taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The back office's view of the content (issue 9): every status, paged and counted in the database
 * so a list of 50,000 beaches costs one page of rows and one count.
 */
export function createAdminContent(options: { db: Database; clock: () => Date }) {
  const { db } = options;

  async function listAreas(state: AdminListState) {
    const conditions: SQL[] = [];
    if (state.q) {
      conditions.push(
        or(ilike(areas.name, containing(state.q)), ilike(areas.description, containing(state.q)))!,
      );
    }
    if (state.status) conditions.push(eq(areas.status, state.status));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const direction = state.dir === "asc" ? asc : desc;
    const order =
      state.sort === "name"
        ? direction(sql`lower(${areas.name})`)
        : state.sort === "status"
          ? direction(areas.status)
          : direction(areas.updatedAt);
    const [[total], rows] = await Promise.all([
      db.select({ value: count() }).from(areas).where(where),
      db
        .select({
          id: areas.id,
          name: areas.name,
          slug: areas.slug,
          description: areas.description,
          status: areas.status,
          updatedAt: areas.updatedAt,
          // Spelled out: inside a subquery, drizzle's unqualified column names would bind to the inner table.
          beachCount: sql<number>`(SELECT count(*)::int FROM beaches AS b WHERE b.area_id = "areas"."id" AND b.status = 'ACTIVE')`,
        })
        .from(areas)
        .where(where)
        .orderBy(order, direction(areas.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((state.page - 1) * ADMIN_PAGE_SIZE),
    ]);
    const value = total?.value ?? 0;
    return {
      items: rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt)! })),
      total: value,
      page: state.page,
      pageCount: pageCountOf(value),
    };
  }

  async function listBeaches(state: AdminListState) {
    const conditions: SQL[] = [];
    // The same folding as the public search: any script, any accent, name or place.
    for (const needle of searchNeedles(state.q))
      conditions.push(sql`${beaches.searchText} LIKE ${`%${needle}%`}`);
    if (state.status) conditions.push(eq(beaches.status, state.status));
    if (state.organized !== null) conditions.push(eq(beaches.organized, state.organized));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const direction = state.dir === "asc" ? asc : desc;
    const order =
      state.sort === "name"
        ? direction(beaches.sortName)
        : state.sort === "status"
          ? direction(beaches.status)
          : direction(beaches.updatedAt);
    const [[total], rows] = await Promise.all([
      db.select({ value: count() }).from(beaches).where(where),
      db
        .select({
          id: beaches.id,
          name: beaches.name,
          slug: beaches.slug,
          area: areas.name,
          organized: beaches.organized,
          parking: beaches.parking,
          blueFlag: beaches.blueFlag,
          verifiedAt: beaches.verifiedAt,
          status: beaches.status,
          updatedAt: beaches.updatedAt,
        })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(where)
        .orderBy(order, direction(beaches.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((state.page - 1) * ADMIN_PAGE_SIZE),
    ]);
    const value = total?.value ?? 0;
    return {
      items: rows.map((row) => ({ ...row, verifiedAt: iso(row.verifiedAt), updatedAt: iso(row.updatedAt)! })),
      total: value,
      page: state.page,
      pageCount: pageCountOf(value),
    };
  }

  /** The dashboard's four figures, over ACTIVE beaches (back-office.md section 4), in one query. */
  async function dashboardStats() {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        organized: sql<number>`(count(*) FILTER (WHERE ${beaches.organized}))::int`,
        blueFlag: sql<number>`(count(*) FILTER (WHERE ${beaches.blueFlag}))::int`,
        locations: sql<number>`count(DISTINCT ${beaches.areaId})::int`,
      })
      .from(beaches)
      .where(eq(beaches.status, "ACTIVE"));
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
    return rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt)! }));
  }

  /** What the delete confirmation names: the area and how many beaches (of any status) it holds. */
  async function areaSummary(id: number) {
    const [row] = await db
      .select({
        id: areas.id,
        name: areas.name,
        beaches: sql<number>`(SELECT count(*)::int FROM beaches AS b WHERE b.area_id = "areas"."id")`,
      })
      .from(areas)
      .where(eq(areas.id, id));
    return row ?? null;
  }

  async function beachSummary(id: number) {
    const [row] = await db
      .select({ id: beaches.id, name: beaches.name })
      .from(beaches)
      .where(eq(beaches.id, id));
    return row ?? null;
  }

  /**
   * Deletes an area that no beach (of any status) belongs to; the audit row is written in the same
   * transaction, and the row is locked first, so a beach added meanwhile cannot be orphaned.
   */
  async function deleteArea(input: { id: number; by: SignedInUser; ip?: string | undefined }) {
    return db.transaction(async (tx) => {
      const [area] = await tx.select().from(areas).where(eq(areas.id, input.id)).for("update");
      if (!area) throw new ContentRefusal("This area no longer exists.", 404, "Delete failed");
      const [beachCount] = await tx
        .select({ value: count() })
        .from(beaches)
        .where(eq(beaches.areaId, area.id));
      const n = beachCount?.value ?? 0;
      if (n > 0)
        throw new ContentRefusal(DELETE_MESSAGES.areaHasBeaches(area.name, n), 409, "Cannot delete area");
      await tx.delete(areas).where(eq(areas.id, area.id));
      await writeAudit(tx, {
        action: "area_deleted",
        at: options.clock(),
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: area.slug,
        ip: input.ip,
        details: { name: area.name },
      });
      return { name: area.name };
    });
  }

  async function deleteBeach(input: { id: number; by: SignedInUser; ip?: string | undefined }) {
    return db.transaction(async (tx) => {
      const [beach] = await tx
        .delete(beaches)
        .where(eq(beaches.id, input.id))
        .returning({ name: beaches.name, slug: beaches.slug });
      if (!beach) throw new ContentRefusal("This beach no longer exists.", 404, "Delete failed");
      await writeAudit(tx, {
        action: "beach_deleted",
        at: options.clock(),
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: beach.slug,
        ip: input.ip,
        details: { name: beach.name },
      });
      return { name: beach.name };
    });
  }

  return {
    listAreas,
    listBeaches,
    dashboardStats,
    recentBeaches,
    areaSummary,
    beachSummary,
    deleteArea,
    deleteBeach,
  };
}

export type AdminContent = ReturnType<typeof createAdminContent>;
