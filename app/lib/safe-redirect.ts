/** The longest address kept for after sign-in. */
export const REDIRECT_MAX = 2048;

/** Where the back office goes when there is nowhere (safe) to go back to. */
export const ADMIN_HOME = "/admin";

/**
 * The page to go to after sign-in: only a path on this site. Anything that a browser could
 * read as another origin is refused: `//evil.example` and `/\evil` (both protocol-relative),
 * absolute URLs, backslashes and control characters anywhere. The login page itself is refused too,
 * so signing in never loops.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = ADMIN_HOME): string {
  if (!target || !target.startsWith("/") || target.startsWith("//")) return fallback;
  // No back-office address is this long; carried in a Location header, encoded once more, it would
  // pass the header size that Node, browsers and proxies take, and the redirect would never arrive.
  if (target.length > REDIRECT_MAX) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.invalid") return fallback;
  if (url.pathname === "/admin/login") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that brings the visitor back to `path` (a path with its query). */
export function loginHref(path: string): string {
  const target = safeRedirect(path, "");
  return target && target !== ADMIN_HOME
    ? `/admin/login?redirectTo=${encodeURIComponent(target)}`
    : "/admin/login";
}
