import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import { waitForHydration } from "./browse-helpers.ts";

// Every count a visitor reads about the same list says the same number: the results summary, the All
// Filters sheet and the area tiles all count exactly ('126 beaches' and '126 results', never '100+').

const activeAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));
const publicBeaches = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && activeAreas.has(beach.area),
);
const inCrete = publicBeaches.filter((beach) => beach.area === "Crete").length;

const SUMMARY = /^(\d+) beach(?:es)?$/;

/** The results summary line as the visitor reads it. */
async function summaryText(page: Page): Promise<string> {
  const line = page.getByText(SUMMARY);
  await expect(line).toBeVisible();
  return (await line.textContent()) ?? "";
}

/** Opens All Filters and reads its exact count, from the header and from 'Show results (N)'. */
async function sheetCount(page: Page): Promise<number> {
  await page.getByRole("button", { name: /^All Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "All Filters" });
  const status = sheet.getByRole("status");
  await expect(status).toHaveText(/^\d+ results?$/);
  const count = Number.parseInt((await status.textContent()) ?? "", 10);
  await expect(sheet.getByRole("button", { name: `Show results (${count})` })).toBeVisible();
  return count;
}

test("the home page's count and the All Filters sheet's agree on the demo data", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const summary = await summaryText(page);
  const count = await sheetCount(page);
  expect(count).toBe(publicBeaches.length);
  expect(summary).toBe(`${count} beaches`);
});

test("an area of exactly ten beaches reads '10 beaches' on its tile, its page and its sheet", async ({
  page,
}) => {
  expect(inCrete).toBe(10);
  await page.goto("/areas");
  const tile = page
    .getByRole("list", { name: "Areas" })
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Crete", exact: true }) });
  await expect(tile.getByText("10 beaches", { exact: true })).toBeVisible();

  await page.goto("/crete");
  await waitForHydration(page);
  expect(await summaryText(page)).toBe("10 beaches");
  expect(await sheetCount(page)).toBe(10);
});
