import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { OsmReviewShow } from "#core/admin/osm-review-query.ts";
import type { OsmReviewReason } from "#core/admin/osm.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches, beachOsm, importRuns } from "../db/schema.ts";
import { toIso } from "../db/timestamps.ts";
import { PUBLIC_STATUS } from "../visibility.ts";
import type { OsmImportSummary } from "./osm-import.ts";

// The back office's queue of what the OpenStreetMap import brought (ADR 046): the latest run's
// counts, the beaches waiting for a curator, and the publishing of the complete ones. Codes and
// numbers only: the page words them.

/** Beaches per page of the queue. */
export const OSM_REVIEW_PAGE_SIZE = 50;

/** Why a beach asked to be published was left as it was. */
export type OsmNotPublishedReason =
  /** No such beach, or not one the import brought or linked. */
  | "not_osm"
  /** Already on the site. */
  | "active"
  /** Hidden by a curator: publishing from the queue would undo that choice. */
  | "hidden"
  | "no_name"
  /** OpenStreetMap gave no surface: the stored type is a placeholder. */
  | "type";

export interface OsmPublishResult {
  published: number;
  /** Draft areas made public because a beach published here is in them. */
  areasPublished: { id: number; name: string }[];
  notPublished: { id: number; name: string | null; reason: OsmNotPublishedReason }[];
}

/** Who publishes, for the audit log. */
export interface OsmPublisher {
  id: string;
  email: string;
}

/** Beaches the import created (a linked beach was the curator's before and holds nothing imported). */
const createdByImport = sql`${beachOsm.imported} <> '{}'::jsonb`;
const named = sql`btrim(${beaches.name}) <> ''`;
const typeKnown = sql`NOT ('type' = ANY(${beachOsm.review}))`;
const needsLook = sql`cardinality(${beachOsm.review}) > 0`;
/**
 * A draft the import created that can go public as it is: a name, a type from a surface, and an
 * area (beaches.area_id is required, so every beach has one), and still in the newest extract (one
 * gone upstream is published only when a curator picks it).
 */
const completeDraft = and(
  eq(beaches.status, "DRAFT"),
  createdByImport,
  named,
  typeKnown,
  isNull(beachOsm.goneAt),
)!;

const SHOW_CONDITIONS: Record<OsmReviewShow, SQL | undefined> = {
  new: and(eq(beaches.status, "DRAFT"), createdByImport),
  review: needsLook,
  gone: isNotNull(beachOsm.goneAt),
  all: undefined,
};

/** A run's summary as stored, every count a number (an older or partial summary reads as 0). */
function summaryOf(stored: unknown): OsmImportSummary {
  const value = (stored ?? {}) as Partial<Record<keyof OsmImportSummary, unknown>>;
  const number = (key: keyof OsmImportSummary) =>
    typeof value[key] === "number" && Number.isFinite(value[key]) ? value[key] : 0;
  const skipped =
    value.skipped && typeof value.skipped === "object"
      ? Object.fromEntries(
          Object.entries(value.skipped as Record<string, unknown>).filter(
            (entry): entry is [string, number] => typeof entry[1] === "number",
          ),
        )
      : {};
  return {
    created: number("created"),
    linked: number("linked"),
    updated: number("updated"),
    unchanged: number("unchanged"),
    flaggedGone: number("flaggedGone"),
    areasCreated: number("areasCreated"),
    skipped,
  };
}

/** Rows changed per statement, well under PostgreSQL's limit on parameters. */
const UPDATE_BATCH = 1000;

export function osmReview(db: Database, clock: () => Date = () => new Date()) {
  /** The latest finished run and the queue's live counts. */
  async function overview() {
    const [[run], [counts]] = await Promise.all([
      db
        .select({
          id: importRuns.id,
          fileName: importRuns.fileName,
          finishedAt: importRuns.finishedAt,
          summary: importRuns.summary,
        })
        .from(importRuns)
        .where(
          and(eq(importRuns.kind, "osm"), eq(importRuns.status, "done"), isNotNull(importRuns.finishedAt)),
        )
        .orderBy(desc(importRuns.finishedAt), desc(importRuns.id))
        .limit(1),
      db
        .select({
          drafts: sql<number>`count(*) FILTER (WHERE ${SHOW_CONDITIONS.new})::int`,
          complete: sql<number>`count(*) FILTER (WHERE ${completeDraft})::int`,
          review: sql<number>`count(*) FILTER (WHERE ${needsLook})::int`,
          gone: sql<number>`count(*) FILTER (WHERE ${isNotNull(beachOsm.goneAt)})::int`,
        })
        .from(beachOsm)
        .innerJoin(beaches, eq(beaches.id, beachOsm.beachId)),
    ]);
    return {
      run: run
        ? {
            id: run.id,
            fileName: run.fileName,
            finishedAt: toIso(run.finishedAt!),
            summary: summaryOf(run.summary),
          }
        : null,
      counts: counts ?? { drafts: 0, complete: 0, review: 0, gone: 0 },
    };
  }

  /** One page of the imported and linked beaches, by area name then beach name. */
  async function list(query: { show: OsmReviewShow; areaId?: number | null | undefined; page: number }) {
    const where = and(
      SHOW_CONDITIONS[query.show],
      query.areaId == null ? undefined : eq(beaches.areaId, query.areaId),
    );
    const [[total], rows] = await Promise.all([
      db
        .select({ value: count() })
        .from(beachOsm)
        .innerJoin(beaches, eq(beaches.id, beachOsm.beachId))
        .where(where),
      db
        .select({
          id: beaches.id,
          name: beaches.name,
          slug: beaches.slug,
          areaId: areas.id,
          areaName: areas.name,
          areaSlug: areas.slug,
          areaStatus: areas.status,
          status: beaches.status,
          type: beaches.type,
          review: beachOsm.review,
          goneAt: beachOsm.goneAt,
          latitude: beaches.latitude,
          longitude: beaches.longitude,
          ref: beachOsm.ref,
          complete: sql<boolean>`(${completeDraft})`,
        })
        .from(beachOsm)
        .innerJoin(beaches, eq(beaches.id, beachOsm.beachId))
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(where)
        .orderBy(asc(areas.name), asc(beaches.sortName), asc(beaches.id))
        .limit(OSM_REVIEW_PAGE_SIZE)
        .offset((query.page - 1) * OSM_REVIEW_PAGE_SIZE),
    ]);
    const value = total?.value ?? 0;
    return {
      items: rows.map((row) => ({
        ...row,
        review: row.review as OsmReviewReason[],
        goneAt: toIso(row.goneAt),
        complete: Boolean(row.complete),
      })),
      total: value,
      page: query.page,
      pageSize: OSM_REVIEW_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(value / OSM_REVIEW_PAGE_SIZE)),
    };
  }

  /** The areas that hold imported or linked beaches, for the queue's area filter. */
  async function areaChoices() {
    return db
      .select({ id: areas.id, name: areas.name, beaches: sql<number>`count(*)::int` })
      .from(beachOsm)
      .innerJoin(beaches, eq(beaches.id, beachOsm.beachId))
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .groupBy(areas.id, areas.name)
      .orderBy(asc(areas.name), asc(areas.id));
  }

  /**
   * Makes the given beaches public, those of them that are complete drafts (or, with 'all-complete',
   * every complete draft the import created), with the draft areas they are in: a beach in a draft
   * area would stay off the site. Everything in one transaction with its audit row.
   */
  async function publish(
    target: readonly number[] | "all-complete",
    by: OsmPublisher,
    ip?: string | null,
  ): Promise<OsmPublishResult> {
    return db.transaction(async (tx) => {
      const now = clock();
      const asked = target === "all-complete" ? null : [...new Set(target)];
      // Locked, so a curator's save meanwhile waits for this to decide on what it read.
      const select = (where: SQL) =>
        tx
          .select({
            id: beaches.id,
            name: beaches.name,
            areaId: beaches.areaId,
            status: beaches.status,
            review: beachOsm.review,
          })
          .from(beaches)
          .innerJoin(beachOsm, eq(beachOsm.beachId, beaches.id))
          .where(where)
          .orderBy(asc(beaches.sortName), asc(beaches.id))
          .for("update", { of: beaches });
      const candidates = asked === null ? await select(completeDraft) : [];
      for (let start = 0; asked !== null && start < asked.length; start += UPDATE_BATCH)
        candidates.push(...(await select(inArray(beaches.id, asked.slice(start, start + UPDATE_BATCH)))));

      const notPublished: OsmPublishResult["notPublished"] = [];
      const ready: typeof candidates = [];
      const found = new Set<number>();
      for (const beach of candidates) {
        found.add(beach.id);
        const reason: OsmNotPublishedReason | null =
          beach.status === PUBLIC_STATUS
            ? "active"
            : beach.status === "HIDDEN"
              ? "hidden"
              : beach.name.trim() === ""
                ? "no_name"
                : beach.review.includes("type")
                  ? "type"
                  : null;
        if (reason) notPublished.push({ id: beach.id, name: beach.name, reason });
        else ready.push(beach);
      }
      for (const id of asked ?? [])
        if (!found.has(id)) notPublished.push({ id, name: null, reason: "not_osm" });

      const ids = ready.map((beach) => beach.id);
      for (let start = 0; start < ids.length; start += UPDATE_BATCH)
        await tx
          .update(beaches)
          .set({ status: PUBLIC_STATUS, version: sql`${beaches.version} + 1`, updatedAt: now })
          .where(inArray(beaches.id, ids.slice(start, start + UPDATE_BATCH)));

      const areaIds = [...new Set(ready.map((beach) => beach.areaId))];
      const areasPublished: OsmPublishResult["areasPublished"] = [];
      for (let start = 0; start < areaIds.length; start += UPDATE_BATCH)
        areasPublished.push(
          ...(await tx
            .update(areas)
            .set({ status: PUBLIC_STATUS, version: sql`${areas.version} + 1`, updatedAt: now })
            .where(
              and(inArray(areas.id, areaIds.slice(start, start + UPDATE_BATCH)), eq(areas.status, "DRAFT")),
            )
            .returning({ id: areas.id, name: areas.name })),
        );
      areasPublished.sort((a, b) => a.name.localeCompare(b.name, "en") || a.id - b.id);

      if (ids.length > 0) {
        const reasons: Partial<Record<OsmNotPublishedReason, number>> = {};
        for (const { reason } of notPublished) reasons[reason] = (reasons[reason] ?? 0) + 1;
        await writeAudit(tx, {
          action: "beaches_published_osm",
          at: now,
          actorId: by.id,
          actorEmail: by.email,
          ip: ip ?? null,
          details: {
            scope: asked === null ? "all-complete" : "selected",
            published: ids.length,
            // The first beaches and areas by name; the counts say how many in all.
            beaches: ready.slice(0, 20).map((beach) => beach.name),
            areasPublished: areasPublished.slice(0, 20).map((area) => area.name),
            areasPublishedCount: areasPublished.length,
            notPublished: reasons,
          },
        });
      }
      return { published: ids.length, areasPublished, notPublished };
    });
  }

  return { overview, list, areas: areaChoices, publish };
}

export type OsmReview = ReturnType<typeof osmReview>;
