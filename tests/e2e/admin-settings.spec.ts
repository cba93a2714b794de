import { expectNoSeriousA11yViolations } from "./axe.ts";
import { adminOf, MAIN_ADMIN, PASSWORD } from "./admin-accounts.ts";
import { ADMIN_REFUSALS, openAdminLink, projectOf, signInAs } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Settings (password change), the audit log, the sidebar and the pages still to come.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS });

test(
  "a password change keeps this browser signed in and ends every other session",
  { tag: "@both-widths" },
  async ({ page, browser, baseURL }, info) => {
    const email = adminOf("settings", projectOf(info));
    // Two sessions of this account: another browser's, and this one's.
    const elsewhere = await (await browser.newContext({ baseURL })).newPage();
    await signInAs(elsewhere, baseURL, email, "/admin/settings");
    await signInAs(page, baseURL, email, "/admin/settings");

    const card = page.getByRole("region", { name: "Change Password" });
    const submit = card.getByRole("button", { name: "Update Password" });
    await expect(card).toBeVisible();
    await expect(page.getByRole("region", { name: "Account Information" })).toContainText(email);
    await expect(page.getByRole("region", { name: "Account Information" })).toContainText("Active");
    await expectNoSeriousA11yViolations(page);

    await card.getByLabel("Current password").fill("Wr0ng!current");
    await card.getByLabel("New password", { exact: true }).fill("weak");
    await expect(submit).toBeDisabled();
    await expect(card.getByText("Strength: Weak")).toBeVisible();
    await card.getByLabel("Confirm new password").fill("weak");
    await submit.click();
    // Checked in the browser with the server's own rules, before anything is sent.
    await expect(card.getByText(/^Password requirements not met: At least 8 characters/)).toBeVisible();
    await expect(card.getByLabel("New password", { exact: true })).toBeFocused();

    const next = "N3w!passw0rd";
    await card.getByLabel("New password", { exact: true }).fill(next);
    await card.getByLabel("Confirm new password").fill(next);
    await expect(card.getByText("Strength: Strong")).toBeVisible();
    await submit.click();
    await expect(card.getByText("Current password is incorrect")).toBeVisible();
    await expect(card.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    await card.getByLabel("Current password").fill(PASSWORD);
    await submit.click();
    await expect(card.getByRole("status")).toHaveText("Password updated successfully!");
    await expect(card.getByLabel("Current password")).toHaveValue("");

    // This browser is still in; the other one is out at its next request.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/admin\/login/);
    await elsewhere.context().close();

    // The audit log has it, newest first.
    await openAdminLink(page, "Audit log");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    const newest = page.getByRole("listitem").filter({ hasText: email }).first();
    await expect(newest).toContainText("Password changed");
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "the sidebar reaches every section, and the beach form fits the screen",
  { tag: "@both-widths" },
  async ({ page, baseURL }) => {
    await signInAs(page, baseURL, MAIN_ADMIN);
    const mobile = (page.viewportSize()?.width ?? 1280) < 768;
    if (mobile) {
      const menu = page.getByRole("button", { name: "Open menu" });
      await menu.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Greek Beaches Directory" });
      await expect(drawer).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    }
    for (const [link, heading] of [
      ["Areas", "Areas"],
      ["Beaches", "Beaches"],
      ["Settings", "Settings"],
      ["Audit log", "Audit log"],
      ["Dashboard", "Admin Dashboard"],
    ] as const) {
      await openAdminLink(page, link);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    }
    await openAdminLink(page, "Import & Export");
    await expect(page.getByRole("heading", { name: "Import & Export", level: 1 })).toBeVisible();
    await openAdminLink(page, "Beaches");
    await page.getByRole("link", { name: "Add New Beach" }).click();
    await expect(page.getByRole("heading", { name: "Add Beach", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  },
);

test.describe("an unknown back-office address", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("is a 404 inside the back office, for an administrator only", async ({ page, baseURL }) => {
    await page.goto("/admin/no-such-page");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fno-such-page$/);
    const response = await signInAs(page, baseURL, MAIN_ADMIN, "/admin/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test(
  "a setup link that is not the current one creates nothing",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/admin/setup?token=guessed");
    await expect(page.getByRole("alert")).toContainText("This setup link is no longer valid");
    await expect(page.getByRole("button", { name: "Create First Admin" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  },
);
