import { PHOTO_HOST, PIXEL } from "./photo-host.ts";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { SCRATCH } from "./admin-accounts.ts";
import { ADMIN_REFUSALS, colleaguePage, projectOf, SIGNED_IN } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The beach form: validation with the spec's feedback, the area select, the amenity
// picker, the attribution quick fill, the slug that follows the name and stays unique, 'Save & set
// ACTIVE' reaching the public site, verification on save, a stale save, drafts and the leave warning.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS, ...SIGNED_IN });

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Opens a new beach's form and fills what every beach needs. */
async function newBeach(page: Page, name: string, area: string, latitude: string, longitude: string) {
  await page.goto("/admin/beaches/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Area").selectOption({ label: area });
  await page.getByLabel("Latitude").fill(latitude);
  await page.getByLabel("Longitude").fill(longitude);
}

test(
  "create a beach through the form, see it on the public site, and a second one of the same name gets -2",
  { tag: "@both-widths" },
  async ({ page }, info) => {
    const name = `Formbeach ${info.project.name}`;
    const slug = `formbeach-${info.project.name}`;
    await page.goto("/admin/beaches");
    await page.getByRole("link", { name: "Add New Beach" }).click();
    await expect(page.getByRole("heading", { name: "Add Beach" })).toBeVisible();
    await expect(page.getByLabel("Area")).toHaveValue("");

    // Nothing filled in: the shared schema names every field that must change, first focused.
    await page.getByLabel("Photo URL").fill("http://not-secure.example/p.jpg");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("Please fix: Name, Area, Latitude, Longitude, Photo URL", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Area")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please select an area")).toBeVisible();
    await expect(page.getByText("Must be a valid https URL")).toBeVisible();
    await expect(notifications(page)).toContainText("First invalid: Name");
    await expectNoSeriousA11yViolations(page);

    // The slug (in Advanced) follows the name until it is edited by hand.
    await page.getByLabel("Name").fill(name);
    await page.getByText("Advanced", { exact: true }).click();
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await page.getByLabel("Area").selectOption({ label: "Milos" });
    await page.getByLabel("Latitude").fill("36.7420");
    await page.getByLabel("Longitude").fill("24.4250");
    await page.getByLabel("Type").selectOption("SANDY");
    await page.getByLabel("Organized").check();
    await page.getByLabel("Photo URL").fill(`${PHOTO_HOST}/formbeach.png`);
    await page.getByRole("button", { name: "Wikimedia Commons" }).click();
    await expect(page.getByLabel("Photo Attribution", { exact: true })).toHaveValue("Wikimedia Commons");

    // The amenity picker: search, count, chips, Clear all.
    await page.getByLabel("Search amenities").fill("snork");
    await page.getByRole("checkbox", { name: "Snorkeling" }).check();
    await page.getByLabel("Search amenities").fill("");
    await page.getByRole("checkbox", { name: "Taverna" }).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page.getByText("0 selected")).toBeVisible();
    await page.getByRole("checkbox", { name: "Taverna" }).check();
    await page.getByRole("checkbox", { name: "Sunbeds" }).check();
    await page.getByRole("button", { name: "Remove Sunbeds" }).click();
    await expect(page.getByRole("checkbox", { name: "Sunbeds" })).not.toBeChecked();
    await expect(page.getByText("1 selected")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Save & set ACTIVE" }).click();
    await expect(page).toHaveURL(/\/admin\/beaches$/);
    await expect(notifications(page)).toContainText("Beach created.");

    // ACTIVE in an ACTIVE area: the public site shows it at once, with its photo and credit.
    await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
    await page.goto(`/milos/${slug}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.locator(`img[src="${PHOTO_HOST}/formbeach.png"]`).first()).toBeVisible();
    await expect(page.getByText("Taverna").first()).toBeVisible();

    // A second beach of the same name: the server makes the slug unique; a slug typed by hand that
    // is taken is refused on the slug field.
    await newBeach(page, name, "Milos", "36.70", "24.40");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(notifications(page)).toContainText("Beach created.");
    await page.getByLabel("Search").fill(name);
    await page.getByLabel("Search").press("Enter");
    // Newest first: the second beach heads the list.
    await page
      .getByRole("link", { name: `Edit ${name}` })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByText("Advanced", { exact: true }).click();
    await expect(page.getByLabel("Slug")).toHaveValue(`${slug}-2`);

    await newBeach(page, `${name} three`, "Milos", "36.71", "24.41");
    await page.getByText("Advanced", { exact: true }).click();
    await page.getByLabel("Slug").fill(slug);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("This slug already exists. Use a unique slug.").first()).toBeVisible();
    await expect(page.getByLabel("Slug")).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveValue(`${name} three`);
  },
);

test("edit a beach: mark it verified, and a save over someone else's newer version is refused and loses nothing", async ({
  page,
  browser,
  baseURL,
}, info) => {
  // A draft beach the e2e seed made for this test (seed-e2e.ts): creating one is the first test's job.
  const name = SCRATCH.unverified[projectOf(info) === "mobile" ? 0 : 1]!;
  await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
  await page
    .getByRole("link", { name: `Edit ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("heading", { name: "Edit Beach" })).toBeVisible();
  await expect(page.getByText("Not verified")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save & set ACTIVE" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Mark as verified on save").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notifications(page)).toContainText("Beach updated.");
  await page
    .getByRole("link", { name: `Edit ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByText(/^Verified: /)).toBeVisible();
  await expect(page.getByLabel("Mark as verified on save")).not.toBeChecked();
  const editUrl = page.url();

  // Someone else opens the same beach and saves first.
  const other = await colleaguePage(browser, baseURL);
  await other.goto(editUrl);
  await other.getByLabel("Description").fill("Their words.");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notifications(other)).toContainText("Beach updated.");
  await other.context().close();

  await page.getByLabel("Description").fill("My words.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText(/Someone else changed this beach while you were editing/).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("My words.");
  // The refused words are kept as a draft too; asking for the latest version sets it aside.
  const key = `beach-form-draft-edit-${editUrl.split("/").pop()}`;
  await expect.poll(() => page.evaluate((k) => window.localStorage.getItem(k), key)).toContain("My words.");
  await page.getByRole("link", { name: "Reload the latest version" }).click();
  await expect(page.getByLabel("Description")).toHaveValue("Their words.");
});

test("a beach draft survives a reload, and leaving with unsaved changes asks first", async ({ page }) => {
  await page.goto("/admin/beaches/new");
  await page.getByLabel("Name").fill("Half-made beach");
  // Safety starts closed; Facilities and Services start open.
  await expect(page.getByRole("checkbox", { name: "Lifeguard" })).toBeHidden();
  await expect(page.getByRole("checkbox", { name: "Sunbeds" })).toBeVisible();
  await page.getByText("Safety", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Lifeguard" }).check();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("beach-form-draft-create")))
    .toContain("lifeguard");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // In-app navigation asks; dismissing stays on the form with everything in it.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/beaches\/new$/);
  await expect(page.getByLabel("Name")).toHaveValue("Half-made beach");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Half-made beach");
  await expect(page.getByRole("button", { name: "Remove Lifeguard" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Draft" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Remove Lifeguard" })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("beach-form-draft-create")))
    .toBeNull();
  // A draft from the form's earlier days holds retired values: they come back as today's.
  await page.evaluate(() =>
    window.localStorage.setItem(
      "beach-form-draft-create",
      JSON.stringify({
        values: { name: "Old draft", status: "INACTIVE", parking: "AMPLE" },
        savedAt: new Date().toISOString(),
      }),
    ),
  );
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Old draft");
  await expect(page.getByLabel("Status")).toHaveValue("HIDDEN");
  await expect(page.getByRole("combobox", { name: "Parking" })).toHaveValue("LARGE_LOT");
});
