import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import {
  apiCount,
  apiPage,
  beachCards,
  cardNames,
  documentMarker,
  horizontalOverflow,
  isMobile,
  markDocument,
  PUBLIC_BEACHES,
  triggerName,
  waitForHydration,
} from "./browse-helpers.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { formatResultsCount } from "#core/pages/wording.ts";

/** The URL's query as a plain object, comma lists left as they are. */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The results summary line, found by what it says. */
function summary(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** The filter bar's controls in the order Tab visits them, found by their names at this width. */
function barControls(page: Page, testInfo: TestInfo) {
  const bar = page.getByRole("group", { name: "Filters" });
  return [
    // The site's forecast is on (playwright.config.ts), so the bar offers Calm today, first.
    bar.getByRole("switch", { name: /^Calm today/ }),
    bar.getByRole("switch", { name: /^Near me/ }),
    bar.getByRole("switch", { name: /^Blue Flag/ }),
    bar.getByRole("button", { name: /^Amenities/ }),
    bar.getByRole("button", { name: triggerName(testInfo, "Beach setup", "Setup") }),
    bar.getByRole("button", { name: /^Parking/ }),
    bar.getByRole("button", { name: triggerName(testInfo, "Wave conditions", "Waves") }),
    bar.getByRole("button", { name: triggerName(testInfo, "Beach type", "Type") }),
    bar.getByRole("button", { name: /^All Filters/ }),
    bar.getByRole("button", { name: /^Sort by/ }),
  ];
}

test.describe("the filter bar's layout", () => {
  test(
    "leaves the first beach on the first screen of the home and of an area page",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      // The home's whole first card, its name included, is in sight before any scrolling.
      await expect(beachCards(page).first()).toBeInViewport({ ratio: 1 });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // An area page puts its picture and description first: its first card starts on the first screen.
      await page.goto("/crete");
      await waitForHydration(page);
      await expect(beachCards(page).first()).toBeInViewport();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    },
  );

  test(
    "is one sideways-scrolling row on a phone, every control reachable by Tab",
    { tag: "@both-widths" },
    async ({ page }, testInfo) => {
      await page.goto("/");
      await waitForHydration(page);
      const controls = barControls(page, testInfo);
      const middles: number[] = [];
      for (const control of controls) {
        const box = await control.boundingBox();
        if (!box) throw new Error("a filter control has no box");
        middles.push(box.y + box.height / 2);
      }
      if (isMobile(testInfo)) {
        // One row: every control on the same line, the last ones out of sight until the row scrolls.
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
        await expect(controls.at(-1)!).not.toBeInViewport();
      } else {
        for (const control of controls) await expect(control).toBeInViewport({ ratio: 1 });
      }
      // Only the row scrolls, never the page.
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      // Tab visits every control in order, and the row brings each one fully into sight.
      await controls[0]!.focus();
      for (const control of controls.slice(1)) {
        await page.keyboard.press("Tab");
        await expect(control).toBeFocused();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    },
  );
});

test.describe("filter dropdowns", () => {
  test("'Beach type' ticks several types, updates the list and goes back to page 1", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto("/?page=2");
    await waitForHydration(page);
    await markDocument(page);
    const trigger = page.getByRole("button", { name: triggerName(testInfo, "Beach type", "Type") });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitemcheckbox")).toHaveText(["Sandy", "Pebbles", "Mixed", "Rocky/Other"]);

    await menu.getByRole("menuitemcheckbox", { name: "Sandy" }).click();
    await expect(page).toHaveURL(/\/\?type=SANDY$/);
    await expect(menu.getByRole("menuitemcheckbox", { name: "Sandy" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    const sandy = await apiPage(request, "type=SANDY");
    await expect(summary(page, `${formatResultsCount(sandy.total, ENGLISH)} · Sandy`)).toBeVisible();
    expect(await cardNames(page)).toEqual(sandy.items.map((beach) => beach.name));

    // The menu stays open for another pick.
    await menu.getByRole("menuitemcheckbox", { name: "Pebbles" }).click();
    await expect.poll(() => queryOf(page)).toEqual({ type: "SANDY,PEBBLY" });
    const both = await apiPage(request, "type=SANDY,PEBBLY");
    await expect(summary(page, `${formatResultsCount(both.total, ENGLISH)} · Sandy, Pebbles`)).toBeVisible();
    await expect(menu).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const shown = page.getByRole("button", { name: triggerName(testInfo, "Beach type", "Type") });
    await expect(shown).toBeFocused();
    await expect(shown).toHaveAccessibleName(/2 selected$/);
    expect(await documentMarker(page)).toBe(1);
  });

  test(
    "carry short labels on mobile and long ones on desktop",
    { tag: "@both-widths" },
    async ({ page, request }, testInfo) => {
      await page.goto("/");
      await waitForHydration(page);
      const labels: [string, string][] = [
        ["Beach setup", "Setup"],
        ["Wave conditions", "Waves"],
        ["Beach type", "Type"],
      ];
      const bar = page.getByRole("group", { name: "Filters" });
      for (const [label, shortLabel] of labels) {
        const shown = isMobile(testInfo) ? shortLabel : label;
        await expect(bar.getByRole("button", { name: shown, exact: true })).toBeVisible();
        const hidden = isMobile(testInfo) ? label : shortLabel;
        await expect(bar.getByRole("button", { name: hidden, exact: true })).toHaveCount(0);
      }
      await expect(bar.getByRole("button", { name: "Amenities", exact: true })).toBeVisible();
      await expect(bar.getByRole("button", { name: "Parking", exact: true })).toBeVisible();

      await bar.getByRole("button", { name: triggerName(testInfo, "Wave conditions", "Waves") }).click();
      await expect(page.getByRole("menu").getByRole("menuitemcheckbox")).toHaveText([
        "Usually calm",
        "Moderate Waves",
        "Wavy",
        "Surfable",
      ]);
      await page.getByRole("menuitemcheckbox", { name: "Usually calm" }).click();
      await expect(page).toHaveURL(/\/\?waveConditions=CALM$/);
      await page.keyboard.press("Escape");

      await bar.getByRole("button", { name: triggerName(testInfo, "Beach setup", "Setup") }).click();
      await expect(page.getByRole("menu").getByRole("menuitemcheckbox")).toHaveText([
        "Organized",
        "Unorganized",
      ]);
      await page.getByRole("menuitemcheckbox", { name: "Unorganized" }).click();
      await expect.poll(() => queryOf(page)).toEqual({ organized: "unorganized", waveConditions: "CALM" });
      const total = await apiCount(request, "organized=unorganized&waveConditions=CALM");
      await expect(
        summary(page, `${formatResultsCount(total, ENGLISH)} · Unorganized, Usually calm`),
      ).toBeVisible();
    },
  );

  test("work by keyboard alone", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("switch", { name: /^Blue Flag/ }).focus();
    await page.keyboard.press("Tab");
    const amenities = page.getByRole("button", { name: "Amenities", exact: true });
    await expect(amenities).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitemcheckbox", { name: "Sunbeds" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/\?amenities=sunbeds$/);
    await expect(menu.getByRole("menuitemcheckbox", { name: "Sunbeds" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: /^Amenities/ })).toBeFocused();

    await page.keyboard.press("Tab");
    const setup = page.getByRole("button", { name: triggerName(testInfo, "Beach setup", "Setup") });
    await expect(setup).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitemcheckbox", { name: "Organized", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect.poll(() => queryOf(page)).toEqual({ organized: "organized", amenities: "sunbeds" });
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("button", { name: triggerName(testInfo, "Beach setup", "Setup") }),
    ).toBeFocused();
  });

  test(
    "an open dropdown is accessible and fits the screen",
    { tag: "@both-widths" },
    async ({ page }, testInfo) => {
      await page.goto("/?blueFlag=true");
      await waitForHydration(page);
      await page.getByRole("button", { name: triggerName(testInfo, "Beach type", "Type") }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    },
  );
});

test.describe("Blue Flag and sort", () => {
  test("the Blue Flag switch toggles blueFlag=true from any page back to page 1", async ({
    page,
    request,
  }) => {
    await page.goto("/?page=3");
    await waitForHydration(page);
    const blueFlag = page.getByRole("switch", { name: /Blue Flag/ });
    await expect(blueFlag).not.toBeChecked();
    await blueFlag.click();
    await expect(page).toHaveURL(/\/\?blueFlag=true$/);
    await expect(blueFlag).toBeChecked();
    const flagged = await apiPage(request, "blueFlag=true");
    await expect(summary(page, `${formatResultsCount(flagged.total, ENGLISH)} · Blue Flag`)).toBeVisible();
    expect(await cardNames(page)).toEqual(flagged.items.map((beach) => beach.name));
    await expect(beachCards(page).filter({ hasNotText: "Blue Flag" })).toHaveCount(0);

    await blueFlag.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(summary(page, formatResultsCount(PUBLIC_BEACHES.length, ENGLISH))).toBeVisible();
  });

  test("'Sort by' Name (Z-A) reverses the list", async ({ page, request }) => {
    await page.goto("/?page=2");
    await waitForHydration(page);
    const firstBefore = (await cardNames(page))[0];
    await page.getByRole("button", { name: /^Sort by/ }).click();
    const popover = page.getByRole("dialog", { name: "Sort by" });
    await expect(popover.getByRole("radio", { name: "Name (A-Z)" })).toBeChecked();
    await popover.getByRole("radio", { name: "Name (Z-A)" }).click();
    await expect(page).toHaveURL(/\/\?sort=name\.desc$/);
    await expect(popover).toBeHidden();
    const reversed = await apiPage(request, "sort=name.desc");
    await expect(beachCards(page).first().getByRole("heading")).toHaveText(reversed.items[0]?.name ?? "");
    expect(reversed.items[0]?.name).not.toBe(firstBefore);
    expect(await cardNames(page)).toEqual(reversed.items.map((beach) => beach.name));
  });
});

test.describe("All Filters sheet", () => {
  /** Holds the sheet's count requests until released, so 'Loading...' can be seen. */
  async function holdCounts(page: Page) {
    let release: () => void = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/beaches/count*", async (route) => {
      await gate;
      await route.continue();
    });
    return () => {
      release();
      gate = Promise.resolve();
    };
  }

  async function openSheet(page: Page) {
    await page.getByRole("button", { name: /^All Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "All Filters" });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  test(
    "counts active groups, shows a live count of the draft and applies it with 'Show results'",
    { tag: "@both-widths" },
    async ({ page, request }) => {
      await page.goto("/?blueFlag=true&type=SANDY&page=2");
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: /^All Filters/ })).toHaveAccessibleName(
        "All Filters 2 active",
      );
      const releaseCounts = await holdCounts(page);
      const sheet = await openSheet(page);
      const count = sheet.getByRole("status");
      await expect(count).toHaveText("Loading...");
      releaseCounts();
      const applied = await apiCount(request, "blueFlag=true&type=SANDY");
      await expect(count).toHaveText(`${applied} results`);
      await expect(sheet.getByRole("button", { name: `Show results (${applied})` })).toBeVisible();
      await expect(sheet.getByRole("switch", { name: "Blue Flag certified only" })).toBeChecked();
      const types = sheet.getByRole("group", { name: "Beach Type" });
      await expect(types.getByRole("checkbox", { name: "Sandy" })).toBeChecked();

      // Ticking edits the draft only: the URL and the list behind stay.
      const url = page.url();
      await types.getByRole("checkbox", { name: "Pebbles" }).check();
      const draft = await apiCount(request, "blueFlag=true&type=SANDY,PEBBLY");
      expect(draft).not.toBe(applied);
      await expect(count).toHaveText(`${draft} results`);
      expect(page.url()).toBe(url);
      await expect(
        summary(page, `${formatResultsCount(applied, ENGLISH)} · Blue Flag, Sandy`),
      ).toBeAttached();

      await sheet.getByRole("button", { name: `Show results (${draft})` }).click();
      await expect(sheet).toBeHidden();
      await expect.poll(() => queryOf(page)).toEqual({ blueFlag: "true", type: "SANDY,PEBBLY" });
      await expect(
        summary(page, `${formatResultsCount(draft, ENGLISH)} · Blue Flag, Sandy, Pebbles`),
      ).toBeVisible();
    },
  );

  test("marks the needs no beach has recorded yet, and says the wave field is what is usual", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const sheet = await openSheet(page);
    const access = sheet.getByRole("group", { name: "Access" });
    for (const name of ["Wheelchair access", "Seatrac", "Dogs allowed"]) {
      await expect(access.getByRole("checkbox", { name })).toHaveAccessibleDescription(
        "Not recorded for any beach yet",
      );
    }
    // Natural shade is recorded for some beaches: no mark.
    await expect(access.getByRole("checkbox", { name: /^Natural shade/ })).toHaveAccessibleDescription("");
    const waves = sheet.getByRole("group", { name: "Wave Conditions" });
    await expect(waves.getByRole("checkbox", { name: "Usually calm" })).toBeVisible();
    await expect(
      waves.getByText("What the sea is usually like at the beach, whatever today's weather."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Cancel and Escape leave the applied filters untouched", async ({ page }) => {
    // By keyboard inside the sheet: focus goes back to 'All Filters' when it closes.
    await page.goto("/?waveConditions=CALM");
    await waitForHydration(page);
    const allFilters = page.getByRole("button", { name: /^All Filters/ });
    let sheet = await openSheet(page);
    const noParking = sheet
      .getByRole("group", { name: "Parking" })
      .getByRole("checkbox", { name: "No Parking" });
    await noParking.press("Space");
    await expect(noParking).toBeChecked();
    await sheet.getByRole("button", { name: "Cancel" }).press("Enter");
    await expect(sheet).toBeHidden();
    await expect(allFilters).toBeFocused();
    expect(queryOf(page)).toEqual({ waveConditions: "CALM" });

    await page.keyboard.press("Enter");
    sheet = page.getByRole("dialog", { name: "All Filters" });
    await expect(sheet).toBeVisible();
    // Each opening starts again from the applied filters.
    await expect(noParking).not.toBeChecked();
    await expect(
      sheet.getByRole("group", { name: "Wave Conditions" }).getByRole("checkbox", { name: "Usually calm" }),
    ).toBeChecked();
    await noParking.press("Space");
    await expect(noParking).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(allFilters).toBeFocused();
    expect(queryOf(page)).toEqual({ waveConditions: "CALM" });
    await expect(allFilters).toHaveAccessibleName("All Filters 1 active");
  });

  test("Reset returns the draft to the applied filters and Clear all empties it", async ({
    page,
    request,
  }) => {
    await page.goto("/?blueFlag=true&type=SANDY");
    await waitForHydration(page);
    const sheet = await openSheet(page);
    const count = sheet.getByRole("status");
    const applied = await apiCount(request, "blueFlag=true&type=SANDY");
    await expect(count).toHaveText(`${applied} results`);
    const blueFlag = sheet.getByRole("switch", { name: "Blue Flag certified only" });
    const types = sheet.getByRole("group", { name: "Beach Type" });

    await blueFlag.click();
    await types.getByRole("checkbox", { name: "Pebbles" }).check();
    await sheet.getByRole("group", { name: "Amenities" }).getByRole("checkbox", { name: "Taverna" }).check();
    await expect(count).toHaveText(
      `${await apiCount(request, "type=SANDY,PEBBLY&amenities=taverna")} results`,
    );

    await sheet.getByRole("button", { name: "Reset" }).click();
    await expect(blueFlag).toBeChecked();
    await expect(types.getByRole("checkbox", { name: "Sandy" })).toBeChecked();
    await expect(types.getByRole("checkbox", { name: "Pebbles" })).not.toBeChecked();
    await expect(sheet.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(count).toHaveText(`${applied} results`);

    await sheet.getByRole("button", { name: "Clear all" }).click();
    await expect(blueFlag).not.toBeChecked();
    await expect(sheet.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect(count).toHaveText(`${PUBLIC_BEACHES.length} results`);
    await expect(
      sheet.getByRole("button", { name: `Show results (${PUBLIC_BEACHES.length})` }),
    ).toBeVisible();
    // Still a draft: the page keeps its filters until Apply.
    expect(queryOf(page)).toEqual({ blueFlag: "true", type: "SANDY" });
  });

  test("Apply applies the draft and keeps the sheet open", async ({ page, request }) => {
    await page.goto("/?page=2");
    await waitForHydration(page);
    await markDocument(page);
    const sheet = await openSheet(page);
    await sheet
      .getByRole("group", { name: "Wave Conditions" })
      .getByRole("checkbox", { name: "Usually calm" })
      .check();
    await sheet.getByRole("switch", { name: "Blue Flag certified only" }).click();
    const expected = await apiCount(request, "blueFlag=true&waveConditions=CALM");
    await expect(sheet.getByRole("status")).toHaveText(`${expected} results`);
    await sheet.getByRole("button", { name: "Apply", exact: true }).click();
    await expect.poll(() => queryOf(page)).toEqual({ blueFlag: "true", waveConditions: "CALM" });
    await expect(sheet).toBeVisible();
    await expect(
      summary(page, `${formatResultsCount(expected, ENGLISH)} · Blue Flag, Usually calm`),
    ).toBeAttached();
    await expect(
      sheet.getByRole("group", { name: "Wave Conditions" }).getByRole("checkbox", { name: "Usually calm" }),
    ).toBeChecked();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /^All Filters/ })).toHaveAccessibleName(
      "All Filters 2 active",
    );
    expect(await documentMarker(page)).toBe(1);
  });

  test("the open sheet is accessible and fits the screen", { tag: "@both-widths" }, async ({ page }) => {
    await page.goto("/?organized=organized");
    await waitForHydration(page);
    const sheet = await openSheet(page);
    await expect(sheet.getByRole("status")).toHaveText(/^\d+ results?$/);
    await expectNoSeriousA11yViolations(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("results summary", () => {
  test("words the count and names up to 3 criteria", async ({ page, request }) => {
    const query = "blueFlag=true&organized=organized&waveConditions=CALM&type=SANDY";
    await page.goto(`/?${query}`);
    const total = await apiCount(request, query);
    await expect(
      summary(
        page,
        `${formatResultsCount(total, ENGLISH)} · Blue Flag, Organized, Usually calm and 1 more criteria`,
      ),
    ).toBeVisible();

    await page.goto("/?type=OTHER");
    const others = await apiCount(request, "type=OTHER");
    expect(others).toBeLessThanOrEqual(9);
    await expect(summary(page, `${others} beaches · Rocky/Other`)).toBeVisible();
  });

  test("Clear all goes back to the whole list", async ({ page }) => {
    await page.goto("/");
    await expect(summary(page, formatResultsCount(PUBLIC_BEACHES.length, ENGLISH))).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear all" })).toHaveCount(0);

    await page.goto("/?blueFlag=true&parking=LARGE_LOT&sort=name.desc&page=2");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(summary(page, formatResultsCount(PUBLIC_BEACHES.length, ENGLISH))).toBeVisible();
    await expect(page.getByRole("switch", { name: /Blue Flag/ })).not.toBeChecked();
  });
});
