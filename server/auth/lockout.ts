import { isIPv6 } from "node:net";
import { and, eq, gt, lte, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import {
  ACCOUNT_FAILURES_MAX,
  ADDRESS_FAILURES_BEFORE_THROTTLE,
  ADDRESS_FAILURES_COUNTED,
  FAILURE_WINDOW_MS,
  IP_FAILURES_MAX,
  KNOWN_ADDRESS_MS,
  LOCK_MS,
  THROTTLE_FIRST_MS,
  THROTTLE_MAX_MS,
} from "#core/admin/sign-in.ts";
import type { Database } from "../db/client.ts";
import { signInBackoff, signInKnownAddresses, signInThrottle } from "../db/schema.ts";

export interface FailureOutcome {
  /** Attempts left from this address before a lock or a throttle, the fewest of all counts. */
  remaining: number;
  /** Set when this failure locked the account or the address. */
  lockedUntil: Date | null;
  /** Set when this failure throttled the address for this account (ADR 018). */
  throttledUntil: Date | null;
  /** Which throttle of this address for this account it is (1, 2, ...), 0 when none. */
  throttleStep: number;
}

export type Refusal = { kind: "locked" | "throttled"; until: Date };

/**
 * The key a client address is counted under: IPv4 as it is (an IPv4-mapped IPv6 address as its
 * IPv4), IPv6 by its /64 network, since whoever holds one address of it can use them all.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === "" ? [] : tail.split(":");
  const groups = address.includes("::")
    ? [
        ...headGroups,
        ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/**
 * Failed sign-ins counted in the database (ADR 011, ADR 018, ADR 045), so every instance sees the
 * same counts and a restart forgets nothing. An account is keyed by the e-mail as typed (lower-cased)
 * whether or not it exists, so an e-mail without an account is answered exactly like one with.
 */
export function createSignInThrottle(db: Database, clock: () => Date) {
  /** Why a sign-in of `email` from `ip` is refused before its password is looked at, if it is. */
  async function refusal(email: string, ip: string): Promise<Refusal | null> {
    const until = await lockedUntil(email, ip);
    if (until) return { kind: "locked", until };
    const [backoff] = await db
      .select({ throttledUntil: signInBackoff.throttledUntil })
      .from(signInBackoff)
      .where(
        and(
          eq(signInBackoff.address, addressKey(ip)),
          eq(signInBackoff.email, email),
          gt(signInBackoff.throttledUntil, clock()),
        ),
      );
    return backoff ? { kind: "throttled", until: new Date(backoff.throttledUntil!) } : null;
  }

  /** The account knows the address: it signed in there, or opened an unlock link there, lately. */
  const knownAddress = (email: string, address: string) =>
    db
      .select({ one: sql`1` })
      .from(signInKnownAddresses)
      .where(
        and(
          eq(signInKnownAddresses.email, email),
          eq(signInKnownAddresses.address, address),
          gt(signInKnownAddresses.lastSeenAt, new Date(clock().getTime() - KNOWN_ADDRESS_MS)),
        ),
      );

  async function knows(email: string, ip: string): Promise<boolean> {
    return (await knownAddress(email, addressKey(ip))).length > 0;
  }

  /**
   * When the sign-in of `email` from `ip` stays locked until, if it is locked now: by the address's
   * own lock, or by the account's when the account does not know the address.
   */
  async function lockedUntil(email: string, ip: string): Promise<Date | null> {
    const address = addressKey(ip);
    const rows = await db
      .select({ lockedUntil: signInThrottle.lockedUntil })
      .from(signInThrottle)
      .where(
        and(
          or(
            and(
              eq(signInThrottle.kind, "account"),
              eq(signInThrottle.key, email),
              notExists(knownAddress(email, address)),
            ),
            and(eq(signInThrottle.kind, "ip"), eq(signInThrottle.key, address)),
          ),
          gt(signInThrottle.lockedUntil, clock()),
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
    const [row] = rowsOf(
      await db.execute(sql`
      INSERT INTO ${signInThrottle} AS t (kind, key, failures, last_failure_at, locked_until)
      VALUES (${kind}, ${key}, 1, ${at}::timestamptz,
        CASE WHEN 1 >= ${max} THEN ${lockEnd}::timestamptz ELSE NULL END)
      ON CONFLICT (kind, key) DO UPDATE SET
        failures = ${next},
        last_failure_at = ${at}::timestamptz,
        locked_until = CASE WHEN ${next} >= ${max} THEN ${lockEnd}::timestamptz ELSE NULL END
      RETURNING failures, locked_until`),
    );
    return {
      remaining: Math.max(0, max - Number(row!.failures)),
      lockedUntil: dateOf(row!.locked_until),
    };
  }

  /**
   * One more failure of `email` from `address`, in one atomic statement: past the allowance each
   * failure throttles the address for this account, twice as long as the last time, up to the cap.
   * The count and the doubling start again after an hour without failures.
   */
  async function countAddressFailure(address: string, email: string, now: Date) {
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
    const fresh = sql`(b.last_failure_at < ${windowStart}::timestamptz)`;
    const failures = sql`(CASE WHEN ${fresh} THEN 1 ELSE b.failures + 1 END)`;
    const steps = sql`(CASE WHEN ${failures} >= ${ADDRESS_FAILURES_BEFORE_THROTTLE}
      THEN (CASE WHEN ${fresh} THEN 0 ELSE b.throttles END) + 1
      ELSE (CASE WHEN ${fresh} THEN 0 ELSE b.throttles END) END)`;
    const until = (count: SQL, step: SQL) => sql`CASE WHEN ${count} >= ${ADDRESS_FAILURES_BEFORE_THROTTLE}
      THEN ${at}::timestamptz + LEAST(${THROTTLE_FIRST_MS}::bigint * power(2, GREATEST(${step} - 1, 0))::bigint,
        ${THROTTLE_MAX_MS}::bigint) * interval '1 millisecond'
      ELSE NULL END`;
    const firstSteps = sql`(CASE WHEN 1 >= ${ADDRESS_FAILURES_BEFORE_THROTTLE} THEN 1 ELSE 0 END)`;
    const [row] = rowsOf(
      await db.execute(sql`
      INSERT INTO ${signInBackoff} AS b (address, email, failures, throttles, last_failure_at, throttled_until)
      VALUES (${address}, ${email}, 1, ${firstSteps}, ${at}::timestamptz, ${until(sql`1`, firstSteps)})
      ON CONFLICT (address, email) DO UPDATE SET
        failures = ${failures},
        throttles = ${steps},
        last_failure_at = ${at}::timestamptz,
        throttled_until = ${until(failures, steps)}
      RETURNING failures, throttles, throttled_until`),
    );
    return {
      failures: Number(row!.failures),
      throttles: Number(row!.throttles),
      throttledUntil: dateOf(row!.throttled_until),
    };
  }

  async function recordFailure(email: string, ip: string): Promise<FailureOutcome> {
    const now = clock();
    const address = addressKey(ip);
    const known = await knows(email, ip);
    const pair = await countAddressFailure(address, email, now);
    // Only an address's first failures count against the account, so one address, or a few, cannot
    // lock it; and the addresses it knows never count, since its lock never holds them back.
    const counted = !known && pair.failures <= ADDRESS_FAILURES_COUNTED;
    const account = counted ? await countFailure("account", email, ACCOUNT_FAILURES_MAX, now) : null;
    const addressWide = await countFailure("ip", address, IP_FAILURES_MAX, now);
    const remaining = [
      addressWide.remaining,
      Math.max(0, ADDRESS_FAILURES_BEFORE_THROTTLE - pair.failures),
      // The account's count limits this address only while its next failure would still count.
      ...(account && pair.failures < ADDRESS_FAILURES_COUNTED ? [account.remaining] : []),
    ];
    const locks = [account?.lockedUntil ?? null, addressWide.lockedUntil].filter(
      (date): date is Date => date !== null,
    );
    return {
      remaining: Math.min(...remaining),
      lockedUntil: locks.length ? new Date(Math.max(...locks.map((date) => date.getTime()))) : null,
      throttledUntil: pair.throttledUntil,
      throttleStep: pair.throttledUntil ? pair.throttles : 0,
    };
  }

  /**
   * A successful sign-in makes the address known to the account and clears this address's count for
   * it, and the account's count unless a lock is running: the strangers it holds back stay held back
   * until it ends.
   */
  async function recordSuccess(email: string, ip: string): Promise<void> {
    const now = clock();
    await rememberAddress(db, email, ip, now);
    await db
      .delete(signInThrottle)
      .where(
        and(
          eq(signInThrottle.kind, "account"),
          eq(signInThrottle.key, email),
          or(isNull(signInThrottle.lockedUntil), lte(signInThrottle.lockedUntil, now)),
        ),
      );
    await db
      .delete(signInBackoff)
      .where(and(eq(signInBackoff.address, addressKey(ip)), eq(signInBackoff.email, email)));
  }

  return { refusal, lockedUntil, knows, recordFailure, recordSuccess };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** Makes `ip` an address the account `email` knows, from `at` (a sign-in there, an unlock link opened there). */
export async function rememberAddress(db: Pick<Database, "insert">, email: string, ip: string, at: Date) {
  await db
    .insert(signInKnownAddresses)
    .values({ email, address: addressKey(ip), lastSeenAt: at })
    .onConflictDoUpdate({
      target: [signInKnownAddresses.email, signInKnownAddresses.address],
      set: { lastSeenAt: at },
    });
}
