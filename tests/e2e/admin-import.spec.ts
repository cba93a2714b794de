import type { Page } from "@playwright/test";
import { AMENITY_IDS } from "../../core/amenities.ts";
import { CSV_COLUMNS, csvLine } from "../../core/csv-row.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { MAIN_ADMIN } from "./admin-accounts.ts";
import { ADMIN_REFUSALS, signIn } from "./admin-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The CSV import dialog (issue 9) in Chromium: a file with bad rows shows every problem and cannot
// be imported; the fixed file imports with progress and reaches the public site; the same file
// again is all skips and changes nothing.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS });

type Cells = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;
const csv = (rows: Cells[]) =>
  csvLine([...CSV_COLUMNS]) +
  rows.map((row) => csvLine(CSV_COLUMNS.map((column) => row[column] ?? ""))).join("");

/**
 * A toast, by its text. While the dialog is open Radix hides the rest of the page from assistive
 * technology, toasts included, so they are not found by role here (the dialog says the same itself).
 */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel("Choose a CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

test("a file with errors is refused with every reason; the fixed file imports, and again changes nothing", async ({
  page,
}, info) => {
  const tag = `imp-${info.project.name}`;
  const row = (n: number, extra: Cells = {}): Cells => ({
    slug: `${tag}-${n}`,
    name: `Imported ${info.project.name} ${n}`,
    area: "Κρήτη",
    latitude: String(35.2 + n / 1000),
    longitude: String(24.1 + n / 1000),
    type: "SANDY",
    parking: "ROADSIDE",
    status: "ACTIVE",
    amenities: "taverna,sunbeds",
    description: n === 1 ? "=1+1 is not a formula here" : "",
    ...extra,
  });
  const goodRows = [row(1), row(2, { area: "Kriti" }), row(3, { area: "crete", organized: "TRUE" })];
  const badRows: Cells[] = [
    row(10, { latitude: "north" }),
    row(11, { longitude: "200" }),
    row(12, { type: "rocky" }),
    row(13, { parking: "ample" }),
    row(14, { amenities: "sunbeds,jacuzzi" }),
    row(15, { verified_at: "2024-05-01" }),
    row(16, { wave_conditions: "stormy" }),
    row(17, { status: "inactive" }),
    row(18, { area: "Atlantis" }),
    row(1),
    { slug: "", name: "", description: "no name" },
  ];

  await signIn(page, MAIN_ADMIN);
  await page.goto("/admin/import-export");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Only .csv files.
  await chooseFile(page, "beaches.txt", "not csv");
  await expect(toast(page, "Invalid File")).toBeVisible();
  await expect(toast(page, "Please select/drop a CSV file")).toBeVisible();

  await chooseFile(page, "beaches.csv", csv([...goodRows, ...badRows]));
  const stat = (label: string) => dialog.locator("dt", { hasText: label }).locator("xpath=../dd");
  await expect(stat("Total Rows")).toHaveText("14");
  await expect(stat("Create")).toHaveText("3");
  await expect(stat("Errors")).toHaveText("11");
  for (const message of [
    "Valid latitude is required",
    "Valid longitude is required",
    "Invalid type. Must be one of: SANDY, PEBBLY, MIXED, OTHER",
    "Invalid parking. Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT",
    `Invalid amenities: jacuzzi. Allowed: ${AMENITY_IDS.join(", ")}`,
    "Invalid date format. Use ISO format (YYYY-MM-DDTHH:mm:ssZ)",
    "Invalid wave_conditions. Must be one of: CALM, MODERATE, WAVY, SURFABLE",
    "Invalid status. Must be one of: DRAFT, HIDDEN, ACTIVE",
    'Unknown area "Atlantis". Use the name of an existing area.',
    "Duplicate slug within import file",
    "Slug is required and cannot be generated from empty name",
  ]) {
    await expect(dialog.getByText(message, { exact: false }).first()).toBeVisible();
  }
  await expect(dialog.getByRole("row", { name: new RegExp(`^2 ${tag}-1 .* Create ACTIVE$`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(toast(page, "Cannot Import")).toBeVisible();
  await expect(toast(page, "Please fix all errors before importing.")).toBeVisible();

  // The fixed file.
  await dialog.getByRole("button", { name: "Choose Different File" }).click();
  const fixed = csv(goodRows);
  await chooseFile(page, "beaches-fixed.csv", fixed);
  await expect(stat("Create")).toHaveText("3");
  await expect(stat("Errors")).toHaveText("0");
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe(
      "This will upsert by slug. Blank cells do not overwrite existing data. Proceed?",
    );
    void confirm.accept();
  });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(toast(page, "Import Complete")).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Import complete: 3 created, 0 updated, 0 unchanged.");
  await expect(stat("Created")).toHaveText("3");
  await expect(dialog.getByRole("link", { name: "View Beaches" })).toHaveAttribute(
    "href",
    "/admin/beaches?sort=updated_at&dir=desc",
  );

  // The public site has them at once, in Crete whatever the spelling.
  const before = await Promise.all(
    goodRows.map(async (cells) => {
      const response = await page.request.get(`/api/v1/beaches/${cells.slug}`);
      expect(response.status()).toBe(200);
      return response.json();
    }),
  );
  expect(before[0]).toMatchObject({ area: "Crete", description: "=1+1 is not a formula here" });
  expect(before[2]).toMatchObject({ organized: true, amenities: ["taverna", "sunbeds"] });

  // The same file again: every row is a skip, and no value or updated_at moves.
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await page.getByRole("button", { name: "Import CSV" }).click();
  // Dropped on the dialog this time, and reached by keyboard.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Choose a CSV file")).toBeFocused();
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "beaches-fixed.csv", { type: "text/csv" }));
    return transfer;
  }, fixed);
  await dialog
    .getByText("Drag and drop a .csv file here, or")
    .dispatchEvent("drop", { dataTransfer: dropped });
  await expect(stat("Skip")).toHaveText("3");
  await expect(stat("Create")).toHaveText("0");
  await expect(stat("Update")).toHaveText("0");
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(toast(page, "Import Complete")).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Import complete: 0 created, 0 updated, 3 unchanged.");
  const after = await Promise.all(
    goodRows.map(async (cells) => (await page.request.get(`/api/v1/beaches/${cells.slug}`)).json()),
  );
  expect(after).toEqual(before);

  await dialog.getByRole("link", { name: "View Beaches" }).click();
  // Newest first is the list's default order, so its address drops the parameters.
  await expect(page).toHaveURL(/\/admin\/beaches$/);
  await expect(page.getByRole("heading", { name: "Beaches", level: 1 })).toBeVisible();
});
