import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";

// The beach page's sea, from the forecast the site server fetched from the local Open-Meteo
// stand-in (tests/forecast-stub.ts: a north 5 Bft meltemi by default): the summary on the first
// screen, the "Sea today" panel and the beaches nearby. South-west facing Elafonisi is sheltered from
// it (calm water, with the wind from the land as a caution), north-facing Canal d'Amour and Stavros
// take it straight on (rough).

const ELAFONISI = { slug: "elafonisi", path: "/crete/elafonisi" };
const CANAL_D_AMOUR = { slug: "canal-damour", path: "/corfu/canal-damour" };
const STAVROS = { slug: "stavros", path: "/crete/stavros" };

/**
 * The server's schedule fetches the forecast a few seconds after it starts; until then the record
 * says it is missing (and no cache keeps that answer).
 */
async function forecastStored(request: APIRequestContext, slug: string) {
  await expect
    .poll(
      async () => {
        const record = (await (await request.get(`/api/v1/beaches/${slug}`)).json()) as {
          conditions: { state: string } | null;
        };
        return record.conditions?.state;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe("fresh");
}

/** The day's verdicts are written with the forecast: a list's card then carries the beach's badge. */
async function verdictStored(request: APIRequestContext, slug: string) {
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`/api/v1/beaches?search=${slug}`)).json()) as {
          items: { slug: string; sea: { label: string | null } | null }[];
        };
        return list.items.find((item) => item.slug === slug)?.sea?.label ?? null;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .not.toBeNull();
}

// Named by its heading, which follows the chosen day.
const seaPanel = (page: Page) => page.getByRole("region", { name: /^Sea (today|tomorrow)$/ });
const glance = (page: Page) => page.getByRole("region", { name: "Today's sea at a glance" });

/** The screens the first screen is measured on: a 375x812 phone and a 1280x800 laptop. */
async function travellersScreen(page: Page) {
  const { width } = page.viewportSize()!;
  await page.setViewportSize({ width, height: width >= 1280 ? 800 : 812 });
}

/** Whether the whole element lies within the first screen, without scrolling. */
async function expectOnFirstScreen(page: Page, locator: ReturnType<Page["locator"]>) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, await locator.innerText()).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, await locator.innerText()).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** The kilometres a distance shows ('10 km', '0.4 km'). */
const kilometres = (text: string) => Number(/([\d.]+) km/.exec(text)?.[1]);

test("Elafonisi is calm today in a north wind: sheltered, with the offshore warning, the hours and the credit @both-widths", async ({
  page,
  request,
}) => {
  await forecastStored(request, ELAFONISI.slug);
  await page.goto(ELAFONISI.path);
  const sea = seaPanel(page);
  await expect(sea.getByRole("heading", { name: "Sea today" })).toBeVisible();
  await expect(sea.getByRole("tab", { name: "Today", selected: true })).toBeVisible();
  await expect(sea.getByText("Calm today", { exact: true })).toBeVisible();
  await expect(sea.getByText("Calm all day", { exact: true })).toBeVisible();
  await expect(sea.getByText("Sheltered: the wind blows from the land side", { exact: true })).toBeVisible();
  await expect(sea.getByText(/^Strong wind from the land: the water looks flat/)).toBeVisible();
  await expect(sea.getByText(/Updated \d+ (seconds?|minutes?) ago/)).toBeVisible();
  const credit = sea.getByRole("link", { name: "Weather data by Open-Meteo.com" });
  await expect(credit).toBeVisible();
  await expect(credit).toHaveAttribute("href", "https://open-meteo.com/");

  const table = sea.getByRole("table", { name: /^Today, hour by hour from 10:00 to 19:00/ });
  for (const header of ["Time", "Wind", "Waves (m)", "Sea (°C)", "Verdict"])
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  const hours = table.getByRole("rowheader");
  await expect(hours).toHaveCount(10);
  await expect(hours.first()).toHaveText("10:00");
  await expect(hours.last()).toHaveText("19:00");
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("cell").first()).toHaveText("N 34 km/h, gusts 48, 5 Bft");
  await expect(first.getByRole("cell").last()).toHaveText("Calm (offshore wind warning)");

  // The table fits at both widths (a region of its own would scroll it); the page never scrolls sideways.
  const scroller = sea.getByRole("region", { name: "Hourly forecast, today" });
  await expect(scroller).toHaveAttribute("tabindex", "0");
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test("Canal d'Amour is rough today: the wind blows straight onto it", async ({ page, request }) => {
  await forecastStored(request, CANAL_D_AMOUR.slug);
  await page.goto(CANAL_D_AMOUR.path);
  const sea = seaPanel(page);
  await expect(sea.getByText("Rough today", { exact: true })).toBeVisible();
  await expect(sea.getByText("Rough all day", { exact: true })).toBeVisible();
  await expect(
    sea.getByText("Exposed: the wind blows straight onto this beach", { exact: true }),
  ).toBeVisible();
  await expect(sea.getByText(/^Strong wind from the land/)).toHaveCount(0);
  await expect(sea.getByRole("table").getByRole("rowheader")).toHaveCount(10);
});

test("tomorrow's sea opens by keyboard @both-widths", async ({ page, request }) => {
  await forecastStored(request, ELAFONISI.slug);
  await page.goto(ELAFONISI.path);
  await waitForHydration(page);
  const sea = seaPanel(page);
  const today = sea.getByRole("tab", { name: "Today" });
  await today.focus();
  await page.keyboard.press("ArrowRight");
  const tomorrow = sea.getByRole("tab", { name: "Tomorrow" });
  await expect(tomorrow).toBeFocused();
  await expect(tomorrow).toHaveAttribute("aria-selected", "true");
  // The heading names the day shown.
  await expect(sea.getByRole("heading", { level: 2 })).toHaveText("Sea tomorrow");
  await expect(page.getByRole("heading", { name: "Sea today" })).toHaveCount(0);
  const panel = sea.getByRole("tabpanel", { name: "Tomorrow" });
  await expect(panel.getByText("Calm tomorrow", { exact: true })).toBeVisible();
  await expect(
    panel.getByRole("table", { name: /^Tomorrow, hour by hour/ }).getByRole("rowheader"),
  ).toHaveCount(10);
  await expect(sea.getByText("Calm today", { exact: true })).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(sea.getByText("Calm today", { exact: true })).toBeVisible();
  await expect(sea.getByRole("heading", { level: 2 })).toHaveText("Sea today");
  // End chooses the last tab, the arrows wrap round, and the tabs are one stop: Tab goes to the panel.
  await page.keyboard.press("End");
  await expect(tomorrow).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(today).toBeFocused();
  await expect(today).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(sea.getByRole("tabpanel", { name: "Today" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test("a rough beach's first screen: Rough today, the wind, the usual sea beside it and the calm beaches nearby @both-widths", async ({
  page,
  request,
}) => {
  await verdictStored(request, STAVROS.slug);
  await travellersScreen(page);
  await page.goto(STAVROS.path);
  const summary = glance(page);
  const verdict = summary.getByText("Rough today", { exact: true });
  const wind = summary.getByText("N wind 5 Bft, blows onshore", { exact: true });
  await expectOnFirstScreen(page, verdict);
  await expectOnFirstScreen(page, wind);
  await expect(summary.getByText("Rough all day", { exact: true })).toBeVisible();

  // The nearest calm beaches of Crete, nearest first, each with its distance, on the first screen.
  const calm = summary.getByRole("group", { name: "Calm nearby today" });
  await expectOnFirstScreen(page, calm);
  const links = calm.getByRole("link");
  await expect(links).toHaveText(["Seitan Limania", "Balos", "Falassarna"]);
  await expect(links.first()).toHaveAttribute("href", "/crete/seitan-limania");
  const distances = (await calm.getByRole("listitem").allInnerTexts()).map(kilometres);
  expect(distances.every(Number.isFinite)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  // The fixed wave field is what is usual; today's sea stands beside it, not against it.
  const facts = page.getByRole("region", { name: "Summary" });
  await expect(facts.getByRole("definition").nth(1)).toHaveText(/ · Rough today$/);

  // The drawing is lower on the page than on a card.
  const drawing = (await page.getByRole("main").getByTestId("illustration").first().boundingBox())!;
  const card = (await page
    .getByRole("region", { name: "More beaches nearby" })
    .getByTestId("illustration")
    .first()
    .boundingBox())!;
  expect(drawing.height).toBeLessThan(card.height);

  // The jump to the hours.
  await summary.getByRole("link", { name: "Hour by hour" }).click();
  await expect(page).toHaveURL(/#sea$/);
  await expect(seaPanel(page).getByRole("heading", { name: "Sea today" })).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test("a cautioned beach's first screen: calm water, the wind from the land in words, and the calm beaches nearby @both-widths", async ({
  page,
  request,
}) => {
  await verdictStored(request, ELAFONISI.slug);
  await travellersScreen(page);
  await page.goto(ELAFONISI.path);
  const summary = glance(page);
  // Never the plain green "Calm today".
  await expectOnFirstScreen(page, summary.getByText("Calm water today", { exact: true }));
  await expect(summary.getByText("Calm today", { exact: true })).toHaveCount(0);
  await expectOnFirstScreen(page, summary.getByText("N wind 5 Bft, blows from land", { exact: true }));
  await expectOnFirstScreen(page, summary.getByText("Strong wind from land: inflatables drift out"));
  // Beaches calm without the caution, nearest first.
  const calm = summary.getByRole("group", { name: "Calm nearby today" });
  await expectOnFirstScreen(page, calm);
  await expect(calm.getByRole("link").first()).toHaveText("Falassarna");
  await expect(calm.getByRole("link", { name: "Plakias" })).toHaveCount(0);
  const distances = (await calm.getByRole("listitem").allInnerTexts()).map(kilometres);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expectNoSeriousA11yViolations(page);
});

test("a calm beach's first screen has no Calm nearby, and its fact agrees with today", async ({
  page,
  request,
}) => {
  await verdictStored(request, "balos");
  await page.goto("/crete/balos");
  await expect(glance(page).getByText("Calm today", { exact: true })).toBeVisible();
  await expect(glance(page).getByRole("group", { name: "Calm nearby today" })).toHaveCount(0);
  // Usually calm and calm today: nothing to set beside it.
  await expect(
    page.getByRole("region", { name: "Summary" }).getByRole("definition").nth(1),
  ).not.toContainText("today");
});

test("More beaches nearby: the nearest of the area with their distance from this beach and their sea badge", async ({
  page,
  request,
}) => {
  await verdictStored(request, STAVROS.slug);
  await page.goto(STAVROS.path);
  const nearby = page.getByRole("region", { name: "More beaches nearby" });
  const cards = nearby.getByRole("article");
  await expect(cards.getByRole("heading")).toHaveText(["Seitan Limania", "Balos", "Falassarna"]);
  const distances = (await cards.getByText(/ km from Stavros$/).allInnerTexts()).map(kilometres);
  expect(distances).toHaveLength(3);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const card of await cards.all())
    await expect(card.getByRole("button", { name: /^(Calm|Choppy|Rough|Calm water) today/ })).toBeVisible();
  await expect(nearby.getByRole("link", { name: "View all beaches in Crete" })).toHaveAttribute(
    "href",
    "/crete",
  );
});
