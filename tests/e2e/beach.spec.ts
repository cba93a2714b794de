import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { DEMO_BEACHES, type DemoBeach } from "#server/db/seed/demo-data.ts";
import { getAmenity } from "#core/contract/amenities.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { label } from "#core/i18n/labels.ts";
import { distanceKm } from "#core/contract/distance.ts";
import { formatVerified } from "#core/pages/relative-time.ts";
import { slugify } from "#core/contract/slug-from-name.ts";
import {
  beachCards,
  cardNames,
  documentMarker,
  horizontalOverflow,
  htmlText,
  markDocument,
  PAGE_SIZE,
  PUBLIC_BEACHES,
  waitForHydration,
} from "./browse-helpers.ts";
import { toasts } from "./location-helpers.ts";

// The beach detail page /{areaSlug}/{beachSlug}. Every expectation
// is worked out from the demo data the e2e server seeds.

const CONTACT_EMAIL = "feedback@greekbeaches.example";
/** The longest first paragraph the description shows whole before Read more. */
const DESCRIPTION_PREVIEW = 300;
const COPIED_RESET_MS = 2000;

function demo(name: string): DemoBeach {
  const found = DEMO_BEACHES.find((beach) => beach.name === name);
  if (!found) throw new Error(`no demo beach ${name}`);
  return found;
}

const path = (beach: DemoBeach) => `/${slugify(beach.area)}/${slugify(beach.name)}`;

/** Blue Flag, Kefalonia, a short description. */
const MYRTOS = demo("Myrtos");
/** No Blue Flag, a one-paragraph description over 200 characters and under 300. */
const ELAFONISI = demo("Elafonisi");
/** Amenities in all four categories. */
const PLAKIAS = demo("Plakias");
/** Never verified: the chip reads 'recently'. */
const PREVELI = demo("Preveli");

const DRAFT_BEACH = DEMO_BEACHES.find((beach) => beach.status === "DRAFT" && beach.area === "Crete")!;
const HIDDEN_BEACH = DEMO_BEACHES.find((beach) => beach.status === "HIDDEN" && beach.area === "Corfu")!;

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/** iPadOS Safari asks for desktop sites: it says Macintosh, and only its touch points give it away. */
const IPAD_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const main = (page: Page) => page.getByRole("main");
const directionsLink = (page: Page) => page.getByRole("link", { name: "Get directions" });
const shareButton = (page: Page) => page.getByRole("button", { name: "Share this beach" });
const feedbackLink = (page: Page) => page.getByRole("link", { name: "Send feedback" });
const shareDialog = (page: Page) => page.getByRole("dialog", { name: "Share this beach" });

/** The toast whose title is exactly `title` (case matters: 'Copy Failed' and 'Copy failed' differ). */
function toast(page: Page, title: string) {
  return toasts(page).filter({ hasText: new RegExp(`^${title}`) });
}

/**
 * The same toast while the share dialog is open: a modal dialog hides the rest of the page, the toast
 * region included, from assistive technology (Radix announces the toast through its own live region
 * instead), so the toast is found among hidden elements, and must still be visible on screen.
 */
function toastBehindDialog(page: Page, title: string) {
  return page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: new RegExp(`^${title}`) });
}

/** Denies the clipboard for real: Playwright grants permissions but cannot deny them; Chromium can. */
async function denyClipboard(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "clipboard-write" },
    setting: "denied",
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  // The session stays attached: Chromium drops its permission overrides when it detaches.
}

async function expectToast(page: Page, title: string, description: string) {
  await expect(toast(page, title)).toBeVisible();
  await expect(toast(page, title)).toContainText(description);
}

/** Opens a beach page and waits until its buttons answer. */
async function openBeach(page: Page, beach: DemoBeach) {
  const response = await page.goto(path(beach));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: beach.name })).toBeVisible();
  await waitForHydration(page);
}

/** The other public beaches of the area within 50 km, nearest first: 'More beaches nearby' shows three. */
function nearestInArea(beach: DemoBeach): DemoBeach[] {
  return PUBLIC_BEACHES.filter((other) => other.area === beach.area && other.name !== beach.name)
    .map((other) => ({ other, km: distanceKm(beach, other) }))
    .filter(({ km }) => km <= 50)
    .sort((a, b) => a.km - b.km)
    .map(({ other }) => other);
}

/**
 * The usual waves, and today's sea beside them once the forecast is stored when it differs
 * ('Usually wavy · Calm today').
 */
const usualWavesPattern = (beach: DemoBeach) =>
  `${label(ENGLISH, "waveCondition", beach.wave_conditions)}( · (Calm|Choppy|Rough|Calm water) today)?`;
const usualWaves = (beach: DemoBeach) => new RegExp(`^${usualWavesPattern(beach)}$`);

/**
 * Opens Elafonisi from the Crete page, a client-side navigation whose data (turbo-stream, strings as
 * JSON) gets `description` in place of the demo one: the demo descriptions are all one paragraph.
 */
async function openElafonisiDescribedAs(page: Page, description: string) {
  await page.route(new RegExp(`${path(ELAFONISI)}\\.data(\\?|$)`), async (route) => {
    // Asked without the validators of an earlier answer (a prefetch of the link may have been kept):
    // a 304 has no body to rewrite.
    const headers = { ...route.request().headers() };
    delete headers["if-none-match"];
    delete headers["if-modified-since"];
    const response = await route.fetch({ headers });
    const body = await response.text();
    expect(body).toContain(JSON.stringify(ELAFONISI.description));
    await route.fulfill({
      response,
      body: body.replace(JSON.stringify(ELAFONISI.description), JSON.stringify(description)),
    });
  });
  await page.goto(`/${slugify(ELAFONISI.area)}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: ELAFONISI.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: ELAFONISI.name })).toBeVisible();
  return page.getByRole("region", { name: `About ${ELAFONISI.name}` });
}

/** Whether an element takes room on screen: text kept only for screen readers takes one pixel. */
async function takesRoom(locator: ReturnType<Page["locator"]>): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.height > 1 && box.width > 1;
}

/** The text of a paragraph that is drawn on screen, without what is kept for screen readers only. */
function shownText(locator: ReturnType<Page["locator"]>): Promise<string> {
  return locator.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => !(node instanceof HTMLElement && getComputedStyle(node).position === "absolute"))
      .map((node) => node.textContent)
      .join(""),
  );
}

/** 'lat,lng' of a link's coordinates, read back as numbers. */
function coordinatesOf(text: string): [number, number] {
  const [lat, lng] = text.split(",").map(Number);
  return [lat!, lng!];
}

test.describe("server-rendered HTML", () => {
  test("holds the name, the description, the summary, the title, the meta description and the canonical URL", async ({
    request,
  }) => {
    const response = await request.get(path(MYRTOS));
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toMatch(new RegExp(`<h1[^>]*>${MYRTOS.name}</h1>`));
    expect(MYRTOS.description.length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW);
    expect(html).toContain(htmlText(MYRTOS.description));

    const rows: [string, string][] = [
      ["Beach Type", label(ENGLISH, "beachType", MYRTOS.type)],
      ["Wave Conditions", usualWavesPattern(MYRTOS)],
      ["Organization", MYRTOS.organized ? "Organized" : "Unorganized"],
      ["Parking", label(ENGLISH, "parking", MYRTOS.parking)],
    ];
    expect(MYRTOS.blue_flag).toBe(true);
    rows.push(["Certification", "Blue Flag Certified"]);
    for (const [term, value] of rows) {
      // The definition may start with an icon (the Blue Flag award).
      expect(html, term).toMatch(new RegExp(`>${term}</dt><dd[^>]*>(?:<svg.*?</svg>)?${value}</dd>`));
    }

    expect(html).toMatch(new RegExp(`<title>[^<]*${MYRTOS.name}[^<]*</title>`));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toBeDefined();
    // Cut to a search result's length, on a word boundary.
    expect(htmlText(MYRTOS.description).startsWith(description!.replace(/…$/, ""))).toBe(true);
    expect(description!.length).toBeGreaterThan(100);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/kefalonia\/myrtos"\/>/);
  });

  test("a beach without the Blue Flag has no Certification row, and a long description is whole", async ({
    request,
  }) => {
    expect(ELAFONISI.blue_flag).toBe(false);
    const html = await (await request.get(path(ELAFONISI))).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ELAFONISI.name}</h1>`));
    expect(html).toContain(">Beach Type</dt>");
    // The page's words, not its scripts: the hydration data carries the whole catalogue.
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("Certification");
    expect(shown).not.toContain("Blue Flag Certified");

    expect(ELAFONISI.description.length).toBeGreaterThan(200);
    const text = html
      .replace(/<span aria-hidden="true">…<\/span>/g, "")
      .replace(/<[^>]+>/g, "")
      .replaceAll("<!-- -->", "");
    expect(text).toContain(htmlText(ELAFONISI.description));
  });
});

test.describe("the beach page", () => {
  test("shows the breadcrumb, the area chip and the Verified chip", async ({ page }) => {
    await openBeach(page, MYRTOS);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(crumbs).toHaveText(["Home", "Areas", "Kefalonia", "Myrtos"]);
    await expect(crumbs.nth(0).getByRole("link")).toHaveAttribute("href", "/");
    await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", "/areas");
    await expect(crumbs.nth(2).getByRole("link")).toHaveAttribute("href", "/kefalonia");
    await expect(crumbs.nth(3)).toHaveAttribute("aria-current", "page");
    await expect(crumbs.nth(3).getByRole("link")).toHaveCount(0);

    const verified = formatVerified(MYRTOS.verified_at, new Date());
    expect(verified).toMatch(/ago$/);
    await expect(main(page).getByText(/^Verified\b/)).toHaveText(`Verified · Updated ${verified}`);

    // The area chip: the area link outside the breadcrumb.
    const chip = main(page)
      .getByRole("link", { name: MYRTOS.area, exact: true })
      .and(page.locator(":not(nav a)"));
    await expect(chip).toHaveAttribute("href", "/kefalonia");
    await chip.click();
    await expect(page).toHaveURL(/\/kefalonia$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Find Your Perfect Beach in Kefalonia" }),
    ).toBeVisible();
  });

  test("a beach never verified reads 'Verified · recently'", async ({ page }) => {
    expect(PREVELI.verified_at).toBeNull();
    await openBeach(page, PREVELI);
    await expect(main(page).getByText(/^Verified\b/)).toHaveText("Verified · recently");
  });

  test("the summary names type, waves, setup and parking, and the Blue Flag only when flagged", async ({
    page,
  }) => {
    await openBeach(page, MYRTOS);
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByRole("term")).toHaveText([
      "Beach Type",
      "Wave Conditions",
      "Organization",
      "Parking",
      "Certification",
    ]);
    await expect(summary.getByRole("definition")).toHaveText([
      label(ENGLISH, "beachType", MYRTOS.type),
      usualWaves(MYRTOS),
      "Organized",
      label(ENGLISH, "parking", MYRTOS.parking),
      "Blue Flag Certified",
    ]);

    await openBeach(page, ELAFONISI);
    await expect(page.getByRole("region", { name: "Summary" }).getByRole("term")).toHaveText([
      "Beach Type",
      "Wave Conditions",
      "Organization",
      "Parking",
    ]);
    await expect(page.getByText("Blue Flag Certified")).toHaveCount(0);
  });

  test("a description of several paragraphs shows its first paragraph whole, then Read more", async ({
    page,
  }) => {
    const paragraphs = [ELAFONISI.description, MYRTOS.description, PLAKIAS.description];
    expect(paragraphs.join(" ").length).toBeGreaterThan(DESCRIPTION_PREVIEW);
    const about = await openElafonisiDescribedAs(page, paragraphs.join("\n\n"));
    const shown = about.getByRole("paragraph");
    await expect(shown).toHaveText(paragraphs);

    // Collapsed: the first paragraph whole and on screen, the others kept for screen readers only.
    const toggle = about.getByRole("button", { name: "Read more" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await shownText(shown.nth(0))).toBe(paragraphs[0]);
    expect(await takesRoom(shown.nth(0))).toBe(true);
    expect(await takesRoom(shown.nth(1))).toBe(false);
    expect(await takesRoom(shown.nth(2))).toBe(false);

    await toggle.click();
    const less = about.getByRole("button", { name: "Read less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    for (const index of [0, 1, 2]) expect(await takesRoom(shown.nth(index))).toBe(true);

    await less.click();
    await expect(about.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
    expect(await takesRoom(shown.nth(1))).toBe(false);
  });

  test("a first paragraph over 300 characters is cut at the last word before, with Read more and Read less", async ({
    page,
  }) => {
    const description = `${ELAFONISI.description} ${MYRTOS.description}`;
    expect(description.length).toBeGreaterThan(DESCRIPTION_PREVIEW + 20);
    const about = await openElafonisiDescribedAs(page, description);
    const text = about.getByRole("paragraph");
    const toggle = about.getByRole("button", { name: "Read more" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // On screen: about 300 characters, ending on a whole word, then an ellipsis.
    const shown = await shownText(text);
    expect(shown.endsWith("…")).toBe(true);
    const start = shown.slice(0, -1);
    expect(start.length).toBeGreaterThan(DESCRIPTION_PREVIEW - 40);
    expect(start.length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW);
    expect(description.startsWith(start)).toBe(true);
    expect(description[start.length]).toBe(" ");
    // Collapsed, the whole text is still in the DOM; only the ellipsis is added for the eye.
    expect((await text.textContent())?.replace("…", "")).toBe(description);

    await toggle.click();
    const less = about.getByRole("button", { name: "Read less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expect(text).toHaveText(description);
    expect(await shownText(text)).toBe(description);

    await less.click();
    await expect(about.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
    expect(await shownText(text)).toBe(shown);
  });

  test("a one-paragraph description of up to 300 characters is shown whole, without Read more", async ({
    page,
  }) => {
    for (const beach of [MYRTOS, ELAFONISI]) {
      expect(beach.description.length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW);
      await openBeach(page, beach);
      const about = page.getByRole("region", { name: `About ${beach.name}` });
      await expect(about.getByRole("paragraph")).toHaveText(beach.description);
      expect(await shownText(about.getByRole("paragraph"))).toBe(beach.description);
      await expect(about.getByRole("button")).toHaveCount(0);
    }
  });

  test("amenities are grouped under Facilities, Safety, Services and Activities", async ({ page }) => {
    const categories = ["facilities", "safety", "services", "activities"] as const;
    const groups = categories
      .map((category) => ({
        heading: label(ENGLISH, "amenityCategory", category),
        labels: PLAKIAS.amenities
          .map((id) => getAmenity(id))
          .filter((amenity) => amenity.category === category)
          .map((amenity) => label(ENGLISH, "amenity", amenity.id)),
      }))
      .filter((group) => group.labels.length > 0);
    expect(groups.map((group) => group.heading)).toEqual(["Facilities", "Safety", "Services", "Activities"]);

    await openBeach(page, PLAKIAS);
    const amenities = page.getByRole("region", { name: "Amenities" });
    await expect(amenities.getByRole("heading", { level: 3 })).toHaveText(
      groups.map((group) => group.heading),
    );
    const snapshot = [
      `- heading "Amenities" [level=2]`,
      ...groups.flatMap((group) => [
        `- heading ${JSON.stringify(group.heading)} [level=3]`,
        "- list:",
        ...group.labels.map((label) => `  - listitem: ${JSON.stringify(label)}`),
      ]),
    ].join("\n");
    await expect(amenities).toMatchAriaSnapshot(snapshot);
    await expect(amenities.getByRole("listitem")).toHaveCount(PLAKIAS.amenities.length);
  });

  test("'More beaches nearby' shows the area's three nearest beaches, nearest first with their distance, and 'View all beaches'", async ({
    page,
  }) => {
    const expected = nearestInArea(MYRTOS).slice(0, 3);
    expect(expected).toHaveLength(3);
    await openBeach(page, MYRTOS);
    const more = page.getByRole("region", { name: "More beaches nearby" });
    const cards = more.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(expected.map((beach) => beach.name));
    await expect(more.getByText(MYRTOS.name, { exact: true })).toHaveCount(0);
    // Each card says how far it is from this beach; the order is the shown distances'.
    const shown = await cards.getByText(/ km from Myrtos$/).allInnerTexts();
    expect(shown).toEqual(expected.map((beach) => `${Math.round(distanceKm(MYRTOS, beach))} km from Myrtos`));
    const kilometres = shown.map((text) => Number.parseFloat(text));
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
    for (const beach of expected) {
      await expect(more.getByRole("link", { name: beach.name, exact: true })).toHaveAttribute(
        "href",
        path(beach),
      );
    }
    const viewAll = more.getByRole("link", { name: "View all beaches in Kefalonia" });
    await expect(viewAll).toHaveAttribute("href", "/kefalonia");
    await viewAll.click();
    await expect(page).toHaveURL(/\/kefalonia$/);
  });

  test(
    "Directions, Share and Feedback are labelled buttons in one row, Directions filled as the main one",
    { tag: "@both-widths" },
    async ({ page }) => {
      await openBeach(page, MYRTOS);
      const actions = [directionsLink(page), shareButton(page), feedbackLink(page)];
      await expect(directionsLink(page)).toHaveText("Directions");
      await expect(shareButton(page)).toHaveText("Share");
      await expect(feedbackLink(page)).toHaveText("Feedback");

      const width = page.viewportSize()!.width;
      const boxes = await Promise.all(actions.map((action) => action.boundingBox()));
      for (const box of boxes) {
        expect(box).not.toBeNull();
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      // One row, left to right, none on top of another.
      const [directions, share, feedback] = boxes as { x: number; y: number; width: number }[];
      expect(Math.abs(share!.y - directions!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(feedback!.y - directions!.y)).toBeLessThanOrEqual(1);
      expect(share!.x).toBeGreaterThanOrEqual(directions!.x + directions!.width);
      expect(feedback!.x).toBeGreaterThanOrEqual(share!.x + share!.width);

      // Directions is drawn in the sea colour; the other two are white.
      await expect(directionsLink(page)).toHaveCSS("background-color", "rgb(10, 98, 128)");
      await expect(shareButton(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(feedbackLink(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
    },
  );

  test("Send feedback writes to the contact address about this beach", async ({ page }) => {
    await openBeach(page, MYRTOS);
    await expect(feedbackLink(page)).toHaveAttribute(
      "href",
      `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`Feedback: ${MYRTOS.name} (${slugify(MYRTOS.name)})`)}`,
    );
    // A name with an apostrophe is encoded too.
    const stPauls = demo("St Paul's Bay");
    await openBeach(page, stPauls);
    await expect(feedbackLink(page)).toHaveAttribute(
      "href",
      `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent("Feedback: St Paul's Bay (st-pauls-bay)")}`,
    );
  });
});

test.describe("Back to results", () => {
  test("returns to the filtered, paged list the visitor came from", async ({ page }) => {
    const pebbly = PUBLIC_BEACHES.filter((beach) => beach.type === "PEBBLY");
    expect(pebbly.length).toBeGreaterThan(PAGE_SIZE);
    const list = "/?type=PEBBLY&page=2";
    await page.goto(list);
    await waitForHydration(page);
    const names = await cardNames(page);
    expect(names.length).toBe(pebbly.length - PAGE_SIZE);
    const chosen = demo(names[0]!);

    await beachCards(page).getByRole("link", { name: chosen.name, exact: true }).click();
    await expect(page).toHaveURL(path(chosen));
    await expect(page.getByRole("heading", { level: 1, name: chosen.name })).toBeVisible();
    const back = page.getByRole("link", { name: "Back to results" });
    await expect(back).toHaveAttribute("href", list);

    await back.click();
    await expect(page).toHaveURL(list);
    await expect.poll(() => cardNames(page)).toEqual(names);
  });

  test("goes home for a visitor who arrived directly", async ({ page }) => {
    await openBeach(page, MYRTOS);
    const back = page.getByRole("link", { name: "Back to results" });
    await expect(back).toHaveAttribute("href", "/");
    await back.click();
    await expect(page).toHaveURL("/");
    await expect(beachCards(page).first()).toBeVisible();
  });

  test("a card on the home page opens the beach page without reloading the document", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const [first] = await cardNames(page);
    const beach = demo(first!);
    await markDocument(page);
    await beachCards(page).getByRole("link", { name: beach.name, exact: true }).click();
    await expect(page).toHaveURL(path(beach));
    await expect(page.getByRole("heading", { level: 1, name: beach.name })).toBeVisible();
    expect(await documentMarker(page)).toBe(1);
    await expect(page.getByRole("link", { name: "Back to results" })).toHaveAttribute("href", "/");
  });
});

test.describe("Get directions", () => {
  const [lat, lng] = [MYRTOS.latitude, MYRTOS.longitude];

  test.describe("on a desktop browser", () => {
    test("opens Google Maps directions in a new tab", async ({ page }) => {
      await openBeach(page, MYRTOS);
      const link = directionsLink(page);
      const href = await link.getAttribute("href");
      const match = /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=([-\d.]+,[-\d.]+)$/.exec(
        href ?? "",
      );
      expect(match, href ?? "").not.toBeNull();
      expect(coordinatesOf(match![1]!)).toEqual([lat, lng]);
      await expect(link).toHaveAttribute("target", "_blank");
    });
  });

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE_UA });
    test("links Apple Maps once the page runs", async ({ page }) => {
      await openBeach(page, MYRTOS);
      const link = directionsLink(page);
      await expect(link).toHaveAttribute("href", /^https:\/\/maps\.apple\.com\/\?daddr=/);
      const url = new URL((await link.getAttribute("href"))!);
      expect(coordinatesOf(url.searchParams.get("daddr")!)).toEqual([lat, lng]);
      expect(url.searchParams.get("q")).toBe(MYRTOS.name);
      await expect(link).not.toHaveAttribute("target", "_blank");
    });
  });

  test.describe("with a Mac's user agent", () => {
    test.use({ userAgent: IPAD_UA });
    test("an iPad (a Mac with a touch screen) links Apple Maps", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "maxTouchPoints", { get: () => 5 });
      });
      await openBeach(page, MYRTOS);
      await expect(directionsLink(page)).toHaveAttribute("href", /^https:\/\/maps\.apple\.com\/\?daddr=/);
    });

    test("a Mac without a touch screen links Google Maps", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "maxTouchPoints", { get: () => 0 });
      });
      await openBeach(page, MYRTOS);
      await expect(directionsLink(page)).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    });
  });

  test.describe("on Android", () => {
    test.use({
      userAgent: ANDROID_UA,
      // Chromium reports a geo: link that no app answers.
      allowedConsoleErrors: [/Failed to launch 'geo:/],
    });

    test("links a geo: URI once the page runs", async ({ page }) => {
      await openBeach(page, MYRTOS);
      const link = directionsLink(page);
      await expect(link).toHaveAttribute("href", /^geo:/);
      const match = /^geo:([-\d.]+,[-\d.]+)\?q=([-\d.]+,[-\d.]+)\((.*)\)$/.exec(
        (await link.getAttribute("href"))!,
      );
      expect(match).not.toBeNull();
      expect(coordinatesOf(match![1]!)).toEqual([lat, lng]);
      expect(coordinatesOf(match![2]!)).toEqual([lat, lng]);
      expect(decodeURIComponent(match![3]!)).toBe(MYRTOS.name);
    });

    test("falls back to the web map when no app opens the geo: link", async ({ page }) => {
      // Nothing leaves the machine: the web map is answered by a stub.
      await page.route("https://www.google.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Web map</title>" }),
      );
      await openBeach(page, MYRTOS);
      await expect(directionsLink(page)).toHaveAttribute("href", /^geo:/);
      await markDocument(page);
      await directionsLink(page).click();
      await expect(page).toHaveURL(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/, {
        timeout: 5000,
      });
      const url = new URL(page.url());
      expect(coordinatesOf(url.searchParams.get("destination")!)).toEqual([lat, lng]);
    });
  });
});

test.describe("Share this beach", () => {
  test.describe("without native sharing, with the clipboard allowed", () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
    });

    test("copies the page's link, says so, and the copy icon resets after 2 s", async ({ page }) => {
      await openBeach(page, MYRTOS);
      expect(await page.evaluate(() => "share" in navigator)).toBe(false);
      const button = shareButton(page);
      await expect(button.locator("svg.lucide-share-2")).toBeVisible();

      // Records when the button is pressed and when its icon changes, to time the tick.
      await button.evaluate((element) => {
        const changes: { icon: string; at: number }[] = [];
        (window as unknown as { __icons: typeof changes }).__icons = changes;
        element.addEventListener("click", () => changes.push({ icon: "pressed", at: performance.now() }), {
          capture: true,
        });
        new MutationObserver(() =>
          changes.push({
            icon: element.querySelector("svg")?.getAttribute("class") ?? "",
            at: performance.now(),
          }),
        ).observe(element, { childList: true, subtree: true, attributes: true });
      });
      await button.click();
      // The icon shows a tick, the name stays.
      await expect(button.locator("svg.lucide-check")).toBeVisible();
      await expect(button).toHaveAccessibleName("Share this beach");
      await expectToast(page, "Link copied", "The beach's link is on your clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      expect(page.url()).toMatch(/\/kefalonia\/myrtos$/);

      // Then, 2 s after the copy and not before, the share icon comes back.
      await expect(button.locator("svg.lucide-share-2")).toBeVisible({ timeout: COPIED_RESET_MS + 3000 });
      const changes = await page.evaluate(
        () => (window as unknown as { __icons: { icon: string; at: number }[] }).__icons,
      );
      const pressed = changes.find((change) => change.icon === "pressed");
      const tick = changes.find((change) => change.icon.includes("lucide-check"));
      const back = changes.find((change) => change.icon.includes("lucide-share-2") && change.at > tick!.at);
      expect(pressed && tick && back, JSON.stringify(changes)).toBeTruthy();
      // Timed from the press: the 2 s start with the copy, which follows it, while drawing the tick
      // may lag on a busy machine.
      expect(back!.at - pressed!.at).toBeGreaterThanOrEqual(COPIED_RESET_MS);
      expect(back!.at - pressed!.at).toBeLessThan(COPIED_RESET_MS + 1000);
      await expect(button.locator("svg.lucide-check")).toHaveCount(0);
      await expect(button).toHaveAccessibleName("Share this beach");
      await expect(shareDialog(page)).toHaveCount(0);
    });

    test("works from the keyboard", async ({ page }) => {
      await openBeach(page, MYRTOS);
      await shareButton(page).focus();
      await page.keyboard.press("Enter");
      await expectToast(page, "Link copied", "The beach's link is on your clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  });

  test.describe("with the clipboard permission denied", () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await denyClipboard(context, page, baseURL!);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
    });

    test("opens the share dialog without a toast, and a failed Copy Link says so in the dialog", async ({
      page,
    }) => {
      await openBeach(page, MYRTOS);
      expect(
        await page.evaluate(() =>
          navigator.permissions
            .query({ name: "clipboard-write" as PermissionName })
            .then((status) => status.state),
        ),
      ).toBe("denied");
      await shareButton(page).click();

      const dialog = shareDialog(page);
      await expect(dialog).toBeVisible();
      // The dialog showing the link is the answer: no toast on top of it.
      await expect(toastBehindDialog(page, "")).toHaveCount(0);
      const field = dialog.getByRole("textbox", { name: "Link" });
      await expect(field).toHaveValue(page.url());
      await expect(field).not.toBeEditable();
      // The share icon did not turn into a tick.
      await expect(shareButton(page).locator("svg.lucide-check")).toHaveCount(0);

      await dialog.getByRole("button", { name: "Copy Link" }).click();
      // Said inside the dialog, where the visitor is, with the link selected to copy by hand.
      await expect(dialog.getByRole("alert")).toHaveText(
        "Copy failed. Unable to copy link: select it above and copy it yourself.",
      );
      await expect(toastBehindDialog(page, "")).toHaveCount(0);
      await expect(dialog).toBeVisible();

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(shareButton(page)).toBeFocused();
    });

    test("the open share dialog passes axe", { tag: "@both-widths" }, async ({ page }) => {
      await openBeach(page, MYRTOS);
      await shareButton(page).click();
      await expect(shareDialog(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe("without native sharing and without a clipboard", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
        delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
      });
    });

    test("the share dialog shows the link, with no 'Copy Failed' toast over it", async ({ page }) => {
      await openBeach(page, MYRTOS);
      expect(await page.evaluate(() => "share" in navigator || "clipboard" in navigator)).toBe(false);
      await shareButton(page).click();

      const dialog = shareDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Link" })).toHaveValue(page.url());
      await expect(toastBehindDialog(page, "Copy Failed")).toHaveCount(0);
      await expect(toastBehindDialog(page, "")).toHaveCount(0);

      // Copy Link cannot copy either: the dialog says so and keeps the link on screen.
      await dialog.getByRole("button", { name: "Copy Link" }).click();
      await expect(dialog.getByRole("alert")).toContainText("Copy failed");
      await expect(dialog.getByRole("textbox", { name: "Link" })).toBeVisible();
      await expect(toastBehindDialog(page, "")).toHaveCount(0);
    });
  });

  test.describe("when writing the clipboard fails", () => {
    test("Copy Link in the share dialog works once the clipboard does", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
        // The first write fails (as with a document that lost focus); later ones go through.
        const write = Clipboard.prototype.writeText;
        let calls = 0;
        Clipboard.prototype.writeText = function (this: Clipboard, text: string) {
          calls += 1;
          return calls === 1
            ? Promise.reject(new DOMException("Document is not focused.", "NotAllowedError"))
            : write.call(this, text);
        };
      });
      await openBeach(page, MYRTOS);
      await shareButton(page).click();
      const dialog = shareDialog(page);
      await expect(dialog).toBeVisible();
      await expect(toastBehindDialog(page, "")).toHaveCount(0);

      await dialog.getByRole("button", { name: "Copy Link" }).click();
      await expect(dialog).toHaveCount(0);
      await expectToast(page, "Link copied", "The beach's link is on your clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  });

  test.describe("with native sharing", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        const recorded: ShareData[] = [];
        (window as unknown as { __shared: ShareData[] }).__shared = recorded;
        Navigator.prototype.share = (data?: ShareData) => {
          recorded.push(data ?? {});
          return Promise.resolve();
        };
      });
    });

    test("hands the page's link to the phone's share sheet and shows no toast", async ({ page }) => {
      await openBeach(page, MYRTOS);
      await shareButton(page).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
        .toHaveLength(1);
      const [shared] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(shared!.url).toBe(page.url());
      expect(shared!.title).toContain(MYRTOS.name);
      await expect(toasts(page)).toHaveCount(0);
      await expect(shareDialog(page)).toHaveCount(0);
      await expect(shareButton(page).locator("svg.lucide-check")).toHaveCount(0);
    });
  });
});

test.describe("a beach that is not there", () => {
  // The document itself answers 404, which Chromium reports as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  const cases: [string, string][] = [
    ["an unknown slug", "/kefalonia/no-such-beach"],
    [`a DRAFT beach (${DRAFT_BEACH.name})`, path(DRAFT_BEACH)],
    [`a HIDDEN beach (${HIDDEN_BEACH.name})`, path(HIDDEN_BEACH)],
    ["a real beach under another area", "/crete/myrtos"],
  ];

  test("answers HTTP 404", async ({ request }) => {
    for (const [, url] of cases) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain("Beach Not Found");
    }
    // The right area answers: the mismatch is what made /crete/myrtos a 404.
    expect((await request.get(path(MYRTOS))).status()).toBe(200);
  });

  for (const [what, url] of cases) {
    test(`${what}: 'Beach Not Found' with a way back to the directory`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Beach Not Found" })).toBeVisible();
      await expect(
        page.getByText("The beach you're looking for doesn't exist or isn't currently available."),
      ).toBeVisible();
      const back = page.getByRole("link", { name: "Back to Directory" });
      await expect(back).toHaveAttribute("href", "/");
      await waitForHydration(page);
      await back.click();
      await expect(page).toHaveURL("/");
      await expect(beachCards(page).first()).toBeVisible();
    });
  }
});

test.describe("accessibility", () => {
  test("the page passes axe and does not scroll sideways", { tag: "@both-widths" }, async ({ page }) => {
    await openBeach(page, ELAFONISI);
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await openBeach(page, PLAKIAS);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(
    "Tab reaches Get directions, Share this beach and Send feedback in that order",
    { tag: "@both-widths" },
    async ({ page }) => {
      await openBeach(page, MYRTOS);
      let reached = false;
      for (let step = 0; step < 40 && !reached; step += 1) {
        await page.keyboard.press("Tab");
        reached = await directionsLink(page).evaluate((element) => element === document.activeElement);
      }
      expect(reached).toBe(true);
      await expect(directionsLink(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(shareButton(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(feedbackLink(page)).toBeFocused();
    },
  );
});
