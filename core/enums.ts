// Enumerations shared by the public site, the back office, the API and the CSV format.
// Each value has one public label in each language, written here (Greek beside English, ADR 037).
import type { Locale } from "./i18n/locale.ts";

export const BEACH_TYPES = ["SANDY", "PEBBLY", "MIXED", "OTHER"] as const;
export type BeachType = (typeof BEACH_TYPES)[number];
export const BEACH_TYPE_LABELS: Record<BeachType, string> = {
  SANDY: "Sandy",
  PEBBLY: "Pebbles",
  MIXED: "Mixed",
  OTHER: "Other",
};
export const BEACH_TYPE_LABELS_EL: Record<BeachType, string> = {
  SANDY: "Αμμώδης",
  PEBBLY: "Βότσαλα",
  MIXED: "Μικτή",
  OTHER: "Άλλη",
};
/** The filter controls call OTHER 'Rocky/Other'. */
// Written out rather than spread from the tables above: a bundler keeps an object spread (it might
// call getters), which would put the plain labels into every page's scripts.
export const BEACH_TYPE_FILTER_LABELS: Record<BeachType, string> = {
  SANDY: "Sandy",
  PEBBLY: "Pebbles",
  MIXED: "Mixed",
  OTHER: "Rocky/Other",
};
export const BEACH_TYPE_FILTER_LABELS_EL: Record<BeachType, string> = {
  SANDY: "Αμμώδης",
  PEBBLY: "Βότσαλα",
  MIXED: "Μικτή",
  OTHER: "Βραχώδης/Άλλη",
};

export const WAVE_CONDITIONS = ["CALM", "MODERATE", "WAVY", "SURFABLE"] as const;
export type WaveCondition = (typeof WAVE_CONDITIONS)[number];
export const WAVE_CONDITION_LABELS: Record<WaveCondition, string> = {
  CALM: "Usually calm",
  MODERATE: "Moderate Waves",
  WAVY: "Wavy",
  SURFABLE: "Surfable",
};
export const WAVE_CONDITION_LABELS_EL: Record<WaveCondition, string> = {
  CALM: "Συνήθως ήρεμη",
  MODERATE: "Μέτριο κύμα",
  WAVY: "Κύμα",
  SURFABLE: "Για σέρφ",
};

export const PARKING_OPTIONS = ["NONE", "ROADSIDE", "SMALL_LOT", "LARGE_LOT"] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];
export const PARKING_LABELS: Record<Parking, string> = {
  NONE: "No Parking",
  ROADSIDE: "Roadside Parking",
  SMALL_LOT: "Small Parking Lot",
  LARGE_LOT: "Large Parking Lot",
};
export const PARKING_LABELS_EL: Record<Parking, string> = {
  NONE: "Χωρίς στάθμευση",
  ROADSIDE: "Στάθμευση στον δρόμο",
  SMALL_LOT: "Μικρό πάρκινγκ",
  LARGE_LOT: "Μεγάλο πάρκινγκ",
};

export const STATUSES = ["DRAFT", "HIDDEN", "ACTIVE"] as const;
export type Status = (typeof STATUSES)[number];
export const DEFAULT_STATUS: Status = "DRAFT";

export const SETUPS = ["organized", "unorganized"] as const;
export type Setup = (typeof SETUPS)[number];
export const SETUP_LABELS: Record<Setup, string> = {
  organized: "Organized",
  unorganized: "Unorganized",
};
export const SETUP_LABELS_EL: Record<Setup, string> = {
  organized: "Οργανωμένη",
  unorganized: "Ανοργάνωτη",
};

export const SORTS = ["name.asc", "name.desc", "distance.asc", "distance.desc"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "name.asc";
export const SORT_LABELS: Record<Sort, string> = {
  "name.asc": "Name (A-Z)",
  "name.desc": "Name (Z-A)",
  "distance.asc": "Nearest first",
  "distance.desc": "Farthest first",
};
export const SORT_LABELS_EL: Record<Sort, string> = {
  "name.asc": "Όνομα (Α-Ω)",
  "name.desc": "Όνομα (Ω-Α)",
  "distance.asc": "Πλησιέστερες πρώτα",
  "distance.desc": "Πιο μακρινές πρώτα",
};

/** Every enumeration's labels in a language. */
export const ENUM_LABELS: Record<
  Locale,
  {
    beachType: Record<BeachType, string>;
    beachTypeFilter: Record<BeachType, string>;
    waveCondition: Record<WaveCondition, string>;
    parking: Record<Parking, string>;
    setup: Record<Setup, string>;
    sort: Record<Sort, string>;
  }
> = {
  en: {
    beachType: BEACH_TYPE_LABELS,
    beachTypeFilter: BEACH_TYPE_FILTER_LABELS,
    waveCondition: WAVE_CONDITION_LABELS,
    parking: PARKING_LABELS,
    setup: SETUP_LABELS,
    sort: SORT_LABELS,
  },
  el: {
    beachType: BEACH_TYPE_LABELS_EL,
    beachTypeFilter: BEACH_TYPE_FILTER_LABELS_EL,
    waveCondition: WAVE_CONDITION_LABELS_EL,
    parking: PARKING_LABELS_EL,
    setup: SETUP_LABELS_EL,
    sort: SORT_LABELS_EL,
  },
};
export function isDistanceSort(sort: Sort): boolean {
  return sort === "distance.asc" || sort === "distance.desc";
}

/** Narrows an unknown string to a member of a readonly list. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
