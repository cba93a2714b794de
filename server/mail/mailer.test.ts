import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { firstLink, startSmtpServer } from "#tests/integration/smtp.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createApp } from "../http/app.ts";
import { createAccounts } from "../auth/accounts.ts";
import { createMailer } from "./mailer.ts";

// Mail goes out over real SMTP to a local server; the verification link it carries is followed as a
// person would, and only then can the new account sign in.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  server = await startTestServer(
    createApp({
      db: database.db,
      auth: { mailer: createMailer({ smtpUrl: smtp.url, from: "Beaches <no-reply@beaches.test>" }) },
    }),
  );
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  await smtp?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(body),
  });

describe("mail over SMTP", () => {
  it("sends the verification mail on sign-up, and its link lets the account sign in", async () => {
    // As the invite page signs up (the open sign-up route is closed).
    const accounts = createAccounts({
      db: database.db,
      clock: () => new Date(),
      mailer: createMailer({ smtpUrl: smtp.url, from: "Beaches <no-reply@beaches.test>" }),
    });
    const signUp = await accounts.signUp({
      email: "newcomer@example.com",
      password: "Str0ng!pass",
      callbackPath: "/admin",
      clientIp: "127.0.0.1",
      origin: server.url,
    });
    expect(signUp).toEqual({ ok: true });
    const before = await post("/api/auth/sign-in/email", {
      email: "newcomer@example.com",
      password: "Str0ng!pass",
    });
    expect(before.status).toBe(403);
    expect(((await before.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");

    await expect.poll(() => smtp.received.length).toBeGreaterThan(0);
    const mail = smtp.received.find((item) => item.to.includes("newcomer@example.com"))!;
    expect(mail.from).toBe("no-reply@beaches.test");
    expect(mail.raw).toContain("Subject: Confirm your e-mail address");
    const link = new URL(firstLink(mail));
    const verified = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(verified.status).toBeLessThan(400);

    const after = await post("/api/auth/sign-in/email", {
      email: "newcomer@example.com",
      password: "Str0ng!pass",
    });
    expect(after.status).toBe(200);
  });
});
