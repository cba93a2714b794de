import { expect, test } from "./fixtures.ts";
import { beachCards, documentMarker, markDocument, waitForHydration } from "./browse-helpers.ts";

// The page's Content-Security-Policy in a real browser: a script that reached the HTML without the
// server writing it (stored text whose escaping failed) is refused, while the page's own scripts run.

// Chromium reports the refused script on the console; that report is what this test expects.
test.use({
  allowedConsoleErrors: [
    /inline script violates the following Content Security Policy directive 'script-src/,
  ],
});

test("a script injected into a page does not run, and the page still hydrates", async ({ page }) => {
  await page.addInitScript(() => {
    const record = window as unknown as { violations: string[] };
    record.violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      record.violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  // The server's real home page and headers (its policy included), with a script added to the body,
  // as stored text would add it were its escaping ever to fail. (A page with map tiles would not do:
  // Chromium counts a page fulfilled here as public, and refuses it the loopback tile server.)
  let served = "";
  await page.route(
    (url) => url.pathname === "/" && url.search === "",
    async (route) => {
      const response = await route.fetch();
      served = (await response.text()).replace(
        /<body[^>]*>/,
        (body) => `${body}<script>window.__injected = true</script>`,
      );
      await route.fulfill({ response, body: served });
    },
  );

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(served).toMatch(/<body[^>]*><script>window.__injected = true<\/script>/);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await waitForHydration(page);

  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  // Refused, and the only script refused: the page's own inline scripts all ran.
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([
    "script-src-elem inline",
  ]);

  // Hydrated: a search is answered in place, by React Router, without loading another document.
  await markDocument(page);
  const search = page.getByRole("search").getByRole("searchbox", { name: "Search beaches" });
  await search.fill("Myrtos");
  await search.press("Enter");
  await expect(beachCards(page).getByRole("heading", { name: "Myrtos" })).toBeVisible();
  expect(await documentMarker(page)).toBe(1);
});
