import type { Page } from "@playwright/test";
import type { MapBeach, MapResponse } from "#core/contract/map.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { apiCount, horizontalOverflow, waitForHydration } from "./browse-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The areas page, an area's page header, the map, the 404 page and the error page in Greek
// (ADR 037): Greek words, the Greek names of areas and beaches, addresses under /el.

const CRETE_HEADING = "Βρείτε την ιδανική παραλία: Κρήτη";

const areaTiles = (page: Page) => page.getByRole("list", { name: "Περιοχές" });
const mapRegion = (page: Page) => page.getByRole("region", { name: /^Χάρτης παραλιών/ });
const mapStatus = (page: Page) => page.getByRole("status").filter({ hasText: /στον χάρτη$|^Καμία παραλία/ });
const popup = (page: Page) => page.locator(".leaflet-popup");

function nextMapAnswer(page: Page): Promise<MapResponse> {
  return page
    .waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/v1/beaches/map" && response.ok(),
    )
    .then((response) => response.json() as Promise<MapResponse>);
}

async function openMap(page: Page, path: string): Promise<MapResponse> {
  const answer = nextMapAnswer(page);
  await page.goto(path);
  await waitForHydration(page);
  const first = await answer;
  await expect(mapStatus(page)).toBeVisible();
  return first;
}

test(
  "/el/areas shows the areas with their Greek names and Greek counts",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/el/areas");
    await expect(
      page.getByRole("heading", { level: 1, name: "Εξερευνήστε τις περιοχές με παραλίες στην Ελλάδα" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Εξερευνήστε τις περιοχές με παραλίες στην Ελλάδα · Ελληνικές Παραλίες");
    for (const [name, slug] of [
      ["Κρήτη", "crete"],
      ["Κεφαλονιά", "kefalonia"],
    ]) {
      await expect(areaTiles(page).getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/el/${slug}`,
      );
    }
    await expect(
      areaTiles(page)
        .getByText(/^\d+ παραλίες$/)
        .first(),
    ).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/el\/areas$/);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "/el/crete has its header in Greek: breadcrumb, heading, title and Greek links",
  { tag: "@both-widths" },
  async ({ page }) => {
    await page.goto("/el/crete");
    await expect(page.getByRole("heading", { level: 1, name: CRETE_HEADING })).toBeVisible();
    await expect(page).toHaveTitle("Παραλίες: Κρήτη · Ελληνικές Παραλίες");
    const crumbs = page.getByRole("navigation", { name: "Διαδρομή πλοήγησης" });
    await expect(crumbs.getByRole("link", { name: "Αρχική" })).toHaveAttribute("href", "/el");
    await expect(crumbs.getByRole("link", { name: "Περιοχές" })).toHaveAttribute("href", "/el/areas");
    await expect(crumbs.getByText("Κρήτη", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/el\/crete$/);
    // A description without a Greek text is the English one, marked as English.
    const english = page.locator('main p span[lang="en"]');
    if ((await english.count()) > 0) await expect(page.getByText("(στα αγγλικά)").first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/el/areas and /el/crete render in Greek and link within /el", async ({ page }) => {
    await page.goto("/el/areas");
    await areaTiles(page).getByRole("link", { name: "Κρήτη", exact: true }).click();
    await expect(page).toHaveURL(/\/el\/crete$/);
    await expect(page.getByRole("heading", { level: 1, name: CRETE_HEADING })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Διαδρομή πλοήγησης" })
      .getByRole("link", { name: "Περιοχές" })
      .click();
    await expect(page).toHaveURL(/\/el\/areas$/);
  });
});

test(
  "/el/map speaks Greek: controls, status, markers and a popup with the Greek beach name",
  {
    tag: "@both-widths",
  },
  async ({ page, request }) => {
    const answer = await openMap(page, "/el/map?area=kefalonia");
    await expect(page.getByRole("heading", { level: 1, name: "Χάρτης παραλιών" })).toBeVisible();
    await expect(page.getByText(/^Παραλίες: Κεφαλονιά ·/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Όλη η Ελλάδα" })).toHaveAttribute("href", "/el/map");
    await expect(mapRegion(page)).toHaveAccessibleName("Χάρτης παραλιών: Κεφαλονιά");
    await expect(page.getByRole("button", { name: "Μεγέθυνση" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Σμίκρυνση" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Κοντά μου (Ανενεργό)" })).toBeVisible();
    const total = await apiCount(request, "area=kefalonia");
    await expect(mapStatus(page)).toHaveText(`${total} παραλίες στον χάρτη`);

    const beach = answer.features.find((feature): feature is MapBeach => feature.kind === "beach");
    if (!beach) throw new Error("no single beach on the map of Kefalonia");
    const greekName = beach.name_el ?? beach.name;
    // A pin is named by its beach, then the day's sea ('Μύρτος, ήρεμη θάλασσα σήμερα').
    const escaped = greekName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await mapRegion(page)
      .getByRole("button", { name: new RegExp(`^${escaped}(, |$)`) })
      .click();
    const card = popup(page);
    await expect(card).toContainText(greekName);
    await expect(card).toContainText("Κεφαλονιά");
    await expect(card.getByRole("link", { name: "Δείτε την παραλία" })).toHaveAttribute(
      "href",
      `/el/${beach.area_slug}/${beach.slug}`,
    );
    await expect(card.getByRole("button", { name: "Κλείσιμο" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test("/el/map with Calm today: the legend and the markers' names in Greek", async ({ page, request }) => {
  // The server fetches the stand-in forecast a few seconds after it starts.
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get("/api/v1/beaches/count?calm=today")).json()) as {
          count: number;
          calm?: { available: boolean };
        };
        return answer.calm?.available === true && answer.count > 0;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  await openMap(page, "/el/map?area=crete&calm=today");
  const key = page.getByRole("region", { name: "Υπόμνημα χάρτη" });
  await expect(key.getByRole("heading", { name: "Η θάλασσα σήμερα" })).toBeVisible();
  // The filter keeps calm beaches only: the key names the two calm shades, plain and cautioned.
  await expect(key.getByRole("listitem")).toHaveText(["Ήρεμη", "Ήρεμα νερά, άνεμος από στεριά"]);
  await expect(key.getByText("Εμφανίζονται μόνο οι παραλίες με ήρεμη θάλασσα σήμερα")).toBeVisible();
  const names = await mapRegion(page)
    .locator(".leaflet-marker-pane [role=button]")
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute("aria-label")));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name).toMatch(/^(.+, (ήρεμη θάλασσα|ήρεμα νερά) σήμερα|[\d.]+ παραλίες, θάλασσα σήμερα: .+)$/);
  }
  await expectNoSeriousA11yViolations(page);
});

test("the map's view, once moved, is in the address and survives the language switch", async ({ page }) => {
  await openMap(page, "/el/map?area=kefalonia");
  await page.getByRole("button", { name: "Μεγέθυνση" }).click();
  await expect(page).toHaveURL(/\/el\/map\?area=kefalonia#map=\d+\/[\d.]+\/[\d.]+$/);
  const hash = new URL(page.url()).hash;

  const zoom = Number(/^#map=(\d+)\//.exec(hash)?.[1]);

  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/map\\?area=kefalonia${hash}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Beach map" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Map of beaches in Kefalonia" })).toBeVisible();
  // The English map opened where the Greek one was: one step closer is the kept zoom plus one.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page).toHaveURL(new RegExp(`/map\\?area=kefalonia#map=${zoom + 1}/`));
});

test.describe("offline", () => {
  test.use({
    serviceWorkers: "allow",
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/],
  });

  test("a Greek page never visited shows the Greek offline page, an English one the English page", async ({
    page,
    context,
  }) => {
    await page.goto("/el/about");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          // Precached with the app shell, under its address plus a revision parameter.
          for (const name of await caches.keys()) {
            const requests = await (await caches.open(name)).keys();
            if (requests.some((request) => new URL(request.url).pathname === "/el/offline.html")) return true;
          }
          return false;
        }),
      )
      .toBe(true);
    await context.setOffline(true);

    await page.goto("/el/rhodes");
    await expect(page.getByRole("heading", { level: 1, name: "Δεν υπάρχει σύνδεση" })).toBeVisible();
    await expect(page).toHaveTitle("Δεν υπάρχει σύνδεση · Ελληνικές Παραλίες");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("link", { name: "Μετάβαση στην αρχική σελίδα" })).toHaveAttribute(
      "href",
      "/el",
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto("/rhodes");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  });
});

test.describe("the Greek 404 page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test(
    "answers /el/no/such/page with status 404, in Greek, with ways on in Greek",
    {
      tag: "@both-widths",
    },
    async ({ page }) => {
      const response = await page.goto("/el/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page).toHaveTitle("404 · Ελληνικές Παραλίες");
      await expect(page.getByText("Δεν βρήκαμε αυτή τη σελίδα.", { exact: false })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Αναζήτηση παραλιών" })).toBeVisible();
      const popular = page.getByRole("region", { name: "Δημοφιλείς περιοχές" });
      await expect(popular.getByRole("link", { name: /^Κρήτη · \d+ παραλίες$/ })).toHaveAttribute(
        "href",
        "/el/crete",
      );
      await expect(page.getByRole("link", { name: "Επιστροφή στην αρχική" })).toHaveAttribute("href", "/el");
      await expectNoSeriousA11yViolations(page);
    },
  );

  test("an unknown Greek area is the Greek 404 page too", async ({ page }) => {
    const response = await page.goto("/el/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("region", { name: "Δημοφιλείς περιοχές" })).toBeVisible();
  });

  test("/el/does-not-exist/x (an area and a beach's shape) answers 404 in Greek", async ({ page }) => {
    const response = await page.goto("/el/does-not-exist/x");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\u0370-\u03ff\s\d]+$/);
  });
});

test.describe("the Greek error page", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_FAILED|Failed to fetch/] });

  test("a failed data request on a Greek page shows the error in Greek", async ({ page }) => {
    await page.route("**/el/about.data*", (route) => route.abort());
    await page.goto("/el/ontology");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Υποσέλιδο" }).getByRole("link", { name: "Σχετικά" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Κάτι πήγε στραβά" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Δοκιμάστε ξανά" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Ανανέωση σελίδας" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute("**/el/about.data*");
    await page.getByRole("button", { name: "Δοκιμάστε ξανά" }).click();
    await expect(page.getByRole("heading", { name: "Κάτι πήγε στραβά" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/el\/about$/);
  });
});
