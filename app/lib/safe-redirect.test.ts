import { describe, expect, it } from "vitest";
import { loginHref, safeRedirect } from "./safe-redirect.ts";

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
