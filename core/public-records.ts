import type { AmenityId } from "./amenities.ts";
import type { BeachType, Parking, Sort, Status, WaveCondition } from "./enums.ts";
import type { LatLng } from "./distance.ts";

// The shapes the public API returns and the public pages render. Field names follow the entity
// lists of public-site.md section 3 (snake_case), plus area_slug and distance_km.

export interface PublicBeach {
  id: number;
  slug: string;
  name: string;
  area: string;
  area_id: number;
  area_slug: string;
  description: string;
  type: BeachType;
  wave_conditions: WaveCondition;
  parking: Parking;
  organized: boolean;
  blue_flag: boolean;
  amenities: AmenityId[];
  latitude: number;
  longitude: number;
  photo_url: string | null;
  photo_source: string | null;
  source: string | null;
  verified_at: string | null;
  status: Status;
  updated_at: string;
  /** Present when the request carried a location. */
  distance_km?: number;
}

export interface PublicArea {
  id: number;
  name: string;
  slug: string;
  description: string;
  hero_photo_url: string | null;
  hero_photo_source: string | null;
  status: Status;
  updated_at: string;
  beach_count: number;
  centroid: LatLng | null;
}

export interface NearbyArea extends PublicArea {
  distance_km: number;
}

export interface BeachPage {
  items: PublicBeach[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The sort applied; differs from the requested one when a distance sort had no location. */
  sort: Sort;
  sortFallback: boolean;
}

export const SUGGESTION_REASONS = [
  "Nearby",
  "Similar amenities",
  "Similar setup",
  "Blue Flag",
  "Organized",
  "Popular pick",
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export interface BeachSuggestion {
  beach: PublicBeach;
  reason: SuggestionReason;
}

export const SUGGESTIONS_MAX = 3;
export const MORE_IN_AREA_DEFAULT = 5;
export const MORE_IN_AREA_MAX = 20;
export const NEARBY_AREAS_DEFAULT = 6;
export const NEARBY_AREAS_MAX = 50;
