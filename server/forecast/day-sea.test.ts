import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CALM_VERDICTS, SEA_CAUTIONS, WIND_SIDES } from "#core/sea/calm.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches, beachVerdicts, type BeachRow } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { greekDays } from "./days.ts";
import { createVerdictService, type StoredSea } from "./verdicts.ts";

// The day's verdicts the map colours its pins and cells with, held in memory per forecast version
// (verdicts.ts, daySea): every stored value comes back as it was written, a change to the verdicts is
// seen by the next request, and a beach without a valid verdict has none.

const NOW = new Date("2026-07-15T07:20:00Z"); // 10:20 in Greece
const [TODAY, TOMORROW] = greekDays(NOW);
const LATER = new Date(NOW.getTime() + 6 * 3_600_000);

let database: DatabaseHandle;
let rows: BeachRow[];
let verdicts: ReturnType<typeof createVerdictService>;

/** Every value each field can hold at its ends, and each absence, spread over the beaches. */
const seas: StoredSea[] = [
  { verdict: "calm", windFromDeg: 0, beaufort: 0, windSide: "onshore", caution: null },
  { verdict: "calm", windFromDeg: 359, beaufort: 12, windSide: "offshore", caution: "offshore-wind" },
  { verdict: "choppy", windFromDeg: 180, beaufort: 4, windSide: "cross-shore", caution: null },
  { verdict: "rough", windFromDeg: 45, beaufort: 7, windSide: "onshore", caution: null },
  { verdict: "unknown", windFromDeg: null, beaufort: null, windSide: null, caution: null },
  { verdict: "calm", windFromDeg: 271, beaufort: 1, windSide: null, caution: null },
];

async function store(day: string, values: StoredSea[], validUntil = LATER) {
  await database.db
    .insert(beachVerdicts)
    .values(values.map((sea, index) => ({ beachId: rows[index]!.id, day, ...sea, validUntil })));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [{ name: "Crete" }]);
  rows = await insertBeaches(
    database.db,
    Array.from({ length: 8 }, (_, index) => ({
      name: `Beach ${index}`,
      area: "Crete",
      latitude: 35 + index / 100,
      longitude: 24,
    })),
  );
  verdicts = createVerdictService({ db: database.db, clock: () => NOW, enabled: true });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(beachVerdicts);
});

describe("the day's sea of every beach", () => {
  it("is none before any verdict is stored, or when the stored ones are no longer valid", async () => {
    expect(await verdicts.daySea("today")).toBeNull();
    // Judged at the start of the hour, as every answer of that hour is.
    await store(TODAY!, seas, new Date("2026-07-15T06:59:00Z"));
    expect(await verdicts.daySea("today")).toBeNull();
  });

  it("gives back each beach's verdict, wind and caution as stored, and nothing for a beach without one", async () => {
    // The lists the packing relies on still hold what the table's checks allow.
    expect(CALM_VERDICTS.length).toBeLessThanOrEqual(4);
    expect(SEA_CAUTIONS.length).toBeLessThanOrEqual(3);
    expect(WIND_SIDES.length).toBeLessThanOrEqual(3);
    await store(TODAY!, seas);
    const sea = await verdicts.daySea("today");
    expect(sea?.window).toMatchObject({ day: "today", date: TODAY });
    seas.forEach((stored, index) => expect(sea!.of(rows[index]!.id), rows[index]!.name).toEqual(stored));
    expect(sea!.of(rows[7]!.id)).toBeUndefined();
    expect(sea!.of(-1)).toBeUndefined();
  });

  it("counts the verdicts of any beaches, a beach without one as no verdict, and calm ones with a caution apart", async () => {
    await store(TODAY!, seas);
    const sea = await verdicts.daySea("today");
    expect(sea!.tally(rows.map((row) => row.id))).toEqual({
      verdicts: { calm: 3, choppy: 1, rough: 1, unknown: 3 },
      calmCaution: 1,
    });
    expect(sea!.tally([])).toEqual({
      verdicts: { calm: 0, choppy: 0, rough: 0, unknown: 0 },
      calmCaution: 0,
    });
  });

  it("says which beaches are calm, and reads the same when the ids lie far apart", async () => {
    await store(TODAY!, seas);
    const sea = await verdicts.daySea("today");
    const calm = (of: typeof sea) => rows.map((row) => of!.isCalm(row.id));
    const calmBefore = calm(sea);
    expect(calmBefore).toEqual([true, true, false, false, false, true, false, false]);
    expect(sea!.isCalm(-1)).toBe(false);

    // One beach's id far above the others': the verdicts are then held by id in a hash.
    const far = 50_000_000;
    const moved = rows[5]!;
    await database.db.delete(beachVerdicts);
    await database.db.update(beaches).set({ id: far }).where(eq(beaches.id, moved.id));
    try {
      rows[5] = { ...moved, id: far };
      await store(TODAY!, seas);
      const sparse = await verdicts.daySea("today");
      expect(calm(sparse)).toEqual(calmBefore);
      expect(sparse!.of(far)).toEqual(seas[5]);
      expect(sparse!.of(moved.id)).toBeUndefined();
      expect(sparse!.tally(rows.map((row) => row.id))).toEqual(
        sea!.tally(rows.map((row, index) => (index === 5 ? moved.id : row.id))),
      );
    } finally {
      await database.db.delete(beachVerdicts);
      await database.db.update(beaches).set({ id: moved.id }).where(eq(beaches.id, far));
      rows[5] = moved;
    }
  });

  it("reads tomorrow's verdicts apart from today's", async () => {
    await store(TODAY!, seas);
    await store(TOMORROW!, [{ ...seas[3]!, verdict: "calm" }]);
    const tomorrow = await verdicts.daySea("tomorrow");
    expect(tomorrow?.window).toMatchObject({ day: "tomorrow", date: TOMORROW });
    expect(tomorrow!.of(rows[0]!.id)?.verdict).toBe("calm");
    expect(tomorrow!.of(rows[1]!.id)).toBeUndefined();
    expect((await verdicts.daySea("today"))!.of(rows[0]!.id)?.verdict).toBe("calm");
  });

  it("follows a change to the verdicts at once, and is not read again for a change to a beach", async () => {
    await store(TODAY!, seas);
    const before = await verdicts.daySea("today");
    await database.db
      .update(beachVerdicts)
      .set({ verdict: "rough", caution: null })
      .where(eq(beachVerdicts.beachId, rows[1]!.id));
    const after = await verdicts.daySea("today");
    expect(after!.of(rows[1]!.id)).toMatchObject({ verdict: "rough", caution: null });

    await database.db.update(beaches).set({ name: "Beach renamed" }).where(eq(beaches.id, rows[0]!.id));
    expect(await verdicts.daySea("today")).toBe(after);
    expect(before).not.toBe(after);
  });

  it("is none when the forecast is off", async () => {
    await store(TODAY!, seas);
    const off = createVerdictService({ db: database.db, clock: () => NOW, enabled: false });
    expect(await off.daySea("today")).toBeNull();
  });
});
