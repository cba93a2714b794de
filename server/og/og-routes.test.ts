import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "#core/pages/og-image.ts";
import { RESERVED_AREA_SLUGS } from "../areas/reserved-slugs.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createApp } from "../http/app.ts";
import { createOgRenderPool } from "./og-images.ts";
import { OG_BUSY_MESSAGE } from "./og-routes.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";

// The og cards over real HTTP: PNG bytes of the right size for public beaches and areas, 404 for
// anything not public, cache headers, and the pages' meta tags that link them.

let database: DatabaseHandle;
let server: TestServer;

const beach = (name: string, area: string, extra: Partial<BeachSeed> = {}): BeachSeed => ({
  name,
  area,
  status: "ACTIVE",
  latitude: 35.3,
  longitude: 23.5,
  type: "SANDY",
  wave_conditions: "CALM",
  parking: "SMALL_LOT",
  organized: false,
  blue_flag: false,
  amenities: [],
  ...extra,
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The content of a meta tag of the page's head. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Crete", status: "ACTIVE", description: "The largest Greek island." },
    { name: "Hiddenisle", status: "HIDDEN" },
    {
      name: "Photo Bay",
      status: "ACTIVE",
      heroPhotoUrl: "https://photos.example/bay.jpg",
      heroPhotoSource: "Jane Doe",
    },
  ]);
  await insertBeaches(database.db, [
    beach("Balos", "Crete"),
    beach("Myrtos Pebbles", "Crete", { type: "PEBBLY" }),
    beach("Secret Draft Cove", "Crete", { status: "DRAFT" }),
    beach("Secret Hidden Cove", "Crete", { status: "HIDDEN" }),
    beach("Cove Of Hidden Isle", "Hiddenisle"),
    // Characters XML cannot hold, which an import or an old record may still carry.
    beach("Odd\uFFFF Cove \uD800\u0001", "Crete", { slug: "odd-cove" }),
    beach("Pictured", "Crete", {
      photo_url: "https://photos.example/pictured.jpg",
      photo_source: "Photo by John Smith via Unsplash",
    }),
  ]);
  server = await startTestServer(await createSiteApp(database.db));
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("GET /og/{area}/{beach}.png and /og/{area}.png", () => {
  it.each(["/og/crete/balos.png", "/og/crete/myrtos-pebbles.png", "/og/crete.png", "/og/crete/odd-cove.png"])(
    "%s answers a 1200x630 PNG",
    async (path) => {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pngSize(bytes)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
      expect(response.headers.get("etag")).toMatch(/^"og-[0-9a-z]+"$/);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    },
  );

  it("draws different beaches differently, and the same beach the same each time", async () => {
    const [balos, myrtos, again] = await Promise.all(
      ["/og/crete/balos.png", "/og/crete/myrtos-pebbles.png", "/og/crete/balos.png"].map(async (path) =>
        Buffer.from(await (await server.get(path)).arrayBuffer()),
      ),
    );
    expect(balos!.equals(myrtos!)).toBe(false);
    expect(balos!.equals(again!)).toBe(true);
  });

  it.each([
    ["an unknown beach", "/og/crete/nowhere.png"],
    ["a DRAFT beach", "/og/crete/secret-draft-cove.png"],
    ["a HIDDEN beach", "/og/crete/secret-hidden-cove.png"],
    ["an ACTIVE beach in a HIDDEN area", "/og/hiddenisle/cove-of-hidden-isle.png"],
    ["a beach under another area's slug", "/og/hiddenisle/balos.png"],
    ["a HIDDEN area", "/og/hiddenisle.png"],
    ["an unknown area", "/og/atlantis.png"],
    ["a file that is no PNG", "/og/crete.jpg"],
    ["a slug that is no slug", "/og/Crete.png"],
    ["a path too deep", "/og/crete/balos/more.png"],
    ["the bare prefix", "/og"],
  ])("answers 404 for %s", async (_, path) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toBe("image/png");
  });

  it("keeps a card for a year under the key its page links, and answers 304 to its ETag", async () => {
    const page = await (await server.get("/crete/balos")).text();
    const image = new URL(metaContent(page, "og:image")!);
    const response = await server.get(`${image.pathname}${image.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag")!;
    const again = await server.get(`${image.pathname}${image.search}`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    // An older link (before an edit) gets today's card, kept briefly.
    const stale = await server.get(`${image.pathname}?v=old`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("is a prefix no area can take as its slug", () => {
    expect(RESERVED_AREA_SLUGS.has("og")).toBe(true);
  });
});

describe("the pages' link previews", () => {
  it("a beach without a photo links its card, absolute, with its size and alt", async () => {
    const html = await (await server.get("/crete/balos")).text();
    const image = metaContent(html, "og:image")!;
    expect(image).toMatch(new RegExp(`^${server.url}/og/crete/balos\\.png\\?v=[0-9a-z]+$`));
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "og:image:alt")).toBe("Balos, sandy beach in Crete: an illustration");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(image);
  });

  it("an area without a photo links its card", async () => {
    const html = await (await server.get("/crete")).text();
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${server.url}/og/crete\\.png\\?v=[0-9a-z]+$`));
    expect(metaContent(html, "og:image:alt")).toBe("Crete: an illustration of its coast");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  });

  it("a beach or area with a photo links the photo itself", async () => {
    const beachPage = await (await server.get("/crete/pictured")).text();
    expect(metaContent(beachPage, "og:image")).toBe("https://photos.example/pictured.jpg");
    expect(metaContent(beachPage, "og:image:alt")).toBe("Pictured, Crete");
    expect(metaContent(beachPage, "og:image:width")).toBeUndefined();
    const areaPage = await (await server.get("/photo-bay")).text();
    expect(metaContent(areaPage, "og:image")).toBe("https://photos.example/bay.jpg");
  });
});

describe("drawing cards when many are asked for", () => {
  /** An app of its own on the same database: its own drawing pool, allowance and folder. */
  async function ogServer(og: Parameters<typeof createApp>[0]["og"], clock?: () => Date) {
    return startTestServer(createApp({ db: database.db, trustProxy: true, og, ...(clock ? { clock } : {}) }));
  }
  const from = (address: string) => ({ "X-Forwarded-For": address });

  it("draws each card once per version, keeps it on disk, and a restarted server draws none of it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "og-route-cards-"));
    const pool = createOgRenderPool({ size: 1 });
    const restartedPool = createOgRenderPool({ size: 1 });
    const first = await ogServer({ dir, pool });
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => first.get("/og/crete/balos.png", from("203.0.113.1"))),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const bytes = Buffer.from(await answers[0]!.arrayBuffer());
      expect(pool.drawn()).toBe(1);
      expect(readdirSync(dir)).toEqual([expect.stringMatching(/^crete_balos\.[0-9a-z]+\.png$/)]);

      const restarted = await ogServer({ dir, pool: restartedPool });
      try {
        const again = await restarted.get("/og/crete/balos.png", from("203.0.113.1"));
        expect(again.status).toBe(200);
        expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
        expect(restartedPool.drawn()).toBe(0);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
      await Promise.all([pool.close(), restartedPool.close()]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a client past its drawings for the minute 429, while drawn cards and other clients are served", async () => {
    let now = new Date("2026-08-01T12:00:00Z");
    const pool = createOgRenderPool({ size: 1 });
    const server = await ogServer({ pool, drawsPerMinute: 2 }, () => now);
    try {
      const crawler = from("203.0.113.9");
      expect((await server.get("/og/crete.png", crawler)).status).toBe(200);
      expect((await server.get("/og/crete/balos.png", crawler)).status).toBe(200);
      const refused = await server.get("/og/crete/myrtos-pebbles.png", crawler);
      expect(refused.status).toBe(429);
      expect(await refused.text()).toBe("Too many requests. Please try again later.");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      // A card drawn already costs nothing to send: it is not counted.
      expect((await server.get("/og/crete/balos.png", crawler)).status).toBe(200);
      expect((await server.get("/og/crete/myrtos-pebbles.png", from("198.51.100.4"))).status).toBe(200);
      expect(pool.drawn()).toBe(3);
      now = new Date(now.getTime() + 61_000);
      expect((await server.get("/og/crete/pictured.png", crawler)).status).toBe(200);
    } finally {
      await server.close();
      await pool.close();
    }
  });

  it("answers 503 at once with Retry-After when every drawer is busy, and the site keeps answering", async () => {
    const pool = createOgRenderPool({ size: 1, queueLimit: 0 });
    const server = await ogServer({ pool });
    try {
      // A drawing that keeps the only drawer busy for a second or more.
      const busy = pool.render(
        `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><filter id="b"><feGaussianBlur stdDeviation="80"/></filter><circle cx="1500" cy="1500" r="900" fill="#0af" filter="url(#b)"/></svg>`,
      );
      const refused = await server.get("/og/crete/balos.png", from("203.0.113.7"));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.text()).toBe(OG_BUSY_MESSAGE);
      expect((await server.get("/api/v1/health")).status).toBe(200);
      await busy;
      expect((await server.get("/og/crete/balos.png", from("203.0.113.7"))).status).toBe(200);
    } finally {
      await server.close();
      await pool.close();
    }
  });
});
