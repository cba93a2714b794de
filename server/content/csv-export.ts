import { and, asc, eq, gt, or, type SQL } from "drizzle-orm";
import { CSV_COLUMNS, csvLine, formatCsvRow } from "#core/contract/csv-row.ts";
import type { Database } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { accessFlagSelectionByFact } from "./access-columns.ts";

/** Rows read from the database at a time: memory stays flat however large the directory. */
export const EXPORT_BATCH = 1000;

/**
 * The byte order mark the file starts with: a spreadsheet (Excel above all) reads a CSV without it in
 * the computer's legacy code page, which garbles Greek. The import reads past it.
 */
export const UTF8_BOM = "\uFEFF";

/**
 * Every beach, of every status, as CSV in the fixed column order, ordered
 * by name, after UTF8_BOM. The body is a stream read batch by batch (keyset pagination, no offset), so
 * 50,000 rows neither wait for the whole table nor fill the server's memory.
 */
export function exportBeachesCsv(db: Database): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { sortName: string; id: number } | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine([...CSV_COLUMNS])));
        return;
      }
      const where: SQL | undefined = after
        ? or(
            gt(beaches.sortName, after.sortName),
            and(eq(beaches.sortName, after.sortName), gt(beaches.id, after.id)),
          )
        : undefined;
      const rows = await db
        .select({
          id: beaches.id,
          sortName: beaches.sortName,
          slug: beaches.slug,
          name: beaches.name,
          area: areas.name,
          latitude: beaches.latitude,
          longitude: beaches.longitude,
          type: beaches.type,
          wave_conditions: beaches.waveConditions,
          organized: beaches.organized,
          parking: beaches.parking,
          blue_flag: beaches.blueFlag,
          amenities: beaches.amenities,
          photo_url: beaches.photoUrl,
          photo_source: beaches.photoSource,
          description: beaches.description,
          source: beaches.source,
          verified_at: beaches.verifiedAt,
          status: beaches.status,
          facing_override_deg: beaches.facingOverrideDeg,
          sheltered_from: beaches.shelteredFrom,
          wheelchair: beaches.wheelchair,
          arrival: beaches.arrival,
          walk_minutes: beaches.walkMinutes,
          ...accessFlagSelectionByFact(),
          name_el: beaches.nameEl,
          description_el: beaches.descriptionEl,
        })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(where)
        .orderBy(asc(beaches.sortName), asc(beaches.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(rows.map((row) => csvLine(formatCsvRow(row))).join("")));
      const last = rows[rows.length - 1]!;
      after = { sortName: last.sortName, id: last.id };
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
}
