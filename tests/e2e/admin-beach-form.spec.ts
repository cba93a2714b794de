import { PHOTO_HOST, PIXEL } from "./photo-host.ts";
import type { Dialog, Page } from "@playwright/test";
import { ACCESS_FLAGS } from "#core/access/access.ts";
import { en } from "#core/i18n/en/index.ts";
import { labelKey } from "#core/i18n/labels.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { SCRATCH } from "./admin-accounts.ts";
import {
  ADMIN_REFUSALS,
  ADMIN_REFUSALS_AND_NOT_FOUND,
  colleaguePage,
  projectOf,
  SIGNED_IN,
} from "./admin-helpers.ts";
import { waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The beach form: validation feedback (summary, field messages, focus, toast), the area select, the
// amenity picker, the attribution quick fill, the slug that follows the name and stays unique, 'Save &
// set ACTIVE' reaching the public site, verification on save, a stale save, drafts and the leave
// warning.

test.use({ allowedConsoleErrors: ADMIN_REFUSALS, ...SIGNED_IN });

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Opens a new beach's form and fills what every beach needs. */
async function newBeach(page: Page, name: string, area: string, latitude: string, longitude: string) {
  await page.goto("/admin/beaches/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
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
    // The photo's host, for the form's preview and the public page.
    await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
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
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Area")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please select an area")).toBeVisible();
    await expect(page.getByText("Must be a valid https URL")).toBeVisible();
    await expect(notifications(page)).toContainText("First invalid: Name");
    await expectNoSeriousA11yViolations(page);

    // The slug (in Advanced) follows the name until it is edited by hand.
    await page.getByLabel("Name", { exact: true }).fill(name);
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
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${name} three`);
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
  // Typed before hydration, the words could be put back together with the stored ones.
  await waitForHydration(other);
  await other.getByLabel("Description", { exact: true }).fill("Their words.");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notifications(other)).toContainText("Beach updated.");
  await other.context().close();

  await page.getByLabel("Description", { exact: true }).fill("My words.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText(/Someone else changed this beach while you were editing/).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("My words.");
  // The refused words are kept as a draft too; asking for the latest version sets it aside.
  const key = `beach-form-draft-edit-${editUrl.split("/").pop()}`;
  await expect.poll(() => page.evaluate((k) => window.localStorage.getItem(k), key)).toContain("My words.");
  await page.getByRole("link", { name: "Reload the latest version" }).click();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Their words.");
});

test("a beach draft survives a reload, and leaving with unsaved changes asks first", async ({ page }) => {
  await page.goto("/admin/beaches/new");
  await page.getByLabel("Name", { exact: true }).fill("Half-made beach");
  // Safety starts closed; Facilities and Services start open.
  await expect(page.getByRole("checkbox", { name: "Lifeguard" })).toBeHidden();
  await expect(page.getByRole("checkbox", { name: "Sunbeds" })).toBeVisible();
  await page.getByText("Safety", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Lifeguard" }).check();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("beach-form-draft-create")))
    .toContain("lifeguard");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // In-app navigation asks; dismissing stays on the form with everything in it. A reload asks the
  // browser's own question (beforeunload), which is accepted. One handler answers both kinds, so a
  // question that comes late is never answered by the handler meant for the next one.
  const answer = (dialog: Dialog) =>
    void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  page.on("dialog", answer);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/beaches\/new$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Half-made beach");

  await page.reload();
  page.off("dialog", answer);
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Half-made beach");
  await expect(page.getByRole("button", { name: "Remove Lifeguard" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Draft" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Remove Lifeguard" })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("beach-form-draft-create")))
    .toBeNull();
  // A draft from the form's earlier days holds retired values: they come back as today's. It is
  // written from another page: the form's own pending save of its cleared state would remove it.
  await page.goto("/admin");
  await page.evaluate(() =>
    window.localStorage.setItem(
      "beach-form-draft-create",
      JSON.stringify({
        values: { name: "Old draft", status: "INACTIVE", parking: "AMPLE" },
        savedAt: new Date().toISOString(),
      }),
    ),
  );
  await page.goto("/admin/beaches/new");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Old draft");
  await expect(page.getByLabel("Status")).toHaveValue("HIDDEN");
  await expect(page.getByRole("combobox", { name: "Parking", exact: true })).toHaveValue("LARGE_LOT");
});

test.describe("the photo preview and the map", () => {
  // The broken photo's 404 is logged by Chromium as a failed resource.
  test.use({ allowedConsoleErrors: ADMIN_REFUSALS_AND_NOT_FOUND });

  test(
    "the photo shows with its credit as visitors see it, a broken one says so, and the map's pin follows the coordinates",
    { tag: "@both-widths" },
    async ({ page }) => {
      await page.route(`${PHOTO_HOST}/**`, (route) =>
        route.request().url().endsWith("/missing.png")
          ? route.fulfill({ status: 404 })
          : route.fulfill({ contentType: "image/png", body: PIXEL }),
      );
      await page.goto("/admin/beaches/new");
      await page.getByLabel("Name", { exact: true }).fill("Previewbeach");
      await page.getByLabel("Area").selectOption({ label: "Milos" });

      // The map: no pin until both coordinates make a point; then the pin follows what is typed.
      const map = page.getByRole("region", { name: "Map of the beach's position" });
      await expect(map).toBeVisible();
      await expect(page.getByText("No coordinates yet: type them above, or click the map")).toBeVisible();
      const pin = map.getByRole("img", { name: "Beach position pin" });
      await expect(pin).toHaveCount(0);
      await page.getByLabel("Latitude").fill("36.7420");
      await page.getByLabel("Longitude").fill("24.4250");
      await expect(pin).toBeVisible();
      await expect(page.getByText("Pin at 36.7420° N, 24.4250° E.")).toBeVisible();
      const before = (await pin.boundingBox())!;
      // A little further east and south: the pin moves right and down on the same view.
      await page.getByLabel("Longitude").fill("24.4350");
      await page.getByLabel("Latitude").fill("36.7380");
      await expect.poll(async () => (await pin.boundingBox())!.x).toBeGreaterThan(before.x + 20);
      expect((await pin.boundingBox())!.y).toBeGreaterThan(before.y + 10);

      // A click on the map puts the beach there and fills both fields.
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
      await expect(page.getByLabel("Longitude")).not.toHaveValue("24.4350");
      await expect(page.getByLabel("Latitude")).toHaveValue(/^36\.7\d{4}$/);
      await expect(page.getByLabel("Longitude")).toHaveValue(/^24\.4\d{4}$/);

      // Keyboard users pass the map's controls with one key.
      await page.getByLabel("Longitude").focus();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip the map" });
      await expect(skip).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Description", { exact: true })).toBeFocused();

      // The photo: the picture from its own host, with the credit read as the beach page reads it.
      const preview = page.getByRole("region", { name: "Photo preview" });
      await page.getByLabel("Photo URL").fill(`${PHOTO_HOST}/ok.png`);
      await page
        .getByLabel("Photo Attribution", { exact: true })
        .fill("Jane Doe, CC BY-SA 4.0, via Wikimedia Commons");
      await expect(preview.getByRole("img", { name: "Previewbeach, Milos" })).toBeVisible();
      await expect(preview.getByRole("img", { name: "Previewbeach, Milos" })).toHaveJSProperty(
        "naturalWidth",
        1,
      );
      await expect(preview).toContainText("Photo: Jane Doe, CC BY-SA 4.0, via Wikimedia Commons");
      await expectNoSeriousA11yViolations(page);

      // A broken address says so, and what visitors then see: the beach page's note, without the
      // credit of a picture that is not shown. An address that is not https is not tried.
      await page.getByLabel("Photo URL").fill(`${PHOTO_HOST}/missing.png`);
      await expect(preview.getByRole("status")).toContainText(
        "This address did not load as a picture: visitors would see the illustration with “Photo unavailable” instead.",
      );
      await expect(preview.getByText("Photo unavailable", { exact: true })).toBeVisible();
      await expect(preview.getByText(/^Photo: /)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel("Photo URL").fill("http://photos.example/ok.png");
      await expect(preview.getByRole("img")).toHaveCount(0);
      await expect(preview).toContainText("The preview appears once the address is a complete https URL.");

      // What the map and the preview filled is kept in the draft like anything typed.
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem("beach-form-draft-create")))
        .toContain('"latitude":"36.7');
    },
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form works without the map: the box says so and the coordinates are plain fields", async ({
    page,
  }) => {
    const leaflet: string[] = [];
    page.on("request", (request) => {
      if (/leaflet/i.test(request.url())) leaflet.push(request.url());
    });
    await page.goto("/admin/beaches/new");
    await expect(
      page.getByText("The map of the coordinates appears here once the page has loaded."),
    ).toBeVisible();
    await page.getByLabel("Latitude").fill("36.7420");
    await expect(page.getByLabel("Latitude")).toHaveValue("36.7420");
    expect(leaflet).toEqual([]);
  });
});

test.describe("which way a beach faces", () => {
  /** Opens the edit form of a demo beach by its name. */
  async function editDemoBeach(page: Page, name: string) {
    await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
    await page
      .getByRole("link", { name: `Edit ${name}`, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Edit Beach" })).toBeVisible();
  }

  test(
    "the form shows the facing the coastline gives, and says when the position is far from the shore",
    { tag: "@both-widths" },
    async ({ page }) => {
      await editDemoBeach(page, "Elafonisi");
      const facts = page.getByRole("group", { name: "Which way it faces" });
      await expect(facts).toContainText(/Faces south-west \(\d+°\), worked out from the coastline/);
      await expect(facts).toContainText(/Computed: \d+° \((SW|SSW|WSW)\)/);
      await expect(facts).not.toContainText("Low confidence");
      await expectNoSeriousA11yViolations(page);

      // Moving the pin: the facing belongs to the saved position until the save.
      await page.getByLabel("Latitude").fill("35.3");
      await expect(facts).toContainText("worked out again from the coastline when you save");

      // Kamari's demo position is the village, 549 m inland of the shore.
      await editDemoBeach(page, "Kamari");
      await expect(page.getByRole("group", { name: "Which way it faces" })).toContainText(
        /Low confidence: this position is \d+ m from the coastline/,
      );
    },
  );

  test(
    "a facing set by hand: refused out of range, saved with the winds the beach is sheltered from, and cleared again",
    { tag: "@both-widths" },
    async ({ page }, info) => {
      const name = `Harbour facing ${info.project.name}`;
      // Sarakiniko's demo position, on Milos's north coast.
      await newBeach(page, name, "Milos", "36.7585", "24.452");
      const facts = page.getByRole("group", { name: "Which way it faces" });
      await expect(facts).toContainText("Computed: worked out from the coastline when you save.");
      const override = page.getByLabel("Facing set by hand (degrees)");
      const sheltered = page.getByRole("group", { name: "Sheltered from (wind directions)" });
      await expect(sheltered.getByRole("checkbox")).toHaveCount(16);
      // This server fetches no forecast (playwright.config.ts), and a new beach has none yet: the
      // preview of today's verdict says so rather than guessing.
      const preview = page.getByRole("status").filter({ hasText: "With these settings" });
      await expect(preview).toContainText("With these settings: No forecast");
      await expect(preview).toContainText("A beach gets its forecast once it is saved.");

      for (const wrong of ["400", "-5", "north"]) {
        await override.fill(wrong);
        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expect(page.getByText("Please fix: Facing set by hand", { exact: true })).toBeVisible();
        await expect(override).toBeFocused();
        await expect(override).toHaveAttribute("aria-invalid", "true");
        await expect(
          page.getByText(
            "Facing must be a number of degrees from 0 to 359.9, or blank to use the computed facing",
          ),
        ).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);

      // Typed, the compass turns to it at once.
      await override.fill("195");
      await expect(facts).toContainText("Faces south (195°), set by hand.");
      await sheltered.getByRole("checkbox", { name: "N", exact: true }).check();
      // The keyboard reaches every box: Tab to the next, Space to tick it.
      await sheltered.getByRole("checkbox", { name: "N", exact: true }).press("Tab");
      await expect(sheltered.getByRole("checkbox", { name: "NNE", exact: true })).toBeFocused();
      await page.keyboard.press("Space");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(notifications(page)).toContainText("Beach created.");

      await page.getByLabel("Search").fill(name);
      await page.getByLabel("Search").press("Enter");
      await page
        .getByRole("link", { name: `Edit ${name}`, exact: true })
        .filter({ visible: true })
        .click();
      await expect(override).toHaveValue("195");
      await expect(facts).toContainText("Faces south (195°), set by hand.");
      await expect(facts).toContainText(/Computed: \d+° \((NW|NNW|WNW)\)/);
      for (const point of ["N", "NNE"])
        await expect(sheltered.getByRole("checkbox", { name: point, exact: true })).toBeChecked();
      await expect(sheltered.getByRole("checkbox", { name: "NE", exact: true })).not.toBeChecked();
      await expect(preview).toContainText("No forecast is stored for this beach right now.");
      await expectNoSeriousA11yViolations(page);

      // Cleared: the coastline's facing again, and no sheltered winds.
      await override.fill("");
      await expect(facts).toContainText(/Faces north-west \(\d+°\), worked out from the coastline/);
      await sheltered.getByRole("checkbox", { name: "N", exact: true }).uncheck();
      await sheltered.getByRole("checkbox", { name: "NNE", exact: true }).uncheck();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(notifications(page)).toContainText("Beach updated.");
      await page
        .getByRole("link", { name: `Edit ${name}`, exact: true })
        .filter({ visible: true })
        .click();
      await expect(override).toHaveValue("");
      await expect(facts).toContainText(/Faces north-west \(\d+°\), worked out from the coastline/);
      await expect(sheltered.getByRole("checkbox", { checked: true })).toHaveCount(0);
    },
  );
});

test.describe("the facing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post saves the facing set by hand and the sheltered winds, and refuses a bad facing on its field", async ({
    page,
  }, info) => {
    const name = `Plain facing ${info.project.name}`;
    await newBeach(page, name, "Milos", "36.7585", "24.452");
    const override = page.getByLabel("Facing set by hand (degrees)");
    const sheltered = page.getByRole("group", { name: "Sheltered from (wind directions)" });
    await override.fill("north");
    await sheltered.getByRole("checkbox", { name: "S", exact: true }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // The server's answer: the same message on the same field, the ticks kept.
    await expect(override).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText(
        "Facing must be a number of degrees from 0 to 359.9, or blank to use the computed facing",
      ),
    ).toBeVisible();
    await expect(sheltered.getByRole("checkbox", { name: "S", exact: true })).toBeChecked();

    await override.fill("12.5");
    await sheltered.getByRole("checkbox", { name: "SSW", exact: true }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/beaches$/);
    await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
    await page
      .getByRole("link", { name: `Edit ${name}`, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(override).toHaveValue("12.5");
    await expect(page.getByRole("group", { name: "Which way it faces" })).toContainText(
      "Faces north (12.5°), set by hand.",
    );
    for (const point of ["S", "SSW"])
      await expect(sheltered.getByRole("checkbox", { name: point, exact: true })).toBeChecked();
    await expect(sheltered.getByRole("checkbox", { checked: true })).toHaveCount(2);
  });
});

test.describe("getting there and access", () => {
  const section = (page: Page) => page.getByRole("group", { name: "Getting there and access" });
  const seatrac = (page: Page) => page.getByLabel(en["label.accessFlag.seatrac"]);
  const dogs = (page: Page) => page.getByLabel(en["label.accessFlag.dogs_allowed"]);

  test(
    "facts start at 'Not known yet', minutes need a footpath, and saved facts reach the public record",
    { tag: "@both-widths" },
    async ({ page }, info) => {
      const name = `Access form ${info.project.name}`;
      const slug = `access-form-${info.project.name}`;
      await newBeach(page, name, "Milos", "36.7585", "24.452");
      await expect(section(page)).toContainText("Set only what you know.");
      for (const label of [
        "Wheelchair access",
        "How you get there",
        ...ACCESS_FLAGS.map((f) => en[labelKey("accessFlag", f)]),
      ]) {
        const choice = page.getByLabel(label, { exact: true });
        await expect(choice, label).toHaveValue("");
        await expect(choice.locator("option").first(), label).toHaveText("Not known yet");
      }
      await expect(seatrac(page).locator("option")).toHaveText(["Not known yet", "Yes", "No"]);
      // The section fits a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page
        .getByLabel("Wheelchair access")
        .selectOption({ label: "Limited: partly step-free, or with help" });
      await page.getByLabel("How you get there").selectOption({ label: "Paved road to the beach" });
      await page.getByLabel("Walk minutes").fill("12");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Please fix: Walk minutes", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Walk minutes")).toBeFocused();
      await expect(page.getByLabel("Walk minutes")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Walk minutes are only for 'Footpath only'")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel("How you get there").selectOption({ label: "Footpath only" });
      // The keyboard walks on from the minutes to the yes/no facts.
      await page.getByLabel("Walk minutes").press("Tab");
      await expect(page.getByLabel(en["label.accessFlag.step_free_path"])).toBeFocused();
      await seatrac(page).selectOption({ label: "Yes" });
      await dogs(page).selectOption({ label: "No" });
      await page.getByRole("button", { name: "Save & set ACTIVE" }).click();
      await expect(notifications(page)).toContainText("Beach created.");

      const record = (await (await page.request.get(`/api/v1/beaches/${slug}`)).json()) as {
        access: Record<string, unknown>;
      };
      expect(record.access).toMatchObject({
        wheelchair: "LIMITED",
        arrival: "FOOTPATH",
        walk_minutes: 12,
        seatrac: true,
        dogs_allowed: false,
        naturism: null,
        by_boat: null,
      });

      // Reopened: the facts as saved; one set back to unknown.
      await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
      await page
        .getByRole("link", { name: `Edit ${name}`, exact: true })
        .filter({ visible: true })
        .click();
      await expect(page.getByLabel("Walk minutes")).toHaveValue("12");
      await expect(seatrac(page)).toHaveValue("true");
      await expect(dogs(page)).toHaveValue("false");
      await expectNoSeriousA11yViolations(page);
      await seatrac(page).selectOption({ label: "Not known yet" });
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(notifications(page)).toContainText("Beach updated.");
      const updated = (await (await page.request.get(`/api/v1/beaches/${slug}`)).json()) as {
        access: Record<string, unknown>;
      };
      expect(updated.access).toMatchObject({ seatrac: null, dogs_allowed: false, walk_minutes: 12 });
    },
  );
});

test.describe("getting there and access without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post saves the facts and refuses bad minutes on their field", async ({ page }, info) => {
    const name = `Plain access ${info.project.name}`;
    await newBeach(page, name, "Milos", "36.7585", "24.452");
    await page.getByLabel("How you get there").selectOption({ label: "By boat only" });
    await page.getByLabel("Walk minutes").fill("700");
    await page.getByLabel(en["label.accessFlag.by_boat"]).selectOption({ label: "Yes" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByLabel("Walk minutes")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Walk minutes must be a whole number from 0 to 600")).toBeVisible();
    await expect(page.getByLabel(en["label.accessFlag.by_boat"])).toHaveValue("true");

    await page.getByLabel("Walk minutes").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/beaches$/);
    await page.goto(`/admin/beaches?q=${encodeURIComponent(name)}`);
    await page
      .getByRole("link", { name: `Edit ${name}`, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByLabel("How you get there")).toHaveValue("BOAT_ONLY");
    await expect(page.getByLabel(en["label.accessFlag.by_boat"])).toHaveValue("true");
    await expect(page.getByLabel(en["label.accessFlag.naturism"])).toHaveValue("");
  });
});
