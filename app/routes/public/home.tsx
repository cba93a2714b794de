import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { BEACH_TYPE_LABELS } from "../../../core/enums.ts";
import { beachFiltersQuery, parseBeachFilters } from "../../../core/filters.ts";
import { beachPath } from "../../../core/slug.ts";
import { formatResultsCount } from "../../../core/wording.ts";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "Greek Beaches · Find your perfect beach in Greece" },
    {
      name: "description",
      content:
        "A directory of Greek beaches by island and region: sandy or pebbly, calm or wavy, organized or wild, with Blue Flag status, amenities and directions.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters } = parseBeachFilters(new URL(request.url).searchParams);
  const page = await context.services.beaches.listBeaches({ filters });
  return { filters, page };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { filters, page } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-sea-900 sm:text-4xl">Find your perfect Greek beach</h1>
        <p className="mt-2 text-slate-700" aria-live="polite">
          {formatResultsCount(page.total)}
        </p>
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.items.map((beach) => (
          <li key={beach.id}>
            <Link
              to={beachPath(beach.area_slug, beach.slug)}
              className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-sea-600 focus-visible:outline-2 focus-visible:outline-sea-700"
            >
              <h2 className="text-lg font-semibold">{beach.name}</h2>
              <p className="flex items-center gap-1 text-sm text-slate-700">
                <MapPin aria-hidden="true" className="size-4" />
                {beach.area}
              </p>
              <p className="mt-2 text-sm text-slate-700">{BEACH_TYPE_LABELS[beach.type]}</p>
            </Link>
          </li>
        ))}
      </ul>
      {page.pageCount > 1 && (
        <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
          {page.page > 1 ? (
            <Link
              className="rounded-md px-3 py-2 text-sea-700 underline"
              to={beachFiltersQuery({ ...filters, page: page.page - 1 }) || "/"}
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">
            Page {page.page} of {page.pageCount}
          </span>
          {page.page < page.pageCount ? (
            <Link
              className="rounded-md px-3 py-2 text-sea-700 underline"
              to={beachFiltersQuery({ ...filters, page: page.page + 1 })}
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}
