// The removable chips of the no-results panel: one chip per active
// value, each knowing the filter state without it, so a chip can be a plain link.
import { ACCESS_FILTER_LABELS } from "./access.ts";
import { getAmenity } from "./amenities.ts";
import { BEACH_TYPE_FILTER_LABELS, PARKING_LABELS, SETUP_LABELS, WAVE_CONDITION_LABELS } from "./enums.ts";
import type { BeachFilters } from "./filters.ts";
import { CALM_FILTER_LABELS, withFilterChange } from "./filters.ts";

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
export function filterChips(filters: BeachFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.search !== "") {
    chips.push({
      key: "search",
      label: `“${filters.search}”`,
      without: withFilterChange(filters, { search: "", originalQuery: "" }),
    });
  }
  if (filters.nearMe) {
    chips.push({
      key: "nearMe",
      label: "Near me",
      without: withFilterChange(filters, { nearMe: false, sort: "name.asc" }),
    });
  }
  if (filters.blueFlag) {
    chips.push({
      key: "blueFlag",
      label: "Blue Flag",
      without: withFilterChange(filters, { blueFlag: false }),
    });
  }
  if (filters.calm !== null) {
    chips.push({
      key: "calm",
      label: CALM_FILTER_LABELS[filters.calm],
      without: withFilterChange(filters, { calm: null }),
    });
  }
  chips.push(
    ...listChips(filters, "organized", (value) => SETUP_LABELS[value]),
    ...listChips(filters, "parking", (value) => PARKING_LABELS[value]),
    ...listChips(filters, "waveConditions", (value) => WAVE_CONDITION_LABELS[value]),
    ...listChips(filters, "type", (value) => BEACH_TYPE_FILTER_LABELS[value]),
    ...listChips(filters, "amenities", (value) => getAmenity(value).label),
    ...listChips(filters, "access", (value) => ACCESS_FILTER_LABELS[value]),
  );
  return chips;
}
