import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seaIn } from "#core/sea/conditions.ts";
import { distanceKm } from "#core/contract/distance.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { createDataVersion } from "../cache/data-version.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beachVerdicts, type BeachRow } from "../db/schema.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";
import { greekDays } from "../forecast/days.ts";
import { createVerdictService } from "../forecast/verdicts.ts";
import { createBeachService } from "./beach.service.ts";
import { CALM_NEARBY_RADIUS_KM, NEARBY_RADIUS_KM, type NearbyOrigin } from "./nearby.ts";

// "More beaches nearby" and "Calm nearby today" on a real database (ADR 042): the nearest public
// beaches of the beach's own area by their distance over the earth (not by name, not by the flat
// longitude/latitude order), within the radius, each with its distance and today's sea; the calm
// ones are those whose stored verdict today is calm without a caution.

const NOW = new Date("2026-07-15T07:00:00Z"); // 10:00 in Greece
const [TODAY] = greekDays(NOW);
const ORIGIN = { latitude: 35.3, longitude: 24 };
/** Degrees of latitude for `km` to the north. */
const north = (km: number) => ORIGIN.latitude + km / 111.195;
/** Degrees of longitude for `km` to the east, at the origin's latitude. */
const east = (km: number) => ORIGIN.longitude + km / (111.195 * Math.cos((ORIGIN.latitude * Math.PI) / 180));

// Named so that the alphabetical order is the reverse of the nearest order.
const SEEDS: BeachSeed[] = [
  { name: "Origin Bay", area: "Crete", ...ORIGIN },
  // 9 km east is nearer than 9.5 km north, though its flat longitude offset is the larger.
  { name: "Zeta East", area: "Crete", latitude: ORIGIN.latitude, longitude: east(9) },
  { name: "Yota North", area: "Crete", latitude: north(9.5), longitude: ORIGIN.longitude },
  { name: "Xi Cove", area: "Crete", latitude: north(20), longitude: east(20) },
  { name: "Omega Far", area: "Crete", latitude: north(35), longitude: east(25) },
  // Beyond the nearby radius, within the calm one.
  {
    name: "Alpha South",
    area: "Crete",
    latitude: ORIGIN.latitude - 70 / 111.195,
    longitude: ORIGIN.longitude,
  },
  // Beyond both.
  { name: "Beta Beyond", area: "Crete", latitude: north(90), longitude: ORIGIN.longitude },
  // Nearest of all, but another island (a ferry away) and a beach the public cannot see.
  { name: "Gavdos Strait", area: "Gavdos", latitude: north(2), longitude: ORIGIN.longitude },
  { name: "Draft Point", area: "Crete", latitude: north(1), longitude: ORIGIN.longitude, status: "DRAFT" },
];

let database: DatabaseHandle;
let rows: Map<string, BeachRow>;
let service: ReturnType<typeof createBeachService>;

const origin = (): NearbyOrigin => {
  const row = rows.get("Origin Bay")!;
  return { id: row.id, area_id: row.areaId, latitude: row.latitude, longitude: row.longitude };
};

async function setVerdicts(verdicts: Record<string, { verdict: string; caution?: "offshore-wind" }>) {
  await database.db.delete(beachVerdicts);
  const values = Object.entries(verdicts).map(([name, { verdict, caution }]) => ({
    beachId: rows.get(name)!.id,
    day: TODAY!,
    verdict,
    windFromDeg: 0,
    beaufort: 5,
    windSide: "offshore",
    caution: caution ?? null,
    validUntil: new Date(NOW.getTime() + 6 * 3_600_000),
  }));
  if (values.length > 0) await database.db.insert(beachVerdicts).values(values);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [{ name: "Crete" }, { name: "Gavdos" }]);
  rows = new Map((await insertBeaches(database.db, SEEDS)).map((row) => [row.name, row]));
  service = createBeachService({
    db: database.db,
    dataVersion: createDataVersion(database.db),
    verdicts: createVerdictService({ db: database.db, clock: () => NOW, enabled: true }),
  });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await setVerdicts({});
});

describe("More beaches nearby", () => {
  it("lists the area's public beaches nearest first by their distance over the earth, within the radius", async () => {
    const nearby = await service.nearbyBeaches(origin(), { limit: 10 });
    expect(nearby.map((beach) => beach.name)).toEqual(["Zeta East", "Yota North", "Xi Cove", "Omega Far"]);
    for (const beach of nearby) {
      expect(beach.distance_km).toBeCloseTo(distanceKm(ORIGIN, beach), 1);
      expect(beach.distance_km).toBeLessThanOrEqual(NEARBY_RADIUS_KM);
    }
    const distances = nearby.map((beach) => beach.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("offers the nearest three by default", async () => {
    const nearby = await service.nearbyBeaches(origin());
    expect(nearby.map((beach) => beach.name)).toEqual(["Zeta East", "Yota North", "Xi Cove"]);
  });

  it("carries each beach's sea today, or none where no verdict is stored", async () => {
    await setVerdicts({
      "Zeta East": { verdict: "rough" },
      "Xi Cove": { verdict: "calm", caution: "offshore-wind" },
    });
    const nearby = await service.nearbyBeaches(origin());
    expect(
      nearby.map((beach) => [beach.name, beach.sea?.verdict ?? null, beach.sea?.caution ?? null]),
    ).toEqual([
      ["Zeta East", "rough", null],
      ["Yota North", null, null],
      ["Xi Cove", "calm", "offshore-wind"],
    ]);
    expect(seaIn(nearby[0]!.sea!, ENGLISH).label).toBe("Rough today");
  });

  it("is empty for a beach with no other beach of its area within the radius", async () => {
    const far = rows.get("Beta Beyond")!;
    const nearby = await service.nearbyBeaches({
      id: far.id,
      area_id: far.areaId,
      latitude: far.latitude,
      longitude: far.longitude,
    });
    expect(nearby).toEqual([]);
  });
});

describe("Calm nearby today", () => {
  it("lists the nearest beaches calm today without a caution, nearest first, within its radius", async () => {
    await setVerdicts({
      "Origin Bay": { verdict: "rough" },
      "Zeta East": { verdict: "rough" },
      "Yota North": { verdict: "calm", caution: "offshore-wind" },
      "Xi Cove": { verdict: "choppy" },
      "Omega Far": { verdict: "calm" },
      "Alpha South": { verdict: "calm" },
      "Beta Beyond": { verdict: "calm" },
      "Gavdos Strait": { verdict: "calm" },
      "Draft Point": { verdict: "calm" },
    });
    const calm = await service.calmNearby(origin());
    expect(calm?.radiusKm).toBe(CALM_NEARBY_RADIUS_KM);
    expect(calm?.beaches.map((beach) => beach.name)).toEqual(["Omega Far", "Alpha South"]);
    expect(
      calm?.beaches.every((beach) => beach.sea && seaIn(beach.sea, ENGLISH).label === "Calm today"),
    ).toBe(true);
    expect(calm?.beaches[1]?.distance_km).toBeGreaterThan(NEARBY_RADIUS_KM);
    expect(calm?.beaches[1]?.distance_km).toBeLessThanOrEqual(CALM_NEARBY_RADIUS_KM);
  });

  it("is empty when no beach nearby is calm today, and null when no verdict can be served", async () => {
    await setVerdicts({ "Origin Bay": { verdict: "rough" }, "Zeta East": { verdict: "choppy" } });
    expect((await service.calmNearby(origin()))?.beaches).toEqual([]);
    await setVerdicts({});
    expect(await service.calmNearby(origin())).toBeNull();
  });

  it("reads only today's verdicts that are still valid", async () => {
    await setVerdicts({ "Origin Bay": { verdict: "rough" }, "Zeta East": { verdict: "calm" } });
    await database.db.insert(beachVerdicts).values({
      beachId: rows.get("Yota North")!.id,
      day: TODAY!,
      verdict: "calm",
      windFromDeg: 0,
      beaufort: 2,
      windSide: null,
      caution: null,
      validUntil: new Date(NOW.getTime() - 3_600_000),
    });
    expect((await service.calmNearby(origin()))?.beaches.map((beach) => beach.name)).toEqual(["Zeta East"]);
  });
});
