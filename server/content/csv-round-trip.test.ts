import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AMENITY_IDS } from "#core/contract/amenities.ts";
import { PHOTO_URL_MAX } from "#core/contract/area-schema.ts";
import {
  BEACH_DESCRIPTION_MAX,
  BEACH_NAME_MAX,
  BEACH_PHOTO_SOURCE_MAX,
  BEACH_SOURCE_MAX,
} from "#core/contract/beach-schema.ts";
import { generateAdminSlug } from "#core/contract/slug-from-name.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { replaceDirectory } from "../db/seed/load.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { generateSyntheticDirectory } from "../db/seed/synthetic.ts";
import { exportBeachesCsv } from "./csv-export.ts";
import { createCsvImport } from "./csv-import.ts";

// Export then import of the same file is a no-op on every directory the product can hold: the demo
// data, a synthetic directory, and records at the edges of what the beach form accepts. Every row
// is a 'skip', nothing is created or refused, and the tables are exactly as before.

let database: DatabaseHandle;
const clock = () => new Date("2026-11-24T12:00:00Z");
const by = { id: "", email: "round-trip@example.com", name: "round trip", role: "admin" };

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.close();
});

async function directory() {
  return {
    areas: await database.db.select().from(areas).orderBy(asc(areas.id)),
    beaches: await database.db.select().from(beaches).orderBy(asc(beaches.id)),
  };
}

/** Exports, previews and imports the export; the preview and the run must both change nothing. */
async function expectRoundTripIsNoOp() {
  const before = await directory();
  const text = await new Response(exportBeachesCsv(database.db)).text();
  const imports = createCsvImport({ db: database.db, clock });

  const preview = await imports.preview(text);
  expect(preview.errorList).toEqual([]);
  expect(preview).toMatchObject({
    total: before.beaches.length,
    create: 0,
    update: 0,
    skip: before.beaches.length,
    errors: 0,
  });

  const started = await imports.start({ text, by });
  if (!started.ok) throw new Error(`refused: ${JSON.stringify(started.preview.errorList)}`);
  await started.done;
  const run = await imports.getRun(started.runId);
  expect(run).toMatchObject({ status: "done", created: 0, updated: 0, skipped: before.beaches.length });
  expect(await directory()).toEqual(before);
  return { rows: before.beaches.length };
}

// Seeding and a full import take seconds alone and far longer on a busy machine.
describe("exporting and importing the same file changes nothing", { timeout: 120_000 }, () => {
  it("on the demo directory, two-letter beach names included", async () => {
    await seedDemoData(database.db);
    const [xi] = await database.db.select().from(beaches).where(eq(beaches.name, "Xi"));
    expect(xi?.slug).toBe("xi");
    const { rows } = await expectRoundTripIsNoOp();
    expect(rows).toBeGreaterThan(100);
  });

  it("on a synthetic directory of 2,000 beaches in 40 areas, every status present", async () => {
    await replaceDirectory(database.db, generateSyntheticDirectory({ beaches: 2000, areas: 40, seed: 7 }));
    const { rows } = await expectRoundTripIsNoOp();
    expect(rows).toBe(2000);
  });

  it("on records at the edges of what the beach and area forms accept", async () => {
    const long = (length: number, start: string) => start + "x".repeat(length - start.length);
    // The area form does not ask for unique names: two areas may share one, in any case.
    await insertAreas(database.db, [
      { name: "Agios Nikolaos", slug: "agios-nikolaos" },
      { name: "AGIOS NIKOLAOS", slug: "agios-nikolaos-2" },
      { name: "=Formula Island", slug: "formula-island", status: "HIDDEN" },
      { name: "Κως", slug: "kos" },
    ]);
    await insertBeaches(database.db, [
      // A facing set by hand at the bottom of its range, and one sheltered sector.
      {
        name: "Xi",
        slug: generateAdminSlug("Xi"),
        area: "Agios Nikolaos",
        latitude: 38.1,
        longitude: 20.4,
        facing_override_deg: 0,
        sheltered_from: [8],
        // Every access fact known: a footpath at the bottom of the minutes' range, every flag yes.
        access: {
          wheelchair: "YES",
          arrival: "FOOTPATH",
          walk_minutes: 0,
          step_free_path: true,
          seatrac: true,
          accessible_toilets: true,
          accessible_parking: true,
          accessible_changing: true,
          by_boat: true,
          natural_shade: true,
          dogs_allowed: true,
          naturism: true,
        },
      },
      // A name of the minimum length whose generated slug is one character.
      {
        name: "A.",
        slug: generateAdminSlug("A."),
        area: "AGIOS NIKOLAOS",
        latitude: -90,
        longitude: 180,
        status: "DRAFT",
      },
      {
        name: long(BEACH_NAME_MAX, "'"),
        slug: "a".repeat(120),
        area: "=Formula Island",
        latitude: 36.1234567890123,
        longitude: -179.99999999,
        description: long(BEACH_DESCRIPTION_MAX, '=SUM(A1), "quoted",\r\nsecond line\nthird\t'),
        photo_url: long(PHOTO_URL_MAX, "https://photos.example/"),
        photo_source: long(BEACH_PHOTO_SOURCE_MAX, "@credit "),
        source: long(BEACH_SOURCE_MAX, "-source "),
        amenities: AMENITY_IDS,
        organized: true,
        blue_flag: true,
        type: "MIXED",
        wave_conditions: "SURFABLE",
        parking: "LARGE_LOT",
        verified_at: "2025-06-01T08:30:00.123+03:00",
        status: "HIDDEN",
        // Greek texts at the top of their limits, a formula start, quotes and line breaks included.
        name_el: long(BEACH_NAME_MAX, "=Όνομα "),
        description_el: long(BEACH_DESCRIPTION_MAX, '=Περιγραφή, "σε εισαγωγικά",\r\nδεύτερη γραμμή\n'),
        // The top of the facing's range, and sheltered from every wind.
        facing_override_deg: 359.9,
        sheltered_from: [...Array(16).keys()],
        // The top of the minutes' range, every flag no; the other records leave every fact unknown.
        access: {
          wheelchair: "LIMITED",
          arrival: "FOOTPATH",
          walk_minutes: 600,
          step_free_path: false,
          seatrac: false,
          accessible_toilets: false,
          accessible_parking: false,
          accessible_changing: false,
          by_boat: false,
          natural_shade: false,
          dogs_allowed: false,
          naturism: false,
        },
      },
      {
        name: "Ξι",
        slug: "xi-2",
        area: "Κως",
        latitude: 36.9,
        longitude: 27.3,
        description: "+30 210 000",
        access: { wheelchair: "NO", arrival: "BOAT_ONLY" },
        name_el: "Ξι",
        description_el: "Μικρή παραλία με κόκκινη άμμο.",
      },
    ]);
    await expectRoundTripIsNoOp();
    const audit = await database.db.select().from(auditLog);
    expect(audit.map((entry) => entry.action)).toEqual(["beaches_imported"]);
  });
});
