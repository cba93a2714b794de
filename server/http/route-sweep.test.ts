import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeOfPath, localizePath } from "#core/i18n/locale.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp, loadSiteBuild, pagePaths } from "#tests/integration/pages.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";

// The status sweep over the app's real routes, Hono's route list and React Router's route table,
// not a document about them: a route added without being documented is swept all the same. Every
// record of every status is seeded; no answer may show a DRAFT or HIDDEN one, or fail with a 500.

let database: DatabaseHandle;
let server: TestServer;
let app: Awaited<ReturnType<typeof createSiteApp>>;

const at = { latitude: 36.4, longitude: 25.4 };
const beach = (name: string, area: string, status: BeachSeed["status"], offset: number): BeachSeed => ({
  name,
  area,
  status,
  latitude: at.latitude + offset / 100,
  longitude: at.longitude + offset / 100,
  type: "SANDY",
  wave_conditions: "CALM",
  parking: "SMALL_LOT",
  organized: true,
  blue_flag: true,
  amenities: ["sunbeds", "taverna"],
  description: "A sandy cove with a taverna.",
});

const secrets = [
  "Sweep Draft Cove",
  "Sweep Hidden Cove",
  "Cove In Sweepdraft",
  "Cove In Sweephidden",
  "Sweepdraft",
  "Sweephidden",
];
const slug = (name: string) => name.toLowerCase().replaceAll(" ", "-");

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Sweepopen", status: "ACTIVE" },
    { name: "Sweepdraft", status: "DRAFT" },
    { name: "Sweephidden", status: "HIDDEN" },
  ]);
  await insertBeaches(database.db, [
    beach("Sweep Open Cove", "Sweepopen", "ACTIVE", 0),
    beach("Sweep Draft Cove", "Sweepopen", "DRAFT", 1),
    beach("Sweep Hidden Cove", "Sweepopen", "HIDDEN", 2),
    beach("Cove In Sweepdraft", "Sweepdraft", "ACTIVE", 3),
    beach("Cove In Sweephidden", "Sweephidden", "ACTIVE", 4),
  ]);
  app = await createSiteApp(database.db);
  server = await startTestServer(app);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const areaSlugs = ["sweepopen", "sweepdraft", "sweephidden"];
const beachSlugs = ["sweep-open-cove", ...secrets.slice(0, 4).map(slug)];
/** What a route's path parameters may be: every area and beach, public or not, and nonsense. */
const PARAMETER_VALUES: Record<string, string[]> = {
  slug: [...areaSlugs, ...beachSlugs, "no-such-thing"],
  areaSlug: [...areaSlugs, "no-such-area"],
  beachSlug: [...beachSlugs, "no-such-beach"],
  // The back office's records by id (anonymous here: each answers with the sign-in redirect).
  id: ["1", "2", "999999", "not-a-number"],
  area: [...areaSlugs, "no-such-area"],
  // The sitemap's files, and the share cards' images of every area and beach (/og/...).
  file: [
    "sitemap-pages.xml",
    "sitemap-beaches-1.xml",
    "sitemap-beaches-0.xml",
    "sitemap-beaches-99999.xml",
    ...[...areaSlugs, ...beachSlugs, "no-such-thing"].map((slug) => `${slug}.png`),
  ],
};
/** Every query parameter the site and the API read, each with values that reach the secrets. */
const QUERIES = [
  "",
  "q=cove",
  "q=sweepdraft",
  "q=sweephidden%20cove",
  "search=cove",
  "search=sweep",
  "type=SANDY&blueFlag=true&organized=organized&amenities=sunbeds,taverna&waveConditions=CALM&parking=SMALL_LOT",
  "area=sweepdraft",
  "area=sweephidden",
  `sort=distance.asc&nearMe=true&lat=${at.latitude}&lng=${at.longitude}`,
  "limit=50&exclude=sweep-open-cove",
  // The map's box, close in (beach by beach) and world-wide (clusters), with filters.
  `bbox=${at.longitude - 0.5},${at.latitude - 0.5},${at.longitude + 0.5},${at.latitude + 0.5}&zoom=16`,
  "bbox=-180,-85,180,85&zoom=3&search=cove&area=sweephidden",
];

function expand(route: string): string[] {
  // A parameter may carry a pattern, as in :file{sitemap-...\.xml}; only its name matters here.
  const path = route.replace(/\{[^}]*\}/g, "");
  const parameters = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  let paths = [path];
  for (const name of parameters) {
    const values = PARAMETER_VALUES[name];
    if (!values) throw new Error(`The sweep does not know the route parameter :${name} of ${route}`);
    paths = paths.flatMap((candidate) => values.map((value) => candidate.replace(`:${name}`, value)));
  }
  return paths;
}

describe("the status sweep over every real route", () => {
  it("covers the API, the SEO files and every page", async () => {
    const apiPaths = app.routes
      .filter((route) => route.method === "GET" && !route.path.includes("*"))
      .map((route) => route.path);
    const pages = pagePaths(await loadSiteBuild()).filter((path) => !path.includes("*"));
    expect(apiPaths).toEqual(
      expect.arrayContaining(["/api/v1/search", "/api/v1/beaches/:slug", "/sitemap.xml"]),
    );
    expect(pages).toEqual(expect.arrayContaining(["/", "/areas", "/:areaSlug", "/:areaSlug/:beachSlug"]));

    let requests = 0;
    let sawThePublicBeach = 0;
    for (const template of [...new Set([...apiPaths, ...pages])]) {
      for (const path of expand(template)) {
        for (const query of QUERIES) {
          const url = `${path}${query ? `?${query}` : ""}`;
          const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
          requests += 1;
          expect(response.status, url).toBeLessThan(500);
          // The visitor's own words come back in a search's interpretation; that shows nothing.
          const typed = [new URLSearchParams(query).get("q") ?? ""].flatMap((q) => [q, ...q.split(" ")]);
          // A page's language switch links to the address asked for, in the other language: that
          // echoes the visitor's own address, whether or not a record is behind it.
          const otherPath = localizePath(path, localeOfPath(path) === "el" ? "en" : "el");
          const switchLink = new RegExp(
            `href="${otherPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?[^"]*)?"`,
            "g",
          );
          const text = typed
            .filter((words) => words !== "")
            .reduce(
              (body, words) => body.replaceAll(`"${words}"`, '""'),
              (await response.text()).replace(switchLink, 'href=""'),
            );
          for (const secret of secrets) {
            expect(text, `${url} shows ${secret}`).not.toContain(secret);
            expect(text, `${url} shows ${slug(secret)}`).not.toMatch(new RegExp(`[/"]${slug(secret)}["/?<]`));
          }
          if (text.includes("Sweep Open Cove")) sawThePublicBeach += 1;
        }
      }
    }
    // The probe must see the public record somewhere, or it proves nothing.
    expect(sawThePublicBeach).toBeGreaterThan(20);
    expect(requests).toBeGreaterThan(500);
  }, 240_000);
});
