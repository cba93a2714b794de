import { AMENITY_IDS } from "../../core/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, SETUPS, SORTS, STATUSES, WAVE_CONDITIONS } from "../../core/enums.ts";
import { BEACHES_PAGE_SIZE, PAGE_MAX, SEARCH_MAX } from "../../core/filters.ts";
import {
  MORE_IN_AREA_DEFAULT,
  MORE_IN_AREA_MAX,
  NEARBY_AREAS_DEFAULT,
  NEARBY_AREAS_MAX,
  SUGGESTION_REASONS,
  SUGGESTIONS_MAX,
} from "../../core/public-records.ts";
import { AUDIT_PAGE_SIZE } from "./admin-api.ts";
import { MAP_FEATURES_MAX, MAP_POINTS_ZOOM, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from "../../core/map.ts";

// The public read API, described from the same constants the code uses.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const commaList = (values: readonly string[], description: string) => ({
  type: "string",
  description: `${description} Comma-separated; allowed: ${values.join(", ")}.`,
});

const filterParameters = [
  {
    name: "search",
    in: "query",
    schema: { type: "string", maxLength: SEARCH_MAX },
    description:
      "Case-, accent- and script-insensitive substring of the beach name or area name; every word must match.",
  },
  {
    name: "originalQuery",
    in: "query",
    schema: { type: "string", maxLength: SEARCH_MAX },
    description: "The visitor's text before parsing; carried along, not used for filtering.",
  },
  { name: "organized", in: "query", schema: commaList(SETUPS, "Setup.") },
  { name: "blueFlag", in: "query", schema: { type: "string", enum: ["true", "false"] } },
  { name: "parking", in: "query", schema: commaList(PARKING_OPTIONS, "Any of these parking options.") },
  { name: "amenities", in: "query", schema: commaList(AMENITY_IDS, "All of these amenities.") },
  {
    name: "waveConditions",
    in: "query",
    schema: commaList(WAVE_CONDITIONS, "Any of these wave conditions."),
  },
  { name: "type", in: "query", schema: commaList(BEACH_TYPES, "Any of these beach types.") },
  { name: "nearMe", in: "query", schema: { type: "string", enum: ["true", "false"] } },
  { name: "area", in: "query", schema: { type: "string" }, description: "Restrict to one area, by slug." },
  {
    name: "lat",
    in: "query",
    schema: { type: "number", minimum: -90, maximum: 90 },
    description: "With lng: adds distance_km to each beach and enables distance sorts.",
  },
  { name: "lng", in: "query", schema: { type: "number", minimum: -180, maximum: 180 } },
];
const listParameters = [
  ...filterParameters,
  {
    name: "sort",
    in: "query",
    schema: { type: "string", enum: SORTS, default: "name.asc" },
    description:
      "Distance sorts need lat and lng; without them the list is sorted by name and sortFallback is true.",
  },
  { name: "page", in: "query", schema: { type: "integer", minimum: 1, maximum: PAGE_MAX, default: 1 } },
];
const slugPath = { name: "slug", in: "path", required: true, schema: { type: "string" } };
const limitParam = (fallback: number, max: number) => ({
  name: "limit",
  in: "query",
  schema: { type: "integer", minimum: 1, maximum: max, default: fallback },
});

const json = (schema: object, description: string) => ({
  description,
  headers: { "Cache-Control": { schema: { type: "string" } } },
  content: { "application/json": { schema } },
});
const errors = {
  "404": json(ref("Error"), "Not found, or not public."),
  "422": json(ref("Error"), "A query parameter is malformed; `fields` names each one."),
};

/** Every back-office route: no session, or a session without the admin role. */
const adminErrors = {
  "401": json(ref("Error"), "Not signed in."),
  "403": json(ref("Error"), "Signed in, but not as an administrator."),
};

const beachProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  name: { type: "string" },
  area: { type: "string", description: "The area's name." },
  area_id: { type: "integer" },
  area_slug: { type: "string" },
  description: { type: "string" },
  type: { type: "string", enum: BEACH_TYPES },
  wave_conditions: { type: "string", enum: WAVE_CONDITIONS },
  parking: { type: "string", enum: PARKING_OPTIONS },
  organized: { type: "boolean" },
  blue_flag: { type: "boolean" },
  amenities: { type: "array", items: { type: "string", enum: AMENITY_IDS } },
  latitude: { type: "number" },
  longitude: { type: "number" },
  photo_url: { type: ["string", "null"] },
  photo_source: { type: ["string", "null"] },
  source: { type: ["string", "null"] },
  verified_at: { type: ["string", "null"], format: "date-time" },
  status: { type: "string", enum: ["ACTIVE"] },
  updated_at: { type: "string", format: "date-time" },
  distance_km: { type: "number", description: "Only when lat and lng were given." },
};

const areaProperties = {
  id: { type: "integer" },
  name: { type: "string" },
  slug: { type: "string" },
  description: { type: "string" },
  hero_photo_url: { type: ["string", "null"] },
  hero_photo_source: { type: ["string", "null"] },
  status: { type: "string", enum: ["ACTIVE"] },
  updated_at: { type: "string", format: "date-time" },
  beach_count: { type: "integer", description: "ACTIVE beaches in the area." },
  centroid: {
    oneOf: [
      { type: "null" },
      {
        type: "object",
        properties: { latitude: { type: "number" }, longitude: { type: "number" } },
        required: ["latitude", "longitude"],
      },
    ],
    description: "Mean position of the area's ACTIVE beaches; null when it has none.",
  },
};

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Greek beaches directory API",
    version: "1.0.0",
    description:
      "Read-only access to the public directory: only ACTIVE areas, and ACTIVE beaches in ACTIVE areas, are ever returned. " +
      "Routes under /admin are the back office's: they need the session cookie of an administrator (401 without one, 403 for another role). " +
      `Record statuses in the database: ${STATUSES.join(", ")}.`,
  },
  servers: [{ url: "/api/v1" }],
  paths: {
    "/areas": {
      get: {
        summary: "Public areas by name, with beach counts and centroids",
        responses: {
          "200": json(
            { type: "object", properties: { items: { type: "array", items: ref("Area") } } },
            "Areas.",
          ),
        },
      },
    },
    "/areas/{slug}": {
      get: {
        summary: "One public area",
        parameters: [slugPath],
        responses: { "200": json(ref("Area"), "The area."), ...errors },
      },
    },
    "/areas/{slug}/nearby": {
      get: {
        summary: "Other public areas ordered by distance between centroids",
        parameters: [slugPath, limitParam(NEARBY_AREAS_DEFAULT, NEARBY_AREAS_MAX)],
        responses: {
          "200": json(
            { type: "object", properties: { items: { type: "array", items: ref("NearbyArea") } } },
            "Nearest first.",
          ),
          ...errors,
        },
      },
    },
    "/areas/{slug}/beaches": {
      get: {
        summary: "More public beaches in an area, by name",
        parameters: [
          slugPath,
          {
            name: "exclude",
            in: "query",
            schema: { type: "string" },
            description: "A beach slug to leave out.",
          },
          limitParam(MORE_IN_AREA_DEFAULT, MORE_IN_AREA_MAX),
        ],
        responses: {
          "200": json(
            { type: "object", properties: { items: { type: "array", items: ref("Beach") } } },
            "Beaches.",
          ),
          ...errors,
        },
      },
    },
    "/search": {
      get: {
        summary: "Natural-language search: what the text means, and the beaches it finds",
        description:
          "Runs the same parsing as the site's search box. The text's features become filters (added to any " +
          "filters given as parameters), a town or region restricts to its area, a beach named in the text " +
          "(in Greek, Greeklish or with a typo) comes first, and words that name nothing are ignored.",
        parameters: [
          {
            name: "q",
            in: "query",
            schema: { type: "string", maxLength: SEARCH_MAX },
            description: "What the traveller typed, e.g. 'quiet sandy beach with a taverna near Chania'.",
          },
          ...listParameters.filter((parameter) => !["search", "originalQuery"].includes(parameter.name)),
        ],
        responses: {
          "200": json(ref("SearchResult"), "The interpretation and one page of results."),
          "422": errors["422"],
        },
      },
    },
    "/beaches": {
      get: {
        summary: `Filtered, sorted page of public beaches (${BEACHES_PAGE_SIZE} a page)`,
        parameters: listParameters,
        responses: { "200": json(ref("BeachPage"), "One page."), "422": errors["422"] },
      },
    },
    "/beaches/count": {
      get: {
        summary: "How many public beaches match the filters",
        parameters: filterParameters,
        responses: {
          "200": json(
            { type: "object", properties: { count: { type: "integer" } }, required: ["count"] },
            "The count.",
          ),
          "422": errors["422"],
        },
      },
    },
    "/beaches/suggestions": {
      get: {
        summary: `Up to ${SUGGESTIONS_MAX} beaches to suggest when filters match nothing`,
        parameters: filterParameters,
        responses: {
          "200": json(
            { type: "object", properties: { items: { type: "array", items: ref("Suggestion") } } },
            "Suggestions.",
          ),
          "422": errors["422"],
        },
      },
    },
    "/beaches/map": {
      get: {
        summary: "Beaches and clusters of beaches in a box, for the map",
        description: `At most ${MAP_FEATURES_MAX} features: beaches close together are grouped into clusters \
counted by the database; from zoom ${MAP_POINTS_ZOOM} on, a box with at most ${MAP_FEATURES_MAX} beaches is \
answered beach by beach. The list's filters apply; sort, page and location do not.`,
        parameters: [
          {
            name: "bbox",
            in: "query",
            required: true,
            schema: { type: "string", example: "23.5,35.0,26.5,36.0" },
            description: "west,south,east,north in degrees (WGS 84), west < east and south < north.",
          },
          {
            name: "zoom",
            in: "query",
            required: true,
            schema: { type: "integer", minimum: MAP_ZOOM_MIN, maximum: MAP_ZOOM_MAX },
            description:
              "The map's zoom level (web map tiles): it sets how close beaches must be to cluster.",
          },
          ...filterParameters.filter((parameter) => parameter.name !== "lat" && parameter.name !== "lng"),
        ],
        responses: { "200": json(ref("MapResponse"), "The features in the box."), "422": errors["422"] },
      },
    },
    "/beaches/{slug}": {
      get: {
        summary: "One public beach",
        parameters: [
          slugPath,
          {
            name: "area",
            in: "query",
            schema: { type: "string" },
            description: "When given, the beach must belong to the area with this slug.",
          },
        ],
        responses: { "200": json(ref("Beach"), "The beach."), ...errors },
      },
    },
    "/admin/me": {
      get: {
        summary: "The signed-in administrator",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        responses: {
          "200": json(ref("AdminUser"), "The administrator."),
          ...adminErrors,
        },
      },
    },
    "/admin/users": {
      get: {
        summary: "Every account with its role, newest first",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        responses: {
          "200": json(
            {
              type: "object",
              properties: { items: { type: "array", items: ref("UserAccount") } },
              required: ["items"],
            },
            "The accounts.",
          ),
          ...adminErrors,
        },
      },
    },
    "/admin/users/{id}/promote": {
      post: {
        summary: "Make the account an administrator",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": json(
            { type: "object", properties: { id: { type: "string" }, role: { const: "admin" } } },
            "Promoted.",
          ),
          "404": json(ref("Error"), "No such user."),
          ...adminErrors,
        },
      },
    },
    "/admin/users/{id}/demote": {
      post: {
        summary: "Take the administrator role away (never one's own account, never the last administrator)",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": json(
            { type: "object", properties: { id: { type: "string" }, role: { const: "user" } } },
            "Demoted.",
          ),
          "404": json(ref("Error"), "No such user."),
          "409": json(ref("Error"), "One's own account, or the last administrator."),
          ...adminErrors,
        },
      },
    },
    "/admin/invites": {
      get: {
        summary: "Pending invites (not accepted, not expired), newest first",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        responses: {
          "200": json(
            {
              type: "object",
              properties: { items: { type: "array", items: ref("Invite") } },
              required: ["items"],
            },
            "Pending invites.",
          ),
          ...adminErrors,
        },
      },
      post: {
        summary: "Invite someone to become an administrator; the link is answered once and mailed",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { email: { type: "string", format: "email" } },
                required: ["email"],
              },
            },
          },
        },
        responses: {
          "201": json(
            {
              allOf: [
                ref("Invite"),
                {
                  type: "object",
                  properties: { link: { type: "string", format: "uri" } },
                  required: ["link"],
                },
              ],
            },
            "The invite, with its link.",
          ),
          "422": json(ref("Error"), "The e-mail is missing or not valid."),
          ...adminErrors,
        },
      },
    },
    "/invites/accept": {
      post: {
        summary: "Accept an invite: the signed-in, verified account it was sent to becomes an administrator",
        security: [{ sessionCookie: [] }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", properties: { token: { type: "string" } }, required: ["token"] },
            },
          },
        },
        responses: {
          "200": json({ type: "object", properties: { role: { const: "admin" } } }, "Accepted."),
          "400": json(ref("Error"), "Missing or invalid token."),
          "401": json(ref("Error"), "Not signed in."),
          "403": json(ref("Error"), "Sent to another e-mail address, or the e-mail is not confirmed."),
          "409": json(ref("Error"), "Already used."),
          "410": json(ref("Error"), "Expired."),
        },
      },
    },
    "/admin/audit": {
      get: {
        summary: "The audit log, newest first",
        tags: ["admin"],
        security: [{ sessionCookie: [] }],
        parameters: [{ name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } }],
        responses: {
          "200": json(
            {
              type: "object",
              properties: {
                items: { type: "array", items: ref("AuditEntry") },
                page: { type: "integer" },
                page_size: { type: "integer", const: AUDIT_PAGE_SIZE },
                total: { type: "integer" },
              },
              required: ["items", "page", "page_size", "total"],
            },
            "One page of the audit log.",
          ),
          "422": json(ref("Error"), "The page is not a whole number from 1."),
          ...adminErrors,
        },
      },
    },
  },
  components: {
    securitySchemes: {
      sessionCookie: {
        type: "apiKey",
        in: "cookie",
        name: "better-auth.session_token",
        description:
          "The session cookie set by POST /api/auth/sign-in/email; the account must have role admin.",
      },
    },
    schemas: {
      AdminUser: {
        type: "object",
        properties: {
          id: { type: "string" },
          email: { type: "string" },
          name: { type: "string" },
          role: { type: "string", const: "admin" },
        },
        required: ["id", "email", "name", "role"],
      },
      UserAccount: {
        type: "object",
        properties: {
          id: { type: "string" },
          email: { type: "string" },
          name: { type: "string" },
          role: { type: "string", enum: ["admin", "user"] },
          created_at: { type: "string", format: "date-time" },
          last_sign_in_at: { type: ["string", "null"], format: "date-time" },
        },
        required: ["id", "email", "name", "role", "created_at", "last_sign_in_at"],
      },
      Invite: {
        type: "object",
        properties: {
          id: { type: "string" },
          email: { type: "string", format: "email" },
          expires_at: { type: "string", format: "date-time" },
        },
        required: ["id", "email", "expires_at"],
      },
      AuditEntry: {
        type: "object",
        properties: {
          id: { type: "integer" },
          at: { type: "string", format: "date-time" },
          action: { type: "string" },
          actor_id: { type: ["string", "null"] },
          actor_email: { type: ["string", "null"] },
          target: { type: ["string", "null"] },
          ip: { type: ["string", "null"] },
          details: { type: ["object", "null"] },
        },
        required: ["id", "at", "action", "actor_id", "actor_email", "target", "ip", "details"],
      },
      Beach: {
        type: "object",
        properties: beachProperties,
        required: Object.keys(beachProperties).filter((key) => key !== "distance_km"),
      },
      Area: { type: "object", properties: areaProperties, required: Object.keys(areaProperties) },
      NearbyArea: {
        allOf: [
          ref("Area"),
          { type: "object", properties: { distance_km: { type: "number" } }, required: ["distance_km"] },
        ],
      },
      BeachPage: {
        type: "object",
        properties: {
          items: { type: "array", items: ref("Beach"), maxItems: BEACHES_PAGE_SIZE },
          total: { type: "integer" },
          page: { type: "integer" },
          pageSize: { type: "integer", const: BEACHES_PAGE_SIZE },
          pageCount: { type: "integer" },
          sort: { type: "string", enum: SORTS, description: "The sort applied." },
          sortFallback: {
            type: "boolean",
            description: "True when a distance sort was asked for without lat and lng.",
          },
        },
        required: ["items", "total", "page", "pageSize", "pageCount", "sort", "sortFallback"],
      },
      SearchResult: {
        type: "object",
        properties: {
          interpretation: {
            type: "object",
            properties: {
              query: { type: "string", description: "The text, trimmed." },
              filters: {
                type: "object",
                properties: {
                  type: { type: "array", items: { type: "string", enum: BEACH_TYPES } },
                  waveConditions: { type: "array", items: { type: "string", enum: WAVE_CONDITIONS } },
                  parking: { type: "array", items: { type: "string", enum: PARKING_OPTIONS } },
                  organized: { type: "array", items: { type: "string", enum: SETUPS } },
                  amenities: { type: "array", items: { type: "string", enum: AMENITY_IDS } },
                  blueFlag: { type: "boolean" },
                },
                required: ["type", "waveConditions", "parking", "organized", "amenities", "blueFlag"],
              },
              term: {
                type: "string",
                description: "Matched against beach and area names; '' when nothing is.",
              },
              place: {
                type: ["string", "null"],
                description: "The area the text names, directly or by a town.",
              },
              area_slug: {
                type: "string",
                description: "That area's slug: the results are restricted to it.",
              },
              beach: {
                oneOf: [
                  { type: "null" },
                  {
                    type: "object",
                    properties: {
                      slug: { type: "string" },
                      name: { type: "string" },
                      area_slug: { type: "string" },
                    },
                    required: ["slug", "name", "area_slug"],
                  },
                ],
                description: "A beach the text names; it comes first in the results.",
              },
              ignored: {
                type: "array",
                items: { type: "string" },
                description: "Words that name no feature, place, beach or area.",
              },
            },
            required: ["query", "filters", "term", "place", "beach", "ignored"],
          },
          results: ref("BeachPage"),
        },
        required: ["interpretation", "results"],
      },
      MapResponse: {
        type: "object",
        properties: {
          zoom: { type: "integer" },
          bbox: ref("Bbox"),
          total: { type: "integer", description: "Beaches matching the filters in the box." },
          features: {
            type: "array",
            maxItems: MAP_FEATURES_MAX,
            items: { oneOf: [ref("MapCluster"), ref("MapBeach")] },
          },
        },
        required: ["zoom", "bbox", "total", "features"],
      },
      Bbox: {
        type: "array",
        items: { type: "number" },
        minItems: 4,
        maxItems: 4,
        description: "[west, south, east, north] in degrees.",
      },
      MapCluster: {
        type: "object",
        properties: {
          kind: { type: "string", const: "cluster" },
          id: { type: "string" },
          latitude: { type: "number", description: "The mean position of its beaches." },
          longitude: { type: "number" },
          count: { type: "integer", minimum: 2 },
          bounds: { ...ref("Bbox"), description: "Zoom to this box to split the cluster." },
        },
        required: ["kind", "id", "latitude", "longitude", "count", "bounds"],
      },
      MapBeach: {
        type: "object",
        properties: {
          kind: { type: "string", const: "beach" },
          id: { type: "integer" },
          slug: { type: "string" },
          name: { type: "string" },
          area: { type: "string" },
          area_slug: { type: "string" },
          latitude: { type: "number" },
          longitude: { type: "number" },
          type: { type: "string", enum: BEACH_TYPES },
          organized: { type: "boolean" },
          blue_flag: { type: "boolean" },
        },
        required: [
          "kind",
          "id",
          "slug",
          "name",
          "area",
          "area_slug",
          "latitude",
          "longitude",
          "type",
          "organized",
          "blue_flag",
        ],
      },
      Suggestion: {
        type: "object",
        properties: { beach: ref("Beach"), reason: { type: "string", enum: SUGGESTION_REASONS } },
        required: ["beach", "reason"],
      },
      Error: {
        type: "object",
        properties: {
          error: {
            type: "object",
            properties: {
              code: { type: "string" },
              message: { type: "string" },
              fields: { type: "object", additionalProperties: { type: "string" } },
            },
            required: ["code", "message"],
          },
        },
        required: ["error"],
      },
    },
  },
} as const;
