import type { MiddlewareHandler } from "hono";
import { apiError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Requests that change something must come from a page of this site: their Origin header must be
 * the site's own origin (PUBLIC_URL's when set, else the address the request was made to).
 * Browsers send Origin with every POST, so a form or script on another site is refused here
 * whatever cookies it carries.
 */
export function sameOriginOnly(publicUrl?: string): MiddlewareHandler {
  const expected = publicUrl ? new URL(publicUrl).origin : null;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    if (!origin || origin !== (expected ?? new URL(c.req.url).origin)) {
      return apiError(c, 403, "cross_origin", "This request must come from the site itself.");
    }
    return next();
  };
}
