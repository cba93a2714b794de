import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of every HTML answer (issue 8, ADR 011). Scripts run only from this
 * site's files or when their exact text was written by the server: each inline script of the page
 * (React Router's hydration data and module loader, the scroll restoration) is listed by its
 * SHA-256 hash. Hashes rather than per-request nonces: a page kept by the public cache is served to
 * many visitors, and the policy is kept with it, so it still matches the scripts it holds.
 * Inline styles stay allowed (Leaflet positions map tiles with style attributes).
 */
export function contentSecurityPolicy(options: { mapTileUrl?: string | undefined }): MiddlewareHandler {
  const tileOrigin = tileSource(options.mapTileUrl);
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("Content-Type") ?? "";
    if (!type.startsWith("text/html") || c.res.headers.has("Content-Security-Policy")) return;
    const { status } = c.res;
    const html = await c.res.text();
    const headers = new Headers(c.res.headers);
    headers.set("Content-Security-Policy", policy(inlineScriptHashes(html), tileOrigin));
    headers.delete("Content-Length");
    // Hono copies the old answer's headers onto a new one; these must win.
    c.res = undefined;
    c.res = new Response(html, { status, headers });
  };
}

const DATA_BLOCK = /^\s*type\s*=\s*["']?application\/(ld\+)?json/i;

/** 'sha256-…' for every inline script that runs (JSON data blocks do not, so they need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    if (/\stype\s*=/i.test(attributes) && DATA_BLOCK.test(attributes.slice(attributes.search(/type\s*=/i)))) {
      continue;
    }
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
