import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { beachCards, beachList, horizontalOverflow, isMobile, waitForHydration } from "./browse-helpers.ts";

// The Calm filter, the card badges and the search phrases, on the site server that fetched a north
// 5 Beaufort meltemi from the local Open-Meteo stand-in (tests/forecast-stub.ts): south-west facing
// Elafonisi is calm in it, north-facing Canal d'Amour rough.

interface CalmPage {
  total: number;
  items: { slug: string; sea: { label: string | null; wind: string } | null }[];
  calm?: { available: boolean };
}

/** The server's schedule fetches the forecast and writes the verdicts a few seconds after it starts. */
async function verdictsStored(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const page = (await (await request.get("/api/v1/beaches?calm=today")).json()) as CalmPage;
        return page.calm?.available === true && page.total > 0;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

async function calmCount(request: APIRequestContext, query: string) {
  return ((await (await request.get(`/api/v1/beaches/count?${query}`)).json()) as { count: number }).count;
}

/** A calm card's badge: plain, or calm water with the caution of a strong wind from the land. */
const calmBadge = (day: "today" | "tomorrow") =>
  new RegExp(`^Calm (${day}|water ${day} · strong wind from land: inflatables drift out)$`);
const CAUTIONED_TODAY = "Calm water today · strong wind from land: inflatables drift out";

const searchBox = (page: Page) => page.getByRole("search").getByRole("searchbox", { name: "Search beaches" });
const summary = (page: Page) => page.locator("main p[aria-live='polite']").first();

test("the Calm today switch keeps the calm beaches, each with its badge and the wind on focus @both-widths", async ({
  page,
  request,
}, testInfo) => {
  await verdictsStored(request);
  const expected = await calmCount(request, "calm=today&area=crete");
  await page.goto("/crete");
  await waitForHydration(page);
  const calm = page.getByRole("switch", { name: /^Calm today/ });
  await expect(calm).not.toBeChecked();
  await calm.click();
  await expect(page).toHaveURL(/[?&]calm=today(&|$)/);
  await expect(summary(page)).toContainText(`${expected} beaches`);
  await expect(summary(page)).toContainText("Calm today");
  await expect(calm).toBeChecked();

  const cards = beachCards(page);
  await expect(cards).toHaveCount(Math.min(expected, 9));
  // Every card says it, in words: calm, or calm water with a caution.
  const badges = beachList(page).getByRole("button", { name: calmBadge("today") });
  await expect(badges).toHaveCount(Math.min(expected, 9));

  // The wind in words on focus (keyboard) and on hover, and as the badge's description.
  const first = badges.first();
  // Calm with the wind onshore too, where little open water lies toward it (a bay).
  await expect(first).toHaveAccessibleDescription(
    /^(N|NNE|NNW) wind 5 Bft, blows (from land|along the shore|onshore)$/,
  );
  await first.focus();
  await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveText(/wind 5 Bft/);
  await page.mouse.move(0, 0);
  await first.blur();
  await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveCount(0);
  // A tap (a phone) or a hover (a mouse) shows it too.
  if (isMobile(testInfo)) await badges.nth(1).tap();
  else await badges.nth(1).hover();
  await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveText(/wind 5 Bft/);

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // Off again: the whole area, the badges of every verdict.
  await calm.click();
  await expect(page).not.toHaveURL(/calm=/);
  await expect(summary(page)).not.toContainText("Calm today");
});

test("a north-facing beach says Rough today, with the wind blowing onshore", async ({ page, request }) => {
  await verdictsStored(request);
  await page.goto("/corfu?search=canal");
  const badge = beachList(page).getByRole("button", { name: "Rough today" });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleDescription("N wind 5 Bft, blows onshore");
  await waitForHydration(page);
  await badge.tap();
  await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveText("N wind 5 Bft, blows onshore");
});

test("All Filters chooses calm tomorrow; the badges then speak of tomorrow", async ({ page, request }) => {
  await verdictsStored(request);
  const expected = await calmCount(request, "calm=tomorrow");
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /^All Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "All Filters" });
  const sea = sheet.getByRole("group", { name: "Sea" });
  await expect(sea.getByRole("radio", { name: "Any sea" })).toBeChecked();
  await sea.getByRole("radio", { name: "Calm tomorrow" }).check();
  await expect(sheet.getByRole("button", { name: `Show results (${expected})` })).toBeVisible();
  await sheet.getByRole("button", { name: `Show results (${expected})` }).click();
  await expect(page).toHaveURL(/[?&]calm=tomorrow(&|$)/);
  await expect(summary(page)).toContainText("Calm tomorrow");
  await expect(beachList(page).getByRole("button", { name: calmBadge("tomorrow") })).toHaveCount(
    Math.min(expected, 9),
  );
  await expect(page.getByRole("switch", { name: /^Calm tomorrow/ })).toBeChecked();
});

for (const [phrase, day] of [
  ["calm beach today", "today"],
  ["sheltered from the wind", "today"],
  ["no waves tomorrow", "tomorrow"],
  ["ήρεμη θάλασσα σήμερα", "today"],
  ["απάνεμη παραλία", "today"],
] as const) {
  test(`the search "${phrase}" sets Calm ${day}`, async ({ page, request }) => {
    await verdictsStored(request);
    await page.goto("/");
    // A value typed before hydration could be reset by it.
    await waitForHydration(page);
    await searchBox(page).fill(phrase);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]calm=${day}(&|$)`));
    const label = day === "today" ? "Calm today" : "Calm tomorrow";
    await expect(summary(page)).toContainText(label);
    await expect(
      beachList(page)
        .getByRole("button", { name: calmBadge(day) })
        .first(),
    ).toBeVisible();
    expect(
      await beachList(page)
        .getByRole("button", { name: /^(Choppy|Rough) / })
        .count(),
    ).toBe(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter is a checkbox of the plain form, and the cards carry their badges @both-widths", async ({
    page,
    request,
  }) => {
    await verdictsStored(request);
    await page.goto("/crete");
    const form = page.getByRole("form", { name: "Filters" });
    const calm = form.getByRole("checkbox", { name: "Calm today" });
    await calm.check();
    await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]calm=today(&|$)/);
    await expect(
      page.getByRole("form", { name: "Filters" }).getByRole("checkbox", { name: "Calm today" }),
    ).toBeChecked();
    await expect(
      beachList(page)
        .getByRole("button", { name: calmBadge("today") })
        .first(),
    ).toBeVisible();
  });
});

for (const [path, words] of [
  ["/crete?search=elafonisi", CAUTIONED_TODAY],
  [
    "/el/crete?search=elafonisi",
    "Ήρεμα νερά σήμερα · δυνατός άνεμος από τη στεριά: τα φουσκωτά παρασύρονται στα ανοιχτά",
  ],
] as const)
  test(`a strong wind from the land reads as calm water with its caution on the card, never the green calm (${path}) @both-widths`, async ({
    page,
    request,
  }) => {
    // The stand-in's meltemi blows from the north at 5 Bft, gusting to 6: from the land at Elafonisi.
    await verdictsStored(request);
    const api = (await (await request.get("/api/v1/beaches?search=elafonisi")).json()) as {
      items: { sea: { verdict: string; caution: string | null; caution_text: string | null } }[];
    };
    expect(api.items[0]?.sea).toMatchObject({
      verdict: "calm",
      caution: "offshore-wind",
      caution_text: "Strong wind from land: inflatables drift out",
    });
    await page.goto(path);
    // The list's name is in the page's language: the cards are found in the page's main part.
    const cards = page.getByRole("main");
    const badge = cards.getByRole("button", { name: words });
    await expect(badge).toBeVisible();
    // Its colour is not the calm green of a plain calm badge (an uncautioned card's, on the same list).
    const background = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto(path.replace("?search=elafonisi", "?calm=today"));
    const plain = cards.getByRole("button", { name: /^(Calm today|Ήρεμη σήμερα)$/ });
    await expect(plain.first()).toBeVisible();
    expect(await plain.first().evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      background,
    );
    // The calm filter keeps the cautioned beach, marked.
    await expect(cards.getByRole("button", { name: words }).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

for (const [path, name] of [
  ["/crete", /^Calm today/],
  ["/el/crete", /^Ήρεμη θάλασσα σήμερα/],
  ["/el/map", /^Ήρεμη θάλασσα σήμερα/],
  ["/map", /^Calm today/],
] as const)
  test(`Calm today is the first quick filter and whole on the first screen (${path}) @both-widths`, async ({
    page,
    request,
  }) => {
    await verdictsStored(request);
    await page.goto(path);
    await waitForHydration(page);
    const filters = page.getByRole("group", { name: /^(Filters|Φίλτρα)$/ });
    const calm = filters.getByRole("switch", { name });
    await expect(calm).toBeVisible();
    // The first switch of the row, and the switch with its words lies wholly inside the screen.
    await expect(filters.getByRole("switch").first()).toHaveAccessibleName(name);
    const width = page.viewportSize()!.width;
    const row = (await calm.locator("xpath=..").boundingBox())!;
    expect(row.x).toBeGreaterThanOrEqual(0);
    expect(row.x + row.width).toBeLessThanOrEqual(width);
    const words = (await calm.locator("xpath=..").getByText(name).boundingBox())!;
    expect(words.x + words.width).toBeLessThanOrEqual(width);
  });

test("a site without a sea forecast says so instead of an empty list, and links to the list without the filter", async ({
  page,
}) => {
  // The second site server runs with FORECAST=off (playwright.config.ts).
  const withoutForecast = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3}`;
  await page.goto(`${withoutForecast}/crete?calm=today&type=SANDY`);
  const notice = page.getByRole("status").filter({ hasText: "No sea forecast right now" });
  await expect(notice).toContainText(
    "We have no sea forecast for today right now, so we can't tell which beaches are calm. Please try again later.",
  );
  // The filter is not offered where it cannot work.
  await expect(page.getByRole("switch", { name: /^Calm/ })).toHaveCount(0);
  await notice.getByRole("link", { name: "Show the beaches without Calm today" }).click();
  await expect(page).toHaveURL(/\/crete\?type=SANDY$/);
  await expect(beachCards(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
