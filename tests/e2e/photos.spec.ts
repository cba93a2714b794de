import { PHOTO_HOST, PIXEL } from "./photo-host.ts";
import { expect, test } from "./fixtures.ts";
import { beachCards, waitForHydration } from "./browse-helpers.ts";
import { CHANIA, nearMeSwitch } from "./location-helpers.ts";

// Beach photos live on other hosts, outside this machine. The demo data carries no photo URLs
// (our own descriptions, no borrowed pictures), so this test gives the first two beaches of the
// Near me list photo URLs on a stand-in host, serves one picture slowly and fails the other.

test.use({ geolocation: CHANIA, permissions: ["geolocation"] });
// The failed picture is reported by Chromium as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

test("a photo fades in over its placeholder once loaded, and a broken one says 'Image unavailable'", async ({
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

  const first = beachCards(page).nth(0).locator("img");
  // Lazily loaded, and transparent over the tinted placeholder until it has arrived.
  await expect(first).toHaveAttribute("loading", "lazy");
  await expect(first).toHaveCSS("opacity", "0");
  releasePhoto();
  await expect(first).toHaveCSS("opacity", "1");
  await expect(first).toHaveCSS("transition-duration", "0.3s");

  const second = beachCards(page).nth(1);
  await expect(second.getByText("Image unavailable")).toBeVisible();
  await expect(second.locator("img")).toHaveCount(0);
});
