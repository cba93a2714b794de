import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { distanceKm } from "#core/contract/distance.ts";
import {
  callsPerDay,
  cellOf,
  cellSql,
  marineCellOf,
  marineCellSql,
  MARINE_OFFSET_KM,
  offshorePosition,
} from "./grid.ts";

// The forecast grid's arithmetic, and the same arithmetic in SQL (what the service stores and joins
// by) giving the same cells for every demo beach.

describe("the forecast grid", () => {
  it("puts a position in its quarter-degree cell, edges included in the cell above", () => {
    expect(cellOf({ latitude: 37.97, longitude: 23.72 })).toEqual({ cellLat: 151, cellLng: 94 });
    expect(cellOf({ latitude: 38, longitude: 23.75 })).toEqual({ cellLat: 152, cellLng: 95 });
    expect(cellOf({ latitude: 37.999999, longitude: 23.749999 })).toEqual({ cellLat: 151, cellLng: 94 });
  });

  it("shares one cell among beaches a few kilometres apart and not among beaches across it", () => {
    const a = cellOf({ latitude: 36.41, longitude: 25.41 });
    expect(cellOf({ latitude: 36.45, longitude: 25.46 })).toEqual(a);
    expect(cellOf({ latitude: 36.51, longitude: 25.41 })).not.toEqual(a);
  });

  it("moves the marine point the same distance out to sea along the facing", () => {
    const beach = { latitude: 35.27142, longitude: 23.5409 };
    for (const facing of [0, 45, 90, 135, 180, 225, 270, 315, 359.9]) {
      const out = offshorePosition(beach, facing);
      expect(distanceKm(beach, out)).toBeCloseTo(MARINE_OFFSET_KM, 1);
    }
    const north = offshorePosition(beach, 0);
    expect(north.latitude).toBeGreaterThan(beach.latitude);
    expect(north.longitude).toBeCloseTo(beach.longitude, 9);
    const southWest = offshorePosition(beach, 225);
    expect(southWest.latitude).toBeLessThan(beach.latitude);
    expect(southWest.longitude).toBeLessThan(beach.longitude);
  });

  it("gives a beach whose facing is unknown no marine cell", () => {
    expect(marineCellOf({ latitude: 37, longitude: 25 }, null)).toBeNull();
    // A north-facing beach near a cell's top edge reads the sea from the cell above.
    expect(marineCellOf({ latitude: 37.24, longitude: 25.1 }, 0)).toEqual({ cellLat: 149, cellLng: 100 });
    expect(marineCellOf({ latitude: 37.24, longitude: 25.1 }, 180)).toEqual({ cellLat: 148, cellLng: 100 });
  });

  it("counts one call per point and refresh", () => {
    expect(callsPerDay(462, 3)).toBe(3_696);
    expect(callsPerDay(124, 3)).toBe(992);
    expect(callsPerDay(10, 1)).toBe(240);
  });
});

describe("the grid in SQL", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it("finds the same wind and marine cells as the arithmetic above for every demo beach", async () => {
    const wind = cellSql(beaches.latitude, beaches.longitude);
    const marine = marineCellSql(beaches.latitude, beaches.longitude, beaches.facingDeg);
    const rows = await database.db
      .select({
        latitude: beaches.latitude,
        longitude: beaches.longitude,
        facingDeg: beaches.facingDeg,
        windLat: sql<number>`${wind.cellLat}`,
        windLng: sql<number>`${wind.cellLng}`,
        marineLat: sql<number | null>`${marine.cellLat}`,
        marineLng: sql<number | null>`${marine.cellLng}`,
      })
      .from(beaches);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect({ cellLat: row.windLat, cellLng: row.windLng }).toEqual(cellOf(row));
      const expected = marineCellOf(row, row.facingDeg);
      expect(expected === null ? null : { cellLat: row.marineLat, cellLng: row.marineLng }).toEqual(expected);
    }
  });
});
