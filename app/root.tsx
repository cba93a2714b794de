import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { NotFoundPage } from "./components/not-found-page.tsx";
import { SiteFooter, SiteHeader } from "./components/site-chrome.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { contactEmail: context.site.contactEmail };
}

// The settings do not change between navigations.
export function shouldRevalidate() {
  return false;
}

const FALLBACK_CONTACT = "feedback@greekbeaches.example";

function useContactEmail(): string {
  return useRouteLoaderData<typeof loader>("root")?.contactEmail ?? FALLBACK_CONTACT;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const contactEmail = useContactEmail();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6280" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-sand-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium text-sea-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ToastProvider>
          <SiteHeader contactEmail={contactEmail} />
          <div className="flex-1">{children}</div>
          <SiteFooter contactEmail={contactEmail} />
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Something went wrong · Greek Beaches</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p>Please try again in a moment.</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.history.go(0)}
          className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900"
        >
          Refresh page
        </button>
      </div>
    </main>
  );
}
