/** The longest address kept for after sign-in. */
export const REDIRECT_MAX = 2048;

/** Where the back office goes when there is nowhere (safe) to go back to. */
export const ADMIN_HOME = "/admin";

/** The origin a return address is resolved against: one no request can name. */
const HERE = "http://same.invalid";

/**
 * A return address as a path of this site, or null when it is not one. The one rule for every place
 * that takes a return address (sign-in's redirectTo, the confirmation mail's callbackURL): the
 * address must start with one slash; backslashes and control characters anywhere refuse it (browsers
 * read a backslash as a slash and drop tabs and line breaks); it is then normalised as a browser
 * would (dot segments, percent-encoded dots) and checked again after, so that `/.//evil.example`,
 * which normalises to `//evil.example`, is refused rather than handed on. What comes back is that
 * normalised form, which normalises to itself: the browser goes exactly where it was checked.
 */
export function sitePath(target: string | null | undefined): string | null {
  if (!target || !/^\/(?![/\\])/.test(target)) return null;
  // No back-office address is this long; carried in a Location header, encoded once more, it would
  // pass the header size that Node, browsers and proxies take, and the redirect would never arrive.
  if (target.length > REDIRECT_MAX) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== HERE || !/^\/(?![/\\])/.test(path) || path.length > REDIRECT_MAX) return null;
  return path;
}

/**
 * The page to go to after sign-in: a path of this site (sitePath), else the fallback. The login page
 * itself is refused too, so signing in never loops.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = ADMIN_HOME): string {
  const path = sitePath(target);
  if (path === null || new URL(path, HERE).pathname === "/admin/login") return fallback;
  return path;
}

/** The login page's address that brings the visitor back to `path` (a path with its query). */
export function loginHref(path: string): string {
  const target = safeRedirect(path, "");
  return target && target !== ADMIN_HOME
    ? `/admin/login?redirectTo=${encodeURIComponent(target)}`
    : "/admin/login";
}
