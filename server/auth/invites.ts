import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { hasControlCharacter } from "#core/contract/text.ts";
import { writeAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { invites, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { SignedInUser } from "./accounts.ts";

/** How long an invite can be accepted: a week, our own choice (ADR 011). */
export const INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITE_MESSAGES = {
  emailRequired: "Please enter an email to invite",
  emailInvalid: "Enter a valid e-mail address.",
  invalid: "Missing or invalid token.",
  used: "This invite has already been used.",
  expired: "This invite has expired. Ask an administrator for a new one.",
  otherEmail: "This invite was sent to another e-mail address. Sign in with that address to accept it.",
  unverified: "Please confirm your email address before signing in.",
  notPending: "This invite is no longer pending.",
} as const;

export class InviteError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 409 | 410,
  ) {
    super(message);
  }
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

export function createInvites(options: { db: Database; clock: () => Date; mailer: Mailer }) {
  const { db, clock } = options;

  /** A new invite for `email`: the link (shown once, also mailed) holds a 256-bit token. */
  async function createInvite(input: {
    email: string;
    by: SignedInUser;
    origin: string;
    ip?: string | undefined;
  }) {
    const email = input.email.trim().toLowerCase();
    if (email === "") throw new InviteError(INVITE_MESSAGES.emailRequired, 400);
    if (!z.email().safeParse(email).success) throw new InviteError(INVITE_MESSAGES.emailInvalid, 400);
    const token = randomBytes(32).toString("base64url");
    const now = clock();
    const invite = {
      id: randomUUID(),
      email,
      tokenHash: sha256(token),
      createdBy: input.by.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_VALID_MS),
    };
    await db.transaction(async (tx) => {
      await tx.insert(invites).values(invite);
      await writeAudit(tx, {
        action: "invite_created",
        at: now,
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: email,
        ip: input.ip,
      });
    });
    const link = await sendLink({ email, token, origin: input.origin, by: input.by });
    return { id: invite.id, email, expiresAt: invite.expiresAt, link };
  }

  async function sendLink(input: { email: string; token: string; origin: string; by: SignedInUser }) {
    const link = `${input.origin}/admin/accept-invite?token=${input.token}`;
    await options.mailer.send({
      to: input.email,
      subject: "You are invited to administer the Greek Beaches Directory",
      text:
        `${input.by.email} invited you to become an administrator of the Greek Beaches Directory.\n` +
        `Open this link within 7 days, sign up with this e-mail address and confirm it:\n${link}`,
    });
    return link;
  }

  /**
   * A new link for a pending invite (only a hash of the old one is kept, so it cannot be shown
   * again): a new token replaces the old, which stops working, and the week starts again.
   */
  async function renewInvite(input: {
    id: string;
    by: SignedInUser;
    origin: string;
    ip?: string | undefined;
  }) {
    // No invite's id holds a control character, and PostgreSQL cannot even compare one with NUL.
    if (hasControlCharacter(input.id)) throw new InviteError(INVITE_MESSAGES.notPending, 409);
    const token = randomBytes(32).toString("base64url");
    const now = clock();
    const expiresAt = new Date(now.getTime() + INVITE_VALID_MS);
    const email = await db.transaction(async (tx) => {
      const [renewed] = await tx
        .update(invites)
        .set({ tokenHash: sha256(token), expiresAt })
        .where(and(eq(invites.id, input.id), isNull(invites.acceptedAt)))
        .returning({ email: invites.email });
      if (!renewed) throw new InviteError(INVITE_MESSAGES.notPending, 409);
      await writeAudit(tx, {
        action: "invite_renewed",
        at: now,
        actorId: input.by.id,
        actorEmail: input.by.email,
        target: renewed.email,
        ip: input.ip,
      });
      return renewed.email;
    });
    const link = await sendLink({ email, token, origin: input.origin, by: input.by });
    return { id: input.id, email, expiresAt, link };
  }

  /** Invites not yet accepted and not expired, newest first. */
  async function pendingInvites() {
    return db
      .select({
        id: invites.id,
        email: invites.email,
        expiresAt: invites.expiresAt,
        createdAt: invites.createdAt,
      })
      .from(invites)
      .where(and(isNull(invites.acceptedAt), gt(invites.expiresAt, clock())))
      .orderBy(desc(invites.createdAt));
  }

  /**
   * What a token stands for, without spending it (the accept page says at once whether the link is
   * good): the invitee's e-mail while it is valid, or why it is not.
   */
  async function inviteStatus(
    token: string,
  ): Promise<{ state: "valid"; email: string } | { state: "invalid" | "used" | "expired"; message: string }> {
    if (!token) return { state: "invalid", message: INVITE_MESSAGES.invalid };
    const [invite] = await db
      .select({ email: invites.email, acceptedAt: invites.acceptedAt, expiresAt: invites.expiresAt })
      .from(invites)
      .where(eq(invites.tokenHash, sha256(token)));
    if (!invite) return { state: "invalid", message: INVITE_MESSAGES.invalid };
    if (invite.acceptedAt) return { state: "used", message: INVITE_MESSAGES.used };
    if (new Date(invite.expiresAt).getTime() <= clock().getTime())
      return { state: "expired", message: INVITE_MESSAGES.expired };
    return { state: "valid", email: invite.email };
  }

  /**
   * Whether the invite page may make an account for `email` with this token: only for a pending
   * invite, and only with the address it was sent to.
   */
  async function signUpAllowed(
    token: string,
    email: string,
  ): Promise<{ ok: true } | { ok: false; status: 400 | 403 | 409 | 410; message: string }> {
    const invite = await inviteStatus(token);
    if (invite.state !== "valid") {
      const status = ({ invalid: 400, used: 409, expired: 410 } as const)[invite.state];
      return { ok: false, status, message: invite.message };
    }
    if (email.trim().toLowerCase() !== invite.email) {
      return { ok: false, status: 403, message: INVITE_MESSAGES.otherEmail };
    }
    return { ok: true };
  }

  /**
   * Makes the signed-in, verified account an administrator with an invite sent to its e-mail: in one
   * transaction that locks the invite, so a token grants admin rights once at most.
   */
  async function acceptInvite(input: { token: string; user: SignedInUser; ip?: string | undefined }) {
    if (!input.token) throw new InviteError(INVITE_MESSAGES.invalid, 400);
    const now = clock();
    await db.transaction(async (tx) => {
      const [invite] = await tx
        .select()
        .from(invites)
        .where(eq(invites.tokenHash, sha256(input.token)))
        .for("update");
      if (!invite) throw new InviteError(INVITE_MESSAGES.invalid, 400);
      if (invite.acceptedAt) throw new InviteError(INVITE_MESSAGES.used, 409);
      if (new Date(invite.expiresAt).getTime() <= now.getTime())
        throw new InviteError(INVITE_MESSAGES.expired, 410);
      const [account] = await tx
        .select({ email: users.email, verified: users.emailVerified })
        .from(users)
        .where(eq(users.id, input.user.id));
      if (!account || account.email.toLowerCase() !== invite.email) {
        throw new InviteError(INVITE_MESSAGES.otherEmail, 403);
      }
      if (!account.verified) throw new InviteError(INVITE_MESSAGES.unverified, 403);
      await tx
        .update(invites)
        .set({ acceptedAt: now, acceptedBy: input.user.id })
        .where(eq(invites.id, invite.id));
      await tx
        .update(users)
        .set({ role: "admin", updatedAt: sql`now()` })
        .where(eq(users.id, input.user.id));
      await writeAudit(tx, {
        action: "invite_accepted",
        at: now,
        actorId: input.user.id,
        actorEmail: account.email,
        target: invite.email,
        ip: input.ip,
      });
    });
  }

  return { createInvite, renewInvite, pendingInvites, inviteStatus, signUpAllowed, acceptInvite };
}

export type Invites = ReturnType<typeof createInvites>;
