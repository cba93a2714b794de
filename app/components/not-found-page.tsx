import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { track } from "../lib/analytics.ts";

/** The 404 page: unmatched paths, unknown or hidden areas (always with HTTP status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => track("not_found", { path: pathname }), [pathname]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>404 · Greek Beaches</title>
      <meta
        name="description"
        content="This page does not exist. Find Greek beaches by island, region or in your own words."
      />
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold">404</h1>
      <p>We could not find that page.</p>
      <Link className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900" to="/">
        Back to home
      </Link>
    </main>
  );
}
