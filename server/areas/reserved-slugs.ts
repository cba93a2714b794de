import { readdirSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { OG_IMAGE_SEGMENT } from "../../core/og-image.ts";
import { isSlug } from "../../core/slug.ts";

/**
 * The first path segments the server answers itself before any page: the JSON API (/api, see
 * server/http/app.ts), the build's hashed files (/assets) and the link-preview cards (/og, see
 * server/og/og-routes.ts).
 */
const SERVER_SEGMENTS = ["api", "assets", OG_IMAGE_SEGMENT];

/** The fixed first segments of the route table's pages (/areas, /map, /admin/...). */
function routeSegments(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    const first = entry.path?.split("/")[0] ?? "";
    const own = first !== "" && !first.startsWith(":") && first !== "*" ? [first] : [];
    return [...own, ...routeSegments(entry.children ?? [])];
  });
}

/** Folders and files the site serves from public/ under a name that could pass for a slug (/icons). */
function publicSegments(): string[] {
  return readdirSync(new URL("../../public", import.meta.url)).filter(isSlug);
}

/**
 * Area slugs an area cannot take, because an area's page is /{slug} and these first segments belong
 * to something else. Derived from the route table and the public folder, so a new page or folder
 * is reserved the day it is added.
 */
export const RESERVED_AREA_SLUGS: ReadonlySet<string> = new Set([
  ...routeSegments(routes),
  ...SERVER_SEGMENTS,
  ...publicSegments(),
]);
