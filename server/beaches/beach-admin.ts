import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { accessFormValues } from "#core/access/access-form.ts";
import { ADMIN_PAGE_SIZE, pageCountOf, type AdminListState } from "#core/admin/admin-list.ts";
import { formatShelteredFrom, type BeachInput } from "#core/contract/beach-schema.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import { writeAudit } from "../audit/audit.ts";
import { recordCuratorSave } from "../osm/osm-curation.ts";
import {
  atLoadedVersion,
  chooseSlug,
  ContentRefusal,
  SAVE_MESSAGES,
  updateAudit,
} from "../content/admin-records.ts";
import { accessColumns, accessFactsOf } from "../content/access-columns.ts";
import { beachCoast, storedBeachCoast, storedShelteredFrom } from "../coast/beach-coast.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { toIso } from "../db/timestamps.ts";
import { beachNameKey, beachSearchText, beachSortName, searchNameCondition } from "./search-text.ts";

/** Columns the service derives from others: never reported as an editor's change. */
const DERIVED_BEACH_COLUMNS = new Set([
  "searchText",
  "nameKey",
  "sortName",
  "facingDeg",
  "fetchKm",
  "coastDistanceM",
]);

/**
 * The back office's beaches: every status, listed, loaded, saved and deleted. A list of
 * 50,000 beaches costs one page of rows and one count.
 */
export function createBeachAdmin(options: { db: Database; clock: () => Date }) {
  const { db } = options;

  async function listBeaches(state: AdminListState) {
    const conditions: SQL[] = [];
    // The same folding as the public search: any script, any accent, name or place.
    for (const needle of searchNeedles(state.q)) conditions.push(searchNameCondition(needle));
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

  /** What the delete confirmation names. */
  async function beachSummary(id: number) {
    const [row] = await db
      .select({ id: beaches.id, name: beaches.name })
      .from(beaches)
      .where(eq(beaches.id, id));
    return row ?? null;
  }

  /** Deletes a beach, with its audit row in the same transaction. */
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
        name_el: beach.nameEl ?? "",
        area: row.areaName,
        area_id: String(beach.areaId),
        latitude: String(beach.latitude),
        longitude: String(beach.longitude),
        description: beach.description,
        description_el: beach.descriptionEl ?? "",
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
        facing_override_deg: beach.facingOverrideDeg === null ? "" : String(beach.facingOverrideDeg),
        sheltered_from: formatShelteredFrom(beach.shelteredFrom),
        ...accessFormValues(accessFactsOf(beach)),
        markVerified: "false",
      },
      // What the coastline says of the saved position (ADR 026): derived, shown, never edited. With
      // an override facing_deg holds the administrator's facing, so the coastline's is worked out here.
      coast: {
        latitude: beach.latitude,
        longitude: beach.longitude,
        facingDeg: beach.facingDeg,
        computedFacingDeg:
          beach.facingOverrideDeg === null
            ? beach.facingDeg
            : beachCoast(beach.latitude, beach.longitude).facingDeg,
        overridden: beach.facingOverrideDeg !== null,
        distanceM: beach.coastDistanceM,
        // The beach form's preview of today's verdict rates the forecast with it.
        fetchKm: beach.fetchKm,
      },
    };
  }

  /**
   * Creates a beach, or updates one at the version the editor loaded. The area comes from area_id
   * alone (the form's area name is only what the select showed). A blank slug is derived from the
   * name and made unique with -2, -3...; a slug typed by hand must be free. 'Mark as verified on
   * save' stamps verified_at with the clock; otherwise an update keeps the stored date.
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
        .select({ id: areas.id, name: areas.name, nameEl: areas.nameEl })
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
        // Greek texts (ADR 036): blank is null, "not translated yet".
        nameEl: values.name_el || null,
        descriptionEl: values.description_el || null,
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
        searchText: beachSearchText(values.name, area.name, values.name_el || null, area.nameEl, {
          description: values.description,
          descriptionEl: values.description_el,
        }),
        nameKey: beachNameKey(values.name),
        sortName: beachSortName(values.name),
        facingOverrideDeg: values.facing_override_deg,
        shelteredFrom: storedShelteredFrom(values.sheltered_from),
        // Every access fact, unknown ones as null: the form always sends all of them.
        ...accessColumns(values),
        // Which way the beach faces, worked out again from the position with every save (the
        // administrator's facing, when given, is the one stored in facing_deg).
        ...storedBeachCoast(values.latitude, values.longitude, values.facing_override_deg),
      };
      const audit = { at: now, actorId: input.by.id, actorEmail: input.by.email, target: slug, ip: input.ip };
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
      const [stored] = await tx.select().from(beaches).where(eq(beaches.id, input.id)).for("update");
      const before = atLoadedVersion(stored, input.version, {
        gone: SAVE_MESSAGES.beachGone,
        changed: SAVE_MESSAGES.beachChanged,
      });
      const verifiedAt = values.markVerified ? now : before.verifiedAt;
      await tx
        .update(beaches)
        .set({ ...fields, verifiedAt, version: before.version + 1, updatedAt: now })
        .where(eq(beaches.id, input.id));
      await recordCuratorSave(tx, input.id, { facingOverrideDeg: values.facing_override_deg ?? null });
      await writeAudit(tx, {
        ...updateAudit({
          record: "beach",
          name: values.name,
          before,
          after: { ...fields, verifiedAt },
          derived: DERIVED_BEACH_COLUMNS,
        }),
        ...audit,
      });
      return { id: input.id, name: values.name, slug, areaName: area.name, created: false };
    });
  }

  return { listBeaches, beachSummary, deleteBeach, getBeach, saveBeach };
}

export type BeachAdmin = ReturnType<typeof createBeachAdmin>;
