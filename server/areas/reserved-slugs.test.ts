import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { PAGE_SEGMENTS, RESERVED_AREA_SLUGS } from "./reserved-slugs.ts";

// An area's page is /{slug}: no area may take the first segment of another page, folder or route.

/** The fixed first segments of the route table's pages, at any depth of nesting. */
function routeSegments(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => {
    const first = entry.path?.split("/")[0] ?? "";
    const own = first !== "" && !first.startsWith(":") && first !== "*" ? [first] : [];
    return [...own, ...routeSegments(entry.children ?? [])];
  });
}

describe("the slugs no area can take", () => {
  it("are every fixed first segment of the route table, and no more", () => {
    expect(new Set(PAGE_SEGMENTS)).toEqual(new Set(routeSegments(routes)));
  });

  it("hold the server's own segments and the public folder's", () => {
    for (const segment of ["api", "assets", "og", "icons", "admin", "el", "map"])
      expect(RESERVED_AREA_SLUGS.has(segment), segment).toBe(true);
  });
});
