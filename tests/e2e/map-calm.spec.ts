import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";
import type { MapResponse } from "#core/contract/map.ts";

// The map coloured by the day's sea, with the "Calm today" filter and without it: markers coloured and
// named by each beach's verdict (and caution), clusters by their mix, a legend above the map, popups
// with the verdict, the wind, Directions and the beach page, and the message when no forecast can be
// served. The site server's forecast comes from the local Open-Meteo stand-in (tests/forecast-stub.ts:
// a north 5 Bft meltemi), which leaves the south-facing beaches calm water under a strong wind from
// the land, and makes the north-facing ones rough.

const mapRegion = (page: Page) => page.getByRole("region", { name: /^(Map of beaches|Χάρτης παραλιών)/ });
const legend = (page: Page) => page.getByRole("region", { name: /^(Map legend|Υπόμνημα χάρτη)$/ });
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
  // The first map answer of the page at `path`: one the page before it asked for may still arrive
  // before the new page replaces it, and its body is gone once it has.
  const pagePath = new URL(path, "http://localhost").pathname;
  const answer = page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/v1/beaches/map" &&
        response.ok() &&
        response.frame().url().startsWith("http") &&
        new URL(response.frame().url()).pathname === pagePath,
    )
    .then((response) => response.json() as Promise<MapResponse>);
  await page.goto(path);
  await waitForHydration(page);
  const first = await answer;
  await expect(markers(page).first()).toBeVisible();
  return first;
}

/** Every marker's box on screen. */
const markerBoxes = (page: Page) =>
  markers(page).evaluateAll((icons) =>
    icons.map((icon) => {
      const { x, y, width, height } = icon.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/** A cluster's name says its mix; the counts of the mix add up to the cluster's. */
function expectMixAddsUp(name: string) {
  const [count, mix] = name.split(/, (?:sea|θάλασσα) (?:today|tomorrow|σήμερα|αύριο): /) as [string, string];
  const parts = mix.split(", ").map((part) => Number(/^[\d,.]+/.exec(part)?.[0].replace(/[,.]/g, "")));
  expect(
    parts.every((part) => part > 0),
    name,
  ).toBe(true);
  expect(
    parts.reduce((sum, part) => sum + part, 0),
    name,
  ).toBe(Number(count.replace(/\D/g, "")));
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

const CAUTION = "strong wind from land: inflatables drift out";
/** A pin's name on a calm map: calm, or calm water with the caution of a strong wind from the land. */
const CALM_PIN = (day: "today" | "tomorrow") =>
  new RegExp(`^.+, (calm ${day}|calm water ${day}, ${CAUTION})$`);
const CLUSTER = /^[\d,]+ beaches, sea (today|tomorrow): .+$/;

for (const language of [
  {
    path: "/map?area=crete",
    legend: ["Sea today", "Calm", "Calm water, wind from land", "Choppy", "Rough", "No verdict"],
    cluster: /^[\d,]+ beaches, sea today: /,
    pin: /^.+, (calm today|calm water today, strong wind from land: inflatables drift out|choppy today|rough today|no sea verdict for today)$/,
  },
  {
    path: "/el/map?area=crete",
    legend: [
      "Η θάλασσα σήμερα",
      "Ήρεμη",
      "Ήρεμα νερά, άνεμος από στεριά",
      "Με κυματάκι",
      "Φουρτουνιασμένη",
      "Χωρίς εκτίμηση",
    ],
    cluster: /^[\d.]+ παραλίες, θάλασσα σήμερα: /,
    pin: /^.+, (ήρεμη θάλασσα σήμερα|ήρεμα νερά σήμερα, .+|θάλασσα με κυματάκι σήμερα|φουρτουνιασμένη θάλασσα σήμερα|χωρίς εκτίμηση θάλασσας για σήμερα)$/,
  },
]) {
  test(
    `${language.path} without the filter: every marker shows today's sea, clusters say their mix, and the legend never covers one`,
    { tag: "@both-widths" },
    async ({ page, request }) => {
      await calmVerdictsServed(request, "today");
      await openMap(page, language.path);
      const [title, ...shades] = language.legend as [string, ...string[]];
      const key = legend(page);
      await expect(key.getByRole("heading", { name: title })).toBeVisible();
      await expect(key.getByRole("listitem")).toHaveText(shades);

      // Every marker is named by its sea; more than one kind of sea is on the map.
      await expect
        .poll(async () => (await markerNames(page)).every((name) => name?.includes(", ")))
        .toBe(true);
      const names = (await markerNames(page)) as string[];
      for (const name of names)
        expect(name).toMatch(new RegExp(`${language.cluster.source}|${language.pin.source}`));
      for (const name of names.filter((name) => language.cluster.test(name))) expectMixAddsUp(name);
      const kinds = await markers(page).evaluateAll((icons) =>
        icons.map((icon) => icon.querySelector("svg[class], span span")?.getAttribute("class") ?? ""),
      );
      expect(
        new Set(kinds.map((kind) => /(emerald|orange|amber|red|slate)-\d+/.exec(kind)?.[1])).size,
      ).toBeGreaterThan(1);

      // The legend sits above the map, clear of every marker, the zoom buttons and Near me.
      const legendBox = await box(key);
      for (const marker of await markerBoxes(page)) expect(overlaps(legendBox, marker)).toBe(false);
      expect(
        overlaps(legendBox, await box(page.getByRole("button", { name: /^(Zoom in|Μεγέθυνση)$/ }))),
      ).toBe(false);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // Its title folds it away and back, from the keyboard.
      const toggle = key.getByRole("button", { name: title });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(key.getByRole("listitem")).toHaveCount(0);
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(key.getByRole("listitem")).toHaveCount(shades.length);
    },
  );
}

test(
  "a popup says the beach's sea and wind, with Directions and the beach page, in English and Greek",
  { tag: "@both-widths" },
  async ({ page, request }) => {
    await calmVerdictsServed(request, "today");
    // Close in on Elafonisi, which faces south-west: the north wind blows from the land.
    await openMap(page, "/map?area=crete#map=15/35.2714/23.5409");
    const pin = mapRegion(page).getByRole("button", { name: `Elafonisi, calm water today, ${CAUTION}` });
    await pin.click();
    const card = popup(page);
    await expect(card.getByText(`Calm water today · ${CAUTION}`)).toBeVisible();
    await expect(card.getByText("N wind 5 Bft, blows from land")).toBeVisible();
    await expect(card.getByRole("link", { name: "View beach" })).toHaveAttribute("href", "/crete/elafonisi");
    const directions = card.getByRole("link", { name: "Directions" });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=35.271420,23.540900",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    // The card stays inside the map at a phone's width.
    const cardBox = await box(card);
    const mapBox = await box(mapRegion(page));
    expect(cardBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    await expectNoSeriousA11yViolations(page);

    await openMap(page, "/el/map?area=crete#map=15/35.2714/23.5409");
    await mapRegion(page)
      .getByRole("button", { name: /^Ελαφονήσι, ήρεμα νερά σήμερα, δυνατός άνεμος από τη στεριά/ })
      .click();
    await expect(
      card.getByText(
        "Ήρεμα νερά σήμερα · δυνατός άνεμος από τη στεριά: τα φουσκωτά παρασύρονται στα ανοιχτά",
      ),
    ).toBeVisible();
    await expect(card.getByText("Άνεμος Β 5 μποφόρ, φυσά από τη στεριά")).toBeVisible();
    await expect(card.getByRole("link", { name: "Δείτε την παραλία" })).toHaveAttribute(
      "href",
      "/el/crete/elafonisi",
    );
    await expect(card.getByRole("link", { name: "Οδηγίες" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "Calm today on the map: only calm beaches, named and keyed as calm or calm water with a caution",
  { tag: "@both-widths" },
  async ({ page, request }) => {
    await calmVerdictsServed(request, "today");
    await openMap(page, "/map?area=crete&calm=today");
    await expect(page.getByRole("switch", { name: "Calm today" })).toBeChecked();

    const key = legend(page);
    await expect(key.getByRole("heading", { name: "Sea today" })).toBeVisible();
    await expect(key.getByRole("listitem")).toHaveText(["Calm", "Calm water, wind from land"]);
    await expect(key.getByText("Only beaches calm today are shown")).toBeVisible();

    // Only calm beaches are kept: each pin is calm or calm water with a caution, each cluster's mix
    // is of those two.
    const names = (await markerNames(page)) as string[];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      if (CLUSTER.test(name)) {
        expect(name).toMatch(
          /: [\d,]+ calm( water but wind from land)?(, [\d,]+ calm water but wind from land)?$/,
        );
        expectMixAddsUp(name);
      } else expect(name).toMatch(CALM_PIN("today"));
    }
    const legendBox = await box(key);
    for (const marker of await markerBoxes(page)) expect(overlaps(legendBox, marker)).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // Switching the filter off keeps the colours: every beach again, with today's sea.
    await page.getByRole("switch", { name: "Calm today" }).click();
    await expect(page).toHaveURL(/\/map\?area=crete$/);
    await expect(page.getByText("Only beaches calm today are shown")).toHaveCount(0);
    await expect(key.getByRole("listitem").filter({ hasText: "Rough" })).toBeVisible();
    await expect
      .poll(async () => (await markerNames(page)).some((name) => /rough today|\d+ rough/.test(name ?? "")))
      .toBe(true);
  },
);

test("Calm tomorrow names the day in the legend and on the markers", async ({ page, request }) => {
  await calmVerdictsServed(request, "tomorrow");
  await openMap(page, "/map?area=crete&calm=tomorrow");
  await expect(legend(page).getByRole("heading", { name: "Sea tomorrow" })).toBeVisible();
  await expect(legend(page).getByText("Only beaches calm tomorrow are shown")).toBeVisible();
  const names = (await markerNames(page)) as string[];
  expect(names.length).toBeGreaterThan(0);
  for (const name of names)
    expect(name).toMatch(/(calm tomorrow|calm water tomorrow, .+|beaches, sea tomorrow: .+)$/);
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
  // The legend has no colours to explain.
  await expect(
    legend(page).getByText("No sea forecast right now: the beaches are shown without colours"),
  ).toBeVisible();
  await expect(legend(page).getByRole("listitem")).toHaveCount(0);
  await expect(page.getByText("No beaches match these filters here.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Show beaches without the calm filter" }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole("status").filter({ hasText: message })).toHaveCount(0);
  await expect(markers(page).first()).toBeVisible();
});
