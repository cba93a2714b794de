import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the React Router plugin stays out of tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: [
            "core/**/*.test.ts",
            // Every test of the app, wherever it sits (routes, components, lib, the service worker).
            "app/**/*.test.ts",
            "server/db/seed/**/*.test.ts",
            // The coastline's geometry: pure, no database.
            "server/coast/coast*.test.ts",
            // The OpenStreetMap reader: files in a temporary folder, no database.
            "server/osm/**/*.unit.test.ts",
            // What the caches keep and drop: plain values, no database.
            "server/cache/**/*.unit.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["server/**/*.test.ts"],
          exclude: [
            "server/db/seed/**",
            "server/coast/coast*.test.ts",
            "server/osm/**/*.unit.test.ts",
            "server/cache/**/*.unit.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          // Each file gets its own database copy; PGlite is memory hungry, so keep parallelism modest.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
