import { existsSync } from "node:fs";

// Debian's Chromium with the flags this machine needs: without the
// background-networking flags it keeps trying to reach Google, which the closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's build of Chromium's headless shell (package chromium-headless-shell): no browser window at all. */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser of the e2e tier: CHROMIUM_PATH when set, else Debian's headless shell when installed
 * (scripts/ensure-chromium.ts installs it), else the full Chromium. The shell is the same engine
 * without the browser's own interface; its browser process spends about half the CPU of the full
 * one's per page a test opens (docs/decisions/050).
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/**
 * The features Playwright's launcher turns off itself (playwright-core 1.65). Chromium keeps only the
 * last `--disable-features` it is given, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "ThirdPartyStoragePartitioning",
];

/**
 * Recent Chromium draws its address bar's suggestion popups as web pages of their own, loaded ahead
 * in every new window, headless too: each test's browser context then started two more renderer
 * processes, busy for as long as the page under test. Nothing here uses an address bar
 * (tests/e2e/test-browser.spec.ts checks that no such page is loaded).
 */
const ADDRESS_BAR_POPUPS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(",")}`,
];
