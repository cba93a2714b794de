import { Hono } from "hono";
import { API_PATHS } from "#core/contract/api-paths.ts";
import { PUBLIC_API_ROUTES } from "#core/contract/api-routes.ts";
import type { Services } from "../services.ts";
import { registerAreaRoutes } from "./api-areas.ts";
import { registerBeachRoutes } from "./api-beaches.ts";
import { on } from "./api-routing.ts";
import { jsonWithLength } from "./errors.ts";
import { openApiDocument } from "./openapi.ts";

/**
 * The public JSON API under /api/v1: its document, the benchmark's baseline route, then the areas'
 * and the beaches' routes. The order matters to Hono only where paths overlap: the beaches' fixed
 * paths (/beaches/count, /beaches/map...) are registered before /beaches/{slug}.
 */
export function createApiRouter(services: Services) {
  const api = new Hono();

  api.get(API_PATHS.openapi, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(openApiDocument);
  });

  // A route that does no work, the baseline for the benchmark's ratios.
  on(api, PUBLIC_API_ROUTES.health, (c) => {
    c.header("Cache-Control", "no-store");
    return jsonWithLength(c, { ok: true });
  });

  registerAreaRoutes(api, services);
  registerBeachRoutes(api, services);
  return api;
}
