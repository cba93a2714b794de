import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { beachCards, cardNames, horizontalOverflow, PAGE_SIZE, waitForHydration } from "./browse-helpers.ts";
import {
  apiNearestBeaches,
  CHANIA,
  cardDistances,
  emulateGeolocationTimeout,
  emulateSlowGeolocation,
  expectNearMeStatus,
  expectToast,
  nearMeSwitch,
  toastRegion,
  toasts,
} from "./location-helpers.ts";

// Near me: the switch, the distance sort, the location
// toast, the error banner that says a failure once and the switch going back off. Geolocation is Playwright's emulation;
// with no permission granted, headless Chromium denies the request at once.

// Controls whose effect moves content under the pointer (a banner or notice going away, a link that
// navigates) are pressed with the keyboard: a pointer left resting on a beach card would prefetch
// that beach (hover intent), which is not what these tests are about.

const DENIED_MESSAGE = "Location access denied. Please enable location services.";
const BANNER_TEXT = "Location access failed. Distance sorting and badges are disabled.";

/** The number a card shows for a distance ('11 km', or '0.4 km' under 1 km). */
const formatKm = (km: number) => (km < 1 ? Number(km.toFixed(1)) : Math.round(km));

const banner = (page: Page) => page.getByRole("alert").filter({ hasText: BANNER_TEXT });

async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
  await expect(nearMeSwitch(page)).toBeVisible();
}

/** Every URL the page's main frame shows, so a test can tell coordinates never entered one. */
function recordPageUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function grantLocation(context: BrowserContext) {
  await context.setGeolocation(CHANIA);
  await context.grantPermissions(["geolocation"]);
}

test.describe("with location granted near Chania", () => {
  test.use({ geolocation: CHANIA, permissions: ["geolocation"] });

  test("turning Near me on sorts by distance, and off goes back to name order", async ({ page, request }) => {
    const urls = recordPageUrls(page);
    await openHome(page);
    await expectNearMeStatus(page, "Off");
    const byName = await cardNames(page);

    await nearMeSwitch(page).click();
    await expect(page).toHaveURL(/nearMe=true/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      nearMe: "true",
      sort: "distance.asc",
    });
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await expectNearMeStatus(page, "On");
    await expect(nearMeSwitch(page)).toBeChecked();
    await expect(page.getByText("sorted by distance", { exact: true })).toBeVisible();

    // The same order as the API gives for these coordinates, nearest first, each with its distance.
    const expected = await apiNearestBeaches(request, CHANIA);
    await expect(
      beachCards(page)
        .first()
        .getByText(/^\d+(\.\d)? km/),
    ).toBeVisible();
    expect(await cardNames(page)).toEqual(expected.map((beach) => beach.name));
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(PAGE_SIZE);
    expect(distances.every((km) => km !== null)).toBe(true);
    const numbers = distances as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers).toEqual(expected.map((beach) => formatKm(beach.distance_km)));

    await nearMeSwitch(page).click();
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expectNearMeStatus(page, "Off");
    await expect(page.getByText("sorted by distance", { exact: true })).toBeHidden();
    expect(await cardNames(page)).toEqual(byName);
    expect((await cardDistances(page)).every((km) => km === null)).toBe(true);

    // The position stays in the browser: no page URL ever carried it.
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).not.toMatch(/lat=|lng=|35\.51|24\.02/);
    }
  });

  test("F8 moves focus to the notifications and Escape closes the toast", async ({ page }) => {
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await expect(toasts(page)).toHaveCount(1);

    await page.keyboard.press("F8");
    await expect
      .poll(() => toastRegion(page).evaluate((region) => region.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(toasts(page)).toHaveCount(0);
    // Closing the toast changed nothing else.
    await expect(page).toHaveURL(/nearMe=true/);
  });

  test("the close button closes the toast", async ({ page }) => {
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await toastRegion(page).getByRole("button", { name: "Close notification" }).press("Enter");
    await expect(toasts(page)).toHaveCount(0);
  });
  test.describe("with the toast's own timer", () => {
    test.use({ toastTimer: true });

    test("the toast closes itself 5 s after it shows", async ({ page }) => {
      await page.clock.install();
      await openHome(page);
      // From here the page's time moves only when the test says.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await nearMeSwitch(page).click();
      await expectToast(page, "Location found", "Using your location to show nearby beaches.");
      await page.clock.runFor(4_800);
      await expect(toasts(page)).toHaveCount(1);
      await page.clock.runFor(400);
      await expect(toasts(page)).toHaveCount(0);
    });
  });

  test("a swipe to the right of more than 50 px dismisses the toast", async ({ page }) => {
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    const box = await toasts(page).first().boundingBox();
    if (!box) throw new Error("the toast has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + 20 + step * 15, y);
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a slow answer shows 'Getting location...' until the position arrives", async ({ page }) => {
    await emulateSlowGeolocation(page, CHANIA, 1500);
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectNearMeStatus(page, "Getting location...");
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await expectNearMeStatus(page, "On");
    expect((await cardDistances(page)).every((km) => km !== null)).toBe(true);
  });

  test("a shared distance-sorted link gets the location and shows distances", async ({ page, request }) => {
    await page.goto("/?nearMe=true&sort=distance.asc");
    await waitForHydration(page);
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await expect(
      beachCards(page)
        .first()
        .getByText(/^\d+(\.\d)? km/),
    ).toBeVisible();
    const expected = await apiNearestBeaches(request, CHANIA);
    expect(await cardNames(page)).toEqual(expected.map((beach) => beach.name));
    await expect(page.getByText("sorted by distance", { exact: true })).toBeVisible();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      nearMe: "true",
      sort: "distance.asc",
    });
  });

  test("on an area page Near me sorts that area's beaches by distance", async ({ page, request }) => {
    await page.goto("/crete");
    await waitForHydration(page);
    await nearMeSwitch(page).click();
    await expect(page).toHaveURL(/\/crete\?(?=.*nearMe=true)(?=.*sort=distance\.asc)/);
    await expect(
      beachCards(page)
        .first()
        .getByText(/^\d+(\.\d)? km/),
    ).toBeVisible();
    const expected = await apiNearestBeaches(request, CHANIA, "crete");
    expect(expected.every((beach) => beach.area === "Crete")).toBe(true);
    expect(await cardNames(page)).toEqual(expected.map((beach) => beach.name));
    const distances = await cardDistances(page);
    expect(distances).toEqual(expected.map((beach) => formatKm(beach.distance_km)));
  });
});

/** Near me says a failed location once, in the banner: no toast, no second line, the switch off. */
async function expectFailureSaidOnce(page: Page, reason: string) {
  await expect(banner(page)).toBeVisible();
  await expect(page.getByText(BANNER_TEXT, { exact: true })).toHaveCount(1);
  await expect(page.getByText(reason, { exact: true })).toHaveCount(1);
  await expect(banner(page).getByText(reason, { exact: true })).toBeVisible();
  await expect(nearMeSwitch(page)).not.toBeChecked();
  await expectNearMeStatus(page, "Off");
  await expect(page.getByText("Location blocked in browser settings.")).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
}

test.describe("with location denied", () => {
  test("turning Near me on says the denial once, turns Near me back off, and Dismiss hides it", async ({
    page,
  }) => {
    await openHome(page);
    const byName = await cardNames(page);
    await nearMeSwitch(page).click();

    await expectFailureSaidOnce(page, DENIED_MESSAGE);
    // The list is back in the order it had before, without distances.
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect.poll(() => cardNames(page)).toEqual(byName);
    expect((await cardDistances(page)).every((km) => km === null)).toBe(true);
    await expect(page.getByText("sorted by distance", { exact: true })).toBeHidden();

    await banner(page).getByRole("button", { name: "Dismiss" }).press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.getByText(DENIED_MESSAGE)).toHaveCount(0);
    await expect(nearMeSwitch(page)).not.toBeChecked();
  });

  test("a name order chosen before Near me comes back after the denial", async ({ page }) => {
    await openHome(page, "/?sort=name.desc");
    const byName = await cardNames(page);
    await nearMeSwitch(page).click();
    await expectFailureSaidOnce(page, DENIED_MESSAGE);
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ sort: "name.desc" });
    await expect.poll(() => cardNames(page)).toEqual(byName);
  });

  test("Retry after granting permission turns Near me on and shows distances", async ({ page, context }) => {
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectFailureSaidOnce(page, DENIED_MESSAGE);

    await grantLocation(context);
    await banner(page).getByRole("button", { name: "Retry" }).press("Enter");

    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await expect(toasts(page)).toHaveCount(1);
    await expect(banner(page)).toBeHidden();
    await expectNearMeStatus(page, "On");
    await expect(nearMeSwitch(page)).toBeChecked();
    await expect(page.getByText("sorted by distance", { exact: true })).toBeVisible();
    await expect(
      beachCards(page)
        .first()
        .getByText(/^\d+(\.\d)? km/),
    ).toBeVisible();
    expect((await cardDistances(page)).every((km) => km !== null)).toBe(true);
    expect(page.url()).not.toMatch(/lat=|lng=/);
  });

  test("the All Filters sheet offers a Retry that uses a newly granted location", async ({
    page,
    context,
  }) => {
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectFailureSaidOnce(page, DENIED_MESSAGE);

    await page.getByRole("button", { name: /All Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "All Filters" });
    await expect(sheet).toBeVisible();
    const denial = sheet.getByText(
      "Location access denied. Enable location services to find nearby beaches.",
      { exact: true },
    );
    await expect(denial).toBeVisible();

    await grantLocation(context);
    await sheet.getByRole("button", { name: "Retry" }).click();
    await expect(denial).toBeHidden();
    // The toast stays clear of the sheet's footer buttons.
    await sheet.getByRole("button", { name: "Cancel" }).click();
    await expect(sheet).toBeHidden();
    // While the modal sheet was open the rest of the page, toasts included, was hidden from the
    // accessibility tree; the success toast is there once it closes.
    await expectToast(page, "Location found", "Using your location to show nearby beaches.");
    await expect(banner(page)).toBeHidden();
    await expectNearMeStatus(page, "On");
    await expect(
      beachCards(page)
        .first()
        .getByText(/^\d+(\.\d)? km/),
    ).toBeVisible();
  });

  test("a distance-sorted link opened without location goes back to name order with Near me off", async ({
    page,
  }) => {
    await page.goto("/?nearMe=true&sort=distance.asc");
    await waitForHydration(page);
    await expectFailureSaidOnce(page, DENIED_MESSAGE);
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
    await expect(page.getByText("sorted by distance", { exact: true })).toBeHidden();
  });

  test(
    "the home with the location banner has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await openHome(page);
      await nearMeSwitch(page).click();
      await expect(banner(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    },
  );
});

test.describe("when the location request times out", () => {
  test("the banner says so once and Near me goes back off", async ({ page }) => {
    await emulateGeolocationTimeout(page);
    await openHome(page);
    await nearMeSwitch(page).click();
    await expectFailureSaidOnce(page, "Location request timed out.");
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });
});

/**
 * The page's loads of a list of beaches: from the JSON API (the distance-sorted list) or through the
 * server loader, whose data holds a list too (client-side navigations and revalidations). Beach
 * cards fetch their pages ahead (Sec-Purpose: prefetch); those are not loads of the list.
 */
function recordListLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.headers()["sec-purpose"]?.includes("prefetch")) return;
    if (url.pathname === "/api/v1/beaches" || url.pathname.endsWith(".data")) urls.push(request.url());
  });
  return urls;
}

test.describe("the distance-sorted list is fetched once", () => {
  test.use({ geolocation: CHANIA, permissions: ["geolocation"] });

  for (const path of ["/", "/crete"]) {
    test(`when Near me is turned on (${path})`, async ({ page }) => {
      await openHome(page, path);
      const loads = recordListLoads(page);
      await nearMeSwitch(page).click();
      await expectToast(page, "Location found", "Using your location to show nearby beaches.");
      await expect(page.getByText("sorted by distance", { exact: true })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(loads).toHaveLength(1);
      expect(new URL(loads[0]!).pathname).toBe("/api/v1/beaches");
    });
  }

  test("when a shared distance-sorted link gets the location", async ({ page }) => {
    const loads = recordListLoads(page);
    await openHome(page, "/?nearMe=true&sort=distance.asc");
    await expect(page.getByText("sorted by distance", { exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(loads).toHaveLength(1);
    expect(new URL(loads[0]!).pathname).toBe("/api/v1/beaches");
  });
});
