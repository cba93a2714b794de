import { accessFilterHolds, UNKNOWN_ACCESS, type AccessFacts } from "../access/access.ts";
import type { BeachType, Parking, Setup, WaveCondition } from "./enums.ts";
import type { BeachFilters } from "./filters.ts";
import { searchKey } from "./greek.ts";
import { searchWords } from "../search/search-query.ts";

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
  /** What is known of getting there and in (core/access/access.ts); absent or null facts are unknown. */
  access?: Partial<AccessFacts>;
  /** The descriptions, English and Greek, which the search reads too. */
  description?: string | null;
  description_el?: string | null;
}

/**
 * The search words a term is matched with: every word must appear (as searchKey: case, accents,
 * Greek script and spelling variants ignored) in the beach name or its area name, or begin a word
 * of the beach's description (searchNeedleMatches). Keys hold only [a-z0-9 ], so they carry no LIKE
 * wildcards.
 */
export function searchNeedles(search: string): string[] {
  if (search.trim() === "") return [];
  const needles = searchWords(search)
    .map(searchKey)
    .filter((word) => word !== "");
  // 'Myrtos mirtos' is one word once keyed.
  return [...new Set(needles)];
}

/** Below this length a needle keeps its final 's' in descriptions: 'bus' is no plural of 'bu'. */
const PLURAL_STEM_FROM = 5;

/**
 * What a needle must begin a word of a description with: without an English plural's final 's', so
 * 'caves' finds 'a cave' and 'turtles' 'a turtle nesting site'.
 */
export function descriptionStem(needle: string): string {
  return needle.length >= PLURAL_STEM_FROM && needle.endsWith("s") ? needle.slice(0, -1) : needle;
}

/**
 * Whether a needle matches a beach: anywhere in its keyed names (a name is typed in part: 'navag'),
 * or at the start of a word of its keyed descriptions, where a fragment would match too much ('kos'
 * is in 'Vasilikos'). The database query keeps the same rule (server/beaches/beach.service.ts).
 */
export function searchNeedleMatches(needle: string, namesKey: string, descriptionKey: string): boolean {
  return namesKey.includes(needle) || ` ${descriptionKey}`.includes(` ${descriptionStem(needle)}`);
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
    const names = searchKey(`${beach.name} ${beach.area} ${areaAliases}`);
    const descriptions = searchKey(`${beach.description ?? ""} ${beach.description_el ?? ""}`);
    if (!needles.every((needle) => searchNeedleMatches(needle, names, descriptions))) return false;
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
