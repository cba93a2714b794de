import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, DELETE_MESSAGES, pageCountOf, type AdminListState } from "../../core/admin-list.ts";
import type { AreaInput } from "../../core/area-schema.ts";
import type { BeachInput } from "../../core/beach-schema.ts";
import { searchNeedles } from "../../core/filter-semantics.ts";
import { generateAdminSlug, uniqueSlug } from "../../core/slug.ts";
import { RESERVED_AREA_SLUGS } from "../areas/reserved-slugs.ts";
import { beachNameKey, beachSearchText, beachSortName } from "../beaches/search-text.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { toIso } from "../db/timestamps.ts";
import { areas, beaches } from "../db/schema.ts";
import { activeBeachCondition, hasPublicStatus } from "../visibility.ts";

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
  beachGone: "This beach no longer exists. It may have been deleted.",
  beachChanged:
    "Someone else changed this beach while you were editing. Your changes are kept below: reload the latest version to see theirs.",
  areaMissing: "This area no longer exists. Please select an area.",
} as const;

/** Columns the service derives from others: never reported as an editor's change. */
const DERIVED_BEACH_COLUMNS = new Set(["searchText", "nameKey", "sortName"]);

/** Equality for the audit's list of changed columns: dates by instant, lists by their items. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** The pattern characters a text may hold, taken literally by ILIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** `%text%` for ILIKE. */
const containing = (text: string) => `%${literal(text)}%`;
/** `text%` for ILIKE: the slugs a uniqueness check must see. */
const startingWith = (text: string) => `${literal(text)}%`;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The slug a save stores (back-office.md section 5, 'Slug uniqueness'). A blank slug, or on a new
 * record the one the form derived from the name while it followed the name, is made unique with -2,
 * -3, ... A slug the editor chose must be free, or the save is refused on the slug field. Saves of
 * one table's slugs take turns (a transaction-scoped lock), so two records named alike at the same
 * moment cannot both take the same slug.
 */
async function chooseSlug(
  tx: Transaction,
  options: {
    table: typeof areas | typeof beaches;
    id: number | undefined;
    name: string;
    slug: string;
    fallback: "area" | "item";
    reserved?: ReadonlySet<string>;
  },
): Promise<string> {
  const { table, id } = options;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${options.fallback}-slugs`}))`);
  const derived = generateAdminSlug(options.name);
  const others = id === undefined ? undefined : sql`${table.id} <> ${id}`;
  if (options.slug === "" || (id === undefined && options.slug === derived)) {
    const base = derived || options.fallback;
    const taken = await tx
      .select({ slug: table.slug })
      .from(table)
      .where(and(ilike(table.slug, startingWith(base)), others));
    return uniqueSlug(base, [...taken.map((row) => row.slug), ...(options.reserved ?? [])], options.fallback);
  }
  if (options.reserved?.has(options.slug))
    throw new ContentRefusal(SAVE_MESSAGES.slugReserved, 409, "Save failed", "slug");
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, options.slug), others));
  if (clash) throw new ContentRefusal(SAVE_MESSAGES.slugTaken, 409, "Save failed", "slug");
  return options.slug;
}

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
          beachCount: sql<number>`(SELECT count(*)::int FROM beaches AS b WHERE b.area_id = "areas"."id" AND ${hasPublicStatus(sql`b.status`)})`,
        })
        .from(areas)
        .where(where)
        .orderBy(order, direction(areas.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((state.page - 1) * ADMIN_PAGE_SIZE),
    ]);
    const value = total?.value ?? 0;
    return {
      items: rows.map((row) => ({ ...row, updatedAt: toIso(row.updatedAt) })),
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
      items: rows.map((row) => ({
        ...row,
        verifiedAt: toIso(row.verifiedAt),
        updatedAt: toIso(row.updatedAt),
      })),
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
      const slug = await chooseSlug(tx, {
        table: areas,
        id: input.id,
        name: values.name,
        slug: values.slug,
        fallback: "area",
        reserved: RESERVED_AREA_SLUGS,
      });
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

  /** Every area as the beach form's select offers it: id and name, by name. */
  async function areaOptions() {
    return db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name), asc(areas.id));
  }

  /** One beach as the edit form loads it: its form values, verification date and version. */
  async function getBeach(id: number) {
    const [row] = await db
      .select({ beach: beaches, areaName: areas.name })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(eq(beaches.id, id));
    if (!row) return null;
    const { beach } = row;
    return {
      id: beach.id,
      version: beach.version,
      verifiedAt: toIso(beach.verifiedAt),
      values: {
        name: beach.name,
        area: row.areaName,
        area_id: String(beach.areaId),
        latitude: String(beach.latitude),
        longitude: String(beach.longitude),
        description: beach.description,
        type: beach.type,
        wave_conditions: beach.waveConditions,
        organized: String(beach.organized),
        parking: beach.parking,
        blue_flag: String(beach.blueFlag),
        amenities: beach.amenities.join(","),
        photo_url: beach.photoUrl ?? "",
        photo_source: beach.photoSource ?? "",
        status: beach.status,
        slug: beach.slug,
        source: beach.source ?? "",
        markVerified: "false",
      },
    };
  }

  /**
   * Creates a beach, or updates one at the version the editor loaded (as saveArea). The area comes
   * from area_id alone (the form's area name is only what the select showed). A blank slug is derived
   * from the name and made unique with -2, -3...; a slug typed by hand must be free. 'Mark as verified
   * on save' stamps verified_at with the clock; otherwise an update keeps the stored date.
   */
  async function saveBeach(input: {
    id?: number;
    version?: number;
    values: BeachInput;
    by: SignedInUser;
    ip?: string | undefined;
  }): Promise<{ id: number; name: string; slug: string; areaName: string; created: boolean }> {
    const { values } = input;
    return db.transaction(async (tx) => {
      const [area] = await tx
        .select({ id: areas.id, name: areas.name })
        .from(areas)
        .where(eq(areas.id, values.area_id));
      if (!area) throw new ContentRefusal(SAVE_MESSAGES.areaMissing, 409, "Save failed", "area_id");
      const slug = await chooseSlug(tx, {
        table: beaches,
        id: input.id,
        name: values.name,
        slug: values.slug,
        fallback: "item",
      });
      const now = options.clock();
      const fields = {
        name: values.name,
        slug,
        areaId: area.id,
        description: values.description,
        type: values.type,
        waveConditions: values.wave_conditions,
        organized: values.organized,
        parking: values.parking,
        blueFlag: values.blue_flag,
        amenities: values.amenities,
        latitude: values.latitude,
        longitude: values.longitude,
        photoUrl: values.photo_url || null,
        photoSource: values.photo_source || null,
        source: values.source || null,
        status: values.status,
        searchText: beachSearchText(values.name, area.name),
        nameKey: beachNameKey(values.name),
        sortName: beachSortName(values.name),
      };
      const audit = {
        at: now,
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: slug,
        ip: input.ip,
      };
      if (input.id === undefined) {
        const [created] = await tx
          .insert(beaches)
          .values({
            ...fields,
            verifiedAt: values.markVerified ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: beaches.id });
        await writeAudit(tx, {
          action: "beach_created",
          ...audit,
          details: { name: values.name, area: area.name, status: values.status },
        });
        return { id: created!.id, name: values.name, slug, areaName: area.name, created: true };
      }
      const [before] = await tx.select().from(beaches).where(eq(beaches.id, input.id)).for("update");
      if (!before) throw new ContentRefusal(SAVE_MESSAGES.beachGone, 404, "Save failed");
      if (before.version !== input.version)
        throw new ContentRefusal(SAVE_MESSAGES.beachChanged, 409, "Save failed");
      const verifiedAt = values.markVerified ? now : before.verifiedAt;
      await tx
        .update(beaches)
        .set({ ...fields, verifiedAt, version: before.version + 1, updatedAt: now })
        .where(eq(beaches.id, input.id));
      const changed = Object.entries({ ...fields, verifiedAt })
        .filter(([key, value]) => !sameValue((before as Record<string, unknown>)[key], value))
        .map(([key]) => key)
        .filter((key) => !DERIVED_BEACH_COLUMNS.has(key));
      await writeAudit(tx, {
        action: values.status !== before.status ? "beach_status_changed" : "beach_updated",
        ...audit,
        details: {
          name: values.name,
          changed,
          ...(values.status !== before.status ? { from: before.status, to: values.status } : {}),
        },
      });
      return { id: input.id, name: values.name, slug, areaName: area.name, created: false };
    });
  }

  return {
    getArea,
    saveArea,
    areaOptions,
    getBeach,
    saveBeach,
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
