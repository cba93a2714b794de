import { Hono } from "hono";
import { count, desc } from "drizzle-orm";
import type { Accounts, SignedInUser } from "../auth/accounts.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { apiError } from "./errors.ts";
import { InviteError, type Invites } from "../auth/invites.ts";
import { RoleChangeError, type Users } from "../auth/users.ts";
import { clientAddress } from "./auth-routes.ts";
import { sameOriginOnly } from "./same-origin.ts";

export const AUDIT_PAGE_SIZE = 50;

/**
 * The back office's JSON API under /api/v1/admin (issue 8): every route answers 401 without a
 * session and 403 for an account that is not an administrator, the role read afresh from the
 * database on each request, so a demotion counts at once. Nothing here is cached anywhere.
 */
export function createAdminApiRouter(options: {
  db: Database;
  accounts: Accounts;
  invites: Invites;
  users: Users;
  publicUrl?: string | undefined;
}) {
  const api = new Hono<{ Variables: { user: SignedInUser } }>();

  api.use(async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  api.use(sameOriginOnly(options.publicUrl));
  api.use(async (c, next) => {
    const user = await options.accounts.currentUser(c.req.raw.headers);
    if (!user) return apiError(c, 401, "unauthenticated", "Sign in to use the back office.");
    if (user.role !== "admin")
      return apiError(c, 403, "forbidden", "This account does not have admin access.");
    c.set("user", user);
    return next();
  });

  api.get("/me", (c) => {
    const { id, email, name, role } = c.get("user");
    return c.json({ id, email, name, role });
  });

  api.get("/audit", async (c) => {
    const raw = c.req.query("page") ?? "1";
    const page = Number(raw);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) {
      return apiError(c, 422, "validation_failed", "Some query parameters are not valid.", {
        page: "Must be a whole number from 1",
      });
    }
    const [rows, [total]] = await Promise.all([
      options.db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE),
      options.db.select({ value: count() }).from(auditLog),
    ]);
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        action: row.action,
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        target: row.target,
        ip: row.ip,
        details: row.details,
      })),
      page,
      page_size: AUDIT_PAGE_SIZE,
      total: total?.value ?? 0,
    });
  });

  api.get("/users", async (c) => {
    const rows = await options.users.listUsers();
    const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        created_at: iso(row.createdAt),
        last_sign_in_at: iso(row.lastSignIn),
      })),
    });
  });

  for (const [action, role] of [
    ["promote", "admin"],
    ["demote", "user"],
  ] as const) {
    api.post(`/users/:id/${action}`, async (c) => {
      try {
        await options.users.setRole({ id: c.req.param("id"), role, by: c.get("user"), ip: clientAddress(c) });
        return c.json({ id: c.req.param("id"), role });
      } catch (error) {
        if (error instanceof RoleChangeError)
          return apiError(c, error.status, "role_change_refused", error.message);
        throw error;
      }
    });
  }

  api.get("/invites", async (c) => {
    const items = await options.invites.pendingInvites();
    return c.json({
      items: items.map((invite) => ({
        id: invite.id,
        email: invite.email,
        expires_at: new Date(invite.expiresAt).toISOString(),
      })),
    });
  });

  api.post("/invites", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    try {
      const invite = await options.invites.createInvite({
        email: typeof body?.email === "string" ? body.email : "",
        by: c.get("user"),
        origin: options.publicUrl ? new URL(options.publicUrl).origin : new URL(c.req.url).origin,
        ip: clientAddress(c),
      });
      return c.json(
        { id: invite.id, email: invite.email, expires_at: invite.expiresAt.toISOString(), link: invite.link },
        201,
      );
    } catch (error) {
      if (error instanceof InviteError)
        return apiError(c, 422, "validation_failed", error.message, { email: error.message });
      throw error;
    }
  });

  api.all("/*", (c) => apiError(c, 404, "not_found", "No such admin API route."));
  return api;
}

/** Accepting an invite (issue 8): the invitee is signed in, verified, and not yet an administrator. */
export function createInviteRouter(options: { accounts: Accounts; invites: Invites }) {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  api.post("/accept", async (c) => {
    const user = await options.accounts.currentUser(c.req.raw.headers);
    if (!user) return apiError(c, 401, "unauthenticated", "Sign in to accept the invite.");
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    try {
      await options.invites.acceptInvite({
        token: typeof body?.token === "string" ? body.token : "",
        user,
        ip: clientAddress(c),
      });
      return c.json({ role: "admin" });
    } catch (error) {
      if (error instanceof InviteError) return apiError(c, error.status, "invite_refused", error.message);
      throw error;
    }
  });
  return api;
}
