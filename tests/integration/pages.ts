import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inject } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { createApp } from "../../server/http/app.ts";

/** The whole app as production serves it (API and server-rendered pages) on a test database. */
export async function createSiteApp(db: Database) {
  const buildDir = inject("siteBuildDir");
  const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  return createApp({ db, renderDocument: (request, context) => handleRequest(request, context) });
}
