import { request as httpRequest } from "node:http";
import { SIGN_IN_MESSAGES } from "#core/admin/sign-in.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { adminOf, MAIN_ADMIN, PASSWORD, PLAIN_USER } from "./admin-accounts.ts";
import {
  ADMIN_REFUSALS,
  linkIn,
  openAdminLink,
  projectOf,
  signInAs,
  submitLogin,
  waitForMail,
} from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Sign-in, the guard, sign-out and the lockout, in Chromium.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS });

test(
  "an administrator made from the shell signs in and lands on the dashboard",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/admin/login");
    const button = page.getByRole("button", { name: "Sign in" });
    await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
    await expect(button).toBeDisabled();
    await page.getByLabel("Email").fill(MAIN_ADMIN);
    await expect(button).toBeDisabled();
    await page.getByLabel("Password").fill(PASSWORD);
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Greek Beaches Directory").filter({ visible: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test("the login page passes axe and works by keyboard", { tag: "@both-widths" }, async ({ page }) => {
  await page.goto("/admin/login");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email").focus();
  await page.keyboard.type(MAIN_ADMIN);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("a guarded page sends a stranger to sign in, and back to that page afterwards", async ({ page }) => {
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
  await submitLogin(page, MAIN_ADMIN);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
});

test("sign-in never follows a redirect to another site", async ({ page }) => {
  for (const target of ["//evil.example", "https://evil.example", "/\\evil"]) {
    await page.context().clearCookies();
    await page.goto(`/admin/login?redirectTo=${encodeURIComponent(target)}`);
    await submitLogin(page, MAIN_ADMIN);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
  }
});

test("a wrong password says how many attempts are left", async ({ page }, info) => {
  await page.goto("/admin/login");
  // An address with no account is answered like a wrong password (nothing tells them apart). Three
  // failures from one client address are allowed before it is throttled for the account.
  await submitLogin(page, `nobody-${info.project.name}@example.com`, "Wr0ng!pass");
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid email or password. 2 attempt(s) remaining before lockout.",
  );
  await expect(page).toHaveURL(/\/admin\/login$/);
});

/**
 * A wrong password for `email` sent from another loopback address (127.0.0.2 and up), so the server
 * sees another client; answers with the status.
 */
function failFrom(baseURL: string, email: string, localAddress: string): Promise<number> {
  const url = new URL("/api/auth/sign-in/email", baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", Origin: url.origin },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify({ email, password: "Wr0ng!pass" }));
  });
}

test(
  "failures from five addresses lock the account, an unlock link by mail opens it on this browser's address, and new attackers do not close it again",
  { tag: "@both-widths" },
  async ({ page, baseURL }, info) => {
    const email = adminOf("lock", projectOf(info));
    // Four other clients fail once each; the browser's failure is the fifth.
    for (const address of ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]) {
      expect(await failFrom(baseURL!, email, address)).toBe(401);
    }
    await page.goto("/admin/login");
    await submitLogin(page, email, "Wr0ng!pass");
    const panel = page.getByRole("alert");
    await expect(panel).toContainText("Account Temporarily Locked");
    await expect(panel).toContainText("Too many failed login attempts. Account locked for 15 minutes.");
    await expect(panel).toContainText(/Try again in 1[45]:\d\d/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeDisabled();
    // The countdown runs.
    const first = await panel.getByText(/\d+:\d\d$/).textContent();
    await expect(panel.getByText(/\d+:\d\d$/)).not.toHaveText(first ?? "", { timeout: 3000 });

    // A new page (the countdown gone) with the right password: refused with the same lock.
    await page.goto("/admin/login");
    await submitLogin(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toContainText(/Account is locked\. Try again in 1[45]:\d\d\./);
    await expectNoSeriousA11yViolations(page);

    // The person who owns the address asks for a link, by keyboard.
    await page.getByRole("button", { name: "Send me an unlock link" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(SIGN_IN_MESSAGES.unlockSent)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send me an unlock link" })).toHaveCount(0);
    const link = linkIn(await waitForMail(email, /Unlock your Greek Beaches Directory account/));
    expect(link.pathname).toBe("/admin/unlock");

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Unlock your account" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unlock my account" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?unlocked=1$/);
    await expect(page.getByText(SIGN_IN_MESSAGES.unlocked)).toBeVisible();
    await submitLogin(page, email);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "This unlock link cannot be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "This unlock link has already been used. If your account is locked again, ask for a new one.",
    );

    // Five new addresses fail: the lock holds them back, but no longer this browser's address.
    for (const address of ["127.0.0.6", "127.0.0.7", "127.0.0.8", "127.0.0.9", "127.0.0.10"]) {
      expect(await failFrom(baseURL!, email, address)).toBe(429);
    }
    await page.context().clearCookies();
    await page.goto("/admin/login");
    await submitLogin(page, email);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  },
);

test("an account without the admin role is told so and stays out", async ({ page }) => {
  await page.goto("/admin/login");
  await submitLogin(page, PLAIN_USER);
  await expect(page.getByRole("alert")).toHaveText(
    "This account does not have admin access. Sign in with an administrator account.",
  );
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test(
  "Sign Out ends the session and goes to the home page",
  { tag: "@both-widths" },
  async ({ page, baseURL }) => {
    // A session of this test's own: signing out ends it, and no other test's.
    await signInAs(page, baseURL, MAIN_ADMIN);
    await openAdminLink(page, "Settings");
    await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
    if ((page.viewportSize()?.width ?? 1280) < 768)
      await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form signs in and the dashboard shows", async ({ page }, info) => {
    const email = adminOf("nojs", projectOf(info));
    await page.goto("/admin/login");
    await submitLogin(page, email, "Wr0ng!pass");
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid email or password. 2 attempt(s) remaining before lockout.",
    );
    await submitLogin(page, email);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });
});
