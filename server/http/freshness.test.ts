import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp, loadSiteBuild } from "#tests/integration/pages.ts";
import { createRequestHandler } from "react-router";
import { createApp } from "./app.ts";
import { formatBbox, GREECE_BOUNDS } from "#core/contract/map.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";

// Public answers are cached per instance under the data version (ADR 010). An edit must show at once
// everywhere: in the list, the count, the area statistics and the pages, on this instance and on
// another one over the same database; and an unchanged answer revalidates as a 304.

let database: DatabaseHandle;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  // Two app instances over one database, as behind a load balancer.
  first = await startTestServer(await createSiteApp(database.db));
  second = await startTestServer(await createSiteApp(database.db));
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

interface Snapshot {
  list: string;
  count: number;
  creteBeaches: number;
  page: string;
  etag: string | null;
  /** Beaches on the map of Greece at a low zoom, put together from cells counted per data version. */
  mapTotal: number;
}

async function look(server: TestServer): Promise<Snapshot> {
  const list = await server.getJson<{ items: { name: string }[] }>("/api/v1/beaches?search=elafonisi");
  const count = await server.getJson<{ count: number }>("/api/v1/beaches/count?area=crete");
  const area = await server.getJson<{ beach_count: number }>("/api/v1/areas/crete");
  const page = await server.get("/crete/elafonisi");
  const map = await server.getJson<{ total: number }>(
    `/api/v1/beaches/map?bbox=${formatBbox(GREECE_BOUNDS)}&zoom=5`,
  );
  return {
    mapTotal: map.body.total,
    list: list.body.items.map((beach) => beach.name).join(","),
    count: count.body.count,
    creteBeaches: area.body.beach_count,
    page: await page.text(),
    etag: list.response.headers.get("etag"),
  };
}

/** A new app instance over the database that counts the renders of one page path. */
async function countingRenders(path: string) {
  const handle = createRequestHandler(await loadSiteBuild(), "production");
  let renders = 0;
  const app = createApp({
    db: database.db,
    renderDocument: (request, context) => {
      if (new URL(request.url).pathname === path) renders += 1;
      return handle(request, context);
    },
  });
  return { server: await startTestServer(app), renders: () => renders };
}

describe("cached public answers", () => {
  it("change at once on every instance when a beach is edited", async () => {
    // Warm both instances' caches.
    const before = await look(first);
    await look(second);
    expect(before.list).toBe("Elafonisi");
    expect(before.page).toContain("Elafonisi");

    await database.db.update(beaches).set({ name: "Elafonisi Lagoon" }).where(eq(beaches.slug, "elafonisi"));

    for (const server of [first, second]) {
      const after = await look(server);
      expect(after.list).toBe("Elafonisi Lagoon");
      expect(after.page).toContain("<h1");
      expect(after.page).toContain("Elafonisi Lagoon");
      expect(after.etag).not.toBe(before.etag);
    }
  });

  it("drop a beach from the list, the count, the area statistics and its page when it is hidden", async () => {
    const before = await look(first);
    expect((await first.get("/crete/elafonisi")).status).toBe(200);

    await database.db.update(beaches).set({ status: "HIDDEN" }).where(eq(beaches.slug, "elafonisi"));

    for (const server of [first, second]) {
      const after = await look(server);
      expect(after.list).toBe("");
      expect(after.count).toBe(before.count - 1);
      expect(after.creteBeaches).toBe(before.creteBeaches - 1);
      expect(after.mapTotal).toBe(before.mapTotal - 1);
      expect((await server.get("/crete/elafonisi")).status).toBe(404);
      const data = await server.get("/crete/elafonisi.data");
      expect(await data.text()).not.toContain("Elafonisi Lagoon");
    }
  });

  it("follow an area's change into its page and the areas list", async () => {
    await database.db.update(areas).set({ description: "Freshly rewritten." }).where(eq(areas.slug, "crete"));
    expect(await (await second.get("/crete")).text()).toContain("Freshly rewritten.");
    const { body } = await first.getJson<{ items: { slug: string; description: string }[] }>("/api/v1/areas");
    expect(body.items.find((area) => area.slug === "crete")?.description).toBe("Freshly rewritten.");
  });

  it("answer 304 to a matching If-None-Match, and the full answer once the data changed", async () => {
    const fresh = await first.get("/api/v1/beaches?type=SANDY");
    const etag = fresh.headers.get("etag")!;
    expect(fresh.headers.get("cache-control")).toBe("public, no-cache");

    const unchanged = await first.get("/api/v1/beaches?type=SANDY", { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    const page = await second.get("/crete");
    const pageAgain = await second.get("/crete", { "If-None-Match": page.headers.get("etag")! });
    expect(pageAgain.status).toBe(304);

    await database.db.update(beaches).set({ name: "Myrtos Bay" }).where(eq(beaches.slug, "myrtos"));
    const changed = await first.get("/api/v1/beaches?type=SANDY", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("serve a stored page compressed once to a client that takes gzip, and plain to one that does not", async () => {
    await first.get("/crete");
    const zipped = await first.get("/crete", { "Accept-Encoding": "gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const text = await zipped.text();
    expect(text).toContain("<h1");
    const plain = await first.get("/crete", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it("send an answer under a kilobyte as it is, with its length, and a larger one gzipped, to a client that takes gzip", async () => {
    const small = ["/api/v1/health", "/api/v1/beaches/count?type=SANDY", "/api/v1/beaches/no-such-beach"];
    // Twice each: worked out the first time, kept (where it is kept) the second.
    for (const path of [...small, ...small]) {
      const answer = await first.get(path, { "Accept-Encoding": "gzip, deflate" });
      const text = await answer.text();
      expect(answer.headers.get("content-encoding"), path).toBeNull();
      expect(answer.headers.get("content-length"), path).toBe(String(Buffer.byteLength(text)));
      expect(Buffer.byteLength(text), path).toBeLessThan(1024);
    }
    for (let time = 0; time < 2; time += 1) {
      const list = await first.get("/api/v1/beaches?type=SANDY,PEBBLY", {
        "Accept-Encoding": "gzip, deflate",
      });
      expect(list.headers.get("content-encoding")).toBe("gzip");
      const plain = await first.get("/api/v1/beaches?type=SANDY,PEBBLY", { "Accept-Encoding": "identity" });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await list.text()).toBe(await plain.text());
    }
  });

  it("give every answer the site's security headers, worked out or kept", async () => {
    const paths = ["/api/v1/health", "/api/v1/beaches?type=MIXED", "/api/v1/beaches/no-such-beach", "/milos"];
    for (const path of [...paths, ...paths, ...paths]) {
      const answer = await first.get(path, { "Accept-Encoding": "gzip" });
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("x-frame-options"), path).toBe("DENY");
      await answer.arrayBuffer();
    }
  });

  it("render a page once when many visitors ask for it at the same moment", async () => {
    const { server: crowd, renders } = await countingRenders("/rhodes");
    try {
      const pages = await Promise.all(Array.from({ length: 12 }, () => crowd.get("/rhodes")));
      expect(pages.map((page) => page.status)).toEqual(Array(12).fill(200));
      const texts = await Promise.all(pages.map((page) => page.text()));
      expect(new Set(texts).size).toBe(1);
      expect(renders()).toBe(1);
    } finally {
      await crowd.close();
    }
  });

  it("keeps an answer from the second time its address is asked for, the first one served the same", async () => {
    const { server, renders } = await countingRenders("/rhodes");
    try {
      const once = await server.get("/rhodes?from=a-link", { "Accept-Encoding": "gzip" });
      expect(renders()).toBe(1);
      const twice = await server.get("/rhodes?from=a-link", { "Accept-Encoding": "gzip" });
      expect(renders()).toBe(2);
      const thrice = await server.get("/rhodes?from=a-link", { "Accept-Encoding": "gzip" });
      expect(renders()).toBe(2);
      // The same answer each time, with the same validator and the same compression.
      const texts = await Promise.all([once, twice, thrice].map((page) => page.text()));
      expect(new Set(texts).size).toBe(1);
      expect(texts[0]).toContain("<h1");
      expect(new Set([once, twice, thrice].map((page) => page.headers.get("etag"))).size).toBe(1);
      for (const page of [once, twice, thrice]) {
        expect(page.headers.get("content-encoding")).toBe("gzip");
        expect(page.headers.get("cache-control")).toBe("public, no-cache");
      }
      // Another address is a first request again.
      await server.get("/rhodes?from=another-link");
      expect(renders()).toBe(3);
    } finally {
      await server.close();
    }
  });

  it("never keeps a failure or the no-op route", async () => {
    const health = await first.get("/api/v1/health");
    expect(health.headers.get("etag")).toBeNull();
    const missing = await first.get("/api/v1/beaches/no-such-beach");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });
});
