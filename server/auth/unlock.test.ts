import { and, asc, eq, inArray } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_FAILURES_MAX, SIGN_IN_MESSAGES, UNLOCK_LINK_VALID_MS } from "#core/admin/sign-in.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { loadSiteBuild } from "#tests/integration/pages.ts";
import { firstLink, startSmtpServer, type ReceivedMail } from "#tests/integration/smtp.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { createApp, type App } from "../http/app.ts";
import { createMailer } from "../mail/mailer.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";
import { UNLOCK_MESSAGES } from "./unlock.ts";

// Unlocking a locked account by mail (ADR 018), through the real login and unlock pages, a real SMTP
// server and a clock the test moves. The server trusts X-Forwarded-For, as behind a proxy of ours,
// so the attackers and the administrator each speak from their own addresses.

const PASSWORD = "Str0ng!pass";
const ADMIN_ADDRESS = "192.0.2.10";
const ATTACKER = "198.51.100.1";

let database: DatabaseHandle;
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let now = new Date("2026-11-23T10:00:00Z");
/** The site's PUBLIC_URL: the test server's own address, known once it listens. */
let PUBLIC_URL = "";

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  const handleRequest = createRequestHandler(await loadSiteBuild(), "production");
  // The app is made once the server listens, so PUBLIC_URL can be the server's own address.
  const site: { app?: App } = {};
  server = await startTestServer({ fetch: (request: Request) => site.app!.fetch(request) } as App);
  PUBLIC_URL = server.url;
  site.app = createApp({
    db: database.db,
    clock: () => now,
    trustProxy: true,
    site: { publicUrl: PUBLIC_URL },
    auth: { mailer: createMailer({ smtpUrl: smtp.url }) },
    renderDocument: (request, context) => handleRequest(request, context),
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await database?.close();
});

const signIn = async (email: string, password: string, from: string) =>
  fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PUBLIC_URL, "X-Forwarded-For": from },
    body: JSON.stringify({ email, password }),
  });

/** A form posted as a browser without JavaScript posts it. */
const post = (path: string, fields: Record<string, string>, from = ADMIN_ADDRESS) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: PUBLIC_URL,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": from,
    },
    body: new URLSearchParams(fields).toString(),
  });

const open = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": ADMIN_ADDRESS } });

const requestUnlock = (email: string, from = ADMIN_ADDRESS) =>
  post("/admin/login", { intent: "unlock", email }, from);

/**
 * Locks `email` with one failure from each of five addresses, the last of them the attacker's: an
 * address the account does not know is refused even the right password.
 */
async function lock(email: string) {
  for (let n = ACCOUNT_FAILURES_MAX; n >= 1; n -= 1) await signIn(email, "Wrong!pass1", `198.51.100.${n}`);
  expect((await signIn(email, PASSWORD, "192.0.2.222")).status).toBe(429);
}

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

async function waitForMail(email: string, count = 1): Promise<ReceivedMail> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (mailsTo(email).length >= count) return mailsTo(email).at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${email}`);
}

const auditOf = (email: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.target, email), inArray(auditLog.action, ["unlock_mail_sent", "account_unlocked"])),
    )
    .orderBy(asc(auditLog.id));

describe("the unlock link", () => {
  let link: URL;

  it("is mailed on request from the login page when a verified account is locked, once per lock", async () => {
    await createOrPromoteAdmin(database.db, { email: "locked@example.com", password: PASSWORD });
    // The administrator mistypes three times from home, then attackers lock the account.
    for (let n = 1; n <= 3; n += 1) await signIn("locked@example.com", "Typo!pass1", ADMIN_ADDRESS);
    for (let n = 1; n <= 3; n += 1) await signIn("locked@example.com", "Wrong!pass1", ATTACKER);
    await lock("locked@example.com");

    const answer = await requestUnlock("Locked@Example.com");
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(SIGN_IN_MESSAGES.unlockSent);
    expect(page).toContain("Account Temporarily Locked");

    const mail = await waitForMail("locked@example.com");
    expect(mail.raw).toMatch(/^Subject: Unlock your Greek Beaches Directory account/m);
    link = new URL(firstLink(mail));
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe("/admin/unlock");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);

    // Asked again, by anyone: the same answer, and no second mail for this lock.
    const again = await requestUnlock("locked@example.com", ATTACKER);
    expect(await again.text()).toContain(SIGN_IN_MESSAGES.unlockSent);
    expect((await auditOf("locked@example.com")).map((row) => row.action)).toEqual(["unlock_mail_sent"]);
  });

  it("answers an unknown, an unverified and an unlocked address alike, and mails none of them", async () => {
    await createOrPromoteAdmin(database.db, { email: "unverified@example.com", password: PASSWORD });
    await database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, "unverified@example.com"));
    await createOrPromoteAdmin(database.db, { email: "free@example.com", password: PASSWORD });
    await lock("ghost@example.com");
    for (let n = ACCOUNT_FAILURES_MAX; n >= 1; n -= 1)
      await signIn("unverified@example.com", "Wrong!pass1", `198.51.100.${n}`);

    const texts = [];
    for (const email of ["ghost@example.com", "unverified@example.com", "free@example.com"]) {
      const answer = await requestUnlock(email);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain(SIGN_IN_MESSAGES.unlockSent);
      texts.push(text);
    }
    // The locked ones are told their lock, as any locked address is; both pages are otherwise alike.
    expect(texts[0]!.replaceAll("ghost@example.com", "X")).toBe(
      texts[1]!.replaceAll("unverified@example.com", "X"),
    );
    for (const email of ["ghost@example.com", "unverified@example.com", "free@example.com"])
      expect(await auditOf(email)).toEqual([]);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual(["locked@example.com"]);
  });

  it("opens a page that names the account and unlocks only when its button is pressed", async () => {
    const page = await open(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("locked@example.com");
    expect(html).toContain("Unlock my account");
    // Opening it changed nothing.
    expect((await signIn("locked@example.com", PASSWORD, ADMIN_ADDRESS)).status).toBe(429);
  });

  it("lets the opener's address past the lock, not the attacker's, and five new attackers do not lock it again", async () => {
    const answer = await post("/admin/unlock", { token: link.searchParams.get("token")! });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/login?unlocked=1");
    expect(await (await open("/admin/login?unlocked=1")).text()).toContain(SIGN_IN_MESSAGES.unlocked);

    // The attacker is still held back by the account's lock, even with the right password.
    const attacker = await signIn("locked@example.com", PASSWORD, ATTACKER);
    expect(attacker.status).toBe(429);
    expect(((await attacker.json()) as { message: string }).message).toMatch(/^Account is locked\./);
    // Five new addresses fail: nothing changes for the administrator.
    for (let n = 1; n <= ACCOUNT_FAILURES_MAX; n += 1)
      await signIn("locked@example.com", "Wrong!pass1", `203.0.113.${n}`);
    expect((await signIn("locked@example.com", PASSWORD, ADMIN_ADDRESS)).status).toBe(200);

    const rows = await auditOf("locked@example.com");
    expect(rows.map((row) => [row.action, row.ip])).toEqual([
      ["unlock_mail_sent", ADMIN_ADDRESS],
      ["account_unlocked", ADMIN_ADDRESS],
    ]);
  });

  it("works once", async () => {
    const token = link.searchParams.get("token")!;
    const page = await open(`/admin/unlock?token=${token}`);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain(UNLOCK_MESSAGES.used);
    const again = await post("/admin/unlock", { token });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(UNLOCK_MESSAGES.used);
    expect(
      (await auditOf("locked@example.com")).filter((row) => row.action === "account_unlocked"),
    ).toHaveLength(1);
  });

  it("is refused once expired, and a made-up or missing token is refused too, never with an error", async () => {
    // Two quiet hours later, locked again.
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    await lock("locked@example.com");
    await requestUnlock("locked@example.com");
    const expiring = new URL(firstLink(await waitForMail("locked@example.com", 2)));
    now = new Date(now.getTime() + UNLOCK_LINK_VALID_MS + 1000);
    const page = await open(`${expiring.pathname}${expiring.search}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(UNLOCK_MESSAGES.expired);
    const spend = await post("/admin/unlock", { token: expiring.searchParams.get("token")! });
    expect(spend.status).toBe(410);
    // Still locked (the lock is 15 minutes; the clock is past it, so look at the record instead).
    expect(
      (await auditOf("locked@example.com")).filter((row) => row.action === "account_unlocked"),
    ).toHaveLength(1);

    for (const path of ["/admin/unlock?token=made-up", "/admin/unlock"]) {
      const refused = await open(path);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(UNLOCK_MESSAGES.invalid);
    }
    const madeUp = await post("/admin/unlock", { token: "made-up" });
    expect(madeUp.status).toBe(400);
  });
});
