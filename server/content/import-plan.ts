import { eq, inArray } from "drizzle-orm";
import type { AccessFacts } from "#core/access/access.ts";
import { WALK_NEEDS_FOOTPATH_CSV_MESSAGE, walkMinutesFit } from "#core/access/access-form.ts";
import { areaMatcher } from "#core/search/area-match.ts";
import {
  CSV_MESSAGES,
  findDuplicateSlugs,
  IMPORT_ERRORS_MAX,
  IMPORT_PREVIEW_ROWS,
  parseCsvRow,
  unknownAreaMessage,
  withCsvCreateDefaults,
  type CsvBeachRow,
} from "#core/contract/csv-row.ts";
import { searchKey } from "#core/contract/greek.ts";
import { beachNameKey, beachSearchText, beachSortName } from "../beaches/search-text.ts";
import type { BeachCoastWrite } from "../coast/beach-coast.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches, type BeachRow, type importRows } from "../db/schema.ts";
import { accessFactsOf } from "./access-columns.ts";
import type { CsvRecord } from "./csv-records.ts";

// The dry run of the CSV import: every record of a file checked and classified against the
// database as it is now, and what the apply step would write for it. Nothing here writes.

/** Slugs looked up per query while classifying. */
const LOOKUP_BATCH = 1000;

export type RowAction = "create" | "update" | "skip" | "error";

export interface PlannedRow {
  /** The line of the file, counting the header as line 1, as a spreadsheet numbers it. */
  row: number;
  slug: string;
  name: string;
  status: string;
  action: RowAction;
  errors: string[];
}

export interface ImportPreview {
  total: number;
  create: number;
  update: number;
  skip: number;
  errors: number;
  /** The first IMPORT_ERRORS_MAX rows with problems. */
  errorList: { row: number; slug: string; messages: string[] }[];
  /** The first IMPORT_PREVIEW_ROWS rows. */
  rows: PlannedRow[];
}

/** The staged form of one row: what the apply step writes. */
type StagedRow = typeof importRows.$inferInsert;

/** A row's facing_deg and sheltered_from cells; unset when the file has no such column. */
type HandSet = Pick<BeachCoastWrite, "facingOverrideDeg" | "shelteredFrom">;

/** What importing a file would do: every row's class, and what the apply step writes for it. */
export interface Plan {
  rows: PlannedRow[];
  staged: Omit<StagedRow, "runId">[];
  /**
   * The administrator's facing and sheltered sectors by row number, for rows that give them. The
   * staging table has no columns for them; they are written with the coast columns when applying.
   */
  handSet: Map<number, HandSet>;
  /**
   * The access facts rows set, by row number (null clears one; a fact left out keeps what is
   * stored). Like handSet, kept here and written when applying.
   */
  access: Map<number, Partial<AccessFacts>>;
  /**
   * The Greek name and description rows give, by row number (ADR 036): a blank cell or a missing
   * column is left out and keeps what is stored. Like handSet, kept here and written when applying.
   */
  greek: Map<number, GreekTexts>;
}

/** A row's Greek texts; only those the row gives. */
export type GreekTexts = Pick<CsvBeachRow, "name_el" | "description_el">;

/** Rows handled between two turns of the event loop, so a large file never stalls other requests. */
const SLICE = 500;

/** Calls `each` on every item, giving the event loop a turn after every SLICE items. */
async function inSlices<T>(items: readonly T[], each: (item: T, index: number) => void): Promise<void> {
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const end = Math.min(items.length, start + SLICE);
    for (let index = start; index < end; index += 1) each(items[index]!, index);
  }
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;
/** The stored override is a real (float4): the tenth a cell holds comes back a little off. */
const sameFacing = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) < 0.01;

/** True when the row sets an access fact to something other than what is stored. */
function accessChanges(access: Partial<AccessFacts>, stored: AccessFacts): boolean {
  return Object.entries(access).some(([key, value]) => value !== stored[key as keyof AccessFacts]);
}

/** True when every non-blank cell of the row already holds the stored value: the row is skipped. */
function unchanged(row: CsvBeachRow, areaId: number | undefined, stored: BeachRow): boolean {
  const differs = [
    row.name !== stored.name,
    areaId !== undefined && areaId !== stored.areaId,
    !sameNumber(row.latitude, stored.latitude),
    !sameNumber(row.longitude, stored.longitude),
    row.type !== stored.type,
    row.wave_conditions !== undefined && row.wave_conditions !== stored.waveConditions,
    row.organized !== undefined && row.organized !== stored.organized,
    row.parking !== stored.parking,
    row.blue_flag !== undefined && row.blue_flag !== stored.blueFlag,
    row.amenities !== undefined && !sameSet(row.amenities, stored.amenities),
    row.photo_url !== undefined && row.photo_url !== stored.photoUrl,
    row.photo_source !== undefined && row.photo_source !== stored.photoSource,
    row.description !== undefined && row.description !== stored.description,
    row.source !== undefined && row.source !== stored.source,
    row.verified_at !== undefined && row.verified_at !== stored.verifiedAt?.toISOString(),
    row.status !== undefined && row.status !== stored.status,
    row.facing_deg !== undefined && !sameFacing(row.facing_deg, stored.facingOverrideDeg),
    row.sheltered_from !== undefined && !sameSet(row.sheltered_from, stored.shelteredFrom ?? []),
    accessChanges(row.access, accessFactsOf(stored)),
    row.name_el !== undefined && row.name_el !== stored.nameEl,
    row.description_el !== undefined && row.description_el !== stored.descriptionEl,
  ];
  return !differs.some(Boolean);
}

/**
 * Checks and classifies every record against the database as it is now: error (with the messages of
 * CSV_MESSAGES), create (new slug), update (slug exists, something differs) or skip (nothing differs).
 */
export async function planImport(db: Database, records: readonly CsvRecord[]): Promise<Plan> {
  const parsed: ReturnType<typeof parseCsvRow>[] = [];
  await inSlices(records, (record) => void parsed.push(parseCsvRow(record.cells)));
  const slugs = parsed.map((result, index) =>
    result.ok ? result.row.slug : (records[index]?.cells.slug ?? "").trim(),
  );
  const repeats = findDuplicateSlugs(slugs);
  const allAreas = await db
    .select({ id: areas.id, name: areas.name, nameEl: areas.nameEl })
    .from(areas)
    .orderBy(areas.id);
  const findArea = areaMatcher(allAreas);
  // The areas' Greek names go into their beaches' search text.
  const areaNamesEl = new Map(allAreas.map((area) => [area.id, area.nameEl]));
  const areaNames = new Map<number, string>();
  const wanted = [...new Set(parsed.flatMap((result) => (result.ok ? [result.row.slug] : [])))];
  const stored = new Map<string, BeachRow>();
  for (let start = 0; start < wanted.length; start += LOOKUP_BATCH) {
    const found = await db
      .select({ beach: beaches, areaName: areas.name })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(inArray(beaches.slug, wanted.slice(start, start + LOOKUP_BATCH)));
    for (const { beach, areaName } of found) {
      stored.set(beach.slug, beach);
      areaNames.set(beach.areaId, areaName);
    }
  }

  // Area names need not be unique: a cell naming the beach's own area keeps it there, rather than
  // moving it to the first area of that name, so an export imports back unchanged.
  const currentArea = (text: string, beach: BeachRow | undefined) => {
    if (!beach) return undefined;
    const name = areaNames.get(beach.areaId);
    return name !== undefined && searchKey(name) === searchKey(text) ? { id: beach.areaId, name } : undefined;
  };
  const rows: PlannedRow[] = [];
  const staged: Plan["staged"] = [];
  const handSet: Plan["handSet"] = new Map();
  const access: Plan["access"] = new Map();
  const greek: Plan["greek"] = new Map();
  await inSlices(parsed, (result, index) => {
    const rowNumber = records[index]!.row;
    const record = records[index]!.cells;
    const planned: PlannedRow = {
      row: rowNumber,
      slug: slugs[index] ?? "",
      name: result.ok ? result.row.name : (record.name ?? "").trim(),
      status: result.ok ? (result.row.status ?? "") : (record.status ?? "").trim().toUpperCase(),
      action: "error",
      errors: result.ok ? [] : [...result.errors],
    };
    rows.push(planned);
    if (repeats.has(index)) planned.errors.push(CSV_MESSAGES.duplicateSlug);
    if (!result.ok || planned.errors.length > 0) return;
    const row = result.row;
    const existing = stored.get(row.slug);
    const area = row.area === undefined ? undefined : (currentArea(row.area, existing) ?? findArea(row.area));
    if (row.area !== undefined && !area) planned.errors.push(unknownAreaMessage(row.area));
    if (!existing && !area && row.area === undefined) planned.errors.push(CSV_MESSAGES.areaMissing);
    // Minutes on foot belong to a footpath, judged on the facts as they would be after the import.
    const before = existing ? accessFactsOf(existing) : null;
    const arrival = row.access.arrival !== undefined ? row.access.arrival : (before?.arrival ?? null);
    const walk =
      row.access.walk_minutes !== undefined ? row.access.walk_minutes : (before?.walk_minutes ?? null);
    if (!walkMinutesFit({ arrival, walk_minutes: walk }))
      planned.errors.push(WALK_NEEDS_FOOTPATH_CSV_MESSAGE);
    if (planned.errors.length > 0) return;
    if (area) areaNames.set(area.id, area.name);

    if (existing && unchanged(row, area?.id, existing)) {
      planned.action = "skip";
      planned.status = existing.status;
      return;
    }
    const areaId = area?.id ?? existing!.areaId;
    if (row.facing_deg !== undefined || row.sheltered_from !== undefined)
      handSet.set(rowNumber, { facingOverrideDeg: row.facing_deg, shelteredFrom: row.sheltered_from });
    if (Object.keys(row.access).length > 0) access.set(rowNumber, row.access);
    if (row.name_el !== undefined || row.description_el !== undefined)
      greek.set(rowNumber, { name_el: row.name_el, description_el: row.description_el });
    const common = {
      rowNumber,
      slug: row.slug,
      name: row.name,
      type: row.type,
      parking: row.parking,
      latitude: row.latitude,
      longitude: row.longitude,
      // A Greek name the row leaves out keeps the stored one (writeGreekBySlug), so it is searched too.
      searchText: beachSearchText(
        row.name,
        areaNames.get(areaId) ?? "",
        row.name_el ?? existing?.nameEl ?? null,
        areaNamesEl.get(areaId) ?? null,
        {
          description: row.description ?? existing?.description,
          descriptionEl: row.description_el ?? existing?.descriptionEl,
        },
      ),
      nameKey: beachNameKey(row.name),
      sortName: beachSortName(row.name),
    };
    if (existing) {
      planned.action = "update";
      planned.status = row.status ?? existing.status;
      staged.push({
        ...common,
        action: "update",
        areaId: area?.id ?? null,
        description: row.description ?? null,
        waveConditions: row.wave_conditions ?? null,
        organized: row.organized ?? null,
        blueFlag: row.blue_flag ?? null,
        amenities: row.amenities ?? null,
        photoUrl: row.photo_url ?? null,
        photoSource: row.photo_source ?? null,
        source: row.source ?? null,
        verifiedAt: row.verified_at ? new Date(row.verified_at) : null,
        status: row.status ?? null,
      });
      return;
    }
    const full = withCsvCreateDefaults(row);
    planned.action = "create";
    planned.status = full.status;
    staged.push({
      ...common,
      action: "create",
      areaId,
      description: full.description ?? "",
      waveConditions: full.wave_conditions,
      organized: full.organized,
      blueFlag: full.blue_flag,
      amenities: full.amenities,
      photoUrl: full.photo_url ?? null,
      photoSource: full.photo_source ?? null,
      source: full.source ?? null,
      verifiedAt: full.verified_at ? new Date(full.verified_at) : null,
      status: full.status,
    });
  });
  for (const planned of rows) if (planned.errors.length > 0) planned.action = "error";
  return { rows, staged, handSet, access, greek };
}

/** The preview's counts, its first rows with problems and its first rows. */
export function summarise(rows: readonly PlannedRow[]): ImportPreview {
  const count = (action: RowAction) => rows.filter((row) => row.action === action).length;
  return {
    total: rows.length,
    create: count("create"),
    update: count("update"),
    skip: count("skip"),
    errors: count("error"),
    errorList: rows
      .filter((row) => row.action === "error")
      .slice(0, IMPORT_ERRORS_MAX)
      .map((row) => ({ row: row.row, slug: row.slug, messages: row.errors })),
    rows: rows.slice(0, IMPORT_PREVIEW_ROWS),
  };
}
