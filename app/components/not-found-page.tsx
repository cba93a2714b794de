import { Search } from "#app/components/ui/icons.tsx";
import { useEffect } from "react";
import { Form, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { nameIn } from "#core/i18n/names.ts";
import type { NotFoundData, PopularArea } from "../lib/browse/popular-areas.ts";
import { areaPath } from "#core/contract/slug.ts";
import { track } from "../lib/site/analytics.ts";
import { useI18n } from "../lib/i18n/i18n.tsx";

/** The areas a 404 thrown by a loader carries (an unknown area's page), if any. */
function useThrownPopularAreas(): PopularArea[] {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return [];
  const carried = (error.data as Partial<NotFoundData> | null)?.popularAreas;
  return Array.isArray(carried) ? carried : [];
}

/**
 * The 404 page: unmatched paths, unknown or hidden areas (always with HTTP status 404). It offers the
 * search (a plain GET form to the home page, so it works before the scripts run) and the popular areas.
 */
export function NotFoundPage({ popularAreas: given }: { popularAreas?: PopularArea[] }) {
  const { pathname } = useLocation();
  const thrown = useThrownPopularAreas();
  const areas = given ?? thrown;
  useEffect(() => track("not_found", { path: pathname }), [pathname]);
  const { t, href, locale } = useI18n();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <title>{`${t("pages.notFound.title")} · ${t("chrome.siteName")}`}</title>
      <meta name="description" content={t("pages.notFound.description")} />
      <meta name="robots" content="noindex" />
      <div className="flex flex-col items-center gap-2">
        <h1 className="text-4xl font-bold">{t("pages.notFound.title")}</h1>
        <p>{t("pages.notFound.text")}</p>
      </div>
      <Form method="get" action={href("/")} role="search" className="flex w-full flex-col gap-1 text-left">
        <label htmlFor="not-found-search" className="text-sm font-medium text-slate-800">
          {t("pages.notFound.searchLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id="not-found-search"
            type="search"
            name="q"
            placeholder={t("pages.notFound.searchPlaceholder")}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          />
          <button
            type="submit"
            className="inline-flex items-center gap-1 rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
          >
            <Search aria-hidden="true" className="size-4" />
            {t("pages.notFound.search")}
          </button>
        </div>
      </Form>
      {areas.length > 0 && (
        <section aria-labelledby="popular-areas-title" className="w-full">
          <h2 id="popular-areas-title" className="mb-3 text-lg font-semibold text-slate-900">
            {t("pages.notFound.popularAreas")}
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {areas.map((area) => (
              <li key={area.slug}>
                <Link
                  to={href(areaPath(area.slug))}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-sea-700"
                >
                  {nameIn(area, locale)}
                  <span className="text-slate-600">
                    · {t("pages.beachCount", { count: area.beach_count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link
        className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900"
        to={href("/")}
      >
        {t("pages.notFound.backHome")}
      </Link>
    </main>
  );
}
