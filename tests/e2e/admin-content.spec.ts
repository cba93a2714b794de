import { expectNoSeriousA11yViolations } from "./axe.ts";
import { SCRATCH } from "./admin-accounts.ts";
import { ADMIN_REFUSALS, openAdminLink, projectOf, SIGNED_IN } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The dashboard's figures and the areas and beaches lists: state in the address, pages,
// the card layout on phones, deletes with the spec's confirmations, the list layout at both widths.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS, ...SIGNED_IN });

const isPhone = (width: number | undefined) => (width ?? 1280) < 768;

test("the dashboard shows the four figures and the latest updated beaches", async ({ page }) => {
  await page.goto("/admin");
  for (const title of ["Total Beaches", "Organized", "Blue Flag", "Locations"]) {
    await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText(/\d+/);
  }
  const recent = page.getByRole("region", { name: "Recent Activity" });
  await expect(recent.getByRole("link")).toHaveCount(5);
  await expect(recent.getByText(/^Updated .+ ago$/).first()).toBeVisible();
  await recent.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/beaches\/\d+$/);
});

test(
  "the beaches list: search, filters and pages live in the address",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/admin");
    await openAdminLink(page, "Beaches");
    await expect(page.getByRole("heading", { name: "Beaches", level: 1 })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: /^Loaded \d+ beaches\. Page 1 of \d+\.$/ }),
    ).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    // A table from 768 px, cards below.
    await expect(page.getByRole("table")).toBeVisible({ visible: !isPhone(page.viewportSize()?.width) });

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    // A filter change starts again at page 1.
    await page.getByLabel("Organized").selectOption("yes");
    await expect(page).toHaveURL(/\/admin\/beaches\?organized=yes$/);
    await page.getByLabel("Sort").selectOption({ label: "Name (A-Z)" });
    await expect(page).toHaveURL(/\/admin\/beaches\?organized=yes&sort=name&dir=asc$/);
    await page.getByLabel("Search").fill("Κρήτη");
    await page.getByLabel("Search").press("Enter");
    await expect(page).toHaveURL(/q=%CE%9A%CF%81%CE%AE%CF%84%CE%B7/);
    const rows = page
      .getByRole(isPhone(page.viewportSize()?.width) ? "listitem" : "row")
      .filter({ hasText: "Crete" });
    await expect(rows.first()).toBeVisible();

    await page.getByLabel("Search").fill("no beach is called this");
    await page.getByLabel("Search").press("Enter");
    await expect(page.getByText("No results")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Loaded 0 beaches. Page 1 of 1." }),
    ).toBeAttached();
  },
);

test(
  "the areas list: an area with beaches cannot be deleted; an empty one is, after the question",
  { tag: "@both-widths" },
  async ({ page }, info) => {
    const empty = SCRATCH.emptyAreas[projectOf(info) === "mobile" ? 0 : 1]!;
    await page.goto("/admin");
    await openAdminLink(page, "Areas");
    await expect(page.getByRole("heading", { name: "Areas", level: 1 })).toBeVisible();
    await page.getByLabel("Search").fill("Crete");
    await page.getByLabel("Search").press("Enter");
    await expect(page.getByRole("button", { name: "Delete Crete" }).filter({ visible: true })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Search").fill(empty);
    await page.getByLabel("Search").press("Enter");
    await page
      .getByRole("link", { name: `Delete ${empty}` })
      .filter({ visible: true })
      .click();
    const question = page.getByRole("region", { name: `Delete area "${empty}"? This cannot be undone.` });
    await expect(question).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await question.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`${empty} removed.`).first()).toBeVisible();
    await expect(page.getByText("No results")).toBeVisible();
  },
);

test("deleting a beach asks first, Cancel keeps it, Delete removes it and the audit log says so", async ({
  page,
}, info) => {
  const name = SCRATCH.beaches[projectOf(info) === "mobile" ? 0 : 1]!;
  await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
  const deleteLink = page.getByRole("link", { name: `Delete ${name}` }).filter({ visible: true });
  await deleteLink.click();
  const question = page.getByRole("region", { name: `Delete beach "${name}"? This cannot be undone.` });
  await question.getByRole("link", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(deleteLink).toBeVisible();

  await deleteLink.click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${name} removed.`).first()).toBeVisible();
  await expect(page.getByText("No results")).toBeVisible();

  await openAdminLink(page, "Audit log");
  await expect(page.getByRole("listitem").filter({ hasText: "Beach deleted" }).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form applies and lands on the list's own address", async ({ page }) => {
    await page.goto("/admin/areas");
    await page.getByLabel("Status").selectOption("HIDDEN");
    await page.getByLabel("Sort").selectOption({ label: "Name (Z-A)" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/admin\/areas\?status=HIDDEN&sort=name&dir=desc$/);
    await expect(page.getByText(SCRATCH.isle).filter({ visible: true }).first()).toBeVisible();
  });
});

test("Export CSV downloads every beach as beaches-{date}.csv", { tag: "@both-widths" }, async ({ page }) => {
  await page.goto("/admin");
  await openAdminLink(page, "Import & Export");
  await expect(page.getByRole("heading", { name: "Import & Export", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Format requirements" })).toContainText(
    "slug,name,area,latitude,longitude,type,wave_conditions,organized,parking,blue_flag,amenities,photo_url,description,source,verified_at,status",
  );
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`beaches-${new Date().toISOString().slice(0, 10)}.csv`);
  const text = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString("utf8").split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^slug,name,area,latitude,longitude,type,/);
  expect(lines.length).toBeGreaterThan(100);
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    `Exported ${lines.length - 1} beaches to ${download.suggestedFilename()}`,
  );
});
