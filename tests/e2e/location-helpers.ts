import type { APIRequestContext, Page } from "@playwright/test";
import { beachCards } from "./browse-helpers.ts";
import { expect } from "./fixtures.ts";

// Shared by search.spec.ts, near-me.spec.ts and areas.spec.ts: distances on the cards, the toast
// region, the Near me switch, the geolocation emulations, the area API and a recorder of loader-data
// requests. The general list helpers (hydration, cards, the beaches API) are in browse-helpers.ts.

/** Near Chania, Crete: the demo data's nearest beaches are in western Crete. */
export const CHANIA = { latitude: 35.51, longitude: 24.02 };

/** The distances shown on the cards ('11 km', '0.4 km'), one per card, null where none is shown. */
export async function cardDistances(page: Page): Promise<(number | null)[]> {
  const texts = await beachCards(page).allInnerTexts();
  return texts.map((text) => {
    const match = /(\d+(?:\.\d)?) km\b/.exec(text);
    return match ? Number(match[1]) : null;
  });
}

/** The Radix toast region (present once a first toast has loaded the toast module). */
export function toastRegion(page: Page) {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** The shown toasts: the region's list items. */
export function toasts(page: Page) {
  return toastRegion(page).getByRole("listitem");
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = toasts(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

/** The Near me switch of the filter bar; its accessible name ends with its status in parentheses. */
export function nearMeSwitch(page: Page) {
  return page.getByRole("switch", { name: /^Near me/ });
}

export async function expectNearMeStatus(page: Page, status: string) {
  await expect(nearMeSwitch(page)).toHaveAccessibleName(
    new RegExp(`^Near me\\s*\\(${escapeRegExp(status)}\\)$`),
  );
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The GPS is outside the machine, so a timeout cannot be produced for real: this replaces
 * getCurrentPosition with one that fails as a timed-out request does (code 3 is TIMEOUT).
 */
export async function emulateGeolocationTimeout(page: Page) {
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_success, error) => {
      setTimeout(
        () =>
          error?.({ code: 3, message: "timeout", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
        50,
      );
    };
  });
}

/** A position that takes `delayMs` to arrive, as on a phone waiting for a GPS fix (also outside the machine). */
export async function emulateSlowGeolocation(
  page: Page,
  location: { latitude: number; longitude: number },
  delayMs: number,
) {
  await page.addInitScript(
    ({ latitude, longitude, delayMs }) => {
      navigator.geolocation.getCurrentPosition = (success) => {
        setTimeout(
          () =>
            success({
              coords: { latitude, longitude, accuracy: 10 },
              timestamp: Date.now(),
            } as GeolocationPosition),
          delayMs,
        );
      };
    },
    { ...location, delayMs },
  );
}

/** The first page of beaches nearest to `location` (in one area if given), from the public JSON API. */
export async function apiNearestBeaches(
  request: APIRequestContext,
  location: { latitude: number; longitude: number },
  areaSlug?: string,
): Promise<{ name: string; area: string; distance_km: number }[]> {
  const area = areaSlug ? `&area=${areaSlug}` : "";
  const response = await request.get(
    `/api/v1/beaches?sort=distance.asc&lat=${location.latitude}&lng=${location.longitude}${area}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { name: string; area: string; distance_km: number }[] }).items;
}

export interface ApiArea {
  id: string;
  name: string;
  slug: string;
  description: string;
  beach_count: number;
}

export async function apiAreas(request: APIRequestContext): Promise<ApiArea[]> {
  const response = await request.get("/api/v1/areas");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ApiArea[] }).items;
}

/** Records the requests the page makes for loader data (client-side navigations and revalidations). */
export function recordDataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // Beach cards fetch their pages ahead (Sec-Purpose: prefetch); those are not the list's navigations.
    if (request.headers()["sec-purpose"]?.includes("prefetch")) return;
    if (url.pathname.endsWith(".data") || request.resourceType() === "document") urls.push(request.url());
  });
  return urls;
}
