import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { AMENITY_CATEGORIES } from "#core/contract/amenities.ts";
import { BEACH_TYPES } from "#core/contract/enums.ts";
import { el } from "#core/i18n/el/index.ts";
import { labelKey } from "#core/i18n/labels.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";

// The About and Ontology pages in Greek: their own words, dates and links in Greek, the
// same structure as in English, and the About page's account of what is translated.

const CONTACT_EMAIL = "feedback@greekbeaches.example";

/** Today as the Greek ontology page writes it, in Greek time. */
function todayInGreek(): string {
  return new Intl.DateTimeFormat("el-GR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Athens",
  }).format(new Date());
}

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Διαδρομή πλοήγησης" });

test.describe("the About page in Greek", () => {
  test("reads in Greek, with its sections, title, canonical link and Greek links", async ({ page }) => {
    await page.goto("/el/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("heading", { level: 1, name: "Σχετικά" })).toBeVisible();
    await expect(page).toHaveTitle("Σχετικά · Ελληνικές Παραλίες");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^http:\/\/[^/]+\/el\/about$/,
    );
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Τι προσφέρουμε",
      "Πιστοποίηση Γαλάζιας Σημαίας",
      "Πηγές",
      "Επικοινωνία",
    ]);
    await expect(
      page.getByRole("main").getByRole("link", { name: "οντολογία", exact: true }),
    ).toHaveAttribute("href", "/el/ontology");
    const credits = page.getByRole("region", { name: "Πηγές" });
    await expect(credits.getByRole("link", { name: "συντελεστές του OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    await expect(credits.getByRole("link", { name: "GeoNames" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Επικοινωνία" }).getByRole("link", { name: CONTACT_EMAIL }),
    ).toHaveAttribute("href", /^mailto:/);
  });

  test("says which parts of the site are translated", async ({ page }) => {
    await page.goto("/el/about");
    const languages = page.getByRole("region", { name: "Στα αγγλικά και στα ελληνικά" });
    await expect(languages).toContainText("Κάθε δημόσια σελίδα υπάρχει στα αγγλικά και στα ελληνικά");
    await expect(languages).toContainText("ονόματα των περιοχών και των παραλιών");
    await expect(languages).toContainText("εμφανίζεται η αγγλική, με σημείωση");
    await expect(languages).toContainText("Το σύστημα διαχείρισης και το JSON API παραμένουν στα αγγλικά.");
  });

  test("the English About page says the same in English", async ({ page }) => {
    await page.goto("/about");
    const languages = page.getByRole("region", { name: "In English and Greek" });
    await expect(languages).toContainText(
      "Every public page is in English and in Greek: the interface, and the names of the areas and beaches.",
    );
    await expect(languages).toContainText("otherwise the English one is shown, marked as English.");
    await expect(languages).toContainText("The back office and the JSON API stay in English.");
  });

  test("opens the Greek ontology from its link, by keyboard", async ({ page }) => {
    await page.goto("/el/about");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "οντολογία", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/el\/ontology$/);
    await expect(page.getByRole("heading", { level: 1, name: "Οντολογία" })).toBeVisible();
    await expect(page.getByText(/^Τελευταία ενημέρωση /)).toHaveText(`Τελευταία ενημέρωση ${todayInGreek()}`);
  });

  test(
    "has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto("/el/about");
      await expect(page.getByRole("heading", { level: 1, name: "Σχετικά" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    },
  );
});

test.describe("the Ontology page in Greek", () => {
  test("shows its Greek title, version, today's Greek date, breadcrumb and canonical link", async ({
    page,
  }) => {
    await page.goto("/el/ontology");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("heading", { level: 1, name: "Οντολογία" })).toBeVisible();
    await expect(page.getByText("Οντολογία v1", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Τελευταία ενημέρωση /)).toHaveText(`Τελευταία ενημέρωση ${todayInGreek()}`);
    await expect(breadcrumb(page).getByRole("link")).toHaveAttribute("href", "/el");
    await expect(page).toHaveTitle("Οντολογία · Ελληνικές Παραλίες");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^http:\/\/[^/]+\/el\/ontology$/,
    );
  });

  test("explains the fields in Greek, keeping the data's names and values", async ({ page }) => {
    await page.goto("/el/ontology");
    const core = page.getByRole("region", { name: "Βασικά πεδία" });
    for (const name of ["name", "area", "type", "wave_conditions", "parking", "organized", "blue_flag"]) {
      await expect(core.getByRole("term").getByText(name, { exact: true })).toHaveCount(1);
    }
    const types = core.getByRole("list", { name: "Τιμές του type" }).getByRole("listitem");
    await expect(types).toHaveCount(BEACH_TYPES.length);
    for (const [index, type] of BEACH_TYPES.entries()) {
      await expect(types.nth(index)).toContainText(`${type} ${el[labelKey("beachType", type)]}`);
    }
    for (const label of AMENITY_CATEGORIES.map((category) => el[labelKey("amenityCategory", category)])) {
      await expect(page.getByRole("region", { name: label })).toBeVisible();
    }
    await expect(
      page.getByRole("region", { name: "Κατάσταση επαλήθευσης" }).getByRole("list").getByRole("listitem"),
    ).toHaveText([/^verified Επαληθευμένο/, /^unverified Μη επαληθευμένο/]);
    await expect(page.getByRole("navigation", { name: "Σε αυτή τη σελίδα" }).getByRole("link")).toHaveCount(
      8,
    );
  });

  test("has a Greek 'Suggest a Fix' mail link with a Greek subject", async ({ page }) => {
    await page.goto("/el/ontology");
    const link = page.getByRole("link", { name: "Προτείνετε διόρθωση" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${CONTACT_EMAIL}?`)).toBe(true);
    expect(new URL(href).searchParams.get("subject")).toBe("Πρόταση διόρθωσης: Οντολογία v1");
  });

  test(
    "has no serious accessibility violations and fits the screen",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto("/el/ontology");
      await expect(page.getByRole("heading", { level: 1, name: "Οντολογία" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    },
  );
});
