import { desc, eq, max, sql } from "drizzle-orm";
import { hasControlCharacter } from "#core/contract/text.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import type { SignedInUser } from "./accounts.ts";

export class RoleChangeError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

export const ROLE_MESSAGES = {
  notFound: "No such user.",
  self: "You cannot demote your own account.",
  lastAdmin: "The last administrator cannot be demoted.",
} as const;

/** The accounts and their roles: listing, promotion and demotion, enforced here. */
export function createUsers(options: { db: Database; clock: () => Date }) {
  const { db } = options;

  async function listUsers() {
    const lastSession = db
      .select({ userId: sessions.userId, lastSignIn: max(sessions.createdAt).as("last_sign_in") })
      .from(sessions)
      .groupBy(sessions.userId)
      .as("last_session");
    return db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        createdAt: users.createdAt,
        lastSignIn: lastSession.lastSignIn,
      })
      .from(users)
      .leftJoin(lastSession, eq(lastSession.userId, users.id))
      .orderBy(desc(users.createdAt), users.email);
  }

  /**
   * Gives `role` to the account. A demotion never applies to one's own account nor to the last
   * administrator; the count is taken under a lock, so two demotions at once cannot remove every
   * administrator. The change counts on the target's next request (the role is read every time).
   */
  async function setRole(input: {
    id: string;
    role: "admin" | "user";
    by: SignedInUser;
    ip?: string | undefined;
  }) {
    // No account's id holds a control character, and PostgreSQL cannot even compare one with NUL.
    if (hasControlCharacter(input.id)) throw new RoleChangeError(ROLE_MESSAGES.notFound, 404);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin-roles'))`);
      const [target] = await tx
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, input.id));
      if (!target) throw new RoleChangeError(ROLE_MESSAGES.notFound, 404);
      if (input.role === "user") {
        if (input.id === input.by.id) throw new RoleChangeError(ROLE_MESSAGES.self, 409);
        const [admins] = await tx
          .select({ value: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.role, "admin"));
        if (target.role === "admin" && (admins?.value ?? 0) <= 1) {
          throw new RoleChangeError(ROLE_MESSAGES.lastAdmin, 409);
        }
      }
      if (target.role === input.role) return;
      await tx
        .update(users)
        .set({ role: input.role, updatedAt: options.clock() })
        .where(eq(users.id, input.id));
      await writeAudit(tx, {
        action: input.role === "admin" ? "user_promoted" : "user_demoted",
        at: options.clock(),
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: target.email,
        ip: input.ip,
      });
    });
  }

  return { listUsers, setRole };
}

export type Users = ReturnType<typeof createUsers>;
