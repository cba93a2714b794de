import { and, arrayContains, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { inIdsPlaceholder } from "../db/placeholders.ts";
import type { Sort } from "#core/contract/enums.ts";
import { DEFAULT_SORT, isDistanceSort } from "#core/contract/enums.ts";
import type { LatLng } from "#core/contract/distance.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import { BEACHES_PAGE_SIZE } from "#core/contract/filters.ts";
import type {
  BeachPage,
  BeachSuggestion,
  PublicBeach,
  SuggestionReason,
} from "#core/contract/public-records.ts";
import { SUGGESTIONS_MAX } from "#core/contract/public-records.ts";
import type { Database } from "../db/client.ts";
import { nearestFromOrder, pageFromOrder, servesFromOrder } from "./name-order.ts";
import { areas, beaches, positionPoint } from "../db/schema.ts";
import { inPublicArea, publicBeachAlone, publicBeachCondition } from "../visibility.ts";
import {
  boxAround,
  distanceKmSql,
  filterConditions,
  orderBy,
  packedPublic,
  packedPublicFromPoint,
  preferenceScorePlaceholders,
  preferenceValues,
  publicColumns,
  sortOrder,
  toPublicBeach,
  unpackRows,
  withSeaOf,
  type BeachListQuery,
  type PublicBeachRow,
  distanceFromPlaceholder,
} from "./beach-sql.ts";
import type { BeachCounts } from "./counts.ts";
import type { HeldDirectory } from "./held-directory.ts";
import type { SeaReads } from "./sea-reads.ts";

/**
 * A page of the public list (by name, nearest first or by a preference) with its total, and the
 * beaches offered when it is empty. Lists by name and nearest first are walked in the name order
 * held in memory where it can answer them (ADR 047), the rest in SQL.
 */
export function createBeachLists({
  db,
  held,
  sea,
  counts,
}: {
  db: Database;
  held: HeldDirectory;
  sea: SeaReads;
  counts: BeachCounts;
}) {
  const { nameOrder, heldTests, publicAreaId } = held;
  const { calmOf, seaOf, withSea } = sea;
  const { countBeaches } = counts;
  // A page's rows by their ids, with no distance to work out: built once and run with the ids as one
  // array, so each page neither builds the statement again nor gives the database a new text to plan.
  // Each row comes packed as one value (server/db/packed-rows.ts).
  const rowsById = db
    .select({ row: packedPublic.packed })
    .from(beaches)
    .innerJoin(areas, eq(areas.id, beaches.areaId))
    .where(and(publicBeachCondition, inIdsPlaceholder(beaches.id)))
    .prepare("public_beaches_by_id");
  // The same with each row's distance from a starting point.
  const rowsByIdFrom = db
    .select({ row: packedPublicFromPoint.packed })
    .from(beaches)
    .innerJoin(areas, eq(areas.id, beaches.areaId))
    .where(and(publicBeachCondition, inIdsPlaceholder(beaches.id)))
    .prepare("public_beaches_by_id_from");
  // A list nearest first: its candidates' rows by id, nearest first (ties by the preferences met,
  // then name, then id), the page's worth of them.
  const nearestById = db
    .select({ row: packedPublicFromPoint.packed })
    .from(beaches)
    .innerJoin(areas, eq(areas.id, beaches.areaId))
    .where(and(publicBeachCondition, inIdsPlaceholder(beaches.id)))
    .orderBy(...sortOrder("distance.asc", distanceFromPlaceholder, preferenceScorePlaceholders()))
    .limit(sql.placeholder("limit"))
    .prepare("public_beaches_nearest_by_id");
  /**
   * A page of a list by name read from the name order and then by id: the same rows as listQuery,
   * without the database stepping over every row before the page. Null when the list is not one the
   * order answers (another sort, a search, the calm filter, a preference).
   */
  async function pageByName(query: BeachListQuery, offset: number): Promise<PublicBeach[] | null> {
    const { sort } = effectiveSort(query);
    if (sort !== "name.asc" && sort !== "name.desc") return null;
    const order = await nameOrder();
    const held = await heldTests(query, order);
    if (!servesFromOrder(order, query.filters, held)) return null;
    const areaId = await publicAreaId(query.areaSlug);
    const ids = pageFromOrder(order, query.filters, {
      areaId,
      offset,
      count: BEACHES_PAGE_SIZE,
      descending: sort === "name.desc",
      ...held,
    });
    if (ids.length === 0) return [];
    const { location } = query;
    // The ids are known before the rows, so their verdicts are read at the same time.
    const [rows, sea] = await Promise.all([
      location
        ? rowsByIdFrom
            .execute({ ids, latitude: location.latitude, longitude: location.longitude })
            .then((rows) => unpackRows(rows, packedPublicFromPoint))
        : rowsById.execute({ ids }).then((rows) => unpackRows(rows, packedPublic)),
      seaOf(ids, query.filters.calm ?? "today"),
    ]);
    const byId = new Map(rows.map((row: PublicBeachRow) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [withSeaOf(toPublicBeach(row), sea)] : [];
    });
  }

  /**
   * A page of a list nearest first, its candidates found in the name order (the beaches at most as
   * far as the page's last, see nearestFromOrder) and only those read and ordered by the database,
   * with their verdicts at the same time: the same rows as listQuery, in one round trip. Null when
   * the order cannot answer the list (see servesFromOrder) or the page is too deep.
   */
  async function nearestByOrder(
    query: BeachListQuery & { location: LatLng },
    offset: number,
  ): Promise<PublicBeach[] | null> {
    const order = await nameOrder();
    const held = await heldTests(query);
    // A preference only breaks ties of distance: it changes no beach the walk finds.
    if (!servesFromOrder(order, { ...query.filters, prefer: [] }, held)) return null;
    const candidates = nearestFromOrder(order, query.filters, {
      areaId: await publicAreaId(query.areaSlug),
      origin: query.location,
      needed: offset + BEACHES_PAGE_SIZE,
      ...(held.keep ? { keep: held.keep } : {}),
    });
    if (candidates === null) return null;
    if (candidates.length === 0) return [];
    const { latitude, longitude } = query.location;
    const limit = offset + BEACHES_PAGE_SIZE;
    const [rows, sea] = await Promise.all([
      nearestById.execute({
        ids: candidates,
        latitude,
        longitude,
        limit,
        ...preferenceValues(query.filters),
      }),
      seaOf(candidates, query.filters.calm ?? "today"),
    ]);
    return unpackRows(rows.slice(offset), packedPublicFromPoint).map((row) =>
      withSeaOf(toPublicBeach(row), sea),
    );
  }

  /** The sort a list gets: a distance sort without a location falls back to names. */
  function effectiveSort(query: BeachListQuery): { sort: Sort; sortFallback: boolean } {
    const sortFallback = isDistanceSort(query.filters.sort) && !query.location;
    return { sort: sortFallback ? DEFAULT_SORT : query.filters.sort, sortFallback };
  }

  /**
   * The query for a list's rows: `within` narrows it to a box, `limit` and `from` pick the rows
   * (one page by default). Exported for the query-plan tests.
   */
  function listQuery(query: BeachListQuery, options: { within?: SQL; limit?: number; from?: number } = {}) {
    const { filters, location } = query;
    const distance = location ? distanceKmSql(location) : null;
    return db
      .select({ ...publicColumns, ...(distance ? { distanceKm: distance } : {}) })
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(
        and(
          ...filterConditions(filters, query.areaSlug, query.calmWindow),
          ...(options.within ? [options.within] : []),
        ),
      )
      .orderBy(...orderBy(filters, effectiveSort(query).sort, distance))
      .limit(options.limit ?? BEACHES_PAGE_SIZE)
      .offset(options.from ?? (filters.page - 1) * BEACHES_PAGE_SIZE);
  }

  /**
   * Nearest first without sorting every match, in two short reads. The position index hands out the
   * matches nearest on a flat longitude/latitude plane first; a page's worth of them gives a radius
   * (the farthest of them over the earth) within which at least that many matches lie. Every match
   * nearer than that is inside the box around that radius, so sorting the box's matches, read
   * through the same index, gives the true page.
   */
  async function nearestPage(
    query: BeachListQuery & { location: LatLng },
    { offset, count }: { offset: number; count: number },
  ) {
    const { filters, location } = query;
    const needed = offset + count;
    const flatNearest = sql`${positionPoint(beaches.latitude, beaches.longitude)} <-> point(${location.longitude}::float8, ${location.latitude}::float8)`;
    const probe = await db
      .select({ distanceKm: distanceKmSql(location) })
      .from(beaches)
      .where(and(...filterConditions(filters, query.areaSlug, query.calmWindow)))
      .orderBy(flatNearest)
      .limit(needed);
    const box =
      probe.length === needed
        ? boxAround(location, Math.max(...probe.map((row) => Number(row.distanceKm))))
        : null;
    return (await listQuery(query, { ...(box ? { within: box } : {}), limit: needed, from: 0 })).slice(
      offset,
    );
  }

  async function listBeaches(asked: BeachListQuery): Promise<BeachPage> {
    // The day's verdicts are read once: for the answer's `calm` and for the filter itself.
    const { status: calm, window } = await calmOf(asked.filters);
    if (calm && !window) {
      return {
        items: [],
        total: 0,
        page: asked.filters.page,
        pageSize: BEACHES_PAGE_SIZE,
        pageCount: 0,
        ...effectiveSort(asked),
        ...(calm ? { calm } : {}),
      };
    }
    const query = window ? { ...asked, calmWindow: window } : asked;
    const { location } = query;
    // A searched name comes first whatever its distance, so that list needs the full sort; a
    // preference only breaks ties of distance, so it leaves the nearest-first reading as it is.
    const nearest =
      location !== undefined &&
      effectiveSort(query).sort === "distance.asc" &&
      foldForSearch(query.filters.search) === "";
    const offset = (query.filters.page - 1) * BEACHES_PAGE_SIZE;
    const day = query.filters.calm ?? "today";
    const [total, items] = !nearest
      ? await Promise.all([
          countBeaches(query),
          pageByName(query, offset).then(
            async (page) => page ?? withSea((await listQuery(query)).map(toPublicBeach), day),
          ),
        ])
      : await countBeaches(query).then(
          async (total) =>
            [
              total,
              offset >= total
                ? []
                : ((await nearestByOrder({ ...query, location }, offset)) ??
                  (await withSea(
                    (await nearestPage({ ...query, location }, { offset, count: BEACHES_PAGE_SIZE })).map(
                      toPublicBeach,
                    ),
                    day,
                  ))),
            ] as const,
        );
    return {
      items,
      total,
      page: query.filters.page,
      pageSize: BEACHES_PAGE_SIZE,
      pageCount: Math.ceil(total / BEACHES_PAGE_SIZE),
      ...effectiveSort(query),
      ...(calm ? { calm } : {}),
    };
  }

  /**
   * Up to three public beaches to offer when the filters match nothing: the nearest ones when a
   * location is known, otherwise the ones closest to what was asked for (shared amenities, the same
   * setup, Blue Flag), with Blue Flag beaches standing in for popularity.
   */
  async function suggestBeaches(query: BeachListQuery): Promise<BeachSuggestion[]> {
    const { filters, location } = query;
    const base = [publicBeachAlone];
    if (query.areaSlug !== undefined) base.push(inPublicArea(query.areaSlug));

    if (location) {
      const rows = await db
        .select({ ...publicColumns, distanceKm: distanceKmSql(location) })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .where(and(...base))
        .orderBy(asc(distanceKmSql(location)), asc(beaches.id))
        .limit(SUGGESTIONS_MAX);
      return rows.map((row) => ({ beach: toPublicBeach(row), reason: "Nearby" }));
    }

    const setups = new Set(filters.organized);
    const wantsOrganized = setups.size === 1 ? setups.has("organized") : null;
    const scoreParts: SQL[] = filters.amenities.map(
      (amenity) => sql`(CASE WHEN ${arrayContains(beaches.amenities, [amenity])} THEN 3 ELSE 0 END)`,
    );
    if (wantsOrganized !== null) {
      scoreParts.push(sql`(CASE WHEN ${beaches.organized} = ${wantsOrganized} THEN 2 ELSE 0 END)`);
    }
    if (filters.type.length > 0) {
      scoreParts.push(sql`(CASE WHEN ${inArray(beaches.type, filters.type)} THEN 1 ELSE 0 END)`);
    }
    scoreParts.push(sql`(CASE WHEN ${beaches.blueFlag} THEN 1 ELSE 0 END)`);
    const score = sql<number>`(${sql.join(scoreParts, sql` + `)})`;

    const rows = await db
      .select(publicColumns)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .where(and(...base))
      .orderBy(desc(score), asc(beaches.sortName), asc(beaches.id))
      .limit(SUGGESTIONS_MAX);

    return rows.map((row) => {
      const beach = toPublicBeach(row);
      return { beach, reason: suggestionReason(beach, filters, wantsOrganized) };
    });
  }

  return { listBeaches, listQuery, suggestBeaches };
}

function suggestionReason(
  beach: PublicBeach,
  filters: BeachFilters,
  wantsOrganized: boolean | null,
): SuggestionReason {
  if (filters.amenities.some((amenity) => beach.amenities.includes(amenity))) return "Similar amenities";
  if (wantsOrganized !== null && beach.organized === wantsOrganized) return "Similar setup";
  if (beach.blue_flag) return "Blue Flag";
  if (beach.organized) return "Organized";
  return "Popular pick";
}
