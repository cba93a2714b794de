import { Hono, type Context } from "hono";
import {
  areaCardFacts,
  beachCardFacts,
  ogCardKey,
  OG_IMAGE_SEGMENT,
  type AreaCardFacts,
  type BeachCardFacts,
} from "#core/pages/og-image.ts";
import { SIGN_IN_MESSAGES } from "#core/admin/sign-in.ts";
import { isSlug } from "#core/contract/slug.ts";
import { addressKey } from "../auth/lockout.ts";
import { clientAddress } from "../http/auth-routes.ts";
import type { Services } from "../services.ts";
import { areaCardSvg, beachCardSvg } from "./og-card.ts";
import {
  createDrawAllowance,
  createOgCardStore,
  createOgRenderPool,
  OgBusyError,
  type OgRenderPool,
} from "./og-images.ts";

// GET /og/{area}.png and /og/{area}/{beach}.png: the og card of a public area or beach. The
// services answer only what is public (server/visibility.ts), so a DRAFT or HIDDEN one, or an
// unknown slug, is a 404 like its page.

/** Every drawer is busy and enough cards are waiting: a link preview asks again a little later. */
export const OG_BUSY_MESSAGE =
  "Many link previews are being drawn right now. Please try again in a few seconds.";

/** The URL's `v` is the card's key (core/pages/og-image.ts): when it matches, the bytes never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Without it, or with an old one (a link shared before an edit): the current card, kept an hour. */
const CURRENT = "public, max-age=3600";

const PNG_FILE = /^([a-z0-9-]+)\.png$/;

/** Cards one client may have drawn per minute; a link preview asks for one, a crawler for a few. */
export const OG_DRAWS_PER_MINUTE = 30;
/** How long a client turned away is asked to wait when every drawer is busy. */
const BUSY_RETRY_SECONDS = 5;

export interface OgOptions {
  /** Where finished cards are kept between restarts; memory alone when left out. */
  dir?: string | undefined;
  /** The drawing threads; a pool sized to the cores when left out. */
  pool?: OgRenderPool;
  drawsPerMinute?: number;
  clock?: () => Date;
}

export function createOgRouter(services: Services, options: OgOptions = {}) {
  const router = new Hono();
  const pool = options.pool ?? createOgRenderPool();
  const store = createOgCardStore({ pool, dir: options.dir, clock: options.clock });
  const allowance = createDrawAllowance({
    perMinute: options.drawsPerMinute ?? OG_DRAWS_PER_MINUTE,
    clock: options.clock,
  });
  // Cards of old versions leave the disk after a month unasked, checked at start and then daily.
  if (options.dir) {
    const prune = () =>
      void store
        .prune()
        .catch((error: unknown) => console.warn(`Old og cards were not removed: ${String(error)}`));
    prune();
    setInterval(prune, 24 * 60 * 60 * 1000).unref();
  }

  /** `name` tells cards apart on disk and in memory: slugs, and the key of what the card draws. */
  const answer = async (
    c: Context,
    name: string,
    facts: BeachCardFacts | AreaCardFacts,
    svg: () => string,
  ) => {
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
    const cardName = `${name}.${key}`;
    let png = await store.kept(cardName);
    if (!png) {
      // Only a card that must be drawn counts against the client: one drawn before costs a file read.
      const allowed = allowance.take(addressKey(clientAddress(c) ?? "unknown"));
      if (!allowed.ok) {
        return c.text(SIGN_IN_MESSAGES.tooManyRequests, 429, {
          "Retry-After": String(allowed.retryAfterSeconds),
          "Cache-Control": "no-store",
        });
      }
      try {
        png = await store.draw(cardName, svg);
      } catch (error) {
        if (!(error instanceof OgBusyError)) throw error;
        return c.text(OG_BUSY_MESSAGE, 503, {
          "Retry-After": String(BUSY_RETRY_SECONDS),
          "Cache-Control": "no-store",
        });
      }
    }
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
    return answer(c, area.slug, facts, () => areaCardSvg(facts));
  });

  router.get(`/${OG_IMAGE_SEGMENT}/:area/:file`, async (c) => {
    const areaSlug = c.req.param("area");
    const slug = fileSlug(c.req.param("file"));
    const beach = slug && isSlug(areaSlug) ? await services.beaches.getBeach(slug, areaSlug) : null;
    if (!beach) return notFound(c);
    const facts = beachCardFacts(beach, beach.facing_deg);
    // '_' is in no slug, so an area's cards and its beaches' never share a name.
    return answer(c, `${areaSlug}_${beach.slug}`, facts, () => beachCardSvg(facts));
  });

  // Anything else under the prefix is no card, never a page.
  router.all(`/${OG_IMAGE_SEGMENT}/*`, notFound);
  router.all(`/${OG_IMAGE_SEGMENT}`, notFound);

  return router;
}
