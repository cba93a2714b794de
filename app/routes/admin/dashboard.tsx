import {
  Armchair,
  Check,
  Copy,
  Flag,
  MapPin,
  Plus,
  RefreshCw,
  ShieldCheck,
  ShieldMinus,
  Umbrella,
  UserPlus,
} from "lucide-react";
import { formatUpdatedAgo } from "../../../core/relative-time.ts";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { buttonClass, Card, formatDateTime, Notice, TextField } from "../../components/admin/kit.tsx";
import { UrlTabs } from "../../components/ui/url-tabs.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { adminMeta } from "../../lib/page-meta.ts";
import { siteOrigin } from "../../lib/site-origin.server.ts";
import { useCopy } from "../../lib/use-copy.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Route } from "./+types/dashboard";
import { useAdmin } from "./layout.tsx";

export const meta = () => adminMeta("Admin Dashboard");

export const USERS_TAB = "users";
/** Beaches in Recent Activity (back-office.md section 9). */
const RECENT_ACTIVITY = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { content } = context.backOffice;
  const [users, invites, stats, recent] = await Promise.all([
    context.backOffice.users.listUsers(),
    context.backOffice.invites.pendingInvites(),
    content.dashboardStats(),
    content.recentBeaches(RECENT_ACTIVITY),
  ]);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      role: user.role,
      joinedAt: iso(user.createdAt)!,
      lastSignInAt: iso(user.lastSignIn),
    })),
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      expiresAt: iso(invite.expiresAt)!,
    })),
    stats,
    recent,
    // Relative times are counted from the server's clock, so the page hydrates to the same words.
    now: new Date().toISOString(),
  };
}

/** What the last action on the User Management tab said. */
export type UserActionResult =
  | { intent: "invite" | "renew"; ok: true; message: string; link: string }
  | { intent: "invite"; ok: false; message: string; field?: string }
  | { intent: "promote" | "demote" | "renew"; ok: boolean; message: string };

export const USER_MESSAGES = {
  invited: "Invite created. Share the link below with the invitee.",
  renewed: "New invite link created. The previous link no longer works.",
  promoted: "User promoted to admin successfully",
  demoted: "User demoted from admin successfully",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const origin = new URL(siteOrigin(request, context)).origin;
  const ip = context.clientIp;
  const { invites, users } = context.backOffice;
  const failed = (result: UserActionResult, status: number) => data(result, status);
  if (intent === "invite") {
    try {
      const invite = await invites.createInvite({ email: String(form.get("email") ?? ""), by, origin, ip });
      return data<UserActionResult>({ intent, ok: true, message: USER_MESSAGES.invited, link: invite.link });
    } catch (error) {
      const refusal = context.backOffice.refusal(error);
      if (!refusal) throw error;
      return failed({ intent, ok: false, message: refusal.message, field: refusal.message }, 422);
    }
  }
  if (intent === "renew") {
    try {
      const invite = await invites.renewInvite({ id: String(form.get("inviteId") ?? ""), by, origin, ip });
      return data<UserActionResult>({ intent, ok: true, message: USER_MESSAGES.renewed, link: invite.link });
    } catch (error) {
      const refusal = context.backOffice.refusal(error);
      if (!refusal) throw error;
      return failed(
        { intent, ok: false, message: `Failed to create invite: ${refusal.message}` },
        refusal.status,
      );
    }
  }
  if (intent === "promote" || intent === "demote") {
    try {
      await users.setRole({
        id: String(form.get("userId") ?? ""),
        role: intent === "promote" ? "admin" : "user",
        by,
        ip,
      });
      return data<UserActionResult>({
        intent,
        ok: true,
        message: intent === "promote" ? USER_MESSAGES.promoted : USER_MESSAGES.demoted,
      });
    } catch (error) {
      const refusal = context.backOffice.refusal(error);
      if (!refusal) throw error;
      const verb = intent === "promote" ? "promote" : "demote";
      return failed(
        { intent, ok: false, message: `Failed to ${verb} user: ${refusal.message}` },
        refusal.status,
      );
    }
  }
  return failed({ intent: "promote", ok: false, message: "Unknown action." }, 400);
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get("tab") === USERS_TAB ? USERS_TAB : "beaches";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          <p className="text-slate-700">Manage the beach directory and the accounts that curate it.</p>
        </div>
        <Link to="/admin/beaches/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          Add Beach
        </Link>
      </div>
      <UrlTabs
        label="Dashboard sections"
        value={tab}
        hrefFor={(value) => (value === USERS_TAB ? `?tab=${USERS_TAB}` : "/admin")}
        tabs={[
          {
            value: "beaches",
            label: "Beaches",
            content: <BeachesOverview data={loaderData} />,
          },
          {
            value: USERS_TAB,
            label: "User Management",
            content: <UserManagement data={loaderData} result={actionData} />,
          },
        ]}
      />
    </div>
  );
}

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

function UserManagement({
  data: { users, invites },
  result,
}: {
  data: Route.ComponentProps["loaderData"];
  result: UserActionResult | undefined;
}) {
  const me = useAdmin();
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
                  <span className="font-medium break-all text-slate-900">{invite.email}</span>
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
                      <span className="font-medium break-all text-slate-900">{user.email}</span>
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

const STAT_CARDS = [
  { key: "total", title: "Total Beaches", note: "Active beaches in the directory", icon: Umbrella },
  { key: "organized", title: "Organized", note: "With facilities", icon: Armchair },
  { key: "blueFlag", title: "Blue Flag", note: "Certified", icon: Flag },
  { key: "locations", title: "Locations", note: "Islands and regions", icon: MapPin },
] as const;

function BeachesOverview({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const now = new Date(data.now);
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {STAT_CARDS.map(({ key, title, note, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <span className="flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
              {title}
              <Icon aria-hidden="true" className="size-4 text-sea-700" />
            </span>
            <span className="text-2xl font-bold text-slate-900 tabular-nums">{data.stats[key]}</span>
            <span className="text-xs text-slate-700">{note}</span>
          </li>
        ))}
      </ul>
      <Card title="Recent Activity" titleId="recent-activity">
        {data.recent.length === 0 ? (
          <p className="text-slate-700">No recent activity</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.recent.map((beach) => (
              <li key={beach.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <Link
                  to={`/admin/beaches/${beach.id}`}
                  className="font-medium text-sea-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sea-700"
                >
                  {beach.name}
                  <span className="font-normal text-slate-700"> · {beach.area}</span>
                </Link>
                <time dateTime={beach.updatedAt} className="text-sm text-slate-700">
                  {formatUpdatedAgo(beach.updatedAt, now)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
