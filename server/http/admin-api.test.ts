import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../tests/integration/database.ts";
import { startTestServer, type TestServer } from "../../tests/integration/http.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { createApp } from "./app.ts";
import { openApiDocument } from "./openapi.ts";

// Every back-office API route, as the OpenAPI document lists them, refuses anyone who is not a
// signed-in administrator, and its answers are never kept by the public cache.

let database: DatabaseHandle;
let server: TestServer;
let adminCookie = "";
let userCookie = "";
let adminId = "";

const adminPaths = Object.keys(openApiDocument.paths).filter((path) => path.startsWith("/admin"));

async function sessionFor(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email, password: "Str0ng!pass" }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(createApp({ db: database.db, auth: { mailer: { send: async () => {} } } }));
  adminId = (await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" }))
    .userId;
  const { userId } = await createOrPromoteAdmin(database.db, {
    email: "plain@example.com",
    password: "Str0ng!pass",
  });
  await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
  adminCookie = await sessionFor("boss@example.com");
  userCookie = await sessionFor("plain@example.com");
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the admin API", () => {
  it("is documented with its security requirement", () => {
    expect(adminPaths.length).toBeGreaterThan(0);
    for (const path of adminPaths) {
      const paths = openApiDocument.paths as unknown as Record<string, { get: { security?: unknown } }>;
      const operation = paths[path]!.get;
      expect(operation.security, path).toEqual([{ sessionCookie: [] }]);
    }
  });

  it("answers 401 without a session, 403 for role user and 200 for an admin, never cached", async () => {
    for (const path of adminPaths) {
      const url = `${server.url}/api/v1${path}`;
      const anonymous = await fetch(url);
      expect(anonymous.status, path).toBe(401);
      const user = await fetch(url, { headers: { Cookie: userCookie } });
      expect(user.status, path).toBe(403);
      const admin = await fetch(url, { headers: { Cookie: adminCookie } });
      expect(admin.status, path).toBe(200);
      expect(admin.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(admin.headers.get("ETag"), path).toBeNull();
      // Asked again without the cookie, the answer is not the administrator's kept copy.
      expect((await fetch(url)).status, path).toBe(401);
    }
  });

  it("sees a demotion on the next request", async () => {
    const { userId } = await createOrPromoteAdmin(database.db, {
      email: "demoted@example.com",
      password: "Str0ng!pass",
    });
    const cookie = await sessionFor("demoted@example.com");
    expect((await fetch(`${server.url}/api/v1/admin/me`, { headers: { Cookie: cookie } })).status).toBe(200);
    await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
    expect((await fetch(`${server.url}/api/v1/admin/me`, { headers: { Cookie: cookie } })).status).toBe(403);
  });

  it("lists the audit log newest first, and says who is signed in", async () => {
    const me = await fetch(`${server.url}/api/v1/admin/me`, { headers: { Cookie: adminCookie } });
    expect(await me.json()).toEqual({ id: adminId, email: "boss@example.com", name: "boss", role: "admin" });
    const audit = (await (
      await fetch(`${server.url}/api/v1/admin/audit`, { headers: { Cookie: adminCookie } })
    ).json()) as { items: { action: string; at: string }[]; total: number; page: number };
    expect(audit.page).toBe(1);
    expect(audit.total).toBeGreaterThanOrEqual(audit.items.length);
    expect(audit.items.map((item) => item.action)).toContain("sign_in");
    const times = audit.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await fetch(`${server.url}/api/v1/admin/audit?page=zero`, {
      headers: { Cookie: adminCookie },
    });
    expect(bad.status).toBe(422);
  });
});
