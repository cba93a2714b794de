import { expectNoSeriousA11yViolations } from "./axe.ts";
import { SCRATCH } from "./admin-accounts.ts";
import {
  ADMIN_REFUSALS,
  ADMIN_REFUSALS_AND_NOT_FOUND,
  openAdminLink,
  projectOf,
  SIGNED_IN,
} from "./admin-helpers.ts";
import type { Page } from "@playwright/test";
import { closeToast, expect, test } from "./fixtures.ts";

// The dashboard's figures and the areas and beaches lists: state in the address, pages,
// the card layout on phones, deletes confirmed by 'Delete area (or beach) "…"? This cannot be undone.',
// the list layout at both widths.

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
    const deleteCrete = page.getByRole("button", { name: "Delete Crete" }).filter({ visible: true });
    await expect(deleteCrete).toBeDisabled();
    // Unavailable but not mute: reached by keyboard, it says why, and pressed it shows the reason.
    await expect(deleteCrete).toHaveAccessibleDescription(
      /^Crete has \d+ beaches\. Please reassign or delete them first\.$/,
    );
    await deleteCrete.focus();
    await expect(deleteCrete).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page
        .getByRole("region", { name: /^Notifications/ })
        .getByText(/^Crete has \d+ beaches\. Please reassign or delete them first\.$/),
    ).toBeVisible();
    await closeToast(page);
    await expectNoSeriousA11yViolations(page);

    // An area whose beaches are all drafts: counted, none of them public, and no Delete to be refused.
    await page.getByLabel("Search").fill("Kythira");
    await page.getByLabel("Search").press("Enter");
    const kythira = page
      .getByRole(isPhone(page.viewportSize()?.width) ? "listitem" : "row")
      .filter({ hasText: "Kythira" });
    await expect(kythira).toContainText("2 beaches, 0 public");
    await expect(kythira.getByRole("button", { name: "Delete Kythira" })).toBeDisabled();
    await expect(kythira.getByRole("link", { name: "Delete Kythira" })).toHaveCount(0);

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
  // A byte order mark first, so that spreadsheets read the Greek as UTF-8.
  const csv = Buffer.concat(text).toString("utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^slug,name,area,latitude,longitude,type,/);
  expect(lines.length).toBeGreaterThan(100);
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    `Exported ${lines.length - 1} beaches to ${download.suggestedFilename()}`,
  );
});

/** Every page of the back office, with its h1 (the 404 answers 404, which Chromium logs). */
const ADMIN_PAGES = [
  ["/admin", "Admin Dashboard"],
  ["/admin?tab=users", "Admin Dashboard"],
  ["/admin/areas", "Areas"],
  ["/admin/beaches", "Beaches"],
  ["/admin/areas/new", "Add Area"],
  ["/admin/beaches/new", "Add Beach"],
  ["/admin/import-export", "Import & Export"],
  ["/admin/settings", "Settings"],
  ["/admin/audit", "Audit log"],
  ["/admin/no-such-page", "Page not found"],
] as const;

/** How far the page itself scrolls sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("fit and finish", () => {
  test.use({ allowedConsoleErrors: ADMIN_REFUSALS_AND_NOT_FOUND });

  test(
    "no back-office page scrolls sideways: at 375 px, and at 1024 and 1280 px with the sidebar",
    { tag: "@both-widths" },
    async ({ page }) => {
      const widths = isPhone(page.viewportSize()?.width) ? [375] : [1024, 1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const [path, heading] of ADMIN_PAGES) {
          await page.goto(path);
          await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
          expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBe(0);
        }
      }
    },
  );

  test("the sidebar's background runs the whole height of a long page", async ({ page }) => {
    await page.goto("/admin/beaches");
    const sidebar = page.getByRole("complementary");
    const { pageHeight, windowHeight } = await page.evaluate(() => ({
      pageHeight: document.documentElement.scrollHeight,
      windowHeight: window.innerHeight,
    }));
    expect(pageHeight).toBeGreaterThan(windowHeight * 1.2);
    expect((await sidebar.boundingBox())?.height).toBe(pageHeight);
    // Its links and the account stay in view at the bottom of the page.
    await page.getByRole("navigation", { name: "Pages" }).scrollIntoViewIfNeeded();
    await expect(sidebar.getByRole("link", { name: "Areas" })).toBeInViewport();
    await expect(sidebar.getByRole("button", { name: "Sign Out" })).toBeInViewport();
  });

  test("the lists fit at 1280 and 1024 px: Actions in view, Edit and Delete side by side, one line per row", async ({
    page,
  }) => {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, sample] of [
        ["/admin/areas", "Crete"],
        ["/admin/beaches", "Elafonisi"],
      ] as const) {
        await page.goto(`${path}?q=${encodeURIComponent(sample)}`);
        const table = page.getByRole("table");
        const actions = table.getByRole("columnheader", { name: "Actions" });
        await expect(actions).toBeInViewport();
        const actionsBox = (await actions.boundingBox())!;
        expect(
          actionsBox.x + actionsBox.width,
          `${path} at ${width} px: Actions' right edge`,
        ).toBeLessThanOrEqual(width);
        const row = table
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: sample, exact: true }) });
        const edit = row.getByRole("link", { name: `Edit ${sample}` });
        const remove = row.getByRole(path.endsWith("areas") ? "button" : "link", {
          name: `Delete ${sample}`,
        });
        await expect(remove).toBeInViewport({ ratio: 1 });
        const editBox = (await edit.boundingBox())!;
        const removeBox = (await remove.boundingBox())!;
        const rowBox = (await row.boundingBox())!;
        expect(removeBox.y, `${path} at ${width} px: Delete beside Edit`).toBe(editBox.y);
        expect(removeBox.x).toBeGreaterThan(editBox.x + editBox.width);
        // One line: the row is the buttons' height and its padding, not two buttons stacked.
        expect(rowBox.height, `${path} at ${width} px: row height`).toBeLessThan(editBox.height * 1.7);
      }
    }
    // The columns that do not fit at 1024 px wait for wider screens; a cut name keeps its whole text.
    await page.goto("/admin/areas?q=Crete");
    await expect(page.getByRole("columnheader", { name: "Slug" })).toBeHidden();
    await expect(page.getByRole("columnheader", { name: "Description" })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("columnheader", { name: "Slug" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Crete", exact: true })).toHaveAttribute(
      "title",
      "Crete",
    );
  });
});
