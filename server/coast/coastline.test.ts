import { describe, expect, it } from "vitest";
import { DEMO_BEACHES } from "../db/seed/demo-data.ts";
import { angleBetween, FETCH_BEARINGS, FETCH_MAX_KM, MAX_COAST_DISTANCE_M } from "./coast-geometry.ts";
import { shippedCoastline } from "./coastline.ts";

// The shipped coastline on real beaches of the demo data, whose orientation anyone can check on a
// map: each one named here lies on a coast that faces one way.

const coast = shippedCoastline();

function demoBeach(name: string) {
  const beach = DEMO_BEACHES.find((candidate) => candidate.name === name);
  if (!beach) throw new Error(`No demo beach named ${name}`);
  return coast.describe(beach.latitude, beach.longitude)!;
}

const fetchToward = (fetchKm: readonly number[], bearing: number) => fetchKm[FETCH_BEARINGS.indexOf(bearing)];

describe("the shipped coastline", () => {
  it("holds every vertex of the GSHHG cut it was built from", () => {
    expect(coast.vertexCount).toBe(139_715);
  });

  it("gives real beaches the facing of their coast, within 30 degrees", () => {
    const known: [string, number, string][] = [
      ["Elafonisi", 225, "south-west tip of Crete, open to the Libyan Sea"],
      ["Myrtos", 315, "below the cliffs of Kefalonia's north-west coast"],
      ["Canal d'Amour", 0, "Sidari, on Corfu's north coast"],
      ["Kamari", 90, "Santorini's east coast, away from the caldera"],
      ["Falassarna", 270, "Crete's west coast"],
      ["Preveli", 180, "Crete's south coast"],
      ["Vai", 90, "Crete's east end"],
      ["Kato Zakros", 90, "Crete's east coast"],
      ["Agios Gordios", 270, "Corfu's west coast"],
      ["Porto Katsiki", 270, "Lefkada's west cliffs"],
      ["Egremni", 270, "Lefkada's west cliffs"],
      ["Agia Anna", 270, "Naxos's west coast"],
      ["Sarti", 90, "the east coast of Sithonia"],
      ["Stoupa", 270, "the Mani's west coast on the Messinian Gulf"],
      ["Koukounaries", 180, "Skiathos's south coast"],
      ["Asselinos", 0, "Skiathos's north coast"],
      ["Tsilivi", 0, "Zakynthos's north-east coast"],
    ];
    const wrong = known
      .map(([name, expected, where]) => ({ name, where, expected, facing: demoBeach(name).facingDeg }))
      .filter(({ expected, facing }) => facing === null || angleBetween(facing, expected) > 30);
    expect(wrong).toEqual([]);
  });

  it("measures open sea off an open coast and little water in a closed harbour", () => {
    expect(fetchToward(demoBeach("Falassarna").fetchKm, 270)).toBe(FETCH_MAX_KM);
    expect(fetchToward(demoBeach("Elafonisi").fetchKm, 202.5)).toBe(FETCH_MAX_KM);
    // Porto Koufo, a harbour almost closed by its headlands.
    expect(Math.max(...demoBeach("Porto Koufo").fetchKm)).toBeLessThanOrEqual(2);
    // Canal d'Amour looks north over open water, and has land behind it.
    const canal = demoBeach("Canal d'Amour");
    expect(fetchToward(canal.fetchKm, 0)).toBeGreaterThan(20);
    expect(fetchToward(canal.fetchKm, 180)).toBe(0);
  });

  it("places every demo beach near the coastline, most of them within 500 m", () => {
    const facts = DEMO_BEACHES.map((beach) => coast.describe(beach.latitude, beach.longitude));
    expect(facts.every((fact) => fact !== null && fact.distanceM <= MAX_COAST_DISTANCE_M)).toBe(true);
    expect(facts.every((fact) => fact?.facingDeg !== null)).toBe(true);
    const near = facts.filter((fact) => fact && !fact.lowConfidence).length;
    expect(near / facts.length).toBeGreaterThan(0.75);
  });

  it("knows nothing of places far from any coast or outside its area", () => {
    // Inland Thessaly, and the middle of the Ionian Sea west of the coastline's area.
    expect(coast.describe(39.6, 22.0)).toBeNull();
    expect(coast.describe(37.5, 17.0)).toBeNull();
  });
});
