import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { inIdsPlaceholder } from "../db/placeholders.ts";
import { calmCondition, calmKey, type CalmWindow, type VerdictService } from "../forecast/verdicts.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { MORE_IN_AREA_DEFAULT } from "#core/contract/public-records.ts";
import type { Database } from "../db/client.ts";
import { nearestInOrder } from "./name-order.ts";
import { areas, beaches, beachVerdicts, positionPoint } from "../db/schema.ts";
import { publicBeachAlone, publicBeachCondition } from "../visibility.ts";
import {
  boundsAround,
  boxAround,
  distanceKmSql,
  packedPublicFromPoint,
  publicColumns,
  unpackRows,
  toPublicBeach,
  withSeaOf,
  distanceFromPlaceholder,
} from "./beach-sql.ts";
import type { HeldDirectory } from "./held-directory.ts";
import type { SeaReads } from "./sea-reads.ts";

/** Where a beach page's nearby beaches are measured from: the beach itself. */
export type NearbyOrigin = Pick<PublicBeach, "id" | "area_id" | "latitude" | "longitude">;

/** How many beaches "More beaches nearby" and "Calm nearby today" offer. */
export const NEARBY_DEFAULT = 3;
/** Nearby, as the crow flies: about an hour's drive on an island's roads. */
export const NEARBY_RADIUS_KM = 50;
/** A calm sea is worth a longer drive: across Crete from its north coast to its south, for one. */
export const CALM_NEARBY_RADIUS_KM = 80;
/** Candidates read by the flat nearest order for each place offered (see nearestQuery and nearestInOrder). */
const NEARBY_CANDIDATES = 4;

/**
 * The beaches a beach page offers beside itself: more of its area, the nearest ones ("More beaches
 * nearby") and, for a rough or cautioned beach, the nearest calm ones ("Calm nearby today").
 */
export function createNearbyReads({
  db,
  held,
  sea,
  verdicts,
}: {
  db: Database;
  held: HeldDirectory;
  sea: SeaReads;
  verdicts?: VerdictService;
}) {
  const { nameOrder } = held;
  const { seaOf, withSea } = sea;
  // The nearest candidates' rows by id, with their distance, within the radius: built once.
  const nearestById = db
    .select({ row: packedPublicFromPoint.packed })
    .from(beaches)
    .innerJoin(areas, eq(areas.id, beaches.areaId))
    .where(
      and(
        publicBeachCondition,
        inIdsPlaceholder(beaches.id),
        sql`${distanceFromPlaceholder} <= ${sql.placeholder("radiusKm")}::float8`,
      ),
    )
    .orderBy(asc(distanceFromPlaceholder), asc(beaches.id))
    .limit(sql.placeholder("limit"))
    .prepare("nearby_beaches_by_id");

  async function moreInArea(
    areaSlug: string,
    options: { exclude?: string; limit?: number } = {},
  ): Promise<PublicBeach[]> {
    const conditions = [publicBeachCondition, eq(areas.slug, areaSlug)];
    if (options.exclude) conditions.push(ne(beaches.slug, options.exclude));
    const rows = await db
      .select(publicColumns)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...conditions))
      .orderBy(asc(beaches.sortName), asc(beaches.id))
      .limit(options.limit ?? MORE_IN_AREA_DEFAULT);
    return rows.map(toPublicBeach);
  }

  /**
   * The public beaches of the origin's area nearest it within `radiusKm`, nearest first, each with
   * its distance, in one bounded statement (ADR 042). The position index hands out the nearest on a
   * flat longitude/latitude plane, inside the radius's box; those few are then ordered by their
   * distance over the earth. At Greek latitudes a degree of longitude is 0.75-0.82 of a degree of
   * latitude, so the flat order may swap two beaches whose distances differ by less than a quarter;
   * taking NEARBY_CANDIDATES times the places asked for keeps the true nearest among the candidates.
   */
  function nearestQuery(
    origin: NearbyOrigin,
    { limit, radiusKm, among = [] }: { limit: number; radiusKm: number; among?: SQL[] },
  ) {
    const location = { latitude: origin.latitude, longitude: origin.longitude };
    const box = boxAround(location, radiusKm);
    const distance = distanceKmSql(location);
    const candidates = db
      .select({ id: beaches.id })
      .from(beaches)
      .where(
        and(
          publicBeachAlone,
          eq(beaches.areaId, origin.area_id),
          ne(beaches.id, origin.id),
          ...(box ? [box] : []),
          ...among,
        ),
      )
      .orderBy(
        sql`${positionPoint(beaches.latitude, beaches.longitude)} <-> point(${location.longitude}::float8, ${location.latitude}::float8)`,
      )
      .limit(limit * NEARBY_CANDIDATES);
    return db
      .select({ ...publicColumns, distanceKm: distance })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(inArray(beaches.id, candidates), sql`${distance} <= ${radiusKm}::float8`))
      .orderBy(asc(distance), asc(beaches.id))
      .limit(limit);
  }

  /**
   * The nearest beaches as nearestQuery finds them, with their sea badges for today. Where the box
   * can be made, its candidates come from the name order (ADR 047) in the same flat order, so the
   * database only reads them by id, their verdicts at the same time; the calm ones without a caution
   * come from the day's verdicts held in memory when those are the window's own.
   */
  async function nearestWithSea(
    origin: NearbyOrigin,
    { limit, radiusKm, calmWindow }: { limit: number; radiusKm: number; calmWindow?: CalmWindow },
  ): Promise<PublicBeach[]> {
    const bbox = boundsAround(origin, radiusKm);
    let keep: ((beachId: number) => boolean) | undefined;
    if (calmWindow) {
      const sea = verdicts?.enabled ? await verdicts.daySea("today") : null;
      if (sea && calmKey(sea.window) === calmKey(calmWindow))
        keep = (beachId) => sea.isCalm(beachId) && sea.of(beachId)?.caution === null;
    }
    if (!bbox || (calmWindow && !keep)) {
      const among = calmWindow ? calmNearbyConditions(calmWindow) : [];
      return withSea((await nearestQuery(origin, { limit, radiusKm, among })).map(toPublicBeach), "today");
    }
    const candidates = nearestInOrder(await nameOrder(), {
      areaId: origin.area_id,
      exceptId: origin.id,
      origin,
      bbox,
      count: limit * NEARBY_CANDIDATES,
      keep,
    });
    if (candidates.length === 0) return [];
    const [rows, sea] = await Promise.all([
      nearestById.execute({
        ids: candidates,
        latitude: origin.latitude,
        longitude: origin.longitude,
        radiusKm,
        limit,
      }),
      seaOf(candidates, "today"),
    ]);
    return unpackRows(rows, packedPublicFromPoint).map((row) => withSeaOf(toPublicBeach(row), sea));
  }

  /** The calm nearby's conditions in SQL: calm in the window, and no caution that day. */
  function calmNearbyConditions(window: CalmWindow): SQL[] {
    // The calm day's row is the beach's one row for the date (its primary key): without a caution.
    const uncautioned = sql`NOT EXISTS (SELECT 1 FROM ${beachVerdicts} WHERE ${beachVerdicts.beachId} = ${beaches.id} AND ${beachVerdicts.day} = ${window.date}::date AND ${beachVerdicts.caution} IS NOT NULL)`;
    return [calmCondition(window), uncautioned];
  }

  /**
   * "More beaches nearby" on a beach page: the nearest public beaches of its area (an area is an
   * island or a stretch of coast; the nearest beach over a strait is a ferry away), within
   * NEARBY_RADIUS_KM, with their distance and their sea badge for today.
   */
  async function nearbyBeaches(
    origin: NearbyOrigin,
    { limit = NEARBY_DEFAULT } = {},
  ): Promise<PublicBeach[]> {
    return nearestWithSea(origin, { limit, radiusKm: NEARBY_RADIUS_KM });
  }

  /**
   * "Calm nearby today" for a rough or cautioned beach: the nearest beaches of its area calm today
   * without a caution, within CALM_NEARBY_RADIUS_KM (a calm sea is worth a longer drive), with their
   * distance and badge; null when no verdict can be served today (the page then offers nothing).
   */
  async function calmNearby(
    origin: NearbyOrigin,
    { limit = NEARBY_DEFAULT } = {},
  ): Promise<{ beaches: PublicBeach[]; radiusKm: number } | null> {
    const window = verdicts ? await verdicts.window("today") : null;
    if (!window) return null;
    const radiusKm = CALM_NEARBY_RADIUS_KM;
    return { beaches: await nearestWithSea(origin, { limit, radiusKm, calmWindow: window }), radiusKm };
  }

  return { moreInArea, nearestQuery, calmNearbyConditions, nearbyBeaches, calmNearby };
}
