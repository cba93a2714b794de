import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context, MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of every HTML answer (ADR 011, ADR 019). Scripts run only from this
 * site's files or when the server itself wrote them, never because they happen to be in the page:
 *
 * - A rendered page: each request gets an unguessable marker (scriptNonce, handed to React Router
 *   through the load context), which app/entry.server.tsx puts on every inline script React Router
 *   and React emit (hydration data, module loader, scroll restoration). Only scripts carrying it are
 *   listed, by SHA-256 hash; then the marker is stripped. A script that reached the page from stored
 *   text (a description, were its escaping ever to fail) cannot carry it, so it is not listed and
 *   the browser refuses it.
 * - A page of the build (public/offline.html): its inline scripts were written by us at build time,
 *   so an answer whose text is exactly such a file has them listed.
 *
 * Hashes rather than the nonces themselves: a page kept by the public cache is served to many
 * visitors, and the policy is kept with it, so it still matches the scripts it holds.
 * Inline styles stay allowed (Leaflet positions map tiles with style attributes).
 */
export function contentSecurityPolicy(options: {
  mapTileUrl?: string | undefined;
  /** The client build, whose HTML files are served as they are. */
  buildFilesDir?: string | undefined;
}): MiddlewareHandler {
  const tileOrigin = tileSource(options.mapTileUrl);
  const buildPages = buildPageScripts(options.buildFilesDir);
  return async (c, next) => {
    const nonce = randomBytes(18).toString("base64url");
    c.set(NONCE as never, nonce as never);
    await next();
    const type = c.res.headers.get("Content-Type") ?? "";
    if (!type.startsWith("text/html") || c.res.headers.has("Content-Security-Policy")) return;
    const { status } = c.res;
    // The page stays bytes from end to end: its scripts are found and hashed, and the marker cut
    // out, without decoding 130 KB of HTML into a string and encoding it back (ADR 047).
    const html = Buffer.from(await c.res.arrayBuffer());
    const buildPage = buildPages.get(html.length)?.find((known) => known.html.equals(html));
    const { page, hashes } = buildPage
      ? { page: html, hashes: buildPage.hashes }
      : markedScriptsIn(html, nonce);
    const headers = new Headers(c.res.headers);
    headers.set("Content-Security-Policy", policy(hashes, tileOrigin));
    headers.delete("Content-Length");
    // Hono copies the old answer's headers onto a new one; these must win.
    c.res = undefined;
    c.res = new Response(page as Uint8Array<ArrayBuffer>, { status, headers });
  };
}

const NONCE = "scriptNonce";

/** This request's script marker, for the load context; undefined where no policy is sent. */
export function scriptNonce(c: Context): string | undefined {
  return c.get(NONCE as never) as string | undefined;
}

/**
 * The hashes of the inline scripts carrying `nonce="<nonce>"`, and the page with that marker removed
 * (from scripts and React Router's modulepreload links alike).
 */
export function markedScripts(html: string, nonce: string): { page: string; hashes: string[] } {
  const { page, hashes } = markedScriptsIn(Buffer.from(html, "utf8"), nonce);
  return { page: page.toString("utf8"), hashes };
}

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = 0x3e;
const SPACES = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d]);

/**
 * markedScripts on the page's UTF-8 bytes. The markup around the marked scripts is React's own, so
 * their tags are in lower case; a tag written otherwise is not found, so not listed, and the browser
 * refuses it, which is the safe way to miss one.
 */
export function markedScriptsIn(html: Buffer, nonce: string): { page: Buffer; hashes: string[] } {
  const marker = Buffer.from(` nonce="${nonce}"`);
  const hashes = new Set<string>();
  let at = html.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const after = at + SCRIPT_OPEN.length;
    const next = html[after];
    if (next !== TAG_END && (next === undefined || !SPACES.has(next))) {
      at = html.indexOf(SCRIPT_OPEN, after);
      continue;
    }
    const open = html.indexOf(TAG_END, after);
    const close = open === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, open + 1);
    if (close === -1) break;
    // Attributes are ASCII where it matters (the marker, type, src): latin1 reads them byte for byte.
    const attributes = html.toString("latin1", after, open);
    if (attributes.includes(marker.toString("latin1")) && runs(attributes))
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(html.subarray(open + 1, close))
          .digest("base64")}'`,
      );
    at = html.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  const parts: Buffer[] = [];
  let from = 0;
  for (let hit = html.indexOf(marker); hit !== -1; hit = html.indexOf(marker, from)) {
    parts.push(html.subarray(from, hit));
    from = hit + marker.length;
  }
  parts.push(html.subarray(from));
  return { page: parts.length === 1 ? html : Buffer.concat(parts), hashes: [...hashes] };
}

/** Each HTML file of the build (by its bytes, under their length) with the hashes of all its inline scripts. */
function buildPageScripts(dir: string | undefined): Map<number, { html: Buffer; hashes: string[] }[]> {
  const pages = new Map<number, { html: Buffer; hashes: string[] }[]>();
  if (!dir) return pages;
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return pages;
  }
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    const html = readFileSync(join(dir, file));
    const known = pages.get(html.length) ?? [];
    known.push({ html, hashes: inlineScriptHashes(html.toString("utf8"), () => true) });
    pages.set(html.length, known);
  }
  return pages;
}

const DATA_BLOCK = /^\s*type\s*=\s*["']?application\/(ld\+)?json/i;

/** Whether a script with these attributes runs its inline text: not one with a src, nor a JSON data block. */
function runs(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  return !(
    /\stype\s*=/i.test(attributes) && DATA_BLOCK.test(attributes.slice(attributes.search(/type\s*=/i)))
  );
}

/**
 * 'sha256-…' for each inline script whose opening tag's attributes pass `trusted` and that runs
 * (JSON data blocks do not, so they need none).
 */
export function inlineScriptHashes(html: string, trusted: (attributes: string) => boolean): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (!trusted(attributes) || !runs(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** Where map tiles come from, for img-src: the template's origin (its {s} subdomains as a wildcard). */
function tileSource(template: string | undefined): string {
  if (!template) return "";
  try {
    const url = new URL(template.replace(/\{s\}/g, "a"));
    return template.includes("{s}.")
      ? `${url.protocol}//*.${url.host.split(".").slice(1).join(".")}`
      : url.origin;
  } catch {
    return "";
  }
}

function policy(hashes: string[], tileOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Beach photos are https links to wherever their credit points (Wikimedia, Flickr...).
    `img-src 'self' data: blob: https: ${tileOrigin}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
