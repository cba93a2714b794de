import { Hono, type Context } from "hono";
import type { Accounts, SignedInUser } from "../auth/accounts.ts";
import { listAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { toIso } from "../db/timestamps.ts";
import { parseQuery } from "#core/contract/api-queries.ts";
import type { ApiRoute } from "#core/contract/api-routes.ts";
import { API_ROUTES, honoPath } from "./api-contract.ts";
import { apiError } from "./errors.ts";
import { InviteError, type Invites } from "../auth/invites.ts";
import { RoleChangeError, type Users } from "../auth/users.ts";
import { clientAddress } from "./auth-routes.ts";
import { mailOrigin } from "./mail-origin.ts";
import { sameOriginOnly } from "./same-origin.ts";
import { setAnswerHeader } from "./answer-headers.ts";

type AdminContext = Context<{ Variables: { user: SignedInUser } }>;

/** A JSON body through the route's schema; a body that is not JSON reads as empty. */
async function readBody(c: Context, route: ApiRoute): Promise<Record<string, unknown>> {
  const raw = (await c.req.json().catch(() => null)) as unknown;
  const parsed = route.body?.safeParse(raw ?? {});
  return parsed?.success ? (parsed.data as Record<string, unknown>) : {};
}

/**
 * The back office's JSON API under /api/v1/admin: every route answers 401 without a
 * session and 403 for an account that is not an administrator, the role read afresh from the
 * database on each request, so a demotion counts at once. Nothing here is cached anywhere.
 */
export function createAdminApiRouter(options: {
  db: Database;
  accounts: Accounts;
  invites: Invites;
  users: Users;
  site: { publicUrl?: string | undefined; localOrigin: string };
}) {
  const api = new Hono<{ Variables: { user: SignedInUser } }>();

  api.use(async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
    setAnswerHeader(c, "Cache-Control", "private, no-store");
  });
  api.use(sameOriginOnly(options.site.publicUrl));
  api.use(async (c, next) => {
    const user = await options.accounts.currentUser(c.req.raw.headers);
    if (!user) return apiError(c, 401, "unauthenticated", "Sign in to use the back office.");
    if (user.role !== "admin")
      return apiError(c, 403, "forbidden", "This account does not have admin access.");
    c.set("user", user);
    return next();
  });

  const on = (route: ApiRoute, handler: (c: AdminContext) => Promise<Response> | Response) =>
    api.on(route.method.toUpperCase(), honoPath(route, "/admin"), handler);

  on(API_ROUTES.adminMe, (c) => {
    const { id, email, name, role } = c.get("user");
    return c.json({ id, email, name, role });
  });

  on(API_ROUTES.adminAudit, async (c) => {
    const parsed = parseQuery(API_ROUTES.adminAudit.query, new URL(c.req.url).searchParams);
    if (!parsed.ok) {
      return apiError(c, 422, "validation_failed", "Some query parameters are not valid.", parsed.errors);
    }
    const { items, page, pageSize, total } = await listAudit(options.db, parsed.value.page);
    return c.json({
      items: items.map((row) => ({
        id: row.id,
        at: row.at,
        action: row.action,
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        target: row.target,
        ip: row.ip,
        details: row.details,
      })),
      page,
      page_size: pageSize,
      total,
    });
  });

  on(API_ROUTES.adminUsers, async (c) => {
    const rows = await options.users.listUsers();
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        created_at: toIso(row.createdAt),
        last_sign_in_at: toIso(row.lastSignIn),
      })),
    });
  });

  for (const [route, role] of [
    [API_ROUTES.adminPromote, "admin"],
    [API_ROUTES.adminDemote, "user"],
  ] as const) {
    on(route, async (c) => {
      try {
        await options.users.setRole({
          id: c.req.param("id") ?? "",
          role,
          by: c.get("user"),
          ip: clientAddress(c),
        });
        return c.json({ id: c.req.param("id"), role });
      } catch (error) {
        if (error instanceof RoleChangeError)
          return apiError(c, error.status, "role_change_refused", error.message);
        throw error;
      }
    });
  }

  on(API_ROUTES.adminInvites, async (c) => {
    const items = await options.invites.pendingInvites();
    return c.json({
      items: items.map((invite) => ({
        id: invite.id,
        email: invite.email,
        expires_at: toIso(invite.expiresAt),
      })),
    });
  });

  on(API_ROUTES.adminCreateInvite, async (c) => {
    const body = await readBody(c, API_ROUTES.adminCreateInvite);
    try {
      const invite = await options.invites.createInvite({
        email: typeof body?.email === "string" ? body.email : "",
        by: c.get("user"),
        origin: mailOrigin({ ...options.site, requestUrl: c.req.url, clientIp: clientAddress(c) }),
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

/** Accepting an invite: the invitee is signed in, verified, and not yet an administrator. */
export function createInviteRouter(options: { accounts: Accounts; invites: Invites }) {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    setAnswerHeader(c, "Cache-Control", "private, no-store");
  });
  api.on("POST", honoPath(API_ROUTES.acceptInvite, "/invites"), async (c) => {
    const user = await options.accounts.currentUser(c.req.raw.headers);
    if (!user) return apiError(c, 401, "unauthenticated", "Sign in to accept the invite.");
    const body = await readBody(c, API_ROUTES.acceptInvite);
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
