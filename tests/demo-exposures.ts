// Demo beaches' coast facts for the calm verdict's tests (core/sea/calm.test.ts, core/sea/conditions.test.ts).
import type { BeachExposure } from "#core/sea/calm.ts";

// Demo beaches as the shipped coastline describes them: facing (whole degrees) and fetch (km, in
// FETCH_BEARINGS order: N, NNE, NE, ...) from shippedCoastline().describe(latitude, longitude) in
// server/coast/coastline.ts, at the positions in server/db/seed/demo-data.ts.
export const ELAFONISI: BeachExposure = {
  // South-west tip of Crete: open to the south and west, Crete behind it to the north and east.
  facingDeg: 218,
  fetchKm: [0, 0, 0, 0, 0, 0, 0, 50, 50, 50, 0.2, 0.2, 0.4, 50, 0.1, 0],
};
export const CANAL_D_AMOUR: BeachExposure = {
  // Sidari, on Corfu's north coast: open water to the north, Corfu behind it.
  facingDeg: 9,
  fetchKm: [36, 30.5, 26.4, 24.6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 50, 0.1, 0.1],
};
export const MYRTOS: BeachExposure = {
  // Below the cliffs of Kefalonia's north-west coast: open sea to the west-north-west and north-west.
  facingDeg: 302,
  fetchKm: [0.6, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8.1, 50, 50, 0.8],
};
export const BALOS: BeachExposure = {
  // The lagoon behind Cape Tigani, Gramvousa peninsula, Crete: under a kilometre of water every way.
  facingDeg: 40,
  fetchKm: [0.2, 0.6, 0.3, 0.2, 0.1, 0.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0.1],
};
export const PORTO_KOUFO: BeachExposure = {
  // A harbour on Sithonia almost closed by its headlands.
  facingDeg: 282,
  fetchKm: [0, 0, 0, 0, 0, 0, 0, 0, 0.2, 0.2, 0.3, 0.3, 0.8, 0.6, 0.8, 0.7],
};
export const FALASSARNA: BeachExposure = {
  // Crete's west coast, open to the west.
  facingDeg: 270,
  fetchKm: [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 1.9, 50, 50, 50, 50, 13.5, 1.1],
};
export const PREVELI: BeachExposure = {
  // Crete's south coast, open to the Libyan Sea.
  facingDeg: 166,
  fetchKm: [0, 0, 0, 0.1, 0.5, 5.7, 34.3, 50, 50, 50, 0, 0, 0, 0, 0, 0],
};
