import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { AmenityId } from "#core/contract/amenities.ts";
import { beachAliasesFor } from "#core/search/beach-aliases.ts";
import { aliasesFor } from "#core/search/places.ts";
import {
  namesMatch,
  OSM_MATCH_DISTANCE_M,
  OSM_SEA_DISTANCE_M,
  type OsmReviewReason,
  type OsmSkipReason,
} from "#core/admin/osm.ts";
import { searchKey } from "#core/contract/greek.ts";
import { slugOf, uniqueSlug } from "#core/contract/slug-from-name.ts";
import { writeAudit } from "../audit/audit.ts";
import { beachNameKey, beachSearchText, beachSortName } from "../beaches/search-text.ts";
import { writeBeachCoastBySlug, type BeachCoastWrite } from "../coast/beach-coast.ts";
import { metresPerDegree } from "../coast/coast-geometry.ts";
import { shippedCoastline } from "../coast/coastline.ts";
import { IMPORT_STALE_MS, ImportBusyError } from "../content/csv-import.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches, beachOsm, importRuns } from "../db/schema.ts";
import { PUBLIC_STATUS } from "../visibility.ts";
import {
  boxAround,
  distanceToOutline,
  ringContains,
  type AreaChoice,
  type BeachPlan,
  type PlannedOsmBeach,
} from "./osm-beaches.ts";

// Bringing an extract's beaches into the directory (ADR 046). Everything happens in one transaction:
// a run that fails, or is stopped, changes nothing. An element already imported is found by its
// reference; a new one within OSM_MATCH_DISTANCE_M of an existing beach of the same name is linked to
// it rather than created again. Of each field the import owns it remembers what it wrote: a stored
// value that differs from that was a curator's edit, and the import never writes that field again.

/** What a run did, as --json prints it. */
export interface OsmImportSummary {
  created: number;
  linked: number;
  updated: number;
  unchanged: number;
  flaggedGone: number;
  areasCreated: number;
  skipped: Partial<Record<OsmSkipReason | "deleted", number>>;
}

/** A summary with the given counts, the rest zero. */
export function osmSummary(counts: Partial<OsmImportSummary> = {}): OsmImportSummary {
  return {
    created: 0,
    linked: 0,
    updated: 0,
    unchanged: 0,
    flaggedGone: 0,
    areasCreated: 0,
    skipped: {},
    ...counts,
  };
}

export interface OsmImportResult {
  summary: OsmImportSummary;
  /**
   * Areas still in draft that hold beaches this run published (with --publish): their beaches stay
   * off the site until a curator publishes the area. Areas the run itself creates are published.
   */
  draftAreas: string[];
}

export interface OsmImportOptions {
  /** Complete new beaches (name, type, area) go public at once, with the areas the run creates. */
  publish: boolean;
  /** Works everything out and changes nothing. */
  dryRun: boolean;
  fileName: string;
  /** Who ran it, for the run's record and the audit log. */
  actor: string;
  clock?: () => Date;
  /**
   * This process alone has the database (the embedded one, whose directory it holds locked): a run
   * still marked as going was stopped (killed), however fresh its heartbeat, and is ended at once.
   */
  exclusive?: boolean;
  /** Test hook: fails inside the transaction after the beaches are written, as a kill would. */
  failWhileApplying?: boolean;
}

/** The fields an imported beach takes from the extract, each remembered and each a curator may take over. */
const OWNED_FIELDS = [
  "name",
  "name_el",
  "type",
  "position",
  "area_id",
  "parking",
  "organized",
  "blue_flag",
  "amenities",
  "wheelchair",
  "dogs_allowed",
  "naturism",
] as const;
type OwnedField = (typeof OWNED_FIELDS)[number];
type OwnedValues = Record<OwnedField, unknown>;

class DryRunDone extends Error {}

function distanceM(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const scale = metresPerDegree((a.latitude + b.latitude) / 2);
  return Math.hypot((a.latitude - b.latitude) * scale.y, (a.longitude - b.longitude) * scale.x);
}

/**
 * Whether an existing beach lies within OSM_MATCH_DISTANCE_M of an element's outline (or inside it):
 * a long beach's pin may sit a kilometre from where the element's position is put.
 */
function nearOutline(beach: { latitude: number; longitude: number }, planned: PlannedOsmBeach): boolean {
  const point = [beach.latitude, beach.longitude] as const;
  const { outline } = planned;
  if (
    distanceM(beach, { latitude: planned.position[0], longitude: planned.position[1] }) <=
    OSM_MATCH_DISTANCE_M
  )
    return true;
  return (
    distanceToOutline(point, outline) <= OSM_MATCH_DISTANCE_M ||
    (outline.length > 3 && ringContains(outline, point))
  );
}

/** Values compared as JSON holds them: arrays as sorted lists, numbers to 1e-7. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) < 1e-7;
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

type StoredBeach = typeof beaches.$inferSelect;

function storedValues(beach: StoredBeach): OwnedValues {
  return {
    name: beach.name,
    name_el: beach.nameEl,
    type: beach.type,
    position: [beach.latitude, beach.longitude],
    area_id: beach.areaId,
    parking: beach.parking,
    organized: beach.organized,
    blue_flag: beach.blueFlag,
    amenities: [...beach.amenities],
    wheelchair: beach.wheelchair,
    dogs_allowed: beach.dogsAllowed,
    naturism: beach.naturism,
  };
}

function plannedValues(planned: PlannedOsmBeach, areaId: number): OwnedValues {
  return {
    name: planned.names.name,
    name_el: planned.names.nameEl,
    type: planned.facts.type ?? "OTHER",
    position: [planned.position[0], planned.position[1]],
    area_id: areaId,
    parking: planned.parking,
    organized: planned.facts.organized,
    blue_flag: planned.facts.blueFlag,
    amenities: planned.amenities,
    wheelchair: planned.facts.wheelchair,
    dogs_allowed: planned.facts.dogsAllowed,
    naturism: planned.facts.naturism,
  };
}

/** The beach columns for owned values. */
function columnsOf(values: Partial<OwnedValues>) {
  const columns: Partial<typeof beaches.$inferInsert> = {};
  if ("name" in values) columns.name = values.name as string;
  if ("name_el" in values) columns.nameEl = values.name_el as string | null;
  if ("type" in values) columns.type = values.type as string;
  if ("position" in values) {
    const [latitude, longitude] = values.position as [number, number];
    columns.latitude = latitude;
    columns.longitude = longitude;
  }
  if ("area_id" in values) columns.areaId = values.area_id as number;
  if ("parking" in values) columns.parking = values.parking as string;
  if ("organized" in values) columns.organized = values.organized as boolean;
  if ("blue_flag" in values) columns.blueFlag = values.blue_flag as boolean;
  if ("amenities" in values) columns.amenities = values.amenities as AmenityId[];
  if ("wheelchair" in values) columns.wheelchair = values.wheelchair as string | null;
  if ("dogs_allowed" in values) columns.dogsAllowed = values.dogs_allowed as boolean | null;
  if ("naturism" in values) columns.naturism = values.naturism as boolean | null;
  return columns;
}

/** A beach with no island or boundary to place it joins the area of an existing beach this close on its coast. */
const AREA_BY_NEIGHBOUR_M = 25_000;

/** Degrees of the cells stored beaches are found in (about a kilometre). */
const STORED_CELL = 0.01;

/** Rows inserted per statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/** Applies a plan to the database, or with dryRun only counts what it would do. */
export async function applyOsmPlan(
  db: Database,
  plan: BeachPlan,
  options: OsmImportOptions,
): Promise<OsmImportResult> {
  const clock = options.clock ?? (() => new Date());
  const summary = osmSummary({ skipped: { ...plan.skipped } });
  const draftAreas = new Set<string>();
  const skip = (reason: OsmSkipReason | "deleted") =>
    (summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1);

  let runId: number | null = null;
  if (!options.dryRun) runId = await claimRun(db, options, plan.beaches.length, clock);
  try {
    await db.transaction(async (tx) => {
      const now = clock();
      const writer = tx as unknown as Database;
      const allAreas = await tx
        .select({
          id: areas.id,
          name: areas.name,
          nameEl: areas.nameEl,
          slug: areas.slug,
          status: areas.status,
        })
        .from(areas);
      const areaSlugs = new Set(allAreas.map((area) => area.slug));
      const areaByKey = new Map<string, number>();
      for (const area of allAreas)
        for (const name of [area.name, area.nameEl ?? "", ...aliasesFor(area.name)]) {
          const key = searchKey(name);
          if (key !== "" && !areaByKey.has(key)) areaByKey.set(key, area.id);
        }
      const areaNames = new Map(allAreas.map((area) => [area.id, { name: area.name, nameEl: area.nameEl }]));
      const createdAreas = new Map<string, number>();
      // Areas as earlier runs placed the beaches: a name is not enough, two islets may share one.
      const areaByChoice = new Map<string, number>();
      const existingArea = (choice: AreaChoice) =>
        createdAreas.get(choice.key) ??
        areaByChoice.get(choice.key) ??
        choice.all.map((name) => areaByKey.get(searchKey(name))).find((id) => id !== undefined);
      const createArea = async (choice: AreaChoice): Promise<number> => {
        const slug = uniqueSlug(slugOf(choice.name), areaSlugs, "area");
        areaSlugs.add(slug);
        const [row] = await tx
          .insert(areas)
          .values({
            name: choice.name,
            nameEl: choice.nameEl,
            slug,
            status: options.publish ? PUBLIC_STATUS : "DRAFT",
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: areas.id });
        createdAreas.set(choice.key, row!.id);
        areaNames.set(row!.id, { name: choice.name, nameEl: choice.nameEl });
        summary.areasCreated += 1;
        return row!.id;
      };
      /**
       * The island's area, existing or new; else the first boundary with an area, else a new regional
       * unit; with neither (an extract without islands or boundaries), the area of the nearest
       * existing beach on the same coast within AREA_BY_NEIGHBOUR_M; else none.
       */
      const areaFor = async (planned: PlannedOsmBeach): Promise<number | null> => {
        if (planned.island) return existingArea(planned.island) ?? (await createArea(planned.island));
        for (const choice of planned.boundaries) {
          const found = existingArea(choice);
          if (found !== undefined) return found;
        }
        if (planned.boundaries[0]) return createArea(planned.boundaries[0]);
        return neighbourArea(planned);
      };
      const coast = shippedCoastline();
      const lineOfStored = new Map<number, number | null>();
      const neighbourArea = (planned: PlannedOsmBeach): number | null => {
        if (planned.coastLine === null) return null;
        const here = { latitude: planned.position[0], longitude: planned.position[1] };
        let best: { areaId: number; metres: number } | null = null;
        for (const beach of stored) {
          const metres = distanceM(beach, here);
          if (metres > AREA_BY_NEIGHBOUR_M || (best && metres >= best.metres)) continue;
          if (!lineOfStored.has(beach.id)) {
            const shore = coast.nearest(beach.latitude, beach.longitude, OSM_SEA_DISTANCE_M, true);
            lineOfStored.set(beach.id, shore ? coast.lineOfSegment(shore.segment) : null);
          }
          if (lineOfStored.get(beach.id) === planned.coastLine) best = { areaId: beach.areaId, metres };
        }
        return best?.areaId ?? null;
      };

      const stored = await tx.select().from(beaches);
      // The stored beaches by cell of STORED_CELL degrees, so a match is looked for only nearby.
      const storedCells = new Map<string, StoredBeach[]>();
      const cellKey = (row: number, column: number) => `${row}:${column}`;
      for (const beach of stored) {
        const key = cellKey(
          Math.floor(beach.latitude / STORED_CELL),
          Math.floor(beach.longitude / STORED_CELL),
        );
        storedCells.set(key, [...(storedCells.get(key) ?? []), beach]);
      }
      const storedNear = (planned: PlannedOsmBeach): StoredBeach[] => {
        const { south, north, west, east } = boxAround(
          [planned.position, ...planned.outline],
          OSM_MATCH_DISTANCE_M,
        );
        const found: StoredBeach[] = [];
        for (let row = Math.floor(south / STORED_CELL); row <= Math.floor(north / STORED_CELL); row += 1)
          for (
            let column = Math.floor(west / STORED_CELL);
            column <= Math.floor(east / STORED_CELL);
            column += 1
          )
            found.push(...(storedCells.get(cellKey(row, column)) ?? []));
        return found;
      };
      const byId = new Map(stored.map((beach) => [beach.id, beach]));
      const slugs = new Set(stored.map((beach) => beach.slug));
      const links = await tx.select().from(beachOsm);
      const linkByRef = new Map(links.map((link) => [link.ref, link]));
      const linkedIds = new Set(links.flatMap((link) => (link.beachId === null ? [] : [link.beachId])));
      const seen = new Set<string>();
      for (const planned of plan.beaches) {
        const link = linkByRef.get(planned.ref);
        const known = link?.beachId == null ? undefined : byId.get(link.beachId);
        const area = known && areaNames.get(known.areaId);
        if (!known || !area) continue;
        const keys = new Set([area.name, area.nameEl ?? ""].map(searchKey).filter((key) => key !== ""));
        for (const choice of [...(planned.island ? [planned.island] : []), ...planned.boundaries])
          if (!areaByChoice.has(choice.key) && choice.all.some((name) => keys.has(searchKey(name))))
            areaByChoice.set(choice.key, known.areaId);
      }

      const creates: { planned: PlannedOsmBeach; row: typeof beaches.$inferInsert; imported: OwnedValues }[] =
        [];
      const coasts: BeachCoastWrite[] = [];
      const searchColumns = (name: string, nameEl: string | null, areaId: number, beach?: StoredBeach) => {
        const area = areaNames.get(areaId);
        return {
          searchText: beachSearchText(name, area?.name ?? "", nameEl, area?.nameEl ?? null, {
            description: beach?.description,
            descriptionEl: beach?.descriptionEl,
          }),
          nameKey: beachNameKey(name),
          sortName: beachSortName(name),
        };
      };

      for (const planned of plan.beaches) {
        if (seen.has(planned.ref)) continue;
        seen.add(planned.ref);
        const link = linkByRef.get(planned.ref);
        if (link && link.beachId === null) {
          skip("deleted");
          continue;
        }
        const areaId = await areaFor(planned);
        if (areaId === null) {
          skip("no_area");
          continue;
        }
        const next = plannedValues(planned, areaId);
        const known = link ? byId.get(link.beachId!) : undefined;
        if (link && known) {
          // Fields the curator changed since the last run become theirs; the rest follow the extract.
          const imported = { ...link.imported } as Partial<OwnedValues>;
          const curated = new Set(link.curated);
          const current = storedValues(known);
          const changes: Partial<OwnedValues> = {};
          for (const field of OWNED_FIELDS) {
            if (curated.has(field) || !(field in imported)) continue;
            if (!same(current[field], imported[field])) {
              curated.add(field);
              continue;
            }
            if (!same(next[field], imported[field])) {
              (changes as Record<string, unknown>)[field] = next[field];
              (imported as Record<string, unknown>)[field] = next[field];
            }
          }
          const review = planned.review.filter((reason) => !(reason === "type" && curated.has("type")));
          const linkChanged =
            curated.size !== link.curated.length || !same(review, link.review) || link.goneAt !== null;
          if (Object.keys(changes).length > 0) {
            const name = (changes.name as string | undefined) ?? known.name;
            const nameEl = "name_el" in changes ? (changes.name_el as string | null) : known.nameEl;
            const area = (changes.area_id as number | undefined) ?? known.areaId;
            await tx
              .update(beaches)
              .set({
                ...columnsOf(changes),
                ...searchColumns(name, nameEl, area, known),
                version: sql`${beaches.version} + 1`,
                updatedAt: now,
              })
              .where(eq(beaches.id, known.id));
            if (changes.position) coasts.push({ slug: known.slug, coast: planned.coast });
            summary.updated += 1;
          } else summary.unchanged += 1;
          if (Object.keys(changes).length > 0 || linkChanged)
            await tx
              .update(beachOsm)
              .set({ imported, curated: [...curated], review, goneAt: null, lastRunId: runId })
              .where(eq(beachOsm.ref, planned.ref));
          continue;
        }

        const match = storedNear(planned).find(
          (beach) =>
            !linkedIds.has(beach.id) &&
            nearOutline(beach, planned) &&
            namesMatch(planned.names.all, [beach.name, beach.nameEl ?? "", ...beachAliasesFor(beach.name)]),
        );
        if (match) {
          // The curator's beach stays as it is; it only learns which element it is.
          linkedIds.add(match.id);
          await tx.insert(beachOsm).values({
            ref: planned.ref,
            beachId: match.id,
            imported: {},
            curated: [...OWNED_FIELDS],
            firstRunId: runId,
            lastRunId: runId,
          });
          if (match.source !== planned.ref)
            await tx
              .update(beaches)
              .set({ source: planned.ref, version: sql`${beaches.version} + 1`, updatedAt: now })
              .where(eq(beaches.id, match.id));
          summary.linked += 1;
          continue;
        }

        const slug = uniqueSlug(slugOf(planned.names.name), slugs, "item");
        slugs.add(slug);
        const complete = planned.facts.type !== null;
        const areaStatus = allAreas.find((area) => area.id === areaId)?.status;
        if (options.publish && complete && areaStatus === "DRAFT")
          draftAreas.add(areaNames.get(areaId)!.name);
        creates.push({
          planned,
          imported: next,
          row: {
            slug,
            ...columnsOf(next),
            name: planned.names.name,
            areaId,
            latitude: planned.position[0],
            longitude: planned.position[1],
            source: planned.ref,
            status: options.publish && complete ? PUBLIC_STATUS : "DRAFT",
            ...searchColumns(planned.names.name, planned.names.nameEl, areaId),
            createdAt: now,
            updatedAt: now,
          },
        });
        coasts.push({ slug, coast: planned.coast });
      }

      for (let start = 0; start < creates.length; start += INSERT_BATCH) {
        const batch = creates.slice(start, start + INSERT_BATCH);
        const inserted = await tx
          .insert(beaches)
          .values(batch.map((create) => create.row as typeof beaches.$inferInsert))
          .returning({ id: beaches.id, slug: beaches.slug });
        const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
        await tx.insert(beachOsm).values(
          batch.map((create) => ({
            ref: create.planned.ref,
            beachId: idBySlug.get(create.row.slug)!,
            imported: create.imported,
            review: create.planned.review as OsmReviewReason[],
            firstRunId: runId,
            lastRunId: runId,
          })),
        );
      }
      summary.created = creates.length;
      await writeBeachCoastBySlug(writer, coasts);
      if (options.failWhileApplying) throw new Error("Stopped while applying");

      // Elements this extract no longer has: their beaches wait for a curator's look.
      const gone = links.filter(
        (link) => link.beachId !== null && link.goneAt === null && !seen.has(link.ref),
      );
      for (let start = 0; start < gone.length; start += INSERT_BATCH)
        await tx
          .update(beachOsm)
          .set({ goneAt: now })
          .where(
            and(
              inArray(
                beachOsm.ref,
                gone.slice(start, start + INSERT_BATCH).map((link) => link.ref),
              ),
              isNull(beachOsm.goneAt),
            ),
          );
      summary.flaggedGone = gone.length;

      if (options.dryRun) throw new DryRunDone();
      await writeAudit(tx, {
        action: "beaches_imported_osm",
        at: now,
        actorEmail: options.actor,
        details: { file: options.fileName, ...summary },
      });
      await tx
        .update(importRuns)
        .set({
          status: "done",
          created: summary.created,
          updated: summary.updated + summary.linked,
          skipped: Object.values(summary.skipped).reduce((sum, count) => sum + (count ?? 0), 0),
          processed: plan.beaches.length,
          summary,
          heartbeatAt: now,
          finishedAt: now,
        })
        .where(eq(importRuns.id, runId!));
    });
  } catch (error) {
    if (error instanceof DryRunDone) return { summary, draftAreas: [...draftAreas] };
    if (runId !== null)
      await db
        .update(importRuns)
        .set({
          status: "failed",
          message: `Import failed: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
          finishedAt: clock(),
        })
        .where(eq(importRuns.id, runId))
        .catch(() => undefined);
    throw error;
  }
  return { summary, draftAreas: [...draftAreas] };
}

/**
 * Claims the one import slot for this run (a CSV import from the back office uses the same slot),
 * ending first a run whose heartbeat stopped: a killed import.
 */
async function claimRun(
  db: Database,
  options: OsmImportOptions,
  total: number,
  clock: () => Date,
): Promise<number> {
  const now = clock();
  await db
    .update(importRuns)
    .set({
      status: "failed",
      message: "Import stopped before it finished. Nothing was changed.",
      finishedAt: now,
    })
    .where(
      and(
        inArray(importRuns.status, ["running", "applying"]),
        options.exclusive ? undefined : lt(importRuns.heartbeatAt, new Date(now.getTime() - IMPORT_STALE_MS)),
      ),
    );
  try {
    const [row] = await db
      .insert(importRuns)
      .values({
        kind: "osm",
        status: "applying",
        total,
        actorEmail: options.actor,
        fileName: options.fileName,
        startedAt: now,
        heartbeatAt: now,
      })
      .returning({ id: importRuns.id });
    return row!.id;
  } catch (error) {
    for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
      if ((cause as { code?: unknown }).code === "23505")
        throw new ImportBusyError("Another import is running. Try again when it has finished.");
    throw error;
  }
}

/** The beaches waiting for a curator: gone from the extract, or with a type or facing to check. */
export async function osmReviewCounts(db: Database) {
  const [row] = await db
    .select({
      gone: sql<number>`count(*) FILTER (WHERE ${isNotNull(beachOsm.goneAt)})::int`,
      review: sql<number>`count(*) FILTER (WHERE cardinality(${beachOsm.review}) > 0)::int`,
    })
    .from(beachOsm)
    .where(isNotNull(beachOsm.beachId));
  return row ?? { gone: 0, review: 0 };
}
