import { z } from "zod";
import type { LatLng } from "./distance.ts";
import { isValidLatLng } from "./distance.ts";
import { FILTER_FIELDS, FILTER_PARAMS, parseBeachFilters, SEARCH_MAX, type BeachFilters } from "./filters.ts";
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, parseBbox, type Bbox } from "./map.ts";
import {
  MORE_IN_AREA_DEFAULT,
  MORE_IN_AREA_MAX,
  NEARBY_AREAS_DEFAULT,
  NEARBY_AREAS_MAX,
} from "./public-records.ts";
import { isSlug } from "./slug.ts";

// The JSON API's query parameters: strict readers, and one zod schema per route that names and types
// every parameter (the OpenAPI document shows them) and hands them to the readers. The readers use
// the site's URL codec, but where the site quietly drops what it does not understand, the API
// reports it so callers learn of their mistake: the readers' messages become per-field errors.

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

/**
 * A query parameter declared once: its schema names, types and describes it (the OpenAPI document
 * shows it), and `read` takes its value from the query string or says what is wrong with it.
 */
export interface QueryParam<T, Schema extends z.ZodType = z.ZodOptional<z.ZodString>> {
  schema: Schema;
  read(params: URLSearchParams, name: string, errors: FieldErrors): T;
}

/** A whole number from `min` to `max`, `fallback` when left out or empty. */
export function wholeNumberParam(
  min: number,
  max: number,
  fallback: number,
  description?: string,
): QueryParam<number> {
  return {
    schema: z
      .string()
      .optional()
      .meta({
        description: `${description ? `${description} ` : ""}A whole number from ${min} to ${max}; ${fallback} when left out.`,
      }),
    read(params, name, errors) {
      const raw = params.get(name);
      if (raw === null || raw === "") return fallback;
      const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(value) || value < min || value > max) {
        errors[name] = `Must be a whole number from ${min} to ${max}`;
        return fallback;
      }
      return value;
    },
  };
}

/** The query of a route made of parameters declared once: its schema, and its value read from them. */
export function queryOf<Params extends Record<string, QueryParam<unknown, z.ZodType>>>(params: Params) {
  const shape = Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.schema])) as {
    [Name in keyof Params]: Params[Name]["schema"];
  };
  return queryCodec(z.object(shape), (query, errors) => {
    const values: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(params)) values[name] = param.read(query, name, errors);
    return values as { [Name in keyof Params]: ReturnType<Params[Name]["read"]> };
  });
}

/** An optional slug parameter (area, exclude): absent, or a well-formed slug. */
function readSlugParam(params: URLSearchParams, name: string, errors: FieldErrors): string | undefined {
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
  const areaSlug = areaParam.read(params, "area", errors);
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
  const bbox = BBOX.read(params, "bbox", errors);
  const zoom = ZOOM.read(params, "zoom", errors);
  if (!bbox || zoom === null || Object.keys(errors).length > 0) return null;
  return { filters, ...(areaSlug ? { areaSlug } : {}), bbox, zoom };
}

/** A query string as the schemas take it: one value, or a list when a parameter is repeated. */
export type RawQuery = Record<string, string | string[]>;

export function rawQuery(params: URLSearchParams): RawQuery {
  const raw: RawQuery = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  return raw;
}

/** The query string of a raw query object: a list becomes the parameter repeated. */
export function searchParamsOf(raw: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** The object's parameters, read by a reader above; its messages are the schema's issues. */
export function queryCodec<Shape extends z.ZodRawShape, T>(
  shape: z.ZodObject<Shape>,
  read: (params: URLSearchParams, errors: FieldErrors) => T,
) {
  return shape.transform((raw, ctx) => {
    const errors: FieldErrors = {};
    const value = read(searchParamsOf(raw), errors);
    for (const [field, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
    return value;
  });
}

const text = (description: string) => z.string().optional().meta({ description });
/** An optional slug: absent, or lowercase letters, digits and single hyphens. */
const slugParam = (description: string): QueryParam<string | undefined> => ({
  schema: z.string().optional().meta({ description }),
  read: (params, name, errors) => readSlugParam(params, name, errors),
});

/** What the API's document says of each parameter of the list state (FILTER_PARAMS declares it). */
const FILTER_DESCRIPTIONS: Record<keyof BeachFilters, string> = {
  search: `Case-, accent- and script-insensitive substring of the beach name or area name; every word must match. At most ${SEARCH_MAX} characters.`,
  originalQuery: "The visitor's text before parsing; carried along, not used for filtering.",
  organized: "Setup.",
  blueFlag: "Only Blue Flag beaches when true.",
  parking: "Any of these parking options.",
  amenities: "All of these amenities.",
  waveConditions: "Any of these wave conditions.",
  type: "Any of these beach types.",
  access:
    "All of these access facts: only beaches where each is known to hold (an unknown fact never matches).",
  calm: "Only beaches whose sea is forecast calm for most of that day's swimming hours (10:00 to 19:00, Greek time). Without a sea forecast the list is empty and its `calm` says why.",
  prefer:
    "Setups and amenities to rank first, never to exclude: beaches meeting more of them come first, the sort orders each group.",
  sort: "Distance sorts need lat and lng; without them the list is sorted by name and sortFallback is true. name.asc when left out.",
  nearMe: "The visitor asked for beaches near them (with lat and lng).",
  page: "",
};

/** A parameter of the list state as the schemas take it: optional text, a list of texts, or one of some. */
type FilterSchema =
  | z.ZodOptional<z.ZodString>
  | z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>
  | z.ZodOptional<z.ZodEnum<Readonly<Record<string, string>>>>;

/** The schema of a parameter of the list state, made from its declaration and its description. */
function filterSchema(field: keyof BeachFilters): FilterSchema {
  const { kind, values = [], range } = FILTER_PARAMS[field];
  const description = FILTER_DESCRIPTIONS[field];
  switch (kind) {
    case "text":
      return text(description);
    case "list":
      return z
        .union([z.string(), z.array(z.string())])
        .optional()
        .meta({ description: `${description} Comma-separated or repeated; allowed: ${values.join(", ")}.` });
    case "flag":
      return z.enum(["true", "false"]).optional().meta({ description });
    case "choice":
      return z.enum(values).optional().meta({ description });
    case "number":
      return wholeNumberParam(range!.min, range!.max, range!.fallback, description || undefined).schema;
  }
}
function filterSchemas<Field extends keyof BeachFilters>(
  fields: readonly Field[],
): Record<Field, FilterSchema> {
  return Object.fromEntries(fields.map((field) => [field, filterSchema(field)])) as Record<
    Field,
    FilterSchema
  >;
}
/** The page's own parameters: a list's route takes them, a count's or a map's does not. */
type PageField = "sort" | "page";

const areaParam = slugParam("Restrict to one area, by slug.");
/** A starting point: lat and lng, read together (readLocation). */
const LOCATION = {
  lat: text("Latitude from -90 to 90. With lng: adds distance_km to each beach and enables distance sorts."),
  lng: text("Longitude from -180 to 180, with lat."),
};
const filterShape = {
  ...filterSchemas(
    FILTER_FIELDS.filter(
      (field): field is Exclude<keyof BeachFilters, PageField> => field !== "sort" && field !== "page",
    ),
  ),
  area: areaParam.schema,
  ...LOCATION,
};

/** What the traveller typed, for the search route. */
const Q: QueryParam<string> = {
  schema: text(
    `What the traveller typed, e.g. 'quiet sandy beach with a taverna near Chania'. At most ${SEARCH_MAX} characters.`,
  ),
  read(params, name, errors) {
    const q = (params.get(name) ?? "").trim();
    if (q.length > SEARCH_MAX) errors[name] = `At most ${SEARCH_MAX} characters`;
    return q;
  },
};

const BBOX: QueryParam<Bbox | null, z.ZodString> = {
  schema: z.string().meta({
    description: "west,south,east,north in degrees (WGS 84), west < east and south < north.",
    example: "23.5,35.0,26.5,36.0",
  }),
  read(params, name, errors) {
    const bbox = parseBbox(params.get(name) ?? "");
    if (!bbox) errors[name] = "Must be west,south,east,north in degrees, with west < east and south < north";
    return bbox;
  },
};

const ZOOM: QueryParam<number | null, z.ZodString> = {
  schema: z.string().meta({
    description: `The map's zoom level (web map tiles), a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}: it sets how close beaches must be to cluster.`,
  }),
  read(params, name, errors) {
    const raw = params.get(name) ?? "";
    const zoom = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
    if (zoom >= MAP_ZOOM_MIN && zoom <= MAP_ZOOM_MAX) return zoom;
    errors[name] = `Must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`;
    return null;
  },
};
const pageShape = filterSchemas<PageField>(["sort", "page"]);
const { search: _search, originalQuery: _original, ...filtersWithoutText } = filterShape;
const { lat: _lat, lng: _lng, ...filtersWithoutLocation } = filterShape;

/** The public routes' query schemas: their input is the query string, their output the readers' value. */
export const publicQueries = {
  filters: queryCodec(z.object(filterShape), readBeachListParams),
  list: queryCodec(z.object({ ...filterShape, ...pageShape }), readBeachListParams),
  search: queryCodec(z.object({ q: Q.schema, ...filtersWithoutText, ...pageShape }), (params, errors) => {
    const query = readBeachListParams(params, errors);
    return { q: Q.read(params, "q", errors), ...query };
  }),
  map: queryCodec(
    z.object({ bbox: BBOX.schema, zoom: ZOOM.schema, ...filtersWithoutLocation }),
    (params, errors) => readMapParams(params, errors),
  ),
  nearby: queryOf({ limit: wholeNumberParam(1, NEARBY_AREAS_MAX, NEARBY_AREAS_DEFAULT) }),
  areaBeaches: queryOf({
    exclude: slugParam("A beach slug to leave out."),
    limit: wholeNumberParam(1, MORE_IN_AREA_MAX, MORE_IN_AREA_DEFAULT),
  }),
  beach: queryOf({ area: slugParam("When given, the beach must belong to the area with this slug.") }),
};

/** The query of a request, through the route's schema: its value, or the per-field errors. */
export function parseQuery<T>(
  schema: z.ZodType<T>,
  params: URLSearchParams,
): { ok: true; value: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(rawQuery(params));
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "query")] ??= issue.message;
  return { ok: false, errors };
}
