import { z } from "zod";
import { API_PATHS } from "./api-paths.ts";
import { publicQueries } from "./api-queries.ts";
import {
  areaBody,
  beachBody,
  beachRecordBody,
  beachPageBody,
  countBody,
  errorBody,
  items,
  mapBody,
  nearbyAreasBody,
  searchBody,
  suggestionBody,
} from "./api-records.ts";
import { BEACHES_PAGE_SIZE } from "./filters.ts";
import { MAP_FEATURES_MAX, MAP_POINTS_ZOOM } from "./map.ts";
import { MORE_IN_AREA_MAX, SUGGESTIONS_MAX } from "./public-records.ts";

// The public JSON API's contract: each route's method, path, parameters and answers, once. The
// server's routers validate with these schemas and register at these paths, the OpenAPI document is
// generated from them, and the browser's client (app/lib/browse/api-client.ts) takes its types from them.

export interface ApiResponse {
  description: string;
  schema: z.ZodType;
}

export interface ApiRoute {
  method: "get" | "post";
  /** OpenAPI style, under API_BASE: /areas/{slug}. */
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

export const slugPath = z.object({ slug: z.string().meta({ description: "The record's slug." }) });

export const notFoundAnswer = { description: "Not found, or not public.", schema: errorBody };
export const invalidQuery = {
  description: "A query parameter is malformed; `fields` names each one.",
  schema: errorBody,
};

export const PUBLIC_API_ROUTES = {
  health: {
    method: "get",
    path: API_PATHS.health,
    summary: "A route that does no work (the benchmark's baseline)",
    responses: { 200: { description: "Up.", schema: z.object({ ok: z.literal(true) }) } },
  },
  areas: {
    method: "get",
    path: API_PATHS.areas,
    summary: "Public areas by name, with beach counts and centroids",
    responses: { 200: { description: "Areas.", schema: items(areaBody) } },
  },
  area: {
    method: "get",
    path: API_PATHS.area,
    summary: "One public area",
    params: slugPath,
    responses: { 200: { description: "The area.", schema: areaBody }, 404: notFoundAnswer },
  },
  nearbyAreas: {
    method: "get",
    path: API_PATHS.nearbyAreas,
    summary: "Other public areas ordered by distance between centroids",
    params: slugPath,
    query: publicQueries.nearby,
    responses: {
      200: { description: "Nearest first.", schema: nearbyAreasBody },
      404: notFoundAnswer,
      422: invalidQuery,
    },
  },
  areaBeaches: {
    method: "get",
    path: API_PATHS.areaBeaches,
    summary: "More public beaches in an area, by name",
    params: slugPath,
    query: publicQueries.areaBeaches,
    responses: {
      200: { description: "Beaches.", schema: items(beachBody, MORE_IN_AREA_MAX) },
      404: notFoundAnswer,
      422: invalidQuery,
    },
  },
  beaches: {
    method: "get",
    path: API_PATHS.beaches,
    summary: `Filtered, sorted page of public beaches (${BEACHES_PAGE_SIZE} a page)`,
    query: publicQueries.list,
    responses: { 200: { description: "One page.", schema: beachPageBody }, 422: invalidQuery },
  },
  count: {
    method: "get",
    path: API_PATHS.count,
    summary: "How many public beaches match the filters",
    query: publicQueries.filters,
    responses: { 200: { description: "The count.", schema: countBody }, 422: invalidQuery },
  },
  suggestions: {
    method: "get",
    path: API_PATHS.suggestions,
    summary: `Up to ${SUGGESTIONS_MAX} beaches to suggest when filters match nothing`,
    query: publicQueries.filters,
    responses: {
      200: { description: "Suggestions.", schema: items(suggestionBody, SUGGESTIONS_MAX) },
      422: invalidQuery,
    },
  },
  map: {
    method: "get",
    path: API_PATHS.map,
    summary: "Beaches and clusters of beaches in a box, for the map",
    description: `At most ${MAP_FEATURES_MAX} features: beaches close together are grouped into clusters counted by the database; from zoom ${MAP_POINTS_ZOOM} on, a box with at most ${MAP_FEATURES_MAX} beaches is answered beach by beach. The list's filters apply; sort, page and location do not.`,
    query: publicQueries.map,
    responses: { 200: { description: "The features in the box.", schema: mapBody }, 422: invalidQuery },
  },
  search: {
    method: "get",
    path: API_PATHS.search,
    summary: "Natural-language search: what the text means, and the beaches it finds",
    description:
      "Runs the same parsing and the same rule as the site's search box: what the parameters state wins, and the text fills in the rest. The text's features become filters for each filter group no parameter sets (a group given as a parameter is kept as given), a town or region restricts to its area unless `area` is given, a beach named in the text (in Greek, Greeklish or with a typo) comes first, and words that name nothing are ignored.",
    query: publicQueries.search,
    responses: {
      200: { description: "The interpretation and one page of results.", schema: searchBody },
      422: invalidQuery,
    },
  },
  beach: {
    method: "get",
    path: API_PATHS.beach,
    summary: "One public beach",
    params: slugPath,
    query: publicQueries.beach,
    responses: {
      200: { description: "The beach with the day's sea.", schema: beachRecordBody },
      404: notFoundAnswer,
      422: invalidQuery,
    },
  },
} satisfies Record<string, ApiRoute>;

export type PublicApiRouteName = keyof typeof PUBLIC_API_ROUTES;

type RouteOf<Name extends PublicApiRouteName> = (typeof PUBLIC_API_ROUTES)[Name];

/** What a route answers with 200, as the schema says. */
export type ApiAnswer<Name extends PublicApiRouteName> = z.output<RouteOf<Name>["responses"][200]["schema"]>;

/** The query string a route takes, parameter by parameter, as its schema reads it. */
export type ApiQuery<Name extends PublicApiRouteName> =
  RouteOf<Name> extends { query: z.ZodType } ? z.input<RouteOf<Name>["query"]> : Record<string, never>;
