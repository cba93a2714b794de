import type { MiddlewareHandler } from "hono";
import type { DataVersion } from "../cache/data-version.ts";

// Public reads, cached per instance under the data version (ADR 010). An answer depends on the
// build, the data and, for relative times such as 'Updated 3 days ago', the hour; the three make
// the ETag and the cache key, so an admin's change reaches every visitor at once, on every instance.

/** How many answers one instance keeps, and how many bytes at most. */
const MAX_ENTRIES = 4000;
const MAX_BYTES = 64 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** Browsers and proxies keep the answer but ask again each time; an unchanged one costs a 304. */
const REVALIDATE = "public, no-cache";

interface Entry {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Public reads: the JSON API (not the no-op health route), search-engine files and pages with their data. */
export function isCacheablePath(path: string): boolean {
  if (path === "/api/v1/health") return false;
  if (path.startsWith("/api/")) return path.startsWith("/api/v1/");
  if (path.startsWith("/admin")) return false;
  // Files of the build (assets, icons, sw.js...) are served from disk with their own headers.
  return !/\.[a-z0-9]+$/i.test(path) || /\.(data|xml|txt)$/.test(path);
}

export function createPublicCache(options: { dataVersion: DataVersion; buildId: string; clock: () => Date }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = "";

  const store = (key: string, entry: Entry) => {
    if (entry.body.byteLength > MAX_BYTES / 100) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      entries.delete(oldKey);
      bytes -= old.body.byteLength;
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== "GET" || !isCacheablePath(c.req.path)) return next();
    const version = await options.dataVersion.current();
    const hour = Math.floor(options.clock().getTime() / HOUR_MS);
    const current = `${options.buildId}.${version}.${hour}`;
    if (current !== generation) {
      // Everything cached belongs to an older build, data version or hour.
      entries.clear();
      bytes = 0;
      generation = current;
    }
    const etag = `"${current}"`;
    const matches = (c.req.header("If-None-Match") ?? "")
      .split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag);

    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}`;
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      if (matches) return c.body(null, 304, { ETag: etag, "Cache-Control": REVALIDATE });
      return new Response(cached.body.slice(0), { status: cached.status, headers: cached.headers });
    }

    await next();
    const response = c.res;
    const control = response.headers.get("Cache-Control") ?? "";
    // Only a plain success that names no visitor is shared: never a cookie or a private answer.
    if (response.status !== 200 || response.headers.has("Set-Cookie") || /private|no-store/.test(control)) {
      return;
    }
    const headers = new Headers(response.headers);
    headers.set("ETag", etag);
    headers.set("Cache-Control", REVALIDATE);
    const body = await response.arrayBuffer();
    store(key, { status: 200, headers: [...headers], body });
    // Hono copies the old answer's headers onto a new one; the cached headers must win.
    c.res = undefined;
    c.res = matches
      ? new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": REVALIDATE } })
      : new Response(body.slice(0), { status: 200, headers });
  };

  return { middleware, size: () => entries.size };
}
