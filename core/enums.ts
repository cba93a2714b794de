// Enumerations shared by the public site, the back office, the API and the CSV format.
// Each value has one public label, written here.

export const BEACH_TYPES = ["SANDY", "PEBBLY", "MIXED", "OTHER"] as const;
export type BeachType = (typeof BEACH_TYPES)[number];
export const BEACH_TYPE_LABELS: Record<BeachType, string> = {
  SANDY: "Sandy",
  PEBBLY: "Pebbles",
  MIXED: "Mixed",
  OTHER: "Other",
};
/** The filter controls call OTHER 'Rocky/Other'. */
export const BEACH_TYPE_FILTER_LABELS: Record<BeachType, string> = {
  ...BEACH_TYPE_LABELS,
  OTHER: "Rocky/Other",
};

export const WAVE_CONDITIONS = ["CALM", "MODERATE", "WAVY", "SURFABLE"] as const;
export type WaveCondition = (typeof WAVE_CONDITIONS)[number];
export const WAVE_CONDITION_LABELS: Record<WaveCondition, string> = {
  CALM: "Calm Waters",
  MODERATE: "Moderate Waves",
  WAVY: "Wavy",
  SURFABLE: "Surfable",
};

export const PARKING_OPTIONS = ["NONE", "ROADSIDE", "SMALL_LOT", "LARGE_LOT"] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];
export const PARKING_LABELS: Record<Parking, string> = {
  NONE: "No Parking",
  ROADSIDE: "Roadside Parking",
  SMALL_LOT: "Small Parking Lot",
  LARGE_LOT: "Large Parking Lot",
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

export const SORTS = ["name.asc", "name.desc", "distance.asc", "distance.desc"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "name.asc";
export const SORT_LABELS: Record<Sort, string> = {
  "name.asc": "Name (A-Z)",
  "name.desc": "Name (Z-A)",
  "distance.asc": "Nearest first",
  "distance.desc": "Farthest first",
};
export function isDistanceSort(sort: Sort): boolean {
  return sort === "distance.asc" || sort === "distance.desc";
}

/** Narrows an unknown string to a member of a readonly list. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
