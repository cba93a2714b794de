import { beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "#core/contract/csv-row.ts";
import { csvFile } from "#tests/csv-file.ts";
import { backOfficeSiteForTests } from "#tests/integration/back-office-site.ts";
import { demoApiServerForTests } from "#tests/integration/demo-server.ts";
import type { TestServer } from "#tests/integration/http.ts";
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
  const server = demoApiServerForTests();

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
  const site = backOfficeSiteForTests();
  let areaId = 0;
  let beachId = 0;

  beforeAll(async () => {
    const [area] = await insertAreas(site.db, [{ name: "Ionian", slug: "ionian", status: "ACTIVE" }]);
    areaId = area!.id;
    const [beach] = await insertBeaches(site.db, [
      { name: "Greek Cove", area: "Ionian", latitude: 38.34, longitude: 20.53, status: "ACTIVE" },
      { name: "Other Cove", area: "Ionian", latitude: 38.35, longitude: 20.54, status: "ACTIVE" },
    ]);
    beachId = beach!.id;
  });

  it("is searchable right after the beach form saves it", async () => {
    expect(await slugsFound(site.server, "Λιμνιώνας")).toEqual([]);
    const response = await site.post(`/admin/beaches/${beachId}`, {
      ...(await site.beachForm(beachId)),
      name_el: "Λιμνιώνας",
    });
    expect(response.status).toBe(302);
    expect(await slugsFound(site.server, "Λιμνιώνας")).toEqual(["greek-cove"]);
    expect(await slugsFound(site.server, "limnionas")).toEqual(["greek-cove"]);
  });

  it("finds an area's beaches by the Greek name the area form saves", async () => {
    expect(await slugsFound(site.server, "Επτάνησα")).toEqual([]);
    const response = await site.post(`/admin/areas/${areaId}`, {
      ...(await site.areaForm(areaId)),
      name_el: "Επτάνησα",
    });
    expect(response.status).toBe(302);
    expect((await slugsFound(site.server, "Επτάνησα")).sort()).toEqual(["greek-cove", "other-cove"]);
    // The beach's own Greek name stays searchable when the area's changes.
    expect(await slugsFound(site.server, "Λιμνιώνας")).toEqual(["greek-cove"]);
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
    expect(await slugsFound(site.server, "Γαλάζια Ακτή")).toEqual([]);
    await site.importCsv(csvFile([{ ...cells, name_el: "Γαλάζια Ακτή" }]));
    expect(await slugsFound(site.server, "Γαλάζια Ακτή")).toEqual(["other-cove"]);
    // A file without the Greek columns keeps the stored Greek name, and so its search text.
    const withoutGreek = CSV_COLUMNS.filter((column) => column !== "name_el" && column !== "description_el");
    await site.importCsv(csvFile([{ ...cells, source: "A guide" }], withoutGreek));
    expect(await slugsFound(site.server, "galazia akti")).toEqual(["other-cove"]);
  });
});
