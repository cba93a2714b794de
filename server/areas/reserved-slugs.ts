import { readdirSync } from "node:fs";
import { OG_IMAGE_SEGMENT } from "#core/pages/og-image.ts";
import { isSlug } from "#core/contract/slug.ts";

/**
 * The first path segments the server answers itself before any page: the JSON API (/api, see
 * server/http/app.ts), the build's hashed files (/assets) and the link-preview cards (/og, see
 * server/og/og-routes.ts).
 */
const SERVER_SEGMENTS = ["api", "assets", OG_IMAGE_SEGMENT];

/**
 * The fixed first segments of the route table's pages (app/routes.ts): /areas, /map, the Greek
 * pages under /el and the back office under /admin. Written out, because the route table is read
 * through React Router's build tools, which a production install leaves out; the test beside this
 * file fails the day a page is added under a first segment that is not here.
 */
export const PAGE_SEGMENTS = ["areas", "about", "ontology", "map", "el", "admin"];

/** Folders and files the site serves from public/ under a name that could pass for a slug (/icons). */
function publicSegments(): string[] {
  return readdirSync(new URL("../../public", import.meta.url)).filter(isSlug);
}

/**
 * Area slugs an area cannot take, because an area's page is /{slug} and these first segments belong
 * to something else: the pages', the server's own and the public folder's.
 */
export const RESERVED_AREA_SLUGS: ReadonlySet<string> = new Set([
  ...PAGE_SEGMENTS,
  ...SERVER_SEGMENTS,
  ...publicSegments(),
]);
