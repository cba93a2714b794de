import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { apiCount, horizontalOverflow, isMobile, waitForHydration } from "./browse-helpers.ts";
import { CHANIA, nearMeSwitch } from "./location-helpers.ts";
import type { MapBeach, MapResponse } from "#core/contract/map.ts";
import { parseBbox } from "#core/contract/map.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { label } from "#core/i18n/labels.ts";
import { formatResultsCount } from "#core/pages/wording.ts";

// The beach map: /map with the list's filters and search, clusters from the server,
// popups, the list/map switch, Near me, the failure and empty states, the page without JavaScript,
// and the beach page's small map. Tiles come from the local stub (playwright.config.ts); no request
// may reach a real tile server.

const mapRegion = (page: Page) => page.getByRole("region", { name: /^Map of beaches/ });
const mapStatus = (page: Page) => page.getByRole("status").filter({ hasText: /in view$|^No beaches match/ });
/** A cluster's name: its count, then the day's sea mix once the forecast is served ('12 beaches, sea today: ...'). */
const CLUSTER_NAME = /^[\d,]+ beaches(, sea (today|tomorrow): .+)?$/;
const clusters = (page: Page) => mapRegion(page).getByRole("button", { name: CLUSTER_NAME });
/** A cluster of `count` beaches, whatever its mix. */
const clusterOf = (page: Page, count: number) =>
  mapRegion(page).getByRole("button", { name: new RegExp(`^${count} beaches(,|$)`) });
/** A beach's pin: its name, then its sea once the forecast is served ('Myrtos, rough today'). */
const pinOf = (page: Page, name: string) =>
  mapRegion(page).getByRole("button", {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(, .+)?$`),
  });
const viewSwitch = (page: Page) => page.getByRole("navigation", { name: "View" });
const popup = (page: Page) => page.locator(".leaflet-popup");

/** The count a cluster's name starts with. */
const countOf = (label: string) => Number((/^[\d,]+/.exec(label)?.[0] ?? "").replace(/,/g, ""));

/** Every beach the markers stand for: each cluster's count plus one per beach pin. */
function markerTotal(page: Page): Promise<number> {
  return page
    .locator(".leaflet-marker-pane [role=button]")
    .evaluateAll((icons) =>
      icons
        .map((icon) => icon.getAttribute("aria-label") ?? "")
        .reduce(
          (sum, label) =>
            sum +
            (/^[\d,]+ beaches(,|$)/.test(label) ? Number(/^[\d,]+/.exec(label)![0].replace(/,/g, "")) : 1),
          0,
        ),
    );
}

async function clusterCounts(page: Page): Promise<number[]> {
  const labels = await clusters(page).evaluateAll((icons) =>
    icons.map((icon) => icon.getAttribute("aria-label")),
  );
  return labels.map((label) => countOf(label ?? ""));
}

/** The map API's requests, newest last, as the page makes them. */
function recordMapRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/v1/beaches/map") requests.push(url);
  });
  return requests;
}

/** Waits for the map's answer to a URL's view and returns it. */
function nextMapAnswer(page: Page): Promise<MapResponse> {
  return page
    .waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/v1/beaches/map" && response.ok(),
    )
    .then((response) => response.json() as Promise<MapResponse>);
}

async function openMap(page: Page, path = "/map"): Promise<MapResponse> {
  const answer = nextMapAnswer(page);
  await page.goto(path);
  await waitForHydration(page);
  const first = await answer;
  await expect(mapStatus(page)).toBeVisible();
  return first;
}

async function expectSettled(page: Page, total: number) {
  await expect(mapStatus(page)).toHaveText(
    total === 0 ? "No beaches match these filters here" : `${formatResultsCount(total, ENGLISH)} in view`,
  );
  await expect.poll(() => markerTotal(page)).toBe(total);
}

const offSiteTiles: string[] = [];
test.beforeEach(({ page }) => {
  offSiteTiles.length = 0;
  page.on("request", (request: Request) => {
    if (new URL(request.url()).hostname.endsWith("tile.openstreetmap.org")) offSiteTiles.push(request.url());
  });
});
test.afterEach(() => {
  expect(offSiteTiles, "requests to a real tile server").toEqual([]);
});

test(
  "the header's Map link opens the map of every public beach, clustered, with local tiles",
  { tag: "@both-widths" },
  async ({ page, request }) => {
    const tiles: string[] = [];
    page.on("request", (sent) => {
      if (/^http:\/\/127\.0\.0\.1:\d+\/\d+\/\d+\/\d+(@2x)?\.png$/.test(sent.url())) tiles.push(sent.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    const answer = nextMapAnswer(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(page.getByRole("heading", { level: 1, name: "Beach map" })).toBeVisible();

    // All of Greece in view: every public beach is on the map, most of them in clusters.
    const all = await apiCount(request);
    expect((await answer).total).toBe(all);
    await expectSettled(page, all);
    expect((await clusterCounts(page)).length).toBeGreaterThan(3);
    await expect(page.getByRole("link", { name: "Leaflet" })).toBeVisible();
    await expect(mapRegion(page)).toContainText("Test tiles");
    expect(tiles.length).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  },
);

for (const [density, suffix] of [
  [1, ".png"],
  [2, "@2x.png"],
] as const) {
  test.describe(`on a screen of pixel density ${density}`, () => {
    test.use({ deviceScaleFactor: density });

    test(`asks the tile server for ${density === 2 ? "high-density" : "standard"} tiles`, async ({
      page,
    }) => {
      const tiles: string[] = [];
      page.on("request", (sent) => {
        if (/^http:\/\/127\.0\.0\.1:\d+\/\d+\/\d+\/\d+/.test(sent.url())) tiles.push(sent.url());
      });
      await page.goto("/map");
      await waitForHydration(page);
      await expect.poll(() => tiles.length).toBeGreaterThan(0);
      const wrong = tiles.filter(
        (url) => !url.endsWith(suffix) || (density === 1 && url.endsWith("@2x.png")),
      );
      expect(wrong).toEqual([]);
    });
  });
}

test("pressing a cluster zooms to its beaches and splits it", async ({ page }) => {
  const requests = recordMapRequests(page);
  const first = await openMap(page);
  const counts = await clusterCounts(page);
  const biggest = Math.max(...counts);
  const before = requests.length;

  await clusterOf(page, biggest).first().click();
  await expect.poll(() => requests.length).toBeGreaterThan(before);
  const closer = Number(requests.at(-1)?.searchParams.get("zoom"));
  expect(closer).toBeGreaterThan(first.zoom);
  // The cluster is gone; its beaches show as smaller clusters and single pins.
  await expect(clusterOf(page, biggest)).toHaveCount(0);
  await expect.poll(async () => Math.max(0, ...(await clusterCounts(page)))).toBeLessThan(biggest);
  await expect.poll(() => page.locator(".leaflet-marker-pane [role=button]").count()).toBeGreaterThan(1);

  // The same from the keyboard: Enter on a focused cluster.
  const next = clusters(page).first();
  if ((await next.count()) > 0) {
    const label = (await next.getAttribute("aria-label")) ?? "";
    const zoomed = requests.length;
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => requests.length).toBeGreaterThan(zoomed);
    expect(Number(requests.at(-1)?.searchParams.get("zoom"))).toBeGreaterThan(closer);
    await expect(mapRegion(page).getByRole("button", { name: label, exact: true })).toHaveCount(0);
  }
});

test("a beach pin opens a card with the beach's facts and a link to its page", async ({ page }) => {
  const answer = await openMap(page, "/map?area=kefalonia");
  const beach = answer.features.find((feature): feature is MapBeach => feature.kind === "beach");
  if (!beach) throw new Error("Kefalonia's first view shows no single beach");
  await expect(page.getByText(/^Beaches in Kefalonia ·/)).toBeVisible();

  await pinOf(page, beach.name).click();
  const card = popup(page);
  await expect(card).toBeVisible();
  await expect(card).toContainText(beach.name);
  await expect(card).toContainText(beach.area);
  await expect(card).toContainText(label(ENGLISH, "beachType", beach.type));
  await expect(card).toContainText(beach.organized ? "Organized" : "Unorganized");
  if (beach.blue_flag) await expect(card).toContainText("Blue Flag");
  else await expect(card).not.toContainText("Blue Flag");
  const link = card.getByRole("link", { name: "View beach" });
  await expect(link).toHaveAttribute("href", `/${beach.area_slug}/${beach.slug}`);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${beach.area_slug}/${beach.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: beach.name })).toBeVisible();
});

test("the keyboard opens a pin's card, moves into it and Escape closes it", async ({ page }) => {
  const answer = await openMap(page, "/map?area=kefalonia");
  const beach = answer.features.find((feature): feature is MapBeach => feature.kind === "beach");
  if (!beach) throw new Error("Kefalonia's first view shows no single beach");
  const pin = pinOf(page, beach.name);
  await pin.focus();
  await page.keyboard.press("Enter");
  await expect(popup(page)).toContainText(beach.name);
  await expect(popup(page).getByRole("link", { name: "View beach" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popup(page)).toHaveCount(0);
  await expect(pin).toBeFocused();
});

test("filters in the URL apply to the map, and changing them redraws it", async ({ page, request }) => {
  const all = await apiCount(request);
  const flagged = await apiCount(request, "blueFlag=true");
  expect(flagged).toBeLessThan(all);

  await openMap(page, "/map?blueFlag=true");
  await expect(page.getByRole("switch", { name: "Blue Flag" })).toBeChecked();
  await expectSettled(page, flagged);

  await page.getByRole("switch", { name: "Blue Flag" }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expectSettled(page, all);

  // An area and a type together: the area's sandy beaches only.
  const sandyCrete = await apiCount(request, "area=crete&type=SANDY");
  await openMap(page, "/map?area=crete&type=SANDY");
  await expectSettled(page, sandyCrete);
});

test("the list/map switch keeps the filters both ways", async ({ page }) => {
  await page.goto("/crete?waveConditions=CALM&type=SANDY");
  await waitForHydration(page);
  await viewSwitch(page).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/map\?area=crete&waveConditions=CALM&type=SANDY$/);
  await expect(page.getByRole("heading", { level: 1, name: "Beach map" })).toBeVisible();
  await expect(viewSwitch(page).getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");

  await viewSwitch(page).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/\/crete\?waveConditions=CALM&type=SANDY$/);

  await page.goto("/?blueFlag=true&page=2");
  await waitForHydration(page);
  await viewSwitch(page).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/map\?blueFlag=true$/);
  await viewSwitch(page).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/\/\?blueFlag=true$/);
});

test("a search on the map becomes the filters and the area it names, and stays on the map", async ({
  page,
  request,
}) => {
  await page.goto("/map?q=sandy+beach+near+chania");
  // Chania is also a town to measure from: the map keeps the nearest-first sort for the list it switches to.
  await expect(page).toHaveURL(
    /\/map\?area=crete&originalQuery=sandy\+beach\+near\+chania&type=SANDY&sort=distance\.asc$/,
  );
  await expect(page.getByText(/^Beaches in Crete ·/)).toBeVisible();

  await waitForHydration(page);
  await expectSettled(page, await apiCount(request, "area=crete&type=SANDY"));
  const search = page.getByRole("searchbox", { name: "Search beaches in Crete" });
  await search.fill("blue flag");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/map\?area=crete&originalQuery=blue\+flag&blueFlag=true$/);
  await expectSettled(page, await apiCount(request, "area=crete&blueFlag=true"));
});

test.describe("with location granted near Chania", () => {
  test.use({ geolocation: CHANIA, permissions: ["geolocation"] });

  test("Near me on the map centres it on the visitor", async ({ page }) => {
    const requests = recordMapRequests(page);
    await openMap(page);
    await page.getByRole("button", { name: /^Near me/ }).click();
    await expect(page).toHaveURL(/nearMe=true/);
    await expect(nearMeSwitch(page)).toBeChecked();
    // The map asks for the box around the visitor, close in.
    await expect
      .poll(() => {
        const last = requests.at(-1);
        const box = parseBbox(last?.searchParams.get("bbox") ?? "");
        if (!box || Number(last?.searchParams.get("zoom")) < 11) return false;
        const [west, south, east, north] = box;
        return (
          Math.abs((west + east) / 2 - CHANIA.longitude) < 0.05 &&
          Math.abs((south + north) / 2 - CHANIA.latitude) < 0.05
        );
      })
      .toBe(true);
    await expect(mapStatus(page)).toHaveText(/in view$|^No beaches match/);
  });
});

test.describe("when the map data cannot be loaded", () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test("the map says so and Try again loads the data", async ({ page, request }) => {
    await page.route("**/api/v1/beaches/map?**", (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.goto("/map");
    await waitForHydration(page);
    const alert = page.getByRole("alert").filter({ hasText: "Could not load the map data." });
    await expect(alert).toBeVisible();

    await page.unroute("**/api/v1/beaches/map?**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toHaveCount(0);
    await expectSettled(page, await apiCount(request));
  });
});

test("a view with no matching beach says so and offers to clear the filters", async ({ page, request }) => {
  await openMap(page, "/map?area=santorini&search=nosuchbeachanywhere");
  await expectSettled(page, 0);
  await mapRegion(page).locator("..").getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\/map\?area=santorini$/);
  await expectSettled(page, await apiCount(request, "area=santorini"));
});

test.describe("an unknown area", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("is the 404 page", async ({ page }) => {
    const response = await page.goto("/map?area=atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  });
});

test("/map passes axe with the map drawn and a card open", { tag: "@both-widths" }, async ({ page }) => {
  const answer = await openMap(page, "/map?area=kefalonia");
  await expectNoSeriousA11yViolations(page);
  const beach = answer.features.find((feature): feature is MapBeach => feature.kind === "beach");
  if (beach) {
    await pinOf(page, beach.name).click();
    await expect(popup(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test(
  "the beach page's small map loads as it nears the screen and shows the beach's pin",
  { tag: "@both-widths" },
  async ({ page }, testInfo) => {
    const leaflet: string[] = [];
    page.on("request", (sent) => {
      if (/\/assets\/leaflet-/.test(sent.url())) leaflet.push(sent.url());
    });
    await page.goto("/kefalonia/myrtos");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Location" });
    // Before it loads: the coordinates, in a box the map will fill.
    await expect(section).toContainText(/38\.\d{4}° N, 20\.\d{4}° E/);
    if (isMobile(testInfo)) expect(leaflet).toEqual([]);
    const before = await section.boundingBox();

    await section.scrollIntoViewIfNeeded();
    const map = section.getByRole("region", { name: "Map of Myrtos" });
    await expect(map).toBeVisible();
    await expect(map.getByRole("img", { name: "Myrtos" })).toBeVisible();
    await expect(section).not.toContainText("° N");
    expect(leaflet.length).toBeGreaterThan(0);
    // The map took the placeholder's place: nothing below it moved.
    expect((await section.boundingBox())?.height).toBe(before?.height);
    await expectNoSeriousA11yViolations(page);

    await section.getByRole("link", { name: "Open in the beach map" }).click();
    await expect(page).toHaveURL(/\/map\?area=kefalonia$/);
    await expect(page.getByText(/^Beaches in Kefalonia ·/)).toBeVisible();
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map page offers the list instead, with the same filters", async ({ page }) => {
    await page.goto("/map?area=crete&type=SANDY");
    await expect(page.getByRole("heading", { level: 1, name: "Beach map" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Show the list instead" })).toHaveAttribute(
      "href",
      "/crete?type=SANDY",
    );
    // The plain filter form keeps the map's area.
    await expect(page.locator('form[aria-label="Filters"] input[name="area"]')).toHaveValue("crete");
  });
});

test("About credits the map tiles as configured", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("region", { name: "Credits" })).toContainText("Map tiles: Test tiles");
});
