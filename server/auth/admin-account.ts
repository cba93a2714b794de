import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  checkPassword,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  passwordLength,
  passwordRequirementsMessage,
} from "#core/admin/password.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { accounts, users } from "../db/schema.ts";
import { hashPassword } from "./password.ts";

/** better-auth's name for the e-mail and password provider. */
export const CREDENTIAL_PROVIDER = "credential";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const emailSchema = z.email("Enter a valid e-mail address.");

/**
 * Makes `email` a verified administrator with this password, from the shell (npm run admin:create):
 * a new account when there is none, otherwise the existing one promoted and its password replaced.
 * One transaction, so a failure leaves nothing half-written. The password must meet the password
 * rules of core/admin/password.ts.
 */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; password: string },
  clock: () => Date = () => new Date(),
  options: {
    /** How the administrator came to be, for the audit log. */
    via?: "shell" | "setup";
    /** Runs first in the transaction; throwing abandons everything (the setup link's checks). */
    guard?: (tx: Transaction) => Promise<void>;
  } = {},
): Promise<{ created: boolean; userId: string }> {
  const email = emailSchema.safeParse(input.email.trim().toLowerCase());
  if (!email.success) throw new Error(email.error.issues[0]!.message);
  if (passwordLength(input.password) > PASSWORD_MAX) throw new Error(PASSWORD_MESSAGES.tooLong);
  if (!checkPassword(input.password).every((rule) => rule.passed)) {
    throw new Error(passwordRequirementsMessage(input.password));
  }
  const hash = await hashPassword(input.password);
  const via = options.via ?? "shell";
  return db.transaction(async (tx) => {
    await options.guard?.(tx);
    const now = new Date();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.data));
    if (existing) {
      await tx
        .update(users)
        .set({ role: "admin", emailVerified: true, banned: false, updatedAt: now })
        .where(eq(users.id, existing.id));
      const updated = await tx
        .update(accounts)
        .set({ password: hash, updatedAt: now })
        .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
        .returning({ id: accounts.id });
      if (updated.length === 0) {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: existing.id,
          providerId: CREDENTIAL_PROVIDER,
          userId: existing.id,
          password: hash,
        });
      }
      await writeAudit(tx, {
        action: "admin_promoted",
        at: clock(),
        target: email.data,
        details: { via },
      });
      return { created: false, userId: existing.id };
    }
    const userId = randomUUID();
    await tx.insert(users).values({
      id: userId,
      name: email.data.split("@")[0]!,
      email: email.data,
      emailVerified: true,
      role: "admin",
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: CREDENTIAL_PROVIDER,
      userId,
      password: hash,
    });
    await writeAudit(tx, {
      action: "admin_created",
      at: clock(),
      target: email.data,
      details: { via },
    });
    return { created: true, userId };
  });
}
