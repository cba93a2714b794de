import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import {
  ACCOUNT_FAILURES_MAX,
  ADDRESS_FAILURES_BEFORE_THROTTLE,
  IP_FAILURES_MAX,
  KNOWN_ADDRESS_MS,
  LOCK_MS,
  SIGN_IN_MESSAGES,
  THROTTLE_FIRST_MS,
  THROTTLE_MAX_MS,
} from "#core/admin/sign-in.ts";
import { AUDIT_DETAILS_MAX, AUDIT_TEXT_MAX, writeAudit } from "../audit/audit.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { createApp } from "../http/app.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";

// The lockout is enforced by the server (ADR 011, ADR 018, ADR 045): counted in the database per
// account, per client address, and per address and account, with SIGN_IN_MESSAGES' texts; the
// account's lock holds back only the addresses it does not know. A clock the test moves
// instead of waiting. The server trusts X-Forwarded-For here, as behind a proxy of ours
// (TRUST_PROXY), so each test can speak from several client addresses.

let database: DatabaseHandle;
let server: TestServer;
/** The same app taking the address from the socket: every request comes from 127.0.0.1. */
let direct: TestServer;
let now = new Date("2026-11-23T10:00:00Z");
const PASSWORD = "Str0ng!pass";
const WRONG = "Wrong!pass1";
const TOO_MANY = "Too many requests. Please try again later.";

beforeAll(async () => {
  database = await createTestDatabase();
  const options = { db: database.db, clock: () => now, auth: { mailer: { send: async () => {} } } };
  server = await startTestServer(createApp({ ...options, trustProxy: true }));
  direct = await startTestServer(createApp(options));
});
afterAll(async () => {
  await server?.close();
  await direct?.close();
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
  from = "192.0.2.1",
  headers: Record<string, string> = {},
  base = server.url,
): Promise<Answer> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": from, ...headers },
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

/** A new quiet hour, so earlier tests' failures have expired. */
const quietHour = () => advance(2 * 60 * 60 * 1000);

/** One wrong password from each of `count` addresses of 198.51.100.0/24 (from `.first` on). */
async function failFromAddresses(email: string, count: number, first = 1): Promise<Answer[]> {
  const answers = [];
  for (let n = first; n < first + count; n += 1) answers.push(await signIn(email, WRONG, `198.51.100.${n}`));
  return answers;
}

describe("the account lock, set off by failures from several addresses", () => {
  it("counts down, locks at the fifth failure and then refuses even the right password from anywhere", async () => {
    await createOrPromoteAdmin(database.db, { email: "lock@example.com", password: PASSWORD });
    const answers = await failFromAddresses("lock@example.com", ACCOUNT_FAILURES_MAX);
    for (const answer of answers.slice(0, -1)) {
      expect(answer.status).toBe(401);
      // Each address is told what it has left before it is throttled.
      expect(answer.body.message).toBe(
        `Invalid email or password. ${ADDRESS_FAILURES_BEFORE_THROTTLE - 1} attempt(s) remaining before lockout.`,
      );
    }
    const fifth = answers.at(-1)!;
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe("Too many failed login attempts. Account locked for 15 minutes.");
    expect(fifth.retryAfter).toBe(String(LOCK_MS / 1000));

    advance(60_000);
    const right = await signIn("lock@example.com", PASSWORD, "203.0.113.77");
    const wrong = await signIn("lock@example.com", WRONG, "203.0.113.77");
    expect(right).toEqual(wrong);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe("Account is locked. Try again in 14:00.");
    expect(right.cookie).toBe(false);
  });

  it("ends the lock after 15 minutes, and a success clears the count", async () => {
    advance(LOCK_MS);
    const answer = await signIn("lock@example.com", PASSWORD, "203.0.113.77");
    expect(answer.status).toBe(200);
    expect(answer.cookie).toBe(true);
    // Four new addresses fail without a lock: the count started again.
    const after = await failFromAddresses("lock@example.com", ACCOUNT_FAILURES_MAX - 1, 50);
    expect(after.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it("starts the count again when the last failure is more than an hour old", async () => {
    await createOrPromoteAdmin(database.db, { email: "window@example.com", password: PASSWORD });
    await failFromAddresses("window@example.com", ACCOUNT_FAILURES_MAX - 1);
    advance(60 * 60 * 1000 + 1000);
    const answers = await failFromAddresses("window@example.com", ACCOUNT_FAILURES_MAX - 1, 20);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it("answers an unknown e-mail exactly like a known one, lock and throttle included", async () => {
    await createOrPromoteAdmin(database.db, { email: "exists@example.com", password: PASSWORD });
    for (let attempt = 1; attempt <= ADDRESS_FAILURES_BEFORE_THROTTLE + 1; attempt += 1) {
      const known = await signIn("exists@example.com", WRONG, "192.0.2.200");
      const unknown = await signIn("ghost@example.com", WRONG, "192.0.2.200");
      expect(unknown).toEqual(known);
    }
    for (let attempt = 1; attempt <= ACCOUNT_FAILURES_MAX; attempt += 1) {
      const known = await signIn("exists@example.com", WRONG, `198.51.100.${attempt}`);
      const unknown = await signIn("ghost@example.com", WRONG, `198.51.100.${attempt}`);
      expect(unknown).toEqual(known);
    }
  });
});

describe("the per-address throttle ahead of the lock", () => {
  it("refuses an attacker's address after its failures, while the administrator signs in from elsewhere", async () => {
    quietHour();
    await createOrPromoteAdmin(database.db, { email: "target@example.com", password: PASSWORD });
    const attacker = "203.0.113.66";
    const answers = [];
    for (let attempt = 1; attempt <= ADDRESS_FAILURES_BEFORE_THROTTLE; attempt += 1) {
      answers.push(await signIn("target@example.com", WRONG, attacker));
    }
    expect(answers.map((answer) => answer.body.attemptsRemaining)).toEqual([2, 1, undefined]);
    const throttled = answers.at(-1)!;
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe(TOO_MANY);
    expect(throttled.retryAfter).toBe(String(THROTTLE_FIRST_MS / 1000));

    // Even the right password waits, and waiting costs the account nothing.
    const meanwhile = await signIn("target@example.com", PASSWORD, attacker);
    expect(meanwhile.status).toBe(429);
    expect(meanwhile.body.message).toBe(TOO_MANY);
    expect(meanwhile.cookie).toBe(false);

    const administrator = await signIn("target@example.com", PASSWORD, "192.0.2.10");
    expect(administrator.status).toBe(200);
    expect(administrator.cookie).toBe(true);
  });

  it("doubles the wait after each further failure, up to the length of the lock, and never locks the account", async () => {
    const attacker = "203.0.113.66";
    const waits: number[] = [];
    for (let round = 1; round <= 6; round += 1) {
      advance(THROTTLE_MAX_MS);
      const answer = await signIn("target@example.com", WRONG, attacker);
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe(TOO_MANY);
      waits.push(Number(answer.retryAfter));
    }
    expect(waits).toEqual([120, 240, 480, 900, 900, 900]);
    // Nine failures from one address, and the administrator's own address is still welcome.
    const administrator = await signIn("target@example.com", PASSWORD, "192.0.2.10");
    expect(administrator.status).toBe(200);
  });

  it("records the moment an address is throttled, not every refused request", async () => {
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, "target@example.com"), eq(auditLog.action, "sign_in_throttled")))
      .orderBy(asc(auditLog.id));
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.ip === "203.0.113.66")).toBe(true);
    expect(rows.map((row) => (row.details as { retryAfterSeconds: number }).retryAfterSeconds)).toEqual([
      60, 120, 240, 480, 900, 900, 900,
    ]);
    expect(rows[0]!.details).toMatchObject({ step: 1 });
  });

  it("counts an IPv6 network as one address, whichever of its addresses is used", async () => {
    quietHour();
    await createOrPromoteAdmin(database.db, { email: "six@example.com", password: PASSWORD });
    const answers = [];
    for (const host of ["::1", "::2", "::3"])
      answers.push(await signIn("six@example.com", WRONG, `2001:db8:1:2${host}`));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 429]);
    const sameNetwork = await signIn("six@example.com", PASSWORD, "2001:db8:1:2:ffff:1:2:3");
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await signIn("six@example.com", PASSWORD, "2001:db8:1:3::1");
    expect(otherNetwork.status).toBe(200);
  });

  it("counts two wrong attempts sent at the same moment as two", async () => {
    await createOrPromoteAdmin(database.db, { email: "race@example.com", password: PASSWORD });
    await Promise.all([signIn("race@example.com", WRONG), signIn("race@example.com", "Wrong!pass2")]);
    const third = await signIn("race@example.com", "Wrong!pass3");
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(TOO_MANY);
  });

  it("is not reset or dodged by a forged X-Forwarded-For when no proxy of ours is trusted", async () => {
    await createOrPromoteAdmin(database.db, { email: "forged@example.com", password: PASSWORD });
    const answers = [];
    for (let attempt = 1; attempt <= ACCOUNT_FAILURES_MAX; attempt += 1) {
      answers.push(
        await signIn(
          "forged@example.com",
          WRONG,
          `203.0.113.${attempt}`,
          { "X-Real-IP": `198.51.100.${attempt}` },
          direct.url,
        ),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 429, 429, 429]);
    expect(answers.slice(2).every((answer) => answer.body.message === TOO_MANY)).toBe(true);
  });

  it("still locks a client address after 30 failures across accounts", async () => {
    quietHour();
    let last: Answer | undefined;
    for (let attempt = 1; attempt <= IP_FAILURES_MAX; attempt += 1) {
      last = await signIn(`spray${attempt}@example.com`, WRONG, "192.0.2.99");
    }
    expect(last!.status).toBe(429);
    await createOrPromoteAdmin(database.db, { email: "innocent@example.com", password: PASSWORD });
    const fromSameAddress = await signIn("innocent@example.com", PASSWORD, "192.0.2.99");
    expect(fromSameAddress.status).toBe(429);
    expect(fromSameAddress.body.message).toMatch(/^Account is locked\. Try again in \d+:\d\d\.$/);
    const fromElsewhere = await signIn("innocent@example.com", PASSWORD, "192.0.2.100");
    expect(fromElsewhere.status).toBe(200);
  });
});

describe("a lock strangers set off, which holds back only strangers", () => {
  const OWNER = "owner@example.com";
  const HOME = "192.0.2.50";
  /** An attacker's addresses: 203.0.113.100 and up. */
  const attackerAddress = (n: number) => `203.0.113.${100 + n}`;

  it("lets the administrator in from an address the account knows while an attacker on others keeps failing", async () => {
    quietHour();
    await createOrPromoteAdmin(database.db, { email: OWNER, password: PASSWORD });
    // The administrator has signed in from home before.
    expect((await signIn(OWNER, PASSWORD, HOME)).status).toBe(200);

    // Ten addresses fail, round after round: the account locks for them at the fifth address.
    const rounds: Answer[][] = [];
    for (let round = 0; round < 3; round += 1) {
      const answers: Answer[] = [];
      for (let n = 0; n < 10; n += 1) answers.push(await signIn(OWNER, WRONG, attackerAddress(n)));
      rounds.push(answers);
      advance(30_000);
    }
    expect(rounds[0]!.slice(0, 4).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(rounds[0]![4]!.body.message).toBe(SIGN_IN_MESSAGES.lockedNow);
    for (const answer of [...rounds[0]!.slice(5), ...rounds[1]!, ...rounds[2]!])
      expect(answer.status).toBe(429);

    // The administrator, at home, gets in with the right password, and a wrong one is counted
    // against home alone.
    const home = await signIn(OWNER, PASSWORD, HOME);
    expect(home.status).toBe(200);
    expect(home.cookie).toBe(true);
    const slip = await signIn(OWNER, WRONG, HOME);
    expect(slip.status).toBe(401);
    expect(slip.body.message).toBe(
      `Invalid email or password. ${ADDRESS_FAILURES_BEFORE_THROTTLE - 1} attempt(s) remaining before lockout.`,
    );
    expect((await signIn(OWNER, PASSWORD, HOME)).status).toBe(200);

    // The administrator's sign-ins did not lift the lock from the strangers: a new address, even
    // with the right password, is held back until it ends.
    const stranger = await signIn(OWNER, PASSWORD, attackerAddress(50));
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Account is locked\. Try again in \d+:\d\d\.$/);
    expect(stranger.cookie).toBe(false);
  });

  it("knows an IPv6 network as one address, and forgets an address unused for 90 days", async () => {
    quietHour();
    const email = "roamer@example.com";
    await createOrPromoteAdmin(database.db, { email, password: PASSWORD });
    expect((await signIn(email, PASSWORD, "2001:db8:7:1::10")).status).toBe(200);
    for (let n = 0; n < ACCOUNT_FAILURES_MAX; n += 1) await signIn(email, WRONG, attackerAddress(n));
    // Another address of the same /64 is the same client.
    expect((await signIn(email, PASSWORD, "2001:db8:7:1::99")).status).toBe(200);

    advance(KNOWN_ADDRESS_MS + 60 * 60 * 1000);
    for (let n = 0; n < ACCOUNT_FAILURES_MAX; n += 1) await signIn(email, WRONG, attackerAddress(20 + n));
    const forgotten = await signIn(email, PASSWORD, "2001:db8:7:1::10");
    expect(forgotten.status).toBe(429);
    expect(forgotten.body.message).toMatch(/^Account is locked\./);
  });
});

describe("the audit log, under refused sign-ins", () => {
  it("counts the refusals of a locked account from one address in one row, not a row each", async () => {
    quietHour();
    await createOrPromoteAdmin(database.db, { email: "counted@example.com", password: PASSWORD });
    await failFromAddresses("counted@example.com", ACCOUNT_FAILURES_MAX, 60);
    for (let n = 0; n < 12; n += 1)
      expect((await signIn("counted@example.com", WRONG, "192.0.2.77")).status).toBe(429);
    advance(60_000);
    await signIn("counted@example.com", PASSWORD, "192.0.2.77");
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, "counted@example.com"), eq(auditLog.action, "sign_in_refused_locked")));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip).toBe("192.0.2.77");
    expect(rows[0]!.details).toMatchObject({ refusals: 13, lastAt: now.toISOString() });
    // Another address is a row of its own.
    await signIn("counted@example.com", WRONG, "192.0.2.78");
    const again = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, "counted@example.com"), eq(auditLog.action, "sign_in_refused_locked")));
    expect(again).toHaveLength(2);
  });

  it("refuses an e-mail address longer than any address can be, and writes nothing for it", async () => {
    quietHour();
    const before = (await database.db.select().from(auditLog)).length;
    const huge = `${"x".repeat(60_000)}@example.com`;
    for (let n = 0; n < 3; n += 1) {
      const answer = await signIn(huge, WRONG, `192.0.2.${90 + n}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("INVALID_EMAIL");
    }
    expect((await database.db.select().from(auditLog)).length).toBe(before);
  });

  it("keeps every row bounded, whatever it was given", async () => {
    await writeAudit(database.db, {
      action: "sign_in_failed",
      at: now,
      target: "t".repeat(10_000),
      actorEmail: "a".repeat(10_000),
      ip: "i".repeat(10_000),
      details: { note: "d".repeat(100_000) },
    });
    const [row] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    for (const field of [row!.target, row!.actorEmail, row!.ip]) expect(field!.length).toBe(AUDIT_TEXT_MAX);
    expect(JSON.stringify(row!.details).length).toBeLessThanOrEqual(AUDIT_DETAILS_MAX);
    expect(row!.details).toMatchObject({ truncated: true });
  });
});
