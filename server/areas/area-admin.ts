import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  DELETE_MESSAGES,
  pageCountOf,
  type AdminListState,
} from "#core/admin/admin-list.ts";
import type { AreaInput } from "#core/contract/area-schema.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import { writeAudit } from "../audit/audit.ts";
import { beachSearchText } from "../beaches/search-text.ts";
import {
  atLoadedVersion,
  chooseSlug,
  containing,
  ContentRefusal,
  SAVE_MESSAGES,
  updateAudit,
} from "../content/admin-records.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { toIso } from "../db/timestamps.ts";
import { hasPublicStatus } from "../visibility.ts";
import { RESERVED_AREA_SLUGS } from "./reserved-slugs.ts";

/**
 * The back office's areas: every status, listed, loaded, saved and deleted. Lists are paged
 * and counted in the database.
 */
export function createAreaAdmin(options: { db: Database; clock: () => Date }) {
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
          // Every beach counts (one of any status keeps the area from being deleted); the public ones
          // are those the site shows, ACTIVE in an ACTIVE area.
          beachCount: sql<number>`(SELECT count(*)::int FROM beaches AS b WHERE b.area_id = "areas"."id")`,
          publicBeachCount: sql<number>`(SELECT count(*)::int FROM beaches AS b WHERE b.area_id = "areas"."id" AND ${hasPublicStatus(sql`b.status`)} AND ${hasPublicStatus(sql`"areas"."status"`)})`,
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

  /** One area as the edit form loads it, with the version its save must carry. */
  async function getArea(id: number) {
    const [row] = await db.select().from(areas).where(eq(areas.id, id));
    if (!row) return null;
    return {
      id: row.id,
      version: row.version,
      values: {
        name: row.name,
        name_el: row.nameEl ?? "",
        slug: row.slug,
        description: row.description,
        description_el: row.descriptionEl ?? "",
        hero_photo_url: row.heroPhotoUrl ?? "",
        hero_photo_source: row.heroPhotoSource ?? "",
        status: row.status as AreaInput["status"],
      },
    };
  }

  /**
   * Creates an area, or updates one at the version the editor loaded. A blank slug is derived from
   * the name and made unique with -2, -3...; a slug typed by hand must be free. A new name refreshes
   * the search text of the area's beaches in the same transaction, with the audit row.
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
        // Greek texts (ADR 036): blank is null, "not translated yet".
        nameEl: values.name_el || null,
        descriptionEl: values.description_el || null,
        heroPhotoUrl: values.hero_photo_url || null,
        heroPhotoSource: values.hero_photo_source || null,
        status: values.status,
      };
      const audit = { at: now, actorId: input.by.id, actorEmail: input.by.email, target: slug, ip: input.ip };
      if (input.id === undefined) {
        const [created] = await tx
          .insert(areas)
          .values({ ...fields, createdAt: now, updatedAt: now })
          .returning({ id: areas.id });
        await writeAudit(tx, {
          action: "area_created",
          ...audit,
          details: { name: values.name, status: values.status },
        });
        return { id: created!.id, name: values.name, created: true };
      }
      const [stored] = await tx.select().from(areas).where(eq(areas.id, input.id)).for("update");
      const before = atLoadedVersion(stored, input.version, {
        gone: SAVE_MESSAGES.areaGone,
        changed: SAVE_MESSAGES.areaChanged,
      });
      await tx
        .update(areas)
        .set({ ...fields, version: before.version + 1, updatedAt: now })
        .where(eq(areas.id, input.id));
      // The area's names are part of each of its beaches' search text.
      if (before.name !== values.name || before.nameEl !== fields.nameEl) {
        const inArea = await tx
          .select({
            id: beaches.id,
            name: beaches.name,
            nameEl: beaches.nameEl,
            description: beaches.description,
            descriptionEl: beaches.descriptionEl,
          })
          .from(beaches)
          .where(eq(beaches.areaId, input.id));
        // One statement per thousand beaches, not one per beach: an area can hold thousands.
        for (let start = 0; start < inArea.length; start += 1000) {
          const chunk = inArea.slice(start, start + 1000);
          const ids = chunk.map((beach) => beach.id);
          const texts = chunk.map((beach) =>
            beachSearchText(beach.name, values.name, beach.nameEl, fields.nameEl, beach),
          );
          await tx.execute(sql`
            UPDATE ${beaches} SET search_text = t.text
            FROM unnest(${sql.param(ids)}::integer[], ${sql.param(texts)}::text[]) AS t(id, text)
            WHERE ${beaches.id} = t.id`);
        }
      }
      await writeAudit(tx, {
        ...updateAudit({ record: "area", name: values.name, before, after: fields }),
        ...audit,
      });
      return { id: input.id, name: values.name, created: false };
    });
  }

  /** Every area as the beach form's select offers it: id and name, by name. */
  async function areaOptions() {
    return db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name), asc(areas.id));
  }

  return { listAreas, areaSummary, deleteArea, getArea, saveArea, areaOptions };
}

export type AreaAdmin = ReturnType<typeof createAreaAdmin>;
