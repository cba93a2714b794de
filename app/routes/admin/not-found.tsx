import { data, Link } from "react-router";
import { buttonClass } from "#app/components/admin/kit.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { Route } from "./+types/not-found";

export const meta = () => adminMeta("Page not found");

// An unknown back-office address: the guard first (nothing about the back office is told to a
// stranger), then a 404 inside the admin layout.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Page not found</h1>
      <p className="text-slate-700">There is no back-office page at this address.</p>
      <div>
        <Link to="/admin" className={buttonClass("secondary")}>
          Back to the dashboard
        </Link>
      </div>
    </div>
  );
}
