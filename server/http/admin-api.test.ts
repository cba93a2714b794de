import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import { createUsers } from "../auth/users.ts";
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

type Operation = { security?: unknown };
const adminOperations = Object.entries(
  openApiDocument.paths as unknown as Record<string, { get?: Operation; post?: Operation }>,
)
  .filter(([path]) => path.startsWith("/admin"))
  .flatMap(([path, item]) =>
    (["get", "post"] as const).flatMap((method) =>
      item[method] ? [{ path, method, operation: item[method] }] : [],
    ),
  );
const adminPaths = adminOperations.filter((entry) => entry.method === "get").map((entry) => entry.path);

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
  adminCookie = await sessionCookie(server.url, "boss@example.com");
  userCookie = await sessionCookie(server.url, "plain@example.com");
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the admin API", () => {
  it("is documented with its security requirement", () => {
    expect(adminOperations.length).toBeGreaterThan(0);
    for (const { path, method, operation } of adminOperations) {
      expect(operation.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }]);
    }
  });

  it("refuses every change to anyone but an administrator", async () => {
    for (const { path, method } of adminOperations.filter((entry) => entry.method === "post")) {
      const url = `${server.url}/api/v1${path.replace("{id}", adminId)}`;
      const init = (cookie?: string) => ({
        method: "POST",
        headers: {
          Origin: server.url,
          "Content-Type": "application/json",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
      expect((await fetch(url, init())).status, `${method} ${path}`).toBe(401);
      expect((await fetch(url, init(userCookie))).status, `${method} ${path}`).toBe(403);
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
    const cookie = await sessionCookie(server.url, "demoted@example.com");
    expect((await fetch(`${server.url}/api/v1/admin/me`, { headers: { Cookie: cookie } })).status).toBe(200);
    await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
    expect((await fetch(`${server.url}/api/v1/admin/me`, { headers: { Cookie: cookie } })).status).toBe(403);
  });

  it("promotes and demotes, but never one's own account nor the last administrator", async () => {
    const post = (path: string, cookie = adminCookie) =>
      fetch(`${server.url}/api/v1/admin${path}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
        body: "{}",
      });
    const list = async () =>
      (
        (await (
          await fetch(`${server.url}/api/v1/admin/users`, { headers: { Cookie: adminCookie } })
        ).json()) as {
          items: { id: string; email: string; role: string; last_sign_in_at: string | null }[];
        }
      ).items;
    const plain = (await list()).find((user) => user.email === "plain@example.com")!;
    expect(plain.role).toBe("user");
    expect(plain.last_sign_in_at).not.toBeNull();

    const self = await post(`/users/${adminId}/demote`);
    expect(self.status).toBe(409);
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe(
      "You cannot demote your own account.",
    );
    expect((await post(`/users/${plain.id}/promote`)).status).toBe(200);
    expect((await list()).find((user) => user.id === plain.id)!.role).toBe("admin");
    // Now an administrator, the promoted account acts at once; and may demote the other admin...
    const promotedCookie = await sessionCookie(server.url, "plain@example.com");
    expect((await post(`/users/${adminId}/demote`, promotedCookie)).status).toBe(200);
    // ...who is then refused everywhere, while the last administrator cannot be demoted by anyone.
    expect((await post(`/users/${plain.id}/demote`)).status).toBe(403);
    const last = await post(`/users/${plain.id}/demote`, promotedCookie);
    expect(last.status).toBe(409);
    // The last administrator, asked by anyone else (a session made before the others lost the role).
    await expect(
      createUsers({ db: database.db, clock: () => new Date() }).setRole({
        id: plain.id,
        role: "user",
        by: { id: adminId, email: "boss@example.com", name: "boss", role: "admin" },
      }),
    ).rejects.toThrow("The last administrator cannot be demoted.");
    expect((await post(`/users/nobody/promote`, promotedCookie)).status).toBe(404);
    // Put things back for the other tests.
    expect((await post(`/users/${adminId}/promote`, promotedCookie)).status).toBe(200);
    expect((await post(`/users/${plain.id}/demote`)).status).toBe(200);
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
