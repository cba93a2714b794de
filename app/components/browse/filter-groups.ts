import { AMENITY_IDS } from "#core/contract/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, SETUPS, WAVE_CONDITIONS } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { withFilterChange } from "#core/contract/filters.ts";
import { label } from "#core/i18n/labels.ts";
import type { Translator } from "#core/i18n/translator.ts";

// The multi-choice filter groups, labelled in the page's language, in the order of the filter bar.
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

export function filterGroups(i18n: Translator): readonly FilterGroup[] {
  const { t } = i18n;
  return [
    {
      field: "amenities",
      label: t("browse.group.amenities"),
      shortLabel: t("browse.group.amenities"),
      sheetLabel: t("browse.group.amenities"),
      options: AMENITY_IDS.map((value) => ({ value, label: label(i18n, "amenity", value) })),
    },
    {
      field: "organized",
      label: t("browse.group.setup"),
      shortLabel: t("browse.group.setupShort"),
      sheetLabel: t("browse.group.setup"),
      options: SETUPS.map((value) => ({ value, label: label(i18n, "setup", value) })),
    },
    {
      field: "parking",
      label: t("browse.group.parking"),
      shortLabel: t("browse.group.parking"),
      sheetLabel: t("browse.group.parking"),
      options: PARKING_OPTIONS.map((value) => ({ value, label: label(i18n, "parking", value) })),
    },
    {
      field: "waveConditions",
      label: t("browse.group.waves"),
      shortLabel: t("browse.group.wavesShort"),
      sheetLabel: t("browse.group.wavesSheet"),
      options: WAVE_CONDITIONS.map((value) => ({ value, label: label(i18n, "waveCondition", value) })),
    },
    {
      field: "type",
      label: t("browse.group.type"),
      shortLabel: t("browse.group.typeShort"),
      sheetLabel: t("browse.group.typeSheet"),
      options: BEACH_TYPES.map((value) => ({ value, label: label(i18n, "beachTypeFilter", value) })),
    },
  ];
}

export const SHEET_GROUP_ORDER: readonly ListField[] = [
  "organized",
  "parking",
  "waveConditions",
  "type",
  "amenities",
];

export function groupFor(field: ListField, i18n: Translator): FilterGroup {
  return filterGroups(i18n).find((group) => group.field === field) as FilterGroup;
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
