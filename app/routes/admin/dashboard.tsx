import { Flag } from "#app/components/ui/icons.tsx";
import { MapPin } from "#app/components/ui/beach-icons.tsx";
import { Armchair, Plus, Umbrella } from "#app/components/admin/icons.tsx";
import { formatUpdatedAgo } from "#core/pages/relative-time.ts";
import { data, Link, useSearchParams } from "react-router";
import { buttonClass, Card } from "#app/components/admin/kit.tsx";
import { UserManagement, USERS_TAB } from "#app/components/admin/user-management.tsx";
import { UrlTabs } from "#app/components/ui/url-tabs.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { Route } from "./+types/dashboard";
import { useAdmin } from "./layout.tsx";

export const meta = () => adminMeta("Admin Dashboard");

/** Beaches in Recent Activity. */
const RECENT_ACTIVITY = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { content, userManagement } = context.backOffice;
  const [lists, stats, recent] = await Promise.all([
    userManagement.overview(),
    content.dashboardStats(),
    content.recentBeaches(RECENT_ACTIVITY),
  ]);
  return {
    ...lists,
    stats,
    recent,
    // Relative times are counted from the server's clock, so the page hydrates to the same words.
    now: new Date().toISOString(),
  };
}

/** The User Management tab's forms (invite, renew, promote, demote). */
export async function action({ request, context }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  const { result, status } = await context.backOffice.userManagement.act({
    form: await request.formData(),
    by,
    origin: context.mailOrigin,
    ip: context.clientIp,
  });
  return data(result, status);
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const me = useAdmin();
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
            content: <UserManagement lists={loaderData} result={actionData} me={me} />,
          },
        ]}
      />
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
