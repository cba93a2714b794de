import { eq, sql } from "drizzle-orm";
import { ACCESS_FLAGS, type AccessFacts } from "#core/access/access.ts";
import { IMPORT_CHUNK_SIZE } from "#core/contract/csv-row.ts";
import type { SignedInUser } from "../auth/accounts.ts";
import { writeAudit } from "../audit/audit.ts";
import { beachCoast, writeBeachCoastBySlug, type BeachCoastWrite } from "../coast/beach-coast.ts";
import type { Database } from "../db/client.ts";
import { importRows, importRuns } from "../db/schema.ts";
import type { GreekTexts, Plan } from "./import-plan.ts";

// The writing of a planned import: its rows staged in chunks, with the run's progress after each,
// then applied in one transaction, so the directory changes completely or not at all.

/** Test hooks: a fault after so many staged rows, or inside the applying transaction. */
export interface WriteFaults {
  afterStagedRows?: number;
  whileApplying?: boolean;
  /** The text of the injected fault's error (any text a database error could carry). */
  message?: string;
  /** Only imports of a file with this name fail. */
  onlyFileName?: string;
}

/** Writes plans for runs already claimed in import_runs; `faults` are test hooks. */
export function createImportWrites({
  db,
  clock,
  faults: allFaults,
}: {
  db: Database;
  clock: () => Date;
  faults?: WriteFaults | undefined;
}) {
  /** Stages the planned rows in chunks (progress after each), then applies them in one transaction. */
  async function writePlan(
    runId: number,
    plan: Plan,
    input: { by: SignedInUser; ip?: string | undefined; fileName?: string | undefined },
  ) {
    const { by, ip } = input;
    const faults =
      allFaults?.onlyFileName === undefined || allFaults.onlyFileName === input.fileName
        ? allFaults
        : undefined;
    let created = 0;
    let updated = 0;
    let processed = 0;
    let skipped = 0;
    const began = performance.now();
    const stagedByRow = new Map(plan.staged.map((row) => [row.rowNumber, row]));
    // Which way each created or updated beach faces, worked out while staging, written when applying
    // with the administrator's facing and sheltered sectors the row gives.
    const coasts: BeachCoastWrite[] = [];
    for (let start = 0; start < plan.rows.length; start += IMPORT_CHUNK_SIZE) {
      const chunk = plan.rows.slice(start, start + IMPORT_CHUNK_SIZE);
      const values = chunk.flatMap((row) => {
        const staged = stagedByRow.get(row.row);
        return staged ? [{ ...staged, runId }] : [];
      });
      for (const row of values)
        coasts.push({
          slug: row.slug,
          coast: beachCoast(row.latitude, row.longitude),
          ...plan.handSet.get(row.rowNumber),
        });
      processed += chunk.length;
      created += values.filter((row) => row.action === "create").length;
      updated += values.filter((row) => row.action === "update").length;
      skipped += chunk.filter((row) => row.action === "skip").length;
      const fault = faults?.afterStagedRows;
      if (fault !== undefined && processed > fault) {
        throw new Error(faults?.message ?? "Injected fault while staging");
      }
      await db.transaction(async (tx) => {
        if (values.length > 0) await tx.insert(importRows).values(values);
        await tx
          .update(importRuns)
          .set({
            processed,
            created,
            updated,
            skipped,
            heartbeatAt: clock(),
          })
          .where(eq(importRuns.id, runId));
      });
    }

    const staged = performance.now();
    // Said before the applying transaction opens, so the dialog can show it meanwhile.
    await db
      .update(importRuns)
      .set({ status: "applying", heartbeatAt: clock() })
      .where(eq(importRuns.id, runId));
    await db.transaction(async (tx) => {
      const now = clock();
      await tx.execute(sql`
        INSERT INTO beaches (slug, name, area_id, description, type, wave_conditions, parking, organized,
          blue_flag, amenities, latitude, longitude, photo_url, photo_source, source, verified_at, status,
          search_text, name_key, sort_name, created_at, updated_at)
        SELECT slug, name, area_id, description, type, wave_conditions, parking, organized, blue_flag,
          amenities, latitude, longitude, photo_url, photo_source, source, verified_at, status,
          search_text, name_key, sort_name, ${now}, ${now}
        FROM import_rows WHERE run_id = ${runId} AND action = 'create' ORDER BY row_number`);
      if (faults?.whileApplying) throw new Error(faults.message ?? "Injected fault while applying");
      await tx.execute(sql`
        UPDATE beaches AS b SET
          name = r.name,
          area_id = COALESCE(r.area_id, b.area_id),
          description = COALESCE(r.description, b.description),
          type = r.type,
          wave_conditions = COALESCE(r.wave_conditions, b.wave_conditions),
          parking = r.parking,
          organized = COALESCE(r.organized, b.organized),
          blue_flag = COALESCE(r.blue_flag, b.blue_flag),
          amenities = COALESCE(r.amenities, b.amenities),
          latitude = r.latitude,
          longitude = r.longitude,
          photo_url = COALESCE(r.photo_url, b.photo_url),
          photo_source = COALESCE(r.photo_source, b.photo_source),
          source = COALESCE(r.source, b.source),
          verified_at = COALESCE(r.verified_at, b.verified_at),
          status = COALESCE(r.status, b.status),
          search_text = r.search_text,
          name_key = r.name_key,
          sort_name = r.sort_name,
          version = b.version + 1,
          updated_at = ${now}
        FROM import_rows AS r
        WHERE r.run_id = ${runId} AND r.action = 'update' AND b.slug = r.slug`);
      await writeBeachCoastBySlug(tx as unknown as Database, coasts);
      await writeAccessBySlug(
        tx as unknown as Database,
        plan.staged.flatMap((row) => {
          const facts = plan.access.get(row.rowNumber);
          return facts ? [{ slug: row.slug, facts }] : [];
        }),
      );
      await writeGreekBySlug(
        tx as unknown as Database,
        plan.staged.flatMap((row) => {
          const texts = plan.greek.get(row.rowNumber);
          return texts ? [{ slug: row.slug, ...texts }] : [];
        }),
      );
      await tx.delete(importRows).where(eq(importRows.runId, runId));
      await writeAudit(tx, {
        action: "beaches_imported",
        at: now,
        actorId: by.id,
        actorEmail: by.email,
        ip,
        details: { created, updated, skipped, total: plan.rows.length },
      });
      await tx
        .update(importRuns)
        .set({ status: "done", heartbeatAt: now, finishedAt: now })
        .where(eq(importRuns.id, runId));
    });
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(2);
    console.log(
      `Import ${runId}: ${plan.rows.length} rows (${created} created, ${updated} updated, ${skipped} skipped), staged in ${seconds(began, staged)} s, applied in ${seconds(staged, performance.now())} s`,
    );
  }

  return { writePlan };
}

export type ImportWrites = ReturnType<typeof createImportWrites>;

/** Access facts written per statement: bounded so a 50,000-row file never builds one giant parameter. */
const ACCESS_WRITE_BATCH = 5000;

/**
 * Writes the access facts rows set, by slug, in one UPDATE per batch: a fact the row gives (null
 * included, which clears it) replaces the stored one; a fact it leaves out is kept.
 */
async function writeAccessBySlug(
  db: Database,
  writes: readonly { slug: string; facts: Partial<AccessFacts> }[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += ACCESS_WRITE_BATCH) {
    const batch = writes
      .slice(start, start + ACCESS_WRITE_BATCH)
      .map(({ slug, facts }) => ({ slug, ...facts }));
    // `?` tests for the key, so a fact set to null ('unknown') is told apart from one left out.
    const fact = (key: keyof AccessFacts, type: "text" | "smallint" | "boolean") =>
      sql`CASE WHEN a.j ? ${key} THEN (a.j->>${key})::${sql.raw(type)} ELSE b.${sql.identifier(key)} END`;
    await db.execute(sql`
      UPDATE beaches AS b SET
        wheelchair = ${fact("wheelchair", "text")},
        arrival = ${fact("arrival", "text")},
        walk_minutes = ${fact("walk_minutes", "smallint")},
        ${sql.join(
          ACCESS_FLAGS.map((flag) => sql`${sql.identifier(flag)} = ${fact(flag, "boolean")}`),
          sql`, `,
        )}
      FROM jsonb_array_elements(${JSON.stringify(batch)}::jsonb) AS a(j)
      WHERE b.slug = a.j->>'slug'`);
  }
}

/**
 * Writes the Greek name and description rows give, by slug, in one UPDATE per batch; a text the row
 * leaves out (blank or no column) keeps what is stored. Nothing here clears one: only the form does.
 */
async function writeGreekBySlug(
  db: Database,
  writes: readonly ({ slug: string } & GreekTexts)[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += ACCESS_WRITE_BATCH) {
    const batch = writes.slice(start, start + ACCESS_WRITE_BATCH);
    await db.execute(sql`
      UPDATE beaches AS b SET
        name_el = COALESCE(a.j->>'name_el', b.name_el),
        description_el = COALESCE(a.j->>'description_el', b.description_el)
      FROM jsonb_array_elements(${JSON.stringify(batch)}::jsonb) AS a(j)
      WHERE b.slug = a.j->>'slug'`);
  }
}
