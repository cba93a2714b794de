import { Hono, type Context } from "hono";
import {
  MORE_IN_AREA_DEFAULT,
  MORE_IN_AREA_MAX,
  NEARBY_AREAS_DEFAULT,
  NEARBY_AREAS_MAX,
} from "../../core/public-records.ts";
import { SEARCH_MAX } from "../../core/filters.ts";
import type { Services } from "../services.ts";
import { notFound, validationError } from "./errors.ts";
import { openApiDocument } from "./openapi.ts";
import {
  readBeachListParams,
  readLimit,
  readMapParams,
  readSlugParam,
  type BeachListParams,
  type FieldErrors,
} from "./query.ts";

// Public reads change only when an admin edits data; a short shared cache with background
// revalidation keeps phones on slow island networks fast without serving stale data for long.
const LIST_CACHE = "public, max-age=60, stale-while-revalidate=300";
const RECORD_CACHE = "public, max-age=300, stale-while-revalidate=600";

function searchParams(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams;
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function createApiRouter(services: Services) {
  const api = new Hono();

  api.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(openApiDocument);
  });

  // A route that does no work, the baseline for the benchmark's ratios.
  api.get("/health", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true });
  });

  api.get("/areas", async (c) => {
    c.header("Cache-Control", LIST_CACHE);
    return c.json({ items: await services.areas.listAreas() });
  });

  api.get("/areas/:slug", async (c) => {
    const area = await services.areas.getArea(c.req.param("slug"));
    if (!area) return notFound(c, "Area not found.");
    c.header("Cache-Control", RECORD_CACHE);
    return c.json(area);
  });

  api.get("/areas/:slug/nearby", async (c) => {
    const errors: FieldErrors = {};
    const limit = readLimit(searchParams(c), errors, {
      fallback: NEARBY_AREAS_DEFAULT,
      max: NEARBY_AREAS_MAX,
    });
    if (hasErrors(errors)) return validationError(c, errors);
    const items = await services.areas.nearbyAreas(c.req.param("slug"), limit);
    if (!items) return notFound(c, "Area not found.");
    c.header("Cache-Control", LIST_CACHE);
    return c.json({ items });
  });

  api.get("/areas/:slug/beaches", async (c) => {
    const params = searchParams(c);
    const errors: FieldErrors = {};
    const limit = readLimit(params, errors, { fallback: MORE_IN_AREA_DEFAULT, max: MORE_IN_AREA_MAX });
    const exclude = readSlugParam(params, "exclude", errors);
    if (hasErrors(errors)) return validationError(c, errors);
    const slug = c.req.param("slug");
    if (!(await services.areas.getArea(slug))) return notFound(c, "Area not found.");
    c.header("Cache-Control", LIST_CACHE);
    return c.json({ items: await services.beaches.moreInArea(slug, { exclude, limit }) });
  });

  /** The three list-shaped beach routes share their parameters: the site's filters plus area and location. */
  const beachQueryRoute = (respond: (query: BeachListParams) => Promise<unknown>) => async (c: Context) => {
    const errors: FieldErrors = {};
    const query = readBeachListParams(searchParams(c), errors);
    if (hasErrors(errors)) return validationError(c, errors);
    c.header("Cache-Control", LIST_CACHE);
    return c.json(await respond(query));
  };

  api.get(
    "/beaches",
    beachQueryRoute((query) => services.beaches.listBeaches(query)),
  );
  api.get(
    "/beaches/count",
    beachQueryRoute(async (query) => ({ count: await services.beaches.countBeaches(query) })),
  );
  api.get(
    "/beaches/suggestions",
    beachQueryRoute(async (query) => ({ items: await services.beaches.suggestBeaches(query) })),
  );

  api.get("/beaches/map", async (c) => {
    const errors: FieldErrors = {};
    const query = readMapParams(searchParams(c), errors);
    if (!query) return validationError(c, errors);
    c.header("Cache-Control", LIST_CACHE);
    return c.json(await services.map.mapFeatures(query));
  });

  api.get("/search", async (c) => {
    const params = searchParams(c);
    const errors: FieldErrors = {};
    const query = readBeachListParams(params, errors);
    const q = (params.get("q") ?? "").trim();
    if (q.length > SEARCH_MAX) errors.q = `At most ${SEARCH_MAX} characters`;
    if (hasErrors(errors)) return validationError(c, errors);
    c.header("Cache-Control", LIST_CACHE);
    return c.json(await services.search.search({ q, ...query }));
  });

  api.get("/beaches/:slug", async (c) => {
    const errors: FieldErrors = {};
    const areaSlug = readSlugParam(searchParams(c), "area", errors);
    if (hasErrors(errors)) return validationError(c, errors);
    const beach = await services.beaches.getBeach(c.req.param("slug"), areaSlug);
    if (!beach) return notFound(c, "Beach not found.");
    c.header("Cache-Control", RECORD_CACHE);
    return c.json(beach);
  });

  return api;
}
