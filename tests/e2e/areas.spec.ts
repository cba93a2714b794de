import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { DEMO_AREAS } from "#server/db/seed/demo-data.ts";
import { slugify } from "#core/contract/slug-from-name.ts";
import {
  apiPage,
  beachCards,
  cardNames,
  horizontalOverflow,
  PAGE_SIZE,
  waitForHydration,
} from "./browse-helpers.ts";
import { apiAreas } from "./location-helpers.ts";

// The areas list (/areas), an area page (/{areaSlug}) and the 404 of unknown and non-ACTIVE areas.

// Controls whose effect moves content under the pointer (a banner or notice going away, a link that
// navigates) are pressed with the keyboard: a pointer left resting on a beach card would prefetch
// that beach (hover intent), which is not what these tests are about.

const activeAreas = DEMO_AREAS.filter((area) => area.status === "ACTIVE");
const hiddenAreas = DEMO_AREAS.filter((area) => area.status !== "ACTIVE");

async function expectNoSidewaysScroll(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

const areaCards = (page: Page) => page.getByRole("list", { name: "Areas" }).getByRole("article");

test.describe("the areas page", () => {
  test("lists every ACTIVE area with its beach count and description", async ({ page, request }) => {
    const areas = await apiAreas(request);
    expect(areas).toHaveLength(activeAreas.length);
    expect(areas.length).toBe(16);

    await page.goto("/areas");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Greek Beach Areas" })).toBeVisible();
    await expect(areaCards(page)).toHaveCount(areas.length);
    for (const area of areas) {
      const card = areaCards(page).filter({ has: page.getByRole("link", { name: area.name, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link", { name: area.name, exact: true })).toHaveAttribute(
        "href",
        `/${area.slug}`,
      );
      await expect(card.getByText(/^\d+ beach(es)?$/)).toHaveText(
        area.beach_count === 1 ? "1 beach" : `${area.beach_count} beaches`,
      );
      // The demo areas all have descriptions; an empty one would show the fallback sentence.
      const description =
        area.description.trim() !== ""
          ? area.description
          : `Discover the beaches of ${area.name}, from organized bays to quiet coves.`;
      await expect(card.getByText(description, { exact: true })).toBeAttached();
    }
  });

  test("shows each area's own picture, as no area has a photo in the demo data", async ({ page }) => {
    await page.goto("/areas");
    await expect(areaCards(page)).toHaveCount(activeAreas.length);
    const drawings = await areaCards(page)
      .getByTestId("illustration")
      .evaluateAll((elements) => elements.map((element) => element.outerHTML));
    expect(drawings).toHaveLength(activeAreas.length);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  test("shows no DRAFT or HIDDEN area", async ({ page }) => {
    expect(hiddenAreas.length).toBeGreaterThan(0);
    await page.goto("/areas");
    await expect(areaCards(page)).toHaveCount(activeAreas.length);
    for (const area of hiddenAreas) {
      await expect(page.getByText(area.name)).toHaveCount(0);
    }
  });

  test("a card opens its area page", async ({ page }) => {
    await page.goto("/areas");
    await waitForHydration(page);
    await areaCards(page)
      .filter({ hasText: "Kefalonia" })
      .getByRole("link", { name: "Kefalonia" })
      .press("Enter");
    await expect(page).toHaveURL(/\/kefalonia$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Your Perfect Beach in Kefalonia" }),
    ).toBeVisible();
  });

  test(
    "has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto("/areas");
      await expect(areaCards(page)).toHaveCount(activeAreas.length);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});

test.describe("the Crete area page", () => {
  const crete = slugify("Crete");

  test("has its heading, breadcrumb, title and canonical link", async ({ page }) => {
    await page.goto(`/${crete}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Your Perfect Beach in Crete" }),
    ).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Areas" })).toHaveAttribute("href", "/areas");
    await expect(breadcrumb.getByText("Crete", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(/Crete/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${crete}$`));
  });

  test(
    "opens with its picture, the heading on it, and its description above the search box, the first beach on the first screen",
    { tag: "@both-widths" },
    async ({ page }, testInfo) => {
      const area = DEMO_AREAS.find((candidate) => candidate.name === "Crete")!;
      expect(area.description.trim()).not.toBe("");
      await page.goto(`/${crete}`);
      const header = page.getByRole("main").getByRole("figure").first();
      const heading = header.getByRole("heading", { level: 1, name: "Find Your Perfect Beach in Crete" });
      const description = page.getByRole("main").getByText(area.description, { exact: true });
      const search = page.getByRole("searchbox", { name: /Crete/ });
      await expect(description).toBeVisible();

      // The demo areas have no hero photo: the area's illustration fills the box a photo would, 3:1
      // (4:1 on a phone), and the heading sits on it: the name is said once, not over a band and again
      // below it.
      const picture = header.getByTestId("illustration");
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute("aria-hidden", "true");
      await expect(header.getByText("Crete", { exact: true })).toHaveCount(0);
      const [pictureBox, headingBox, descriptionBox, searchBox] = await Promise.all(
        [picture, heading, description, search].map(async (element) => (await element.boundingBox())!),
      );
      const phone = (testInfo.project.use.viewport?.width ?? 1280) < 640;
      expect(Math.abs(pictureBox!.width / pictureBox!.height - (phone ? 4 : 3))).toBeLessThan(0.05);
      expect(headingBox!.y).toBeGreaterThanOrEqual(pictureBox!.y);
      expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(pictureBox!.y + pictureBox!.height);
      expect(pictureBox!.y + pictureBox!.height).toBeLessThanOrEqual(descriptionBox!.y);
      expect(descriptionBox!.y + descriptionBox!.height).toBeLessThanOrEqual(searchBox!.y);

      // On a phone (375x812) the first beach's name shows without scrolling; a laptop keeps a
      // generous header.
      const firstName = beachCards(page).first().getByRole("heading");
      await expect(firstName).toBeVisible();
      const nameBox = (await firstName.boundingBox())!;
      if (phone) expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    },
  );

  test("lists only Crete beaches, page by page", async ({ page, request }) => {
    const first = await apiPage(request, `area=${crete}`);
    expect(first.total).toBeGreaterThan(PAGE_SIZE);
    await page.goto(`/${crete}`);
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(first.items.map((beach) => beach.name));
    for (const beach of first.items) expect(beach.area).toBe("Crete");

    await page.getByRole("link", { name: "Next page" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${crete}\\?page=2$`));
    await expect(page.getByText(`Page 2 of ${first.pageCount}`)).toBeVisible();
    const second = await apiPage(request, `area=${crete}&page=2`);
    await expect(beachCards(page)).toHaveCount(second.items.length);
    expect(await cardNames(page)).toEqual(second.items.map((beach) => beach.name));
    for (const card of await beachCards(page).all())
      await expect(card.getByText("Crete", { exact: true })).toBeVisible();
  });

  test("filters apply within the area", async ({ page, request }) => {
    const expected = await apiPage(request, `area=${crete}&blueFlag=true`);
    const all = await apiPage(request, `area=${crete}`);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);

    await page.goto(`/${crete}`);
    await waitForHydration(page);
    await page.getByRole("switch", { name: /^Blue Flag/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${crete}\\?blueFlag=true$`));
    await expect(beachCards(page)).toHaveCount(expected.items.length);
    expect(await cardNames(page)).toEqual(expected.items.map((beach) => beach.name));
    for (const card of await beachCards(page).all()) {
      await expect(card.getByText("Crete", { exact: true })).toBeVisible();
      await expect(card.getByText("Blue Flag", { exact: true })).toBeVisible();
    }
  });

  test("offers the six nearest areas", async ({ page, request }) => {
    const response = await request.get(`/api/v1/areas/${crete}/nearby`);
    expect(response.status()).toBe(200);
    const nearby = ((await response.json()) as { items: { name: string; slug: string }[] }).items;
    expect(nearby).toHaveLength(6);

    await page.goto(`/${crete}`);
    const section = page.getByRole("region", { name: "Not quite the area? Search nearby areas" });
    await expect(section).toBeVisible();
    const links = section.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, area] of nearby.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`^${area.name}\\b`));
      await expect(links.nth(index)).toHaveAttribute("href", `/${area.slug}`);
    }
  });

  test("searching another place shows 'Different location detected', which can be dismissed", async ({
    page,
  }) => {
    await page.goto(`/${crete}`);
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "Search beaches in Crete" });
    await box.fill("sandy rhodes");
    await box.press("Enter");
    await expect(page).toHaveURL(/originalQuery=sandy\+rhodes/);
    expect(new URL(page.url()).pathname).toBe(`/${crete}`);

    const notice = page.getByRole("status").filter({ hasText: "Different location detected" });
    await expect(notice).toBeVisible();
    const rhodes = slugify("Rhodes");
    await expect(notice.getByRole("link", { name: "See beaches in Rhodes" })).toHaveAttribute(
      "href",
      `/${rhodes}?type=SANDY`,
    );
    await notice.getByRole("button", { name: "Dismiss" }).press("Enter");
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/originalQuery=sandy\+rhodes/);
  });

  test("the mismatch notice links to the searched place's page", async ({ page }) => {
    await page.goto(`/${crete}?search=Rhodes&originalQuery=sandy+rhodes&type=SANDY`);
    await waitForHydration(page);
    const notice = page.getByRole("status").filter({ hasText: "Different location detected" });
    await notice.getByRole("link", { name: "See beaches in Rhodes" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${slugify("Rhodes")}\\?type=SANDY$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Your Perfect Beach in Rhodes" }),
    ).toBeVisible();
    await expect(page.getByText("Different location detected")).toBeHidden();
    const cards = beachCards(page);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all())
      await expect(card.getByText("Rhodes", { exact: true })).toBeVisible();
  });

  test(
    "has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto(`/${crete}`);
      await expect(beachCards(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );

  test(
    "with the mismatch notice has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto(`/${crete}?search=Rhodes&originalQuery=sandy+rhodes&type=SANDY`);
      await expect(page.getByText("Different location detected")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});

test.describe("unknown and non-public areas", () => {
  // The document itself answers 404, which Chromium reports as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  const slugs = ["no-such-area", ...hiddenAreas.map((area) => slugify(area.name))];

  test("answer HTTP 404", async ({ request }) => {
    expect(hiddenAreas.map((area) => area.status).sort()).toEqual(["DRAFT", "HIDDEN"]);
    for (const slug of slugs) {
      const response = await request.get(`/${slug}`);
      expect(response.status(), slug).toBe(404);
      expect(await response.text()).toContain("Back to home");
    }
  });

  for (const slug of slugs) {
    test(`/${slug} shows the 404 page with a link home`, async ({ page }) => {
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await waitForHydration(page);
      await page.getByRole("link", { name: "Back to home" }).press("Enter");
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Find your perfect Greek beach" }),
      ).toBeVisible();
    });
  }
});

test.describe("a failed areas load", () => {
  // The aborted data request is reported by Chromium as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] });

  test("says the areas failed to load while the header and hero stay", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/areas.data*", (route) => route.abort());
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore areas" }).click();
    await expect(page.getByRole("heading", { name: "Failed to load areas" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Explore Greek Beach Areas" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Greek Beaches" })).toBeVisible();
  });
});
