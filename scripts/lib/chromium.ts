// Debian's Chromium with the flags this machine needs: without the
// background-networking flags it keeps trying to reach Google, which the closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
