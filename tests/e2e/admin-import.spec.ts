import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { csvFile, type CsvCells } from "../csv-file.ts";
import type { Dialog, Locator, Page } from "@playwright/test";
import { AMENITY_IDS } from "#core/contract/amenities.ts";
import { DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { ADMIN_REFUSALS, SIGNED_IN } from "./admin-helpers.ts";
import { closeToast, expect, test } from "./fixtures.ts";

// The CSV import dialog in Chromium: a file with bad rows shows every problem and cannot
// be imported; the fixed file imports with progress and reaches the public site; the same file
// again is all skips and changes nothing; and so does the page's own export, imported back.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS, ...SIGNED_IN });

/**
 * A toast, by its text. While the dialog is open Radix hides the rest of the page from assistive
 * technology, toasts included, so they are not found by role here (the dialog says the same itself).
 */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

const BUSY = "Another import is running. Try again when it has finished.";

/**
 * Clicks Import and accepts the confirmation, returning what it asked. The other viewport's test
 * may be importing at the same moment, and the server runs one import at a time: the dialog then
 * says so and stays on the preview, and this waits for that import to end and tries again.
 */
async function startImport(page: Page, dialog: Locator): Promise<string> {
  let asked = "";
  const accept = (confirm: Dialog) => {
    asked = confirm.message();
    void confirm.accept();
  };
  page.on("dialog", accept);
  try {
    for (let attempt = 0; ; attempt += 1) {
      await expect.poll(() => importRunning(page)).toBe(false);
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
      const progress = dialog.getByRole("progressbar", { name: "Import progress" });
      const busy = toast(page, BUSY);
      await expect(progress.or(busy).or(toast(page, "Import Failed")).first()).toBeVisible();
      if (!(await busy.isVisible()) || attempt === 5) return asked;
      await closeToast(page);
    }
  } finally {
    page.off("dialog", accept);
  }
}

/** Whether the server is importing a file (either viewport's test may be). */
async function importRunning(page: Page) {
  const { latest } = (await (await page.request.get("/admin/imports")).json()) as {
    latest: { status: string } | null;
  };
  return latest?.status === "running" || latest?.status === "applying";
}

/**
 * Opens the import dialog on its file chooser. The dialog follows an import already under way,
 * which may be the other viewport's test's on this server: then it waits for that one to end,
 * closes the dialog showing it and opens it again.
 */
async function openImportDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Import CSV" });
  const chooser = page.getByLabel("Choose a CSV file");
  for (let attempt = 0; ; attempt += 1) {
    await expect.poll(() => importRunning(page)).toBe(false);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const followed = dialog.getByText("The import is complete.");
    await expect(chooser.or(followed).or(dialog.getByRole("progressbar")).first()).toBeVisible();
    if ((await chooser.isVisible()) || attempt === 5) return dialog;
    await expect(followed).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
  }
}

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel("Choose a CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

test(
  "a file with errors is refused with every reason; the fixed file imports, and again changes nothing",
  { tag: "@both-widths" },
  async ({ page }, info) => {
    // Unique per run, so a retry or a repeat starts from new slugs.
    const tag = `imp-${info.project.name}-${Date.now().toString(36)}`;
    const row = (n: number, extra: CsvCells = {}): CsvCells => ({
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
    const goodRows = [
      row(1),
      row(2, { area: "Kriti", facing_deg: "200", sheltered_from: "N,NNE" }),
      row(3, {
        area: "crete",
        organized: "TRUE",
        arrival: "footpath",
        walk_minutes: "20",
        by_boat: "yes",
        seatrac: "unknown",
      }),
    ];
    const badRows: CsvCells[] = [
      row(10, { latitude: "north" }),
      row(11, { longitude: "200" }),
      row(12, { type: "rocky" }),
      row(13, { parking: "ample" }),
      row(14, { amenities: "sunbeds,jacuzzi" }),
      row(15, { verified_at: "2024-05-01" }),
      row(16, { wave_conditions: "stormy" }),
      row(17, { status: "inactive" }),
      row(18, { area: "Atlantis" }),
      row(19, { facing_deg: "400" }),
      row(20, { sheltered_from: "N,north" }),
      row(21, { seatrac: "maybe" }),
      row(1),
      { slug: "", name: "", description: "no name" },
    ];

    await page.goto("/admin/import-export");
    const dialog = await openImportDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Only .csv files.
    await chooseFile(page, "beaches.txt", "not csv");
    await expect(toast(page, "Invalid File")).toBeVisible();
    await expect(toast(page, "Please select/drop a CSV file")).toBeVisible();
    await closeToast(page);

    await chooseFile(page, "beaches.csv", csvFile([...goodRows, ...badRows]));
    const stat = (label: string) => dialog.locator("dt", { hasText: label }).locator("xpath=../dd");
    await expect(stat("Total Rows")).toHaveText("17");
    await expect(stat("Create")).toHaveText("3");
    await expect(stat("Errors")).toHaveText("14");
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
      "facing_deg must be a number of degrees from 0 to 359.9, or blank to compute it from the coastline",
      "Invalid sheltered_from: north. Allowed: N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW",
      "Invalid seatrac=maybe. Use yes or no, unknown to clear it, or leave it blank to keep what is stored",
    ]) {
      await expect(dialog.getByText(message, { exact: false }).first()).toBeVisible();
    }
    await expect(
      dialog.getByRole("row", { name: new RegExp(`^2 ${tag}-1 .* Create ACTIVE$`) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(toast(page, "Cannot Import")).toBeVisible();
    await expect(toast(page, "Please fix all errors before importing.")).toBeVisible();
    await closeToast(page);

    // The fixed file.
    await dialog.getByRole("button", { name: "Choose Different File" }).click();
    const fixed = csvFile(goodRows);
    await chooseFile(page, "beaches-fixed.csv", fixed);
    await expect(stat("Create")).toHaveText("3");
    await expect(stat("Errors")).toHaveText("0");
    expect(await startImport(page, dialog)).toBe(
      "This will create or update beaches, matched by slug: a new slug creates a beach, a known one updates it. Blank cells do not overwrite existing data, except facing_deg and sheltered_from, where blank means none. Write unknown to clear an access fact. Proceed?",
    );
    await expect(toast(page, "Import Complete")).toBeVisible();
    await closeToast(page);
    await expect(dialog.getByRole("status")).toHaveText(
      "Import complete: 3 created, 0 updated, 0 unchanged.",
    );
    await expect(stat("Created")).toHaveText("3");
    await expectNoSeriousA11yViolations(page);
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
    // The access facts the file gives; the others, and 'unknown', are not known.
    expect(before[2].access).toMatchObject({
      arrival: "FOOTPATH",
      walk_minutes: 20,
      by_boat: true,
      seatrac: null,
    });
    expect(before[0].access).toMatchObject({ arrival: null, by_boat: null });
    // The facing set in the file is the one the public record gives.
    expect(before[1]).toMatchObject({ facing_deg: 200 });

    // The same file again: every row is a skip, and no value or updated_at moves.
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await openImportDialog(page);
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
    await startImport(page, dialog);
    await expect(toast(page, "Import Complete")).toBeVisible();
    await closeToast(page);
    await expect(dialog.getByRole("status")).toHaveText(
      "Import complete: 0 created, 0 updated, 3 unchanged.",
    );
    const after = await Promise.all(
      goodRows.map(async (cells) => (await page.request.get(`/api/v1/beaches/${cells.slug}`)).json()),
    );
    expect(after).toEqual(before);

    await dialog.getByRole("link", { name: "View Beaches" }).click();
    // Newest first is the list's default order, so its address drops the parameters.
    await expect(page).toHaveURL(/\/admin\/beaches$/);
    await expect(page.getByRole("heading", { name: "Beaches", level: 1 })).toBeVisible();
  },
);

/** The rows of an exported file, by slug. */
function exportedRows(text: string): Map<string, Record<string, string>> {
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return new Map(data.map((row) => [row.slug!, row]));
}

/** Clicks Export CSV and answers the downloaded file's text and how many beaches the page said it held. */
async function exportBeaches(page: Page): Promise<{ text: string; count: number }> {
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloaded;
  const said = page.getByRole("region", { name: /^Notifications/ }).getByText(/^Exported \d+ beaches to /);
  await expect(said).toBeVisible();
  const count = Number(/^Exported (\d+)/.exec((await said.textContent()) ?? "")?.[1]);
  await closeToast(page);
  return { text: await readFile((await download.path())!, "utf8"), count };
}

test(
  "the page's own export imports back as a no-op, two-letter beach names included",
  { tag: "@both-widths" },
  async ({ page }) => {
    // The other tests of this file import too, on this server; this one imports exactly what it exported.
    await page.goto("/admin/import-export");
    const exported = await exportBeaches(page);
    // The byte order mark first, so a spreadsheet reads the Greek as UTF-8; the import reads past it.
    expect(exported.text.startsWith("\uFEFFslug,name,")).toBe(true);
    const rows = exportedRows(exported.text);
    expect(rows.size).toBe(exported.count);
    // The demo beach whose two-letter name the import once refused ("name must be at least 3 characters").
    expect(rows.get("xi")).toMatchObject({ name: "Xi", area: "Kefalonia", status: "ACTIVE" });
    const xiBefore = await (await page.request.get("/api/v1/beaches/xi")).json();
    // Access facts: the demo's known ones as words, every unknown one as 'unknown'.
    expect(rows.get("balos")).toMatchObject({
      arrival: "FOOTPATH",
      walk_minutes: "25",
      by_boat: "yes",
      natural_shade: "no",
      seatrac: "unknown",
      wheelchair: "unknown",
    });

    const dialog = await openImportDialog(page);
    await chooseFile(page, "beaches-export.csv", exported.text);
    // The dry run: every row is already there as it is, so nothing to create or update, none refused.
    const stat = (label: string) => dialog.locator("dt", { hasText: label }).locator("xpath=../dd");
    await expect(stat("Total Rows")).toHaveText(String(exported.count));
    await expect(stat("Errors")).toHaveText("0");
    await expect(stat("Create")).toHaveText("0");
    await expect(stat("Update")).toHaveText("0");
    await expect(stat("Skip")).toHaveText(String(exported.count));
    await expect(dialog.getByRole("heading", { name: /^Errors/ })).toHaveCount(0);
    await expect(dialog.getByRole("row", { name: /^\d+ \S+ .* Skip \w+$/ }).first()).toBeVisible();
    await expect(dialog.getByRole("row", { name: / (Create|Update|Error) \w+$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Applied, it changes nothing.
    await startImport(page, dialog);
    await expect(toast(page, "Import Complete")).toBeVisible();
    await closeToast(page);
    await expect(dialog.getByRole("status")).toHaveText(
      `Import complete: 0 created, 0 updated, ${exported.count} unchanged.`,
    );
    expect(await (await page.request.get("/api/v1/beaches/xi")).json()).toEqual(xiBefore);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toHaveCount(0);
    // The demo beaches export as before (the beach form's tests edit their own beaches on this server meanwhile).
    const demoNames = new Set(DEMO_BEACHES.map((beach) => beach.name));
    const again = exportedRows((await exportBeaches(page)).text);
    const demoRows = [...rows].filter(([, row]) => demoNames.has(row.name!));
    expect(demoRows.length).toBe(DEMO_BEACHES.length);
    for (const [slug, row] of demoRows) expect(again.get(slug), slug).toEqual(row);
  },
);

test("an import that fails while applying changes nothing, and the dialog says so", async ({
  page,
}, info) => {
  // A demo beach the file would change, and a new one it would add.
  const { items } = (await (await page.request.get("/api/v1/beaches?search=crete")).json()) as {
    items: {
      slug: string;
      name: string;
      area: string;
      latitude: number;
      longitude: number;
      type: string;
      parking: string;
    }[];
  };
  const existing = items[0]!;
  const before = await (await page.request.get(`/api/v1/beaches/${existing.slug}`)).json();
  const newSlug = `fault-${info.project.name}`;
  const text = csvFile([
    {
      slug: existing.slug,
      name: existing.name,
      area: existing.area,
      latitude: String(existing.latitude),
      longitude: String(existing.longitude),
      type: existing.type,
      parking: existing.parking,
      description: "Written by an import that failed",
    },
    {
      slug: newSlug,
      name: `Fault ${info.project.name}`,
      area: "Crete",
      latitude: "35.1",
      longitude: "24.1",
      type: "SANDY",
      parking: "NONE",
      status: "ACTIVE",
    },
  ]);

  await page.goto("/admin/import-export");
  const dialog = await openImportDialog(page);
  // The server's test hook (playwright.config.ts) fails a file of this name inside its transaction.
  await chooseFile(page, "fault-injection.csv", text);
  await expect(dialog.getByRole("row", { name: new RegExp(`${existing.slug} .* Update`) })).toBeVisible();
  await startImport(page, dialog);
  await expect(toast(page, "Import Failed")).toBeVisible();
  // Back on the preview, which says that nothing changed.
  await expect(dialog.getByRole("alert")).toContainText("Nothing was changed.");
  await expect(dialog.getByRole("button", { name: "Choose Different File" })).toBeVisible();
  expect(await (await page.request.get(`/api/v1/beaches/${existing.slug}`)).json()).toEqual(before);
  expect((await page.request.get(`/api/v1/beaches/${newSlug}`)).status()).toBe(404);

  // Closing now asks first: the checked file would be set aside.
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toMatch(/^Close the import\?/);
    void confirm.dismiss();
  });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
});
