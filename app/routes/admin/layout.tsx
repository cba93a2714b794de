import { MapPinned, Waves } from "#app/components/ui/icons.tsx";
import {
  FileClock,
  LayoutDashboard,
  LogOut,
  MapIcon,
  Menu,
  Settings,
  Umbrella,
  Upload,
} from "#app/components/admin/icons.tsx";
import { useEffect, useState } from "react";
import { Form, NavLink, Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { EmailText } from "#app/components/admin/kit.tsx";
import { Drawer } from "#app/components/ui/drawer.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import type { Route } from "./+types/layout";

export const SIGN_OUT_PATH = "/admin/sign-out";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { user: { id: user.id, email: user.email, role: user.role } };
}

/** The signed-in administrator, for the pages inside the layout. */
export function useAdmin() {
  return useRouteLoaderData<typeof loader>("routes/admin/layout")!.user;
}

const LINKS = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/areas", label: "Areas", icon: MapIcon, end: false },
  { to: "/admin/beaches", label: "Beaches", icon: Umbrella, end: false },
  { to: "/admin/import-export", label: "Import & Export", icon: Upload, end: false },
  { to: "/admin/openstreetmap", label: "OpenStreetMap", icon: MapPinned, end: false },
  { to: "/admin/settings", label: "Settings", icon: Settings, end: false },
  { to: "/admin/audit", label: "Audit log", icon: FileClock, end: false },
] as const;

const TITLE = "Greek Beaches Directory";

function SidebarContent({ email, onNavigate }: { email: string; onNavigate?: () => void }) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === SIGN_OUT_PATH;
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <nav aria-label="Admin">
        <ul className="flex flex-col gap-1">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-700 ${
                    isActive ? "bg-sea-50 text-sea-900" : "text-slate-800 hover:bg-slate-100"
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
        <p className="flex min-w-0 flex-col text-sm text-slate-700">
          Signed in as <EmailText email={email} className="font-medium text-slate-900" />
        </p>
        <Form method="post" action={SIGN_OUT_PATH}>
          <button
            type="submit"
            disabled={signingOut}
            className="inline-flex min-h-10 w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:border-sea-700 focus-visible:outline-2 focus-visible:outline-sea-700 disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {signingOut ? "Signing Out..." : "Sign Out"}
          </button>
        </Form>
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // A navigation closes the drawer (the links also close it on click).
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const { email } = loaderData.user;
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      {/* The aside stretches to the page's whole height (its background and border with it); what
          it holds stays in view as the page scrolls. */}
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white md:block">
        <div className="flex flex-col md:sticky md:top-0 md:h-screen">
          <p className="flex items-center gap-2 border-b border-slate-200 p-4 text-base font-bold text-sea-900">
            <Waves aria-hidden="true" className="size-5 text-sea-700" />
            {TITLE}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarContent email={email} />
          </div>
        </div>
      </aside>
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-2 md:hidden">
        <p className="flex items-center gap-2 text-base font-bold text-sea-900">
          <Waves aria-hidden="true" className="size-5 text-sea-700" />
          {TITLE}
        </p>
        {hydrated ? (
          <Drawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={TITLE}
            trigger={
              <button
                type="button"
                aria-label="Open menu"
                className="inline-flex size-10 items-center justify-center rounded-md text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
              >
                <Menu aria-hidden="true" className="size-5" />
              </button>
            }
          >
            <SidebarContent email={email} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        ) : (
          // Before hydration the menu is the browser's own disclosure.
          <details className="relative">
            <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-md px-2 text-sm font-medium">
              <Menu aria-hidden="true" className="size-5" />
              Menu
            </summary>
            <div className="absolute right-0 z-40 w-72 rounded-md border border-slate-200 bg-white shadow-lg">
              <SidebarContent email={email} />
            </div>
          </details>
        )}
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
