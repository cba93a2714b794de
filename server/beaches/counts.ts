import { and, count } from "drizzle-orm";
import type { BeachFilters } from "#core/contract/filters.ts";
import { searchNeedles } from "#core/contract/filter-semantics.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versionedByKey } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { countFromOrder, countsFromOrder } from "./name-order.ts";
import { beaches } from "../db/schema.ts";
import { filterConditions, matchKey, type BeachListQuery } from "./beach-sql.ts";
import type { Facets, FacetGroup, HeldDirectory } from "./held-directory.ts";
import type { SeaReads } from "./sea-reads.ts";

/** Distinct filter sets whose counts an instance keeps per data version. */
const COUNTS_KEPT = 2000;

/**
 * The filter rules of filterConditions, applied to groups of beaches instead of rows. Access and calm
 * are not facets: they pick which beaches the groups were counted from (see prefilteredFacets).
 */
export function countFromFacets(facets: Facets, filters: BeachFilters, areaSlug?: string): number {
  let groups: FacetGroup[][];
  if (areaSlug === undefined) groups = [...facets.byArea.values()];
  else {
    const id = facets.areaIds.get(areaSlug);
    groups = id === undefined ? [] : [facets.byArea.get(id) ?? []];
  }
  const setups = new Set(filters.organized);
  const organized = setups.size === 1 ? setups.has("organized") : null;
  const types = new Set<string>(filters.type);
  const waves = new Set<string>(filters.waveConditions);
  const parking = new Set<string>(filters.parking);
  let total = 0;
  for (const list of groups) {
    for (const group of list) {
      if (organized !== null && group.organized !== organized) continue;
      if (filters.blueFlag && !group.blueFlag) continue;
      if (types.size > 0 && !types.has(group.type)) continue;
      if (waves.size > 0 && !waves.has(group.waveConditions)) continue;
      if (parking.size > 0 && !parking.has(group.parking)) continue;
      total += group.count;
    }
  }
  return total;
}

/** How many public beaches a list's filters match, counted once per data version and filter set. */
export function createBeachCounts({
  db,
  dataVersion,
  held,
  sea,
}: {
  db: Database;
  dataVersion: DataVersion;
  held: HeldDirectory;
  sea: SeaReads;
}) {
  const { facets, prefilteredFacets, nameOrder, heldTests, publicAreaId } = held;
  const { withCalm } = sea;

  // Counted once per data version and set of filters (ADR 010); a change to the directory starts over.
  const countResolved = versionedByKey(
    dataVersion,
    {
      limit: COUNTS_KEPT,
      key: (query: Omit<BeachListQuery, "location">) =>
        matchKey(query.filters, query.areaSlug, query.calmWindow),
    },
    async (query): Promise<number> => {
      const { filters } = query;
      if (searchNeedles(filters.search).length === 0 && filters.amenities.length === 0) {
        if (filters.calm === null && filters.access.length === 0)
          return countFromFacets(await facets(), filters, query.areaSlug);
      }
      // Amenities and access facts without a search or the calm filter: one pass over the name order.
      if (filters.calm === null) {
        const order = await nameOrder();
        if (countsFromOrder(order, filters))
          return countFromOrder(order, filters, await publicAreaId(query.areaSlug));
      }
      if (searchNeedles(filters.search).length === 0 && filters.amenities.length === 0) {
        if (filters.calm === null || query.calmWindow) {
          const groups = await prefilteredFacets({ window: query.calmWindow, access: filters.access });
          return countFromFacets(groups, filters, query.areaSlug);
        }
      }
      // Search words, or the calm filter with amenities: the order, with the search's matches and the
      // day's calm beaches held.
      if (filters.calm === null || query.calmWindow) {
        const order = await nameOrder();
        const held = await heldTests(query, order);
        if (countsFromOrder(order, filters, held))
          return countFromOrder(order, filters, await publicAreaId(query.areaSlug), held);
      }
      const [row] = await db
        .select({ value: count() })
        .from(beaches)
        .where(and(...filterConditions(query.filters, query.areaSlug, query.calmWindow)));
      return row?.value ?? 0;
    },
  );

  /** How many public beaches match; 0 when the `calm` filter cannot be answered (see calmStatus). */
  async function countBeaches(query: Omit<BeachListQuery, "location">): Promise<number> {
    const resolved = query.calmWindow || query.filters.calm === null ? query : await withCalm(query);
    return resolved ? countResolved(resolved) : 0;
  }

  return { countBeaches };
}

export type BeachCounts = ReturnType<typeof createBeachCounts>;
