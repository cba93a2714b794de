import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-sand-50 text-slate-900 antialiased">
        {children}
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{notFound ? "404 · Greek Beaches" : "Something went wrong · Greek Beaches"}</title>
      <h1 className="text-4xl font-bold">{notFound ? "404" : "Something went wrong"}</h1>
      <p>{notFound ? "We could not find that page." : "Please try again in a moment."}</p>
      <Link className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900" to="/">
        Back to home
      </Link>
    </main>
  );
}
