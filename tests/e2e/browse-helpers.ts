import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";

// Shared helpers of the browse specs (browse, filters, no-results, home): the public demo data,
// the JSON API as the source of expected results, and locators a visitor would use.

const activeAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));

/** What the public sees: ACTIVE beaches in ACTIVE areas. */
export const PUBLIC_BEACHES = DEMO_BEACHES.filter(
  (beach) => beach.status === "ACTIVE" && activeAreas.has(beach.area),
);

export const PAGE_SIZE = 9;

/** The filter bar's short labels apply below 768 px. */
export function isMobile(testInfo: TestInfo): boolean {
  return (testInfo.project.use.viewport?.width ?? 1280) < 768;
}

/** A dropdown trigger's visible label at this width: 'Beach type' on desktop, 'Type' on mobile. */
export function triggerName(testInfo: TestInfo, label: string, shortLabel: string): RegExp {
  return new RegExp(`^${isMobile(testInfo) ? shortLabel : label}\\b`);
}

/** The filter bar renders a plain GET form until hydration; interactive tests wait for this. */
export async function waitForHydration(page: Page): Promise<void> {
  // The route modules arrive before React has hydrated; React's props on a rendered element (the skip
  // link) appear only once it has, and a value typed earlier could be reset by hydration.
  await page.waitForFunction(() => {
    const loaded =
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined;
    const element = document.querySelector('a[href="#main"]');
    return loaded && element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  });
}

/** The grid of beach cards on a list page. */
export function beachList(page: Page) {
  return page.getByRole("list", { name: "Beaches" });
}

/** The beach cards of the list, one article each. */
export function beachCards(page: Page) {
  return beachList(page).getByRole("article");
}

/** The names of the cards on the page, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return (await beachCards(page).getByRole("heading").allTextContents()).map((name) => name.trim());
}

export function pagination(page: Page) {
  return page.getByRole("navigation", { name: "Pagination" });
}

export interface ApiPage {
  items: { name: string; area: string; type: string; amenities: string[] }[];
  total: number;
  page: number;
  pageCount: number;
}

/** The JSON API's answer for a list query such as 'type=SANDY&page=2'. */
export async function apiPage(request: APIRequestContext, query = ""): Promise<ApiPage> {
  const response = await request.get(`/api/v1/beaches${query ? `?${query}` : ""}`);
  if (!response.ok()) throw new Error(`API answered ${response.status()} for ${query}`);
  return (await response.json()) as ApiPage;
}

/** The JSON API's count for a filter query. */
export async function apiCount(request: APIRequestContext, query = ""): Promise<number> {
  const response = await request.get(`/api/v1/beaches/count${query ? `?${query}` : ""}`);
  if (!response.ok()) throw new Error(`API answered ${response.status()} for ${query}`);
  return ((await response.json()) as { count: number }).count;
}

/** A name as React writes it into HTML text. */
export function htmlText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

/** The page's horizontal overflow in pixels; 0 or less means no sideways scrolling. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Sets a marker on window; a full document load would remove it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export function documentMarker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}
