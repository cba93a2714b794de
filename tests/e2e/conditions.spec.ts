import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";

// The beach page's "Sea today" panel, from the forecast the site server fetched from the local
// Open-Meteo stand-in (tests/forecast-stub.ts: a north 5 Bft meltemi by default). South-west facing
// Elafonisi is sheltered from it, north-facing Canal d'Amour takes it straight on.

const ELAFONISI = { slug: "elafonisi", path: "/crete/elafonisi" };
const CANAL_D_AMOUR = { slug: "canal-damour", path: "/corfu/canal-damour" };

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

const seaPanel = (page: Page) => page.getByRole("region", { name: "Sea today" });

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
  const panel = sea.getByRole("tabpanel", { name: "Tomorrow" });
  await expect(panel.getByText("Calm tomorrow", { exact: true })).toBeVisible();
  await expect(
    panel.getByRole("table", { name: /^Tomorrow, hour by hour/ }).getByRole("rowheader"),
  ).toHaveCount(10);
  await expect(sea.getByText("Calm today", { exact: true })).toHaveCount(0);
  await page.keyboard.press("ArrowLeft");
  await expect(sea.getByText("Calm today", { exact: true })).toBeVisible();
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
