import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvLine } from "../../core/csv-row.ts";
import { startDemoApiServer } from "../../tests/integration/demo-server.ts";
import { createTestDatabase } from "../../tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "../../tests/integration/http.ts";
import { createSiteApp } from "../../tests/integration/pages.ts";
import { createAreaAdmin } from "../areas/area-admin.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import { createBeachAdmin } from "../beaches/beach-admin.ts";
import { createCsvImport } from "../content/csv-import.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";

// The search finds a beach by its Greek name: the name and the area's Greek name are part
// of the search text, keyed like the English ones, from the seed, the back office's forms and the CSV.

interface Listed {
  items: { slug: string; name: string; name_el: string | null }[];
}

/**
 * The slugs a text finds, the same through both doors: the list's `search` filter and the
 * natural-language search the site's search box uses.
 */
const slugsFound = async (server: TestServer, text: string) => {
  const listed = await server.getJson<Listed>(`/api/v1/beaches?search=${encodeURIComponent(text)}`);
  expect(listed.status).toBe(200);
  const searched = await server.getJson<{ results: Listed }>(`/api/v1/search?q=${encodeURIComponent(text)}`);
  expect(searched.status).toBe(200);
  const slugs = listed.body.items.map((beach) => beach.slug);
  expect(
    searched.body.results.items.map((beach) => beach.slug),
    text,
  ).toEqual(slugs);
  return slugs;
};

describe("searching the demo data in Greek", () => {
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await startDemoApiServer());
  });
  afterAll(async () => {
    await close();
  });

  it("finds Myrtos and Navagio by their Greek names, with accents or without, in any case", async () => {
    for (const text of ["Μύρτος", "Μυρτος", "ΜΥΡΤΟΣ", "μύρτος"]) {
      expect(await slugsFound(server, text), text).toEqual(["myrtos"]);
    }
    for (const text of ["Ναυάγιο", "Ναυαγιο", "ναυάγιο"]) {
      expect(await slugsFound(server, text), text).toEqual(["navagio"]);
    }
  });

  it("finds a beach whose Greek name is not its English one spelled in Greek", async () => {
    expect(await slugsFound(server, "Κανάλι του Έρωτα")).toEqual(["canal-damour"]);
    expect(await slugsFound(server, "Καναλι του Ερωτα")).toEqual(["canal-damour"]);
    expect(await slugsFound(server, "Σαλιάρα")).toEqual(["marble-beach"]);
  });
});

describe("a Greek name saved in the back office", () => {
  const by = { id: "", email: "boss@example.com", name: "boss", role: "admin" };
  const clock = () => new Date("2026-11-25T09:00:00Z");
  let database: DatabaseHandle;
  let server: TestServer;
  let cookie = "";
  let areaId = 0;
  let beachId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer(await createSiteApp(database.db));
    await createOrPromoteAdmin(database.db, { email: by.email, password: "Str0ng!pass" });
    cookie = await sessionCookie(server.url, by.email);
    const [area] = await insertAreas(database.db, [{ name: "Ionian", slug: "ionian", status: "ACTIVE" }]);
    areaId = area!.id;
    const [beach] = await insertBeaches(database.db, [
      { name: "Greek Cove", area: "Ionian", latitude: 38.34, longitude: 20.53, status: "ACTIVE" },
      { name: "Other Cove", area: "Ionian", latitude: 38.35, longitude: 20.54, status: "ACTIVE" },
    ]);
    beachId = beach!.id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("is searchable right after the beach form saves it", async () => {
    expect(await slugsFound(server, "Λιμνιώνας")).toEqual([]);
    const beach = await createBeachAdmin({ db: database.db, clock }).getBeach(beachId);
    const response = await post(`/admin/beaches/${beachId}`, {
      ...(beach!.values as unknown as Record<string, string>),
      version: String(beach!.version),
      name_el: "Λιμνιώνας",
    });
    expect(response.status).toBe(302);
    expect(await slugsFound(server, "Λιμνιώνας")).toEqual(["greek-cove"]);
    expect(await slugsFound(server, "limnionas")).toEqual(["greek-cove"]);
  });

  it("finds an area's beaches by the Greek name the area form saves", async () => {
    expect(await slugsFound(server, "Επτάνησα")).toEqual([]);
    const loaded = await createAreaAdmin({ db: database.db, clock }).getArea(areaId);
    const response = await post(`/admin/areas/${areaId}`, {
      ...(loaded!.values as unknown as Record<string, string>),
      version: String(loaded!.version),
      name_el: "Επτάνησα",
    });
    expect(response.status).toBe(302);
    expect((await slugsFound(server, "Επτάνησα")).sort()).toEqual(["greek-cove", "other-cove"]);
    // The beach's own Greek name stays searchable when the area's changes.
    expect(await slugsFound(server, "Λιμνιώνας")).toEqual(["greek-cove"]);
  });

  it("is searchable right after a CSV import gives it, and stays so when a later file leaves it out", async () => {
    const cells = {
      slug: "other-cove",
      name: "Other Cove",
      area: "Ionian",
      latitude: "38.35",
      longitude: "20.54",
      type: "SANDY",
      parking: "NONE",
      status: "ACTIVE",
    };
    const file = (columns: readonly string[], row: Record<string, string>) =>
      csvLine(columns) + csvLine(columns.map((column) => row[column] ?? ""));
    const importFile = async (text: string) => {
      const started = await createCsvImport({ db: database.db, clock }).start({ text, by });
      if (!started.ok) throw new Error(`refused: ${JSON.stringify(started.preview.errorList)}`);
      await started.done;
    };
    expect(await slugsFound(server, "Γαλάζια Ακτή")).toEqual([]);
    await importFile(file(CSV_COLUMNS, { ...cells, name_el: "Γαλάζια Ακτή" }));
    expect(await slugsFound(server, "Γαλάζια Ακτή")).toEqual(["other-cove"]);
    // A file without the Greek columns keeps the stored Greek name, and so its search text.
    const withoutGreek = CSV_COLUMNS.filter((column) => column !== "name_el" && column !== "description_el");
    await importFile(file(withoutGreek, { ...cells, source: "A guide" }));
    expect(await slugsFound(server, "galazia akti")).toEqual(["other-cove"]);
  });
});
