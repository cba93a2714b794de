import { test as base, expect } from "@playwright/test";

// A page that logs console errors or throws fails its test (ENGINEERING.md habit 8): a 404 for an
// asset or a hydration mismatch must not pass silently. Tests that expect an error response (the
// 404 page) list the message they expect.
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
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
