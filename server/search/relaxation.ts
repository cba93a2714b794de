import type { AccessFilter } from "#core/access/access.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import type { BeachPage } from "#core/contract/public-records.ts";
import type { RelaxationStep } from "#core/search/search-relaxation.ts";
import { relaxationSteps } from "#core/search/search-relaxation.ts";
import type { BeachListQuery } from "../beaches/beach-sql.ts";
import type { BeachService } from "../beaches/beach.service.ts";

/** The list a relaxed step found: the step and its first page. */
export interface RelaxedList extends RelaxationStep {
  page: BeachPage;
}

/**
 * The first relaxation step (core/search/search-relaxation.ts) that finds a beach, with its first page, or
 * null; an access filter no beach has recorded yet (`unrecorded`) is dropped from every step. Steps
 * are tried by their counts, which the beach service keeps per data version (most come
 * from its facets without a scan), so an empty search costs a few counts and one list.
 */
export async function relaxedList(
  beaches: Pick<BeachService, "countBeaches" | "listBeaches">,
  query: BeachListQuery,
  unrecorded: readonly AccessFilter[] = [],
): Promise<RelaxedList | null> {
  for (const step of relaxationSteps(query.filters, query.areaSlug, unrecorded)) {
    const candidate = stepQuery(query, step.filters, step.areaSlug);
    if ((await beaches.countBeaches(candidate)) === 0) continue;
    return { ...step, page: await beaches.listBeaches(candidate) };
  }
  return null;
}

function stepQuery(
  query: BeachListQuery,
  filters: BeachFilters,
  areaSlug: string | undefined,
): BeachListQuery {
  return {
    filters,
    ...(areaSlug !== undefined ? { areaSlug } : {}),
    ...(query.location ? { location: query.location } : {}),
  };
}
