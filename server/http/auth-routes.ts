import { Hono, type Context } from "hono";
import { SIGN_IN_MESSAGES } from "../../core/sign-in.ts";
import { createSignInThrottle } from "../auth/lockout.ts";
import { getConnInfo } from "@hono/node-server/conninfo";
import { CLIENT_IP_HEADER, createAuth, type Auth } from "../auth/auth.ts";
import { authSecret } from "../auth/secret.ts";
import type { Database } from "../db/client.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { sameOriginOnly } from "./same-origin.ts";

/**
 * better-auth's routes under /api/auth. The auth instance is made on the first request, once the
 * signing secret has been read from (or written to) the database.
 */
export function createAuthRouter(options: {
  db: Database;
  clock: () => Date;
  publicUrl?: string | undefined;
  secret?: string | undefined;
  mailer?: Mailer | undefined;
}) {
  let auth: Promise<Auth> | null = null;
  const getAuth = () => {
    auth ??= authSecret(options.db, options.secret).then((secret) =>
      createAuth({
        db: options.db,
        secret,
        mailer: options.mailer ?? createMailer({}),
        publicUrl: options.publicUrl,
      }),
    );
    // A failure (the database was down) is not remembered: the next request tries again.
    auth.catch(() => (auth = null));
    return auth;
  };

  const throttle = createSignInThrottle(options.db, options.clock);

  /** better-auth's answer to the request, with the client's address from the socket. */
  const forward = async (c: Context) => {
    const headers = new Headers(c.req.raw.headers);
    // Whatever the client sent under this name is dropped.
    headers.delete(CLIENT_IP_HEADER);
    const address = socketAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    return (await getAuth()).handler(new Request(c.req.raw, { headers }));
  };

  const router = new Hono();
  router.use(sameOriginOnly(options.publicUrl));

  // Sign-in with the lockout of ADR 011 around better-auth's own check: a locked account or address
  // is refused before its password is looked at, so even the right one gets the same answer.
  router.post("/sign-in/email", async (c) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
    const ip = socketAddress(c) ?? "unknown";
    const locked = await throttle.lockedUntil(email, ip);
    if (locked)
      return lockedAnswer(
        c,
        locked,
        options.clock(),
        SIGN_IN_MESSAGES.locked(locked.getTime() - options.clock().getTime()),
      );

    const response = await forward(c);
    if (response.status === 401) {
      const outcome = await throttle.recordFailure(email, ip);
      if (outcome.lockedUntil)
        return lockedAnswer(c, outcome.lockedUntil, options.clock(), SIGN_IN_MESSAGES.lockedNow);
      return c.json(
        {
          code: "INVALID_EMAIL_OR_PASSWORD",
          message: SIGN_IN_MESSAGES.invalid(outcome.remaining),
          attemptsRemaining: outcome.remaining,
        },
        401,
      );
    }
    if (response.ok) await throttle.recordSuccess(email);
    return response;
  });

  router.on(["GET", "POST"], "/*", forward);
  return router;
}

/** 429 with the time left, in seconds (Retry-After) and in the spec's words. */
function lockedAnswer(c: Context, until: Date, now: Date, message: string) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  c.header("Retry-After", String(seconds));
  return c.json(
    { code: "ACCOUNT_LOCKED", message, retryAfterSeconds: seconds, lockedUntil: until.toISOString() },
    429,
  );
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (Vite's development server): no address to give.
    return undefined;
  }
}
