import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, DELETE_MESSAGES, pageCountOf, type AdminListState } from "../../core/admin-list.ts";
import type { AreaInput } from "../../core/area-schema.ts";
import { searchNeedles } from "../../core/filter-semantics.ts";
import { generateAdminSlug, uniqueSlug } from "../../core/slug.ts";
import { beachSearchText } from "../beaches/search-text.ts";
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
    /** The form field the refusal is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const SAVE_MESSAGES = {
  slugTaken: "This slug already exists. Use a unique slug.",
  slugReserved: "This slug is the address of a page of the site. Use another slug.",
  areaGone: "This area no longer exists. It may have been deleted.",
  areaChanged:
    "Someone else changed this area while you were editing. Your changes are kept below: reload the latest version to see theirs.",
} as const;

/** Area slugs the public site's own pages use (an area's page is /{slug}). */
export const RESERVED_AREA_SLUGS = new Set([
  "areas",
  "about",
  "ontology",
  "map",
  "admin",
  "api",
  "assets",
  "icons",
]);

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

  /** One area as the edit form loads it, with the version its save must carry. */
  async function getArea(id: number) {
    const [row] = await db.select().from(areas).where(eq(areas.id, id));
    if (!row) return null;
    return {
      id: row.id,
      version: row.version,
      values: {
        name: row.name,
        slug: row.slug,
        description: row.description,
        hero_photo_url: row.heroPhotoUrl ?? "",
        hero_photo_source: row.heroPhotoSource ?? "",
        status: row.status as AreaInput["status"],
      },
    };
  }

  /**
   * Creates an area, or updates one at the version the editor loaded (optimistic concurrency: a save
   * over a newer version is refused, nothing is lost). A blank slug is derived from the name and
   * made unique with -2, -3...; a slug typed by hand must be free. A new name refreshes the search
   * text of the area's beaches in the same transaction, with the audit row.
   */
  async function saveArea(input: {
    id?: number;
    version?: number;
    values: AreaInput;
    by: SignedInUser;
    ip?: string | undefined;
  }): Promise<{ id: number; name: string; created: boolean }> {
    const { values } = input;
    return db.transaction(async (tx) => {
      // One save of area slugs at a time: two new areas named alike cannot both take the same slug.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('area-slugs'))`);
      let slug = values.slug;
      if (slug === "") {
        const base = generateAdminSlug(values.name) || "area";
        const taken = await tx
          .select({ slug: areas.slug })
          .from(areas)
          .where(
            and(
              ilike(areas.slug, `${base.replace(/[\\%_]/g, "\\$&")}%`),
              input.id ? sql`${areas.id} <> ${input.id}` : undefined,
            ),
          );
        slug = uniqueSlug(base, [...taken.map((row) => row.slug), ...RESERVED_AREA_SLUGS], "area");
      } else {
        if (RESERVED_AREA_SLUGS.has(slug))
          throw new ContentRefusal(SAVE_MESSAGES.slugReserved, 409, "Save failed", "slug");
        const [clash] = await tx
          .select({ id: areas.id })
          .from(areas)
          .where(and(eq(areas.slug, slug), input.id ? sql`${areas.id} <> ${input.id}` : undefined));
        if (clash) throw new ContentRefusal(SAVE_MESSAGES.slugTaken, 409, "Save failed", "slug");
      }
      const now = options.clock();
      const fields = {
        name: values.name,
        slug,
        description: values.description,
        heroPhotoUrl: values.hero_photo_url || null,
        heroPhotoSource: values.hero_photo_source || null,
        status: values.status,
      };
      if (input.id === undefined) {
        const [created] = await tx
          .insert(areas)
          .values({ ...fields, createdAt: now, updatedAt: now })
          .returning({ id: areas.id });
        await writeAudit(tx, {
          action: "area_created",
          at: now,
          actorId: input.by.id,
          actorEmail: input.by.email,
          target: slug,
          ip: input.ip,
          details: { name: values.name, status: values.status },
        });
        return { id: created!.id, name: values.name, created: true };
      }
      const [before] = await tx.select().from(areas).where(eq(areas.id, input.id)).for("update");
      if (!before) throw new ContentRefusal(SAVE_MESSAGES.areaGone, 404, "Save failed");
      if (before.version !== input.version)
        throw new ContentRefusal(SAVE_MESSAGES.areaChanged, 409, "Save failed");
      await tx
        .update(areas)
        .set({ ...fields, version: before.version + 1, updatedAt: now })
        .where(eq(areas.id, input.id));
      if (before.name !== values.name) {
        const inArea = await tx
          .select({ id: beaches.id, name: beaches.name })
          .from(beaches)
          .where(eq(beaches.areaId, input.id));
        for (const beach of inArea) {
          await tx
            .update(beaches)
            .set({ searchText: beachSearchText(beach.name, values.name) })
            .where(eq(beaches.id, beach.id));
        }
      }
      const changed = Object.entries(fields)
        .filter(([key, value]) => (before as Record<string, unknown>)[key] !== value)
        .map(([key]) => key);
      await writeAudit(tx, {
        action: values.status !== before.status ? "area_status_changed" : "area_updated",
        at: now,
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: slug,
        ip: input.ip,
        details: {
          name: values.name,
          changed,
          ...(values.status !== before.status ? { from: before.status, to: values.status } : {}),
        },
      });
      return { id: input.id, name: values.name, created: false };
    });
  }

  return {
    getArea,
    saveArea,
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
