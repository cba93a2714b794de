import type { Page, Request } from "@playwright/test";
import { beachCards, waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A beach card fetches its page's data as it nears the screen, so a tap opens the page at once,
// and cards far below are left alone until the visitor scrolls towards them.

/** The paths of beach pages whose data the browser has asked for so far. */
function watchBeachData(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    const match = /^(\/[a-z0-9-]+\/[a-z0-9-]+)\.data$/.exec(pathname);
    if (match && request.headers()["sec-purpose"]?.includes("prefetch")) seen.add(match[1]!);
  });
  return seen;
}

async function cardPaths(page: Page): Promise<string[]> {
  return beachCards(page)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

test("cards on screen fetch their beach page ahead; cards far below wait for the scroll", async ({
  page,
}) => {
  const requested = watchBeachData(page);
  await page.goto("/");
  await waitForHydration(page);
  const paths = await cardPaths(page);
  expect(paths.length).toBe(9);
  const [first] = paths;
  const last = paths.at(-1)!;

  await expect.poll(() => requested.has(first!)).toBe(true);
  const viewport = page.viewportSize()!;
  const lastTop = await beachCards(page)
    .last()
    .evaluate((card) => card.getBoundingClientRect().top);
  if (lastTop > viewport.height + 300) {
    expect(requested.has(last)).toBe(false);
    await beachCards(page).last().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.has(last)).toBe(true);
  }

  // The prefetched page opens on a tap.
  await beachCards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor who saves data gets no fetching ahead", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
  });
  const requested = watchBeachData(page);
  await page.goto("/");
  await waitForHydration(page);
  // An observer of the test's own, with the site's margin, reports the cards near the screen; the
  // site's observers, made earlier, have reported the same by then, and a fetch they started would
  // show before the network falls quiet.
  const nearScreen = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            resolve(entries.filter((entry) => entry.isIntersecting).length);
          },
          { rootMargin: "300px" },
        );
        for (const card of document.querySelectorAll('[aria-label="Beaches"] article'))
          observer.observe(card);
      }),
  );
  expect(nearScreen).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  expect([...requested]).toEqual([]);
});
