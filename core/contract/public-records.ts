import type { z } from "zod";
import type { areaBody, beachBody, beachPageBody, nearbyAreaBody, suggestionBody } from "./api-records.ts";
import type { CalmStatus, SeaFacts } from "../sea/conditions.ts";
import type { Status } from "./enums.ts";

// The shapes the public API returns and the public pages render, inferred from the API's schemas
// (api-records.ts). Field names are the entities' own (snake_case),
// plus area_slug and distance_km. This file holds no schema, so the browser can take the types and
// the limits without zod.

/**
 * The schemas promise `status: "ACTIVE"`; the services copy it from rows the public filter kept,
 * typed as any status, so the records take the column's type.
 */
type StoredStatus<T> = Omit<T, "status"> & { status: Status };

/** A beach as the services give it and pages render it: its sea in codes (SeaFacts), worded by the page. */
export type PublicBeach = Omit<PublicBeachRecord, "sea"> & { sea?: SeaFacts | null };
/** A beach as the JSON API answers it: its sea worded in English. */
export type PublicBeachRecord = StoredStatus<z.infer<typeof beachBody>>;
export type PublicArea = StoredStatus<z.infer<typeof areaBody>>;
export type NearbyArea = StoredStatus<z.infer<typeof nearbyAreaBody>>;
/**
 * `sort` is the sort applied; it differs from the requested one when a distance sort had no location.
 * `calm` is in codes; the API's answer (BeachPageRecord) words it.
 */
export type BeachPage = Omit<z.infer<typeof beachPageBody>, "items" | "calm"> & {
  items: PublicBeach[];
  calm?: CalmStatus;
};
/** A list page as the JSON API answers it. */
export type BeachPageRecord = Omit<z.infer<typeof beachPageBody>, "items"> & { items: PublicBeachRecord[] };
export type BeachSuggestion = Omit<z.infer<typeof suggestionBody>, "beach"> & { beach: PublicBeach };

export const SUGGESTION_REASONS = [
  "Nearby",
  "Similar amenities",
  "Similar setup",
  "Blue Flag",
  "Organized",
  "Popular pick",
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export const SUGGESTIONS_MAX = 3;
export const MORE_IN_AREA_DEFAULT = 5;
export const MORE_IN_AREA_MAX = 20;
export const NEARBY_AREAS_DEFAULT = 6;
export const NEARBY_AREAS_MAX = 50;
