import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_FLAGS } from "#core/access/access.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { distanceKmSql, publicColumns, toPublicBeach, type PublicBeachRow } from "../beaches/beach-sql.ts";
import type { DatabaseHandle } from "./client.ts";
import { packedRows } from "./packed-rows.ts";
import { areas, beaches } from "./schema.ts";
import { insertAreas, insertBeaches } from "./seed/factories.ts";

// A row read packed as one JSON value is the row the plain selection reads: every column's value,
// null or not, of every type the public beach has, on whichever database the tests run on.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [{ name: "Crete", name_el: "Κρήτη" }, { name: "Milos" }]);
  const flags = (value: boolean | null) => Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, value]));
  await insertBeaches(database.db, [
    {
      name: `Elafonisi "pink" \\ sand`,
      area: "Crete",
      latitude: 35.27112345678901,
      longitude: 23.54123456789012,
      description: 'Quotes ", backslashes \\, a tab\t, a new line\n, «Greek» ΑΒΓ άέ and 🏖️.',
      name_el: "Ελαφονήσι",
      description_el: "Ροζ άμμος",
      type: "SANDY",
      wave_conditions: "CALM",
      parking: "LARGE_LOT",
      organized: true,
      blue_flag: true,
      amenities: ["sunbeds", "taverna", "showers"],
      photo_url: "https://example.org/a.jpg?x=1&y=2",
      photo_source: "Someone, CC BY-SA 4.0",
      source: "osm:way/123",
      verified_at: "2026-05-22T10:11:12.345Z",
      updated_at: "2026-11-30T01:34:30.334Z",
      facing_override_deg: 359.6,
      access: { wheelchair: "LIMITED", arrival: "FOOTPATH", walk_minutes: 12, ...flags(true) },
    },
    {
      name: "Sarakiniko",
      area: "Milos",
      latitude: 36.7,
      longitude: 24.5,
      description: "",
      amenities: [],
      verified_at: null,
      photo_url: null,
      photo_source: null,
      source: null,
      access: { ...flags(false) },
    },
    { name: "Plain", area: "Milos", latitude: -0.5, longitude: 0 },
  ]);
  // A facing of its own, computed from the coast, as a beach's row holds it.
  await database.db
    .update(beaches)
    .set({ facingDeg: 271.25, fetchKm: [1.5, null as unknown as number, 2.25, 0.1] })
    .where(eq(beaches.name, "Sarakiniko"));
});
afterAll(async () => {
  await database.close();
});

describe("rows read packed", () => {
  it("are the rows the plain selection reads, a computed distance included", async () => {
    const distance = distanceKmSql({ latitude: 37.98, longitude: 23.72 });
    const selection = {
      ...publicColumns,
      distanceKm: distance,
      // An array of reals with a gap, and a computed value read through mapWith.
      fetchKm: beaches.fetchKm,
      changed: sql<Date>`${beaches.updatedAt}`.mapWith((value: string | Date) => new Date(value)),
    };
    const packed = packedRows<PublicBeachRow>(selection);
    const plain = (await database.db
      .select(selection)
      .from(beaches)
      .innerJoin(areas, eq(areas.id, beaches.areaId))
      .orderBy(asc(beaches.id))) as unknown as PublicBeachRow[];
    const unpacked = (
      await database.db
        .select({ row: packed.packed })
        .from(beaches)
        .innerJoin(areas, eq(areas.id, beaches.areaId))
        .orderBy(asc(beaches.id))
    ).map(({ row }) => packed.unpack(row));
    expect(plain).toHaveLength(3);
    expect(unpacked).toEqual(plain);
    // As the API and the pages give them.
    expect(unpacked.map(toPublicBeach)).toEqual(plain.map(toPublicBeach));
    expect(unpacked[0]!.updatedAt).toBeInstanceOf(Date);
    expect(unpacked[0]!.amenities).toEqual(["sunbeds", "taverna", "showers"]);
    expect((unpacked[1] as unknown as { fetchKm: unknown }).fetchKm).toEqual([1.5, null, 2.25, 0.1]);
    expect((unpacked[0] as unknown as { changed: unknown }).changed).toBeInstanceOf(Date);
  });
});
