import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { createTestDatabase } from "../../tests/integration/database.ts";
import { startTestServer, type TestServer } from "../../tests/integration/http.ts";
import { createSiteApp } from "../../tests/integration/pages.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { inlineScriptHashes } from "./content-security.ts";

// Every HTML answer carries a Content-Security-Policy that lets exactly its own inline scripts run
// (by hash) and nothing injected; the browser tests then run every page under it.

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(await createSiteApp(database.db, { staticFiles: true }));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the Content-Security-Policy", () => {
  it("lists the hash of each inline script of a page, and allows no other inline script", async () => {
    for (const path of ["/", "/crete", "/crete/elafonisi", "/map", "/offline.html"]) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      const html = await response.text();
      const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src"))!;
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      const inline = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, text] of inline) expect(scriptSrc, path).toContain(sha(text!));
      for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
        expect(policy, path).toContain(directive);
      }
    }
  });

  it("is not added to JSON answers", async () => {
    const response = await server.get("/api/v1/areas");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("hashes scripts that run and skips JSON-LD data blocks and external scripts", () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});
