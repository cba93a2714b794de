import { readdirSync, readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { reachableFrom } from "#scripts/lib/chunk-reach.ts";
import type { DatabaseHandle } from "../db/client.ts";

// The installable, offline site over real HTTP (ADR 008): the service worker as the build
// made it, the web app manifest and its icons, and the offline page.

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(await createSiteApp(database.db, { staticFiles: true }));
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe("/sw.js", () => {
  it("is JavaScript the browser must check for updates every time", async () => {
    const response = await server.get("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("precaches every script and style the public pages use, the icons, the manifest and the offline page, not the back office's", async () => {
    const source = await (await server.get("/sw.js")).text();
    expect(source).not.toContain("__WB_MANIFEST");
    const precached = [...source.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    // What each route needs, from React Router's client manifest.
    const assets = resolve(inject("siteBuildDir"), "client/assets");
    const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file))!;
    const sandbox: { window: { __reactRouterManifest?: ClientManifest } } = { window: {} };
    runInNewContext(readFileSync(resolve(assets, manifestFile), "utf8"), sandbox);
    const manifest = sandbox.window.__reactRouterManifest!;
    const filesOf = (entry: ClientManifest["entry"]) =>
      [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])].map((url) => url.slice(1));
    const routes = Object.values(manifest.routes);
    const isAdmin = (id: string) => id.startsWith("routes/admin/") || id.startsWith("admin-");
    const publicFiles = new Set([
      ...filesOf(manifest.entry),
      ...routes.filter((route) => !isAdmin(route.id)).flatMap(filesOf),
    ]);
    // A public page also loads chunks on demand (the share dialog, the maps): those are public too,
    // even when the back office imports them as well.
    const publicReach = reachableFrom(resolve(assets, ".."), publicFiles);
    const adminOnly = [
      ...reachableFrom(resolve(assets, ".."), routes.filter((route) => isAdmin(route.id)).flatMap(filesOf)),
    ].filter((file) => !publicReach.has(file));
    expect(publicFiles.size).toBeGreaterThan(10);
    expect(publicReach.size).toBeGreaterThan(publicFiles.size);
    expect(adminOnly.length).toBeGreaterThan(5);
    expect(precached).toEqual(expect.arrayContaining([...publicReach]));
    for (const file of adminOnly) expect(precached).not.toContain(file);
    expect(precached).toEqual(
      expect.arrayContaining([
        "offline.html",
        "manifest.webmanifest",
        "favicon.svg",
        "icons/icon-192.png",
        "icons/icon-512.png",
      ]),
    );
    for (const url of precached) expect(url).not.toMatch(/^(server\/|\.vite\/)|sw\.js$/);
    // Each precached URL exists.
    for (const url of precached) expect((await server.get(`/${url}`)).status, url).toBe(200);
  });

  it("keeps hashed assets immutable", async () => {
    const source = await (await server.get("/sw.js")).text();
    const script = /"url":"(assets\/[^"]+\.js)"/.exec(source)?.[1];
    const response = await server.get(`/${script}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

interface ClientManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
}

describe("/manifest.webmanifest", () => {
  it("makes the site installable: name, start URL, scope, standalone display, colours and icons", async () => {
    const response = await server.get("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: "Greek Beaches",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0a6280",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const png = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const file = await server.get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type")?.split(";")[0], icon.src).toBe(icon.type);
    }
  });

  it("is linked from every page, with the icon iOS puts on the home screen", async () => {
    const html = await (await server.get("/")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"\/>/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    expect((await server.get(touchIcon!)).status).toBe(200);
  });
});

describe("/offline.html", () => {
  it("is a page of its own: no script, style or font from elsewhere", async () => {
    const response = await server.get("/offline.html");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>You are offline · Greek Beaches</title>");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});

describe("the build's other files", () => {
  it("are served at their paths, in folders too, and a path that names none of them is a page", async () => {
    const greek = await server.get("/el/offline.html");
    expect(greek.status).toBe(200);
    expect(await greek.text()).toContain('<html lang="el">');
    const icon = await server.get("/icons/icon-192.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    const missing = await server.get("/icons/no-such-icon.png");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
