import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { documentMarker, markDocument, waitForHydration } from "./browse-helpers.ts";
import { DEMO_BEACHES, type DemoBeach } from "#server/db/seed/demo-data.ts";
import { slugify } from "#core/contract/slug-from-name.ts";
import { startProductionServer, type RunningServer } from "#scripts/lib/production-server.ts";

// Offline and installable (ADR 008): the service worker
// keeps visited pages readable without a network, answers other pages with the offline page, and
// offers a new version with 'New version available! Refresh to update?'.

/**
 * Offline, Chromium logs every request that cannot go out, and map tiles (another host) cannot. The
 * site's own files must all come from the service worker: a failed one fails the test.
 */
const test = base.extend<{ siteRequestFailures: string[] }>({
  allowedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
  siteRequestFailures: [
    async ({ page }, use) => {
      const failures: string[] = [];
      page.on("requestfailed", (request) => {
        // A prefetch cancelled because the page moved on is not a failure.
        if (request.failure()?.errorText === "net::ERR_ABORTED") return;
        const url = new URL(request.url());
        if (url.origin === new URL(page.url()).origin) failures.push(url.pathname);
      });
      await use(failures);
      expect(failures, "requests for the site's own files that failed").toEqual([]);
    },
    { auto: true },
  ],
});

// Other specs may block service workers; these need them.
test.use({ serviceWorkers: "allow" });

function demo(name: string): DemoBeach {
  const found = DEMO_BEACHES.find((beach) => beach.name === name);
  if (!found) throw new Error(`no demo beach ${name}`);
  return found;
}

const ELAFONISI = demo("Elafonisi");
const BEACH_PATH = `/${slugify(ELAFONISI.area)}/${slugify(ELAFONISI.name)}`;
const AREA_PATH = `/${slugify(ELAFONISI.area)}`;
/** An area page no test visits before going offline. */
const UNVISITED_PATH = "/rhodes";
/** The beach page's title, as the offline page lists it. */
const BEACH_TITLE = `${ELAFONISI.name}, ${ELAFONISI.area}`;
/** The description's opening. */
const DESCRIPTION_START = ELAFONISI.description.slice(0, 120);

const UPDATE_PROMPT = "New version available! Refresh to update?";

const beachHeading = (page: Page) => page.getByRole("heading", { level: 1, name: ELAFONISI.name });
const areaHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: `Find Your Perfect Beach in ${ELAFONISI.area}` });

/** Waits until a service worker controls the page and holds the document of `path`. */
async function waitForOfflineCopy(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() =>
      page.evaluate(async (url) => (await caches.match(url, { cacheName: "pages" })) !== undefined, path),
    )
    .toBe(true);
}

/** The site's service worker registration, as the page sees it. */
function registration(page: Page) {
  return page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { active: found?.active != null, waiting: found?.waiting != null };
  });
}

async function openBeachOnline(page: Page) {
  const response = await page.goto(BEACH_PATH);
  expect(response?.status()).toBe(200);
  await expect(beachHeading(page)).toBeVisible();
  await waitForOfflineCopy(page, BEACH_PATH);
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test("a visited beach page reads offline after a reload: heading and description", async ({
  page,
  context,
}) => {
  // The phone's share sheet, recorded.
  await page.addInitScript(() => {
    const shared: string[] = [];
    (window as unknown as { __shared: string[] }).__shared = shared;
    Navigator.prototype.share = (data?: ShareData) => {
      shared.push(data?.url ?? "");
      return Promise.resolve();
    };
  });
  await openBeachOnline(page);
  await goOffline(context);

  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(beachHeading(page)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(DESCRIPTION_START);
  // The app still starts from the precached scripts: Share answers.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Share this beach" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared))
    .toEqual([page.url()]);
});

test("offline, Share without the phone's share sheet opens the share dialog with the page's link", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
  });
  await openBeachOnline(page);
  await goOffline(context);

  await page.reload();
  await expect(beachHeading(page)).toBeVisible();
  await waitForHydration(page);
  // The dialog's code is loaded on demand: it must come from the precache.
  await page.getByRole("button", { name: "Share this beach" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this beach" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Link" })).toHaveValue(page.url());
});

test("a page never visited shows the offline page, which lists the visited ones and opens them", async ({
  page,
  context,
}) => {
  await openBeachOnline(page);
  await goOffline(context);

  await page.goto(UNVISITED_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page).toHaveTitle("You are offline · Greek Beaches");
  const saved = page.getByRole("list").filter({ has: page.getByRole("link", { name: BEACH_TITLE }) });
  await expect(saved.getByRole("link", { name: BEACH_TITLE })).toHaveAttribute("href", BEACH_PATH);
  await expect(page.getByText("No pages have been saved on this device yet.")).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await saved.getByRole("link", { name: BEACH_TITLE }).click();
  await expect(beachHeading(page)).toBeVisible();
  await expect(page).toHaveURL(BEACH_PATH);
});

test("client-side navigation between pages visited before works offline, without loading a document", async ({
  page,
  context,
}) => {
  await openBeachOnline(page);
  await waitForHydration(page);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  // Online: beach -> area -> beach, each a client-side navigation the worker sees.
  await breadcrumb.getByRole("link", { name: ELAFONISI.area, exact: true }).click();
  await expect(areaHeading(page)).toBeVisible();
  await page.getByRole("link", { name: ELAFONISI.name, exact: true }).click();
  await expect(beachHeading(page)).toBeVisible();
  // The area page reached by a link is kept as a document too.
  await waitForOfflineCopy(page, AREA_PATH);

  await goOffline(context);
  await markDocument(page);
  await breadcrumb.getByRole("link", { name: ELAFONISI.area, exact: true }).click();
  await expect(areaHeading(page)).toBeVisible();
  await expect(page).toHaveURL(AREA_PATH);
  await page.getByRole("link", { name: ELAFONISI.name, exact: true }).click();
  await expect(beachHeading(page)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(DESCRIPTION_START);
  expect(await documentMarker(page), "no document was loaded").toBe(1);

  // And the area page opens from the address bar.
  await page.goto(AREA_PATH);
  await expect(areaHeading(page)).toBeVisible();
});

test("the offline page is set in the site's font", async ({ page, context }) => {
  const fontOf = (selector: string) =>
    page.evaluate((target) => getComputedStyle(document.querySelector(target)!).fontFamily, selector);
  await openBeachOnline(page);
  const siteFont = await fontOf("body");
  const headingFont = await fontOf("h1");
  expect(siteFont).toBe(headingFont);

  await goOffline(context);
  await page.goto(UNVISITED_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  expect(await fontOf("body")).toBe(siteFont);
  expect(await fontOf("h1")).toBe(siteFont);
  expect(await fontOf("button")).toBe(siteFont);
});

test("the offline page with nothing saved says so", async ({ page, context }) => {
  await page.goto("/about");
  await waitForOfflineCopy(page, "/about");
  // As on a device where every saved page has expired.
  await page.evaluate(() => caches.delete("pages"));
  await goOffline(context);
  await page.goto(UNVISITED_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("No pages have been saved on this device yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe("a new version", () => {
  // A deploy replaces sw.js on the server. Playwright cannot intercept the browser's own check for a
  // new worker script, and the shared e2e server must not change under the other tests, so this test
  // runs its own server over a copy of the client build, whose sw.js it then edits.
  let folder: string;
  let server: RunningServer;
  let swFile: string;
  // The prompt's staying power is the subject: toasts keep their own timer here, run by the clock.
  test.use({ toastTimer: true });

  test.beforeAll(async () => {
    const build = resolve(process.env.BUILD_DIR ?? "build");
    folder = mkdtempSync("build-sw-update-");
    symlinkSync(join(build, "server"), join(folder, "server"), "dir");
    cpSync(join(build, "client"), join(folder, "client"), { recursive: true });
    swFile = join(folder, "client", "sw.js");
    server = await startProductionServer({ dataDir: join(folder, "pglite"), buildDir: folder });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test("is offered in its words, waits for an answer, and Refresh activates it", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto(`${server.base}${AREA_PATH}`);
    await expect(areaHeading(page)).toBeVisible();
    await waitForOfflineCopy(page, AREA_PATH);
    expect(await registration(page)).toEqual({ active: true, waiting: false });
    const prompt = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
    await expect(prompt).toHaveCount(0);

    // The next version's build no longer has this stylesheet, which the saved area page names.
    const source = readFileSync(swFile, "utf8");
    const stylesheet = /"url":"(assets\/root-[^"]+\.css)"/.exec(source)?.[1];
    expect(stylesheet).toBeDefined();
    const entry = new RegExp(`\\{"revision":null,"url":"${stylesheet}"\\},?`);
    writeFileSync(swFile, source.replace(entry, ""));
    // What the browser does by itself on the next navigation or after a day.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(prompt).toContainText(UPDATE_PROMPT);
    // Unlike other toasts it stays past 5 s, until the visitor answers.
    await page.clock.runFor(5500);
    await expect(prompt).toContainText(UPDATE_PROMPT);
    expect(await registration(page)).toEqual({ active: true, waiting: true });

    await markDocument(page);
    await prompt.getByRole("button", { name: "Refresh" }).click();
    await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined);
    await expect(areaHeading(page)).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await registration(page)).toEqual({ active: true, waiting: false });
    await expect(prompt).toHaveCount(0);

    // The page saved under the old version still gets its styles offline, with the browser's HTTP
    // cache gone as a phone evicts it.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await context.setOffline(true);
    await page.reload();
    await expect(areaHeading(page)).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(253, 249, 240)");
  });

  test("is not offered on a first visit", async ({ page }) => {
    await page.goto(`${server.base}/about`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByText(UPDATE_PROMPT)).toHaveCount(0);
  });
});
