import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/integration/database.ts";
import { startTestServer, type TestServer } from "../../tests/integration/http.ts";
import { ACCOUNT_FAILURES_MAX, IP_FAILURES_MAX, LOCK_MS } from "../../core/sign-in.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createApp } from "../http/app.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";

// The lockout is enforced by the server (ADR 011): counted in the database per account and per
// client address, with the spec's texts, and a clock the test moves instead of waiting.

let database: DatabaseHandle;
let server: TestServer;
let now = new Date("2026-11-23T10:00:00Z");
const PASSWORD = "Str0ng!pass";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(
    createApp({ db: database.db, clock: () => now, auth: { mailer: { send: async () => {} } } }),
  );
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

interface Answer {
  status: number;
  body: { code?: string; message?: string; attemptsRemaining?: number; retryAfterSeconds?: number };
  retryAfter: string | null;
  cookie: boolean;
}

async function signIn(
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, ...headers },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer["body"],
    retryAfter: response.headers.get("Retry-After"),
    cookie: response.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie)),
  };
}

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe("signing in with wrong passwords", () => {
  it("counts down the attempts left, locks at the fifth and then refuses even the right password", async () => {
    await createOrPromoteAdmin(database.db, { email: "lock@example.com", password: PASSWORD });
    for (let attempt = 1; attempt < ACCOUNT_FAILURES_MAX; attempt += 1) {
      const answer = await signIn("lock@example.com", "Wrong!pass1");
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(
        `Invalid email or password. ${ACCOUNT_FAILURES_MAX - attempt} attempt(s) remaining before lockout.`,
      );
    }
    const fifth = await signIn("lock@example.com", "Wrong!pass1");
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe("Too many failed login attempts. Account locked for 15 minutes.");
    expect(fifth.retryAfter).toBe(String(LOCK_MS / 1000));

    advance(60_000);
    const right = await signIn("lock@example.com", PASSWORD);
    const wrong = await signIn("lock@example.com", "Wrong!pass1");
    expect(right).toEqual(wrong);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe("Account is locked. Try again in 14:00.");
    expect(right.cookie).toBe(false);
  });

  it("ends the lock after 15 minutes, and a success clears the count", async () => {
    advance(LOCK_MS);
    const answer = await signIn("lock@example.com", PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.cookie).toBe(true);
    const after = await signIn("lock@example.com", "Wrong!pass1");
    expect(after.body.attemptsRemaining).toBe(ACCOUNT_FAILURES_MAX - 1);
  });

  it("starts the count again when the last failure is more than an hour old", async () => {
    await createOrPromoteAdmin(database.db, { email: "window@example.com", password: PASSWORD });
    for (let attempt = 1; attempt <= 3; attempt += 1) await signIn("window@example.com", "Wrong!pass1");
    advance(60 * 60 * 1000 + 1000);
    const answer = await signIn("window@example.com", "Wrong!pass1");
    expect(answer.body.attemptsRemaining).toBe(ACCOUNT_FAILURES_MAX - 1);
  });

  it("answers an unknown e-mail exactly like a known one, lock included", async () => {
    await createOrPromoteAdmin(database.db, { email: "exists@example.com", password: PASSWORD });
    for (let attempt = 1; attempt <= ACCOUNT_FAILURES_MAX; attempt += 1) {
      const known = await signIn("exists@example.com", "Wrong!pass1");
      const unknown = await signIn("ghost@example.com", "Wrong!pass1");
      expect(unknown).toEqual(known);
    }
  });

  it("counts two wrong attempts sent at the same moment as two", async () => {
    await createOrPromoteAdmin(database.db, { email: "race@example.com", password: PASSWORD });
    await Promise.all([signIn("race@example.com", "Wrong!pass1"), signIn("race@example.com", "Wrong!pass2")]);
    const third = await signIn("race@example.com", "Wrong!pass3");
    expect(third.body.attemptsRemaining).toBe(ACCOUNT_FAILURES_MAX - 3);
  });

  it("is not reset or dodged by a forged X-Forwarded-For", async () => {
    await createOrPromoteAdmin(database.db, { email: "forged@example.com", password: PASSWORD });
    const answers = [];
    for (let attempt = 1; attempt <= ACCOUNT_FAILURES_MAX; attempt += 1) {
      answers.push(
        await signIn("forged@example.com", "Wrong!pass1", {
          "X-Forwarded-For": `203.0.113.${attempt}`,
          "X-Real-IP": `198.51.100.${attempt}`,
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
  });

  it("locks a client address after 30 failures across accounts", async () => {
    // A new quiet hour, so earlier tests' failures from this address have expired.
    advance(2 * 60 * 60 * 1000);
    let last: Answer | undefined;
    for (let attempt = 1; attempt <= IP_FAILURES_MAX; attempt += 1) {
      last = await signIn(`spray${attempt}@example.com`, "Wrong!pass1");
    }
    expect(last!.status).toBe(429);
    await createOrPromoteAdmin(database.db, { email: "innocent@example.com", password: PASSWORD });
    const fromSameAddress = await signIn("innocent@example.com", PASSWORD);
    expect(fromSameAddress.status).toBe(429);
    expect(fromSameAddress.body.message).toMatch(/^Account is locked\. Try again in \d+:\d\d\.$/);
  });
});
