import { and, arrayContains, sql, type SQL } from "drizzle-orm";
import { calmCondition, calmKey, type CalmWindow, type VerdictService } from "../forecast/verdicts.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versioned, versionedByKey } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { searchNeedleCondition } from "./search-text.ts";
import { FACET_COLUMNS, loadNameOrder, type Held, type NameOrder } from "./name-order.ts";
import { areas, beaches } from "../db/schema.ts";
import { publicAreaCondition, publicBeachAlone } from "../visibility.ts";
import type { BeachListQuery } from "./beach-sql.ts";

/** Distinct searches whose matching beaches an instance keeps per version of the directory. */
const SEARCHES_KEPT = 32;

export interface FacetGroup {
  areaId: number;
  type: string;
  waveConditions: string;
  parking: string;
  organized: boolean;
  blueFlag: boolean;
  count: number;
}

export interface Facets {
  /** Groups of public beaches by area. */
  byArea: Map<number, FacetGroup[]>;
  /** Public areas by slug. */
  areaIds: Map<string, number>;
}

/** The public beaches a search's words match, those named the search itself, and where they stand. */
interface SearchMatches {
  ids: Set<number>;
  exact: Set<number>;
  /** The name order the positions were found in. */
  order: NameOrder;
  /** The matches' positions in that order, ascending. */
  positions: Int32Array;
}

/** What the public reads are made from. */
export interface PublicReadsOptions {
  db: Database;
  dataVersion: DataVersion;
  /** The day's verdicts (server/forecast/verdicts.ts); without them `calm` is never available. */
  verdicts?: VerdictService;
}

/**
 * What an instance holds of the directory per data version, for the lists, counts and maps to read
 * in memory (ADR 010, 047): the public beaches grouped by facet, every public beach in name order,
 * a search's matching beaches, and the tests a query needs beside the order (the search's matches,
 * the day's calm beaches). The version is read on every request, so a change on any instance is seen
 * by the next request on all of them.
 */
export function createHeldDirectory({ db, dataVersion, verdicts }: PublicReadsOptions) {
  /** Groups of the public beaches meeting `conditions` by area and by every facet of countFromFacets. */
  async function loadFacets(conditions: SQL[]): Promise<Facets> {
    const [groups, areaRows] = await Promise.all([
      db
        .select({ ...FACET_COLUMNS, count: sql<number>`count(*)::int` })
        .from(beaches)
        .where(and(publicBeachAlone, ...conditions))
        .groupBy(...Object.values(FACET_COLUMNS)),
      db.select({ id: areas.id, slug: areas.slug }).from(areas).where(publicAreaCondition),
    ]);
    const byArea = new Map<number, FacetGroup[]>();
    for (const group of groups) {
      const list = byArea.get(group.areaId) ?? [];
      list.push({ ...group, count: Number(group.count) });
      byArea.set(group.areaId, list);
    }
    return { byArea, areaIds: new Map(areaRows.map((area) => [area.slug, area.id])) };
  }

  // The public beaches counted once per data version by area and by every single-valued filter
  // (type, waves, parking, setup, Blue Flag): any count without search words or amenities is a sum
  // over these groups, at most 256 per area, instead of a scan of the directory (ADR 010).
  const facets = versioned(dataVersion, () => loadFacets([]));

  // The same groups of the beaches calm on the window's day and meeting a set of access filters,
  // once per data version, window and set: a count with those filters is then a sum too (ADR 033,
  // 035). The sets are few (the sheet offers six filters) and each load reads only its beaches.
  const prefilteredFacets = versionedByKey(
    dataVersion,
    {
      limit: 64,
      key: (prefilter: { window: CalmWindow | undefined; access: readonly string[] }) =>
        `${calmKey(prefilter.window ?? null)}|${[...new Set(prefilter.access)].sort().join(",")}`,
    },
    ({ window, access }) =>
      loadFacets([
        ...(window ? [calmCondition(window)] : []),
        ...(access.length > 0 ? [arrayContains(beaches.accessTags, [...access])] : []),
      ]),
  );

  // Every public beach in name order with its facts, once per version of the directory (the
  // forecast's counter leaves it as it is): a page of a list by name is found from it in memory.
  const nameOrder = versioned({ current: async () => (await dataVersion.counters()).directory }, () =>
    loadNameOrder(db),
  );

  // The beaches a search's words match, and those whose name is the search itself, once per version
  // of the directory and search: every page, sort and filter set of a search then walks the name
  // order in memory instead of the database finding and sorting every match again (ADR 047).
  const searchMatches = versionedByKey(
    { current: async () => (await dataVersion.counters()).directory },
    {
      limit: SEARCHES_KEPT,
      key: (search: string) => JSON.stringify([searchNeedles(search), foldForSearch(search)]),
    },
    async (search): Promise<SearchMatches> => {
      const [rows, order] = await Promise.all([
        db
          .select({ id: beaches.id, exact: sql<boolean>`(${beaches.sortName} = ${foldForSearch(search)})` })
          .from(beaches)
          .where(and(publicBeachAlone, ...searchNeedles(search).map(searchNeedleCondition))),
        nameOrder(),
      ]);
      const ids = new Set(rows.map((row) => row.id));
      // Where the matches stand in the name order: a page or a count of the search walks these
      // instead of every public beach.
      const positions: number[] = [];
      for (let index = 0; index < order.size; index += 1)
        if (ids.has(order.ids[index]!)) positions.push(index);
      return {
        ids,
        exact: new Set(rows.filter((row) => row.exact).map((row) => row.id)),
        order,
        positions: Int32Array.from(positions),
      };
    },
  );

  /**
   * What the name order cannot test by itself and this query asks, held for it: the search's
   * matches (its exact names first) and the day's calm beaches, when the day's verdicts read are
   * those of the query's window. The flags say which of the two are held.
   */
  async function heldTests(
    query: Omit<BeachListQuery, "location">,
    order?: NameOrder,
  ): Promise<Held & { searchHeld: boolean; calmHeld: boolean }> {
    const { filters } = query;
    const tests: ((beachId: number) => boolean)[] = [];
    let first: ReadonlySet<number> | undefined;
    let positions: Int32Array | undefined;
    const searchHeld = searchNeedles(filters.search).length > 0;
    if (searchHeld) {
      const found = await searchMatches(filters.search);
      tests.push((beachId) => found.ids.has(beachId));
      first = found.exact;
      // Positions found in another version of the order would point at other beaches.
      if (found.order === order) positions = found.positions;
    }
    let calmHeld = false;
    const window = query.calmWindow;
    if (filters.calm !== null && window && verdicts?.enabled) {
      const sea = await verdicts.daySea(filters.calm);
      if (sea && calmKey(sea.window) === calmKey(window)) {
        tests.push((beachId) => sea.isCalm(beachId));
        calmHeld = true;
      }
    }
    const keep =
      tests.length === 0
        ? undefined
        : tests.length === 1
          ? tests[0]!
          : (beachId: number) => tests.every((test) => test(beachId));
    return {
      searchHeld,
      calmHeld,
      ...(keep ? { keep } : {}),
      ...(first ? { first } : {}),
      ...(positions ? { positions } : {}),
    };
  }

  /** The id of the public area with this slug (null when none is); undefined for no area. */
  async function publicAreaId(slug: string | undefined): Promise<number | null | undefined> {
    return slug === undefined ? undefined : ((await facets()).areaIds.get(slug) ?? null);
  }

  return { facets, prefilteredFacets, nameOrder, searchMatches, heldTests, publicAreaId };
}

export type HeldDirectory = ReturnType<typeof createHeldDirectory>;
