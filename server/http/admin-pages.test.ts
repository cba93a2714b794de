import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp, loadSiteBuild, pagePaths } from "#tests/integration/pages.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { importRuns, users } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";

// Every back-office address of the app, taken from React Router's route table and from the OpenAPI
// document the server serves, refuses a visitor without a session and an account without the admin
// role: pages redirect to sign-in, the JSON API answers 401 and 403. A page added later
// is swept without anyone listing it here.

let database: DatabaseHandle;
let server: TestServer;
let build: ServerBuild;
const cookies: Record<"admin" | "user", string> = { admin: "", user: "" };
let recordId = 0;

/** The back office's pages open to anyone: signing in, the setup link, invites, unlock links, signing out. */
const OUTSIDE_THE_GUARD = [
  "/admin/login",
  "/admin/setup",
  "/admin/accept-invite",
  "/admin/unlock",
  "/admin/sign-out",
];

beforeAll(async () => {
  database = await createTestDatabase();
  build = await loadSiteBuild();
  server = await startTestServer(await createSiteApp(database.db));
  await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" });
  const { userId } = await createOrPromoteAdmin(database.db, {
    email: "plain@example.com",
    password: "Str0ng!pass",
  });
  await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
  cookies.admin = await sessionCookie(server.url, "boss@example.com");
  // A record for the edit pages (/admin/areas/:id, /admin/beaches/:id) to open.
  const [area] = await insertAreas(database.db, [{ name: "Guardia", status: "DRAFT" }]);
  const [beach] = await insertBeaches(database.db, [
    { name: "Guard Cove", area: "Guardia", latitude: 36, longitude: 25, status: "DRAFT" },
  ]);
  // And a finished import for /admin/import-runs/:id.
  const [run] = await database.db
    .insert(importRuns)
    .values({
      total: 1,
      status: "done",
      actorEmail: "boss@example.com",
      startedAt: new Date(),
      heartbeatAt: new Date(),
    })
    .returning();
  // The same number for all, so one substitution serves every page.
  expect(area!.id).toBe(beach!.id);
  expect(run!.id).toBe(area!.id);
  recordId = area!.id;
  cookies.user = await sessionCookie(server.url, "plain@example.com");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The guarded page addresses: every /admin path of the route table but the open ones ('*' filled in). */
function guardedPages(): string[] {
  return pagePaths(build)
    .filter((path) => path === "/admin" || path.startsWith("/admin/"))
    .filter((path) => !OUTSIDE_THE_GUARD.includes(path))
    .map((path) => path.replace("*", "some/unknown-page").replace(":id", String(recordId)));
}

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

describe("the back office's pages", () => {
  it("are found in the route table", () => {
    const pages = guardedPages();
    for (const known of ["/admin", "/admin/settings", "/admin/audit", "/admin/areas", "/admin/beaches"]) {
      expect(pages).toContain(known);
    }
  });

  it("send a visitor without a session to sign in, and bring them back afterwards", async () => {
    for (const path of guardedPages()) {
      const response = await get(`${path}?x=1`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(`${path}?x=1`)}`,
      );
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("bring a signed-in administrator back only to a page of this site, however the address is written", async () => {
    const hostile = ["/.//evil.example", "/%2e//evil.example", "/admin/..//evil.example", "//evil.example"];
    for (const target of hostile) {
      const query = `?redirectTo=${encodeURIComponent(target)}`;
      // The page, its data request (client-side navigation) and the sign-in form all agree.
      const page = await get(`/admin/login${query}`, cookies.admin);
      expect(page.status, target).toBe(302);
      expect(page.headers.get("Location"), target).toBe("/admin");
      const data = await get(`/admin/login.data${query}`, cookies.admin);
      expect(data.headers.get("X-Remix-Redirect") ?? (await data.text()), target).not.toMatch(/evil/);
      const form = await fetch(`${server.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ email: "boss@example.com", password: "Str0ng!pass", redirectTo: target }),
      });
      expect(form.status, target).toBe(302);
      expect(form.headers.get("Location"), target).toBe("/admin");
    }
    const kept = await get(
      `/admin/login?redirectTo=${encodeURIComponent("/./admin/audit?page=2")}`,
      cookies.admin,
    );
    expect(kept.headers.get("Location")).toBe("/admin/audit?page=2");
  });

  it("send an account without the admin role to sign in, where it is told why", async () => {
    for (const path of guardedPages()) {
      const response = await get(path, cookies.user);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
    }
    const login = await get("/admin/login", cookies.user);
    expect(await login.text()).toContain(
      "You are signed in as plain@example.com, which does not have admin access.",
    );
  });

  it("refuse their data requests (client-side navigation) the same way", async () => {
    for (const path of guardedPages()) {
      const data = path === "/admin" ? "/admin.data" : `${path}.data`;
      for (const cookie of [undefined, cookies.user]) {
        const response = await get(data, cookie);
        const body = await response.text();
        expect(body, data).not.toContain("boss@example.com");
        // The redirect names the page, never its data address.
        const back =
          path === "/admin" ? "/admin/login" : `/admin/login?redirectTo=${encodeURIComponent(path)}`;
        expect(body, data).toContain(back);
        expect(body, data).not.toContain(".data");
      }
    }
  });

  it("refuse a form post from a visitor or a plain account, and change nothing", async () => {
    for (const path of ["/admin?index", "/admin/settings"]) {
      for (const cookie of [undefined, cookies.user]) {
        const response = await fetch(`${server.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            Origin: server.url,
            "Content-Type": "application/x-www-form-urlencoded",
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: new URLSearchParams({ intent: "invite", email: "intruder@example.com" }).toString(),
        });
        expect(response.status, path).toBe(302);
        expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
      }
    }
    const invites = await fetch(`${server.url}/api/v1/admin/invites`, { headers: { Cookie: cookies.admin } });
    expect(JSON.stringify(await invites.json())).not.toContain("intruder@example.com");
  });

  it("open for an administrator, kept by no cache", async () => {
    for (const path of guardedPages()) {
      const response = await get(path, cookies.admin);
      expect(response.status, path).toBe(path.includes("unknown-page") ? 404 : 200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      const body = await response.text();
      if (response.headers.get("Content-Type")?.startsWith("text/csv")) {
        expect(body.split("\r\n")[0], path).toMatch(/^slug,name,area,/);
      } else {
        expect(body, path).toContain("boss@example.com");
      }
    }
  });
});

describe("the back office's JSON API, as the OpenAPI document lists it", () => {
  async function adminOperations() {
    const document = (await (await get("/api/v1/openapi.json")).json()) as {
      servers?: { url: string }[];
      paths: Record<string, Record<string, unknown>>;
    };
    const base = new URL(document.servers?.[0]?.url ?? "/api/v1", server.url).pathname.replace(/\/$/, "");
    return Object.entries(document.paths)
      .map(([path, item]) => ({ path: `${base}${path}`, item }))
      .filter(({ path }) => path.startsWith("/api/v1/admin"))
      .flatMap(({ path, item }) =>
        ["get", "post", "put", "patch", "delete"]
          .filter((method) => method in item)
          .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, "some-id") })),
      );
  }

  it("answers 401 without a session and 403 to an account without the admin role", async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThanOrEqual(5);
    for (const { method, path } of operations) {
      for (const [cookie, status] of [
        [undefined, 401],
        [cookies.user, 403],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, {
          method: method.toUpperCase(),
          headers: {
            Origin: server.url,
            "Content-Type": "application/json",
            ...(cookie ? { Cookie: cookie } : {}),
          },
          ...(method === "get" ? {} : { body: "{}" }),
        });
        expect(response.status, `${method} ${path}`).toBe(status);
      }
    }
  });
});
