import { afterAll, beforeAll } from "vitest";
import { createAreaAdmin } from "#server/areas/area-admin.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-account.ts";
import { createBeachAdmin } from "#server/beaches/beach-admin.ts";
import { createCsvImport, type CsvImport, type ImportRun } from "#server/content/csv-import.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import type { CsvCells } from "../csv-file.ts";
import { by } from "./back-office-content.ts";
import { createTestDatabase } from "./database.ts";
import { sessionCookie, startTestServer, type TestServer } from "./http.ts";
import { createSiteApp } from "./pages.ts";

/** What the back office's clock says in these tests. */
const clock = () => new Date("2026-11-25T09:00:00Z");

/** The whole site over real HTTP on a fresh, empty database, its administrator `by` signed in. */
export interface BackOfficeSite {
  readonly db: Database;
  readonly server: TestServer;
  /** Posts a form as a signed-in browser without JavaScript does; a redirect is returned, not followed. */
  post(path: string, fields: Record<string, string>): Promise<Response>;
  /** An area's edit form as it loads, with its version: what a plain post sends back. */
  areaForm(id: number): Promise<Record<string, string>>;
  /** A beach's edit form as it loads, with its version. */
  beachForm(id: number): Promise<Record<string, string>>;
  /** The CSV import as the back office runs it. */
  csvImport(): CsvImport;
  /** Imports a file to its end and returns the run; throws when the file is refused. */
  importCsv(text: string): Promise<ImportRun | null>;
}

/**
 * The site's back office for the tests of the file or `describe` block this is called in: started
 * before them (before the block's own `beforeAll`s that come after the call), thrown away after.
 * Its fields answer once the tests run.
 */
export function backOfficeSiteForTests(): BackOfficeSite {
  let started: { database: DatabaseHandle; server: TestServer; cookie: string } | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const server = await startTestServer(await createSiteApp(database.db));
    started = { database, server, cookie: "" };
    await createOrPromoteAdmin(database.db, { email: by.email, password: "Str0ng!pass" });
    started.cookie = await sessionCookie(server.url, by.email);
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.database.close();
  });
  const current = () => {
    if (!started) throw new Error("The back office site starts before the tests: use it inside them");
    return started;
  };
  const db = () => current().database.db;
  return {
    get db() {
      return db();
    },
    get server() {
      return current().server;
    },
    post: (path, fields) => {
      const { server, cookie } = current();
      return fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    },
    areaForm: async (id) => {
      const loaded = await createAreaAdmin({ db: db(), clock }).getArea(id);
      return { ...loaded!.values, version: String(loaded!.version) } as Record<string, string>;
    },
    beachForm: async (id) => {
      const loaded = await createBeachAdmin({ db: db(), clock }).getBeach(id);
      return { ...loaded!.values, version: String(loaded!.version) } as Record<string, string>;
    },
    csvImport: () => createCsvImport({ db: db(), clock }),
    importCsv: async (text) => {
      const imports = createCsvImport({ db: db(), clock });
      const run = await imports.start({ text, by });
      if (!run.ok) throw new Error(`refused: ${JSON.stringify(run.preview.errorList)}`);
      await run.done;
      return imports.getRun(run.runId);
    },
  };
}

/** A new sandy beach's cells for the CSV import, in the area Ionian, named after its slug. */
export const ionianBeachCells = (slug: string, more: CsvCells = {}): CsvCells => ({
  slug,
  name: `Imported ${slug}`,
  area: "Ionian",
  latitude: "38.3",
  longitude: "20.5",
  type: "SANDY",
  parking: "NONE",
  status: "ACTIVE",
  ...more,
});
