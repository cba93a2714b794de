// The removable chips of the no-results panel: one chip per active
// value, each knowing the filter state without it, so a chip can be a plain link.
import { DEFAULT_SORT } from "./enums.ts";
import type { BeachFilters } from "./filters.ts";
import { withFilterChange } from "./filters.ts";
import { label } from "./i18n/labels.ts";
import type { Translator } from "./i18n/translator.ts";
import { calmFilterLabel } from "./wording.ts";

export interface FilterChip {
  /** Stable across renders: the field and value it removes. */
  key: string;
  label: string;
  /** The applied state once this chip is removed (page back to 1). */
  without: BeachFilters;
}

function listChips<K extends "organized" | "parking" | "waveConditions" | "type" | "amenities" | "access">(
  filters: BeachFilters,
  field: K,
  label: (value: BeachFilters[K][number]) => string,
): FilterChip[] {
  const values = filters[field] as readonly BeachFilters[K][number][];
  return values.map((value) => ({
    key: `${field}:${value}`,
    label: label(value),
    without: withFilterChange(filters, {
      [field]: values.filter((other) => other !== value),
    } as Partial<BeachFilters>),
  }));
}

/**
 * In the order of the criteria summary: search, Near me, Blue Flag, calm day, setup, parking, waves,
 * type, amenities, access.
 */
export function filterChips(filters: BeachFilters, i18n: Translator): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search !== "") {
    chips.push({
      key: "search",
      label: i18n.t("browse.quoted", { text: filters.search }),
      without: withFilterChange(filters, { search: "", originalQuery: "" }),
    });
  }
  if (filters.nearMe) {
    chips.push({
      key: "nearMe",
      label: i18n.t("browse.nearMe"),
      without: withFilterChange(filters, { nearMe: false, sort: DEFAULT_SORT }),
    });
  }
  if (filters.blueFlag) {
    chips.push({
      key: "blueFlag",
      label: i18n.t("browse.blueFlag"),
      without: withFilterChange(filters, { blueFlag: false }),
    });
  }
  if (filters.calm !== null) {
    chips.push({
      key: "calm",
      label: calmFilterLabel(filters.calm, i18n),
      without: withFilterChange(filters, { calm: null }),
    });
  }
  chips.push(
    ...listChips(filters, "organized", (value) => label(i18n, "setup", value)),
    ...listChips(filters, "parking", (value) => label(i18n, "parking", value)),
    ...listChips(filters, "waveConditions", (value) => label(i18n, "waveCondition", value)),
    ...listChips(filters, "type", (value) => label(i18n, "beachTypeFilter", value)),
    ...listChips(filters, "amenities", (value) => label(i18n, "amenity", value)),
    ...listChips(filters, "access", (value) => label(i18n, "accessFilter", value)),
  );
  return chips;
}
