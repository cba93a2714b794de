import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inject } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createApp } from "#server/http/app.ts";

/** React Router's server build of the site, as the global setup built it. */
export async function loadSiteBuild(): Promise<ServerBuild> {
  const buildDir = inject("siteBuildDir");
  return (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
}

/**
 * The whole app as production serves it (API and server-rendered pages) on a test database; with
 * `staticFiles`, the client build's files (assets, sw.js, manifest) too.
 */
export async function createSiteApp(db: Database, { staticFiles = false } = {}) {
  const handleRequest = createRequestHandler(await loadSiteBuild(), "production");
  return createApp({
    db,
    renderDocument: (request, context) => handleRequest(request, context),
    clientAssetsDir: staticFiles ? resolve(inject("siteBuildDir"), "client") : undefined,
  });
}

/**
 * A page's HTML without React Router's hydration data, whose root loader data carries the page's
 * whole message catalogue: a test looking for a word the page shows must not find it there.
 */
export function withoutHydrationData(html: string): string {
  return html.replace(/<script>window\.__reactRouterContext[\s\S]*?<\/script>/g, "");
}

/** Every page path of the React Router route table, parents joined ('/:areaSlug/:beachSlug'). */
export function pagePaths(build: ServerBuild): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter((part) => part !== "").join("/");
  };
  return Object.keys(build.routes)
    .filter((id) => id !== "root")
    .map((id) => `/${fullPath(id)}`.replace(/\/+$/, "") || "/");
}
