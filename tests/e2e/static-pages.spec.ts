import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { AMENITIES } from "#core/contract/amenities.ts";
import { BEACH_TYPES, STATUSES } from "#core/contract/enums.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { label } from "#core/i18n/labels.ts";
import { documentMarker, horizontalOverflow, markDocument, waitForHydration } from "./browse-helpers.ts";
import { apiAreas } from "./location-helpers.ts";

// The static pages About and Ontology, the root error boundary and the 404 page.

/** The server's CONTACT_EMAIL default; the e2e server sets no other. */
const CONTACT_EMAIL = "feedback@greekbeaches.example";

/** Today as the ontology page writes it: British order, Greek time. */
function todayText(): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Athens",
  }).format(new Date());
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const footerNav = (page: Page) => page.getByRole("navigation", { name: "Footer" });
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

async function expectNoSidewaysScroll(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

test.describe("the About page", () => {
  test("has its breadcrumb, heading, four sections, title and canonical link", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(breadcrumb(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb(page).getByText("About", { exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(sections).toHaveText(["What We Offer", "Blue Flag Certification", "Credits", "Contact Us"]);
    await expect(page).toHaveTitle("About · Greek Beaches");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Blue Flag/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/[^/]+\/about$/);
  });

  test("explains the Blue Flag, credits its sources and links the contact address", async ({ page }) => {
    await page.goto("/about");
    const blueFlag = page.getByRole("region", { name: "Blue Flag Certification" });
    await expect(blueFlag).toContainText("Foundation for Environmental Education");
    await expect(blueFlag).toContainText("national operator");
    await expect(blueFlag).toContainText(/can change/);

    const credits = page.getByRole("region", { name: "Credits" });
    await expect(credits.getByRole("link", { name: "OpenStreetMap contributors" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    await expect(credits).toContainText("© OpenStreetMap contributors");
    await expect(credits).toContainText(/Photos.*credited/);
    await expect(credits).toContainText(/Blue Flag status.*Greek Blue Flag list/);
    await expect(credits.getByRole("link", { name: "Lucide" })).toBeVisible();
    // The data the product ships: the coastline and the towns the search measures from.
    await expect(credits.getByRole("link", { name: "GSHHG shoreline" })).toBeVisible();
    await expect(credits.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
      "href",
      "https://www.geonames.org",
    );
    await expect(credits).toContainText(/GeoNames.*Creative Commons Attribution 4\.0/);
    await expect(credits.getByRole("link", { name: "Open-Meteo.com" })).toHaveAttribute(
      "href",
      "https://open-meteo.com/",
    );

    const contact = page
      .getByRole("region", { name: "Contact Us" })
      .getByRole("link", { name: CONTACT_EMAIL });
    await expect(contact).toHaveAttribute("href", /^mailto:/);
    const href = (await contact.getAttribute("href")) ?? "";
    expect(new URL(href).pathname).toBe(CONTACT_EMAIL);
  });

  test("opens from the header and the footer by keyboard", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

    await page.goto("/areas");
    await waitForHydration(page);
    await footerNav(page).getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  });

  test(
    "has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});

test.describe("the Ontology page", () => {
  test("shows its version, today's date, breadcrumb, title and canonical link", async ({ page }) => {
    await page.goto("/ontology");
    await expect(page.getByRole("heading", { level: 1, name: "Ontology" })).toBeVisible();
    await expect(page.getByText("Ontology v1", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toHaveText(`Last updated ${todayText()}`);
    await expect(breadcrumb(page).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb(page).getByText("Ontology", { exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle("Ontology · Greek Beaches");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/[^/]+\/ontology$/);
  });

  test("defines the core fields, every beach type and every status", async ({ page }) => {
    await page.goto("/ontology");
    const core = page.getByRole("region", { name: "Core fields" });
    for (const name of ["name", "area", "type", "wave_conditions", "parking", "organized", "blue_flag"]) {
      await expect(core.getByRole("term").getByText(name, { exact: true })).toHaveCount(1);
    }
    const types = core.getByRole("list", { name: "Values of type" }).getByRole("listitem");
    await expect(types).toHaveCount(BEACH_TYPES.length);
    for (const [index, type] of BEACH_TYPES.entries()) {
      await expect(types.nth(index)).toContainText(`${type} ${label(ENGLISH, "beachType", type)}`);
    }
    const statuses = page
      .getByRole("region", { name: "Metadata" })
      .getByRole("list", { name: "Values of status" })
      .getByRole("listitem");
    await expect(statuses).toHaveCount(STATUSES.length);
    await expect(
      page.getByRole("region", { name: "Verification status" }).getByRole("list").getByRole("listitem"),
    ).toHaveText([/^verified Verified/, /^unverified Unverified/]);
  });

  test("lists every amenity of the catalogue under its category, with its icon", async ({ page }) => {
    await page.goto("/ontology");
    for (const amenity of AMENITIES) {
      const section = page.getByRole("region", { name: label(ENGLISH, "amenityCategory", amenity.category) });
      const term = section.getByRole("term").filter({ has: page.getByText(amenity.id, { exact: true }) });
      await expect(term, amenity.id).toHaveCount(1);
      await expect(term.getByText(label(ENGLISH, "amenity", amenity.id), { exact: true })).toBeVisible();
      await expect(term.locator("svg")).toHaveCount(1);
    }
    await expect(page.locator("dl").getByRole("term").locator("svg")).toHaveCount(AMENITIES.length);
  });

  test("has a 'Suggest a Fix' mail link with its subject", async ({ page }) => {
    await page.goto("/ontology");
    const link = page.getByRole("link", { name: "Suggest a Fix" });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${CONTACT_EMAIL}?`)).toBe(true);
    expect(new URL(href).searchParams.get("subject")).toBe("Suggest a Fix: Ontology v1");
  });

  test("opens from the footer by keyboard", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await footerNav(page).getByRole("link", { name: "Ontology" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ontology$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ontology" })).toBeVisible();
    // After a client navigation the date still reads today (the loader's, not a stale one).
    await expect(page.getByText(/^Last updated /)).toHaveText(`Last updated ${todayText()}`);
  });

  test(
    "has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto("/ontology");
      await expect(page.getByRole("heading", { level: 1, name: "Ontology" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});

test.describe("the error boundary", () => {
  // Chromium reports the failed data request, and the boundary logs an error that is not a response.
  // One pattern: Playwright would read a longer array as a [value, options] pair.
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_FAILED|Failed to fetch/] });

  async function openAboutFromFooter(page: Page) {
    await page.goto("/ontology");
    await waitForHydration(page);
    await footerNav(page).getByRole("link", { name: "About" }).click();
  }

  test("a data request answered 500 shows 'Unexpected Application Error!', and Try again recovers", async ({
    page,
  }) => {
    await page.route("**/about.data*", (route) => route.fulfill({ status: 500, body: "" }));
    await openAboutFromFooter(page);
    const alert = page.getByRole("alert");
    await expect(
      page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(alert).toContainText("500 Internal Server Error");
    await expect(page).toHaveURL(/\/about$/);
    // The header and footer stay, so the visitor can still go elsewhere.
    await expect(footerNav(page).getByRole("link", { name: "Ontology" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    await page.unroute("**/about.data*");
    await markDocument(page);
    await page.getByRole("button", { name: "Try again" }).press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
    // Recovered in place: the loaders ran again, the document was not reloaded.
    expect(await documentMarker(page)).toBe(1);
  });

  test("a failed data request shows 'Something went wrong', and Try again recovers", async ({ page }) => {
    await page.route("**/about.data*", (route) => route.abort());
    await openAboutFromFooter(page);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh page" })).toBeVisible();

    // While the request still fails, trying again keeps the boundary.
    const retried = page.waitForRequest("**/about.data*");
    await page.getByRole("button", { name: "Try again" }).click();
    await retried;
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();

    await page.unroute("**/about.data*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  });

  test("Refresh page reloads the document", async ({ page }) => {
    await page.route("**/about.data*", (route) => route.abort());
    await openAboutFromFooter(page);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await markDocument(page);
    await page.getByRole("button", { name: "Refresh page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    expect(await documentMarker(page)).toBeUndefined();
  });
});

test.describe("the 404 page", () => {
  // The document itself answers 404, which Chromium reports as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  /** The six public areas with the most beaches, most first, by name among equals. */
  async function expectedPopularAreas(request: APIRequestContext) {
    const areas = await apiAreas(request);
    return areas
      .filter((area) => area.beach_count > 0)
      .sort((a, b) => b.beach_count - a.beach_count || a.name.localeCompare(b.name))
      .slice(0, 6);
  }

  const popularAreas = (page: Page) => page.getByRole("region", { name: "Popular areas" }).getByRole("link");

  for (const [what, url] of [
    ["an unmatched path", "/no/such/page"],
    ["an unknown area", "/no-such-area"],
  ] as const) {
    test(`${what} answers 404 with a search box and links to the popular areas`, async ({
      page,
      request,
    }) => {
      const expected = await expectedPopularAreas(request);
      expect(expected).toHaveLength(6);
      expect((await request.get(url)).status()).toBe(404);

      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByRole("search").getByRole("searchbox", { name: "Search beaches" })).toBeVisible();
      const links = popularAreas(page);
      await expect(links).toHaveCount(6);
      for (const [index, area] of expected.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(
          `${area.name} · ${area.beach_count === 1 ? "1 beach" : `${area.beach_count} beaches`}`,
        );
        await expect(links.nth(index)).toHaveAttribute("href", `/${area.slug}`);
      }
      await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");

      await waitForHydration(page);
      await links.nth(0).press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${expected[0]!.slug}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: `Find Your Perfect Beach in ${expected[0]!.name}` }),
      ).toBeVisible();
    });
  }

  test.describe("before the scripts run", () => {
    test.use({ javaScriptEnabled: false });

    test("the search box sends its words to the home page's search", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      const box = page.getByRole("searchbox", { name: "Search beaches" });
      await box.fill("Crete");
      const searched = page.waitForRequest((request) => {
        const sent = new URL(request.url());
        return sent.pathname === "/" && sent.searchParams.get("q") === "Crete";
      });
      await box.press("Enter");
      await searched;
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test("passes axe and fits the screen", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(popularAreas(page)).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
