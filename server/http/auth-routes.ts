import { Hono, type Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Accounts } from "../auth/accounts.ts";
import { sameOriginOnly } from "./same-origin.ts";

/** better-auth's routes under /api/auth, with our lockout around sign-in (ADR 011). */
export function createAuthRouter(accounts: Accounts, publicUrl: string | undefined) {
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
      origin: new URL(c.req.url).origin,
    });
  });

  router.post("/change-password", async (c) =>
    accounts.changePassword(c.req.raw, await c.req.json().catch(() => null), clientAddress(c)),
  );

  router.post("/sign-out", (c) => accounts.signOut(c.req.raw, clientAddress(c)));

  router.on(["GET", "POST"], "/*", (c) => accounts.handle(c.req.raw, clientAddress(c)));
  return router;
}

/** The client's address from the socket (never from a header a client can write), if known. */
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (Vite's development server): no address to give.
    return undefined;
  }
}
