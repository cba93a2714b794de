// The removable chips of the no-results panel: one chip per active value, each knowing the filter
// state without it, so a chip can be a plain link. A chip is a code first (its key, what it removes);
// its words come from the page's translator only when a page shows it.
import { DEFAULT_SORT } from "../contract/enums.ts";
import type { BeachFilters } from "../contract/filters.ts";
import { withFilterChange } from "../contract/filters.ts";
import { label } from "../i18n/labels.ts";
import type { Translator } from "../i18n/translator.ts";
import { calmFilterLabel } from "./wording.ts";

/** One active value of a list: 'type:SANDY', 'amenities:food', 'blueFlag', 'search'. */
export interface ActiveFilter {
  /** Stable across renders: the field and value it removes. */
  key: string;
  /** The applied state once this value is removed (page back to 1). */
  without: BeachFilters;
  /** Its words in a language: 'Sandy', 'Taverna', '"myrtos"'. */
  labelIn: (i18n: Translator) => string;
}

export interface FilterChip {
  key: string;
  label: string;
  without: BeachFilters;
}

function listValues<K extends "organized" | "parking" | "waveConditions" | "type" | "amenities" | "access">(
  filters: BeachFilters,
  field: K,
  labelIn: (value: BeachFilters[K][number], i18n: Translator) => string,
): ActiveFilter[] {
  const values = filters[field] as readonly BeachFilters[K][number][];
  return values.map((value) => ({
    key: `${field}:${value}`,
    labelIn: (i18n) => labelIn(value, i18n),
    without: withFilterChange(filters, {
      [field]: values.filter((other) => other !== value),
    } as Partial<BeachFilters>),
  }));
}

/**
 * The list's active values, in the order of the criteria summary: search, Near me, Blue Flag, calm
 * day, setup, parking, waves, type, amenities, access.
 */
export function activeFilters(filters: BeachFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.search !== "") {
    active.push({
      key: "search",
      labelIn: (i18n) => i18n.t("browse.quoted", { text: filters.search }),
      without: withFilterChange(filters, { search: "", originalQuery: "" }),
    });
  }
  if (filters.nearMe) {
    active.push({
      key: "nearMe",
      labelIn: (i18n) => i18n.t("browse.nearMe"),
      without: withFilterChange(filters, { nearMe: false, sort: DEFAULT_SORT }),
    });
  }
  if (filters.blueFlag) {
    active.push({
      key: "blueFlag",
      labelIn: (i18n) => i18n.t("browse.blueFlag"),
      without: withFilterChange(filters, { blueFlag: false }),
    });
  }
  const calm = filters.calm;
  if (calm !== null) {
    active.push({
      key: "calm",
      labelIn: (i18n) => calmFilterLabel(calm, i18n),
      without: withFilterChange(filters, { calm: null }),
    });
  }
  active.push(
    ...listValues(filters, "organized", (value, i18n) => label(i18n, "setup", value)),
    ...listValues(filters, "parking", (value, i18n) => label(i18n, "parking", value)),
    ...listValues(filters, "waveConditions", (value, i18n) => label(i18n, "waveCondition", value)),
    ...listValues(filters, "type", (value, i18n) => label(i18n, "beachTypeFilter", value)),
    ...listValues(filters, "amenities", (value, i18n) => label(i18n, "amenity", value)),
    ...listValues(filters, "access", (value, i18n) => label(i18n, "accessFilter", value)),
  );
  return active;
}

/** The chips of a list's active values, worded in the translator's language. */
export function filterChips(filters: BeachFilters, i18n: Translator): FilterChip[] {
  return activeFilters(filters).map(({ key, without, labelIn }) => ({ key, label: labelIn(i18n), without }));
}

/**
 * The words of some of a list's active values, by their keys and in the keys' order: what a relaxed
 * list dropped ('amenities:food', 'type:SANDY') as a page of that language names it. A key that is
 * not one of the list's values is skipped.
 */
export function activeFilterLabels(
  filters: BeachFilters,
  keys: readonly string[],
  i18n: Translator,
): string[] {
  const byKey = new Map(activeFilters(filters).map((active) => [active.key, active]));
  return keys.flatMap((key) => {
    const active = byKey.get(key);
    return active ? [active.labelIn(i18n)] : [];
  });
}
