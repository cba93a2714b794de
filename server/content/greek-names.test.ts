import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "#core/contract/csv-row.ts";
import { csvFile } from "#tests/csv-file.ts";
import { backOfficeSiteForTests, ionianBeachCells } from "#tests/integration/back-office-site.ts";
import { areas, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { exportBeachesCsv } from "./csv-export.ts";

// The Greek name and description (ADR 036) as the back office writes them: the area and beach
// forms' plain posts (no JavaScript), where blank is null, and the CSV import, where a blank cell or
// a missing column keeps what is stored.

const site = backOfficeSiteForTests();
beforeAll(async () => {
  await insertAreas(site.db, [{ name: "Ionian", status: "ACTIVE" }]);
});

const storedBeach = async (slug: string) =>
  (await site.db.select().from(beaches).where(eq(beaches.slug, slug)))[0]!;
const storedArea = async (slug: string) =>
  (await site.db.select().from(areas).where(eq(areas.slug, slug)))[0]!;

describe("the area form", () => {
  let id = 0;
  const loadedForm = () => site.areaForm(id);

  beforeAll(async () => {
    const [area] = await insertAreas(site.db, [
      { name: "Zakynthos", slug: "zakynthos", description: "An island.", status: "ACTIVE" },
    ]);
    id = area!.id;
  });

  it("loads blank Greek fields for an area without them", async () => {
    expect(await loadedForm()).toMatchObject({ name_el: "", description_el: "" });
  });

  it("saves the Greek name and description from a plain post, trimmed, keeping the rest", async () => {
    const response = await site.post(`/admin/areas/${id}`, {
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
    const response = await site.post(`/admin/areas/${id}`, {
      ...(await loadedForm()),
      name_el: "",
      description_el: "   ",
    });
    expect(response.status).toBe(302);
    expect(await storedArea("zakynthos")).toMatchObject({ nameEl: null, descriptionEl: null });
  });

  it("refuses a Greek name over the name's limit with its message and writes nothing", async () => {
    const before = await storedArea("zakynthos");
    const response = await site.post(`/admin/areas/${id}`, {
      ...(await loadedForm()),
      name_el: "ζ".repeat(81),
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Name in Greek must be at most 80 characters");
    expect(await storedArea("zakynthos")).toEqual(before);
  });
});

describe("the beach form", () => {
  let id = 0;
  const loadedForm = () => site.beachForm(id);

  beforeAll(async () => {
    const [beach] = await insertBeaches(site.db, [
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
    const response = await site.post(`/admin/beaches/${id}`, {
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
    const response = await site.post(`/admin/beaches/${id}`, { ...(await loadedForm()), description_el: "" });
    expect(response.status).toBe(302);
    expect(await storedBeach("greek-cove")).toMatchObject({
      nameEl: "Ελληνικός Κόλπος",
      descriptionEl: null,
    });
  });

  it("refuses a Greek description over the description's limit and writes nothing", async () => {
    const before = await storedBeach("greek-cove");
    const response = await site.post(`/admin/beaches/${id}`, {
      ...(await loadedForm()),
      description_el: "δ".repeat(1501),
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Description in Greek must be at most 1500 characters");
    expect(await storedBeach("greek-cove")).toEqual(before);
  });
});

describe("the CSV import", () => {
  const withoutGreekColumns = CSV_COLUMNS.filter(
    (column) => column !== "name_el" && column !== "description_el",
  );

  it("sets both on a new beach", async () => {
    await site.importCsv(
      csvFile([ionianBeachCells("csv-greek", { name_el: "Κόλπος", description_el: "Ήσυχη." })]),
    );
    expect(await storedBeach("csv-greek")).toMatchObject({ nameEl: "Κόλπος", descriptionEl: "Ήσυχη." });
  });

  it("keeps what is stored for blank cells: the row is a skip", async () => {
    const run = await site.importCsv(csvFile([ionianBeachCells("csv-greek")]));
    expect(run).toMatchObject({ status: "done", skipped: 1, updated: 0 });
    expect(await storedBeach("csv-greek")).toMatchObject({ nameEl: "Κόλπος", descriptionEl: "Ήσυχη." });
  });

  it("keeps what is stored when the file has no Greek columns", async () => {
    const run = await site.importCsv(
      csvFile([ionianBeachCells("csv-greek", { source: "A guide" })], withoutGreekColumns),
    );
    expect(run).toMatchObject({ status: "done", updated: 1 });
    expect(await storedBeach("csv-greek")).toMatchObject({
      source: "A guide",
      nameEl: "Κόλπος",
      descriptionEl: "Ήσυχη.",
    });
  });

  it("replaces one it gives and keeps the other", async () => {
    const run = await site.importCsv(csvFile([ionianBeachCells("csv-greek", { name_el: "Νέος Κόλπος" })]));
    expect(run).toMatchObject({ status: "done", updated: 1 });
    expect(await storedBeach("csv-greek")).toMatchObject({ nameEl: "Νέος Κόλπος", descriptionEl: "Ήσυχη." });
  });

  it("exports the stored texts, blank when null, and imports the export back as all skips", async () => {
    const text = await new Response(exportBeachesCsv(site.db)).text();
    expect(text).toContain("Νέος Κόλπος");
    expect(text).toContain("Ήσυχη.");
    const preview = await site.csvImport().preview(text);
    expect(preview).toMatchObject({ errors: 0, create: 0, update: 0 });
  });
});
