import { z } from "zod";
import { AMENITY_IDS } from "../../core/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, SETUPS, SORTS, STATUSES, WAVE_CONDITIONS } from "../../core/enums.ts";
import { BEACHES_PAGE_SIZE, PAGE_MAX, SEARCH_MAX } from "../../core/filters.ts";
import { MAP_FEATURES_MAX, MAP_POINTS_ZOOM, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from "../../core/map.ts";
import {
  MORE_IN_AREA_DEFAULT,
  MORE_IN_AREA_MAX,
  NEARBY_AREAS_DEFAULT,
  NEARBY_AREAS_MAX,
  SUGGESTION_REASONS,
  SUGGESTIONS_MAX,
} from "../../core/public-records.ts";
import { AUDIT_PAGE_SIZE } from "../audit/audit.ts";
import { readBeachListParams, readLimit, readMapParams, readSlugParam, type FieldErrors } from "./query.ts";

// The JSON API's contract (issue 8): one zod schema per route for its query, path and body, and one
// per answer. The routers validate with these schemas and the OpenAPI document (openapi.ts) is
// generated from them, so the two cannot drift apart. Query parameters keep the site's URL codec
// (query.ts): each query schema names and types every parameter, then hands them to the codec,
// whose messages become the answer's per-field errors.

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

function searchParamsOf(raw: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** The object's parameters, read by the codec; its messages are the schema's issues. */
function codec<Shape extends z.ZodRawShape, T>(
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
const list = (values: readonly string[], description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description: `${description} Comma-separated or repeated; allowed: ${values.join(", ")}.` });
const flag = (description: string) => z.enum(["true", "false"]).optional().meta({ description });
const slugParam = (description: string) => z.string().optional().meta({ description });
const integer = (min: number, max: number, fallback: number, description?: string) =>
  z
    .string()
    .optional()
    .meta({
      description: `${description ? `${description} ` : ""}A whole number from ${min} to ${max}; ${fallback} when left out.`,
    });

const filterShape = {
  search: text(
    `Case-, accent- and script-insensitive substring of the beach name or area name; every word must match. At most ${SEARCH_MAX} characters.`,
  ),
  originalQuery: text("The visitor's text before parsing; carried along, not used for filtering."),
  organized: list(SETUPS, "Setup."),
  blueFlag: flag("Only Blue Flag beaches when true."),
  parking: list(PARKING_OPTIONS, "Any of these parking options."),
  amenities: list(AMENITY_IDS, "All of these amenities."),
  waveConditions: list(WAVE_CONDITIONS, "Any of these wave conditions."),
  type: list(BEACH_TYPES, "Any of these beach types."),
  nearMe: flag("The visitor asked for beaches near them (with lat and lng)."),
  area: slugParam("Restrict to one area, by slug."),
  lat: text("Latitude from -90 to 90. With lng: adds distance_km to each beach and enables distance sorts."),
  lng: text("Longitude from -180 to 180, with lat."),
};
const pageShape = {
  sort: z.enum(SORTS).optional().meta({
    description:
      "Distance sorts need lat and lng; without them the list is sorted by name and sortFallback is true. name.asc when left out.",
  }),
  page: integer(1, PAGE_MAX, 1),
};
const { search: _search, originalQuery: _original, ...filtersWithoutText } = filterShape;
const { lat: _lat, lng: _lng, ...filtersWithoutLocation } = filterShape;

export const queries = {
  filters: codec(z.object(filterShape), readBeachListParams),
  list: codec(z.object({ ...filterShape, ...pageShape }), readBeachListParams),
  search: codec(
    z.object({
      q: text(
        `What the traveller typed, e.g. 'quiet sandy beach with a taverna near Chania'. At most ${SEARCH_MAX} characters.`,
      ),
      ...filtersWithoutText,
      ...pageShape,
    }),
    (params, errors) => {
      const query = readBeachListParams(params, errors);
      const q = (params.get("q") ?? "").trim();
      if (q.length > SEARCH_MAX) errors.q = `At most ${SEARCH_MAX} characters`;
      return { q, ...query };
    },
  ),
  map: codec(
    z.object({
      bbox: z.string().meta({
        description: "west,south,east,north in degrees (WGS 84), west < east and south < north.",
        example: "23.5,35.0,26.5,36.0",
      }),
      zoom: z.string().meta({
        description: `The map's zoom level (web map tiles), a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}: it sets how close beaches must be to cluster.`,
      }),
      ...filtersWithoutLocation,
    }),
    (params, errors) => readMapParams(params, errors),
  ),
  nearby: codec(z.object({ limit: integer(1, NEARBY_AREAS_MAX, NEARBY_AREAS_DEFAULT) }), (params, errors) =>
    readLimit(params, errors, { fallback: NEARBY_AREAS_DEFAULT, max: NEARBY_AREAS_MAX }),
  ),
  areaBeaches: codec(
    z.object({
      exclude: slugParam("A beach slug to leave out."),
      limit: integer(1, MORE_IN_AREA_MAX, MORE_IN_AREA_DEFAULT),
    }),
    (params, errors) => ({
      limit: readLimit(params, errors, { fallback: MORE_IN_AREA_DEFAULT, max: MORE_IN_AREA_MAX }),
      exclude: readSlugParam(params, "exclude", errors),
    }),
  ),
  beach: codec(
    z.object({ area: slugParam("When given, the beach must belong to the area with this slug.") }),
    (params, errors) => readSlugParam(params, "area", errors),
  ),
  audit: codec(z.object({ page: integer(1, 100_000, 1) }), (params, errors) => {
    const raw = params.get("page") ?? "1";
    const page = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(page) || page < 1 || page > 100_000) {
      errors.page = "Must be a whole number from 1";
      return 1;
    }
    return page;
  }),
};

export const slugPath = z.object({ slug: z.string().meta({ description: "The record's slug." }) });
export const idPath = z.object({ id: z.string().meta({ description: "The account's id." }) });

// Answers.

const isoDate = z.iso.datetime({ offset: true });
const latLng = z.object({ latitude: z.number(), longitude: z.number() });

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const beachBody = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  area: z.string().meta({ description: "The area's name." }),
  area_id: z.number().int(),
  area_slug: z.string(),
  description: z.string(),
  type: z.enum(BEACH_TYPES),
  wave_conditions: z.enum(WAVE_CONDITIONS),
  parking: z.enum(PARKING_OPTIONS),
  organized: z.boolean(),
  blue_flag: z.boolean(),
  amenities: z.array(z.enum(AMENITY_IDS)),
  latitude: z.number(),
  longitude: z.number(),
  photo_url: z.string().nullable(),
  photo_source: z.string().nullable(),
  source: z.string().nullable(),
  verified_at: isoDate.nullable(),
  status: z
    .literal("ACTIVE")
    .meta({ description: `Always ACTIVE here; records may be ${STATUSES.join(", ")}.` }),
  updated_at: isoDate,
  distance_km: z.number().optional().meta({ description: "Only when lat and lng were given." }),
});

export const areaBody = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  hero_photo_url: z.string().nullable(),
  hero_photo_source: z.string().nullable(),
  status: z.literal("ACTIVE"),
  updated_at: isoDate,
  beach_count: z.number().int().meta({ description: "ACTIVE beaches in the area." }),
  centroid: latLng
    .nullable()
    .meta({ description: "Mean position of the area's ACTIVE beaches; null when it has none." }),
});

const items = <T extends z.ZodType>(schema: T, max?: number) =>
  z.object({ items: max ? z.array(schema).max(max) : z.array(schema) });

export const beachPageBody = z.object({
  items: z.array(beachBody).max(BEACHES_PAGE_SIZE),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(BEACHES_PAGE_SIZE),
  pageCount: z.number().int(),
  sort: z.enum(SORTS).meta({ description: "The sort applied." }),
  sortFallback: z
    .boolean()
    .meta({ description: "True when a distance sort was asked for without lat and lng." }),
});

export const searchBody = z.object({
  interpretation: z.object({
    query: z.string().meta({ description: "The text, trimmed." }),
    filters: z.object({
      type: z.array(z.enum(BEACH_TYPES)),
      waveConditions: z.array(z.enum(WAVE_CONDITIONS)),
      parking: z.array(z.enum(PARKING_OPTIONS)),
      organized: z.array(z.enum(SETUPS)),
      amenities: z.array(z.enum(AMENITY_IDS)),
      blueFlag: z.boolean(),
    }),
    term: z.string().meta({ description: "Matched against beach and area names; '' when nothing is." }),
    place: z.string().nullable().meta({ description: "The area the text names, directly or by a town." }),
    area_slug: z
      .string()
      .optional()
      .meta({ description: "That area's slug: the results are restricted to it." }),
    beach: z
      .object({ slug: z.string(), name: z.string(), area_slug: z.string() })
      .nullable()
      .meta({ description: "A beach the text names; it comes first in the results." }),
    ignored: z.array(z.string()).meta({ description: "Words that name no feature, place, beach or area." }),
  }),
  results: beachPageBody,
});

const bbox = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .meta({ description: "[west, south, east, north] in degrees." });

export const mapBody = z.object({
  zoom: z.number().int(),
  bbox,
  total: z.number().int().meta({ description: "Beaches matching the filters in the box." }),
  features: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({
          kind: z.literal("cluster"),
          id: z.string(),
          latitude: z.number().meta({ description: "The mean position of its beaches." }),
          longitude: z.number(),
          count: z.number().int().min(2),
          bounds: bbox.meta({ description: "Zoom to this box to split the cluster." }),
        }),
        z.object({
          kind: z.literal("beach"),
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          area: z.string(),
          area_slug: z.string(),
          latitude: z.number(),
          longitude: z.number(),
          type: z.enum(BEACH_TYPES),
          organized: z.boolean(),
          blue_flag: z.boolean(),
        }),
      ]),
    )
    .max(MAP_FEATURES_MAX),
});

export const adminUserBody = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal("admin"),
});

export const inviteBody = z.object({ id: z.string(), email: z.email(), expires_at: isoDate });

export const auditPageBody = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: isoDate,
      action: z.string(),
      actor_id: z.string().nullable(),
      actor_email: z.string().nullable(),
      target: z.string().nullable(),
      ip: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  page: z.number().int(),
  page_size: z.literal(AUDIT_PAGE_SIZE),
  total: z.number().int(),
});

export const usersBody = items(
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(["admin", "user"]),
    created_at: isoDate,
    last_sign_in_at: isoDate.nullable(),
  }),
);

export const inviteRequest = z.object({
  email: z.string().meta({ description: "The invitee's e-mail address." }),
});
export const acceptRequest = z.object({
  token: z.string().meta({ description: "The token of the invite link." }),
});

// The routes.

export interface ApiResponse {
  description: string;
  schema: z.ZodType;
}

export interface ApiRoute {
  method: "get" | "post";
  /** OpenAPI style, under /api/v1: /areas/{slug}. */
  path: string;
  summary: string;
  description?: string;
  /** Needs an administrator's session: answers 401 and 403 otherwise. */
  admin?: boolean;
  /** Needs a session of any account. */
  session?: boolean;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodObject;
  responses: Record<number, ApiResponse>;
}

const notFoundAnswer = { description: "Not found, or not public.", schema: errorBody };
const invalidQuery = {
  description: "A query parameter is malformed; `fields` names each one.",
  schema: errorBody,
};

export const API_ROUTES = {
  health: {
    method: "get",
    path: "/health",
    summary: "A route that does no work (the benchmark's baseline)",
    responses: { 200: { description: "Up.", schema: z.object({ ok: z.literal(true) }) } },
  },
  areas: {
    method: "get",
    path: "/areas",
    summary: "Public areas by name, with beach counts and centroids",
    responses: { 200: { description: "Areas.", schema: items(areaBody) } },
  },
  area: {
    method: "get",
    path: "/areas/{slug}",
    summary: "One public area",
    params: slugPath,
    responses: { 200: { description: "The area.", schema: areaBody }, 404: notFoundAnswer },
  },
  nearbyAreas: {
    method: "get",
    path: "/areas/{slug}/nearby",
    summary: "Other public areas ordered by distance between centroids",
    params: slugPath,
    query: queries.nearby,
    responses: {
      200: {
        description: "Nearest first.",
        schema: items(areaBody.extend({ distance_km: z.number() }), NEARBY_AREAS_MAX),
      },
      404: notFoundAnswer,
      422: invalidQuery,
    },
  },
  areaBeaches: {
    method: "get",
    path: "/areas/{slug}/beaches",
    summary: "More public beaches in an area, by name",
    params: slugPath,
    query: queries.areaBeaches,
    responses: {
      200: { description: "Beaches.", schema: items(beachBody, MORE_IN_AREA_MAX) },
      404: notFoundAnswer,
      422: invalidQuery,
    },
  },
  beaches: {
    method: "get",
    path: "/beaches",
    summary: `Filtered, sorted page of public beaches (${BEACHES_PAGE_SIZE} a page)`,
    query: queries.list,
    responses: { 200: { description: "One page.", schema: beachPageBody }, 422: invalidQuery },
  },
  count: {
    method: "get",
    path: "/beaches/count",
    summary: "How many public beaches match the filters",
    query: queries.filters,
    responses: {
      200: { description: "The count.", schema: z.object({ count: z.number().int() }) },
      422: invalidQuery,
    },
  },
  suggestions: {
    method: "get",
    path: "/beaches/suggestions",
    summary: `Up to ${SUGGESTIONS_MAX} beaches to suggest when filters match nothing`,
    query: queries.filters,
    responses: {
      200: {
        description: "Suggestions.",
        schema: items(z.object({ beach: beachBody, reason: z.enum(SUGGESTION_REASONS) }), SUGGESTIONS_MAX),
      },
      422: invalidQuery,
    },
  },
  map: {
    method: "get",
    path: "/beaches/map",
    summary: "Beaches and clusters of beaches in a box, for the map",
    description: `At most ${MAP_FEATURES_MAX} features: beaches close together are grouped into clusters counted by the database; from zoom ${MAP_POINTS_ZOOM} on, a box with at most ${MAP_FEATURES_MAX} beaches is answered beach by beach. The list's filters apply; sort, page and location do not.`,
    query: queries.map,
    responses: { 200: { description: "The features in the box.", schema: mapBody }, 422: invalidQuery },
  },
  search: {
    method: "get",
    path: "/search",
    summary: "Natural-language search: what the text means, and the beaches it finds",
    description:
      "Runs the same parsing as the site's search box. The text's features become filters (added to any filters given as parameters), a town or region restricts to its area, a beach named in the text (in Greek, Greeklish or with a typo) comes first, and words that name nothing are ignored.",
    query: queries.search,
    responses: {
      200: { description: "The interpretation and one page of results.", schema: searchBody },
      422: invalidQuery,
    },
  },
  beach: {
    method: "get",
    path: "/beaches/{slug}",
    summary: "One public beach",
    params: slugPath,
    query: queries.beach,
    responses: {
      200: { description: "The beach.", schema: beachBody },
      404: notFoundAnswer,
      422: invalidQuery,
    },
  },
  adminMe: {
    method: "get",
    path: "/admin/me",
    admin: true,
    summary: "The signed-in administrator",
    responses: { 200: { description: "The administrator.", schema: adminUserBody } },
  },
  adminAudit: {
    method: "get",
    path: "/admin/audit",
    admin: true,
    summary: "The audit log, newest first",
    query: queries.audit,
    responses: {
      200: { description: "One page of the audit log.", schema: auditPageBody },
      422: { description: "The page is not a whole number from 1.", schema: errorBody },
    },
  },
  adminUsers: {
    method: "get",
    path: "/admin/users",
    admin: true,
    summary: "Every account with its role, newest first",
    responses: { 200: { description: "The accounts.", schema: usersBody } },
  },
  adminPromote: {
    method: "post",
    path: "/admin/users/{id}/promote",
    admin: true,
    summary: "Make the account an administrator",
    params: idPath,
    responses: {
      200: { description: "Promoted.", schema: z.object({ id: z.string(), role: z.literal("admin") }) },
      404: { description: "No such user.", schema: errorBody },
    },
  },
  adminDemote: {
    method: "post",
    path: "/admin/users/{id}/demote",
    admin: true,
    summary: "Take the administrator role away (never one's own account, never the last administrator)",
    params: idPath,
    responses: {
      200: { description: "Demoted.", schema: z.object({ id: z.string(), role: z.literal("user") }) },
      404: { description: "No such user.", schema: errorBody },
      409: { description: "One's own account, or the last administrator.", schema: errorBody },
    },
  },
  adminInvites: {
    method: "get",
    path: "/admin/invites",
    admin: true,
    summary: "Pending invites (not accepted, not expired), newest first",
    responses: { 200: { description: "Pending invites.", schema: items(inviteBody) } },
  },
  adminCreateInvite: {
    method: "post",
    path: "/admin/invites",
    admin: true,
    summary: "Invite someone to become an administrator; the link is answered once and mailed",
    body: inviteRequest,
    responses: {
      201: {
        description: "The invite, with its link.",
        schema: inviteBody.extend({ link: z.url() }),
      },
      422: { description: "The e-mail is missing or not valid.", schema: errorBody },
    },
  },
  acceptInvite: {
    method: "post",
    path: "/invites/accept",
    session: true,
    summary: "Accept an invite: the signed-in, verified account it was sent to becomes an administrator",
    body: acceptRequest,
    responses: {
      200: { description: "Accepted.", schema: z.object({ role: z.literal("admin") }) },
      400: { description: "Missing or invalid token.", schema: errorBody },
      401: { description: "Not signed in.", schema: errorBody },
      403: {
        description: "Sent to another e-mail address, or the e-mail is not confirmed.",
        schema: errorBody,
      },
      409: { description: "Already used.", schema: errorBody },
      410: { description: "Expired.", schema: errorBody },
    },
  },
} satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** Hono's form of a route's path (`/areas/:slug`), relative to the router's mount point under /api/v1. */
export function honoPath(route: ApiRoute, mount = ""): string {
  if (!route.path.startsWith(`${mount}/`)) throw new Error(`${route.path} is not under ${mount}`);
  return route.path.slice(mount.length).replace(/\{(\w+)\}/g, ":$1");
}

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
