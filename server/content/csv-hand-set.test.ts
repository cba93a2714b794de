import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvLine } from "#core/contract/csv-row.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { csvFile } from "#tests/csv-file.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { beachCoast } from "../coast/beach-coast.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { insertAreas } from "../db/seed/factories.ts";
import { createApp } from "../http/app.ts";
import { createCsvImport } from "./csv-import.ts";

// The CSV's facing_deg and sheltered_from columns (ADR 034): a number sets the administrator's facing
// and a blank cell clears it (the coastline's facing again); compass points set the sheltered
// sectors and a blank cell clears them; a file without a column keeps what is stored. A moved beach
// gets its fetch and distance worked out again while the facing set by hand stays.

/** Positions of demo beaches whose facing is known (see coastline.test.ts). */
const MYRTOS = { latitude: "38.34351", longitude: "20.53646" };
const KAMARI = { latitude: "36.37615", longitude: "25.48063" };

const by = { id: "", email: "editor@example.com", name: "editor", role: "admin" };
const clock = () => new Date("2026-11-25T09:00:00Z");

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [{ name: "Ionian", status: "ACTIVE" }]);
  server = await startTestServer(createApp({ db: database.db }));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const stored = async (slug: string) =>
  (await database.db.select().from(beaches).where(eq(beaches.slug, slug)))[0]!;

const publicFacing = async (slug: string) => {
  const { status, body } = await server.getJson<PublicBeach>(`/api/v1/beaches/${slug}`);
  expect(status).toBe(200);
  return body.facing_deg;
};

const computed = (position: { latitude: string; longitude: string }) =>
  beachCoast(Number(position.latitude), Number(position.longitude));

describe("the CSV import", () => {
  const row = (slug: string, position: { latitude: string; longitude: string }, more = {}) => ({
    slug,
    name: `Imported ${slug}`,
    area: "Ionian",
    type: "SANDY",
    parking: "NONE",
    status: "ACTIVE",
    ...position,
    ...more,
  });
  const importFile = async (text: string) => {
    const imports = createCsvImport({ db: database.db, clock });
    const started = await imports.start({ text, by });
    if (!started.ok) throw new Error(`refused: ${JSON.stringify(started.preview.errorList)}`);
    await started.done;
    return imports.getRun(started.runId);
  };
  /** A file in the format from before the facing_deg and sheltered_from columns. */
  const withoutHandSetColumns = (cells: Record<string, string>) => {
    const columns = CSV_COLUMNS.filter((column) => column !== "facing_deg" && column !== "sheltered_from");
    return csvLine(columns) + csvLine(columns.map((column) => cells[column] ?? ""));
  };

  it("sets the facing by hand, keeps it through a move, keeps it when the file has no such column, and clears it on a blank cell", async () => {
    await importFile(csvFile([row("harbour-cove", MYRTOS, { facing_deg: "45", sheltered_from: "N;NE" })]));
    expect(await stored("harbour-cove")).toMatchObject({
      facingOverrideDeg: 45,
      facingDeg: 45,
      shelteredFrom: [0, 2],
    });
    expect(await publicFacing("harbour-cove")).toBe(45);

    // A file without the columns that moves the beach: fetch and distance are worked out again.
    await importFile(withoutHandSetColumns(row("harbour-cove", KAMARI)));
    expect(await stored("harbour-cove")).toMatchObject({
      latitude: Number(KAMARI.latitude),
      facingOverrideDeg: 45,
      facingDeg: 45,
      shelteredFrom: [0, 2],
      fetchKm: computed(KAMARI).fetchKm,
    });

    // The same file with the columns, blank: the coastline's facing, no sectors.
    await importFile(csvFile([row("harbour-cove", KAMARI)]));
    expect(await stored("harbour-cove")).toMatchObject({
      facingOverrideDeg: null,
      facingDeg: computed(KAMARI).facingDeg,
      shelteredFrom: null,
    });
  });

  it("counts a row whose only change is the facing as an update, and the same file again as a skip", async () => {
    await importFile(csvFile([row("quiet-cove", MYRTOS)]));
    expect(await importFile(csvFile([row("quiet-cove", MYRTOS, { facing_deg: "300.25" })]))).toMatchObject({
      updated: 1,
      skipped: 0,
    });
    expect(await stored("quiet-cove")).toMatchObject({ facingOverrideDeg: 300.3, facingDeg: 300.3 });
    expect(await importFile(csvFile([row("quiet-cove", MYRTOS, { facing_deg: "300.3" })]))).toMatchObject({
      updated: 0,
      skipped: 1,
    });
  });

  it("refuses a bad facing or sector with a message naming the column", async () => {
    const imports = createCsvImport({ db: database.db, clock });
    const preview = await imports.preview(
      csvFile([
        row("bad-one", MYRTOS, { facing_deg: "400" }),
        row("bad-two", MYRTOS, { facing_deg: "-5" }),
        row("bad-three", MYRTOS, { facing_deg: "north" }),
        row("bad-four", MYRTOS, { sheltered_from: "N,north" }),
      ]),
    );
    expect(preview.errors).toBe(4);
    expect(preview.errorList.map((error) => [error.slug, error.messages])).toEqual([
      ["bad-one", [expect.stringMatching(/^facing_deg must be a number of degrees from 0 to 359.9/)]],
      ["bad-two", [expect.stringMatching(/^facing_deg must be/)]],
      ["bad-three", [expect.stringMatching(/^facing_deg must be/)]],
      ["bad-four", [expect.stringMatching(/^Invalid sheltered_from: north\./)]],
    ]);
  });
});
