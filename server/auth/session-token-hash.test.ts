import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { sessions } from "../db/schema.ts";
import { createApp } from "../http/app.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";
import { DISABLED_AUTH_PATHS } from "./auth.ts";
import { hashSessionToken } from "./session-token-hash.ts";

// Session tokens are stored hashed: what is in the database signs nobody in, even for
// someone who also holds the signing secret, while every cookie keeps working as before.

const SECRET = "a-test-signing-secret-of-some-length-0123456789";
const COOKIE = "better-auth.session_token";
let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(
    createApp({ db: database.db, auth: { secret: SECRET, mailer: { send: async () => {} } } }),
  );
  await createOrPromoteAdmin(database.db, { email: "keeper@example.com", password: "Str0ng!pass" });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const post = (path: string, body: unknown, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      Origin: server.url,
      "Content-Type": "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => pair.startsWith(`${COOKIE}=`))
    .join("; ");

async function signIn(password = "Str0ng!pass"): Promise<{ cookie: string; token: string }> {
  const response = await post("/api/auth/sign-in/email", { email: "keeper@example.com", password });
  expect(response.status).toBe(200);
  const cookie = cookieOf(response);
  // The cookie's value is the token and its signature: "token.signature", URL-encoded.
  const token = decodeURIComponent(cookie.slice(COOKIE.length + 1)).split(".")[0]!;
  return { cookie, token };
}

/** A cookie as better-auth signs it (HMAC-SHA256 of the value with the secret, base64). */
const signed = (value: string) =>
  `${COOKIE}=${encodeURIComponent(`${value}.${createHmac("sha256", SECRET).update(value).digest("base64")}`)}`;

const me = (cookie: string) => fetch(`${server.url}/api/v1/admin/me`, { headers: { Cookie: cookie } });

describe("session tokens", () => {
  it("are kept in the database only as their hash, and the cookie still signs in", async () => {
    const { cookie, token } = await signIn();
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stored = (await database.db.select({ token: sessions.token }).from(sessions)).map(
      (row) => row.token,
    );
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashSessionToken(token));
    expect((await me(cookie)).status).toBe(200);
  });

  it("a cookie made from the stored value, even signed with the real secret, signs nobody in", async () => {
    const { token } = await signIn();
    // The control: the real token, signed the same way, is accepted, so the forgery below is refused
    // for the right reason.
    expect((await me(signed(token))).status).toBe(200);
    expect((await me(signed(hashSessionToken(token)))).status).toBe(401);
  });

  it("sign-out deletes the session's row", async () => {
    const { cookie, token } = await signIn();
    expect((await post("/api/auth/sign-out", {}, cookie)).status).toBe(200);
    const left = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, hashSessionToken(token)));
    expect(left).toEqual([]);
    expect((await me(cookie)).status).toBe(401);
  });

  it("better-auth's own session and role endpoints, which would bypass our rules, are closed", async () => {
    const { cookie } = await signIn();
    // Each is tried with both methods, so a closed path is told from a wrong method.
    for (const path of DISABLED_AUTH_PATHS) {
      expect((await post(`/api/auth${path}`, {}, cookie)).status, `POST ${path}`).toBe(404);
      const get = await fetch(`${server.url}/api/auth${path}`, { headers: { Cookie: cookie } });
      expect(get.status, `GET ${path}`).toBe(404);
    }
    expect((await me(cookie)).status).toBe(200);
  });

  it("a password change ends the other sessions and signs this browser in anew", async () => {
    const mine = await signIn();
    const other = await signIn();
    const response = await post(
      "/api/auth/change-password",
      { currentPassword: "Str0ng!pass", newPassword: "N3w!passw0rd", confirmPassword: "N3w!passw0rd" },
      mine.cookie,
    );
    expect(response.status).toBe(200);
    const renewed = cookieOf(response);
    expect(renewed).not.toBe("");
    expect((await me(renewed)).status).toBe(200);
    expect((await me(other.cookie)).status).toBe(401);
    expect((await me(mine.cookie)).status).toBe(401);
    const stored = (await database.db.select({ token: sessions.token }).from(sessions)).map(
      (row) => row.token,
    );
    for (const token of stored) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });
});
