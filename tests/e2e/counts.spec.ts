import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "../../server/db/seed/demo-data.ts";
import { waitForHydration } from "./browse-helpers.ts";

// Every count a visitor reads about the same list says the same thing, and none claims more than is
// true: the results summary may round ('Over 10 beaches', '100+ beaches'), the All Filters sheet and
// the area tiles count exactly, and a round count that is itself a ten reads exactly ('10 beaches').

const activeAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));
const publicBeaches = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && activeAreas.has(beach.area),
);
const inCrete = publicBeaches.filter((beach) => beach.area === "Crete").length;

const SUMMARY = /^(?:(\d+) beach(?:es)?|Over (\d+) beaches|(\d+)\+ beaches)$/;

/** The results summary line as the visitor reads it. */
async function summaryText(page: Page): Promise<string> {
  const line = page.getByText(SUMMARY);
  await expect(line).toBeVisible();
  return (await line.textContent()) ?? "";
}

/** Whether the summary's claim is true of an exact count. */
function isTrueOf(summary: string, count: number): boolean {
  const [, exact, over, atLeast] = SUMMARY.exec(summary) ?? [];
  if (exact !== undefined) return Number(exact) === count;
  if (over !== undefined) return count > Number(over);
  return atLeast !== undefined && count >= Number(atLeast);
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
  expect(isTrueOf(summary, count), `'${summary}' for ${count} beaches`).toBe(true);
  expect(summary).toBe(`${Math.floor(count / 50) * 50}+ beaches`);
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
