import { and, eq, gt, or, sql } from "drizzle-orm";
import { ACCOUNT_FAILURES_MAX, FAILURE_WINDOW_MS, IP_FAILURES_MAX, LOCK_MS } from "../../core/sign-in.ts";
import type { Database } from "../db/client.ts";
import { signInThrottle } from "../db/schema.ts";

export interface FailureOutcome {
  /** Attempts left before a lock, the fewer of the account's and the address's. */
  remaining: number;
  /** Set when this failure locked the account or the address. */
  lockedUntil: Date | null;
}

/**
 * Failed sign-ins counted in the database (ADR 011), so every instance sees the same counts and a
 * restart forgets nothing. An account is keyed by the e-mail as typed (lower-cased) whether or not
 * it exists, so an unknown address is answered exactly like a known one.
 */
export function createSignInThrottle(db: Database, clock: () => Date) {
  /** When the account or the address stays locked until, if either is locked now. */
  async function lockedUntil(email: string, ip: string): Promise<Date | null> {
    const now = clock();
    const rows = await db
      .select({ lockedUntil: signInThrottle.lockedUntil })
      .from(signInThrottle)
      .where(
        and(
          or(
            and(eq(signInThrottle.kind, "account"), eq(signInThrottle.key, email)),
            and(eq(signInThrottle.kind, "ip"), eq(signInThrottle.key, ip)),
          ),
          gt(signInThrottle.lockedUntil, now),
        ),
      );
    const until = rows.map((row) => new Date(row.lockedUntil!).getTime());
    return until.length ? new Date(Math.max(...until)) : null;
  }

  /**
   * One more failure, counted atomically in one statement per key, so failures arriving together all
   * count. The count starts again after an hour without failures, or once a lock has run out.
   */
  async function countFailure(kind: "account" | "ip", key: string, max: number, now: Date) {
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const lockEnd = new Date(now.getTime() + LOCK_MS).toISOString();
    const fresh = sql`(t.last_failure_at < ${windowStart}::timestamptz OR t.locked_until <= ${at}::timestamptz)`;
    const next = sql`(CASE WHEN ${fresh} THEN 1 ELSE t.failures + 1 END)`;
    const result = await db.execute<{ failures: number; locked_until: string | Date | null }>(sql`
      INSERT INTO ${signInThrottle} AS t (kind, key, failures, last_failure_at, locked_until)
      VALUES (${kind}, ${key}, 1, ${at}::timestamptz,
        CASE WHEN 1 >= ${max} THEN ${lockEnd}::timestamptz ELSE NULL END)
      ON CONFLICT (kind, key) DO UPDATE SET
        failures = ${next},
        last_failure_at = ${at}::timestamptz,
        locked_until = CASE WHEN ${next} >= ${max} THEN ${lockEnd}::timestamptz ELSE NULL END
      RETURNING failures, locked_until`);
    const row = (result as unknown as { rows: { failures: number; locked_until: string | Date | null }[] })
      .rows[0]!;
    return {
      remaining: Math.max(0, max - Number(row.failures)),
      lockedUntil: row.locked_until === null ? null : new Date(row.locked_until),
    };
  }

  async function recordFailure(email: string, ip: string): Promise<FailureOutcome> {
    const now = clock();
    const account = await countFailure("account", email, ACCOUNT_FAILURES_MAX, now);
    const address = await countFailure("ip", ip, IP_FAILURES_MAX, now);
    const locks = [account.lockedUntil, address.lockedUntil].filter((date): date is Date => date !== null);
    return {
      remaining: Math.min(account.remaining, address.remaining),
      lockedUntil: locks.length ? new Date(Math.max(...locks.map((date) => date.getTime()))) : null,
    };
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async function recordSuccess(email: string): Promise<void> {
    await db
      .delete(signInThrottle)
      .where(and(eq(signInThrottle.kind, "account"), eq(signInThrottle.key, email)));
  }

  return { lockedUntil, recordFailure, recordSuccess };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
