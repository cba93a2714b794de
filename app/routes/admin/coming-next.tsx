import { Link, useLocation } from "react-router";
import { buttonClass, Card } from "../../components/admin/kit.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { adminMeta } from "../../lib/page-meta.ts";
import type { Route } from "./+types/coming-next";

// The content tools (areas, beaches, import and export) are the next piece of work; until then their
// addresses exist behind the guard and say so plainly, so no link of the back office is dead.

const SECTIONS: Record<string, string> = {
  "/admin/areas": "Areas",
  "/admin/beaches": "Beaches",
  "/admin/beaches/new": "Add Beach",
  "/admin/import-export": "Import & Export",
};

export const meta = ({ location }: Route.MetaArgs) => adminMeta(SECTIONS[location.pathname] ?? "Back office");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function ComingNext() {
  const { pathname } = useLocation();
  const title = SECTIONS[pathname] ?? "Back office";
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
