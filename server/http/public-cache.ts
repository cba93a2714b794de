import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { DataVersion } from "../cache/data-version.ts";

// Public reads, cached per instance under the data version (ADR 010). An answer depends on the
// build, the data and, for relative times such as 'Updated 3 days ago', the hour; the three make
// the ETag and the cache key, so an admin's change reaches every visitor at once, on every instance.

/** How many answers one instance keeps, and how many bytes at most. */
const MAX_ENTRIES = 4000;
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Addresses asked for once that an instance remembers (their keys only). An answer is kept from the
 * second time its address is asked for (or when others wait for it at the first): most addresses
 * of a crawl, a new filter set or a page number are asked for once, and keeping those answers cost
 * more than serving them. Each kept answer is a buffer outside the JavaScript heap that the garbage
 * collector frees only in a full collection once the answer is dropped; at 50,000 beaches, storing
 * every once-asked page set one off about every 40 requests, 40-90 ms of the main thread each,
 * which was most of the cold pages' p99 (ADR 047).
 */
const SEEN_MAX = 20_000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Answers an instance works out at once; the next cold read waits for one of them to finish. The
 * work is mostly on the main thread, and requests that interleave it all finish late together,
 * while everything else (the no-op route, kept answers, the back office) waits behind all of them:
 * eight cold lists at once held the no-op route 45-51 ms at p99. In turn, each finishes as soon as
 * it can and nothing else waits behind more than two. Two keeps the database thread (or server)
 * busy while the main thread renders the other.
 */
const WORKING_AT_ONCE = 2;
/** Browsers and proxies keep the answer but ask again each time; an unchanged one costs a 304. */
const REVALIDATE = "public, no-cache";

interface Entry {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The body compressed once when stored, so a hit costs no compression. */
  gzip: ArrayBuffer | null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json))|\+json|\+xml/;
const MIN_COMPRESSED_BYTES = 1024;

/** True when the request accepts gzip (and does not refuse it with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .some((part) => /^(gzip|\*)(\s*;|$)/.test(part) && !/;\s*q=0(\.0*)?$/.test(part));
}

const gzipAsync = promisify(gzipCallback);

/**
 * The body gzipped for keeping, or null when not worth it. On libuv's thread pool, not the event
 * loop: a page of 130 KB took about 2 ms of it, during which no other request moved.
 */
async function compressed(body: ArrayBuffer, contentType: string | null): Promise<ArrayBuffer | null> {
  if (body.byteLength < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(contentType ?? "")) return null;
  const zipped = await gzipAsync(new Uint8Array(body), { level: 6 });
  return zipped.buffer.slice(zipped.byteOffset, zipped.byteOffset + zipped.byteLength) as ArrayBuffer;
}

/** The answer to send: gzipped when stored so and accepted, with a weak ETag as the encoding differs. */
function answer(entry: Entry, etag: string, gzip: boolean): Response {
  const headers = new Headers(entry.headers);
  headers.set("Vary", "Accept-Encoding");
  if (gzip && entry.gzip) {
    headers.set("Content-Encoding", "gzip");
    headers.set("ETag", `W/${etag}`);
    headers.delete("Content-Length");
    return new Response(new Uint8Array(entry.gzip), { status: entry.status, headers });
  }
  // With its length, compression passes over an answer under a kilobyte (one too small to be kept
  // gzipped) instead of streaming a few bytes through gzip.
  headers.set("Content-Length", String(entry.body.byteLength));
  // As bytes, not an ArrayBuffer: the Node adapter writes bytes straight to the socket, where it
  // would stream an ArrayBuffer through a Fetch Response. Whatever reads them copies them first.
  return new Response(new Uint8Array(entry.body), { status: entry.status, headers });
}

/** Public reads: the JSON API (not the no-op health route), search-engine files and pages with their data. */
export function isCacheablePath(path: string): boolean {
  if (path === "/api/v1/health") return false;
  // The back office's API answers per account: never shared.
  if (path === "/api/v1/admin" || path.startsWith("/api/v1/admin/")) return false;
  if (path.startsWith("/api/v1/invites")) return false;
  if (path.startsWith("/api/")) return path.startsWith("/api/v1/");
  if (path.startsWith("/admin")) return false;
  // Files of the build (assets, icons, sw.js...) are served from disk with their own headers.
  return !/\.[a-z0-9]+$/i.test(path) || /\.(data|xml|txt)$/.test(path);
}

/** At most `limit` holders at a time; the others wait in the order they came. */
function turns(limit: number) {
  let holders = 0;
  const queue: (() => void)[] = [];
  return {
    async take(): Promise<() => void> {
      if (holders < limit) holders += 1;
      // A leaving holder hands its turn straight to the first in the queue.
      else await new Promise<void>((resolve) => queue.push(resolve));
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const nextInLine = queue.shift();
        if (nextInLine) nextInLine();
        else holders -= 1;
      };
    },
    get waiting() {
      return queue.length;
    },
  };
}

export function createPublicCache(options: {
  dataVersion: DataVersion;
  buildId: string;
  clock: () => Date;
  /**
   * Answers are kept per host as well as per path: when no PUBLIC_URL is set, absolute links are
   * made from the host a request names, and one request with a forged Host must not decide what
   * every later visitor's page links to.
   */
  perHost?: boolean;
  /** Answers worked out at once (WORKING_AT_ONCE unless given). */
  workingAtOnce?: number;
}) {
  const working = turns(options.workingAtOnce ?? WORKING_AT_ONCE);
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Entry | null>>();
  /** Keys asked for once and not kept. */
  const seen = new Set<string>();
  /** Flights that another visitor waits for: their answer is kept even at its first request. */
  const awaited = new Set<string>();
  let bytes = 0;
  let generation = "";

  const store = (key: string, entry: Entry) => {
    if (entry.body.byteLength > MAX_BYTES / 100) return;
    entries.set(key, entry);
    bytes += entry.body.byteLength + (entry.gzip?.byteLength ?? 0);
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      entries.delete(oldKey);
      bytes -= old.body.byteLength + (old.gzip?.byteLength ?? 0);
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

    const gzip = acceptsGzip(c.req.header("Accept-Encoding"));
    const url = new URL(c.req.url);
    const key = options.perHost ? `${url.host}${url.pathname}${url.search}` : `${url.pathname}${url.search}`;
    const hit = (entry: Entry) =>
      matches ? c.body(null, 304, { ETag: etag, "Cache-Control": REVALIDATE }) : answer(entry, etag, gzip);
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      return hit(cached);
    }
    // Visitors asking for the same missing answer at once wait for the first one's work (no stampede).
    const flightKey = `${current} ${key}`;
    const inFlight = flights.get(flightKey);
    if (inFlight) {
      awaited.add(flightKey);
      const entry = await inFlight;
      if (entry) return hit(entry);
    }
    const repeated = seen.has(key);
    if (!repeated) {
      if (seen.size >= SEEN_MAX) seen.clear();
      seen.add(key);
    }
    let land!: (entry: Entry | null) => void;
    if (!inFlight) flights.set(flightKey, new Promise<Entry | null>((resolve) => (land = resolve)));
    let settled = Boolean(inFlight);
    const settle = (entry: Entry | null) => {
      if (settled) return;
      settled = true;
      flights.delete(flightKey);
      land(entry);
    };

    const giveTurn = await working.take();
    try {
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
      headers.delete("Content-Length");
      const body = await response.arrayBuffer();
      const entry: Entry = {
        status: 200,
        headers: [...headers],
        body,
        gzip: await compressed(body, headers.get("Content-Type")),
      };
      // Asked for once so far, the answer goes to this visitor and any waiting for it, not kept.
      if (repeated || awaited.has(flightKey)) {
        seen.delete(key);
        store(key, entry);
      }
      settle(entry);
      // Hono copies the old answer's headers onto a new one; the cached headers must win.
      c.res = undefined;
      c.res = matches
        ? new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": REVALIDATE } })
        : answer(entry, etag, gzip);
    } finally {
      giveTurn();
      awaited.delete(flightKey);
      // Whatever happened, waiting visitors go on (to do the work themselves when nothing was kept).
      settle(null);
    }
  };

  return { middleware, size: () => entries.size, waiting: () => working.waiting };
}
