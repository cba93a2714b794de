import { Hono, type Context } from "hono";
import type { ZodType } from "zod";
import type { Services } from "../services.ts";
import { API_PATHS } from "../../core/api-paths.ts";
import { parseQuery } from "../../core/api-queries.ts";
import type { ApiRoute } from "../../core/api-routes.ts";
import { API_ROUTES, honoPath } from "./api-contract.ts";
import { notFound, validationError } from "./errors.ts";
import { openApiDocument } from "./openapi.ts";

// Public reads change only when an admin edits data; a short shared cache with background
// revalidation keeps phones on slow island networks fast without serving stale data for long.
const LIST_CACHE = "public, max-age=60, stale-while-revalidate=300";
const RECORD_CACHE = "public, max-age=300, stale-while-revalidate=600";

/**
 * The route's query through its schema (core/api-routes.ts): the handler gets the parsed value, or
 * the caller a 422 naming each bad parameter.
 */
function withQuery<T>(schema: ZodType<T>, handle: (c: Context, query: T) => Promise<Response> | Response) {
  return (c: Context) => {
    const parsed = parseQuery(schema, new URL(c.req.url).searchParams);
    if (!parsed.ok) return validationError(c, parsed.errors);
    return handle(c, parsed.value);
  };
}

/** Registers a handler at the route's method and path, as the OpenAPI document lists it. */
function on(api: Hono, route: ApiRoute, handler: (c: Context) => Promise<Response> | Response) {
  api.on(route.method.toUpperCase(), honoPath(route), handler);
}

export function createApiRouter(services: Services) {
  const api = new Hono();
  const routes = API_ROUTES;

  api.get(API_PATHS.openapi, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(openApiDocument);
  });

  // A route that does no work, the baseline for the benchmark's ratios.
  on(api, routes.health, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true });
  });

  on(api, routes.areas, async (c) => {
    c.header("Cache-Control", LIST_CACHE);
    return c.json({ items: await services.areas.listAreas() });
  });

  on(api, routes.area, async (c) => {
    const area = await services.areas.getArea(c.req.param("slug")!);
    if (!area) return notFound(c, "Area not found.");
    c.header("Cache-Control", RECORD_CACHE);
    return c.json(area);
  });

  on(
    api,
    routes.nearbyAreas,
    withQuery(routes.nearbyAreas.query, async (c, limit) => {
      const items = await services.areas.nearbyAreas(c.req.param("slug")!, limit);
      if (!items) return notFound(c, "Area not found.");
      c.header("Cache-Control", LIST_CACHE);
      return c.json({ items });
    }),
  );

  on(
    api,
    routes.areaBeaches,
    withQuery(routes.areaBeaches.query, async (c, { limit, exclude }) => {
      const slug = c.req.param("slug")!;
      if (!(await services.areas.getArea(slug))) return notFound(c, "Area not found.");
      c.header("Cache-Control", LIST_CACHE);
      return c.json({ items: await services.beaches.moreInArea(slug, { exclude, limit }) });
    }),
  );

  on(
    api,
    routes.beaches,
    withQuery(routes.beaches.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json(await services.beaches.listBeaches(query));
    }),
  );

  on(
    api,
    routes.count,
    withQuery(routes.count.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json({ count: await services.beaches.countBeaches(query) });
    }),
  );

  on(
    api,
    routes.suggestions,
    withQuery(routes.suggestions.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json({ items: await services.beaches.suggestBeaches(query) });
    }),
  );

  on(
    api,
    routes.map,
    withQuery(routes.map.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json(await services.map.mapFeatures(query!));
    }),
  );

  on(
    api,
    routes.search,
    withQuery(routes.search.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json(await services.search.search(query));
    }),
  );

  on(
    api,
    routes.beach,
    withQuery(routes.beach.query, async (c, areaSlug) => {
      const beach = await services.beaches.getBeach(c.req.param("slug")!, areaSlug);
      if (!beach) return notFound(c, "Beach not found.");
      c.header("Cache-Control", RECORD_CACHE);
      return c.json(beach);
    }),
  );

  return api;
}
