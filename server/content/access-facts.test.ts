import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_ACCESS, type AccessFacts } from "#core/access/access.ts";
import { CSV_COLUMNS } from "#core/contract/csv-row.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { csvFile, type CsvCells } from "#tests/csv-file.ts";
import { by } from "#tests/integration/back-office-content.ts";
import { backOfficeSiteForTests, ionianBeachCells } from "#tests/integration/back-office-site.ts";
import { beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { exportBeachesCsv } from "./csv-export.ts";

// Getting there and getting in (core/access/access.ts) as the back office writes it: the beach form's plain
// post (no JavaScript) and the CSV import, read back through the public API. Unknown is null, shown
// as unknown, and never taken for "no".

const site = backOfficeSiteForTests();
beforeAll(async () => {
  await insertAreas(site.db, [{ name: "Ionian", status: "ACTIVE" }]);
});

const stored = async (slug: string) =>
  (await site.db.select().from(beaches).where(eq(beaches.slug, slug)))[0]!;

const publicAccess = async (slug: string) => {
  const { status, body } = await site.server.getJson<PublicBeach & { access: AccessFacts }>(
    `/api/v1/beaches/${slug}`,
  );
  expect(status).toBe(200);
  return body.access;
};

describe("the beach form", () => {
  /** What the edit form shows for the beach, as a browser without JavaScript posts it back. */
  const loadedForm = (id: number) => site.beachForm(id);
  const post = (id: number, fields: Record<string, string>) => site.post(`/admin/beaches/${id}`, fields);
  let id = 0;

  beforeAll(async () => {
    const [beach] = await insertBeaches(site.db, [
      {
        name: "Form Cove",
        area: "Ionian",
        latitude: 38.34351,
        longitude: 20.53646,
        status: "ACTIVE",
        organized: true,
        amenities: ["sunbeds", "taverna"],
        description: "A cove for the form's tests.",
      },
    ]);
    id = beach!.id;
  });

  it("starts every fact at unknown and loads them as blank fields", async () => {
    expect(await publicAccess("form-cove")).toEqual(UNKNOWN_ACCESS);
    expect(await loadedForm(id)).toMatchObject({
      wheelchair: "",
      arrival: "",
      walk_minutes: "",
      seatrac: "",
    });
  });

  it("saves facts from a plain post, keeps every other field, and reads them back", async () => {
    const form = await loadedForm(id);
    const response = await post(id, {
      ...form,
      wheelchair: "LIMITED",
      arrival: "FOOTPATH",
      walk_minutes: "12",
      seatrac: "true",
      by_boat: "false",
      natural_shade: "true",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/beaches");
    expect(await publicAccess("form-cove")).toEqual({
      ...UNKNOWN_ACCESS,
      wheelchair: "LIMITED",
      arrival: "FOOTPATH",
      walk_minutes: 12,
      seatrac: true,
      by_boat: false,
      natural_shade: true,
    });
    expect(await stored("form-cove")).toMatchObject({
      organized: true,
      amenities: ["sunbeds", "taverna"],
      description: "A cove for the form's tests.",
      version: 2,
    });
    expect(await loadedForm(id)).toMatchObject({
      wheelchair: "LIMITED",
      arrival: "FOOTPATH",
      walk_minutes: "12",
      seatrac: "true",
      by_boat: "false",
      natural_shade: "true",
      dogs_allowed: "",
    });
  });

  it("clears a fact back to unknown when its choice is 'Not known yet'", async () => {
    const form = await loadedForm(id);
    const response = await post(id, { ...form, seatrac: "", by_boat: "", walk_minutes: "" });
    expect(response.status).toBe(302);
    expect(await publicAccess("form-cove")).toMatchObject({
      seatrac: null,
      by_boat: null,
      walk_minutes: null,
      arrival: "FOOTPATH",
      natural_shade: true,
    });
  });

  it.each([
    ["walk_minutes", { walk_minutes: "-3" }, "Walk minutes must be a whole number from 0 to 600"],
    ["walk_minutes", { walk_minutes: "601" }, "Walk minutes must be a whole number from 0 to 600"],
    [
      "walk_minutes",
      { arrival: "PAVED_ROAD", walk_minutes: "5" },
      "Walk minutes are only for 'Footpath only'",
    ],
    ["arrival", { arrival: "HELICOPTER" }, "How you get there must be one of"],
    ["seatrac", { seatrac: "maybe" }, "Must be yes, no or blank if not known"],
  ])("refuses a bad %s with its message and writes nothing", async (_, change, message) => {
    const before = await stored("form-cove");
    const response = await post(id, { ...(await loadedForm(id)), ...change });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(message);
    expect(await stored("form-cove")).toEqual(before);
  });

  it("still refuses a save from a form loaded before someone else's", async () => {
    const form = await loadedForm(id);
    expect((await post(id, { ...form, dogs_allowed: "true" })).status).toBe(302);
    const stale = await post(id, { ...form, dogs_allowed: "false" });
    expect(stale.status).toBe(409);
    expect((await publicAccess("form-cove")).dogs_allowed).toBe(true);
  });
});

describe("the CSV import", () => {
  /** A file in the format from before the access columns. */
  const withoutAccessColumns = (cells: CsvCells) =>
    csvFile([cells], CSV_COLUMNS.slice(0, CSV_COLUMNS.indexOf("wheelchair")));

  it("sets facts on a new beach and leaves the others unknown", async () => {
    await site.importCsv(
      csvFile([
        ionianBeachCells("boat-cove", {
          arrival: "boat_only",
          by_boat: "Yes",
          naturism: "FALSE",
          wheelchair: "no",
        }),
      ]),
    );
    expect(await publicAccess("boat-cove")).toEqual({
      ...UNKNOWN_ACCESS,
      arrival: "BOAT_ONLY",
      by_boat: true,
      naturism: false,
      wheelchair: "NO",
    });
  });

  it("keeps a fact on a blank cell or a missing column, and clears it on unknown", async () => {
    await site.importCsv(
      csvFile([ionianBeachCells("path-cove", { arrival: "FOOTPATH", walk_minutes: "30", seatrac: "true" })]),
    );
    // Blank cells: an update that changes the name only.
    await site.importCsv(csvFile([ionianBeachCells("path-cove", { name: "Path Cove" })]));
    expect(await publicAccess("path-cove")).toMatchObject({
      arrival: "FOOTPATH",
      walk_minutes: 30,
      seatrac: true,
    });
    await site.importCsv(withoutAccessColumns(ionianBeachCells("path-cove", { name: "Path Cove Again" })));
    expect(await stored("path-cove")).toMatchObject({
      name: "Path Cove Again",
      walkMinutes: 30,
      seatrac: true,
    });
    const cleared = await site.importCsv(
      csvFile([
        ionianBeachCells("path-cove", {
          name: "Path Cove Again",
          seatrac: "unknown",
          walk_minutes: "UNKNOWN",
        }),
      ]),
    );
    expect(cleared).toMatchObject({ updated: 1, skipped: 0 });
    expect(await publicAccess("path-cove")).toMatchObject({
      arrival: "FOOTPATH",
      walk_minutes: null,
      seatrac: null,
    });
  });

  it("counts a row whose only change is a fact as an update, and the same file again as a skip", async () => {
    await site.importCsv(csvFile([ionianBeachCells("shade-cove")]));
    const file = csvFile([ionianBeachCells("shade-cove", { natural_shade: "yes" })]);
    expect(await site.importCsv(file)).toMatchObject({ updated: 1, skipped: 0 });
    expect(await site.importCsv(file)).toMatchObject({ updated: 0, skipped: 1 });
    expect((await stored("shade-cove")).version).toBe(2);
  });

  it("refuses bad cells and minutes without a footpath, naming the column, and writes nothing", async () => {
    await site.importCsv(csvFile([ionianBeachCells("road-cove", { arrival: "PAVED_ROAD" })]));
    const before = await site.db.select().from(beaches).orderBy(beaches.id);
    const imports = site.csvImport();
    const file = csvFile([
      // The stored arrival is a paved road: minutes on foot would contradict it.
      ionianBeachCells("road-cove", { walk_minutes: "10" }),
      ionianBeachCells("new-cove", { walk_minutes: "-3", arrival: "helicopter" }),
      ionianBeachCells("dirt-cove", { walk_minutes: "10", arrival: "DIRT_ROAD" }),
      ionianBeachCells("maybe-cove", { seatrac: "maybe" }),
    ]);
    const preview = await imports.preview(file);
    expect(preview.errorList.map((error) => [error.row, error.messages])).toEqual([
      [2, [expect.stringMatching(/^walk_minutes is only for arrival=FOOTPATH/)]],
      [
        3,
        [
          expect.stringMatching(/^Invalid arrival=helicopter\. Use one of PAVED_ROAD/),
          expect.stringMatching(/^Invalid walk_minutes=-3\. Use a whole number of minutes from 0 to 600/),
        ],
      ],
      [4, [expect.stringMatching(/^walk_minutes is only for arrival=FOOTPATH/)]],
      [5, [expect.stringMatching(/^Invalid seatrac=maybe\. Use yes or no, unknown to clear it/)]],
    ]);
    const started = await imports.start({ text: file, by });
    expect(started.ok).toBe(false);
    expect(await site.db.select().from(beaches).orderBy(beaches.id)).toEqual(before);
  });

  it("exports every fact, unknown as 'unknown', and imports the export back as all skips", async () => {
    const text = await new Response(exportBeachesCsv(site.db)).text();
    const [header, ...lines] = text.trim().split("\r\n");
    // The access columns, then the two Greek ones (ADR 036).
    expect(header!.split(",").slice(-14, -2)).toEqual([
      "wheelchair",
      "arrival",
      "walk_minutes",
      "step_free_path",
      "seatrac",
      "accessible_toilets",
      "accessible_parking",
      "accessible_changing",
      "by_boat",
      "natural_shade",
      "dogs_allowed",
      "naturism",
    ]);
    const boatCove = lines.find((line) => line.startsWith("boat-cove,"))!;
    expect(boatCove.split(",").slice(-14, -2)).toEqual([
      "NO",
      "BOAT_ONLY",
      "unknown",
      "unknown",
      "unknown",
      "unknown",
      "unknown",
      "unknown",
      "yes",
      "unknown",
      "unknown",
      "no",
    ]);
    const again = await site.importCsv(text);
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: lines.length });
  });
});
