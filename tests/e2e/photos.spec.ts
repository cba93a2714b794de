import type { Locator, Page } from "@playwright/test";
import { giveBalosAPhoto, PHOTO_HOST, PIXEL } from "./photo-host.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { apiPage, beachCards, waitForHydration } from "./browse-helpers.ts";
import { CHANIA, nearMeSwitch } from "./location-helpers.ts";
import { compassPoint } from "#core/pages/illustration.ts";

// Pictures of beaches: a photo where an administrator gave one, else the beach's own illustration.
// Beach photos live on other hosts, outside this machine, and the demo data carries no photo URLs
// (our own descriptions, no borrowed pictures): the photo tests give beaches photo URLs on a
// stand-in host in the data the browser receives.

/** The picture box at the top of a card: the photo's box, which holds the illustration when there is none. */
const cardPicture = (card: Locator) => card.locator(":scope > div").first();

async function ratioOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.width / box.height;
}

/** Layout shifts since the page started, as Chromium counts them for CLS. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

test.describe("photos", () => {
  test.use({ geolocation: CHANIA, permissions: ["geolocation"] });
  // The failed picture is reported by Chromium as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a photo fades in within a box of its size once loaded; a broken one gives way to the beach's illustration", async ({
    page,
  }) => {
    await page.route("**/api/v1/beaches?*", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { photo_url: string | null }[] };
      body.items.forEach((beach, index) => {
        if (index === 0) beach.photo_url = `${PHOTO_HOST}/ok.png`;
        if (index === 1) beach.photo_url = `${PHOTO_HOST}/missing.png`;
      });
      await route.fulfill({ response, json: body });
    });
    let releasePhoto = () => {};
    const photoHeld = new Promise<void>((resolve) => (releasePhoto = resolve));
    await page.route(`${PHOTO_HOST}/**`, async (route) => {
      if (route.request().url().endsWith("/missing.png")) return route.fulfill({ status: 404 });
      await photoHeld;
      return route.fulfill({ contentType: "image/png", body: PIXEL });
    });

    await page.goto("/");
    await waitForHydration(page);
    await nearMeSwitch(page).click();
    await expect(page).toHaveURL(/nearMe=true/);

    const firstCard = beachCards(page).nth(0);
    const first = firstCard.locator("img");
    // Lazily loaded, and transparent over the tinted box until it has arrived; the box has the
    // photo's size before, so nothing moves when it comes.
    await expect(first).toHaveAttribute("loading", "lazy");
    await expect(first).toHaveCSS("opacity", "0");
    const before = (await cardPicture(firstCard).boundingBox())!;
    expect(before.width / before.height).toBeCloseTo(400 / 225, 1);
    releasePhoto();
    await expect(first).toHaveCSS("opacity", "1");
    await expect(first).toHaveCSS("transition-duration", "0.3s");
    expect(await cardPicture(firstCard).boundingBox()).toEqual(before);
    await expect(firstCard.getByTestId("illustration")).toHaveCount(0);

    // A picture of the beach rather than a broken-image icon, and a word on why it is not the photo.
    const second = beachCards(page).nth(1);
    await expect(second.getByText("Photo unavailable")).toBeVisible();
    await expect(second.getByTestId("illustration")).toBeVisible();
    await expect(second.locator("img")).toHaveCount(0);
  });

  test("a beach with a photo shows the photo, with its credit, on its page", async ({ page }) => {
    await giveBalosAPhoto(page, `${PHOTO_HOST}/balos.png`);
    await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));

    await page.goto("/crete");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Balos", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Balos" })).toBeVisible();
    const photo = page.getByRole("img", { name: "Balos, Crete" });
    await expect(photo).toHaveAttribute("src", `${PHOTO_HOST}/balos.png`);
    await expect(photo).toHaveCSS("opacity", "1");
    await expect(page.getByText("Photo: Jane Doe")).toBeVisible();
    await expect(page.getByRole("main").getByRole("figure").getByTestId("illustration")).toHaveCount(0);
  });

  test("a beach whose photo fails shows its illustration on its page, without the photo's credit", async ({
    page,
  }) => {
    await giveBalosAPhoto(page, `${PHOTO_HOST}/missing.png`);
    let failPhoto = () => {};
    const photoHeld = new Promise<void>((resolve) => (failPhoto = resolve));
    await page.route(`${PHOTO_HOST}/**`, async (route) => {
      await photoHeld;
      return route.fulfill({ status: 404 });
    });

    await page.goto("/crete");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Balos", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Balos" })).toBeVisible();
    const figure = page.getByRole("main").getByRole("figure").first();
    // While the photo loads, its credit is under it.
    await expect(figure.getByRole("img", { name: "Balos, Crete" })).toBeAttached();
    await expect(figure.getByText("Photo: Jane Doe")).toBeVisible();

    failPhoto();
    await expect(figure.getByText("Photo unavailable", { exact: true })).toBeVisible();
    await expect(figure.getByTestId("illustration")).toBeVisible();
    await expect(figure.getByRole("img", { name: "Balos, Crete" })).toHaveCount(0);
    // The credit was the photo's, and the photo is not shown.
    await expect(page.getByText("Photo: Jane Doe")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("illustrations", () => {
  test(
    "cards without photos show each beach's own picture, in a box of the photo's size, with its facing in words",
    { tag: "@both-widths" },
    async ({ page, request }) => {
      await recordLayoutShifts(page);
      const expected = (await apiPage(request)).items as unknown as {
        name: string;
        photo_url: string | null;
        facing_deg: number | null;
      }[];
      expect(expected.every((beach) => beach.photo_url === null)).toBe(true);

      await page.goto("/");
      const cards = beachCards(page);
      await expect(cards).toHaveCount(expected.length);
      const drawings: string[] = [];
      for (const [index, beach] of expected.slice(0, 3).entries()) {
        const card = cards.nth(index);
        const picture = card.getByTestId("illustration");
        await expect(picture).toBeVisible();
        // Decorative: the card names the beach and says its type in words.
        await expect(picture).toHaveAttribute("aria-hidden", "true");
        expect(await ratioOf(cardPicture(card))).toBeCloseTo(400 / 225, 1);
        drawings.push(await picture.evaluate((element) => element.outerHTML));
        if (beach.facing_deg !== null) {
          const point = compassPoint(beach.facing_deg);
          await expect(card.getByText(`Faces ${point.short}`, { exact: true })).toBeVisible();
          await expect(card.getByText(`Faces ${point.name}`, { exact: true })).toBeAttached();
        }
      }
      expect(new Set(drawings).size).toBe(drawings.length);
      // Served in the page, drawn before the scripts run: nothing moves as the page loads.
      await waitForHydration(page);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await expectNoSeriousA11yViolations(page);
    },
  );

  test("the same beach draws the same picture on the server and after a client-side navigation", async ({
    page,
  }) => {
    await page.goto("/crete/balos");
    const served = await page
      .getByRole("main")
      .getByTestId("illustration")
      .first()
      .evaluate((e) => `${e.getAttribute("viewBox")} ${e.innerHTML}`);
    await page.goto("/crete");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Balos", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Balos" })).toBeVisible();
    const drawn = await page
      .getByRole("main")
      .getByTestId("illustration")
      .first()
      .evaluate((e) => `${e.getAttribute("viewBox")} ${e.innerHTML}`);
    expect(drawn).toBe(served);
  });

  // At the public site's width, a phone's first screen (375x812).
  // (The area page's is in areas.spec.ts.)
  test("the home page shows the first beach's name, under its picture, on the first screen", async ({
    page,
  }) => {
    expect(page.viewportSize()).toEqual({ width: 375, height: 812 });
    await page.goto("/");
    const name = beachCards(page).first().getByRole("heading");
    await expect(name).toBeVisible();
    const box = (await name.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
  });
});

test.describe("link previews", () => {
  test("a beach page and an area page name an og:image card that the server draws", async ({
    page,
    request,
  }) => {
    for (const path of ["/crete/balos", "/crete"]) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image, path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og\/crete(\/balos)?\.png\?v=[0-9a-z]+$/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      const response = await request.get(image!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });
});
