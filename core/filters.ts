import { ACCESS_FILTERS, type AccessFilter } from "./access.ts";
import type { AmenityId } from "./amenities.ts";
import { AMENITY_IDS } from "./amenities.ts";
import type { BeachType, Parking, Setup, Sort, WaveCondition } from "./enums.ts";
import {
  BEACH_TYPES,
  DEFAULT_SORT,
  isOneOf,
  PARKING_OPTIONS,
  SETUPS,
  SORTS,
  WAVE_CONDITIONS,
} from "./enums.ts";

export const BEACHES_PAGE_SIZE = 9;

/**
 * What a list may prefer without requiring it: a setup or an amenity. Preferred beaches come first
 * and the chosen sort orders each group; nothing is left out (the search's "quiet", "for kids").
 */
export type Preference = Setup | AmenityId;
export const PREFERENCES: readonly Preference[] = [...SETUPS, ...AMENITY_IDS];
export const SEARCH_MAX = 200;

/**
 * The days the `calm` filter can name (ADR 033): the Greek calendar day now, and the next. The
 * filter's name in the controls, the summary and the chips is the message 'label.calm.{day}'
 * (core/i18n/en/browse.ts).
 */
export const CALM_DAYS = ["today", "tomorrow"] as const;
export type CalmDay = (typeof CALM_DAYS)[number];
/** Far beyond any real directory; keeps OFFSET arithmetic sane. */
export const PAGE_MAX = 100_000;

/** The state of the home and area lists, as carried in the URL. */
export interface BeachFilters {
  search: string;
  originalQuery: string;
  organized: Setup[];
  blueFlag: boolean;
  parking: Parking[];
  amenities: AmenityId[];
  waveConditions: WaveCondition[];
  type: BeachType[];
  /** Access facts that must hold (core/access.ts); an unknown fact never matches. */
  access: AccessFilter[];
  /** Keeps the beaches whose sea is calm for most of that day's swimming hours (ADR 033). */
  calm: CalmDay | null;
  /** Preferences rank the list (matching beaches first) and never exclude a beach. */
  prefer: Preference[];
  sort: Sort;
  nearMe: boolean;
  page: number;
}

export const DEFAULT_BEACH_FILTERS: BeachFilters = Object.freeze({
  search: "",
  originalQuery: "",
  organized: [],
  blueFlag: false,
  parking: [],
  amenities: [],
  waveConditions: [],
  type: [],
  access: [],
  calm: null,
  prefer: [],
  sort: DEFAULT_SORT,
  nearMe: false,
  page: 1,
}) as BeachFilters;

/** A parameter that was present but not understood. The site ignores these; the API answers 422. */
export interface FilterIssue {
  field: keyof BeachFilters;
  message: string;
}

export interface ParsedBeachFilters {
  filters: BeachFilters;
  issues: FilterIssue[];
}

type Params = Pick<URLSearchParams, "get" | "getAll">;

/**
 * A list parameter may be repeated (`type=SANDY&type=PEBBLY`, what a checkbox GET form sends) and
 * each value may itself be a comma list (what serializeBeachFilters writes); both forms combine.
 */
function parseList<T extends string>(
  params: Params,
  field: keyof BeachFilters,
  allowed: readonly T[],
  issues: FilterIssue[],
  normalise: (value: string) => string = (value) => value,
): T[] {
  const parts = params.getAll(field).flatMap((raw) => raw.split(","));
  const kept: T[] = [];
  const dropped: string[] = [];
  for (const part of parts) {
    const value = normalise(part.trim());
    if (value === "") continue;
    if (isOneOf(allowed, value)) {
      if (!kept.includes(value)) kept.push(value);
    } else if (!dropped.includes(part.trim())) {
      dropped.push(part.trim());
    }
  }
  if (dropped.length > 0) {
    issues.push({ field, message: `Unknown value(s) ${dropped.join(", ")}. Allowed: ${allowed.join(", ")}` });
  }
  return kept;
}

function parseFlag(params: Params, field: "blueFlag" | "nearMe", issues: FilterIssue[]): boolean {
  const raw = params.get(field);
  if (raw === null || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  issues.push({ field, message: "Must be 'true' or 'false'" });
  return false;
}

function parseText(params: Params, field: "search" | "originalQuery", issues: FilterIssue[]): string {
  const raw = (params.get(field) ?? "").trim();
  if (raw.length <= SEARCH_MAX) return raw;
  issues.push({ field, message: `At most ${SEARCH_MAX} characters` });
  return raw.slice(0, SEARCH_MAX);
}

/**
 * Reads the list state from URL query parameters. Unknown enum values are dropped, an invalid sort
 * is ignored and a page that is not a positive integer falls back to 1; each such case is reported
 * in `issues` so that strict callers (the JSON API) can refuse the request instead. List parameters
 * gather every occurrence of their key; a repeated single-valued one (search, sort, page, a flag)
 * counts by its first occurrence only, as `URLSearchParams.get` reads it: simple and predictable.
 */
export function parseBeachFilters(params: Params): ParsedBeachFilters {
  const issues: FilterIssue[] = [];
  const upper = (value: string) => value.toUpperCase();
  const lower = (value: string) => value.toLowerCase();

  const rawSort = params.get("sort");
  let sort: Sort = DEFAULT_SORT;
  if (rawSort !== null && rawSort !== "") {
    if (isOneOf(SORTS, rawSort)) sort = rawSort;
    else issues.push({ field: "sort", message: `Must be one of: ${SORTS.join(", ")}` });
  }

  const rawPage = params.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "") {
    const parsed = /^\d+$/.test(rawPage) ? Number(rawPage) : Number.NaN;
    if (Number.isSafeInteger(parsed) && parsed >= 1 && parsed <= PAGE_MAX) page = parsed;
    else issues.push({ field: "page", message: `Must be a whole number from 1 to ${PAGE_MAX}` });
  }

  const rawCalm = (params.get("calm") ?? "").trim().toLowerCase();
  let calm: CalmDay | null = null;
  if (rawCalm !== "") {
    if (isOneOf(CALM_DAYS, rawCalm)) calm = rawCalm;
    else issues.push({ field: "calm", message: `Must be one of: ${CALM_DAYS.join(", ")}` });
  }

  const filters: BeachFilters = {
    search: parseText(params, "search", issues),
    originalQuery: parseText(params, "originalQuery", issues),
    organized: parseList(params, "organized", SETUPS, issues, lower),
    blueFlag: parseFlag(params, "blueFlag", issues),
    parking: parseList(params, "parking", PARKING_OPTIONS, issues, upper),
    amenities: parseList(params, "amenities", AMENITY_IDS, issues, lower),
    waveConditions: parseList(params, "waveConditions", WAVE_CONDITIONS, issues, upper),
    type: parseList(params, "type", BEACH_TYPES, issues, upper),
    access: parseList(params, "access", ACCESS_FILTERS, issues, lower),
    calm,
    prefer: parseList(params, "prefer", PREFERENCES, issues, lower),
    sort,
    nearMe: parseFlag(params, "nearMe", issues),
    page,
  };
  return { filters, issues };
}

/** Writes the list state back to query parameters, omitting every default (name.asc, page 1, empties). */
export function serializeBeachFilters(filters: Partial<BeachFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const setList = (key: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) params.set(key, values.join(","));
  };
  if (filters.search) params.set("search", filters.search);
  if (filters.originalQuery) params.set("originalQuery", filters.originalQuery);
  setList("organized", filters.organized);
  if (filters.blueFlag) params.set("blueFlag", "true");
  setList("parking", filters.parking);
  setList("amenities", filters.amenities);
  setList("waveConditions", filters.waveConditions);
  setList("type", filters.type);
  setList("access", filters.access);
  if (filters.calm) params.set("calm", filters.calm);
  setList("prefer", filters.prefer);
  if (filters.sort && filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.nearMe) params.set("nearMe", "true");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * A query string with its commas left readable (`type=SANDY,PEBBLY`): URLSearchParams escapes them,
 * although a comma needs no escaping in a query and reads back the same either way.
 */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replaceAll("%2C", ",");
}

/** '?a=b' or '' — for building links from one place. */
export function beachFiltersQuery(filters: Partial<BeachFilters>): string {
  const query = readableQuery(serializeBeachFilters(filters));
  return query ? `?${query}` : "";
}

/** Changing any filter or the sort goes back to page 1. */
export function withFilterChange(
  filters: BeachFilters,
  change: Partial<Omit<BeachFilters, "page">>,
): BeachFilters {
  return { ...filters, ...change, page: 1 };
}

/** Number of active filter groups, for the All Filters badge. Search, sort and page are not filter groups. */
export function countActiveFilterGroups(filters: BeachFilters): number {
  return [
    filters.nearMe,
    filters.blueFlag,
    filters.organized.length > 0,
    filters.parking.length > 0,
    filters.waveConditions.length > 0,
    filters.type.length > 0,
    filters.amenities.length > 0,
    filters.access.length > 0,
    filters.calm !== null,
  ].filter(Boolean).length;
}

export function hasActiveCriteria(filters: BeachFilters): boolean {
  return filters.search !== "" || countActiveFilterGroups(filters) > 0;
}
