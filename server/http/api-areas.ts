import type { Hono } from "hono";
import { PUBLIC_API_ROUTES as routes } from "#core/contract/api-routes.ts";
import type { Services } from "../services.ts";
import { LIST_CACHE, on, RECORD_CACHE, withQuery } from "./api-routing.ts";
import { beachRecord } from "./api-present.ts";
import { notFound } from "./errors.ts";

/** The public areas: the list, one area, its neighbours and more of its beaches. */
export function registerAreaRoutes(api: Hono, services: Services) {
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
    withQuery(routes.nearbyAreas.query, async (c, { limit }) => {
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
      return c.json({
        items: (await services.beaches.moreInArea(slug, { exclude, limit })).map(beachRecord),
      });
    }),
  );
}
