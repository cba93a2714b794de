import { redirect, type AppLoadContext } from "react-router";
import type { SignedInUser } from "#server/auth/accounts.ts";
import { pageUrl } from "../site/page-url.ts";
import { loginHref } from "#core/admin/safe-redirect.ts";

/**
 * The back office's guard, run by the loader and action of every guarded /admin route on
 * the server: React Router runs a layout's loader beside its children's, not before them, so each
 * route checks for itself. No session: to the login page, which brings the visitor back here. An
 * account without the admin role: to the login page too, which says why. The role is read from the
 * database on every request, so a demotion counts at the next one.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedInUser> {
  const user = await context.accounts.currentUser(request.headers);
  if (!user || user.role !== "admin") {
    const url = pageUrl(request);
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  return user;
}

/** The Set-Cookie headers of an answer from the accounts service, to pass on with a page's answer. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
