import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { prepareDatabase } from "./boot.ts";
import { DatabaseUnavailableError } from "./db/client.ts";
import { EnvError, readEnv, type Env } from "./env.ts";
import { createApp } from "./http/app.ts";
import { openSetupLink } from "./auth/setup.ts";
import { forecastFromSettings, partsFromSettings } from "./composition.ts";

// The production server: Hono in front, React Router's server build behind it.
const env = ((): Env => {
  try {
    return readEnv();
  } catch (error) {
    // A setting the server cannot start with: say which and why, without a stack trace.
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
// A data directory that cannot be used stops the start with its reason, not a stack trace.
const database = await prepareDatabase(env).catch((error: unknown) => {
  if (!(error instanceof DatabaseUnavailableError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const build = (await import(pathToFileURL(resolve(env.BUILD_DIR, "server/index.js")).href)) as ServerBuild;
const handleRequest = createRequestHandler(build, "production");

// Today's forecast: every instance runs the schedule, the lease in the database lets one fetch (ADR 031).
const forecast = forecastFromSettings(env, database.db);

const fromSettings = partsFromSettings(env);
const app = createApp({
  db: database.db,
  renderDocument: (request, context) => handleRequest(request, context),
  trustProxy: env.TRUST_PROXY,
  ...fromSettings,
  site: { ...fromSettings.site, localOrigin: `http://localhost:${env.PORT}` },
  clientAssetsDir: `${env.BUILD_DIR}/client`,
  // Drawn og cards, kept across restarts whichever database is used: OG_CARDS_DIR, else beside the
  // embedded database's folder (./data/og-cards by default).
  og: { dir: env.OG_CARDS_DIR ?? join(dirname(resolve(env.PGLITE_DIR)), "og-cards") },
  buildId: build.assets.version,
  // Pages and the API read what the schedule stores; with FORECAST=off they say nothing about the sea.
  ...(env.FORECAST === "off" ? {} : { forecast }),
  ...(env.IMPORT_FAULT_FILE_NAME
    ? { importFaults: { whileApplying: true, onlyFileName: env.IMPORT_FAULT_FILE_NAME } }
    : {}),
});

let forecastSchedule: { stop(): Promise<void> } | undefined;

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Greek beaches directory listening on http://localhost:${info.port} (${database.kind})`);
  void whenListening();
});
// A port that cannot be had stops the start with one line saying why, not a stack trace.
server.once("error", (error: NodeJS.ErrnoException) => {
  const where = `port ${env.PORT} on ${env.HOST}`;
  const why =
    error.code === "EADDRINUSE"
      ? `${where} is in use by another program: stop it, or set PORT to a free port`
      : error.code === "EACCES"
        ? `${where} needs privileges this user does not have: set PORT to 1024 or above`
        : `${where}: ${error.message}`;
  console.error(`Cannot start the server: ${why}.`);
  void database.close().finally(() => process.exit(1));
});

/** What runs once the server is listening: the forecast's schedule, and the setup link if needed. */
async function whenListening() {
  forecastSchedule = forecast.startSchedule();
  // A fresh install has no administrator and no open door: only this link, printed once, creates one.
  const setupLink = await openSetupLink(database.db);
  if (setupLink) {
    const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    console.log(
      `No administrator yet. Create the first one at ${base}${setupLink}\n` +
        "(or run: npm run admin:create -- --email you@example.com --password '...'). A new link is printed at each start.",
    );
  }
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await forecastSchedule?.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
