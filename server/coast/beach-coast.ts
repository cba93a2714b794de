import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appMeta, beaches } from "../db/schema.ts";
import type { CoastIndex } from "./coast-geometry.ts";
import { shippedCoastline } from "./coastline.ts";

// A beach's coast columns (facing_deg, fetch_km, coast_distance_m: ADR 026), derived from its
// position and the shipped coastline, written with every position the services store. An
// administrator's facing (facing_override_deg, ADR 034) wins over the coastline's: facing_deg always
// holds the facing every reader uses, and every write below keeps that rule.

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

/**
 * The facing every reader uses, the one facing_deg holds: the administrator's when there is one,
 * else the coastline's. effectiveFacingSql is the same rule inside a statement.
 */
export function effectiveFacing(
  overrideDeg: number | null | undefined,
  computedDeg: number | null,
): number | null {
  return overrideDeg ?? computedDeg;
}

function effectiveFacingSql(overrideDeg: SQL, computedDeg: SQL): SQL {
  return sql`coalesce(${overrideDeg}, ${computedDeg})`;
}

/** The coast columns a row stores for a position and the administrator's facing (null when none). */
export function storedBeachCoast(
  latitude: number,
  longitude: number,
  facingOverrideDeg: number | null,
  coastline?: CoastIndex,
): BeachCoast {
  const computed = beachCoast(latitude, longitude, coastline);
  return { ...computed, facingDeg: effectiveFacing(facingOverrideDeg, computed.facingDeg) };
}

/** "Sheltered from" as stored: the sectors in compass order, each once, and null for none. */
export function storedShelteredFrom(sectors: readonly number[] | null | undefined): number[] | null {
  if (!sectors || sectors.length === 0) return null;
  return [...new Set(sectors)].sort((a, b) => a - b);
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

/** One beach's coast columns to write, by slug. */
export interface BeachCoastWrite {
  slug: string;
  /** What the coastline says of its position. */
  coast: BeachCoast;
  /** The administrator's facing: a number sets it, null clears it, undefined keeps the stored one. */
  facingOverrideDeg?: number | null | undefined;
  /** Sectors it is sheltered from: a list sets them (empty for none), undefined keeps the stored ones. */
  shelteredFrom?: readonly number[] | null | undefined;
}

/** A smallint[] literal for a VALUES list, or NULL. */
function sectorsSql(sectors: readonly number[] | null) {
  return sectors === null ? sql`NULL::smallint[]` : sql`${`{${sectors.join(",")}}`}::smallint[]`;
}

/**
 * Writes the coast columns of the beaches with these slugs, in statements of `batchSize` rows (one
 * UPDATE from a VALUES list each, not a round trip per beach), and the administrator's facing and
 * sheltered sectors where a row gives them. facing_deg becomes the override as it stands after the
 * write, else the computed facing. Runs inside the caller's transaction when given one.
 */
export async function writeBeachCoastBySlug(
  db: Database,
  rows: readonly BeachCoastWrite[],
  batchSize = REFRESH_BATCH,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const values = sql.join(
      rows.slice(start, start + batchSize).map((row) => {
        const { coast } = row;
        const setsOverride = row.facingOverrideDeg !== undefined;
        const setsSheltered = row.shelteredFrom !== undefined;
        return sql`(${row.slug}::text, ${coast.facingDeg}::real, ${fetchSql(coast.fetchKm)}, ${coast.coastDistanceM}::integer, ${setsOverride}::boolean, ${row.facingOverrideDeg ?? null}::real, ${setsSheltered}::boolean, ${sectorsSql(storedShelteredFrom(row.shelteredFrom))})`;
      }),
      sql`, `,
    );
    const override = sql.raw(
      "CASE WHEN fresh.sets_override THEN fresh.facing_override_deg ELSE beaches.facing_override_deg END",
    );
    await db
      .update(beaches)
      .set({
        facingOverrideDeg: override,
        facingDeg: effectiveFacingSql(override, sql.raw("fresh.facing_deg")),
        fetchKm: sql`fresh.fetch_km`,
        coastDistanceM: sql`fresh.coast_distance_m`,
        shelteredFrom: sql.raw(
          "CASE WHEN fresh.sets_sheltered THEN fresh.sheltered_from ELSE beaches.sheltered_from END",
        ),
      })
      .from(
        sql`(VALUES ${values}) AS fresh (slug, facing_deg, fetch_km, coast_distance_m, sets_override, facing_override_deg, sets_sheltered, sheltered_from)`,
      )
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
        facingOverrideDeg: beaches.facingOverrideDeg,
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
      const stored = { ...coast, facingDeg: effectiveFacing(row.facingOverrideDeg, coast.facingDeg) };
      return sameCoast(stored, row) ? [] : [{ ...row, coast }];
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
          // The override as it is when the row is written, not as it was read.
          facingDeg: effectiveFacingSql(sql.raw("beaches.facing_override_deg"), sql.raw("fresh.facing_deg")),
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
