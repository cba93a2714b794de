import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import {
  apiPage,
  beachCards,
  beachList,
  cardNames,
  documentMarker,
  horizontalOverflow,
  htmlText,
  isMobile,
  markDocument,
  PAGE_SIZE,
  pagination,
  PUBLIC_BEACHES,
  triggerName,
  waitForHydration,
} from "./browse-helpers.ts";
import { beachFiltersQuery, DEFAULT_BEACH_FILTERS } from "#core/contract/filters.ts";
import type { SearchInterpretation } from "#core/search/search-interpretation.ts";
import { filtersForInterpretation } from "#core/search/search-interpretation.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { label } from "#core/i18n/labels.ts";
import { formatResultsCount } from "#core/pages/wording.ts";

const FILTERED = "type=SANDY&blueFlag=true&page=2";
const PAGE_COUNT = Math.ceil(PUBLIC_BEACHES.length / PAGE_SIZE);

/** Visible text of an HTML document, roughly: tags and React's text separators removed. */
function textOf(html: string): string {
  return html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'");
}

test.describe("server rendering", () => {
  test("a filtered page arrives with its results, summary, filter state and meta tags", async ({
    request,
  }) => {
    const response = await request.get(`/?${FILTERED}`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const expected = await apiPage(request, FILTERED);
    expect(expected.items.length).toBeGreaterThan(0);
    for (const beach of expected.items) expect(html).toContain(`>${htmlText(beach.name)}</a>`);
    // Page 1's beaches are not on page 2.
    const firstPage = await apiPage(request, "type=SANDY&blueFlag=true");
    for (const beach of firstPage.items) expect(html).not.toContain(`>${htmlText(beach.name)}</a>`);

    expect(textOf(html)).toContain(`${formatResultsCount(expected.total, ENGLISH)} · Blue Flag, Sandy`);
    expect(textOf(html)).toContain(`Page 2 of ${expected.pageCount}`);
    // The plain filter form shows the state: Blue Flag ticked, one beach type selected.
    expect(html).toMatch(/<input type="checkbox"[^>]*name="blueFlag"[^>]*checked=""/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="type"[^>]*checked=""[^>]*value="SANDY"/);
    expect(html).toMatch(/>Beach type<\/span><span[^>]*>1<span class="sr-only"> (<!-- -->)?selected</);

    expect(html).toMatch(/<title>Greek Beaches[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(canonical).toBeDefined();
    // A filtered, paged list is a view of the home page: one canonical page for search engines.
    const url = new URL(canonical ?? "");
    expect(url.pathname).toBe("/");
    expect(url.search).toBe("");
  });

  test("repeated keys read as one list, as a comma list would", async ({ request }) => {
    const html = await (await request.get("/?type=SANDY&type=PEBBLY&page=1")).text();
    const expected = await apiPage(request, "type=SANDY,PEBBLY");
    for (const beach of expected.items) expect(html).toContain(`>${htmlText(beach.name)}</a>`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a filtered page shows the same beaches and its pagination links work", async ({ page, request }) => {
    await page.goto(`/?${FILTERED}`);
    const expected = await apiPage(request, FILTERED);
    expect(await cardNames(page)).toEqual(expected.items.map((beach) => beach.name));
    await expect(page.getByRole("checkbox", { name: "Blue Flag" })).toBeChecked();

    await pagination(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?blueFlag=true&type=SANDY&page=3$/);
    const third = await apiPage(request, "type=SANDY&blueFlag=true&page=3");
    expect(await cardNames(page)).toEqual(third.items.map((beach) => beach.name));
    await expect(page.getByText(`Page 3 of ${third.pageCount}`)).toBeVisible();
  });

  test("the filter form submits checked types as repeated keys", async ({ page, request }, testInfo) => {
    await page.goto("/?page=2");
    const form = page.getByRole("form", { name: "Filters" });
    // The disclosure's summary holds the visible label; its panel's hidden legend repeats it.
    await form
      .getByText(triggerName(testInfo, "Beach type", "Type"))
      .first()
      .click();
    const types = form.getByRole("group", { name: "Beach type" });
    await types.getByRole("checkbox", { name: "Pebbles" }).check();
    await types.getByRole("checkbox", { name: "Sandy" }).check();
    await types.getByRole("button", { name: "Apply" }).click();

    await expect(page).toHaveURL(/[?&]type=SANDY&type=PEBBLY(&|$)/);
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
    const expected = await apiPage(request, "type=SANDY,PEBBLY");
    await expect(
      page.getByText(`${formatResultsCount(expected.total, ENGLISH)} · Sandy, Pebbles`),
    ).toBeVisible();
    expect(await cardNames(page)).toEqual(expected.items.map((beach) => beach.name));
  });

  test("the search box is parsed on the server into a list URL", async ({ page, request }) => {
    await page.goto("/");
    const text = "sandy beach in Corfu";
    await page.getByRole("searchbox", { name: "Search beaches" }).fill(text);
    await page.getByRole("button", { name: "Search", exact: true }).click();

    // The same interpretation and the same beaches as the search endpoint.
    const api = (await (await request.get(`/api/v1/search?q=${encodeURIComponent(text)}`)).json()) as {
      interpretation: SearchInterpretation;
      results: { items: { name: string }[] };
    };
    const expected = beachFiltersQuery(
      filtersForInterpretation({ ...DEFAULT_BEACH_FILTERS }, api.interpretation),
    );
    await expect(page).toHaveURL(/[?&]type=SANDY(&|$)/);
    expect(new URL(page.url()).pathname).toBe("/corfu");
    expect(new URL(page.url()).search).toBe(expected);
    expect(new URL(page.url()).searchParams.get("originalQuery")).toBe(text);
    await expect(page.getByRole("searchbox", { name: /Search beaches/ })).toHaveValue(text);
    expect(await cardNames(page)).toEqual(api.results.items.map((beach) => beach.name));
    expect(await beachCards(page).count()).toBeGreaterThan(0);
    await expect(beachCards(page).filter({ hasNotText: "Corfu" })).toHaveCount(0);
  });
});

test.describe("pagination", () => {
  test(
    "moves through pages of 9 with a numbered window and no full reload",
    { tag: "@both-widths" },
    async ({ page, request }, testInfo) => {
      // Page 7 of at least 11 has a gap on both sides of its window.
      expect(PAGE_COUNT).toBeGreaterThanOrEqual(11);
      await page.goto("/?page=7");
      await waitForHydration(page);
      await markDocument(page);
      await expect(beachCards(page)).toHaveCount(PAGE_SIZE);
      expect(await cardNames(page)).toEqual((await apiPage(request, "page=7")).items.map((b) => b.name));

      const nav = pagination(page);
      await expect(nav.getByText(`Page 7 of ${PAGE_COUNT}`)).toBeVisible();
      await expect(nav.getByText("Page 7", { exact: true })).toHaveAttribute("aria-current", "page");
      // 5 numbered pages around the current one on desktop, 3 on mobile; first and last always.
      const half = isMobile(testInfo) ? 1 : 2;
      const window = Array.from({ length: half * 2 + 1 }, (_, index) => 7 - half + index);
      const linked = [1, ...window.filter((number) => number !== 7), PAGE_COUNT];
      await expect(nav.getByRole("link", { name: /^Page \d+$/ })).toHaveText(
        linked.map((number) => `Page ${number}`),
      );
      const ellipses = nav.getByText("…");
      await expect(ellipses).toHaveCount(2);
      for (const ellipsis of await ellipses.all()) await expect(ellipsis).toBeVisible();

      await nav.getByRole("link", { name: "Page 8", exact: true }).click();
      await expect(page).toHaveURL(/\/\?page=8$/);
      await expect(nav.getByText(`Page 8 of ${PAGE_COUNT}`)).toBeVisible();
      expect(await cardNames(page)).toEqual((await apiPage(request, "page=8")).items.map((b) => b.name));

      await nav.getByRole("link", { name: `Page ${PAGE_COUNT}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?page=${PAGE_COUNT}$`));
      await expect(beachCards(page)).toHaveCount(PUBLIC_BEACHES.length - (PAGE_COUNT - 1) * PAGE_SIZE);
      await expect(nav.getByRole("link", { name: "Next page" })).toHaveCount(0);
      // Near the end the window shifts so that it still holds 5 (3) numbers.
      const tail = Array.from({ length: half * 2 }, (_, index) => PAGE_COUNT - half * 2 + index);
      await expect(nav.getByRole("link", { name: /^Page \d+$/ })).toHaveText(
        [1, ...tail].map((number) => `Page ${number}`),
      );
      await expect(nav.getByText("…")).toHaveCount(1);

      await nav.getByRole("link", { name: "Page 1", exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(nav.getByRole("link", { name: "Previous page" })).toHaveCount(0);
      expect(await documentMarker(page)).toBe(1);
    },
  );

  test("a page past the last one says so and links to the last page", async ({ page }) => {
    await page.goto("/?page=999");
    await expect(
      page.getByRole("heading", { name: `There is no page 999: the results end at page ${PAGE_COUNT}.` }),
    ).toBeVisible();
    await expect(beachList(page)).toHaveCount(0);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Go to the last page (${PAGE_COUNT})` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${PAGE_COUNT}$`));
    await expect(beachCards(page)).toHaveCount(PUBLIC_BEACHES.length - (PAGE_COUNT - 1) * PAGE_SIZE);
  });
});

test.describe("loading", () => {
  test("a slow page change shows 6 skeleton cards, then the new page", async ({ page, request }) => {
    await page.goto("/");
    await waitForHydration(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_.data*", async (route) => {
      await released;
      await route.continue();
    });
    await pagination(page).getByRole("link", { name: "Next page" }).click();
    const loading = page.getByRole("status", { name: "Loading beaches" });
    await expect(loading.getByTestId("beach-card-skeleton")).toHaveCount(6);
    await expect(beachList(page)).toHaveCount(0);

    release();
    await expect(loading).toHaveCount(0);
    expect(await cardNames(page)).toEqual((await apiPage(request, "page=2")).items.map((b) => b.name));
    await expect(page.getByText(`Page 2 of ${PAGE_COUNT}`)).toBeVisible();
  });
});

test.describe("a failed page change", () => {
  // The aborted data request is reported by Chromium as a failed resource. (One pattern: a
  // two-element array would read as Playwright's [value, options] form.)
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_FAILED/] });

  test("says the list failed while the header stays", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/_.data*", (route) => route.abort());
    await pagination(page).getByRole("link", { name: "Next page" }).click();
    await expect(page.getByRole("heading", { name: "Failed to load beaches" })).toBeVisible();
    await expect(page.getByText("Please try again later")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Greek Beaches" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Explore areas" })).toBeVisible();
  });
});

test.describe("beach cards", () => {
  const rich = PUBLIC_BEACHES.find(
    (beach) => beach.amenities.length > 4 && beach.blue_flag && beach.organized,
  );
  const plain = PUBLIC_BEACHES.find((beach) => !beach.blue_flag && !beach.organized);

  test("show name, area, type, badges and the first 4 amenities then '+N more'", async ({
    page,
    request,
  }) => {
    if (!rich) throw new Error("The demo data has no Blue Flag, organized beach with more than 4 amenities");
    await page.goto(`/?search=${encodeURIComponent(rich.name)}`);
    const card = beachCards(page).filter({
      has: page.getByRole("heading", { name: rich.name, exact: true }),
    });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(rich.area, { exact: true })).toBeVisible();
    await expect(card.getByText(label(ENGLISH, "beachType", rich.type), { exact: true })).toBeVisible();
    await expect(card.getByText("Blue Flag", { exact: true })).toBeVisible();
    await expect(card.getByText("Organized", { exact: true })).toBeVisible();
    const amenities = card.getByRole("list", { name: "Amenities" }).getByRole("listitem");
    await expect(amenities).toHaveText([
      ...rich.amenities.slice(0, 4).map((id) => label(ENGLISH, "amenity", id)),
      `+${rich.amenities.length - 4} more`,
    ]);
    // The demo data has no photos: the card shows its placeholder, never a broken image.
    await expect(card.getByRole("img")).toHaveCount(0);
    await expect(card.getByText("Image unavailable")).toHaveCount(0);

    const { items } = await apiPage(request, `search=${encodeURIComponent(rich.name)}`);
    const record = items.find((item) => item.name === rich.name) as
      { slug: string; area_slug: string } | undefined;
    await expect(card.getByRole("link", { name: rich.name })).toHaveAttribute(
      "href",
      `/${record?.area_slug}/${record?.slug}`,
    );
  });

  test("have no badges when the beach has neither Blue Flag nor organization", async ({ page }) => {
    if (!plain) throw new Error("The demo data has no unorganized beach without a Blue Flag");
    await page.goto(`/?search=${encodeURIComponent(plain.name)}`);
    const card = beachCards(page).filter({
      has: page.getByRole("heading", { name: plain.name, exact: true }),
    });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(plain.area, { exact: true })).toBeVisible();
    await expect(card.getByText("Blue Flag", { exact: true })).toHaveCount(0);
    await expect(card.getByText("Organized", { exact: true })).toHaveCount(0);
    const amenities = card.getByRole("list", { name: "Amenities" }).getByRole("listitem");
    await expect(amenities).toHaveCount(
      Math.min(plain.amenities.length, 4) + (plain.amenities.length > 4 ? 1 : 0),
    );
  });

  test("on a full page carry no image that fails to load", async ({ page }) => {
    await page.goto("/");
    await expect(beachCards(page)).toHaveCount(9);
    await expect(beachList(page).getByRole("img")).toHaveCount(0);
    await expect(beachList(page).getByText("Image unavailable")).toHaveCount(0);
  });
});

test(
  "a filtered home page is accessible and fits the screen",
  { tag: "@both-widths" },
  async ({ page }, testInfo) => {
    await page.goto(`/?${FILTERED}`);
    await waitForHydration(page);
    await expect(beachCards(page)).toHaveCount(9);
    await expect(
      page.getByRole("button", { name: triggerName(testInfo, "Beach type", "Type") }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  },
);
