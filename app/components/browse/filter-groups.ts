import { AMENITIES } from "../../../core/amenities.ts";
import {
  BEACH_TYPE_FILTER_LABELS,
  BEACH_TYPES,
  PARKING_LABELS,
  PARKING_OPTIONS,
  SETUP_LABELS,
  SETUPS,
  WAVE_CONDITION_LABELS,
  WAVE_CONDITIONS,
} from "../../../core/enums.ts";
import type { BeachFilters } from "../../../core/filters.ts";
import { withFilterChange } from "../../../core/filters.ts";

// The multi-choice filter groups, labelled from the contract, in the order of the filter bar.
// The sheet lists them in its own order (SHEET_GROUP_ORDER).

export type ListField = "amenities" | "organized" | "parking" | "waveConditions" | "type";

export interface FilterGroup {
  field: ListField;
  /** Filter bar trigger from 768 px. */
  label: string;
  /** Filter bar trigger below 768 px. */
  shortLabel: string;
  /** Heading of the group in the All Filters sheet. */
  sheetLabel: string;
  options: readonly { value: string; label: string }[];
}

export const FILTER_GROUPS: readonly FilterGroup[] = [
  {
    field: "amenities",
    label: "Amenities",
    shortLabel: "Amenities",
    sheetLabel: "Amenities",
    options: AMENITIES.map((amenity) => ({ value: amenity.id, label: amenity.label })),
  },
  {
    field: "organized",
    label: "Beach setup",
    shortLabel: "Setup",
    sheetLabel: "Beach setup",
    options: SETUPS.map((value) => ({ value, label: SETUP_LABELS[value] })),
  },
  {
    field: "parking",
    label: "Parking",
    shortLabel: "Parking",
    sheetLabel: "Parking",
    options: PARKING_OPTIONS.map((value) => ({ value, label: PARKING_LABELS[value] })),
  },
  {
    field: "waveConditions",
    label: "Wave conditions",
    shortLabel: "Waves",
    sheetLabel: "Wave Conditions",
    options: WAVE_CONDITIONS.map((value) => ({ value, label: WAVE_CONDITION_LABELS[value] })),
  },
  {
    field: "type",
    label: "Beach type",
    shortLabel: "Type",
    sheetLabel: "Beach Type",
    options: BEACH_TYPES.map((value) => ({ value, label: BEACH_TYPE_FILTER_LABELS[value] })),
  },
];

export const SHEET_GROUP_ORDER: readonly ListField[] = [
  "organized",
  "parking",
  "waveConditions",
  "type",
  "amenities",
];

export function groupFor(field: ListField): FilterGroup {
  return FILTER_GROUPS.find((group) => group.field === field) as FilterGroup;
}

/** Adds or removes one value of a group; like every filter change, back to page 1. */
export function toggleFilterValue(
  filters: BeachFilters,
  field: ListField,
  value: string,
  checked: boolean,
): BeachFilters {
  const current = filters[field] as readonly string[];
  const next = checked
    ? current.includes(value)
      ? current
      : [...current, value]
    : current.filter((other) => other !== value);
  return withFilterChange(filters, { [field]: next } as Partial<BeachFilters>);
}
