import type { Hono } from "hono";
import { PUBLIC_API_ROUTES as routes } from "#core/contract/api-routes.ts";
import type { Services } from "../services.ts";
import { LIST_CACHE, on, RECORD_CACHE, withQuery } from "./api-routing.ts";
import { beachPageRecord, beachRecord, calmStatusRecord, conditionsRecord } from "./api-present.ts";
import { notFound } from "./errors.ts";

/** The public beaches: the list, its count, suggestions, the map, the search and one beach. */
export function registerBeachRoutes(api: Hono, services: Services) {
  on(
    api,
    routes.beaches,
    withQuery(routes.beaches.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json(beachPageRecord(await services.beaches.listBeaches(query)));
    }),
  );

  on(
    api,
    routes.count,
    withQuery(routes.count.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      const [count, calm] = await Promise.all([
        services.beaches.countBeaches(query),
        services.beaches.calmStatus(query.filters),
      ]);
      return c.json({ count, ...(calm ? { calm: calmStatusRecord(calm) } : {}) });
    }),
  );

  on(
    api,
    routes.suggestions,
    withQuery(routes.suggestions.query, async (c, query) => {
      c.header("Cache-Control", LIST_CACHE);
      const items = await services.beaches.suggestBeaches(query);
      return c.json({ items: items.map((item) => ({ ...item, beach: beachRecord(item.beach) })) });
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
      const answer = await services.search.search(query);
      // Replaced in place: the answer's keys keep their order.
      return c.json({ ...answer, results: beachPageRecord(answer.results) });
    }),
  );

  on(
    api,
    routes.beach,
    withQuery(routes.beach.query, async (c, { area }) => {
      const beach = await services.beaches.getBeach(c.req.param("slug")!, area);
      if (!beach) return notFound(c, "Beach not found.");
      const conditions = await services.conditions.conditionsForBeach(beach.id);
      // An answer without the forecast is not kept anywhere: the schedule may store one any minute.
      c.header("Cache-Control", conditions?.state === "missing" ? "no-store" : RECORD_CACHE);
      return c.json({ ...beachRecord(beach), conditions: conditionsRecord(conditions) });
    }),
  );
}
