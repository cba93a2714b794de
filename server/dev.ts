import { createRequestHandler } from "react-router";
import { prepareDatabase } from "./boot.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { readEnv } from "./env.ts";
import { forecastFromSettings, partsFromSettings } from "./composition.ts";
import type { ForecastService } from "./forecast/forecast.service.ts";
import { createApp } from "./http/app.ts";

// Entry for `npm run dev`: @hono/vite-dev-server loads this module through Vite, so the server build
// comes from Vite's virtual module and edits reload without a restart. The database survives module
// reloads on globalThis: opening PGlite twice on one directory would fail.
const globalForDev = globalThis as typeof globalThis & {
  beachDatabase?: Promise<DatabaseHandle>;
  beachForecast?: ForecastService;
};
const env = readEnv();
globalForDev.beachDatabase ??= prepareDatabase(env);
const database = await globalForDev.beachDatabase;

// The forecast as server/main.ts runs it, created and scheduled once for the process (not per reload).
if (!globalForDev.beachForecast && env.FORECAST !== "off") {
  globalForDev.beachForecast = forecastFromSettings(env, database.db);
  globalForDev.beachForecast.startSchedule();
}
const forecast = globalForDev.beachForecast;

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), "development");

export default createApp({
  db: database.db,
  renderDocument: (request, context) => handleRequest(request, context),
  publicCache: false,
  contentSecurityPolicy: false,
  trustProxy: env.TRUST_PROXY,
  ...partsFromSettings(env),
  ...(forecast ? { forecast } : {}),
});
