import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, or } from "drizzle-orm";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { accounts, auditLog, rateLimits, users } from "../db/schema.ts";
import { createApp } from "../http/app.ts";
import type { Mail } from "../mail/mailer.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";
import { createAccounts } from "./accounts.ts";

// Accounts through the real HTTP routes of better-auth on the real database: an administrator made
// from the shell signs in with e-mail and password and gets an HttpOnly session cookie.

let database: DatabaseHandle;
let server: TestServer;
const mails: Mail[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(
    createApp({
      db: database.db,
      auth: { mailer: { send: async (mail) => void mails.push(mail) } },
    }),
  );
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const signIn = (email: string, password: string) =>
  fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email, password }),
  });

/** The session cookie a response sets, as a Cookie header value. */
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");

describe("npm run admin:create", () => {
  it("makes a verified administrator whose password is stored as an argon2id hash", async () => {
    const { created, userId } = await createOrPromoteAdmin(database.db, {
      email: " First.Admin@Example.com ",
      password: "Str0ng!pass",
    });
    expect(created).toBe(true);
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: "first.admin@example.com", role: "admin", emailVerified: true });
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account!.password).not.toContain("Str0ng!pass");
  });

  it("refuses a weak password or a bad e-mail with the sign-up wording, writing nothing", async () => {
    await expect(
      createOrPromoteAdmin(database.db, { email: "weak@example.com", password: "password" }),
    ).rejects.toThrow(
      "Password requirements not met: One uppercase letter, One number, One special character",
    );
    await expect(
      createOrPromoteAdmin(database.db, { email: "not-an-email", password: "Str0ng!pass" }),
    ).rejects.toThrow("Enter a valid e-mail address.");
    const rows = await database.db.select().from(users).where(eq(users.email, "weak@example.com"));
    expect(rows).toEqual([]);
  });

  it("promotes an existing account and replaces its password, keeping one account", async () => {
    const first = await createOrPromoteAdmin(database.db, {
      email: "promote@example.com",
      password: "Old!pass1",
    });
    await database.db.update(users).set({ role: "user" }).where(eq(users.id, first.userId));
    const second = await createOrPromoteAdmin(database.db, {
      email: "promote@example.com",
      password: "New!pass2",
    });
    expect(second).toEqual({ created: false, userId: first.userId });
    expect((await signIn("promote@example.com", "Old!pass1")).status).toBe(401);
    expect((await signIn("promote@example.com", "New!pass2")).status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.id, first.userId));
    expect(user!.role).toBe("admin");
  });
});

describe("signing in at /api/auth", () => {
  it("answers the right password with an HttpOnly, SameSite=Lax session cookie and a session of role admin", async () => {
    await createOrPromoteAdmin(database.db, { email: "signin@example.com", password: "Str0ng!pass" });
    const response = await signIn("signin@example.com", "Str0ng!pass");
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // Served over plain http here, so not Secure.
    expect(setCookie).not.toMatch(/;\s*Secure/i);

    const session = await fetch(`${server.url}/api/auth/get-session`, {
      headers: { Cookie: sessionCookie(response) },
    });
    const body = (await session.json()) as { user: { email: string; role: string } };
    expect(body.user).toMatchObject({ email: "signin@example.com", role: "admin" });
  });

  it("answers a wrong password and an unknown e-mail alike, without a session", async () => {
    await createOrPromoteAdmin(database.db, { email: "known@example.com", password: "Str0ng!pass" });
    const wrong = await signIn("known@example.com", "Wrong!pass1");
    const unknown = await signIn("nobody@example.com", "Wrong!pass1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(sessionCookie(wrong)).not.toMatch(/session_token=[^;]+/);
  });

  it("does not take a sign-in posted from another site", async () => {
    await createOrPromoteAdmin(database.db, { email: "csrf@example.com", password: "Str0ng!pass" });
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ email: "csrf@example.com", password: "Str0ng!pass" }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    const withoutOrigin = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "csrf@example.com", password: "Str0ng!pass" }),
    });
    expect(withoutOrigin.status).toBe(403);
  });
});

describe("signing out", () => {
  it("ends the session on the server, so the old cookie no longer signs in", async () => {
    await createOrPromoteAdmin(database.db, { email: "signout@example.com", password: "Str0ng!pass" });
    const cookie = sessionCookie(await signIn("signout@example.com", "Str0ng!pass"));
    const session = () =>
      fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } }).then(
        (response) => response.json() as Promise<{ user?: unknown } | null>,
      );
    expect((await session())?.user).toBeTruthy();
    const out = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await session()).toBeNull();
  });
});

describe("the audit log", () => {
  it("records the shell's admin, a failed and a good sign-in and a sign-out, with who, what and from where", async () => {
    const { userId } = await createOrPromoteAdmin(database.db, {
      email: "audited@example.com",
      password: "Str0ng!pass",
    });
    await signIn("audited@example.com", "Wrong!pass1");
    const cookie = sessionCookie(await signIn("audited@example.com", "Str0ng!pass"));
    await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: "{}",
    });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.target, "audited@example.com"), eq(auditLog.actorId, userId)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(["admin_created", "sign_in_failed", "sign_in", "sign_out"]);
    expect(rows[1]).toMatchObject({ ip: "127.0.0.1", actorId: null, details: { attemptsRemaining: 2 } });
    expect(rows[2]).toMatchObject({ actorId: userId, actorEmail: "audited@example.com" });
    expect(rows[3]).toMatchObject({ actorId: userId, ip: "127.0.0.1" });
  });
});

describe("better-auth's rate limits", () => {
  it("are counted in the database, so a second instance goes on counting where the first stopped", async () => {
    // Two instances' accounts on one database, each signing up as the invite page does.
    const instances = [1, 2].map(() =>
      createAccounts({
        db: database.db,
        clock: () => new Date(),
        mailer: { send: async (mail) => void mails.push(mail) },
      }),
    );
    const signUp = async (n: number) => {
      const outcome = await instances[n % 2]!.signUp({
        email: `new${n}@example.com`,
        password: "Str0ng!pass",
        callbackPath: "/admin",
        clientIp: "127.0.0.1",
        origin: server.url,
      });
      return outcome.ok ? 200 : outcome.status;
    };
    const statuses = [];
    for (let n = 1; n <= 4; n += 1) statuses.push(await signUp(n));
    // better-auth allows three sign-ups per ten seconds from one address.
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await database.db.select().from(rateLimits)).length).toBeGreaterThan(0);
    // Each accepted sign-up was sent a verification mail.
    expect(mails.filter((mail) => /^new\d@example\.com$/.test(mail.to))).toHaveLength(3);
  });
});

describe("sign-up", () => {
  it("is closed to the public: accounts come from invites, the setup link and admin:create", async () => {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "walk-in@example.com", password: "Str0ng!pass", name: "Walk-in" }),
    });
    expect(response.status).toBe(404);
    expect(await database.db.select().from(users).where(eq(users.email, "walk-in@example.com"))).toEqual([]);
    expect(mails.some((mail) => mail.to === "walk-in@example.com")).toBe(false);
  });

  it("has no password reset that would set a password around our rules", async () => {
    await createOrPromoteAdmin(database.db, { email: "reset@example.com", password: "Str0ng!pass" });
    for (const [path, body] of [
      ["/api/auth/request-password-reset", { email: "reset@example.com", redirectTo: "/admin/login" }],
      ["/api/auth/reset-password", { newPassword: "weakpass", token: "anything" }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(404);
    }
    expect((await fetch(`${server.url}/api/auth/reset-password/anything`)).status).toBe(404);
    expect(mails.some((mail) => mail.to === "reset@example.com")).toBe(false);
    expect((await signIn("reset@example.com", "Str0ng!pass")).status).toBe(200);
  });
});

describe("changing the password", () => {
  const change = (cookie: string, body: unknown) =>
    fetch(`${server.url}/api/auth/change-password`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const sessionOf = async (cookie: string) =>
    (
      (await (await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } })).json()) as {
        user?: unknown;
      } | null
    )?.user ?? null;

  it("applies the password rules and texts on the server", async () => {
    await createOrPromoteAdmin(database.db, { email: "rules@example.com", password: "Str0ng!pass" });
    const cookie = sessionCookie(await signIn("rules@example.com", "Str0ng!pass"));
    const weak = await change(cookie, {
      currentPassword: "Str0ng!pass",
      newPassword: "weakpass",
      confirmPassword: "weakpass",
    });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { fields: Record<string, string> }).fields.newPassword).toBe(
      "Password requirements not met: One uppercase letter, One number, One special character",
    );
    const wrong = await change(cookie, {
      currentPassword: "Wrong!pass1",
      newPassword: "N3w!passw",
      confirmPassword: "N3w!passw",
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe("Current password is incorrect");
    const mismatch = await change(cookie, {
      currentPassword: "Str0ng!pass",
      newPassword: "N3w!passw",
      confirmPassword: "other",
    });
    expect(((await mismatch.json()) as { fields: Record<string, string> }).fields.confirmPassword).toBe(
      "Passwords do not match",
    );
  });

  it("ends every other session of the account, keeps this browser signed in, and takes the new password", async () => {
    await createOrPromoteAdmin(database.db, { email: "twice@example.com", password: "Str0ng!pass" });
    const laptop = sessionCookie(await signIn("twice@example.com", "Str0ng!pass"));
    const phone = sessionCookie(await signIn("twice@example.com", "Str0ng!pass"));
    const changed = await change(laptop, {
      currentPassword: "Str0ng!pass",
      newPassword: "N3w!passw",
      confirmPassword: "N3w!passw",
    });
    expect(changed.status).toBe(200);
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(sessionCookie(changed))).not.toBeNull();
    expect((await signIn("twice@example.com", "Str0ng!pass")).status).toBe(401);
    expect((await signIn("twice@example.com", "N3w!passw")).status).toBe(200);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, "password_changed"));
    expect(row!.actorEmail).toBe("twice@example.com");
  });
});

describe("the client's address", () => {
  it("is the socket's, unless TRUST_PROXY names our proxy's last X-Forwarded-For hop", async () => {
    const proxied = await startTestServer(
      createApp({ db: database.db, trustProxy: true, auth: { mailer: { send: async () => {} } } }),
    );
    try {
      for (const [base, email] of [
        [server.url, "direct@example.com"],
        [proxied.url, "proxied@example.com"],
      ] as const) {
        await fetch(`${base}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: base,
            "X-Forwarded-For": "198.51.100.9, 203.0.113.5",
          },
          body: JSON.stringify({ email, password: "Wrong!pass1" }),
        });
      }
      const ipOf = async (email: string) =>
        (await database.db.select().from(auditLog).where(eq(auditLog.target, email)))[0]!.ip;
      expect(await ipOf("direct@example.com")).toBe("127.0.0.1");
      expect(await ipOf("proxied@example.com")).toBe("203.0.113.5");
    } finally {
      await proxied.close();
    }
  });
});
