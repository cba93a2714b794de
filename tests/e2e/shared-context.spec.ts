import { expect, test } from "./fixtures.ts";

// A worker's tests share one browser context (playwright.config.ts, tests/e2e/fixtures.ts). What one
// test leaves in it must not reach the next: the two tests below run one after the other in one
// worker, the first changing what it can, the second finding none of it. They open a document with
// no scripts of its own, whose requests going offline could not fail.

test.describe.serial("the context a worker's tests share", () => {
  test("a test goes offline, is granted the position, and keeps a cookie and stored values", async ({
    context,
    page,
    baseURL,
  }) => {
    await page.goto("/robots.txt");
    await context.addCookies([{ name: "left-behind", value: "1", url: baseURL! }]);
    await page.evaluate(() => {
      localStorage.setItem("left-behind", "1");
      sessionStorage.setItem("left-behind", "1");
    });
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 35.5, longitude: 24.0 });
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  });

  test("the next test finds it online, asked nothing yet, with no cookie and nothing stored", async ({
    context,
    page,
  }) => {
    await page.goto("/robots.txt");
    // The tab has a history from the tests before it (a new one holds its first blank page and this
    // one): the same context, or this test would prove nothing.
    expect(await page.evaluate(() => history.length)).toBeGreaterThan(2);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    const permission = await page.evaluate(
      async () => (await navigator.permissions.query({ name: "geolocation" })).state,
    );
    expect(permission).toBe("prompt");
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.evaluate(() => [localStorage.getItem("left-behind"), sessionStorage.getItem("left-behind")]),
    ).toEqual([null, null]);
  });
});
