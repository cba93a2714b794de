import { expect, test } from "@playwright/test";

// The tests' browser itself (scripts/lib/chromium.ts): a Chromium that preloads pages of its own in
// every window (its address bar's popups) starts two more renderer processes per test.

test("a test's browser runs the page under test and no page of the browser's own", async ({
  browser,
  page,
}) => {
  await page.goto("/");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send("Target.getTargets")) as {
    targetInfos: { type: string; url: string }[];
  };
  expect(
    targetInfos.filter((target) => target.url.startsWith("chrome://")).map((target) => target.url),
  ).toEqual([]);
  expect(
    targetInfos.filter((target) => target.type === "page").map((target) => new URL(target.url).pathname),
  ).toEqual(["/"]);
});
