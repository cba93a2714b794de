import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { firstLink, startSmtpServer } from "#tests/integration/smtp.ts";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { createApp } from "../http/app.ts";
import { createMailer } from "../mail/mailer.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";
import { createAccounts, type Accounts } from "./accounts.ts";
import { createInvites, INVITE_VALID_MS } from "./invites.ts";

// An invite from creation to acceptance over real HTTP and real SMTP: the administrator invites,
// the invitee receives the mail, signs up, confirms the address from the second mail, signs in and
// accepts; the token then grants nothing more, and expired or foreign tokens grant nothing.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: DatabaseHandle;
let server: TestServer;
/** Makes accounts as the invite page does (`accounts.signUp`), on the same database. */
let signUps: Accounts;
let now = new Date("2026-11-23T10:00:00Z");
let admin = "";
let adminId = "";

const request = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: {
      Origin: server.url,
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });

async function signIn(email: string, password = "Str0ng!pass"): Promise<string> {
  const response = await request("/api/auth/sign-in/email", { body: { email, password } });
  expect(response.status, `sign-in of ${email}`).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

const mailTo = async (address: string, subject: RegExp) => {
  await expect
    .poll(() => smtp.received.some((mail) => mail.to.includes(address) && subject.test(mail.raw)))
    .toBe(true);
  return smtp.received.filter((mail) => mail.to.includes(address) && subject.test(mail.raw)).at(-1)!;
};

/** Signs up, confirms the address from its mail, and signs in: a verified account of role user. */
async function newVerifiedAccount(email: string): Promise<string> {
  // As the invite page does it: the open sign-up route is closed.
  const signUp = await signUps.signUp({
    email,
    password: "Str0ng!pass",
    callbackPath: "/admin",
    clientIp: "127.0.0.1",
    origin: server.url,
  });
  expect(signUp).toEqual({ ok: true });
  const link = new URL(firstLink(await mailTo(email, /Confirm your e-mail address/)));
  expect(
    (await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" })).status,
  ).toBeLessThan(400);
  return signIn(email);
}

async function invite(email: string): Promise<string> {
  const response = await request("/api/v1/admin/invites", { cookie: admin, body: { email } });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { link: string; email: string; expires_at: string };
  expect(body.email).toBe(email);
  return new URL(body.link).searchParams.get("token")!;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  server = await startTestServer(
    createApp({ db: database.db, clock: () => now, auth: { mailer: createMailer({ smtpUrl: smtp.url }) } }),
  );
  signUps = createAccounts({
    db: database.db,
    clock: () => now,
    mailer: createMailer({ smtpUrl: smtp.url }),
  });
  adminId = (await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" }))
    .userId;
  admin = await signIn("boss@example.com");
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await smtp?.close();
});

describe("an invite", () => {
  it("is mailed with its link, listed as pending, and makes the verified invitee an administrator once", async () => {
    const token = await invite("guest@example.com");
    const mail = await mailTo("guest@example.com", /invited you/);
    expect(firstLink(mail)).toBe(`${server.url}/admin/accept-invite?token=${token}`);

    const pending = (await (await request("/api/v1/admin/invites", { cookie: admin })).json()) as {
      items: { email: string; expires_at: string }[];
    };
    expect(pending.items.map((item) => item.email)).toContain("guest@example.com");
    expect(pending.items[0]!.expires_at).toBe(new Date(now.getTime() + INVITE_VALID_MS).toISOString());

    const guest = await newVerifiedAccount("guest@example.com");
    expect((await request("/api/v1/admin/me", { cookie: guest })).status).toBe(403);
    const accepted = await request("/api/v1/invites/accept", { cookie: guest, body: { token } });
    expect(accepted.status).toBe(200);
    expect((await request("/api/v1/admin/me", { cookie: guest })).status).toBe(200);

    const again = await request("/api/v1/invites/accept", { cookie: guest, body: { token } });
    expect(again.status).toBe(409);
    const left = (await (await request("/api/v1/admin/invites", { cookie: admin })).json()) as {
      items: { email: string }[];
    };
    expect(left.items.map((item) => item.email)).not.toContain("guest@example.com");
  });

  it("grants nothing to another account, without a session, with a made-up token or after a week", async () => {
    const token = await invite("right@example.com");
    const other = await newVerifiedAccount("other@example.com");
    const foreign = await request("/api/v1/invites/accept", { cookie: other, body: { token } });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      "This invite was sent to another e-mail address. Sign in with that address to accept it.",
    );
    expect((await request("/api/v1/invites/accept", { body: { token } })).status).toBe(401);
    const madeUp = await request("/api/v1/invites/accept", {
      cookie: other,
      body: { token: "x".repeat(43) },
    });
    expect(madeUp.status).toBe(400);
    expect(((await madeUp.json()) as { error: { message: string } }).error.message).toBe(
      "Missing or invalid token.",
    );

    const right = await newVerifiedAccount("right@example.com");
    now = new Date(now.getTime() + INVITE_VALID_MS + 1000);
    const late = await request("/api/v1/invites/accept", { cookie: right, body: { token } });
    expect(late.status).toBe(410);
    expect((await request("/api/v1/admin/me", { cookie: right })).status).toBe(403);
    expect((await request("/api/v1/admin/me", { cookie: other })).status).toBe(403);
  });

  it("can only be created by an administrator, for a valid e-mail", async () => {
    // Made from the shell and demoted: better-auth allows only three sign-ups per ten seconds.
    const { userId } = await createOrPromoteAdmin(database.db, {
      email: "plainuser@example.com",
      password: "Str0ng!pass",
    });
    await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
    const user = await signIn("plainuser@example.com");
    expect(
      (await request("/api/v1/admin/invites", { cookie: user, body: { email: "x@example.com" } })).status,
    ).toBe(403);
    const empty = await request("/api/v1/admin/invites", { cookie: admin, body: { email: "  " } });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      "Please enter an email to invite",
    );
  });
});

describe("an invite's status and a new link", () => {
  const service = () =>
    createInvites({ db: database.db, clock: () => now, mailer: createMailer({ smtpUrl: smtp.url }) });
  const by = { id: "", email: "boss@example.com", name: "boss", role: "admin" };
  beforeAll(() => {
    by.id = adminId;
  });

  it("tells the invite page whether a link is good, without spending it", async () => {
    const invites = service();
    const created = await invites.createInvite({ email: "status@example.com", by, origin: server.url });
    const token = new URL(created.link).searchParams.get("token")!;
    expect(await invites.inviteStatus(token)).toEqual({ state: "valid", email: "status@example.com" });
    expect(await invites.inviteStatus(token)).toEqual({ state: "valid", email: "status@example.com" });
    expect(await invites.inviteStatus("made-up")).toMatchObject({
      state: "invalid",
      message: "Missing or invalid token.",
    });
    expect(await invites.inviteStatus("")).toMatchObject({ state: "invalid" });
    now = new Date(now.getTime() + INVITE_VALID_MS);
    expect(await invites.inviteStatus(token)).toMatchObject({ state: "expired" });
  });

  it("lets the invite page make an account only for a pending invite, with the address it was sent to", async () => {
    const invites = service();
    const created = await invites.createInvite({ email: "joiner@example.com", by, origin: server.url });
    const token = new URL(created.link).searchParams.get("token")!;
    expect(await invites.signUpAllowed(token, " Joiner@Example.com ")).toEqual({ ok: true });
    expect(await invites.signUpAllowed(token, "someone-else@example.com")).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await invites.signUpAllowed("made-up", "joiner@example.com")).toMatchObject({
      ok: false,
      status: 400,
    });
    now = new Date(now.getTime() + INVITE_VALID_MS);
    expect(await invites.signUpAllowed(token, "joiner@example.com")).toMatchObject({
      ok: false,
      status: 410,
    });
  });

  it("replaces the link of a pending invite: the old one stops working, the new one is mailed", async () => {
    const invites = service();
    const created = await invites.createInvite({ email: "renew@example.com", by, origin: server.url });
    const oldToken = new URL(created.link).searchParams.get("token")!;
    now = new Date(now.getTime() + 60_000);
    const renewed = await invites.renewInvite({ id: created.id, by, origin: server.url });
    const newToken = new URL(renewed.link).searchParams.get("token")!;
    expect(newToken).not.toBe(oldToken);
    expect(renewed.expiresAt.getTime()).toBe(now.getTime() + INVITE_VALID_MS);
    expect(await invites.inviteStatus(oldToken)).toMatchObject({ state: "invalid" });
    expect(await invites.inviteStatus(newToken)).toEqual({ state: "valid", email: "renew@example.com" });
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes("renew@example.com")).length)
      .toBe(2);
    expect(firstLink(smtp.received.filter((mail) => mail.to.includes("renew@example.com")).at(-1)!)).toBe(
      renewed.link,
    );
    await expect(invites.renewInvite({ id: "no-such-invite", by, origin: server.url })).rejects.toThrow(
      "This invite is no longer pending.",
    );
  });
});
