import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { adminOf, inviteeOf, MAIN_ADMIN, PASSWORD, userOf } from "./admin-accounts.ts";
import { ADMIN_REFUSALS, linkIn, projectOf, signInAs, waitForMail } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The dashboard's User Management tab: roles, invites by e-mail over a real SMTP server, and the
// invite page, in Chromium.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS });

async function openUserManagement(page: Page) {
  await page.getByRole("tab", { name: "User Management" }).click();
  await expect(page).toHaveURL(/\?tab=users$/);
  await expect(page.getByRole("heading", { name: "All Users" })).toBeVisible();
}

/** The row of the All Users list that names `email`. */
const userRow = (page: Page, email: string) =>
  page.getByRole("region", { name: "All Users" }).getByRole("listitem").filter({ hasText: email });

async function newSignedInPage(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, baseURL, email);
  return page;
}

test(
  "the dashboard's tabs, and User Management lists every account with its role",
  { tag: "@both-widths" },
  async ({ page, baseURL }) => {
    await signInAs(page, baseURL, MAIN_ADMIN);
    await expect(page.getByRole("tab", { name: "Beaches", selected: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Beach" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openUserManagement(page);
    const me = userRow(page, MAIN_ADMIN);
    await expect(me).toContainText("Admin");
    await expect(me).toContainText(/Joined: \w{3} \d+, \d{4}/);
    await expect(me).toContainText(/Last sign in: \w{3} \d+, \d{4}/);
    // Nobody demotes themselves: the button is there, and off.
    await expect(me.getByRole("button", { name: `Demote ${MAIN_ADMIN}` })).toBeDisabled();
    await expect(page.getByText("No pending invites.").or(page.getByText(/^expires /).first())).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The tab survives a reload: it is in the address.
    await page.reload();
    await expect(page.getByRole("heading", { name: "All Users" })).toBeVisible();
  },
);

test("promote and demote; a demoted administrator is out at their next request", async ({
  page,
  browser,
  baseURL,
}, info) => {
  const project = projectOf(info);
  const promoted = userOf("promote", project);
  const demoted = adminOf("demoted", project);

  const theirs = await newSignedInPage(browser, baseURL, demoted);
  await signInAs(page, baseURL, adminOf("demoter", project));
  await openUserManagement(page);

  await userRow(page, promoted)
    .getByRole("button", { name: `Promote to Admin: ${promoted}` })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "User promoted to admin successfully" }),
  ).toBeVisible();
  await expect(userRow(page, promoted)).toContainText("Admin");

  await userRow(page, demoted)
    .getByRole("button", { name: `Demote ${demoted}` })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "User demoted from admin successfully" }),
  ).toBeVisible();
  await expect(userRow(page, demoted)).toContainText("User");

  // Their very next request, on a page they already had open, is refused.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/login/);
  await expect(theirs.getByText(/does not have admin access/)).toBeVisible();
  await theirs.context().close();
});

test(
  "an invite by e-mail: sign up, confirm the address, become an administrator; the link then fails",
  { tag: "@both-widths" },
  async ({ page, browser, baseURL }, info) => {
    const invitee = inviteeOf(projectOf(info));
    await signInAs(page, baseURL, MAIN_ADMIN);
    await openUserManagement(page);

    const inviteCard = page.getByRole("region", { name: "Invite New Admin" });
    const create = inviteCard.getByRole("button", { name: "Create Invite" });
    await create.click();
    await expect(inviteCard.getByText("Please enter an email to invite")).toBeVisible();

    await inviteCard.getByLabel("Email").fill(invitee);
    await inviteCard.getByRole("button", { name: "Create Invite" }).click();
    await expect(inviteCard.getByRole("status")).toHaveText(
      "Invite created. Share the link below with the invitee.",
    );
    const shown = await inviteCard.getByLabel("Invite link").inputValue();
    expect(shown).toMatch(/\/admin\/accept-invite\?token=[\w-]{43}$/);
    await expect(inviteCard.getByLabel("Email")).toHaveValue("");
    await expect(
      page
        .getByRole("region", { name: "Pending Invites" })
        .getByRole("listitem")
        .filter({ hasText: invitee }),
    ).toContainText(/expires \w{3} \d+, \d{4}/);

    // The invitee's own browser, from the link in the mail.
    const link = linkIn(await waitForMail(invitee, /You are invited/));
    expect(link.toString()).toBe(shown);
    const context = await browser.newContext({ baseURL });
    const theirs = await context.newPage();
    await theirs.goto(`${link.pathname}${link.search}`);
    await expect(theirs.getByRole("heading", { name: "Accept Admin Invite" })).toBeVisible();
    await expect(theirs.getByLabel("Email")).toHaveValue(invitee);
    await theirs.getByLabel("Password").fill(PASSWORD);
    await expect(theirs.getByText("Strength: Strong")).toBeVisible();
    await expectNoSeriousA11yViolations(theirs);
    await theirs.getByRole("button", { name: "Continue" }).click();
    await expect(theirs.getByText(`We sent a verification link to ${invitee}`)).toBeVisible();
    await expectNoSeriousA11yViolations(theirs);

    // Signing in before confirming the address is refused.
    await theirs.getByRole("button", { name: "I verified my email – Sign in" }).click();
    await expect(theirs.getByRole("alert")).toHaveText(
      "Please confirm your email address before signing in.",
    );

    const verification = linkIn(await waitForMail(invitee, /Confirm your e-mail address/));
    await theirs.goto(`${verification.pathname}${verification.search}`);
    await expect(
      theirs.getByText("Invite accepted. You now have admin access. Redirecting to admin..."),
    ).toBeVisible();
    await expect(theirs.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(theirs).toHaveURL(/\/admin$/);

    // The same link again: used up.
    await theirs.goto(`${link.pathname}${link.search}`);
    await expect(theirs.getByRole("alert")).toHaveText("This invite has already been used.");
    await context.close();

    await page.reload();
    await expect(userRow(page, invitee)).toContainText("Admin");
  },
);

test(
  "the invite page without a token, or with a wrong one, says so and grants nothing",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/admin/accept-invite");
    await expect(page.getByRole("alert")).toHaveText("Missing invite token.");
    await page.goto("/admin/accept-invite?token=not-a-real-token");
    await expect(page.getByRole("alert")).toHaveText("Missing or invalid token.");
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "a long e-mail address is never broken mid-word: one line, cut with an ellipsis, whole in its title and text",
  { tag: "@both-widths" },
  async ({ page, baseURL }, info) => {
    const long = `a-rather-long-invitee-address-for-the-layout-check-${projectOf(info)}@beaches-directory.example`;
    await signInAs(page, baseURL, MAIN_ADMIN);
    await openUserManagement(page);
    const inviteCard = page.getByRole("region", { name: "Invite New Admin" });
    await inviteCard.getByLabel("Email").fill(long);
    await inviteCard.getByRole("button", { name: "Create Invite" }).click();
    await expect(inviteCard.getByRole("status")).toContainText("Invite created.");

    const row = page
      .getByRole("region", { name: "Pending Invites" })
      .getByRole("listitem")
      .filter({ hasText: long });
    const address = row.getByTitle(long);
    await expect(address).toHaveText(long);
    const { height, lineHeight, cut, overflow } = await address.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      cut: element.scrollWidth > element.clientWidth,
      overflow: getComputedStyle(element).textOverflow,
    }));
    expect(height).toBeLessThanOrEqual(lineHeight + 1);
    // Whole where there is room (1280 px), cut with an ellipsis where there is not (375 px).
    expect(cut).toBe(projectOf(info) === "mobile");
    expect(overflow).toBe("ellipsis");
    await expect(row.getByRole("button", { name: `New link for ${long}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The signed-in account in the sidebar (the drawer on phones): whole in its title and text.
    if (projectOf(info) === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
    const sidebar = projectOf(info) === "mobile" ? page.getByRole("dialog") : page.getByRole("complementary");
    await expect(sidebar.getByTitle(MAIN_ADMIN)).toHaveText(MAIN_ADMIN);
  },
);
