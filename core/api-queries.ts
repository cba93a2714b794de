import type { LatLng } from "../../core/distance.ts";
import { isValidLatLng } from "../../core/distance.ts";
import { parseBeachFilters, type BeachFilters } from "../../core/filters.ts";
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, parseBbox, type Bbox } from "../../core/map.ts";
import { isSlug } from "../../core/slug.ts";

// Strict readers for the API's query parameters. They use the site's URL codec, but where the site
// quietly drops what it does not understand, the API reports it so callers learn of their mistake.

export type FieldErrors = Record<string, string>;

export function readLocation(params: URLSearchParams, errors: FieldErrors): LatLng | undefined {
  const lat = params.get("lat");
  const lng = params.get("lng");
  if ((lat === null || lat === "") && (lng === null || lng === "")) return undefined;
  if (lat === null || lat === "" || lng === null || lng === "") {
    errors[lat ? "lng" : "lat"] = "lat and lng must be given together";
    return undefined;
  }
  const location = { latitude: Number(lat), longitude: Number(lng) };
  if (!isValidLatLng(location)) {
    if (!(Number.isFinite(location.latitude) && Math.abs(location.latitude) <= 90)) {
      errors.lat = "Must be a number from -90 to 90";
    }
    if (!(Number.isFinite(location.longitude) && Math.abs(location.longitude) <= 180)) {
      errors.lng = "Must be a number from -180 to 180";
    }
    return undefined;
  }
  return location;
}

export function readLimit(
  params: URLSearchParams,
  errors: FieldErrors,
  { fallback, max }: { fallback: number; max: number },
): number {
  const raw = params.get("limit");
  if (raw === null || raw === "") return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    errors.limit = `Must be a whole number from 1 to ${max}`;
    return fallback;
  }
  return value;
}

/** An optional slug parameter (area, exclude): absent, or a well-formed slug. */
export function readSlugParam(
  params: URLSearchParams,
  name: string,
  errors: FieldErrors,
): string | undefined {
  const raw = params.get(name);
  if (raw === null || raw === "") return undefined;
  if (!isSlug(raw)) {
    errors[name] = "Must be a slug: lowercase letters, digits and single hyphens";
    return undefined;
  }
  return raw;
}

export interface BeachListParams {
  filters: BeachFilters;
  areaSlug?: string;
  location?: LatLng;
}

export function readBeachListParams(params: URLSearchParams, errors: FieldErrors): BeachListParams {
  const { filters, issues } = parseBeachFilters(params);
  for (const issue of issues) errors[issue.field] = issue.message;
  const areaSlug = readSlugParam(params, "area", errors);
  const location = readLocation(params, errors);
  return { filters, ...(areaSlug ? { areaSlug } : {}), ...(location ? { location } : {}) };
}

export interface MapParams {
  filters: BeachFilters;
  areaSlug?: string;
  bbox: Bbox;
  zoom: number;
}

/** The map's box and zoom (both required) with the list's filters; sort, page and location do not apply. */
export function readMapParams(params: URLSearchParams, errors: FieldErrors): MapParams | null {
  const { filters, areaSlug } = readBeachListParams(params, errors);
  const bbox = parseBbox(params.get("bbox") ?? "");
  if (!bbox) {
    errors.bbox = "Must be west,south,east,north in degrees, with west < east and south < north";
  }
  const rawZoom = params.get("zoom") ?? "";
  const zoom = /^\d{1,2}$/.test(rawZoom) ? Number(rawZoom) : Number.NaN;
  if (!(zoom >= MAP_ZOOM_MIN && zoom <= MAP_ZOOM_MAX)) {
    errors.zoom = `Must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`;
  }
  if (!bbox || Object.keys(errors).length > 0) return null;
  return { filters, ...(areaSlug ? { areaSlug } : {}), bbox, zoom };
}
