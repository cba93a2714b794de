import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvLine } from "../../core/csv-row.ts";
import { createTestDatabase } from "../../tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "../../tests/integration/http.ts";
import { createSiteApp } from "../../tests/integration/pages.ts";
import { createAreaAdmin } from "../areas/area-admin.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import { createBeachAdmin } from "../beaches/beach-admin.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { createCsvImport } from "./csv-import.ts";
import { exportBeachesCsv } from "./csv-export.ts";

// The Greek name and description (ADR 036) as the back office writes them: the area and beach
// forms' plain posts (no JavaScript), where blank is null, and the CSV import, where a blank cell or
// a missing column keeps what is stored.

const by = { id: "", email: "boss@example.com", name: "boss", role: "admin" };
const clock = () => new Date("2026-11-25T09:00:00Z");

let database: DatabaseHandle;
let server: TestServer;
let cookie = "";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(await createSiteApp(database.db));
  await createOrPromoteAdmin(database.db, { email: by.email, password: "Str0ng!pass" });
  cookie = await sessionCookie(server.url, by.email);
  await insertAreas(database.db, [{ name: "Ionian", status: "ACTIVE" }]);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const storedBeach = async (slug: string) =>
  (await database.db.select().from(beaches).where(eq(beaches.slug, slug)))[0]!;
const storedArea = async (slug: string) =>
  (await database.db.select().from(areas).where(eq(areas.slug, slug)))[0]!;

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("the area form", () => {
  let id = 0;
  const loadedForm = async () => {
    const loaded = await createAreaAdmin({ db: database.db, clock }).getArea(id);
    return { ...loaded!.values, version: String(loaded!.version) } as Record<string, string>;
  };

  beforeAll(async () => {
    const [area] = await insertAreas(database.db, [
      { name: "Zakynthos", slug: "zakynthos", description: "An island.", status: "ACTIVE" },
    ]);
    id = area!.id;
  });

  it("loads blank Greek fields for an area without them", async () => {
    expect(await loadedForm()).toMatchObject({ name_el: "", description_el: "" });
  });

  it("saves the Greek name and description from a plain post, trimmed, keeping the rest", async () => {
    const response = await post(`/admin/areas/${id}`, {
      ...(await loadedForm()),
      name_el: "  Ζάκυνθος ",
      description_el: "Νησί του Ιονίου.",
    });
    expect(response.status).toBe(302);
    expect(await storedArea("zakynthos")).toMatchObject({
      name: "Zakynthos",
      description: "An island.",
      nameEl: "Ζάκυνθος",
      descriptionEl: "Νησί του Ιονίου.",
    });
    expect(await loadedForm()).toMatchObject({ name_el: "Ζάκυνθος", description_el: "Νησί του Ιονίου." });
  });

  it("clears both to null when they are posted blank", async () => {
    const response = await post(`/admin/areas/${id}`, {
      ...(await loadedForm()),
      name_el: "",
      description_el: "   ",
    });
    expect(response.status).toBe(302);
    expect(await storedArea("zakynthos")).toMatchObject({ nameEl: null, descriptionEl: null });
  });

  it("refuses a Greek name over the name's limit with its message and writes nothing", async () => {
    const before = await storedArea("zakynthos");
    const response = await post(`/admin/areas/${id}`, { ...(await loadedForm()), name_el: "ζ".repeat(81) });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Name in Greek must be at most 80 characters");
    expect(await storedArea("zakynthos")).toEqual(before);
  });
});

describe("the beach form", () => {
  let id = 0;
  const loadedForm = async () => {
    const loaded = await createBeachAdmin({ db: database.db, clock }).getBeach(id);
    return { ...loaded!.values, version: String(loaded!.version) } as Record<string, string>;
  };

  beforeAll(async () => {
    const [beach] = await insertBeaches(database.db, [
      {
        name: "Greek Cove",
        area: "Ionian",
        latitude: 38.34351,
        longitude: 20.53646,
        status: "ACTIVE",
        description: "A cove for the Greek names' tests.",
      },
    ]);
    id = beach!.id;
  });

  it("saves the Greek name and description from a plain post, keeping the rest", async () => {
    expect(await loadedForm()).toMatchObject({ name_el: "", description_el: "" });
    const response = await post(`/admin/beaches/${id}`, {
      ...(await loadedForm()),
      name_el: "Ελληνικός Κόλπος",
      description_el: "Μικρός κόλπος.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/beaches");
    expect(await storedBeach("greek-cove")).toMatchObject({
      name: "Greek Cove",
      description: "A cove for the Greek names' tests.",
      nameEl: "Ελληνικός Κόλπος",
      descriptionEl: "Μικρός κόλπος.",
      version: 2,
    });
    expect(await loadedForm()).toMatchObject({
      name_el: "Ελληνικός Κόλπος",
      description_el: "Μικρός κόλπος.",
    });
  });

  it("clears one to null when it is posted blank, keeping the other", async () => {
    const response = await post(`/admin/beaches/${id}`, { ...(await loadedForm()), description_el: "" });
    expect(response.status).toBe(302);
    expect(await storedBeach("greek-cove")).toMatchObject({
      nameEl: "Ελληνικός Κόλπος",
      descriptionEl: null,
    });
  });

  it("refuses a Greek description over the description's limit and writes nothing", async () => {
    const before = await storedBeach("greek-cove");
    const response = await post(`/admin/beaches/${id}`, {
      ...(await loadedForm()),
      description_el: "δ".repeat(1501),
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Description in Greek must be at most 1500 characters");
    expect(await storedBeach("greek-cove")).toEqual(before);
  });
});

describe("the CSV import", () => {
  const row = (slug: string, more: Record<string, string> = {}) => ({
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
  const file = (columns: readonly string[], cells: Record<string, string>) =>
    csvLine(columns) + csvLine(columns.map((column) => cells[column] ?? ""));
  const importFile = async (text: string) => {
    const imports = createCsvImport({ db: database.db, clock });
    const started = await imports.start({ text, by });
    if (!started.ok) throw new Error(`refused: ${JSON.stringify(started.preview.errorList)}`);
    await started.done;
    return imports.getRun(started.runId);
  };
  const withoutGreekColumns = CSV_COLUMNS.filter(
    (column) => column !== "name_el" && column !== "description_el",
  );

  it("sets both on a new beach", async () => {
    await importFile(file(CSV_COLUMNS, row("csv-greek", { name_el: "Κόλπος", description_el: "Ήσυχη." })));
    expect(await storedBeach("csv-greek")).toMatchObject({ nameEl: "Κόλπος", descriptionEl: "Ήσυχη." });
  });

  it("keeps what is stored for blank cells: the row is a skip", async () => {
    const run = await importFile(file(CSV_COLUMNS, row("csv-greek")));
    expect(run).toMatchObject({ status: "done", skipped: 1, updated: 0 });
    expect(await storedBeach("csv-greek")).toMatchObject({ nameEl: "Κόλπος", descriptionEl: "Ήσυχη." });
  });

  it("keeps what is stored when the file has no Greek columns", async () => {
    const run = await importFile(file(withoutGreekColumns, row("csv-greek", { source: "A guide" })));
    expect(run).toMatchObject({ status: "done", updated: 1 });
    expect(await storedBeach("csv-greek")).toMatchObject({
      source: "A guide",
      nameEl: "Κόλπος",
      descriptionEl: "Ήσυχη.",
    });
  });

  it("replaces one it gives and keeps the other", async () => {
    const run = await importFile(file(CSV_COLUMNS, row("csv-greek", { name_el: "Νέος Κόλπος" })));
    expect(run).toMatchObject({ status: "done", updated: 1 });
    expect(await storedBeach("csv-greek")).toMatchObject({ nameEl: "Νέος Κόλπος", descriptionEl: "Ήσυχη." });
  });

  it("exports the stored texts, blank when null, and imports the export back as all skips", async () => {
    const text = await new Response(exportBeachesCsv(database.db)).text();
    expect(text).toContain("Νέος Κόλπος");
    expect(text).toContain("Ήσυχη.");
    const imports = createCsvImport({ db: database.db, clock });
    const preview = await imports.preview(text);
    expect(preview).toMatchObject({ errors: 0, create: 0, update: 0 });
  });
});
