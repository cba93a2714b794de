// The site in Greek as a whole (ADR 037): every public route read in Greek carries no
// English interface string, the language switch keeps the page and its filters, an English page
// offers Greek to a Greek browser without redirecting, and each page carries its own language only.
import type { Page } from "@playwright/test";
import { el } from "#core/i18n/el/index.ts";
import { en } from "#core/i18n/en/index.ts";
import type { Message } from "#core/i18n/translator.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { documentMarker, markDocument, waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** Every public route in Greek, each with a query where the page has one. */
const GREEK_ROUTES = [
  "/el",
  "/el?q=%CE%B1%CE%BC%CE%BC%CF%8E%CE%B4%CE%B7%CF%82%20%CF%80%CE%B1%CF%81%CE%B1%CE%BB%CE%AF%CE%B1",
  "/el?type=SANDY&blueFlag=true",
  "/el?type=SANDY&amenities=taverna&page=2",
  "/el/areas",
  "/el/crete",
  "/el/kefalonia/myrtos",
  "/el/map",
  "/el/about",
  "/el/ontology",
];

function textsOf(message: Message): string[] {
  return typeof message === "string" ? [message] : [message.one, message.other, message.zero ?? ""];
}

/**
 * The English interface strings: the catalogue's messages, the labels ('label.*') among them, without
 * those that read the same in Greek (proper names such as "Seatrac"). Each gives the runs of at least
 * three Latin letters between its placeholders, matched as whole words.
 */
function englishFragments(): string[] {
  const pairs: [string, string][] = [];
  for (const [key, message] of Object.entries(en as Record<string, Message>)) {
    const greek = (el as Record<string, Message>)[key];
    const english = textsOf(message);
    const translated = greek === undefined ? [] : textsOf(greek);
    english.forEach((text, index) => pairs.push([text, translated[index] ?? ""]));
  }
  const fragments = new Set<string>();
  for (const [english, greek] of pairs) {
    if (english === greek) continue;
    for (const piece of english.split(/\{\w+\}/)) {
      const words = piece.replace(/[^A-Za-z' -]+/g, " ").trim();
      // Single short words ("of", "km") say little on their own; phrases and words of 4+ letters do.
      if (words.length >= 4 && /[A-Za-z]{3}/.test(words)) fragments.add(words.replace(/\s+/g, " "));
    }
  }
  return [...fragments];
}

const FRAGMENTS = englishFragments();

/**
 * The page's words a visitor meets: the text and the names, labels, titles, placeholders and
 * alternative texts of elements, leaving out what is marked as English (a description nobody has
 * translated yet) and what is not the page's (scripts, styles, the map's tile attribution).
 */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.body.cloneNode(true) as HTMLElement;
    for (const element of root.querySelectorAll(
      '[lang="en"], script, style, template, .leaflet-control-attribution',
    ))
      element.remove();
    const attributes = [...root.querySelectorAll("*")].flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt", "aria-roledescription"]
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => value !== null),
    );
    return [document.title, root.textContent ?? "", ...attributes].join("\n").replace(/\s+/g, " ");
  });
}

function englishIn(words: string): string[] {
  return FRAGMENTS.filter((fragment) => new RegExp(`(^|[^A-Za-z])${fragment}($|[^A-Za-z])`).test(words));
}

test.describe("every public page in Greek", () => {
  test("the check knows the English catalogue", () => {
    expect(FRAGMENTS).toContain("Explore areas");
    expect(englishIn("Περιοχές · Explore areas")).toEqual(["Explore areas"]);
    expect(englishIn("Εξερευνήστε τις περιοχές")).toEqual([]);
  });

  for (const path of GREEK_ROUTES) {
    test(`${decodeURIComponent(path)} has no English interface string`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "el");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(englishIn(await pageWords(page))).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test.describe("the 404 page", () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("answers in Greek with status 404", async ({ page }) => {
      const response = await page.goto("/el/nowhere-at-all/nothing");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "el");
      expect(englishIn(await pageWords(page))).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe("the language switch", () => {
  test("keeps the page, its filters and the page number, without reloading", async ({ page }) => {
    await page.goto("/crete?type=SANDY&page=2");
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Ελληνικά" }).click();
    await expect(page).toHaveURL(/\/el\/crete\?type=SANDY&page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(
      page.getByRole("navigation", { name: "Κύριο μενού" }).getByRole("link", { name: "Περιοχές" }),
    ).toBeVisible();
    expect(await documentMarker(page)).toBe(1);

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/crete\?type=SANDY&page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore areas" }),
    ).toBeVisible();
  });

  test("is reached by keyboard and names the other language in that language", async ({ page }) => {
    await page.goto("/el/about");
    const toEnglish = page.getByRole("link", { name: "English" });
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await expect(toEnglish).toHaveAttribute("href", "/about");
    // Its tooltip is for a reader of English, in English, as the link is: never "στα English".
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await expect(toEnglish).toHaveAttribute("title", "Read this page in English");
    await toEnglish.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const toGreek = page.getByRole("link", { name: "Ελληνικά" });
    await expect(toGreek).toHaveAttribute("lang", "el");
    await expect(toGreek).toHaveAttribute("title", "Διαβάστε αυτή τη σελίδα στα ελληνικά");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a plain link to the same address in Greek", async ({ page }) => {
      await page.goto("/kefalonia?blueFlag=true");
      await page.getByRole("link", { name: "Ελληνικά" }).click();
      await expect(page).toHaveURL(/\/el\/kefalonia\?blueFlag=true$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "el");
      await expect(page.getByRole("heading", { level: 1, name: "Κεφαλονιά" })).toBeVisible();
    });
  });
});

test.describe("a search naming another area", () => {
  test("names it in Greek and links to its Greek page", async ({ page }) => {
    await page.goto("/el/crete?search=Rhodes&originalQuery=sandy+rhodes&type=SANDY");
    const notice = page.getByRole("status").filter({ hasText: "Εντοπίστηκε άλλη τοποθεσία" });
    await expect(notice).toContainText("«Ρόδος»");
    await expect(notice.getByRole("link", { name: "Δείτε παραλίες: Ρόδος" })).toHaveAttribute(
      "href",
      "/el/rhodes?type=SANDY",
    );
  });
});

test.describe("addresses", () => {
  test("each page names itself and its twin in the other language", async ({ page }) => {
    await page.goto("/el/kefalonia/myrtos");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin}/el/kefalonia/myrtos`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${origin}/kefalonia/myrtos`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="el"]')).toHaveAttribute(
      "href",
      `${origin}/el/kefalonia/myrtos`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${origin}/kefalonia/myrtos`,
    );
  });

  test("a page carries its own language's messages only", async ({ request }) => {
    const english = await (await request.get("/")).text();
    const greek = await (await request.get("/el")).text();
    expect(english).toContain(en["chrome.footer.tagline"]);
    expect(english).not.toContain(el["chrome.footer.tagline"]);
    expect(greek).toContain(el["chrome.footer.tagline"]);
    expect(greek).not.toContain(en["chrome.footer.tagline"]);
  });
});

test.describe("a browser that prefers Greek", () => {
  test.use({ locale: "el-GR" });

  test("gets the English page it asked for, never a redirect", async ({ request }) => {
    const response = await request.get("/crete", {
      headers: { "Accept-Language": "el-GR,el;q=0.9,en;q=0.5" },
    });
    expect(response.status()).toBe(200);
    expect(response.url()).toMatch(/\/crete$/);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("is offered Greek once, until it answers", async ({ page }) => {
    await page.goto("/crete?type=SANDY");
    const offer = page.getByRole("region", { name: "Ελληνική έκδοση" });
    await expect(offer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole("button", { name: "Όχι, ευχαριστώ" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Ελληνική έκδοση" })).toHaveCount(0);
  });

  test("follows the offer to the same page in Greek", async ({ page }) => {
    await page.goto("/crete?type=SANDY");
    await page.getByRole("link", { name: "Δείτε τη στα ελληνικά" }).click();
    await expect(page).toHaveURL(/\/el\/crete\?type=SANDY$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("region", { name: "Ελληνική έκδοση" })).toHaveCount(0);
  });
});

test.describe("a browser that prefers English", () => {
  test("is not offered Greek", async ({ page }) => {
    await page.goto("/crete");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Ελληνική έκδοση" })).toHaveCount(0);
  });
});
