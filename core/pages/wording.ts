import { nearestBearingIndex } from "../sea/coast.ts";
import type { BeachFilters, CalmDay } from "../contract/filters.ts";
import { label } from "../i18n/labels.ts";
import type { Translator } from "../i18n/translator.ts";

/** No-results panel: removable filter chips shown before '+N more filters'. */
export const FILTER_CHIPS_MAX = 5;
/** Results summary line: criteria named before 'and N more criteria'. */
export const CRITERIA_SUMMARY_MAX = 3;
/** Beach card: amenities shown before '+N more'. */
export const CARD_AMENITIES_MAX = 4;

/** The calm filter's name in a language: 'Calm today', 'Ήρεμη θάλασσα σήμερα'. */
export function calmFilterLabel(day: CalmDay, i18n: Pick<Translator, "t">): string {
  return label(i18n, "calm", day);
}

/**
 * The results summary count, always exact: the server counts every list, so the summary never says
 * less than it knows ('Over 10' for 10, '100+' for 126) and agrees with the sheet's 'N results' and
 * the area tiles (docs/decisions/022-exact-counts.md). '12 beaches', '12 παραλίες'.
 */
export function formatResultsCount(count: number, i18n: Translator): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return i18n.t("browse.count", { count: n });
}

export interface DescribeCriteriaOptions {
  /** The search term only names the area whose page the list is on (core/search/area-match.ts, searchNamesArea). */
  omitSearch?: boolean | undefined;
}

/**
 * Active criteria in words, in a fixed order: search term, Near me, Blue Flag, calm day, setup,
 * parking, waves, type, amenities, access. On an area page a search term that only names that area
 * is left out: the search parser falls back to the place name as the term, which would repeat the
 * page's area.
 */
export function describeCriteria(
  filters: BeachFilters,
  i18n: Translator,
  options: DescribeCriteriaOptions = {},
): string[] {
  const phrases: string[] = [];
  const term = filters.search.trim();
  if (term !== "" && !options.omitSearch) {
    phrases.push(i18n.t("browse.quoted", { text: term }));
  }
  if (filters.nearMe) phrases.push(i18n.t("browse.nearMe"));
  if (filters.blueFlag) phrases.push(i18n.t("browse.blueFlag"));
  if (filters.calm) phrases.push(calmFilterLabel(filters.calm, i18n));
  for (const setup of filters.organized) phrases.push(label(i18n, "setup", setup));
  for (const parking of filters.parking) phrases.push(label(i18n, "parking", parking));
  for (const wave of filters.waveConditions) phrases.push(label(i18n, "waveCondition", wave));
  // The filter controls name OTHER 'Rocky/Other', so the summary repeats what the visitor picked.
  for (const type of filters.type) phrases.push(label(i18n, "beachTypeFilter", type));
  for (const amenity of filters.amenities) phrases.push(label(i18n, "amenity", amenity));
  for (const value of filters.access) phrases.push(label(i18n, "accessFilter", value));
  return phrases;
}

/** 'Sandy, Blue Flag, Taverna and 2 more criteria'; one hidden is '1 more criteria' (no singular). */
export function formatCriteriaSummary(phrases: readonly string[], i18n: Translator): string {
  const shown = phrases.slice(0, CRITERIA_SUMMARY_MAX).join(", ");
  const hidden = phrases.length - CRITERIA_SUMMARY_MAX;
  return hidden > 0 ? i18n.t("browse.criteriaMore", { shown, count: hidden }) : shown;
}

/** Chip after the first FILTER_CHIPS_MAX filters; empty when nothing is hidden, so nothing renders. */
export function formatMoreFilters(hidden: number, i18n: Translator): string {
  return hidden > 0 ? i18n.t("browse.moreFilters", { count: hidden }) : "";
}

/** Chip after the first CARD_AMENITIES_MAX amenities on a card; empty when nothing is hidden. */
export function formatMoreAmenities(hidden: number, i18n: Translator): string {
  return hidden > 0 ? i18n.t("browse.moreAmenities", { count: hidden }) : "";
}

/** 'A, B and C' as the list's sentences join labels (Intl's English list would add a comma before 'and'). */
export function joinWithAnd(labels: readonly string[], i18n: Translator): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return i18n.t("browse.listAnd", {
    rest: labels.slice(0, -1).join(", "),
    last: labels[labels.length - 1] ?? "",
  });
}

/** Back-office form banner: 'Please fix: Name, Slug'. */
export function formatFixFieldsBanner(fieldLabels: readonly string[]): string {
  return `Please fix: ${fieldLabels.join(", ")}`;
}

/** Back-office form toast description: 'First invalid: Name'. */
export function formatFirstInvalid(fieldLabel: string): string {
  return `First invalid: ${fieldLabel}`;
}

/** The 16 points of the compass, N first, clockwise: the names of FETCH_BEARINGS (core/sea/coast.ts). */
export const COMPASS_POINTS = [
  "N",
  "NNE",
  "NE",
  "ENE",
  "E",
  "ESE",
  "SE",
  "SSE",
  "S",
  "SSW",
  "SW",
  "WSW",
  "W",
  "WNW",
  "NW",
  "NNW",
] as const;

/** A bearing as its nearest compass point: 10 is 'N', 350 'N', 200 'SSW'. */
export function formatCompassPoint(bearingDeg: number): string {
  return COMPASS_POINTS[nearestBearingIndex(bearingDeg)]!;
}
