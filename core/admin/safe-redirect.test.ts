import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginHref, safeRedirect, sitePath } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it.each([
    ["//evil.example", "protocol-relative"],
    ["//evil.example/admin", "protocol-relative with a path"],
    ["https://evil.example", "absolute"],
    ["http://evil.example/admin", "absolute http"],
    ["/\\evil", "a backslash browsers read as a slash"],
    ["/\\/evil.example", "slash, backslash, slash"],
    ["\\\\evil.example", "two backslashes"],
    ["javascript:alert(1)", "a script URL"],
    ["admin", "a relative path without a slash"],
    ["/\tevil", "a tab"],
    ["/admin\n//evil.example", "a line break"],
    ["", "empty"],
    ["/admin/login", "the login page itself"],
    ["/.//evil.example", "a dot segment before two slashes"],
    ["/%2e//evil.example", "an encoded dot segment before two slashes"],
    ["/%2E%2E//evil.example", "an encoded dot-dot segment before two slashes"],
    ["/../..//evil.example/admin", "dot-dot segments above the root"],
    ["/admin/..//evil.example", "a dot-dot segment back to the root"],
    ["/./admin/login", "the login page behind a dot segment"],
  ])("refuses %s (%s)", (target) => {
    expect(safeRedirect(target)).toBe("/admin");
  });

  it.each([
    ["/admin/settings", "/admin/settings"],
    ["/admin?tab=users", "/admin?tab=users"],
    ["/admin/audit?page=2#top", "/admin/audit?page=2#top"],
    ["/crete", "/crete"],
  ])("keeps the same-origin path %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("keeps a page behind dot segments in its normalised form", () => {
    expect(safeRedirect("/./admin/settings")).toBe("/admin/settings");
    expect(safeRedirect("/admin/x/../audit?page=2")).toBe("/admin/audit?page=2");
  });

  it("falls back to what the caller names", () => {
    expect(safeRedirect(null, "/")).toBe("/");
    expect(safeRedirect("//evil.example", "/")).toBe("/");
  });
});

describe("loginHref", () => {
  it("asks the login page to bring the visitor back", () => {
    expect(loginHref("/admin/settings?x=1")).toBe("/admin/login?redirectTo=%2Fadmin%2Fsettings%3Fx%3D1");
  });

  it("leaves out the dashboard (where sign-in goes anyway) and anything unsafe", () => {
    expect(loginHref("/admin")).toBe("/admin/login");
    expect(loginHref("//evil.example")).toBe("/admin/login");
  });
});

describe("sitePath, over any address built from slashes, dots, encodings and host-like parts", () => {
  const part = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2e",
    "%2E",
    "%2e%2e",
    "%2f",
    "%2F",
    "%5c",
    "%00",
    "%09",
    "evil.example",
    "admin",
    "@",
    ":",
    "?",
    "#",
    "http:",
    "\t",
    " ",
    "é",
  );
  const address = fc.array(part, { maxLength: 10 }).map((parts) => parts.join(""));
  const HERE = "http://same.invalid";

  it("answers a path of this site that a browser resolves to itself, or nothing", () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string(), fc.webUrl()), (target) => {
        const path = sitePath(target);
        if (path === null) return;
        expect(path).toMatch(/^\/(?![/\\])/);
        // A browser given the answer as a Location stays here and asks for exactly this path.
        const resolved = new URL(path, "https://beaches.example");
        expect(resolved.origin).toBe("https://beaches.example");
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(path);
        // Checking the answer again changes nothing.
        expect(sitePath(path)).toBe(path);
        // And it is where the address itself leads.
        const original = new URL(target, HERE);
        expect(original.origin).toBe(HERE);
        expect(`${original.pathname}${original.search}${original.hash}`).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  it("never answers for an address that leads to another origin", () => {
    fc.assert(
      fc.property(address, (target) => {
        let leadsAway: boolean;
        try {
          leadsAway = new URL(target, HERE).origin !== HERE;
        } catch {
          leadsAway = true;
        }
        if (leadsAway) expect(sitePath(target)).toBeNull();
      }),
      { numRuns: 5000 },
    );
  });
});
