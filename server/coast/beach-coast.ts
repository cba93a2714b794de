import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appMeta, beaches } from "../db/schema.ts";
import type { CoastIndex } from "./coast-geometry.ts";
import { shippedCoastline } from "./coastline.ts";

// A beach's coast columns (facing_deg, fetch_km, coast_distance_m: ADR 026), derived from its
// position and the shipped coastline, written with every position the services store.

/**
 * The version of what beachCoast writes. Bump it when the coastline file or the method changes: the
 * next boot rewrites every beach's coast columns once. 1 is the GSHHG 2.3.7 coastline.
 */
export const COAST_VERSION = "1";

const COAST_VERSION_KEY = "coast_version";
/** Beaches read and written per statement by the boot's rewrite: 4 parameters a row, far below 65,535. */
const REFRESH_BATCH = 1000;

/** The coast columns of a beach row; all null where no coast lies within reach. */
export interface BeachCoast {
  facingDeg: number | null;
  fetchKm: number[] | null;
  coastDistanceM: number | null;
}

/** The coast columns for a position: facing to a tenth of a degree, fetch to 0.1 km, distance in metres. */
export function beachCoast(
  latitude: number,
  longitude: number,
  coastline: CoastIndex = shippedCoastline(),
): BeachCoast {
  const facts =
    Number.isFinite(latitude) && Number.isFinite(longitude) ? coastline.describe(latitude, longitude) : null;
  if (!facts) return { facingDeg: null, fetchKm: null, coastDistanceM: null };
  return {
    facingDeg: facts.facingDeg === null ? null : Math.round(facts.facingDeg * 10) / 10,
    fetchKm: facts.fetchKm,
    coastDistanceM: facts.distanceM,
  };
}

function sameCoast(a: BeachCoast, b: BeachCoast): boolean {
  const sameFetch =
    a.fetchKm === null || b.fetchKm === null
      ? a.fetchKm === b.fetchKm
      : a.fetchKm.length === b.fetchKm.length && a.fetchKm.every((km, index) => km === b.fetchKm![index]);
  return a.facingDeg === b.facingDeg && a.coastDistanceM === b.coastDistanceM && sameFetch;
}

/** A float4[] literal for a VALUES list, or NULL. */
function fetchSql(fetchKm: readonly number[] | null) {
  return fetchKm === null ? sql`NULL::real[]` : sql`${`{${fetchKm.join(",")}}`}::real[]`;
}

/**
 * Writes the coast columns of the beaches with these slugs, in statements of `batchSize` rows (one
 * UPDATE from a VALUES list each, not a round trip per beach). Runs inside the caller's transaction
 * when given one.
 */
export async function writeBeachCoastBySlug(
  db: Database,
  rows: readonly { slug: string; coast: BeachCoast }[],
  batchSize = REFRESH_BATCH,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const values = sql.join(
      rows
        .slice(start, start + batchSize)
        .map(
          ({ slug, coast }) =>
            sql`(${slug}::text, ${coast.facingDeg}::real, ${fetchSql(coast.fetchKm)}, ${coast.coastDistanceM}::integer)`,
        ),
      sql`, `,
    );
    await db
      .update(beaches)
      .set({
        facingDeg: sql`fresh.facing_deg`,
        fetchKm: sql`fresh.fetch_km`,
        coastDistanceM: sql`fresh.coast_distance_m`,
      })
      .from(sql`(VALUES ${values}) AS fresh (slug, facing_deg, fetch_km, coast_distance_m)`)
      .where(eq(beaches.slug, sql`fresh.slug`));
  }
}

/**
 * Brings every beach's coast columns to COAST_VERSION when the database holds another version or
 * none (rows from before migration 0013), once: the version is written when every row is done, so a
 * boot stopped half-way starts again next time. Rows are read and written in batches by id, each
 * batch its own statement, so neither a long transaction nor the whole table in memory; a row whose
 * position changed meanwhile is left to the save that changed it (the services write its columns).
 * Two servers booting at once may both do the work; the result is the same. Returns how many beaches
 * were written, or null when nothing had to be done.
 */
export async function refreshStaleBeachCoast(
  db: Database,
  batchSize = REFRESH_BATCH,
): Promise<number | null> {
  const [stored] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, COAST_VERSION_KEY));
  if (stored?.value === COAST_VERSION) return null;

  let written = 0;
  let lastId = 0;
  for (;;) {
    // Keyset pages over the primary key: each page is an index range, however far in.
    const rows = await db
      .select({
        id: beaches.id,
        latitude: beaches.latitude,
        longitude: beaches.longitude,
        facingDeg: beaches.facingDeg,
        fetchKm: beaches.fetchKm,
        coastDistanceM: beaches.coastDistanceM,
      })
      .from(beaches)
      .where(gt(beaches.id, lastId))
      .orderBy(asc(beaches.id))
      .limit(batchSize);
    const last = rows[rows.length - 1];
    if (!last) break;
    lastId = last.id;
    // Only rows whose columns change are written: an UPDATE rewrites the row and all its indexes.
    const changed = rows.flatMap((row) => {
      const coast = beachCoast(row.latitude, row.longitude);
      return sameCoast(coast, row) ? [] : [{ ...row, coast }];
    });
    if (changed.length > 0) {
      const values = sql.join(
        changed.map(
          ({ id, latitude, longitude, coast }) =>
            sql`(${id}::integer, ${latitude}::float8, ${longitude}::float8, ${coast.facingDeg}::real, ${fetchSql(coast.fetchKm)}, ${coast.coastDistanceM}::integer)`,
        ),
        sql`, `,
      );
      await db
        .update(beaches)
        .set({
          facingDeg: sql`fresh.facing_deg`,
          fetchKm: sql`fresh.fetch_km`,
          coastDistanceM: sql`fresh.coast_distance_m`,
        })
        .from(
          sql`(VALUES ${values}) AS fresh (id, latitude, longitude, facing_deg, fetch_km, coast_distance_m)`,
        )
        .where(
          and(
            eq(beaches.id, sql`fresh.id`),
            eq(beaches.latitude, sql`fresh.latitude`),
            eq(beaches.longitude, sql`fresh.longitude`),
          ),
        );
    }
    written += changed.length;
    // A turn for the event loop between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db
    .insert(appMeta)
    .values({ key: COAST_VERSION_KEY, value: COAST_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: COAST_VERSION } });
  return written;
}
