import { Hono } from "hono";
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

  const router = new Hono();
  router.use(sameOriginOnly(options.publicUrl));
  router.on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // The client's address from the socket; whatever the client sent under this name is dropped.
    headers.delete(CLIENT_IP_HEADER);
    const address = socketAddress(c);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    return (await getAuth()).handler(new Request(c.req.raw, { headers }));
  });
  return router;
}

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (Vite's development server): no address to give.
    return undefined;
  }
}
