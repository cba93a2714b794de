import { Link, useLocation } from "react-router";
import { buttonClass, Card } from "../../components/admin/kit.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { adminMeta } from "../../lib/page-meta.ts";
import type { Route } from "./+types/coming-next";

// The content forms and import and export are still to come; until then their addresses exist
// behind the guard and say so plainly, so no link of the back office is dead.

const SECTIONS: [RegExp, string][] = [
  [/^\/admin\/areas\/new$/, "Add Area"],
  [/^\/admin\/areas\/[^/]+$/, "Edit Area"],
  [/^\/admin\/beaches\/new$/, "Add Beach"],
  [/^\/admin\/beaches\/[^/]+$/, "Edit Beach"],
  [/^\/admin\/import-export$/, "Import & Export"],
];

const titleOf = (pathname: string) =>
  SECTIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? "Back office";

export const meta = ({ location }: Route.MetaArgs) => adminMeta(titleOf(location.pathname));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function ComingNext() {
  const { pathname } = useLocation();
  const title = titleOf(pathname);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <Card title="Not available yet" titleId="not-available">
        <p className="text-slate-700">
          Editing the directory&apos;s content from the back office is not available yet. Until it is, the
          directory&apos;s data is managed from the server.
        </p>
        <div>
          <Link to="/admin" className={buttonClass("secondary")}>
            Back to the dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
