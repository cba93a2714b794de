import { Hono, type Context } from "hono";
import {
  areaCardFacts,
  beachCardFacts,
  ogCardKey,
  OG_IMAGE_SEGMENT,
  type AreaCardFacts,
  type BeachCardFacts,
} from "../../core/og-image.ts";
import { isSlug } from "../../core/slug.ts";
import type { Services } from "../services.ts";
import { areaCardSvg, beachCardSvg } from "./og-card.ts";
import { createOgImageCache } from "./og-images.ts";

// GET /og/{area}.png and /og/{area}/{beach}.png: the og card of a public area or beach. The
// services answer only what is public (server/visibility.ts), so a DRAFT or HIDDEN one, or an
// unknown slug, is a 404 like its page.

/** The URL's `v` is the card's key (core/og-image.ts): when it matches, the bytes never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Without it, or with an old one (a link shared before an edit): the current card, kept an hour. */
const CURRENT = "public, max-age=3600";

const PNG_FILE = /^([a-z0-9-]+)\.png$/;

export function createOgRouter(services: Services) {
  const router = new Hono();
  const cache = createOgImageCache();

  const answer = (c: Context, facts: BeachCardFacts | AreaCardFacts, svg: () => string) => {
    const key = ogCardKey(facts);
    const etag = `"og-${key}"`;
    const headers = {
      "Cache-Control": c.req.query("v") === key ? IMMUTABLE : CURRENT,
      ETag: etag,
    };
    const asked = (c.req.header("If-None-Match") ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (asked.includes(etag)) return c.body(null, 304, headers);
    const png = cache.get(key, svg);
    return c.body(png, 200, { ...headers, "Content-Type": "image/png" });
  };
  const notFound = (c: Context) => c.text("No such image.", 404, { "Cache-Control": "no-store" });
  const fileSlug = (file: string) => {
    const slug = PNG_FILE.exec(file)?.[1];
    return slug && isSlug(slug) ? slug : null;
  };

  router.get(`/${OG_IMAGE_SEGMENT}/:file`, async (c) => {
    const slug = fileSlug(c.req.param("file"));
    const area = slug ? await services.areas.getArea(slug) : null;
    if (!area) return notFound(c);
    const facts = areaCardFacts(area);
    return answer(c, facts, () => areaCardSvg(facts));
  });

  router.get(`/${OG_IMAGE_SEGMENT}/:area/:file`, async (c) => {
    const areaSlug = c.req.param("area");
    const slug = fileSlug(c.req.param("file"));
    const beach = slug && isSlug(areaSlug) ? await services.beaches.getBeach(slug, areaSlug) : null;
    if (!beach) return notFound(c);
    const facts = beachCardFacts(beach, beach.facing_deg);
    return answer(c, facts, () => beachCardSvg(facts));
  });

  // Anything else under the prefix is no card, never a page.
  router.all(`/${OG_IMAGE_SEGMENT}/*`, notFound);
  router.all(`/${OG_IMAGE_SEGMENT}`, notFound);

  return router;
}
