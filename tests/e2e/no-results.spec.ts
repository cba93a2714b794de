import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { apiCount, beachCards, beachList, horizontalOverflow, waitForHydration } from "./browse-helpers.ts";

// Seven active filter values that no demo beach matches together: Blue Flag, No Parking, Surfable,
// Rocky/Other, Lifeguard, Music, Cliff jumping (in the order of the chips).
const NOTHING =
  "type=OTHER&blueFlag=true&waveConditions=SURFABLE&amenities=lifeguard,music,cliff_jumping&parking=NONE";

// Words no beach's name has, beside a filter: dropping the filter still finds nothing, so there is
// nothing to relax and the panel suggests beaches instead.
const UNRELAXABLE = "search=Ibiza&blueFlag=true";

function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

function panel(page: Page) {
  return page.getByRole("region", { name: "No beaches match your current filters" });
}

test.describe("the no-results panel", () => {
  test.beforeEach(async ({ request }) => {
    expect(await apiCount(request, NOTHING)).toBe(0);
  });

  test("shows at most 5 removable chips, then '+N more filters'", async ({ page }) => {
    await page.goto(`/?${NOTHING}`);
    await expect(page.getByRole("heading", { name: "No beaches match your current filters" })).toBeVisible();
    await expect(
      page.getByText("No beaches found · Blue Flag, No Parking, Surfable and 4 more criteria", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(beachList(page)).toHaveCount(0);
    const chips = panel(page).getByRole("list", { name: "Active filters" });
    const shown = ["Blue Flag", "No Parking", "Surfable", "Rocky/Other", "Lifeguard"];
    await expect(chips.getByRole("link")).toHaveCount(shown.length);
    for (const [index, label] of shown.entries())
      await expect(chips.getByRole("link").nth(index)).toHaveAccessibleName(`Remove filter ${label}`);
    await expect(chips.getByText("+2 more filters", { exact: true })).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Turn off Near me" })).toHaveCount(0);
  });

  test("removing a chip removes just that filter", async ({ page }) => {
    await page.goto(`/?${NOTHING}`);
    await waitForHydration(page);
    await panel(page).getByRole("link", { name: "Remove filter Blue Flag" }).click();
    await expect
      .poll(() => queryOf(page))
      .toEqual({
        type: "OTHER",
        waveConditions: "SURFABLE",
        amenities: "lifeguard,music,cliff_jumping",
        parking: "NONE",
      });
    await expect(panel(page).getByRole("link", { name: "Remove filter Blue Flag" })).toHaveCount(0);
    await expect(panel(page).getByRole("link", { name: /^Remove filter / })).toHaveCount(5);
    await expect(panel(page).getByText("+1 more filters", { exact: true })).toBeVisible();

    await panel(page).getByRole("link", { name: "Remove filter Lifeguard" }).click();
    await expect
      .poll(() => queryOf(page))
      .toEqual({
        type: "OTHER",
        waveConditions: "SURFABLE",
        amenities: "music,cliff_jumping",
        parking: "NONE",
      });
    await expect(panel(page).getByRole("link", { name: /^Remove filter / })).toHaveCount(5);
    await expect(panel(page).getByText(/more filters/)).toHaveCount(0);
  });

  test("'Reset Parking' clears only parking and 'clear all' shows every beach", async ({ page }) => {
    await page.goto(`/?${NOTHING}`);
    await waitForHydration(page);
    await panel(page).getByRole("link", { name: "Reset Parking" }).click();
    await expect
      .poll(() => queryOf(page))
      .toEqual({
        type: "OTHER",
        blueFlag: "true",
        waveConditions: "SURFABLE",
        amenities: "lifeguard,music,cliff_jumping",
      });
    await expect(panel(page).getByRole("link", { name: "Reset Parking" })).toHaveCount(0);

    await panel(page).getByRole("link", { name: "clear all", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel(page)).toHaveCount(0);
    await expect(beachCards(page)).toHaveCount(9);
  });

  test("relaxes the weakest filters and says which, keeping a chip for each", async ({ page }) => {
    await page.goto(`/?${NOTHING}`);
    await expect(page.getByRole("heading", { name: "No beaches match your current filters" })).toBeVisible();
    await expect(
      panel(page).getByText(/^No beaches match everything; showing \d+ beach(es)? without Cliff jumping/),
    ).toBeVisible();
    const closest = panel(page).getByRole("list", { name: "Closest matches" }).getByRole("article");
    await expect(closest.first()).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Remove filter Blue Flag" })).toBeVisible();
    // The relaxed list is a link away.
    await panel(page)
      .getByRole("link", { name: /^Show these results/ })
      .click();
    await expect(page).not.toHaveURL(/cliff_jumping/);
    await expect(beachCards(page).first()).toBeVisible();
  });

  test("suggests up to 3 beaches and ends with a link to all beaches when nothing can be relaxed", async ({
    page,
  }) => {
    await page.goto(`/?${UNRELAXABLE}`);
    const suggestions = page.getByRole("region", { name: "Suggested beaches" });
    await expect(suggestions).toBeVisible();
    const cards = suggestions.getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    // The carousel ends with the link to every beach.
    const last = suggestions.getByRole("link").last();
    await expect(last).toHaveAccessibleName("View all beaches");
    await expect(last).toHaveAttribute("href", "/");
    await last.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(beachCards(page)).toHaveCount(9);
  });

  test("is accessible and fits the screen", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto(`/?${NOTHING}`);
    await expect(panel(page).getByRole("list", { name: "Closest matches" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto(`/?${UNRELAXABLE}`);
    await expect(page.getByRole("region", { name: "Suggested beaches" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("with Near me on", () => {
  test.use({ geolocation: { latitude: 37.9715, longitude: 23.7257 }, permissions: ["geolocation"] });

  test("offers 'Turn off Near me', which leaves the other filters", async ({ page, request }) => {
    expect(await apiCount(request, "type=OTHER&blueFlag=true")).toBe(0);
    await page.goto("/?blueFlag=true&type=OTHER&nearMe=true");
    await waitForHydration(page);
    const turnOff = panel(page).getByRole("button", { name: "Turn off Near me" });
    await expect(turnOff).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Remove filter Near me" })).toBeVisible();
    await turnOff.click();
    await expect.poll(() => queryOf(page)).toEqual({ blueFlag: "true", type: "OTHER" });
    await expect(panel(page).getByRole("button", { name: "Turn off Near me" })).toHaveCount(0);
  });
});

// The panel and the 404 page load their scripts only where shown (app/components/deferred.tsx); the
// server still sends them whole, so without JavaScript they read and lead on as with it.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the no-results panel is in the page and its chips are links that remove a filter", async ({
    page,
  }) => {
    await page.goto(`/?${NOTHING}`);
    await expect(page.getByRole("heading", { name: "No beaches match your current filters" })).toBeVisible();
    await panel(page).getByRole("link", { name: "Remove filter Blue Flag" }).click();
    await expect.poll(() => queryOf(page)).not.toHaveProperty("blueFlag");
    await expect(panel(page).getByRole("link", { name: "Remove filter Blue Flag" })).toHaveCount(0);
  });

  test.describe("an unknown area", () => {
    // The document itself answers 404, which Chromium reports as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("is the 404 page, whose search leads to the home page's list", async ({ page }) => {
      const response = await page.goto("/atlantis");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
      const popular = page.getByRole("region", { name: "Popular areas" });
      await expect(popular.getByRole("link").first()).toBeVisible();
      await page.getByRole("searchbox", { name: "Search beaches" }).fill("sandy");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      // The home page reads the words: 'sandy' is the Sandy filter.
      await expect(page).toHaveURL(/\/\?originalQuery=sandy&type=SANDY$/);
    });
  });
});
