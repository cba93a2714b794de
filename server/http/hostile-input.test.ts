import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { BODY_MAX_BYTES } from "./request-bounds.ts";

// Input a careless client or an attacker sends: bodies larger than any form, bodies of the wrong
// kind, and path segments no slug can be. Each is refused with a 4xx in the API's error shape,
// quickly, and never reaches the database or a route's action.

let database: DatabaseHandle;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" });
  server = await startTestServer(await createSiteApp(database.db));
  admin = await sessionCookie(server.url, "boss@example.com");
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

interface ErrorBody {
  error: { code: string; message: string };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { Origin: server.url, ...headers },
    body,
    // A ReadableStream body goes out chunked, without a Content-Length.
    duplex: "half",
  } as RequestInit);

/** A body of `bytes` bytes sent in 16 KiB chunks, with no Content-Length. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

describe("a body larger than the route takes", () => {
  const big = "email=" + "a".repeat(BODY_MAX_BYTES);
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it("is refused with 413 by its Content-Length, signed out, on a page's action and on the API", async () => {
    for (const [path, headers] of [
      ["/admin/login", form],
      ["/admin/setup", form],
      ["/admin/accept-invite", form],
      ["/api/auth/sign-in/email", { "Content-Type": "application/json" }],
      ["/api/v1/invites/accept", { "Content-Type": "application/json" }],
    ] as const) {
      const response = await post(path, big, headers);
      expect(response.status, path).toBe(413);
      expect(response.headers.get("connection"), path).toBe("close");
      expect(((await response.json()) as ErrorBody).error.code, path).toBe("payload_too_large");
    }
  });

  it("is refused with 413 while it streams in when it comes chunked", async () => {
    for (const path of ["/admin/login", "/api/auth/sign-in/email"]) {
      const response = await post(path, chunked(4 * BODY_MAX_BYTES), form);
      expect(response.status, path).toBe(413);
      expect(((await response.json()) as ErrorBody).error.code).toBe("payload_too_large");
    }
  });

  it("leaves a body within the limit alone, chunked or not", async () => {
    const wrong = await post(
      "/api/auth/sign-in/email",
      JSON.stringify({ email: "a@example.com", password: "x" }),
      {
        "Content-Type": "application/json",
      },
    );
    expect(wrong.status).toBe(401);
    const login = await post("/admin/login", chunked(1024), form);
    expect(login.status).toBeLessThan(500);
    expect(login.status).not.toBe(413);
  });
});

describe("a page's action", () => {
  it("answers 415 to a body that is not a form, JSON included", async () => {
    for (const path of [
      "/admin/login",
      "/admin/setup",
      "/admin/accept-invite",
      "/admin/beaches/new",
      "/admin/login.data",
    ]) {
      const response = await post(path, JSON.stringify({ email: "a@example.com" }), {
        "Content-Type": "application/json",
      });
      expect(response.status, path).toBe(415);
      expect(((await response.json()) as ErrorBody).error.code, path).toBe("unsupported_media_type");
    }
    expect((await post("/admin/login", "email=a")).status).toBe(415);
  });

  it("answers 400 to a multipart body that cannot be parsed", async () => {
    const response = await post("/admin/login", "--x\r\nnot a part", {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe("malformed_body");
  });
});

describe("a path segment that is not a slug", () => {
  it("is not found, on the API and on the pages, without reaching the database", async () => {
    for (const path of [
      "/api/v1/beaches/a%00b",
      "/api/v1/beaches/Myrtos",
      "/api/v1/areas/a%00b",
      "/api/v1/areas/a%00b/beaches",
      "/api/v1/areas/a%00b/nearby",
      "/crete/a%00b",
      "/a%00b",
      "/a%00b/myrtos",
      "/crete/a%01b",
      "/crete/%E2%80%AEb",
      // A line break after the first slash would read as "//host" to a URL parser.
      "/%0D%0A/%15V-T%04%03~",
      "/%0A/crete",
      "/%09/x/y",
    ]) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      if (!path.startsWith("/api/")) expect(await response.text(), path).toContain("404");
    }
  });
});

describe("a NUL or another control character in what a visitor types", () => {
  it("never fails a public read", async () => {
    const nul = "a%00b";
    for (const path of [
      `/api/v1/beaches?search=${nul}`,
      `/api/v1/beaches/count?search=${nul}`,
      `/api/v1/beaches/suggestions?search=${nul}`,
      `/api/v1/search?q=${nul}`,
      `/api/v1/search?q=%1B%5B31m`,
      `/api/v1/beaches?area=${nul}`,
      `/api/v1/beaches?amenities=${nul}`,
      `/?search=${nul}`,
      `/crete?search=${nul}`,
      `/map?search=${nul}`,
      `/?originalQuery=${nul}&search=x`,
    ]) {
      const response = await server.get(path);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("never fails a sign-in", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const login = await post("/admin/login", "email=a%00b%40example.com&password=x%00y", form);
    expect(login.status).toBe(400);
    expect(await login.text()).toContain("Enter a valid e-mail address.");
    const api = await post(
      "/api/auth/sign-in/email",
      JSON.stringify({ email: "a\u0000b@example.com", password: "x\u0000y" }),
      { "Content-Type": "application/json" },
    );
    expect(api.status).toBe(400);
  });

  it("is a field error in the back office's forms, and nothing is stored", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin };
    const area = await post("/admin/areas/new", "name=Nul%00Isle&status=DRAFT", form);
    expect(area.status).toBeGreaterThanOrEqual(400);
    expect(area.status).toBeLessThan(500);
    expect(await area.text()).toContain("Must not contain control characters");
    const areas = await server.getJson<{ items: { name: string }[] }>("/api/v1/areas");
    expect(areas.body.items.some((item) => item.name.startsWith("Nul"))).toBe(false);
  });
});

describe("what the route fuzz found", () => {
  it("a user id holding a NUL names no account: 404, on the API and in the users tab", async () => {
    for (const verb of ["promote", "demote"]) {
      const response = await post(`/api/v1/admin/users/a%00b/${verb}`, "", { Cookie: admin });
      expect(response.status, verb).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code, verb).toBe("role_change_refused");
    }
    const form = { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin };
    const tab = await post("/admin?index", "intent=promote&userId=a%00b", form);
    expect(tab.status).toBe(404);
    expect(await tab.text()).toContain("No such user.");
  });

  it("an invite id holding a NUL is no pending invite: renewing it answers 409", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin };
    const renew = await post("/admin?index", "intent=renew&inviteId=a%00b", form);
    expect(renew.status).toBe(409);
  });

  it("a back-office address too long to come back to after sign-in goes to the plain sign-in page", async () => {
    const long = `/admin/${"%F0%9F%98%80".repeat(1000)}`;
    const response = await fetch(`${server.url}${long}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
  });

  it("better-auth's routes the site does not use answer 404, whatever they are sent", async () => {
    const json = { "Content-Type": "application/json", Cookie: admin };
    for (const [path, body] of [
      ["/api/auth/update-user", { name: "a\u0000b" }],
      ["/api/auth/delete-user", {}],
      ["/api/auth/sign-in/social", { provider: "github", callbackURL: "https://evil.example" }],
      ["/api/auth/link-social", { provider: "github" }],
      ["/api/auth/revoke-sessions", {}],
      ["/api/auth/change-email", { newEmail: "x@example.com" }],
    ] as const) {
      const response = await post(path, JSON.stringify(body), json);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code, path).toBe("not_found");
    }
    expect((await server.get("/api/auth/callback/github?code=x&state=y")).status).toBe(404);
    // What the site does use still answers.
    const session = await server.get("/api/auth/get-session", { Cookie: admin });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe("boss@example.com");
  });

  it("a confirmation link that would return to another site is refused with 400, not 500", async () => {
    for (const callback of [
      "%2F%2Fevil.example",
      "https%3A%2F%2Fevil.example",
      "%2F%5Cevil.example",
      // Paths that only become another site once their dot segments are resolved.
      "%2F.%2F%2Fevil.example",
      "%2F%2e%2F%2Fevil.example",
      "%2F..%2F%2Fevil.example",
      "%2Fadmin%2F..%2F..%2F%2Fevil.example",
    ]) {
      const response = await server.get(`/api/auth/verify-email?token=x&callbackURL=${callback}`);
      expect(response.status, callback).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe("invalid_callback");
    }
    // A page of this site is kept, in the form that was checked.
    for (const [callback, page] of [
      ["%2Fadmin", "/admin"],
      ["%2F.%2Fadmin%2Fsettings", "/admin/settings"],
    ]) {
      const response = await fetch(`${server.url}/api/auth/verify-email?token=x&callbackURL=${callback}`, {
        redirect: "manual",
      });
      expect(response.status, callback).toBe(302);
      expect(new URL(response.headers.get("location")!, "http://here.invalid").pathname, callback).toBe(page);
      expect(response.headers.get("location"), callback).toMatch(/^\/(?![/\\])/);
    }
  });

  it("a beach form whose status or parking names a property of every object is a field error", async () => {
    // A console.error here (React given a function for a select's value) would fail the test.
    const form = { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin };
    for (const body of ["name=Proto%20Bay&status=constructor", "name=Proto%20Bay&parking=__proto__"]) {
      const response = await post("/admin/beaches/new", body, form);
      expect(response.status, body).toBe(422);
    }
  });

  it("a form posted to a page that takes none is refused with 405, and nothing is logged as an error", async () => {
    // A console.error here would fail the test (tests/setup/fail-on-console-error.ts).
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    for (const path of ["/crete", "/crete/myrtos", "/map", "/", "/no/such/page"]) {
      expect((await post(path, "search=x", form)).status, path).toBe(405);
    }
  });
});

describe("control characters where the back office reads text", () => {
  it("a list search holding NUL or other control characters lists as if they were spaces", async () => {
    for (const path of ["/admin/areas?q=%00", "/admin/beaches?q=Ba%00los", "/admin/areas?q=%01%1f%7f"]) {
      const response = await server.get(path, { Cookie: admin });
      expect(response.status, path).toBe(200);
    }
    const balos = await (await server.get("/admin/beaches?q=Bal%00", { Cookie: admin })).text();
    expect(balos).toContain("Balos");
  });

  it("a CSV upload whose file name holds NUL is read, its name kept without it", async () => {
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File(["slug,name\n"], "be\u0000aches.csv", { type: "text/csv" }));
    const response = await post("/admin/imports", form, { Cookie: admin });
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { kind: string; fileName?: string };
    expect(body.kind).toBe("preview");
    expect(body.fileName).toBe("be aches.csv");
  });
});
