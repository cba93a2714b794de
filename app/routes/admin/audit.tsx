import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { data, Link } from "react-router";
import { buttonClass, Card, formatDateTime } from "#app/components/admin/kit.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { AuditAction } from "#server/audit/audit.ts";
import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    throw data("No such page of the audit log.", { status: 404 });
  }
  return context.backOffice.audit.list(page);
}

/** How each recorded action reads on the page. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  sign_in_refused_locked: "Sign-in refused (locked)",
  account_locked: "Account locked",
  sign_in_throttled: "Address throttled for an account",
  unlock_mail_sent: "Unlock link mailed",
  account_unlocked: "Account unlocked by mail link",
  sign_out: "Signed out",
  admin_created: "Administrator created",
  admin_promoted: "Promoted to administrator (shell or setup)",
  invite_created: "Invite created",
  invite_renewed: "Invite link renewed",
  invite_accepted: "Invite accepted",
  user_promoted: "User promoted to admin",
  user_demoted: "Admin demoted to user",
  password_changed: "Password changed",
  area_created: "Area created",
  area_updated: "Area updated",
  area_status_changed: "Area status changed",
  area_deleted: "Area deleted",
  beach_created: "Beach created",
  beach_updated: "Beach updated",
  beach_status_changed: "Beach status changed",
  beach_deleted: "Beach deleted",
  beaches_imported: "Beaches imported (CSV)",
  beaches_imported_osm: "Beaches imported (OpenStreetMap)",
  beaches_published_osm: "Beaches published (OpenStreetMap review)",
};

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageSize, total } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Audit log</h1>
        <p className="text-slate-700">Every sign-in, account and role change, newest first.</p>
      </div>
      <Card title={`Page ${page} of ${pages}`} titleId="audit-page" description={`${total} events in all.`}>
        {items.length === 0 ? (
          <p className="text-slate-700">No events recorded.</p>
        ) : (
          <ol className="divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <time dateTime={item.at} className="text-sm text-slate-700">
                  {formatDateTime(item.at)}
                </time>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium text-slate-900">
                    {(ACTION_LABELS as Record<string, string>)[item.action] ?? item.action}
                  </span>
                  <span className="text-sm break-words text-slate-700">
                    {item.actorEmail ? `By ${item.actorEmail}` : "By an unknown visitor"}
                    {item.target && item.target !== item.actorEmail ? ` · ${item.target}` : ""}
                    {item.ip ? ` · from ${item.ip}` : ""}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        )}
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonClass("secondary")}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page < pages && (
            <Link to={`?page=${page + 1}`} className={buttonClass("secondary")}>
              Older
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </nav>
      </Card>
    </div>
  );
}
