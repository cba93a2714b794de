import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createRequestHandler } from "react-router";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp, loadSiteBuild } from "#tests/integration/pages.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertBeaches } from "../db/seed/factories.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "./app.ts";
import { inlineScriptHashes, markedScripts } from "./content-security.ts";

// Every HTML answer carries a Content-Security-Policy that lets exactly the inline scripts the server
// wrote run (by hash), and nothing that reached the page from stored text; the browser tests then run
// every page under it.

/** Stored text that would run, were it ever put into a page unescaped. */
const STORED_SCRIPT = "<script>alert(1)</script>";
const BEACH_PATH = "/crete/script-cove";
/** What the server with broken escaping puts into each page it renders. */
const INJECTED = "window.__injected = true";

let database: DatabaseHandle;
let server: TestServer;
/** The same site, except that a raw script lands in every rendered page: escaping having failed. */
let broken: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  await insertBeaches(database.db, [
    {
      name: "Script Cove",
      area: "Crete",
      status: "ACTIVE",
      latitude: 35.2,
      longitude: 23.6,
      description: `Clear water and fine sand. ${STORED_SCRIPT}`,
    },
  ]);
  server = await startTestServer(await createSiteApp(database.db, { staticFiles: true }));
  const render = createRequestHandler(await loadSiteBuild(), "production");
  broken = await startTestServer(
    createApp({
      db: database.db,
      // The page as React Router rendered it, with a script added where the beach's text goes; the
      // policy is made afterwards, from this HTML, as it would be from a page whose escaping failed.
      renderDocument: async (request, context) => {
        const response = await render(request, context);
        if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
        const html = (await response.text()).replace("</main>", `<script>${INJECTED}</script></main>`);
        const headers = new Headers(response.headers);
        headers.delete("Content-Length");
        return new Response(html, { status: response.status, headers });
      },
    }),
  );
});
afterAll(async () => {
  await broken?.close();
  await server?.close();
  await database?.close();
});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The page's policy, its script-src hashes and the texts of its inline scripts that run. */
async function fetchPage(site: TestServer, path: string) {
  const response = await site.get(path);
  expect(response.status, path).toBe(200);
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const html = await response.text();
  const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  const allowed = scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-"));
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]!);
  return { policy, scriptSrc, allowed, inline, html, etag: response.headers.get("ETag") };
}

describe("the Content-Security-Policy", () => {
  it("lists the hash of each inline script the server wrote, and no other source of inline script", async () => {
    for (const path of ["/", "/crete", "/crete/elafonisi", "/map", "/offline.html"]) {
      const { policy, scriptSrc, allowed, inline } = await fetchPage(server, path);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(inline.length, path).toBeGreaterThan(0);
      expect(allowed.toSorted(), path).toEqual([...new Set(inline.map(sha))].toSorted());
      for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
        expect(policy, path).toContain(directive);
      }
    }
  });

  it("shows a stored script as text, and lists only the page's own scripts, fresh or from the cache", async () => {
    const first = await fetchPage(server, BEACH_PATH);
    expect(first.html).toContain("Clear water and fine sand. &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(first.html).not.toContain(STORED_SCRIPT);
    expect(first.allowed).not.toContain(sha("alert(1)"));
    expect(first.allowed.toSorted()).toEqual([...new Set(first.inline.map(sha))].toSorted());
    // The marker that singled out the server's scripts is gone from the page.
    expect(first.html).not.toMatch(/\snonce=/);

    // The public cache serves the same page to the next visitor, with the policy that matches it.
    const second = await fetchPage(server, BEACH_PATH);
    expect(second.etag).toBe(first.etag);
    expect(second.html).toBe(first.html);
    expect(second.policy).toBe(first.policy);
  });

  it("does not list a script that reached the page unescaped, fresh or from the cache", async () => {
    for (const path of [BEACH_PATH, "/crete", "/"]) {
      for (const visit of ["fresh", "cached"]) {
        const { allowed, inline, html } = await fetchPage(broken, path);
        expect(html, `${path} ${visit}`).toContain(`<script>${INJECTED}</script>`);
        expect(allowed, `${path} ${visit}`).not.toContain(sha(INJECTED));
        // The page's own scripts still run: every other inline script is listed, and nothing more.
        const own = inline.filter((text) => text !== INJECTED);
        expect(own.length, path).toBeGreaterThan(0);
        expect(allowed.toSorted(), `${path} ${visit}`).toEqual([...new Set(own.map(sha))].toSorted());
      }
    }
  });

  it("is not added to JSON answers", async () => {
    const response = await server.get("/api/v1/areas");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("hashes only scripts that carry the request's marker, and strips it", () => {
    const html =
      '<link rel="modulepreload" nonce="k3y" href="/a.js"><script nonce="k3y">a()</script>' +
      '<script>b()</script><script nonce="other">c()</script><script nonce="k3y" type="module">d()</script>' +
      '<script nonce="k3y" type="application/ld+json">{"x":1}</script><script nonce="k3y" src="/x.js"></script>';
    const { page, hashes } = markedScripts(html, "k3y");
    expect(hashes).toEqual([sha("a()"), sha("d()")]);
    expect(page).not.toContain('nonce="k3y"');
    expect(page).toContain('<script nonce="other">c()</script>');
  });

  it("hashes a marked script holding Greek text as the browser does, over its UTF-8", () => {
    const greek = 'enqueue("Παραλία Ελαφονήσι · ήρεμη θάλασσα")';
    const html =
      `<p>Καλώς ήρθατε</p><scripts nonce="k3y">x()</scripts><script nonce="k3y">${greek}</script>` +
      '<script\n type="module" nonce="k3y">e()</script><p>τέλος</p>';
    const { page, hashes } = markedScripts(html, "k3y");
    expect(hashes).toEqual([sha(greek), sha("e()")]);
    expect(page).toBe(html.replaceAll(' nonce="k3y"', ""));
  });

  it("hashes scripts that run and skips JSON-LD data blocks and external scripts", () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html, () => true)).toEqual([sha("a()"), sha("b()")]);
  });
});
