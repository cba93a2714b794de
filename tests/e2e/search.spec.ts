import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import {
  beachCards,
  cardNames,
  documentMarker,
  markDocument,
  PAGE_SIZE,
  PUBLIC_BEACHES,
  waitForHydration,
} from "./browse-helpers.ts";
import { recordDataRequests } from "./location-helpers.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { distanceKm } from "#core/contract/distance.ts";
import { greekTownIndex } from "#core/search/gazetteer.ts";
import { searchKey } from "#core/contract/greek.ts";
import { HOME_EXAMPLES } from "#core/search/search-examples.ts";

// The hero search box: natural-language parsing into filters,
// Greek and Greeklish spellings, Escape, emptying the box and repeated submits.

const searchBox = (page: Page) => page.getByRole("search").getByRole("searchbox", { name: "Search beaches" });

async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
}

/** The query of the page URL as a plain object, one value per key. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

test("the home page's own example answers: 'quiet' ranks the quieter beaches first and leaves none out", async ({
  page,
}) => {
  const query = "quiet sandy beach with a taverna near Chania";
  await openHome(page);
  await expect(page.getByText(`“${query}”`)).toBeVisible();
  await searchBox(page).fill(query);
  await searchBox(page).press("Enter");

  // Chania is a town of Crete: the search lands on Crete's page, the area as a filter, not a word;
  // 'quiet' is a preference (unorganized beaches first), not a filter.
  await expect(page).toHaveURL(/originalQuery=/);
  expect(new URL(page.url()).pathname).toBe("/crete");
  // Chania is also the town to measure from: nearest first.
  expect(queryOf(page.url())).toEqual({
    originalQuery: query,
    type: "SANDY",
    amenities: "taverna",
    prefer: "unorganized",
    sort: "distance.asc",
  });
  await expect(page.getByText("nearest to Chania first")).toBeVisible();
  // The box keeps the text as typed.
  await expect(searchBox(page)).toHaveValue(query);

  const expected = DEMO_BEACHES.filter(
    (beach) =>
      beach.status === "ACTIVE" &&
      beach.area === "Crete" &&
      beach.type === "SANDY" &&
      beach.amenities.includes("taverna"),
  )
    .map((beach) => beach.name)
    .sort();
  expect(expected.length).toBeGreaterThanOrEqual(3);
  await expect(beachCards(page)).toHaveCount(expected.length);
  expect((await cardNames(page)).sort()).toEqual(expected);
  await expect(page.getByRole("heading", { name: "No beaches match your current filters" })).toHaveCount(0);
});

/** The public demo beaches of `area`, nearest to `town` (as the gazetteer places it) first. */
function nearestInArea(area: string, town: string): string[] {
  const [origin] = greekTownIndex().townsNamed(searchKey(town));
  if (!origin) throw new Error(`no town ${town}`);
  return PUBLIC_BEACHES.filter((beach) => beach.area === area)
    .map((beach) => ({ name: beach.name, km: distanceKm(origin, beach) }))
    .sort((a, b) => a.km - b.km)
    .map((beach) => beach.name);
}

for (const { query, area, slug, town } of [
  { query: "near Chania", area: "Crete", slug: "crete", town: "Chania" },
  { query: "lindos", area: "Rhodes", slug: "rhodes", town: "Lindos" },
]) {
  test(
    `'${query}' lists ${area} nearest to ${town} first, with each beach's distance`,
    { tag: "@both-widths" },
    async ({ page }) => {
      await openHome(page);
      await searchBox(page).fill(query);
      await searchBox(page).press("Enter");
      await expect(page).toHaveURL(/originalQuery=/);
      expect(new URL(page.url()).pathname).toBe(`/${slug}`);
      expect(queryOf(page.url())).toMatchObject({ sort: "distance.asc" });
      await expect(page.getByText(`nearest to ${town} first`)).toBeVisible();

      const expected = nearestInArea(area, town).slice(0, PAGE_SIZE);
      await expect(beachCards(page)).toHaveCount(expected.length);
      expect(await cardNames(page)).toEqual(expected);
      // Each card says how far it is from the town.
      await expect(beachCards(page).first()).toContainText(/\d+(\.\d)? km/);
      await expect(beachCards(page).first()).toContainText(`from ${town}`);
      await expectNoSeriousA11yViolations(page);
    },
  );
}

test("each example search the home page offers answers at least three beaches", async ({ page }) => {
  for (const example of HOME_EXAMPLES) {
    await openHome(page);
    await page
      .getByRole("navigation", { name: "Example searches" })
      .getByRole("link", { name: example })
      .click();
    await expect(page).toHaveURL(/originalQuery=/);
    await expect(searchBox(page)).toHaveValue(example);
    expect(await beachCards(page).count(), example).toBeGreaterThanOrEqual(3);
  }
});

test("'sandy beach with parking in Crete' reads parking as the Parking field and includes Balos", async ({
  page,
}) => {
  await openHome(page);
  await searchBox(page).fill("Sandy beach with parking in Crete");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=/);
  expect(queryOf(page.url())).toMatchObject({ type: "SANDY", parking: "ROADSIDE,SMALL_LOT,LARGE_LOT" });
  expect(queryOf(page.url()).amenities).toBeUndefined();
  // Balos has a large lot but no parking amenity listed.
  await expect(beachCards(page).filter({ has: page.getByRole("heading", { name: "Balos" }) })).toBeVisible();
});

test("on an area page the box says where it searches, and a name from another area is found across Greece", async ({
  page,
}) => {
  await openHome(page, "/crete");
  await expect(page.getByText("Searching in Crete")).toBeVisible();
  await searchBox(page).fill("mirtos");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=mirtos/);
  expect(new URL(page.url()).pathname).toBe("/crete");

  await expect(page.getByRole("link", { name: "Myrtos is in Kefalonia" })).toHaveAttribute(
    "href",
    "/kefalonia/myrtos",
  );
  await expect(page.getByText("Nothing in Crete matches; showing 1 beach across Greece")).toBeVisible();
  const card = page
    .getByRole("list", { name: "Closest matches" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Myrtos" }) });
  await expect(card.getByText("Kefalonia", { exact: true })).toBeVisible();

  // The box offers the same text across Greece.
  await page.getByRole("link", { name: "Search all of Greece" }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  await expect(page).toHaveURL(/originalQuery=mirtos/);
  await expect(beachCards(page).first().getByRole("heading", { name: "Myrtos" })).toBeVisible();
});

for (const spelling of ["Μύρτος", "mirtos", "Myrtos"]) {
  test(`searching '${spelling}' finds Myrtos in Kefalonia`, async ({ page }) => {
    await openHome(page);
    await searchBox(page).fill(spelling);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/originalQuery=/);
    const card = beachCards(page).filter({ has: page.getByRole("heading", { name: "Myrtos" }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Kefalonia", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: "Myrtos" })).toHaveAttribute("href", "/kefalonia/myrtos");
  });
}

test("a Greek query naming Crete lands on Crete's beaches", async ({ page }) => {
  await openHome(page);
  await searchBox(page).fill("παραλίες Κρήτη");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=/);
  expect(new URL(page.url()).pathname).toBe("/crete");
  expect(queryOf(page.url())).toEqual({ originalQuery: "παραλίες Κρήτη" });
  const creteBeaches = DEMO_BEACHES.filter((beach) => beach.status === "ACTIVE" && beach.area === "Crete");
  const cards = beachCards(page);
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, creteBeaches.length));
  for (const card of await cards.all()) await expect(card.getByText("Crete", { exact: true })).toBeVisible();
});

test("Escape clears the search box", async ({ page }) => {
  await openHome(page);
  await searchBox(page).fill("sandy");
  await searchBox(page).press("Escape");
  await expect(searchBox(page)).toHaveValue("");
  await expect(page).toHaveURL(/\/$/);
});

test("emptying the box while filters are active clears every filter", async ({ page }) => {
  await openHome(page, "/?search=Crete&originalQuery=sandy+Crete&type=SANDY&blueFlag=true");
  await expect(searchBox(page)).toHaveValue("sandy Crete");
  await searchBox(page).fill("");
  // After the 100 ms delay the list goes back to its defaults: no query string at all.
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  await expect(page.getByRole("switch", { name: /^Blue Flag/ })).not.toBeChecked();
});

test("Escape in the box also clears active filters", async ({ page }) => {
  await openHome(page, "/?search=Crete&originalQuery=Crete");
  await searchBox(page).press("Escape");
  await expect(searchBox(page)).toHaveValue("");
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
});

test.describe("in a tab of its own", () => {
  // The history's length is read: a browser keeps at most 50 entries, which a tab shared with
  // earlier tests has reached.
  test.use({ ownTab: true });

  test("submitting the same text again without an original query does nothing", async ({ page }) => {
    await openHome(page, "/?search=Crete");
    await expect(searchBox(page)).toHaveValue("Crete");
    const before = page.url();
    const historyLength = await page.evaluate(() => history.length);
    const requests = recordDataRequests(page);
    await searchBox(page).press("Enter");
    expect(page.url()).toBe(before);

    // A different text still searches, so the box was live. A navigation from the first Enter would
    // have started before this one: the history and the requests hold this search alone.
    await searchBox(page).fill("Rhodes");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/originalQuery=Rhodes/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => /crete/i.test(url))).toEqual([]);
  });
});

test("after hydration a search navigates without reloading the document", async ({ page }) => {
  await openHome(page);
  await markDocument(page);
  const requests = recordDataRequests(page);
  await searchBox(page).fill("Myrtos");
  await searchBox(page).press("Enter");
  await expect(beachCards(page).getByRole("heading", { name: "Myrtos" })).toBeVisible();
  expect(await documentMarker(page)).toBe(1);
  expect(requests.length).toBeGreaterThan(0);
  for (const url of requests) expect(new URL(url).pathname).toMatch(/\.data$/);
});

test("the search box shows what the search endpoint finds, and names the words it ignored", async ({
  page,
  request,
}) => {
  const query = "pebbles and crystal clear water by the lighthouse";
  const api = (await (await request.get(`/api/v1/search?q=${encodeURIComponent(query)}`)).json()) as {
    interpretation: { ignored: string[] };
    results: { total: number; items: { name: string }[] };
  };
  expect(api.interpretation.ignored).toEqual(["lighthouse"]);
  expect(api.results.total).toBeGreaterThan(0);

  await openHome(page);
  await searchBox(page).fill(query);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=/);
  expect(queryOf(page.url())).toMatchObject({ type: "PEBBLY", waveConditions: "CALM" });
  await expect(page.getByText(/Ignored: “lighthouse”/)).toBeVisible();
  expect(await cardNames(page)).toEqual(api.results.items.map((beach) => beach.name));
});

test("words typed before the page's script has arrived are kept once it runs, and searched", async ({
  page,
}) => {
  // The scripts are held back, as on a slow island network, until the words are in the box.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await searchBox(page).fill("sandy beach in Naxos");
  release();
  await waitForHydration(page);
  await expect(page.getByRole("switch", { name: "Calm today" })).toBeEnabled();
  await expect(searchBox(page)).toHaveValue("sandy beach in Naxos");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=/);
  expect(new URL(page.url()).pathname).toBe("/naxos");
  await expect(searchBox(page)).toHaveValue("sandy beach in Naxos");
});

test("a beach typed with a typo in Greeklish comes first", async ({ page }) => {
  await openHome(page);
  await searchBox(page).fill("porto katsky");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/search=Porto\+Katsiki/);
  await expect(beachCards(page).first().getByRole("heading", { name: "Porto Katsiki" })).toBeVisible();
});

// One meaning of calm, search that never strands, and facts not yet recorded.

/** The server's schedule fetches the forecast and writes the verdicts a few seconds after it starts. */
async function forecastServed(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const page = (await (await request.get("/api/v1/beaches?calm=today")).json()) as {
          calm?: { available: boolean };
        };
        return page.calm?.available === true;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

async function search(page: Page, text: string, path = "/") {
  await openHome(page, path);
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/originalQuery=/);
}

test("'calm' is today's sea when a forecast is served, and 'usually calm' the beach's fixed wave field", async ({
  page,
  request,
}) => {
  await forecastServed(request);
  await search(page, "calm sandy beach in Crete");
  expect(queryOf(page.url())).toMatchObject({ calm: "today", type: "SANDY" });
  expect(queryOf(page.url()).waveConditions).toBeUndefined();

  await search(page, "usually calm sandy beach in Crete");
  expect(queryOf(page.url())).toMatchObject({ waveConditions: "CALM", type: "SANDY" });
  expect(queryOf(page.url()).calm).toBeUndefined();
  await expect(page.locator("main p[aria-live='polite']").first()).toContainText("Usually calm");
});

test("'nearest to Rethymno first' lists nearest first, and the preferences it kept are chips that remove them", async ({
  page,
}) => {
  await search(page, "quiet beach for kids near Rethymno");
  expect(new URL(page.url()).pathname).toBe("/crete");
  await expect(page.getByText("nearest to Rethymno first")).toBeVisible();
  expect(await cardNames(page)).toEqual(nearestInArea("Crete", "Rethymno").slice(0, PAGE_SIZE));

  const preferences = page.getByRole("list", { name: "Preferring:" });
  await expect(preferences.getByRole("link")).toHaveText([/^Unorganized/, /^Family friendly/]);
  await preferences.getByRole("link", { name: "Remove preference Unorganized" }).click();
  await expect(page).toHaveURL(/prefer=family_friendly(&|$)/);
  await expect(preferences.getByRole("link")).toHaveCount(1);
  // Still nearest first: the preference only breaks ties.
  expect(await cardNames(page)).toEqual(nearestInArea("Crete", "Rethymno").slice(0, PAGE_SIZE));
  await expectNoSeriousA11yViolations(page);
});

test("nonsense says nothing matched it instead of listing fragments", async ({ page }) => {
  await search(page, "asdfgh qwerty zzz");
  await expect(page.getByRole("heading", { name: "Nothing matched “asdfgh qwerty zzz”" })).toBeVisible();
  await expect(beachCards(page)).toHaveCount(0);
});

test("a word only a description says finds those beaches; beside a place that has none, it is set aside and said so", async ({
  page,
}) => {
  const caves = PUBLIC_BEACHES.filter((beach) => /\bcave/i.test(beach.description))
    .map((beach) => beach.name)
    .sort();
  expect(caves.length).toBeGreaterThan(0);
  await search(page, "beach with caves");
  await expect(beachCards(page)).toHaveCount(caves.length);
  expect((await cardNames(page)).sort()).toEqual(caves);

  await search(page, "beach with sea caves in Crete");
  expect(new URL(page.url()).pathname).toBe("/crete");
  await expect(page.getByText(/Ignored: “caves”/)).toBeVisible();
  await expect(beachCards(page)).toHaveCount(PAGE_SIZE);
});

test("a need no beach has recorded says so and is relaxed, rather than 'No beaches match' @both-widths", async ({
  page,
}) => {
  await search(page, "wheelchair accessible beach in Rhodes");
  expect(new URL(page.url()).pathname).toBe("/rhodes");
  await expect(
    page.getByRole("heading", { name: "Wheelchair access: not recorded for any beach yet" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "No beaches match your current filters" })).toHaveCount(0);
  const rhodes = PUBLIC_BEACHES.filter((beach) => beach.area === "Rhodes").length;
  await expect(
    page.getByRole("heading", {
      name: `No beaches match everything in Rhodes; showing ${rhodes} beaches without Wheelchair access`,
    }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter Wheelchair access" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
