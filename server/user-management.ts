import type { SignedInUser } from "./auth/accounts.ts";
import type { Invites } from "./auth/invites.ts";
import type { Users } from "./auth/users.ts";
import { toIso } from "./db/timestamps.ts";

/** What the last action on the User Management tab said. */
export type UserActionResult =
  | { intent: "invite" | "renew"; ok: true; message: string; link: string }
  | { intent: "invite"; ok: false; message: string }
  | { intent: "promote" | "demote" | "renew"; ok: boolean; message: string };

export const USER_MESSAGES = {
  invited: "Invite created. Share the link below with the invitee.",
  renewed: "New invite link created. The previous link no longer works.",
  promoted: "User promoted to admin successfully",
  demoted: "User demoted from admin successfully",
} as const;

/**
 * The dashboard's User Management tab on the server: the accounts and pending invites it lists, and
 * what its forms ask (invite, renew an invite's link, promote, demote), answered in the tab's words
 * with the HTTP status the page's action sends.
 */
export function createUserManagement(options: {
  users: Users;
  invites: Invites;
  /** A refusal the screen should show, with its status; null for a fault to let through. */
  refusal: (error: unknown) => { message: string; status: number } | null;
}) {
  const { users, invites } = options;

  async function overview() {
    const [accounts, pending] = await Promise.all([users.listUsers(), invites.pendingInvites()]);
    return {
      users: accounts.map((user) => ({
        id: user.id,
        email: user.email,
        role: user.role,
        joinedAt: toIso(user.createdAt),
        lastSignInAt: toIso(user.lastSignIn),
      })),
      invites: pending.map((invite) => ({
        id: invite.id,
        email: invite.email,
        expiresAt: toIso(invite.expiresAt),
      })),
    };
  }

  /** Runs `action`; a refusal becomes the tab's answer, anything else is thrown on. */
  async function refused(
    action: () => Promise<{ result: UserActionResult; status: number }>,
    answer: (refusal: { message: string; status: number }) => { result: UserActionResult; status: number },
  ) {
    try {
      return await action();
    } catch (error) {
      const refusal = options.refusal(error);
      if (!refusal) throw error;
      return answer(refusal);
    }
  }

  /** One of the tab's forms, as posted. */
  async function act(input: {
    form: FormData;
    by: SignedInUser;
    /** The origin the invite link starts with. */
    origin: string;
    ip: string | undefined;
  }): Promise<{ result: UserActionResult; status: number }> {
    const { form, by, origin, ip } = input;
    const intent = String(form.get("intent") ?? "");
    if (intent === "invite") {
      return refused(
        async () => {
          const invite = await invites.createInvite({
            email: String(form.get("email") ?? ""),
            by,
            origin,
            ip,
          });
          return {
            result: { intent, ok: true, message: USER_MESSAGES.invited, link: invite.link },
            status: 200,
          };
        },
        (refusal) => ({
          result: { intent, ok: false, message: refusal.message },
          status: 422,
        }),
      );
    }
    if (intent === "renew") {
      return refused(
        async () => {
          const invite = await invites.renewInvite({
            id: String(form.get("inviteId") ?? ""),
            by,
            origin,
            ip,
          });
          return {
            result: { intent, ok: true, message: USER_MESSAGES.renewed, link: invite.link },
            status: 200,
          };
        },
        (refusal) => ({
          result: { intent, ok: false, message: `Failed to create invite: ${refusal.message}` },
          status: refusal.status,
        }),
      );
    }
    if (intent === "promote" || intent === "demote") {
      return refused(
        async () => {
          await users.setRole({
            id: String(form.get("userId") ?? ""),
            role: intent === "promote" ? "admin" : "user",
            by,
            ip,
          });
          const message = intent === "promote" ? USER_MESSAGES.promoted : USER_MESSAGES.demoted;
          return { result: { intent, ok: true, message }, status: 200 };
        },
        (refusal) => ({
          result: { intent, ok: false, message: `Failed to ${intent} user: ${refusal.message}` },
          status: refusal.status,
        }),
      );
    }
    return { result: { intent: "promote", ok: false, message: "Unknown action." }, status: 400 };
  }

  return { overview, act };
}

export type UserManagement = ReturnType<typeof createUserManagement>;
