import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

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
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; toastTimer: boolean }>({
  allowedConsoleErrors: [[], { option: true }],
  toastTimer: [false, { option: true }],
  context: async ({ context, toastTimer }, use) => {
    if (!toastTimer) await holdToasts(context);
    await use(context);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))
      ) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };
