import type { APIRequestContext, Page } from "@playwright/test";
import { translatorOf } from "#core/i18n/catalogues.ts";
import { label } from "#core/i18n/labels.ts";
import { slugify } from "#core/contract/slug-from-name.ts";
import { DEMO_BEACHES, type DemoBeach } from "#server/db/seed/demo-data.ts";
import { DEMO_BEACH_NAMES_EL } from "#server/db/seed/demo-greek.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { giveBalosAPhoto, PHOTO_HOST, PIXEL } from "./photo-host.ts";
import { horizontalOverflow, waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The beach page and the beach cards in Greek : the Greek name, the facts, amenities,
// access and the verification in Greek words, an English description marked as English, links that
// stay in Greek, and the same page without JavaScript. Expectations come from the demo data.

function demo(name: string): DemoBeach {
  const found = DEMO_BEACHES.find((beach) => beach.name === name);
  if (!found) throw new Error(`no demo beach ${name}`);
  return found;
}

/** Blue Flag, organized, a paved road, and no Greek description: its English one is shown, marked. */
const MYRTOS = demo("Myrtos");
const MYRTOS_PATH = "/el/kefalonia/myrtos";
const GREEK = translatorOf("el");

const main = (page: Page) => page.getByRole("main");

async function expectMyrtosInGreek(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Μύρτος");
  await expect(page).toHaveTitle("Μύρτος, Κεφαλονιά · Ελληνικές Παραλίες");
  const crumbs = page.getByRole("navigation", { name: /./ }).filter({ has: page.getByText("Μύρτος") });
  await expect(crumbs.getByRole("link", { name: "Κεφαλονιά" })).toHaveAttribute("href", "/el/kefalonia");
  await expect(crumbs.getByRole("link", { name: "Αρχική" })).toHaveAttribute("href", "/el");

  // The facts, in the enumerations' Greek labels.
  const summary = main(page).getByRole("region", { name: "Σύνοψη" });
  // The usual waves, with today's sea beside them once the forecast says it differs.
  await expect(summary.getByText("Κυματισμός", { exact: true })).toBeVisible();
  await expect(
    summary.getByText(label(GREEK, "waveCondition", MYRTOS.wave_conditions), { exact: false }),
  ).toHaveText(new RegExp(`^${label(GREEK, "waveCondition", MYRTOS.wave_conditions)}( · .+ σήμερα)?$`));
  for (const [term, value] of [
    ["Τύπος παραλίας", label(GREEK, "beachType", MYRTOS.type)],
    ["Οργάνωση", label(GREEK, "setup", "organized")],
    ["Στάθμευση", label(GREEK, "parking", MYRTOS.parking)],
    ["Πιστοποίηση", "Γαλάζια Σημαία"],
  ]) {
    await expect(summary.getByText(term!, { exact: true })).toBeVisible();
    await expect(summary.getByText(value!, { exact: true })).toBeVisible();
  }
  await expect(
    main(page).getByText(/^Επαληθευμένη · Ενημέρωση πριν από \d+ (ημέρες|εβδομάδες|μήνες|μήνα|έτη|έτος)$/),
  ).toBeVisible();

  const amenities = main(page).getByRole("region", { name: "Παροχές" });
  for (const id of MYRTOS.amenities)
    await expect(amenities.getByText(label(GREEK, "amenity", id), { exact: true })).toBeVisible();

  // No Greek description yet: the English one, in English, said to be so.
  const about = main(page).getByRole("region", { name: "Σχετικά με την παραλία Μύρτος" });
  await expect(about.getByText("(στα αγγλικά)")).toBeVisible();
  const english = about.locator('[lang="en"]');
  await expect(english).toContainText(MYRTOS.description!.slice(0, 40));

  const access = main(page).getByRole("region", { name: "Πρόσβαση" });
  await expect(access.getByText(label(GREEK, "arrival", "PAVED_ROAD"), { exact: true })).toBeVisible();
  await expect(access.getByText("Δεν είναι ακόμη γνωστό:")).toBeVisible();

  await expect(main(page).getByRole("link", { name: "Οδηγίες διαδρομής" })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Περισσότερες παραλίες κοντά" })).toBeVisible();
}

test("the beach page reads in Greek: name, facts, amenities, access, an English description marked @both-widths", async ({
  page,
}) => {
  await page.goto(MYRTOS_PATH);
  await waitForHydration(page);
  await expectMyrtosInGreek(page);
  // The beaches nearby link to their Greek pages, their distances in Greek words.
  const more = main(page).getByRole("region", { name: "Περισσότερες παραλίες κοντά" });
  await expect(more.getByText(/^\d+ χλμ από Μύρτος$/)).toHaveCount(3);
  for (const link of await more.getByRole("link").all())
    expect(await link.getAttribute("href")).toMatch(/^\/el\/kefalonia(\/|$)/);
  expect(await horizontalOverflow(page)).toBe(0);
});

test("the page's structured data is in Greek, with the English name beside the Greek one", async ({
  page,
}) => {
  await page.goto(MYRTOS_PATH);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const beach = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === "Beach");
  expect(beach).toMatchObject({
    name: "Μύρτος",
    alternateName: "Myrtos",
    inLanguage: "el",
    address: { addressRegion: "Κεφαλονιά" },
  });
  expect(String(beach?.url)).toMatch(/\/el\/kefalonia\/myrtos$/);
});

for (const width of [375, 1280]) {
  test(`the Greek beach page has no serious accessibility problem at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(MYRTOS_PATH);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Μύρτος");
    await expectNoSeriousA11yViolations(page);
  });
}

test("a card on /el/crete names the beach in Greek and opens its Greek page", async ({ page }) => {
  await page.goto("/el/crete");
  await waitForHydration(page);
  const card = main(page).getByRole("article").first();
  const link = card.getByRole("link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/el\/crete\/[a-z0-9-]+$/);
  const slug = href!.split("/").pop()!;
  const beach = DEMO_BEACHES.find(
    (candidate) => candidate.area === "Crete" && slugify(candidate.name) === slug,
  );
  const greekName = beach ? (DEMO_BEACH_NAMES_EL[beach.name] ?? beach.name) : null;
  if (greekName) await expect(link).toHaveText(greekName);
  await expect(card.getByText("Κρήτη", { exact: true })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/el/crete/${slug}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  if (greekName) await expect(page.getByRole("heading", { level: 1 })).toHaveText(greekName);
  await expect(main(page).getByRole("link", { name: "Πίσω στα αποτελέσματα" })).toHaveAttribute(
    "href",
    /^\/el\/crete/,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the beach page is the same Greek page", async ({ page }) => {
    await page.goto(MYRTOS_PATH);
    await expectMyrtosInGreek(page);
    // The map needs JavaScript: its place shows the coordinates, written the Greek way.
    await expect(main(page).getByText("38,3435° Β, 20,5365° Α", { exact: true })).toBeVisible();
  });
});

test.describe("a beach that does not exist", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers in Greek", async ({ page }) => {
    const response = await page.goto("/el/kefalonia/no-such-beach");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Η παραλία δεν βρέθηκε" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Πίσω στον κατάλογο" })).toHaveAttribute("href", "/el");
  });
});

/** The server's schedule fetches the forecast and writes the verdicts a few seconds after it starts. */
async function forecastStored(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const record = (await (await request.get("/api/v1/beaches/elafonisi")).json()) as {
          conditions: { state: string } | null;
        };
        const list = (await (await request.get("/api/v1/beaches?calm=today")).json()) as {
          calm?: { available: boolean };
        };
        return record.conditions?.state === "fresh" && list.calm?.available === true;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

test("the sea today reads in Greek: Elafonisi is calm in a north wind, hour by hour", async ({
  page,
  request,
}) => {
  await forecastStored(request);
  await page.goto("/el/crete/elafonisi");
  const sea = page.getByRole("region", { name: "Η θάλασσα σήμερα", exact: true });
  await expect(sea.getByRole("tab", { name: "Σήμερα", selected: true })).toBeVisible();
  await expect(sea.getByText("Ήρεμη σήμερα", { exact: true })).toBeVisible();
  await expect(sea.getByText("Ήρεμη όλη τη μέρα", { exact: true })).toBeVisible();
  await expect(sea.getByText("Απάνεμη: ο άνεμος φυσά από τη στεριά", { exact: true })).toBeVisible();
  await expect(sea.getByText(/^Ισχυρός άνεμος από τη στεριά/)).toBeVisible();
  await expect(sea.getByText(/Ενημέρωση πριν από \d+ (δευτερόλεπτα|δευτερόλεπτο|λεπτά|λεπτό)/)).toBeVisible();
  await expect(sea.getByRole("link", { name: "Δεδομένα καιρού από το Open-Meteo.com" })).toBeVisible();
  const table = sea.getByRole("table", { name: /^Σήμερα, ώρα προς ώρα από τις 10:00 ως τις 19:00/ });
  for (const header of ["Ώρα", "Άνεμος", "Κύμα (m)", "Θάλασσα (°C)", "Εκτίμηση"])
    await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
  const first = table.getByRole("row").nth(1);
  await expect(first.getByRole("cell").first()).toHaveText("Β 34 χλμ/ώρα, ριπές 48, 5 μποφόρ");
  await expect(first.getByRole("cell").last()).toHaveText("Ήρεμη (προειδοποίηση: άνεμος από τη στεριά)");
  // Decimals as Greek writes them.
  await expect(first.getByRole("cell").nth(2)).toHaveText(/^\d+,\d$/);
});

test("a card's sea badge and its wind read in Greek", async ({ page, request }) => {
  await forecastStored(request);
  await page.goto("/el/corfu?search=canal");
  const badge = main(page).getByRole("button", { name: "Φουρτουνιασμένη σήμερα" });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleDescription("Άνεμος Β 5 μποφόρ, φυσά προς την ακτή");
});

test.describe("pictures", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a photo's credit, and an illustration's facing, in Greek", async ({ page }) => {
    await giveBalosAPhoto(page, `${PHOTO_HOST}/balos.png`, "el");
    await page.route(`${PHOTO_HOST}/**`, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
    await page.goto("/el/crete");
    await waitForHydration(page);
    // Cards without photos say which way the beach faces, in Greek.
    await expect(
      main(page)
        .getByText(/^Βλέπει (Β|ΒΑ|Α|ΝΑ|Ν|ΝΔ|Δ|ΒΔ)$/)
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByText(/^Βλέπει προς /)
        .first(),
    ).toBeAttached();
    await page.getByRole("link", { name: "Μπάλος", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Μπάλος" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Μπάλος, Κρήτη" })).toHaveAttribute(
      "src",
      `${PHOTO_HOST}/balos.png`,
    );
    await expect(page.getByText("Φωτογραφία: Jane Doe")).toBeVisible();
  });
});

test("the first screen says today's sea in Greek: rough, the wind, the calm beaches nearby; the tab names tomorrow @both-widths", async ({
  page,
  request,
}) => {
  await forecastStored(request);
  // A 375x812 phone and a 1280x800 laptop.
  const { width } = page.viewportSize()!;
  await page.setViewportSize({ width, height: width >= 1280 ? 800 : 812 });
  await page.goto("/el/crete/stavros");
  const viewport = page.viewportSize()!;
  const summary = main(page).getByRole("region", { name: "Η θάλασσα σήμερα με μια ματιά" });
  const calm = summary.getByRole("group", { name: "Ήρεμη θάλασσα κοντά σήμερα" });
  for (const shown of [
    summary.getByText("Φουρτουνιασμένη σήμερα", { exact: true }),
    summary.getByText("Άνεμος Β 5 μποφόρ, φυσά προς την ακτή", { exact: true }),
    calm,
  ]) {
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  const links = calm.getByRole("link");
  await expect(links.first()).toHaveText(DEMO_BEACH_NAMES_EL["Seitan Limania"]!);
  await expect(links.first()).toHaveAttribute("href", "/el/crete/seitan-limania");
  const distances = (await calm.getByRole("listitem").allInnerTexts()).map((text) =>
    Number(/(\d+(,\d)?) χλμ/.exec(text)?.[1]?.replace(",", ".")),
  );
  expect(distances.every(Number.isFinite)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(main(page).getByRole("region", { name: "Σύνοψη" })).toContainText(
    `${label(GREEK, "waveCondition", "CALM")} · Φουρτουνιασμένη σήμερα`,
  );

  await waitForHydration(page);
  const sea = main(page).getByRole("region", { name: /^Η θάλασσα (σήμερα|αύριο)$/ });
  await expect(sea.getByRole("heading", { level: 2 })).toHaveText("Η θάλασσα σήμερα");
  await sea.getByRole("tab", { name: "Αύριο" }).click();
  await expect(sea.getByRole("heading", { level: 2 })).toHaveText("Η θάλασσα αύριο");
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousA11yViolations(page);
});
