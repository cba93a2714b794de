import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { apiCount, beachCards, horizontalOverflow, waitForHydration } from "./browse-helpers.ts";

// Getting there and getting in (ADR 035): the Access filters of All Filters, the beach page's block,
// and the search's phrases, on the demo data's publicly known facts (unknown elsewhere).

interface Listed {
  name: string;
  slug: string;
  area_slug: string;
  access: Record<string, unknown>;
}

async function firstWith(request: APIRequestContext, access: string): Promise<Listed> {
  const page = (await (await request.get(`/api/v1/beaches?access=${access}`)).json()) as { items: Listed[] };
  const [beach] = page.items;
  if (!beach) throw new Error(`No demo beach with access=${access}`);
  return beach;
}

const summary = (page: Page) => page.locator("main p[aria-live='polite']").first();
const searchBox = (page: Page) => page.getByRole("search").getByRole("searchbox", { name: "Search beaches" });

test("All Filters' Access section keeps the beaches known to meet each fact @both-widths", async ({
  page,
  request,
}) => {
  const expected = await apiCount(request, "access=car,short_walk");
  expect(expected).toBeGreaterThan(0);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^All Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "All Filters" });
  const access = sheet.getByRole("group", { name: "Access" });
  for (const label of [
    "Wheelchair access",
    "Seatrac",
    "Reachable by car",
    "No long walk",
    "Natural shade",
    "Dogs allowed",
  ])
    await expect(access.getByRole("checkbox", { name: label })).not.toBeChecked();
  await access.getByRole("checkbox", { name: "Reachable by car" }).check();
  await access.getByRole("checkbox", { name: "No long walk" }).check();
  await expect(sheet.getByRole("button", { name: `Show results (${expected})` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await sheet.getByRole("button", { name: `Show results (${expected})` }).click();
  await expect(page).toHaveURL(/[?&]access=car,short_walk(&|$)/);
  await expect(summary(page)).toContainText(`${expected} beach`);
  await expect(summary(page)).toContainText("Reachable by car");
  await expect(beachCards(page)).toHaveCount(Math.min(expected, 9));
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test("the beach page says how to get there and what is known, never a guessed no @both-widths", async ({
  page,
  request,
}) => {
  const boat = await firstWith(request, "boat_only");
  await page.goto(`/${boat.area_slug}/${boat.slug}`);
  const block = page.getByRole("region", { name: "Getting there and access" });
  await expect(block.getByText("Getting there", { exact: true })).toBeVisible();
  await expect(block.getByText("By boat only", { exact: true })).toBeVisible();
  // What nobody has told us is said so.
  await expect(block.getByText("Not known yet").first()).toBeVisible();
  await expect(block.getByText("No", { exact: true })).toHaveCount(
    Object.values(boat.access).filter((value) => value === false).length,
  );
  await expectNoSeriousA11yViolations(page);

  // A beach nobody has told us anything about: one line, no column of unknowns.
  const all = (await (await request.get("/api/v1/beaches?area=corfu")).json()) as { items: Listed[] };
  const unknown = all.items.find((beach) => Object.values(beach.access).every((value) => value === null));
  if (!unknown) throw new Error("Every Corfu beach knows something: pick another area for this check");
  await page.goto(`/${unknown.area_slug}/${unknown.slug}`);
  await expect(
    page
      .getByRole("region", { name: "Getting there and access" })
      .getByText(/^We don't know yet how to get to this beach/),
  ).toBeVisible();
});

for (const [phrase, filter, label] of [
  ["wheelchair accessible beach", "wheelchair", "Wheelchair access"],
  ["seatrac", "seatrac", "Seatrac"],
  ["dog friendly beach", "dogs", "Dogs allowed"],
  ["nudist beach", "naturism", "Naturist beach"],
  ["beach with shade", "shade", "Natural shade"],
  ["only by boat", "boat_only", "Only by boat"],
  ["beach with no long walk", "short_walk", "No long walk"],
  ["παραλία για ΑμεΑ", "wheelchair", "Wheelchair access"],
] as const) {
  test(`the search "${phrase}" sets the ${label} filter`, async ({ page }) => {
    await page.goto("/");
    // A value typed before hydration could be reset by it.
    await waitForHydration(page);
    await searchBox(page).fill(phrase);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]access=${filter}(&|$)`));
    await expect(summary(page)).toContainText(label);
  });
}
