// Enumerations shared by the public site, the back office, the API and the CSV format.
// Each value has one public label in each language (ADR 037), a message of the catalogues,
// 'label.{kind}.{value}' (core/i18n/labels.ts): the beach's own values in core/i18n/en/beach.ts, the
// sorts and the filter controls' beach types in core/i18n/en/browse.ts, and their Greek twins in
// core/i18n/el/.

export const BEACH_TYPES = ["SANDY", "PEBBLY", "MIXED", "OTHER"] as const;
export type BeachType = (typeof BEACH_TYPES)[number];

export const WAVE_CONDITIONS = ["CALM", "MODERATE", "WAVY", "SURFABLE"] as const;
export type WaveCondition = (typeof WAVE_CONDITIONS)[number];

export const PARKING_OPTIONS = ["NONE", "ROADSIDE", "SMALL_LOT", "LARGE_LOT"] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];

export const STATUSES = ["DRAFT", "HIDDEN", "ACTIVE"] as const;
export type Status = (typeof STATUSES)[number];
export const DEFAULT_STATUS: Status = "DRAFT";

export const SETUPS = ["organized", "unorganized"] as const;
export type Setup = (typeof SETUPS)[number];

export const SORTS = ["name.asc", "name.desc", "distance.asc", "distance.desc"] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = "name.asc";

export function isDistanceSort(sort: Sort): boolean {
  return sort === "distance.asc" || sort === "distance.desc";
}

/** Narrows an unknown string to a member of a readonly list. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
