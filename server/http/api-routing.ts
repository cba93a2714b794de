import type { Context, Hono } from "hono";
import type { ZodType } from "zod";
import { parseQuery } from "#core/contract/api-queries.ts";
import type { ApiRoute } from "#core/contract/api-routes.ts";
import { honoPath } from "./api-contract.ts";
import { validationError } from "./errors.ts";

// What the public API's routers share: registering a route of the contract and reading its query.

// Public reads change only when an admin edits data; a short shared cache with background
// revalidation keeps phones on slow island networks fast without serving stale data for long.
export const LIST_CACHE = "public, max-age=60, stale-while-revalidate=300";
export const RECORD_CACHE = "public, max-age=300, stale-while-revalidate=600";

export type Handler = (c: Context) => Promise<Response> | Response;

/**
 * The route's query through its schema (core/contract/api-routes.ts): the handler gets the parsed value, or
 * the caller a 422 naming each bad parameter.
 */
export function withQuery<T>(
  schema: ZodType<T>,
  handle: (c: Context, query: T) => Promise<Response> | Response,
): Handler {
  return (c: Context) => {
    const parsed = parseQuery(schema, new URL(c.req.url).searchParams);
    if (!parsed.ok) return validationError(c, parsed.errors);
    return handle(c, parsed.value);
  };
}

/** Registers a handler at the route's method and path, as the OpenAPI document lists it. */
export function on(api: Hono, route: ApiRoute, handler: Handler) {
  api.on(route.method.toUpperCase(), honoPath(route), handler);
}
