import type { Locator, Page } from "@playwright/test";
import { MAIN_ADMIN, PASSWORD } from "./admin-accounts.ts";
import { ADMIN_REFUSALS, openAdminLink } from "./admin-helpers.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { closeToast, expect, test as base } from "./fixtures.ts";
import { E2E_OSM_BEACHES, startOsmSite } from "./osm-seed.ts";

// The back office's OpenStreetMap queue in Chromium: the latest run's headline, the lists by tab and
// area, publishing all complete drafts (their draft area with them) until the public site shows them,
// and publishing a selection before any script has run. Each browser project gets a server of its own
// (tests/e2e/osm-seed.ts) on a database holding the queue, since publishing changes what the public
// pages' tests on the shared servers would see.

const TILE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;

const test = base.extend<object, { osmSite: { url: string; sessionFile: string } }>({
  osmSite: [
    async ({ playwright }, use, info) => {
      const site = await startOsmSite({
        email: MAIN_ADMIN,
        password: PASSWORD,
        logFile: `${info.project.outputDir}/osm-site-${info.project.name}.log`,
        tileUrl: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}{r}.png`,
      });
      try {
        // Signed in once through the sign-in API, as the other back-office tests' global setup does.
        const sessionFile = `${info.project.outputDir}/osm-session-${info.project.name}.json`;
        const context = await playwright.request.newContext({
          baseURL: site.url,
          extraHTTPHeaders: { Origin: site.url },
        });
        const response = await context.post("/api/auth/sign-in/email", {
          data: { email: MAIN_ADMIN, password: PASSWORD },
        });
        expect(response.status(), "signing in on the queue's own server").toBe(200);
        await context.storageState({ path: sessionFile });
        await context.dispose();
        await use({ url: site.url, sessionFile });
      } finally {
        await site.stop();
      }
    },
    // Migrating, seeding and starting a server takes a while on a busy machine.
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ osmSite }, use) => use(osmSite.url),
  storageState: async ({ osmSite }, use) => use(osmSite.sessionFile),
});

test.use({ allowedConsoleErrors: ADMIN_REFUSALS });
// One server per worker, and the tests change its data: they run in order, in one worker.
test.describe.configure({ mode: "serial" });

/** The queue's row of a beach. */
const rowOf = (page: Page, name: string): Locator =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });

/** Presses Tab until `target` has the focus: it is reachable by keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Not reached by Tab");
}

/** The page is hydrated once the select-all box, which needs a script, is there. */
async function hydrated(page: Page) {
  await expect(page.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
}

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("a selection is published by a plain form post, and what is incomplete is left with its reason", async ({
    page,
  }) => {
    await page.goto("/admin/openstreetmap");
    // Nothing ticked: the page says what to do.
    await page.getByRole("button", { name: "Publish selected" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Nothing selected: Select the beaches to publish, or publish all complete ones.",
    );

    await page.getByRole("checkbox", { name: "Select Tsigrado" }).check();
    await page.getByRole("checkbox", { name: "Select Firiplaka" }).check();
    await page.getByRole("button", { name: "Publish selected" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Published:/ })).toHaveText(
      "Published: 1 beach is now public. Not published: 1 needs a type first (no surface in OpenStreetMap).",
    );
    // Tsigrado left the new drafts; Firiplaka waits for its type.
    await expect(rowOf(page, "Tsigrado")).toHaveCount(0);
    await expect(
      rowOf(page, "Firiplaka").getByRole("checkbox", { name: "Select Firiplaka" }),
    ).not.toBeChecked();
  });
});

test(
  "the headline, the lists, and publishing all complete drafts until the public site shows them",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/admin");
    await openAdminLink(page, "OpenStreetMap");
    await expect(page).toHaveURL(/\/admin\/openstreetmap$/);
    await expect(page.getByRole("heading", { name: "From OpenStreetMap", level: 1 })).toBeVisible();
    await expect(
      page.getByText("From OpenStreetMap: 2,431 new, 112 linked, 37 changed upstream, 9 gone", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText(/^greece-latest\.osm\.pbf, imported Nov 30, 2026/)).toBeVisible();
    await expect(page.getByText("Not imported: 14 inland (lakes and rivers), 3 unnamed.")).toBeVisible();
    await hydrated(page);
    await expectNoSeriousA11yViolations(page);
    // Nothing is wider than the screen, at 375 px too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // New drafts by default: the beaches the import made, not the linked or published ones.
    const tabs = page.getByRole("navigation", { name: "Which beaches" });
    await expect(tabs.getByRole("link", { name: /^New drafts/ })).toHaveAttribute("aria-current", "page");
    // (Tsigrado is published already at 1280 px, by the test above.)
    for (const name of ["Achivadolimni", "Kaladi", "Chalkos", ...E2E_OSM_BEACHES.needsType])
      await expect(rowOf(page, name)).toBeVisible();
    await expect(page.getByRole("link", { name: "Sarakiniko", exact: true })).toHaveCount(0);

    // Needs a look: each reason in words, in the row of its beach.
    await tabs.getByRole("link", { name: /^Needs a look/ }).click();
    await expect(page).toHaveURL(/\/admin\/openstreetmap\?show=review$/);
    await expect(tabs.getByRole("link", { name: /^Needs a look/ })).toHaveAttribute("aria-current", "page");
    const firiplaka = rowOf(page, "Firiplaka");
    await expect(
      firiplaka.getByText("No surface in OpenStreetMap: set the type").filter({ visible: true }),
    ).toBeVisible();
    await expect(
      rowOf(page, "Tsigrado").getByText("Facing unclear: check it").filter({ visible: true }),
    ).toBeVisible();
    await expect(rowOf(page, "Achivadolimni")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // By area: the choice is in the address, and only that area's beaches are listed.
    await hydrated(page);
    await page.getByLabel("Area").selectOption({ label: "Kythira (3)" });
    await expect(page).toHaveURL(/\/admin\/openstreetmap\?show=review&area=\d+$/);
    await expect(rowOf(page, "Kapsali")).toBeVisible();
    await expect(rowOf(page, "Firiplaka")).toHaveCount(0);

    await tabs.getByRole("link", { name: /^Gone/ }).click();
    await expect(page).toHaveURL(/\?show=gone&area=\d+$/);
    await expect(page.getByText("No beach is gone from the newest extract.")).toBeVisible();
    await page.getByLabel("Area").selectOption({ label: "All areas" });
    await expect(page).toHaveURL(/\/admin\/openstreetmap\?show=gone$/);
    await expect(
      rowOf(page, "Papafragas").getByText("Gone from the newest extract").filter({ visible: true }),
    ).toBeVisible();

    // Publishing every complete draft: the count on the button is the count published.
    await tabs.getByRole("link", { name: /^New drafts/ }).click();
    await expect(page).toHaveURL(/\/admin\/openstreetmap$/);
    await hydrated(page);
    const publishAll = page.getByRole("button", { name: /^Publish all complete \(\d+\)$/ });
    const complete = Number(/\((\d+)\)/.exec((await publishAll.textContent()) ?? "")?.[1]);
    expect(complete).toBeGreaterThan(0);
    // By keyboard: a row's box ticks with Space, its name's link is next; the button publishes with Enter.
    const box = page.getByRole("checkbox", { name: "Select Kaladi" });
    await tabTo(page, box);
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await page.keyboard.press("Space");
    await expect(box).not.toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Kaladi", exact: true })).toBeFocused();
    await publishAll.focus();
    await page.keyboard.press("Enter");
    const notifications = page.getByRole("region", { name: /^Notifications/ });
    await expect(notifications.getByText("Published", { exact: true })).toBeVisible();
    await expect(
      notifications.getByText(
        `${complete} beaches are now public. The area Kythira was a draft and is now public too.`,
      ),
    ).toBeVisible();
    await closeToast(page);
    await expect(page.getByRole("button", { name: "Publish all complete (0)" })).toBeDisabled();
    // What is left are the drafts waiting for a type.
    for (const name of E2E_OSM_BEACHES.needsType) await expect(rowOf(page, name)).toBeVisible();
    await expect(rowOf(page, "Kaladi")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The map below the table has a pin for each listed beach.
    await page.getByRole("region", { name: "On the map" }).scrollIntoViewIfNeeded();
    const map = page.getByRole("region", { name: "Map of the listed beaches" });
    await expect(map.getByRole("img", { name: "Kapsali" })).toBeAttached();
    await expect(map.getByRole("img", { name: "Firiplaka" })).toBeAttached();

    // The public site has the beach, in its area, which is public now too.
    await page.goto("/kythira/kaladi");
    await expect(page.getByRole("heading", { name: "Kaladi", level: 1 })).toBeVisible();
    await page.goto("/kythira");
    await expect(page.getByRole("heading", { name: /Kythira/, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Chalkos/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Kapsali/ })).toHaveCount(0);
  },
);
