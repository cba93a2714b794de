import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { ADMIN_REFUSALS, SIGNED_IN } from "./admin-helpers.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { COMPASS_POINTS } from "#core/pages/wording.ts";

// The beach form's "Sheltered from" compass and its preview of today's verdict, on the site server
// that fetched a north 5 Beaufort meltemi from the local Open-Meteo stand-in (tests/forecast-stub.ts):
// north-facing Canal d'Amour takes it straight on and is rough. Nothing here is saved, so the public
// pages' tests keep seeing the demo data.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS, ...SIGNED_IN });

const CANAL_D_AMOUR = "Canal d'Amour";

/** The server's schedule fetches the forecast a few seconds after it starts. */
async function forecastStored(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const record = (await (await request.get("/api/v1/beaches/canal-damour")).json()) as {
          conditions: { state: string } | null;
        };
        return record.conditions?.state;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe("fresh");
}

async function editBeach(page: Page, name: string) {
  await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
  await page
    .getByRole("link", { name: `Edit ${name}`, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Edit Beach" })).toBeVisible();
}

const compassOf = (page: Page) => page.getByRole("group", { name: "Sheltered from (wind directions)" });
const previewOf = (page: Page) => page.getByRole("status").filter({ hasText: "With these settings" });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** Each direction's box, and whether its name fits in it, as the browser laid them out. */
async function directionBoxes(compass: Locator) {
  return Promise.all(
    COMPASS_POINTS.map(async (point) => {
      const box = compass.getByRole("checkbox", { name: point, exact: true });
      // The checkbox covers its labelled box; the name is the box's text.
      const label = box.locator("xpath=..");
      return {
        point,
        box: (await label.boundingBox())!,
        fits: await label.evaluate((element) => {
          const text = element.querySelector("span")!.getBoundingClientRect();
          const outer = element.getBoundingClientRect();
          return (
            text.left >= outer.left && text.right <= outer.right && element.scrollWidth <= element.clientWidth
          );
        }),
      };
    }),
  );
}

test(
  "the sheltered-from compass fits: 16 directions, none clipped or overlapping, no sideways scroll",
  { tag: "@both-widths" },
  async ({ page }) => {
    await editBeach(page, CANAL_D_AMOUR);
    const compass = compassOf(page);
    await expect(compass.getByRole("checkbox")).toHaveCount(16);
    const outer = (await compass.boundingBox())!;
    const boxes = await directionBoxes(compass);
    for (const { point, box, fits } of boxes) {
      expect(inside(box, outer), `${point} inside the control`).toBe(true);
      expect(fits, `${point}'s name fits its box`).toBe(true);
      expect(box.width, `${point} is a target of at least 24 px`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${point} is a target of at least 24 px`).toBeGreaterThanOrEqual(24);
    }
    for (const [index, { point, box }] of boxes.entries())
      for (const other of boxes.slice(index + 1))
        expect(overlap(box, other.box), `${point} and ${other.point} apart`).toBe(false);
    // Laid out as a compass: N at the top, S at the bottom, E right, W left.
    const at = (point: string) => boxes.find((entry) => entry.point === point)!.box;
    expect(at("N").y).toBeLessThan(at("E").y);
    expect(at("S").y).toBeGreaterThan(at("E").y);
    expect(at("E").x).toBeGreaterThan(at("N").x);
    expect(at("W").x).toBeLessThan(at("N").x);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "ticking the winds a beach is sheltered from previews today's verdict at once, by mouse and keyboard",
  { tag: "@both-widths" },
  async ({ page, request }) => {
    await forecastStored(request);
    await editBeach(page, CANAL_D_AMOUR);
    await waitForHydration(page);
    const compass = compassOf(page);
    const preview = previewOf(page);
    await expect(preview).toContainText("With these settings: Rough today");
    await expect(preview).toContainText("Exposed: the wind blows straight onto this beach");
    await expect(preview).not.toContainText("With the saved settings");

    // Sheltered from the north by hand: the meltemi's own waves are held back.
    await compass.getByRole("checkbox", { name: "N", exact: true }).check();
    await expect(preview).not.toContainText("With these settings: Rough today");
    await expect(preview).toContainText("With the saved settings: Rough today");
    await expectNoSeriousA11yViolations(page);

    // By keyboard: Space clears the box that has focus, and the preview follows.
    await compass.getByRole("checkbox", { name: "N", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(compass.getByRole("checkbox", { name: "N", exact: true })).not.toBeChecked();
    await expect(preview).toContainText("With these settings: Rough today");
    await expect(preview).not.toContainText("With the saved settings");
  },
);

test("a beach under a strong wind from the land previews as calm water with its caution, never plain calm", async ({
  page,
  request,
}) => {
  await forecastStored(request);
  // South-west facing Elafonisi has the meltemi blowing from the land.
  await editBeach(page, "Elafonisi");
  const preview = previewOf(page);
  await expect(preview).toContainText(
    "With these settings: Calm water today · strong wind from land: inflatables drift out",
  );
  await expect(preview).toContainText("Strong wind from the land: the water looks flat");
  await expect(preview).not.toContainText("Calm today");
});

test.describe("before the page's script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the form already shows today's verdict with the saved settings", async ({ page, request }) => {
    await forecastStored(request);
    await editBeach(page, CANAL_D_AMOUR);
    await expect(previewOf(page)).toContainText("With these settings: Rough today");
    await expect(compassOf(page).getByRole("checkbox")).toHaveCount(16);
  });
});
