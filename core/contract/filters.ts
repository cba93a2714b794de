import { ACCESS_FILTERS, type AccessFilter } from "../access/access.ts";
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
  /** Access facts that must hold (core/access/access.ts); an unknown fact never matches. */
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
 * One parameter of a list's URL, declared once: how it is read (what it reports when it cannot be),
 * how it is written back, and what it takes, from which the JSON API's schema and document are made
 * (core/contract/api-queries.ts, with the words describing it).
 */
export interface FilterParam<Value> {
  /** Free text; a list of `values`; true or false; one of `values`; a whole number in `range`. */
  kind: "text" | "list" | "flag" | "choice" | "number";
  values?: readonly string[];
  range?: { min: number; max: number; fallback: number };
  read(params: Params, field: keyof BeachFilters, issues: FilterIssue[]): Value;
  /** The parameter's text in a URL, or null when it is the default and left out. */
  write(value: Value): string | null;
}

const upper = (value: string) => value.toUpperCase();
const lower = (value: string) => value.toLowerCase();

/** Text of at most SEARCH_MAX characters, trimmed; a longer one is cut and reported. */
const TEXT: FilterParam<string> = {
  kind: "text",
  read(params, field, issues) {
    const raw = (params.get(field) ?? "").trim();
    if (raw.length <= SEARCH_MAX) return raw;
    issues.push({ field, message: `At most ${SEARCH_MAX} characters` });
    return raw.slice(0, SEARCH_MAX);
  },
  write: (value) => value || null,
};

const FLAG: FilterParam<boolean> = {
  kind: "flag",
  read(params, field, issues) {
    const raw = params.get(field);
    if (raw === null || raw === "" || raw === "false") return false;
    if (raw === "true") return true;
    issues.push({ field, message: "Must be 'true' or 'false'" });
    return false;
  },
  write: (value) => (value ? "true" : null),
};

/**
 * Any of `values`. The parameter may be repeated (`type=SANDY&type=PEBBLY`, what a checkbox GET form
 * sends) and each value may itself be a comma list (what serializeBeachFilters writes); both forms
 * combine. Values it does not know are dropped and reported.
 */
function list<T extends string>(
  values: readonly T[],
  normalise: (value: string) => string,
): FilterParam<T[]> {
  return {
    kind: "list",
    values,
    read(params, field, issues) {
      const parts = params.getAll(field).flatMap((raw) => raw.split(","));
      const kept: T[] = [];
      const dropped: string[] = [];
      for (const part of parts) {
        const value = normalise(part.trim());
        if (value === "") continue;
        if (isOneOf(values, value)) {
          if (!kept.includes(value)) kept.push(value);
        } else if (!dropped.includes(part.trim())) {
          dropped.push(part.trim());
        }
      }
      if (dropped.length > 0) {
        issues.push({
          field,
          message: `Unknown value(s) ${dropped.join(", ")}. Allowed: ${values.join(", ")}`,
        });
      }
      return kept;
    },
    write: (value) => (value.length > 0 ? value.join(",") : null),
  };
}

/** One of `values`, or `fallback` when left out, empty or not one of them (which is reported). */
function choice<T extends string, Fallback extends T | null>(
  values: readonly T[],
  fallback: Fallback,
  normalise: (value: string) => string = (value) => value,
): FilterParam<T | Fallback> {
  return {
    kind: "choice",
    values,
    read(params, field, issues) {
      const raw = normalise(params.get(field) ?? "");
      if (raw === "") return fallback;
      if (isOneOf(values, raw)) return raw;
      issues.push({ field, message: `Must be one of: ${values.join(", ")}` });
      return fallback;
    },
    write: (value) => (value === fallback || value === null ? null : value),
  };
}

const PAGE: FilterParam<number> = {
  kind: "number",
  range: { min: 1, max: PAGE_MAX, fallback: 1 },
  read(params, field, issues) {
    const raw = params.get(field);
    if (raw === null || raw === "") return 1;
    const parsed = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isSafeInteger(parsed) && parsed >= 1 && parsed <= PAGE_MAX) return parsed;
    issues.push({ field, message: `Must be a whole number from 1 to ${PAGE_MAX}` });
    return 1;
  },
  write: (value) => (value > 1 ? String(value) : null),
};

/**
 * Every parameter of the list state, in the order a request's mistakes are reported (the page's own
 * sort and number, the day, then the filters). URLs are written in BeachFilters' order (see
 * serializeBeachFilters).
 */
export const FILTER_PARAMS: { readonly [Field in keyof BeachFilters]: FilterParam<BeachFilters[Field]> } = {
  sort: choice(SORTS, DEFAULT_SORT),
  page: PAGE,
  calm: choice(CALM_DAYS, null, (value) => value.trim().toLowerCase()),
  search: TEXT,
  originalQuery: TEXT,
  organized: list(SETUPS, lower),
  blueFlag: FLAG,
  parking: list(PARKING_OPTIONS, upper),
  amenities: list(AMENITY_IDS, lower),
  waveConditions: list(WAVE_CONDITIONS, upper),
  type: list(BEACH_TYPES, upper),
  access: list(ACCESS_FILTERS, lower),
  prefer: list(PREFERENCES, lower),
  nearMe: FLAG,
};

/** The list state's fields in BeachFilters' order: the order of a URL's parameters. */
export const FILTER_FIELDS = Object.keys(DEFAULT_BEACH_FILTERS) as (keyof BeachFilters)[];

/**
 * Reads the list state from URL query parameters. Unknown enum values are dropped, an invalid sort
 * is ignored and a page that is not a positive integer falls back to 1; each such case is reported
 * in `issues` so that strict callers (the JSON API) can refuse the request instead. List parameters
 * gather every occurrence of their key; a repeated single-valued one (search, sort, page, a flag)
 * counts by its first occurrence only, as `URLSearchParams.get` reads it: simple and predictable.
 */
export function parseBeachFilters(params: Params): ParsedBeachFilters {
  const issues: FilterIssue[] = [];
  const read = <Field extends keyof BeachFilters>(field: Field): BeachFilters[Field] =>
    FILTER_PARAMS[field].read(params, field, issues);
  const values = new Map(
    (Object.keys(FILTER_PARAMS) as (keyof BeachFilters)[]).map((field) => [field, read(field)]),
  );
  const filters = Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, values.get(field)]),
  ) as unknown as BeachFilters;
  return { filters, issues };
}

/** Writes the list state back to query parameters, omitting every default (name.asc, page 1, empties). */
export function serializeBeachFilters(filters: Partial<BeachFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const write = <Field extends keyof BeachFilters>(field: Field) => {
    const value = filters[field];
    const text = value === undefined ? null : FILTER_PARAMS[field].write(value);
    if (text !== null) params.set(field, text);
  };
  for (const field of FILTER_FIELDS) write(field);
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
