import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { TEMPLATE_DATABASE, withDatabaseName, adminQuery } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a data-directory dump of the migrated, empty database. */
    pgliteSnapshot: string;
    /** PostgreSQL: the server URL whose template database each test file copies. */
    postgresUrl: string;
    /** The site built for the page tests (React Router's server build inside). */
    siteBuildDir: string;
  }
}

// Page tests render the real site. `npm test` builds it once for every tier and names the folder in
// TEST_PREBUILT_DIR; a run of this tier alone builds it into a folder of its own.
const SITE_BUILD_DIR = "build-test";

function buildSite(project: TestProject) {
  const prebuilt = process.env.TEST_PREBUILT_DIR;
  if (prebuilt) {
    project.provide("siteBuildDir", prebuilt);
    return;
  }
  const env = { ...process.env, BUILD_DIR: SITE_BUILD_DIR };
  execFileSync("npx", ["react-router", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  // The service worker and its precache manifest, as `npm run build` makes them.
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-sw.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  project.provide("siteBuildDir", SITE_BUILD_DIR);
}

// Migrate once, then every test file starts from a copy.
export default async function setup(project: TestProject) {
  // Servers the tests start (server/main.ts in child processes) fetch no forecast from the internet;
  // the forecast's own tests point their services at tests/forecast-stub.ts.
  process.env.FORECAST ??= "off";
  buildSite(project);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await adminQuery(databaseUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = fromPostgres(withDatabaseName(databaseUrl, TEMPLATE_DATABASE), 1);
    await template.migrate();
    await template.close();
    project.provide("postgresUrl", databaseUrl);
    project.provide("pgliteSnapshot", "");
    return async () => {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = fromPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const folder = mkdtempSync(join(tmpdir(), "beaches-pglite-"));
  const snapshot = join(folder, "migrated.tar");
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);
  project.provide("postgresUrl", "");
  return () => rmSync(folder, { recursive: true, force: true });
}
