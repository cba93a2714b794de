import { expect, test } from "./fixtures.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { beachCards, pagination, waitForHydration } from "./browse-helpers.ts";

const activeAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));
const publicBeaches = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && activeAreas.has(beach.area),
);
const hiddenBeaches = DEMO_BEACHES.filter((beach) => !publicBeaches.includes(beach));

test("the first page of beaches is in the server-rendered HTML", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Greek Beaches[^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  const { body } = await (
    await request.get("/api/v1/beaches")
  )
    .json()
    .then((page) => ({ body: page as { items: { name: string }[] } }));
  expect(body.items).toHaveLength(9);
  for (const beach of body.items)
    expect(html).toContain(beach.name.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
});

test("visitors browse pages of beaches, by keyboard too", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Find your perfect Greek beach" })).toBeVisible();
  await expect(beachCards(page)).toHaveCount(9);
  await expect(page.getByText(`${publicBeaches.length} beaches`, { exact: true })).toBeVisible();

  // Wait for hydration, then move through the pages by keyboard.
  await waitForHydration(page);
  const firstCardName = await beachCards(page).first().getByRole("heading").textContent();
  await pagination(page).getByRole("link", { name: "Next page" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText("Page 2 of")).toBeVisible();
  await expect(beachCards(page).first().getByRole("heading")).not.toHaveText(firstCardName ?? "");
  await pagination(page).getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the home page has no serious accessibility violations", { tag: "@both-widths" }, async ({ page }) => {
  await page.goto("/");
  await expect(beachCards(page)).toHaveCount(9);
  await expectNoSeriousA11yViolations(page);
});

test("the page fits the screen without sideways scrolling", { tag: "@both-widths" }, async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("no DRAFT or HIDDEN beach appears on any page of the list", async ({ request }) => {
  expect(hiddenBeaches.length).toBeGreaterThan(0);
  const pages = Math.ceil(publicBeaches.length / 9);
  let html = "";
  for (let page = 1; page <= pages; page += 1)
    html += await (await request.get(page === 1 ? "/" : `/?page=${page}`)).text();
  for (const beach of hiddenBeaches) expect(html).not.toContain(beach.name);
  for (const beach of publicBeaches)
    expect(html).toContain(beach.name.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
});

test.describe("unknown paths", () => {
  // The document itself answers 404, which Chromium reports as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("show the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/this/path/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page);
  });
});
