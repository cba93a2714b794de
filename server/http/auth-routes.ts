import { Hono, type Context, type MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { sitePath } from "#core/admin/safe-redirect.ts";
import type { Accounts } from "../auth/accounts.ts";
import { apiError } from "./errors.ts";
import { mailOrigin } from "./mail-origin.ts";
import { sameOriginOnly } from "./same-origin.ts";

/** The session of a page (get-session) and the link of the address-confirmation mail. */
const PASSED_TO_BETTER_AUTH = new Set(["GET /get-session", "GET /verify-email"]);

/** better-auth's routes under /api/auth, with our lockout around sign-in (ADR 011). */
export function createAuthRouter(
  accounts: Accounts,
  site: { publicUrl?: string | undefined; localOrigin: string },
) {
  const { publicUrl } = site;
  const router = new Hono();
  router.use(sameOriginOnly(publicUrl));

  router.post("/sign-in/email", async (c) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown; password?: unknown } | null;
    return accounts.signIn({
      email: typeof body?.email === "string" ? body.email : "",
      password: typeof body?.password === "string" ? body.password : "",
      clientIp: clientAddress(c),
      // The confirmation mail an unconfirmed account is sent links here.
      origin: mailOrigin({ ...site, requestUrl: c.req.url, clientIp: clientAddress(c) }),
    });
  });

  // Accounts come only from an invite (the invite page signs up through `accounts.signUp`, which
  // does not pass this router), the setup link and `npm run admin:create`: the open sign-up is closed.
  router.post("/sign-up/email", (c) =>
    apiError(c, 404, "not_found", "Accounts are made by invitation only."),
  );

  // Password reset is off (auth.ts lists its routes as disabled); its link's landing goes too.
  router.get("/reset-password/*", (c) => apiError(c, 404, "not_found", "Not found."));

  router.post("/change-password", async (c) =>
    accounts.changePassword(c.req.raw, await c.req.json().catch(() => null), clientAddress(c)),
  );

  router.post("/sign-out", (c) => accounts.signOut(c.req.raw, clientAddress(c)));

  // The confirmation mail's link returns to a page of this site, by the one rule for return addresses
  // (core/admin/safe-redirect.ts): checked after normalising, and handed on in the form that was checked,
  // because better-auth normalises it again (`/.//evil.example` became `//evil.example`).
  router.get("/verify-email", (c) => {
    const callback = c.req.query("callbackURL");
    let request = c.req.raw;
    if (callback !== undefined) {
      const path = sitePath(callback);
      if (path === null)
        return apiError(c, 400, "invalid_callback", "The link must return to a page of this site.");
      const url = new URL(request.url);
      url.searchParams.set("callbackURL", path);
      request = new Request(url, request);
    }
    return accounts.handle(request, clientAddress(c));
  });

  // better-auth serves far more than the site uses (social sign-in and its callbacks, account
  // linking, profile, e-mail and session editing, account deletion): each is one more way in, and
  // several log an error for any visitor's bad input. Only what the site uses reaches it.
  router.on(["GET", "POST"], "/*", (c) => {
    if (!PASSED_TO_BETTER_AUTH.has(`${c.req.method} ${c.req.path.replace(/^\/api\/auth/, "")}`)) {
      return apiError(c, 404, "not_found", "No such auth route.");
    }
    return accounts.handle(c.req.raw, clientAddress(c));
  });
  return router;
}

const CLIENT_IP = "clientIp";

/**
 * Records the client's address for the whole request: the socket's, or, when TRUST_PROXY
 * says a reverse proxy of ours stands in front, the last address that proxy appended to
 * X-Forwarded-For. Anything a client writes in that header before it is never believed.
 */
export function clientIpMiddleware(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    let address = socketAddress(c);
    if (trustProxy) {
      const forwarded = (c.req.header("X-Forwarded-For") ?? "").split(",").map((part) => part.trim());
      const last = forwarded.filter((part) => part !== "").at(-1);
      if (last) address = last;
    }
    c.set(CLIENT_IP as never, address as never);
    await next();
  };
}

/** The client's address as clientIpMiddleware found it (never from a header a client controls). */
export function clientAddress(c: Context): string | undefined {
  return (c.get(CLIENT_IP as never) as string | undefined) ?? socketAddress(c);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (Vite's development server): no address to give.
    return undefined;
  }
}
