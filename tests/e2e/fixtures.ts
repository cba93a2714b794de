import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";

/**
 * Makes every toast of the context's pages stay until it is closed (app/components/ui/toast-view.tsx),
 * so an assertion never races the toast's 5-second timer on a busy machine.
 */
export async function holdToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as { holdToasts?: boolean }).holdToasts = true;
  });
}

/**
 * Closes the toast by its close button, as a person does once it has been read. An open modal
 * dialog hides the rest of the page from the accessibility tree, the toast included, but not from
 * the pointer.
 */
export async function closeToast(page: Page) {
  const region = page.getByRole("region", { name: /^Notifications/, includeHidden: true });
  await region.getByRole("button", { name: "Close notification", includeHidden: true }).click();
  await expect(region.getByRole("listitem", { includeHidden: true })).toHaveCount(0);
}

// A page that logs console errors or throws fails its test: a 404 for an
// asset or a hydration mismatch must not pass silently. Tests that expect an error response (the
// 404 page) list the message they expect. Toasts stay until closed, except in the tests of their
// timer (`toastTimer: true`), which drive Playwright's clock.
//
// A worker's tests share one browser context and its page (`reuseContext` in playwright.config.ts).
// Playwright empties it between tests (cookies, storage, routes, init scripts, other pages, the clock,
// the page back at about:blank); what it leaves, a test's offline switch, granted permissions and
// position, is put back here, and the page's listeners are the test's own. It keeps the tab's history:
// a test that reads it asks for a tab of its own (`ownTab`).
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; toastTimer: boolean; ownTab: boolean }>({
  allowedConsoleErrors: [[], { option: true }],
  toastTimer: [false, { option: true }],
  /** The test's page is a new tab, with a history of its own, not the one earlier tests used. */
  ownTab: [false, { option: true }],
  context: async ({ context, toastTimer, geolocation, permissions, offline }, use) => {
    if (!toastTimer) await holdToasts(context);
    await use(context);
    await context.setOffline(offline ?? false);
    await context.clearPermissions();
    if (permissions?.length) await context.grantPermissions(permissions);
    await context.setGeolocation(geolocation ?? null);
  },
  page: async ({ page: shared, context, allowedConsoleErrors, ownTab }, use) => {
    const page = ownTab ? await context.newPage() : shared;
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (
        message.type() === "error" &&
        !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))
      ) {
        errors.push(message.text());
      }
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await use(page);
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    if (ownTab) await page.close();
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };
