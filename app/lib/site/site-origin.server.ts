import type { AppLoadContext } from "react-router";

/** The origin for absolute links: the PUBLIC_URL setting, or the request's own origin. */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  return context.site.publicUrl ?? new URL(request.url).origin;
}
