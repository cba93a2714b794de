import { accessFilterHolds, UNKNOWN_ACCESS, type AccessFacts } from "./access.ts";
import type { BeachType, Parking, Setup, WaveCondition } from "./enums.ts";
import type { BeachFilters } from "./filters.ts";
import { searchKey } from "./greek.ts";
import { searchWords } from "./search-query.ts";

/** The fields a beach needs for the filter rules. */
export interface FilterableBeach {
  name: string;
  area: string;
  organized: boolean;
  blue_flag: boolean;
  parking: Parking;
  amenities: readonly string[];
  wave_conditions: WaveCondition;
  type: BeachType;
  /** What is known of getting there and in (core/access.ts); absent or null facts are unknown. */
  access?: Partial<AccessFacts>;
}

/**
 * The search words a term is matched with: every word must appear (as searchKey: case, accents,
 * Greek script and spelling variants ignored) in the beach name or its area name. Keys hold only
 * [a-z0-9 ], so they carry no LIKE wildcards.
 */
export function searchNeedles(search: string): string[] {
  if (search.trim() === "") return [];
  const needles = searchWords(search)
    .map(searchKey)
    .filter((word) => word !== "");
  // 'Myrtos mirtos' is one word once keyed.
  return [...new Set(needles)];
}

/**
 * The reference semantics of the public filters. The database query in
 * the service layer implements the same rules; an integration test holds the two together.
 */
export function beachMatchesFilters(
  beach: FilterableBeach,
  filters: BeachFilters,
  areaAliases = "",
): boolean {
  const needles = searchNeedles(filters.search);
  if (needles.length > 0) {
    const haystack = searchKey(`${beach.name} ${beach.area} ${areaAliases}`);
    if (!needles.every((needle) => haystack.includes(needle))) return false;
  }
  if (filters.organized.length > 0) {
    const setup: Setup = beach.organized ? "organized" : "unorganized";
    if (!filters.organized.includes(setup)) return false;
  }
  if (filters.blueFlag && !beach.blue_flag) return false;
  if (filters.parking.length > 0 && !filters.parking.includes(beach.parking)) return false;
  if (filters.waveConditions.length > 0 && !filters.waveConditions.includes(beach.wave_conditions))
    return false;
  if (filters.type.length > 0 && !filters.type.includes(beach.type)) return false;
  if (!filters.amenities.every((amenity) => beach.amenities.includes(amenity))) return false;
  const access = { ...UNKNOWN_ACCESS, ...beach.access };
  if (!filters.access.every((filter) => accessFilterHolds(filter, access))) return false;
  return true;
}
