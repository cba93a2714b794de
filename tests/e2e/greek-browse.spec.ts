import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { apiCount, PAGE_SIZE, PUBLIC_BEACHES, waitForHydration } from "./browse-helpers.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { translatorOf } from "#core/i18n/catalogues.ts";
import { formatResultsCount } from "#core/pages/wording.ts";

// The home page's list in Greek (/el): the search box, what the search understood, the All Filters
// sheet, pagination and the plain form without JavaScript all speak Greek and keep the /el prefix.

const el = translatorOf("el");

const searchBox = (page: Page) =>
  page.getByRole("search").getByRole("searchbox", { name: "Αναζήτηση παραλιών" });

/** The results summary line, found by what it says. */
const summary = (page: Page, text: string) => page.getByText(text, { exact: true });

function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

test("the Greek home page greets in Greek, with Greek examples that stay under /el", async ({ page }) => {
  await page.goto("/el");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page).toHaveTitle("Ελληνικές Παραλίες · Βρείτε την ιδανική παραλία στην Ελλάδα");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Βρείτε την ιδανική ελληνική παραλία");
  await expect(summary(page, formatResultsCount(PUBLIC_BEACHES.length, el))).toBeVisible();
  const examples = page.getByRole("navigation", { name: "Παραδείγματα αναζήτησης" });
  const first = examples.getByRole("link").first();
  await expect(first).toHaveAttribute("href", /^\/el\?q=/);
  await expect(page.getByRole("navigation", { name: "Σελιδοποίηση" })).toBeVisible();
});

test("a Greek search shows what it understood in Greek, with the Greek count", async ({ page, request }) => {
  await page.goto("/el");
  await waitForHydration(page);
  await searchBox(page).fill("αμμώδης παραλία Κρήτη");
  await searchBox(page).press("Enter");

  // Crete is a place: the list moves to Crete's page, still in Greek.
  await expect.poll(() => pathOf(page)).toBe("/el/crete");
  expect(queryOf(page)).toMatchObject({ type: "SANDY" });
  const total = await apiCount(request, "area=crete&type=SANDY");
  expect(total).toBeGreaterThan(1);
  await expect(summary(page, `${total} παραλίες · Αμμώδης`)).toBeVisible();
  await expect(searchBox(page)).toHaveValue("αμμώδης παραλία Κρήτη");
  await expect(page.getByRole("link", { name: "Καθαρισμός όλων" })).toHaveAttribute("href", "/el/crete");
  const views = page.getByRole("navigation", { name: "Προβολή" });
  await expect(views.getByRole("link", { name: "Χάρτης" })).toHaveAttribute("href", /^\/el\/map\?/);
});

test("the hero's Greek example measures from the town it names, written in Greek", async ({ page }) => {
  await page.goto("/el");
  await waitForHydration(page);
  const hero = "ήσυχη αμμώδης παραλία με ταβέρνα κοντά στα Χανιά";
  await expect(page.getByText(`«${hero}»`)).toBeVisible();
  await searchBox(page).fill(hero);
  await searchBox(page).press("Enter");
  await expect.poll(() => pathOf(page)).toBe("/el/crete");
  await expect(page.getByText("πρώτα οι πιο κοντινές: Χανιά")).toBeVisible();
  await expect(page.getByText(/^\d+ παραλίες? · Αμμώδης, Ταβέρνα$/)).toBeVisible();
});

test(
  "the All Filters sheet speaks Greek and applies its filters under /el",
  { tag: "@both-widths" },
  async ({ page, request }) => {
    await page.goto("/el");
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: /^Όλα τα φίλτρα/ }).click();
    const sheet = page.getByRole("dialog", { name: "Όλα τα φίλτρα" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("switch", { name: "Μόνο με πιστοποίηση Γαλάζιας Σημαίας" }).click();
    await sheet
      .getByRole("group", { name: "Τύπος παραλίας" })
      .getByRole("checkbox", { name: "Αμμώδης" })
      .check();
    const count = await apiCount(request, "blueFlag=true&type=SANDY");
    await expect(sheet.getByRole("status")).toHaveText(
      count === 1 ? "1 αποτέλεσμα" : `${count} αποτελέσματα`,
    );
    await sheet.getByRole("button", { name: `Εμφάνιση αποτελεσμάτων (${count})` }).click();
    await expect(sheet).toBeHidden();
    await expect.poll(() => queryOf(page)).toEqual({ blueFlag: "true", type: "SANDY" });
    expect(pathOf(page)).toBe("/el");
    await expect(summary(page, `${formatResultsCount(count, el)} · Γαλάζια Σημαία, Αμμώδης`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test("pagination stays under /el and says the page in Greek", async ({ page }) => {
  const pageCount = Math.ceil(PUBLIC_BEACHES.length / PAGE_SIZE);
  expect(pageCount).toBeGreaterThan(1);
  await page.goto("/el");
  await waitForHydration(page);
  const pagination = page.getByRole("navigation", { name: "Σελιδοποίηση" });
  await expect(pagination.getByText(`Σελίδα 1 από ${pageCount}`)).toBeVisible();
  await pagination.getByRole("link", { name: "Επόμενη σελίδα" }).click();
  await expect.poll(() => queryOf(page)).toEqual({ page: "2" });
  expect(pathOf(page)).toBe("/el");
  await expect(pagination.getByText(`Σελίδα 2 από ${pageCount}`)).toBeVisible();
  await expect(pagination.getByRole("link", { name: "Προηγούμενη σελίδα" })).toHaveAttribute("href", "/el");
});

test("a Greek list that matches nothing offers its way out in Greek", async ({ page }) => {
  await page.goto("/el?search=zzzqqq");
  // Words alone that match nothing: the panel says so of the words.
  await expect(page.getByRole("heading", { name: "Τίποτα δεν ταίριαξε με «zzzqqq»" })).toBeVisible();
  await expect(summary(page, "Δεν βρέθηκαν παραλίες · «zzzqqq»")).toBeVisible();
  await expect(page.getByRole("link", { name: "Αφαίρεση φίλτρου «zzzqqq»" })).toHaveAttribute("href", "/el");
});

test("a relaxed Greek list says in Greek what it gave up, and its links keep /el", async ({ page }) => {
  await page.goto(
    "/el?type=OTHER&blueFlag=true&waveConditions=SURFABLE&amenities=lifeguard,music,cliff_jumping&parking=NONE",
  );
  const panel = page.getByRole("region", { name: "Καμία παραλία δεν ταιριάζει με τα τρέχοντα φίλτρα" });
  await expect(
    panel.getByText(
      /^Καμία παραλία δεν πληροί όλα τα κριτήρια· εμφανίζ(εται 1 παραλία|ονται \d+ παραλίες) χωρίς: Βουτιές από βράχια/,
    ),
  ).toBeVisible();
  await expect(panel.getByRole("link", { name: "Αφαίρεση φίλτρου Γαλάζια Σημαία" })).toHaveAttribute(
    "href",
    /^\/el\?/,
  );
  await expect(panel.getByText("+2 ακόμη φίλτρα")).toBeVisible();
  await expect(panel.getByRole("link", { name: /^Εμφάνιση αυτών των αποτελεσμάτων/ })).toHaveAttribute(
    "href",
    /^\/el\?/,
  );
});

test("the Greek map's filter bar keeps its area and its /el address", async ({ page }) => {
  await page.goto("/el/map?area=crete");
  await waitForHydration(page);
  await page.getByRole("switch", { name: "Γαλάζια Σημαία" }).click();
  await expect.poll(() => queryOf(page)).toMatchObject({ area: "crete", blueFlag: "true" });
  expect(pathOf(page)).toBe("/el/map");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain filter form submits to /el and the list answers in Greek", async ({ page, request }) => {
    await page.goto("/el");
    const form = page.getByRole("form", { name: "Φίλτρα" });
    await form.getByRole("checkbox", { name: "Γαλάζια Σημαία" }).check();
    await form.getByRole("button", { name: "Εφαρμογή φίλτρων" }).click();
    await expect.poll(() => pathOf(page)).toBe("/el");
    expect(queryOf(page)).toMatchObject({ blueFlag: "true" });
    const count = await apiCount(request, "blueFlag=true");
    await expect(summary(page, `${formatResultsCount(count, el)} · Γαλάζια Σημαία`)).toBeVisible();
  });

  test("the search box submits to /el and lands on a Greek page", async ({ page }) => {
    await page.goto("/el");
    await searchBox(page).fill("αμμώδης παραλία Κρήτη");
    await page.getByRole("search").getByRole("button", { name: "Αναζήτηση" }).click();
    await expect.poll(() => pathOf(page)).toBe("/el/crete");
    await expect(page.getByText(/^\d+ παραλίες · Αμμώδης$/)).toBeVisible();
  });
});

// In Greek: facts not yet recorded, nonsense, the preferences kept, the usual waves.

async function searchInGreek(page: Page, text: string) {
  await page.goto("/el");
  await waitForHydration(page);
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=/);
}

test("a need no beach has recorded says so in Greek and is relaxed, and All Filters marks it @both-widths", async ({
  page,
}) => {
  await searchInGreek(page, "προσβάσιμη παραλία στη Ρόδο");
  await expect.poll(() => pathOf(page)).toBe("/el/rhodes");
  const wheelchair = el.t("label.accessFilter.wheelchair");
  await expect(
    page.getByRole("heading", { name: el.t("browse.empty.unrecorded", { labels: wheelchair }) }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: el.t("browse.empty.title") })).toHaveCount(0);

  await page.getByRole("button", { name: new RegExp(`^${el.t("browse.allFilters")}`) }).click();
  const sheet = page.getByRole("dialog", { name: el.t("browse.allFilters") });
  await expect(sheet.getByRole("checkbox", { name: wheelchair })).toHaveAccessibleDescription(
    el.t("browse.sheet.unrecorded"),
  );
  const waves = sheet.getByRole("group", { name: el.t("browse.group.wavesSheet") });
  await expect(waves.getByRole("checkbox", { name: "Συνήθως ήρεμη" })).toBeVisible();
  await expect(waves.getByText(el.t("browse.sheet.wavesHint"))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("Greek nonsense says in Greek that nothing matched it", async ({ page }) => {
  await searchInGreek(page, "ασδφγ qwerty");
  await expect(
    page.getByRole("heading", {
      name: el.t("browse.empty.nothingMatched", { words: el.t("browse.quoted", { text: "ασδφγ qwerty" }) }),
    }),
  ).toBeVisible();
});

test("the preferences a Greek search kept are Greek chips that remove them", async ({ page }) => {
  await searchInGreek(page, "ήσυχη παραλία κοντά στο Ρέθυμνο");
  await expect.poll(() => pathOf(page)).toBe("/el/crete");
  const preferences = page.getByRole("list", { name: el.t("browse.summary.prefer") });
  const unorganized = el.t("label.setup.unorganized");
  await preferences
    .getByRole("link", { name: el.t("browse.summary.removePreference", { label: unorganized }) })
    .click();
  await expect(page).not.toHaveURL(/prefer=/);
  await expect(page).toHaveURL(/^[^?]*\/el\/crete\?/);
});
