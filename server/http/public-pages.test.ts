import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp, withoutHydrationData } from "#tests/integration/pages.ts";
import type { BeachPage } from "#core/contract/public-records.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";

// The server-rendered public pages over real HTTP: what they show, their status codes, and that no
// DRAFT or HIDDEN record appears on any of them.

let database: DatabaseHandle;
let server: TestServer;

const beach = (
  name: string,
  area: string,
  status: BeachSeed["status"],
  extra: Partial<BeachSeed> = {},
): BeachSeed => ({
  name,
  area,
  status,
  latitude: 35.3 + name.length / 100,
  longitude: 25.1 + name.length / 100,
  type: "SANDY",
  wave_conditions: "CALM",
  parking: "SMALL_LOT",
  organized: false,
  blue_flag: false,
  amenities: ["taverna"],
  ...extra,
});

const hidden = [
  "Secret Draft Cove",
  "Secret Hidden Cove",
  "Cove Of Draft Isle",
  "Cove Of Hidden Isle",
  "Draftisle",
  "Hiddenisle",
];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Crete", status: "ACTIVE", description: "The largest Greek island." },
    { name: "Rhodes", status: "ACTIVE" },
    { name: "Draftisle", status: "DRAFT" },
    { name: "Hiddenisle", status: "HIDDEN" },
    // Its stored slug is not what its name slugs to ("st-john-s-bay").
    { name: "St. John's Bay", slug: "st-johns-bay", status: "ACTIVE" },
  ]);
  const crete = Array.from({ length: 11 }, (_, index) =>
    beach(`Crete Bay ${String(index + 1).padStart(2, "0")}`, "Crete", "ACTIVE", {
      blue_flag: index % 2 === 0,
    }),
  );
  await insertBeaches(database.db, [
    ...crete,
    beach("Myrtos", "Crete", "ACTIVE", { type: "PEBBLY" }),
    beach("Rhodes Sands", "Rhodes", "ACTIVE", { latitude: 36.2, longitude: 28.1 }),
    beach("Agios Ioannis", "St. John's Bay", "ACTIVE", {
      slug: "agios-ioannis",
      latitude: 37.1,
      longitude: 25.4,
    }),
    beach("Secret Draft Cove", "Crete", "DRAFT"),
    beach("Secret Hidden Cove", "Crete", "HIDDEN"),
    beach("Cove Of Draft Isle", "Draftisle", "ACTIVE"),
    beach("Cove Of Hidden Isle", "Hiddenisle", "ACTIVE"),
  ]);
  server = await startTestServer(await createSiteApp(database.db));
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  // React separates adjacent text with empty comments; a reader sees the words joined.
  const html = withoutHydrationData(await response.text()).replaceAll("<!-- -->", "");
  return { status: response.status, html, location: response.headers.get("location") };
}

describe("server-rendered list pages", () => {
  it("renders the filtered page's beaches, summary and filter state in the HTML", async () => {
    const { status, html } = await page("/?type=SANDY&blueFlag=true&page=1");
    expect(status).toBe(200);
    // Six of the eleven sandy Crete bays fly the Blue Flag: 1, 3, 5, 7, 9, 11.
    for (const number of ["01", "03", "05", "07", "09", "11"]) expect(html).toContain(`Crete Bay ${number}`);
    expect(html).not.toContain("Crete Bay 02");
    expect(html).toContain("6 beaches");
    expect(html).toContain("Blue Flag, Sandy");
    expect(html).toMatch(/<input type="checkbox"[^>]*name="blueFlag"[^>]*checked=""/);
    // One canonical page per list, whatever the filters.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
  });

  it("reads repeated keys as an HTML checkbox form sends them", async () => {
    // Thirteen sandy beaches and the pebbly Myrtos; with only the first key it would be thirteen.
    const { html } = await page("/?type=SANDY&type=PEBBLY&sort=name.desc");
    expect(html).toContain("14 beaches");
    expect(html).toContain("Myrtos");
    expect(html).toMatch(
      /name="type" value="PEBBLY" checked=""|name="type"[^>]*checked=""[^>]*value="PEBBLY"/,
    );
  });

  it("links the pages of a long list and says when a page is past the end", async () => {
    const first = await page("/");
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).toMatch(/href="\/\?page=2"/);
    const past = await page("/?page=7");
    expect(past.status).toBe(200);
    expect(past.html).toContain("There is no page 7");
    expect(past.html).toMatch(/href="\/\?page=2"/);
  });

  it("parses a search box submitted without JavaScript and redirects to the list it means", async () => {
    const { status, location } = await page(`/?q=${encodeURIComponent("pebbly beach in Χανιά")}`);
    expect(status).toBe(302);
    // Chania is a town of Crete: the home search lands on Crete's page, restricted to its area.
    const target = new URL(location ?? "", server.url);
    expect(target.pathname).toBe("/crete");
    expect(target.searchParams.get("search")).toBeNull();
    expect(target.searchParams.get("type")).toBe("PEBBLY");
    expect(target.searchParams.get("originalQuery")).toBe("pebbly beach in Χανιά");
    const { html } = await page(`${target.pathname}${target.search}`);
    expect(html).toContain("Myrtos");
    expect(html).not.toContain("Crete Bay 01");
  });

  it("redirects a search beside stated filters to the filters the API's search applies to it", async () => {
    const text = "pebbly beach with a blue flag";
    const { status, location } = await page(`/?q=${encodeURIComponent(text)}&type=SANDY&sort=name.desc`);
    expect(status).toBe(302);
    // The stated type wins over the text's, the Blue Flag comes from the text, the sort is kept.
    const target = new URL(location ?? "", server.url);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      originalQuery: text,
      blueFlag: "true",
      type: "SANDY",
      sort: "name.desc",
    });
    const api = await server.getJson<{ interpretation: { filters: { type: string[] } }; results: BeachPage }>(
      `/api/v1/search?q=${encodeURIComponent(text)}&type=SANDY&sort=name.desc`,
    );
    expect(api.body.interpretation.filters.type).toEqual(["PEBBLY"]);
    const list = await server.getJson<BeachPage>(`/api/v1/beaches${target.search}`);
    expect(api.body.results.items.map((item) => item.name)).toEqual(list.body.items.map((item) => item.name));
    expect(list.body.items.length).toBeGreaterThan(0);
  });

  it("finds a beach typed in Greek or Greeklish", async () => {
    for (const search of ["Μύρτος", "mirtos", "MYRTOS"]) {
      const { html } = await page(`/?search=${encodeURIComponent(search)}`);
      expect(html, search).toContain("1 beach");
      expect(html, search).toContain("Myrtos");
    }
  });
});

describe("areas and area pages", () => {
  it("lists the public areas with their beach counts and a fallback description", async () => {
    const { status, html } = await page("/areas");
    expect(status).toBe(200);
    expect(html).toContain("Explore Greek Beach Areas");
    expect(html).toContain("12 beaches");
    expect(html).toContain("The largest Greek island.");
    expect(html).toContain("1 beach");
    expect(html).toContain("Discover the beaches of Rhodes");
  });

  it("shows an area's beaches only, its nearby areas and its own title", async () => {
    const { status, html } = await page("/crete");
    expect(status).toBe(200);
    expect(html).toContain("Find Your Perfect Beach in Crete");
    expect(html).toMatch(/<title>Beaches in Crete · Greek Beaches<\/title>/);
    expect(html).toContain("12 beaches");
    expect(html).not.toContain("Rhodes Sands");
    expect(html).toContain("Not quite the area? Search nearby areas");
    expect(html).toMatch(/href="\/rhodes"/);
  });

  it.each(["/draftisle", "/hiddenisle", "/no-such-area", "/crete/no/such/page"])(
    "%s answers 404 with the 404 page",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain("404");
      expect(html).toContain("Back to home");
      // In its place in the document, not held back for a script to put there (app/entry.server.tsx).
      expect(html).not.toMatch(/<template id="B:/);
      expect(html).not.toMatch(/<div hidden id="S:/);
    },
  );

  it("never shows a DRAFT or HIDDEN beach or area on any page", async () => {
    const paths = [
      "/",
      "/?page=2",
      "/areas",
      "/crete",
      "/crete?page=2",
      "/rhodes",
      "/?search=cove",
      "/?type=SANDY&blueFlag=true",
    ];
    for (const path of paths) {
      const { html } = await page(path);
      for (const name of hidden) expect(html, `${path} shows ${name}`).not.toContain(name);
    }
  });
});

describe("beach cards", () => {
  it("link to the beach page by the area's stored slug, on every list", async () => {
    for (const path of ["/st-johns-bay", "/?q=agios+ioannis", "/?lat=37.1&lng=25.4"]) {
      const html = await (await server.get(path)).text();
      expect(html, path).toContain('href="/st-johns-bay/agios-ioannis"');
      expect(html, path).not.toContain("/st-john-s-bay/");
    }
    expect((await server.get("/st-johns-bay/agios-ioannis")).status).toBe(200);
  });
});

describe("beach pages", () => {
  it("render the beach with its summary and its area's other beaches", async () => {
    const { status, html } = await page("/crete/myrtos");
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Myrtos, Crete · Greek Beaches<\/title>/);
    expect(html).toContain("Beach Type");
    expect(html).toContain("Pebbles");
    expect(html).not.toContain("Blue Flag Certified");
    expect(html).toContain("More beaches nearby");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/crete\/myrtos"/);
  });

  it("say 'Blue Flag Certified' only for a flagged beach", async () => {
    expect((await page("/crete/crete-bay-01")).html).toContain("Blue Flag Certified");
  });

  it.each([
    "/crete/secret-draft-cove",
    "/crete/secret-hidden-cove",
    "/draftisle/cove-of-draft-isle",
    "/hiddenisle/cove-of-hidden-isle",
    "/rhodes/myrtos",
    "/crete/no-such-beach",
  ])("%s answers 404 with 'Beach Not Found'", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain("Beach Not Found");
    expect(html).toContain("Back to Directory");
    for (const name of hidden) expect(html).not.toContain(name);
  });
});

describe("search engines", () => {
  it("find every public area and beach in the sitemap, and nothing else", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/areas",
        "/crete",
        "/rhodes",
        "/crete/myrtos",
        "/rhodes/rhodes-sands",
        "/st-johns-bay/agios-ioannis",
      ]),
    );
    // Twelve Crete beaches, one of Rhodes and one of St. John's Bay, five site pages (with the map)
    // and three areas, each in English and in Greek.
    expect(locs).toHaveLength(44);
    expect(locs).toEqual(expect.arrayContaining(["/el", "/el/areas", "/el/crete", "/el/crete/myrtos"]));
    expect(locs).toContain("/map");
    for (const name of hidden)
      expect(xml.toLowerCase()).not.toContain(name.toLowerCase().replaceAll(" ", "-"));
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("are pointed to the sitemap by robots.txt", async () => {
    const text = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
  });

  it("read a Beach and its breadcrumb as JSON-LD on the beach page, and a list on the area page", async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
      );
    const beach = blocks((await page("/crete/myrtos")).html);
    expect(beach.find((block) => block["@type"] === "Beach")).toMatchObject({
      name: "Myrtos",
      geo: { "@type": "GeoCoordinates" },
      address: { addressRegion: "Crete" },
    });
    expect(beach.find((block) => block["@type"] === "BreadcrumbList")).toBeDefined();
    const list = blocks((await page("/crete")).html).find((block) => block["@type"] === "ItemList");
    expect((list?.itemListElement as unknown[]).length).toBe(9);
  });
});

describe("an empty directory", () => {
  let empty: DatabaseHandle;
  let emptyServer: TestServer;
  beforeAll(async () => {
    empty = await createTestDatabase();
    emptyServer = await startTestServer(await createSiteApp(empty.db));
  });
  afterAll(async () => {
    await emptyServer?.close();
    await empty?.close();
  });

  it("says so on the areas page and on the home page", async () => {
    const areas = (await (await fetch(`${emptyServer.url}/areas`)).text()).replaceAll("<!-- -->", "");
    expect(areas).toContain("No areas found");
    expect(areas).toContain("Check back later for new beach areas");
    const home = (await (await fetch(`${emptyServer.url}/`)).text()).replaceAll("<!-- -->", "");
    expect(home).toContain("No beaches found");
    expect(home).toContain("No beaches match your current filters");
    expect(home).not.toMatch(/<template id="B:/);
  });
});
