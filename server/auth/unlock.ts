import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { z } from "zod";
import { UNLOCK_LINK_VALID_MS, UNLOCK_MAIL_INTERVAL_MS } from "#core/admin/sign-in.ts";
import { hasControlCharacter } from "#core/contract/text.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { accountUnlocks, signInBackoff, signInThrottle, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { addressKey, rememberAddress } from "./lockout.ts";

export const UNLOCK_MESSAGES = {
  invalid: "This unlock link is not valid. Ask for a new one on the sign-in page.",
  used: "This unlock link has already been used. If your account is locked again, ask for a new one.",
  expired: "This unlock link has expired. Ask for a new one on the sign-in page.",
} as const;

class UnlockRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 410,
  ) {
    super(message);
  }
}

export type UnlockStatus =
  | { state: "valid"; email: string }
  | { state: "invalid" | "used" | "expired"; message: string; status: 400 | 409 | 410 };

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** The path of the page an unlock link opens. */
export const unlockPath = (token: string) => `/admin/unlock?token=${encodeURIComponent(token)}`;

/**
 * Unlocking a locked account by mail (ADR 018). Asking is open to anyone and always answered the
 * same; a mail goes out only for an existing, verified account that is locked now, at most once per
 * lock. Its link holds a 256-bit token, of which only the SHA-256 is kept; it works once, for 30
 * minutes, and opening it lets the address it is opened from past the lock (ADR 045).
 */
export function createAccountUnlocks(options: { db: Database; clock: () => Date; mailer: Mailer }) {
  const { db, clock } = options;

  async function requestUnlock(input: { email: string; origin: string; ip?: string | undefined }) {
    const email = input.email.trim().toLowerCase();
    if (hasControlCharacter(email) || !z.email().safeParse(email).success) return;
    const token = randomBytes(32).toString("base64url");
    const now = clock();
    const expiresAt = new Date(now.getTime() + UNLOCK_LINK_VALID_MS);
    const mailed = await db.transaction(async (tx) => {
      const [account] = await tx
        .select({ verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, email));
      if (!account?.verified) return false;
      // One statement claims this lock's mail, so two instances asked at once send one mail.
      const claimed = await tx
        .update(signInThrottle)
        .set({ unlockMailedAt: now })
        .where(
          and(
            eq(signInThrottle.kind, "account"),
            eq(signInThrottle.key, email),
            gt(signInThrottle.lockedUntil, now),
            or(
              isNull(signInThrottle.unlockMailedAt),
              lte(signInThrottle.unlockMailedAt, new Date(now.getTime() - UNLOCK_MAIL_INTERVAL_MS)),
            ),
          ),
        )
        .returning({ lockedUntil: signInThrottle.lockedUntil });
      if (claimed.length === 0) return false;
      await tx.insert(accountUnlocks).values({ tokenHash: sha256(token), email, createdAt: now, expiresAt });
      await writeAudit(tx, {
        action: "unlock_mail_sent",
        at: now,
        target: email,
        ip: input.ip,
        details: { expiresAt: expiresAt.toISOString() },
      });
      return true;
    });
    if (!mailed) return;
    const link = `${input.origin}${unlockPath(token)}`;
    // Not awaited: the answer must take as long for an address that gets no mail as for one that does.
    void options.mailer
      .send({
        to: email,
        subject: "Unlock your Greek Beaches Directory account",
        text:
          "Sign-in to your account of the Greek Beaches Directory was locked after failed attempts.\n" +
          `Open this link within ${UNLOCK_LINK_VALID_MS / 60_000} minutes, on the device you sign in with, to unlock it there (it works once):\n${link}\n` +
          "If you did not try to sign in, someone else did: you need not do anything, the lock ends by itself.",
      })
      .catch((error: unknown) => console.error("The unlock mail could not be sent:", error));
  }

  /** What a token stands for, without spending it (the page says at once whether the link is good). */
  async function unlockStatus(token: string): Promise<UnlockStatus> {
    if (!token || hasControlCharacter(token))
      return { state: "invalid", message: UNLOCK_MESSAGES.invalid, status: 400 };
    const [unlock] = await db
      .select()
      .from(accountUnlocks)
      .where(eq(accountUnlocks.tokenHash, sha256(token)));
    if (!unlock) return { state: "invalid", message: UNLOCK_MESSAGES.invalid, status: 400 };
    if (unlock.usedAt) return { state: "used", message: UNLOCK_MESSAGES.used, status: 409 };
    if (new Date(unlock.expiresAt).getTime() <= clock().getTime())
      return { state: "expired", message: UNLOCK_MESSAGES.expired, status: 410 };
    return { state: "valid", email: unlock.email };
  }

  /**
   * Spends the token and, in the same transaction, makes the address it is opened from known to the
   * account (whose lock then no longer holds it back) and clears that address's throttle; every
   * other unused link of the account stops working.
   */
  async function unlock(input: {
    token: string;
    ip?: string | undefined;
  }): Promise<{ ok: true; email: string } | { ok: false; message: string; status: 400 | 409 | 410 }> {
    const status = await unlockStatus(input.token);
    if (status.state !== "valid") return { ok: false, message: status.message, status: status.status };
    const now = clock();
    try {
      return await spend(input.token, input.ip, now);
    } catch (error) {
      if (error instanceof UnlockRefused) return { ok: false, message: error.message, status: error.status };
      throw error;
    }
  }

  async function spend(token: string, ip: string | undefined, now: Date) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(accountUnlocks)
        .where(eq(accountUnlocks.tokenHash, sha256(token)))
        .for("update");
      // Spent or expired between the look above and this lock of the row.
      if (!row || row.usedAt) throw new UnlockRefused(UNLOCK_MESSAGES.used, 409);
      if (new Date(row.expiresAt).getTime() <= now.getTime())
        throw new UnlockRefused(UNLOCK_MESSAGES.expired, 410);
      await tx
        .update(accountUnlocks)
        .set({ usedAt: now })
        .where(and(eq(accountUnlocks.email, row.email), isNull(accountUnlocks.usedAt)));
      // The account's lock stays for the addresses it does not know: an attacker's are held back
      // still, while this one is known from now on, so a new lock does not reach it (ADR 045).
      await rememberAddress(tx, row.email, ip ?? "unknown", now);
      await tx
        .delete(signInBackoff)
        .where(
          and(eq(signInBackoff.address, addressKey(ip ?? "unknown")), eq(signInBackoff.email, row.email)),
        );
      await writeAudit(tx, { action: "account_unlocked", at: now, target: row.email, ip });
      return { ok: true as const, email: row.email };
    });
  }

  return { requestUnlock, unlockStatus, unlock };
}

export type AccountUnlocks = ReturnType<typeof createAccountUnlocks>;
