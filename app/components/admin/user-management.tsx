import { Check } from "#app/components/ui/icons.tsx";
import { Copy } from "#app/components/ui/page-icons.tsx";
import { RefreshCw, ShieldCheck, ShieldMinus, UserPlus } from "#app/components/admin/icons.tsx";
import { Form, useNavigation } from "react-router";
import type { UserActionResult, UserManagement as UserManagementService } from "#server/user-management.ts";
import { useCopy } from "../ui/use-copy.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { buttonClass, Card, EmailText, formatDateTime, Notice, TextField } from "./kit.tsx";

/** The dashboard tab's value in the address (?tab=users). */
export const USERS_TAB = "users";

/** The accounts and pending invites the tab lists. */
export type UserLists = Awaited<ReturnType<UserManagementService["overview"]>>;

function useBusyIntent(): { intent: string | null; value: string | null } {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== "POST" || !navigation.formData) {
    return { intent: null, value: null };
  }
  const form = navigation.formData;
  return {
    intent: String(form.get("intent") ?? ""),
    value: String(form.get("userId") ?? form.get("inviteId") ?? ""),
  };
}

/**
 * The dashboard's User Management tab: invite an administrator, renew a pending invite's link,
 * promote and demote accounts. Its forms post to the page it sits on, whose action answers with a
 * UserActionResult.
 */
export function UserManagement({
  lists: { users, invites },
  result,
  me,
}: {
  lists: UserLists;
  result: UserActionResult | undefined;
  /** The signed-in administrator, who cannot demote themselves. */
  me: { id: string };
}) {
  const busy = useBusyIntent();
  const roleResult = result && (result.intent === "promote" || result.intent === "demote") ? result : null;
  return (
    <div className="flex flex-col gap-6">
      <InviteCard result={result} creating={busy.intent === "invite"} />

      <Card
        title="Pending Invites"
        titleId="pending-invites"
        description="Invites not yet accepted. Each link works once, for a week."
        actions={<RefreshButton label="Refresh" />}
      >
        {result?.intent === "renew" && !result.ok && <Notice tone="error">{result.message}</Notice>}
        {invites.length === 0 ? (
          <p className="text-slate-700">No pending invites.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {invites.map((invite) => (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex min-w-0 flex-col">
                  <EmailText email={invite.email} className="font-medium text-slate-900" />
                  <span className="text-sm text-slate-700">expires {formatDateTime(invite.expiresAt)}</span>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="renew" />
                  <input type="hidden" name="inviteId" value={invite.id} />
                  <button
                    type="submit"
                    disabled={busy.intent !== null}
                    aria-label={`New link for ${invite.email}`}
                    className={buttonClass("secondary")}
                  >
                    <RefreshCw aria-hidden="true" className="size-4" />
                    New link
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="All Users" titleId="all-users" actions={<RefreshButton label="Refresh" />}>
        {roleResult && <Notice tone={roleResult.ok ? "success" : "error"}>{roleResult.message}</Notice>}
        {users.length === 0 ? (
          <p className="text-slate-700">No users found.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {users.map((user) => {
              const isAdmin = user.role === "admin";
              const mine = user.id === me.id;
              return (
                <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <EmailText email={user.email} className="font-medium text-slate-900" />
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          isAdmin ? "bg-sea-700 text-white" : "bg-slate-200 text-slate-900"
                        }`}
                      >
                        {isAdmin ? "Admin" : "User"}
                      </span>
                      {mine && <span className="text-xs text-slate-700">(you)</span>}
                    </div>
                    <span className="text-sm text-slate-700">Joined: {formatDateTime(user.joinedAt)}</span>
                    {user.lastSignInAt && (
                      <span className="text-sm text-slate-700">
                        Last sign in: {formatDateTime(user.lastSignInAt)}
                      </span>
                    )}
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value={isAdmin ? "demote" : "promote"} />
                    <input type="hidden" name="userId" value={user.id} />
                    {isAdmin ? (
                      <button
                        type="submit"
                        disabled={mine || busy.intent !== null}
                        aria-label={`Demote ${user.email}`}
                        className={buttonClass("danger")}
                      >
                        <ShieldMinus aria-hidden="true" className="size-4" />
                        Demote
                      </button>
                    ) : (
                      <button
                        type="submit"
                        disabled={busy.intent !== null}
                        aria-label={`Promote to Admin: ${user.email}`}
                        className={buttonClass("secondary")}
                      >
                        <ShieldCheck aria-hidden="true" className="size-4" />
                        Promote to Admin
                      </button>
                    )}
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** Reloads the lists: a GET of the same tab, which React Router turns into fresh loader data. */
function RefreshButton({ label }: { label: string }) {
  return (
    <Form method="get" preventScrollReset>
      <input type="hidden" name="tab" value={USERS_TAB} />
      <button type="submit" className={buttonClass("secondary")}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {label}
      </button>
    </Form>
  );
}

function InviteCard({ result, creating }: { result: UserActionResult | undefined; creating: boolean }) {
  const created =
    result && (result.intent === "invite" || result.intent === "renew") && result.ok ? result : null;
  const failed = result?.intent === "invite" && !result.ok ? result : null;
  return (
    <Card
      title="Invite New Admin"
      titleId="invite-admin"
      description="The invitee receives a link by e-mail; they sign up with that address and become an administrator."
    >
      {/* A new form (emptied) after each created invite. */}
      <Form
        key={created && "link" in created ? created.link : "invite"}
        method="post"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="invite" />
        <div className="flex-1">
          <TextField
            label="Email"
            name="email"
            id="invite-email"
            type="email"
            autoComplete="off"
            error={failed?.message}
          />
        </div>
        <button type="submit" disabled={creating} className={buttonClass("primary")}>
          <UserPlus aria-hidden="true" className="size-4" />
          {creating ? "Creating..." : "Create Invite"}
        </button>
      </Form>
      {created && "link" in created && (
        <div className="flex flex-col gap-2">
          <Notice tone="success">{created.message}</Notice>
          <CopyField label="Invite link" value={created.link} />
        </div>
      )}
    </Card>
  );
}

/** A read-only value with a copy button ('Copied!' for 2 s). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const hydrated = useHydrated();
  const { copied, copy } = useCopy();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label={label}
          name="invite-link"
          id="invite-link"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      {hydrated && (
        <button type="button" className={buttonClass("secondary")} onClick={() => copy(value)}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? "Copied!" : "Copy link"}
        </button>
      )}
    </div>
  );
}
