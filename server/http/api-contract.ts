import { z } from "zod";
import { API_PATHS } from "#core/contract/api-paths.ts";
import { queryOf, wholeNumberParam } from "#core/contract/api-queries.ts";
import { errorBody, items } from "#core/contract/api-records.ts";
import { PUBLIC_API_ROUTES, type ApiRoute } from "#core/contract/api-routes.ts";
import { AUDIT_PAGE_SIZE } from "../audit/audit.ts";

// The back office's part of the JSON API's contract (the public part is core/contract/api-routes.ts, which
// the browser shares): one zod schema per route for its query, path and body, and one per answer.
// The routers validate with these schemas and the OpenAPI document (openapi.ts) is generated from
// API_ROUTES, so the two cannot drift apart.

const isoDate = z.iso.datetime({ offset: true });

const auditQuery = queryOf({ page: wholeNumberParam(1, 100_000, 1) });

export const idPath = z.object({ id: z.string().meta({ description: "The account's id." }) });

export const adminUserBody = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal("admin"),
});

export const inviteBody = z.object({ id: z.string(), email: z.email(), expires_at: isoDate });

export const auditPageBody = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: isoDate,
      action: z.string(),
      actor_id: z.string().nullable(),
      actor_email: z.string().nullable(),
      target: z.string().nullable(),
      ip: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  page: z.number().int(),
  page_size: z.literal(AUDIT_PAGE_SIZE),
  total: z.number().int(),
});

export const usersBody = items(
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(["admin", "user"]),
    created_at: isoDate,
    last_sign_in_at: isoDate.nullable(),
  }),
);

export const inviteRequest = z.object({
  email: z.string().meta({ description: "The invitee's e-mail address." }),
});
export const acceptRequest = z.object({
  token: z.string().meta({ description: "The token of the invite link." }),
});

export const ADMIN_API_ROUTES = {
  adminMe: {
    method: "get",
    path: API_PATHS.adminMe,
    admin: true,
    summary: "The signed-in administrator",
    responses: { 200: { description: "The administrator.", schema: adminUserBody } },
  },
  adminAudit: {
    method: "get",
    path: API_PATHS.adminAudit,
    admin: true,
    summary: "The audit log, newest first",
    query: auditQuery,
    responses: {
      200: { description: "One page of the audit log.", schema: auditPageBody },
      422: { description: "The page is not a whole number from 1.", schema: errorBody },
    },
  },
  adminUsers: {
    method: "get",
    path: API_PATHS.adminUsers,
    admin: true,
    summary: "Every account with its role, newest first",
    responses: { 200: { description: "The accounts.", schema: usersBody } },
  },
  adminPromote: {
    method: "post",
    path: API_PATHS.adminPromote,
    admin: true,
    summary: "Make the account an administrator",
    params: idPath,
    responses: {
      200: { description: "Promoted.", schema: z.object({ id: z.string(), role: z.literal("admin") }) },
      404: { description: "No such user.", schema: errorBody },
    },
  },
  adminDemote: {
    method: "post",
    path: API_PATHS.adminDemote,
    admin: true,
    summary: "Take the administrator role away (never one's own account, never the last administrator)",
    params: idPath,
    responses: {
      200: { description: "Demoted.", schema: z.object({ id: z.string(), role: z.literal("user") }) },
      404: { description: "No such user.", schema: errorBody },
      409: { description: "One's own account, or the last administrator.", schema: errorBody },
    },
  },
  adminInvites: {
    method: "get",
    path: API_PATHS.adminInvites,
    admin: true,
    summary: "Pending invites (not accepted, not expired), newest first",
    responses: { 200: { description: "Pending invites.", schema: items(inviteBody) } },
  },
  adminCreateInvite: {
    method: "post",
    path: API_PATHS.adminCreateInvite,
    admin: true,
    summary: "Invite someone to become an administrator; the link is answered once and mailed",
    body: inviteRequest,
    responses: {
      201: {
        description: "The invite, with its link.",
        schema: inviteBody.extend({ link: z.url() }),
      },
      422: { description: "The e-mail is missing or not valid.", schema: errorBody },
    },
  },
  acceptInvite: {
    method: "post",
    path: API_PATHS.acceptInvite,
    session: true,
    summary: "Accept an invite: the signed-in, verified account it was sent to becomes an administrator",
    body: acceptRequest,
    responses: {
      200: { description: "Accepted.", schema: z.object({ role: z.literal("admin") }) },
      400: { description: "Missing or invalid token.", schema: errorBody },
      401: { description: "Not signed in.", schema: errorBody },
      403: {
        description: "Sent to another e-mail address, or the e-mail is not confirmed.",
        schema: errorBody,
      },
      409: { description: "Already used.", schema: errorBody },
      410: { description: "Expired.", schema: errorBody },
    },
  },
} satisfies Record<string, ApiRoute>;

/** Every route the API serves, in the order the OpenAPI document lists them. */
export const API_ROUTES = { ...PUBLIC_API_ROUTES, ...ADMIN_API_ROUTES };

export type ApiRouteName = keyof typeof API_ROUTES;

/** Hono's form of a route's path (`/areas/:slug`), relative to the router's mount point under /api/v1. */
export function honoPath(route: ApiRoute, mount = ""): string {
  if (!route.path.startsWith(`${mount}/`)) throw new Error(`${route.path} is not under ${mount}`);
  return route.path.slice(mount.length).replace(/\{(\w+)\}/g, ":$1");
}
