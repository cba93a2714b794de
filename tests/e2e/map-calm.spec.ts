import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";
import type { MapResponse } from "../../core/map.ts";

// The map with the "Calm today" filter: markers coloured and named by the day's sea verdict, a legend
// over the map, and the message when no forecast can be served. The site server's forecast comes from
// the local Open-Meteo stand-in (tests/forecast-stub.ts: a north 5 Bft meltemi), which leaves the
// south-facing beaches calm.

const mapRegion = (page: Page) => page.getByRole("region", { name: /^Map of beaches/ });
const legend = (page: Page) => page.getByRole("region", { name: "Map legend" });
const markers = (page: Page) => mapRegion(page).locator(".leaflet-marker-pane [role=button]");
const popup = (page: Page) => page.locator(".leaflet-popup");
const markerNames = (page: Page) =>
  markers(page).evaluateAll((icons) => icons.map((icon) => icon.getAttribute("aria-label")));

/**
 * The server's schedule fetches the forecast a few seconds after it starts; until then the `calm`
 * filter answers that it has no forecast (and no cache keeps that answer).
 */
async function calmVerdictsServed(request: APIRequestContext, day: "today" | "tomorrow") {
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get(`/api/v1/beaches/count?calm=${day}`)).json()) as {
          count: number;
          calm?: { available: boolean };
        };
        return answer.calm?.available === true && answer.count > 0;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
}

async function openMap(page: Page, path: string): Promise<MapResponse> {
  const answer = page
    .waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/v1/beaches/map" && response.ok(),
    )
    .then((response) => response.json() as Promise<MapResponse>);
  await page.goto(path);
  await waitForHydration(page);
  const first = await answer;
  await expect(markers(page).first()).toBeVisible();
  return first;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

test(
  "Calm today on the map: a legend, markers named by the day's verdict and a card that says it",
  { tag: "@both-widths" },
  async ({ page, request }) => {
    await calmVerdictsServed(request, "today");
    await openMap(page, "/map?area=crete&calm=today");
    await expect(page.getByRole("switch", { name: "Calm today" })).toBeChecked();

    const key = legend(page);
    await expect(key.getByRole("heading", { name: "Sea today" })).toBeVisible();
    for (const word of ["Calm", "Choppy", "Rough", "No verdict"])
      await expect(key.getByRole("listitem").filter({ hasText: word })).toBeVisible();
    await expect(key.getByText("Only beaches calm today are shown")).toBeVisible();

    // Only calm beaches are kept, so every marker, pin or cluster, is named calm today.
    const names = await markers(page).evaluateAll((icons) =>
      icons.map((icon) => icon.getAttribute("aria-label")),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^(.+, calm today|[\d,]+ beaches, mostly calm today)$/);

    // The legend keeps clear of the zoom buttons and Near me, and the page does not scroll sideways.
    const legendBox = await box(key);
    expect(overlaps(legendBox, await box(page.getByRole("button", { name: "Zoom in" })))).toBe(false);
    expect(overlaps(legendBox, await box(page.getByRole("button", { name: /^Near me/ })))).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // A beach's pin opens its card, which says the verdict in words. Pins close together are drawn
    // as one cluster; pressing clusters zooms in until a pin shows.
    const pinName = async () =>
      (await markerNames(page)).find((name) => name !== null && !/^[\d,]+ beaches, /.test(name));
    for (let presses = 0; !(await pinName()) && presses < 5; presses++) {
      await mapRegion(page)
        .getByRole("button", { name: /beaches, mostly calm today$/ })
        .first()
        .click();
      await expect
        .poll(pinName, { timeout: 5_000 })
        .toBeTruthy()
        .catch(() => undefined);
    }
    const pin = await pinName();
    if (!pin) throw new Error("no beach pin on the map");
    const beachName = pin.replace(/, calm today$/, "");
    await mapRegion(page).getByRole("button", { name: pin, exact: true }).click();
    const card = popup(page);
    await expect(card).toContainText(beachName);
    await expect(card.getByText("Calm today", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Switching the filter off shows every beach again in the site's own colour, without a legend.
    await page.getByRole("switch", { name: "Calm today" }).click();
    await expect(page).toHaveURL(/\/map\?area=crete$/);
    await expect(legend(page)).toHaveCount(0);
    await expect(page.getByText("Only beaches calm today are shown")).toHaveCount(0);
    await expect(mapRegion(page).getByRole("button", { name: /calm today$/ })).toHaveCount(0);
    await expect(markers(page).first()).toBeVisible();
  },
);

test("Calm tomorrow names the day in the legend and on the markers", async ({ page, request }) => {
  await calmVerdictsServed(request, "tomorrow");
  await openMap(page, "/map?area=crete&calm=tomorrow");
  await expect(legend(page).getByRole("heading", { name: "Sea tomorrow" })).toBeVisible();
  await expect(legend(page).getByText("Only beaches calm tomorrow are shown")).toBeVisible();
  await expect(
    mapRegion(page)
      .getByRole("button", { name: /calm tomorrow$/ })
      .first(),
  ).toBeVisible();
  await expect(mapRegion(page).getByRole("button", { name: /today$/ })).toHaveCount(0);
});

test("without a sea forecast the map says so instead of the legend and offers the map without the filter", async ({
  page,
}) => {
  // What the site answers while no forecast can be served: an empty map, and the count says why.
  const message =
    "We have no sea forecast for today right now, so we can't tell which beaches are calm. Please try again later.";
  const calmToday = (path: string) => (url: URL) =>
    url.pathname === path && url.searchParams.get("calm") === "today";
  await page.route(calmToday("/api/v1/beaches/map"), (route) =>
    route.fulfill({
      json: {
        zoom: 6,
        bbox: [19.2, 34.7, 29.7, 41.8],
        sea: null,
        total: 0,
        features: [],
      } satisfies MapResponse,
    }),
  );
  await page.route(calmToday("/api/v1/beaches/count"), (route) =>
    route.fulfill({ json: { count: 0, calm: { day: "today", date: null, available: false, message } } }),
  );
  await page.goto("/map?calm=today");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
  await expect(legend(page)).toHaveCount(0);
  await expect(page.getByText("No beaches match these filters here.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Show beaches without the calm filter" }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole("status").filter({ hasText: message })).toHaveCount(0);
  await expect(markers(page).first()).toBeVisible();
});
