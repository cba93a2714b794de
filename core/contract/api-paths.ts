// Where the JSON API lives: its mount point and every route's path, written once. The server's route
// table (api-routes.ts), the browser's client and the service worker read them from here. This file
// holds no schema, so the service worker and the browser can take the paths without zod.

export const API_BASE = "/api/v1";

/** Each route's path under API_BASE, OpenAPI style: `{slug}` is a path parameter. */
export const API_PATHS = {
  openapi: "/openapi.json",
  health: "/health",
  areas: "/areas",
  area: "/areas/{slug}",
  nearbyAreas: "/areas/{slug}/nearby",
  areaBeaches: "/areas/{slug}/beaches",
  beaches: "/beaches",
  count: "/beaches/count",
  suggestions: "/beaches/suggestions",
  map: "/beaches/map",
  search: "/search",
  beach: "/beaches/{slug}",
  adminMe: "/admin/me",
  adminAudit: "/admin/audit",
  adminUsers: "/admin/users",
  adminPromote: "/admin/users/{id}/promote",
  adminDemote: "/admin/users/{id}/demote",
  adminInvites: "/admin/invites",
  adminCreateInvite: "/admin/invites",
  acceptInvite: "/invites/accept",
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** The names of a path's parameters: "slug" for "/areas/{slug}". */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams<Path extends string> = Record<PathParamNames<Path>, string>;

/** The address of a route with its parameters filled in (each one escaped), under API_BASE. */
export function apiPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string>;
  return `${API_BASE}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""))}`;
}

/** True for an address of the JSON API. */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith(`${API_BASE}/`);
}
