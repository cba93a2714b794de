import { PHOTO_HOST, PIXEL } from "./photo-host.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { ADMIN_REFUSALS, ADMIN_REFUSALS_AND_NOT_FOUND, colleaguePage, SIGNED_IN } from "./admin-helpers.ts";
import { waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The area form: the slug that follows the name, validation feedback (the 'Please fix' summary, each
// field's message, focus on the first invalid field, the 'Fix form errors' toast), create and update
// with their toasts, and a save over someone else's newer version.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS, ...SIGNED_IN });

test("create an area, fix what the form says, then edit it; a stale save is refused and loses nothing", async ({
  page,
  browser,
  baseURL,
}, info) => {
  const name = `Formtest ${info.project.name}`;
  const slug = `formtest-${info.project.name}`;
  await page.goto("/admin/areas");
  await page.getByRole("link", { name: "Add New Area" }).click();
  await expect(page.getByRole("heading", { name: "Add Area" })).toBeVisible();

  // The slug follows the name until it is edited by hand.
  await page.getByLabel("Name", { exact: true }).fill("F");
  await expect(page.getByLabel("Slug")).toHaveValue("f");
  await page.getByLabel("Hero Photo URL").fill("http://not-secure.example/photo.jpg");
  await page.getByRole("button", { name: "Create Area" }).click();
  await expect(page.getByText("Please fix: Name, Slug, Hero Photo URL", { exact: true })).toBeVisible();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Fix form errors");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("First invalid: Name");
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByLabel("Hero Photo URL").fill("");
  await page.getByLabel("Description", { exact: true }).fill("Made by the e2e test.");
  await page.getByRole("button", { name: "Create Area" }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Area created.");

  // Edit it.
  await page.getByLabel("Search").fill(name);
  await page.getByLabel("Search").press("Enter");
  await page
    .getByRole("link", { name: `Edit ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Area" })).toBeVisible();
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  const editUrl = page.url();

  // Someone else opens the same area and saves first.
  const other = await colleaguePage(browser, baseURL);
  await other.goto(editUrl);
  // Typed before hydration, the words could be put back together with the stored ones.
  await waitForHydration(other);
  await other.getByLabel("Description", { exact: true }).fill("Their words.");
  await other.getByRole("button", { name: "Update Area" }).click();
  await expect(other.getByRole("region", { name: /Notifications/ })).toContainText("Area updated.");
  await other.context().close();

  await page.getByLabel("Description", { exact: true }).fill("My words.");
  await page.getByRole("button", { name: "Update Area" }).click();
  await expect(page.getByText(/Someone else changed this area while you were editing/).first()).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("My words.");
  // The refused words are kept as a draft too; asking for the latest version sets it aside.
  const key = `area-form-draft-edit-area-${editUrl.split("/").pop()}`;
  await expect.poll(() => page.evaluate((k) => window.localStorage.getItem(k), key)).toContain("My words.");
  await page.getByRole("link", { name: "Reload the latest version" }).click();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Their words.");
  await page.getByLabel("Status").selectOption("HIDDEN");
  await page.getByRole("button", { name: "Update Area" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Area updated.");
});

test("a draft is kept in the browser, restored on reopening, cleared by Clear Draft or a save", async ({
  page,
}, info) => {
  const name = `Drafty ${info.project.name}`;
  await page.goto("/admin/areas/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description", { exact: true }).fill("Half written.");
  // Autosaved after half a second of quiet.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("area-form-draft-create-area")))
    .toContain("Half written.");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Half written.");

  await page.getByRole("button", { name: "Clear Draft" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByText("Draft restored")).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("area-form-draft-create-area")))
    .toBeNull();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("area-form-draft-create-area")))
    .toContain(name);
  await page.getByRole("button", { name: "Create Area" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Area created.");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("area-form-draft-create-area")))
    .toBeNull();

  // In edit mode a draft takes precedence over the stored record.
  await page.getByLabel("Search").fill(name);
  await page.getByLabel("Search").press("Enter");
  await page
    .getByRole("link", { name: `Edit ${name}` })
    .filter({ visible: true })
    .click();
  await page.getByLabel("Description", { exact: true }).fill("Edited, not saved.");
  const key = `area-form-draft-edit-area-${page.url().split("/").pop()}`;
  await expect
    .poll(() => page.evaluate((k) => window.localStorage.getItem(k), key))
    .toContain("Edited, not saved.");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/admin/areas");
  await page.goBack();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Edited, not saved.");
});

test.describe("the hero photo's preview", () => {
  // The broken photo's 404 is logged by Chromium as a failed resource.
  test.use({ allowedConsoleErrors: ADMIN_REFUSALS_AND_NOT_FOUND });

  test(
    "shows the hero photo in the area page's shape with its credit, and says when it fails to load",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.route(`${PHOTO_HOST}/**`, (route) =>
        route.request().url().endsWith("/missing.png")
          ? route.fulfill({ status: 404 })
          : route.fulfill({ contentType: "image/png", body: PIXEL }),
      );
      await page.goto("/admin/areas/new");
      await page.getByLabel("Name", { exact: true }).fill("Preview Isle");
      const preview = page.getByRole("region", { name: "Photo preview" });
      await expect(preview).toHaveCount(0);
      await page.getByLabel("Hero Photo URL").fill(`${PHOTO_HOST}/hero.png`);
      await page.getByLabel("Hero Photo Source").fill("Photo by Jane Doe on Unsplash");
      const photo = preview.getByRole("img", { name: "Preview Isle" });
      await expect(photo).toHaveJSProperty("naturalWidth", 1);
      // The area page's 3:1 band.
      const box = (await photo.boundingBox())!;
      expect(Math.round(box.width / box.height)).toBe(3);
      await expect(preview).toContainText("Photo: Jane Doe, via Unsplash");
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel("Hero Photo URL").fill(`${PHOTO_HOST}/missing.png`);
      await expect(preview.getByRole("status")).toContainText(
        "This address did not load as a picture: visitors would see the illustration with “Photo unavailable” instead.",
      );
      await expect(preview.getByText("Photo unavailable", { exact: true })).toBeVisible();
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).resolves.toBe(0);
    },
  );
});
