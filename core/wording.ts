import { getAmenity } from "./amenities.ts";
import { BEACH_TYPE_FILTER_LABELS, PARKING_LABELS, SETUP_LABELS, WAVE_CONDITION_LABELS } from "./enums.ts";
import type { BeachFilters } from "./filters.ts";
import { foldForSearch } from "./greek.ts";

/** No-results panel: removable filter chips shown before '+N more filters'. */
export const FILTER_CHIPS_MAX = 5;
/** Results summary line: criteria named before 'and N more criteria'. */
export const CRITERIA_SUMMARY_MAX = 3;
/** Beach card: amenities shown before '+N more'. */
export const CARD_AMENITIES_MAX = 4;

/**
 * The results summary count, always exact: the server counts every list, so the summary never says
 * less than it knows ('Over 10' for 10, '100+' for 126) and agrees with the sheet's 'N results' and
 * the area tiles (docs/decisions/022-exact-counts.md).
 */
export function formatResultsCount(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n === 0) return "No beaches found";
  if (n === 1) return "1 beach";
  return `${n.toLocaleString("en-US")} beaches`;
}

export interface DescribeCriteriaOptions {
  /** The area whose page the list is on. */
  areaName?: string;
}

/**
 * Active criteria in words, in a fixed order: search term, Near me, Blue Flag, setup, parking,
 * waves, type, amenities. On an area page a search term that only names that area is left out:
 * the search parser falls back to the place name as the term, which would repeat the page's area.
 */
export function describeCriteria(filters: BeachFilters, options: DescribeCriteriaOptions = {}): string[] {
  const phrases: string[] = [];
  const term = filters.search.trim();
  const areaName = options.areaName?.trim() ?? "";
  if (term !== "" && (areaName === "" || foldForSearch(term) !== foldForSearch(areaName))) {
    phrases.push(`“${term}”`);
  }
  if (filters.nearMe) phrases.push("Near me");
  if (filters.blueFlag) phrases.push("Blue Flag");
  for (const setup of filters.organized) phrases.push(SETUP_LABELS[setup]);
  for (const parking of filters.parking) phrases.push(PARKING_LABELS[parking]);
  for (const wave of filters.waveConditions) phrases.push(WAVE_CONDITION_LABELS[wave]);
  // The filter controls name OTHER 'Rocky/Other', so the summary repeats what the visitor picked.
  for (const type of filters.type) phrases.push(BEACH_TYPE_FILTER_LABELS[type]);
  for (const amenity of filters.amenities) phrases.push(getAmenity(amenity).label);
  return phrases;
}

/** 'Sandy, Blue Flag, Taverna and 2 more criteria'. The spec's wording has no singular form. */
export function formatCriteriaSummary(phrases: readonly string[]): string {
  const shown = phrases.slice(0, CRITERIA_SUMMARY_MAX).join(", ");
  const hidden = phrases.length - CRITERIA_SUMMARY_MAX;
  return hidden > 0 ? `${shown} and ${hidden} more criteria` : shown;
}

/** Chip after the first FILTER_CHIPS_MAX filters; empty when nothing is hidden, so nothing renders. */
export function formatMoreFilters(hidden: number): string {
  return hidden > 0 ? `+${hidden} more filters` : "";
}

/** Chip after the first CARD_AMENITIES_MAX amenities on a card; empty when nothing is hidden. */
export function formatMoreAmenities(hidden: number): string {
  return hidden > 0 ? `+${hidden} more` : "";
}

/** Back-office form banner: 'Please fix: Name, Slug'. */
export function formatFixFieldsBanner(fieldLabels: readonly string[]): string {
  return `Please fix: ${fieldLabels.join(", ")}`;
}

/** Back-office form toast description: 'First invalid: Name'. */
export function formatFirstInvalid(fieldLabel: string): string {
  return `First invalid: ${fieldLabel}`;
}
