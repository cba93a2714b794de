import { accessSync, constants, statfsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "./scripts/lib/chromium.ts";
import { MAIN_ADMIN, PASSWORD } from "./tests/e2e/admin-accounts.ts";

// E2E runs the production build against Debian's Chromium (its headless shell where installed); a
// browser downloaded by Playwright would not work here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The map tiles come from a local stub (tests/e2e/tile-stub.mjs): no test reaches a real tile server. */
const TILE_PORT = PORT + 1000;
/** Mail goes to a real SMTP server (tests/e2e/smtp-sink.mjs); tests read it over HTTP. */
const SMTP_PORT = PORT + 2000;
const SMTP_SINK_HTTP_PORT = PORT + 2001;
/** Forecasts come from a local stand-in for Open-Meteo (tests/forecast-stub.ts), controlled over /__stub/*. */
const FORECAST_PORT = PORT + 2002;
/**
 * The back-office tests that publish beaches (the beach form, the CSV import) run against a second
 * server with a database of its own, so the public pages' tests keep seeing the demo data alone.
 */
const CONTENT_PORT = PORT + 3;
const PUBLISHING_TESTS = /admin-(beach-form|import)\.spec\.ts$/;

/**
 * Memory for Chromium's shared memory and the browsers' profiles: /dev/shm when it is a memory file
 * system with room (a 2-core test machine spent a fifth of the tier's browser time writing both to
 * disk). Workers are started after this file is read, so they and their browsers inherit TMPDIR.
 */
const SHARED_MEMORY = roomyMemoryFolder("/dev/shm");
if (SHARED_MEMORY) process.env.TMPDIR = SHARED_MEMORY;

function roomyMemoryFolder(folder: string): string | null {
  try {
    const { bavail, bsize } = statfsSync(folder);
    accessSync(folder, constants.W_OK);
    return bavail * bsize >= 2 * 1024 ** 3 ? folder : null;
  } catch {
    return null;
  }
}

const phone = {
  ...devices["Desktop Chrome"],
  viewport: { width: 375, height: 812 },
  isMobile: false,
  hasTouch: true,
};
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

/**
 * Each behaviour runs once, at the width its users mostly have: the public site at 375 px (travellers
 * on phones), the back office at 1280 px. Tests of what differs by width (layout, the drawer, the
 * sheet, overflow, axe) carry this tag in their title and run at the other width too.
 */
const BOTH_WIDTHS = /@both-widths/;
const ADMIN_TESTS = /admin-[\w-]+\.spec\.ts$/;

/** The tests of `files` on one server: all at the first width, the tagged ones at the second too. */
function atTwoWidths(
  prefix: string,
  files: { testMatch?: RegExp; testIgnore?: RegExp | RegExp[] },
  [first, second]: [{ name: string; use: object }, { name: string; use: object }],
  use: object = {},
) {
  return [
    { name: `${prefix}-${first.name}`, ...files, use: { ...first.use, ...use } },
    { name: `${prefix}-${second.name}`, ...files, grep: BOTH_WIDTHS, use: { ...second.use, ...use } },
  ];
}
const PHONE = { name: "375", use: phone };
const DESKTOP = { name: "1280", use: desktop };

/** The accounts database both e2e servers start from, made once by the first. */
const PREPARED_DATABASE = "data/e2e-prepared";

/**
 * The site on `port` over a fresh embedded database: demo data, the tests' accounts and records.
 * Without `forecast`, FORECAST=off: the back office's tests compare beach records before and after
 * a change, and a forecast arriving in between would change them.
 *
 * The first server makes the database like a new install: the first administrator made from the
 * shell as the README says, then the tests' other accounts. It keeps a copy before it starts; the
 * second server starts from that copy (Playwright starts its web servers one after another, and a
 * missing copy fails the start). Each server then migrates and loads the demo data itself.
 */
function siteServer(port: number, { forecast = true, prepare = false } = {}) {
  const folder = `data/e2e-${port}`;
  const database = prepare
    ? [
        `rm -rf ${folder} ${PREPARED_DATABASE}`,
        `npm run --silent admin:create -- --email ${MAIN_ADMIN} --password '${PASSWORD}'`,
        "node --import tsx tests/e2e/seed-e2e.ts",
        `cp -R ${folder}/pglite ${PREPARED_DATABASE}`,
      ]
    : [`rm -rf ${folder}`, `mkdir -p ${folder}`, `cp -R ${PREPARED_DATABASE} ${folder}/pglite`];
  return {
    command: [...database, "node --import tsx server/main.ts"].join(" && "),
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh database takes seconds alone, minutes on a machine busy with other work.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: `${folder}/pglite`,
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      // With {r}, as a provider with high-density tiles is configured (README, Map tiles).
      MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}{r}.png`,
      MAP_ATTRIBUTION: "Test tiles",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: "Greek Beaches <no-reply@greekbeaches.example>",
      // The import's test hook: a file of this name fails inside its applying transaction.
      IMPORT_FAULT_FILE_NAME: "fault-injection.csv",
      OPEN_METEO_URL: `http://127.0.0.1:${FORECAST_PORT}`,
      OPEN_METEO_MARINE_URL: `http://127.0.0.1:${FORECAST_PORT}`,
      FORECAST: forecast ? "on" : "off",
    },
    stdout: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it at the start, and the vitest tiers' reports sit beside it.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: true,
  globalSetup: "./tests/e2e/admin-session.ts",
  retries: 0,
  // One browser per core: each worker's Chromium takes about a core while a page renders, and the site
  // servers, the runner and the stand-ins share what is left.
  workers: Math.max(1, availableParallelism()),
  // Sized for a busy 2-core machine, where a page load with hydration can take seconds: time for
  // the slowest step, not a retry.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing count line of `npm test` (scripts/test-all.mjs).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of every failure: its actions, console and network, without the screencast or the
    // DOM snapshots, whose recording at every step cost about a seventh of the tier's time (the
    // failure's own page snapshot is written beside the trace all the same).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // A service worker would precache the whole app in every test's browser and hide requests from
    // page.route; the offline tests opt back in.
    serviceWorkers: "block",
    // One browser context and page per worker, emptied between tests (tests/e2e/fixtures.ts says
    // what is put back): a fresh context per test started a renderer process and compiled the
    // site's scripts again, about 0.9 CPU-seconds of the first page of every test. A test that sets
    // other context options (a language, a position, scripts off) still gets a context of its own.
    reuseContext: true,
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: CHROMIUM_ARGS,
      // Playwright tells Chromium to keep its shared memory in the temporary folder, for containers
      // whose /dev/shm is tiny; where /dev/shm is large memory, it is used, as Chromium would.
      ...(SHARED_MEMORY ? { ignoreDefaultArgs: ["--disable-dev-shm-usage"] } : {}),
    },
  },
  projects: [
    ...atTwoWidths("public", { testIgnore: ADMIN_TESTS }, [PHONE, DESKTOP]),
    ...atTwoWidths("admin", { testMatch: ADMIN_TESTS, testIgnore: PUBLISHING_TESTS }, [DESKTOP, PHONE]),
    ...atTwoWidths("content", { testMatch: PUBLISHING_TESTS }, [DESKTOP, PHONE], {
      baseURL: `http://127.0.0.1:${CONTENT_PORT}`,
    }),
  ],
  webServer: [
    {
      command: "node tests/e2e/tile-stub.mjs",
      url: `http://127.0.0.1:${TILE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { TILE_STUB_PORT: String(TILE_PORT) },
    },
    {
      command: "node tests/e2e/smtp-sink.mjs",
      url: `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
    },
    {
      command: "node --import tsx tests/forecast-stub.ts",
      url: `http://127.0.0.1:${FORECAST_PORT}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { FORECAST_STUB_PORT: String(FORECAST_PORT) },
    },
    siteServer(PORT, { prepare: true }),
    siteServer(CONTENT_PORT, { forecast: false }),
  ],
});
