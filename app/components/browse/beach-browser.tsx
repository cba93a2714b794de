import { Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { isDistanceSort } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { beachFiltersQuery } from "#core/contract/filters.ts";
import type { BeachPage } from "#core/contract/public-records.ts";
import { calmFilterLabel } from "#core/pages/wording.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { mapHref } from "#app/lib/map/map-url.ts";
import { BeachCard, BeachCardSkeleton } from "../beach-card.tsx";
import { deferred } from "../deferred.tsx";
import { FilterBar } from "./filter-bar.tsx";
import { Pagination } from "./pagination.tsx";
import { ResultsSummary } from "./results-summary.tsx";
import { useNearMe } from "./use-near-me.ts";
import { ViewSwitch } from "./view-switch.tsx";

/** The empty list's message and ways on (no-results.tsx), which few lists show. */
const DeferredNoResults = deferred(() => import("./no-results.tsx").then((module) => module.NoResults));

/** Skeleton cards while a client-side navigation loads. */
const SKELETON_CARDS = 6;

interface BeachBrowserProps {
  filters: BeachFilters;
  page: BeachPage;
  /** The area page's own area; absent on the home page. */
  area?: { name: string; slug: string; omitSearch?: boolean } | undefined;
  /** Words of the search that matched nothing and were left out. */
  ignored?: readonly string[];
  /** The town the search named, when the distances are measured from it. */
  near?: string | null | undefined;
}

/** The filter bar, summary, grid, pagination and empty state shared by the home and area pages. */
export function BeachBrowser({ filters, page, area, ignored = [], near }: BeachBrowserProps) {
  const nearMe = useNearMe(
    filters,
    page.items.some((beach) => beach.distance_km !== undefined),
  );
  const { t, locale } = useI18n();
  // A filter change may empty the list: its message is ready by then.
  DeferredNoResults.usePrefetch();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === pathname);
  const sortedByDistance =
    isDistanceSort(page.sort) &&
    !page.sortFallback &&
    page.items.some((beach) => beach.distance_km !== undefined);
  const pastLastPage = page.total > 0 && page.page > page.pageCount;

  return (
    <div className="flex flex-col gap-4">
      <FilterBar filters={filters} nearMe={nearMe} areaSlug={area?.slug} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ResultsSummary
          filters={filters}
          total={page.total}
          sortedByDistance={sortedByDistance}
          omitSearch={area?.omitSearch}
          ignored={ignored}
          near={filters.nearMe ? null : near}
        />
        <ViewSwitch
          current="list"
          listTo={`${pathname}${beachFiltersQuery(filters)}`}
          mapTo={mapHref(filters, area?.slug, locale)}
        />
      </div>
      {loading ? (
        <div
          role="status"
          aria-label={t("browse.list.loading")}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <BeachCardSkeleton key={index} />
          ))}
        </div>
      ) : page.calm && !page.calm.available ? (
        <CalmUnavailable filters={filters} day={page.calm.day} />
      ) : page.total === 0 ? (
        <DeferredNoResults.Component filters={filters} nearMe={nearMe} area={area} />
      ) : pastLastPage ? (
        <div className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">
            {t("browse.list.noPage", { page: String(page.page), last: String(page.pageCount) })}
          </h2>
          <Link
            to={{ pathname, search: beachFiltersQuery({ ...filters, page: page.pageCount }) }}
            className="mt-3 inline-block font-medium text-sea-700 underline"
          >
            {t("browse.list.lastPage", { last: String(page.pageCount) })}
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t("browse.list.label")}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {page.items.map((beach) => (
            <li key={beach.id}>
              <BeachCard beach={beach} distanceFrom={filters.nearMe ? null : near} />
            </li>
          ))}
        </ul>
      )}
      {!loading && !pastLastPage && (
        <Pagination filters={filters} page={page.page} pageCount={page.pageCount} />
      )}
    </div>
  );
}

/** The Calm filter without a sea forecast to answer it: why, and the list without it. */
function CalmUnavailable({ filters, day }: { filters: BeachFilters; day: "today" | "tomorrow" }) {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
      <h2 className="text-lg font-semibold">{t("browse.calm.unavailable")}</h2>
      <p className="mt-1">{t(`browse.calm.noForecast.${day}`)}</p>
      <Link
        to={{ pathname, search: beachFiltersQuery({ ...filters, calm: null, page: 1 }) }}
        className="mt-3 inline-block font-medium text-sea-900 underline"
      >
        {filters.calm
          ? t("browse.calm.without", { filter: calmFilterLabel(filters.calm, i18n) })
          : t("browse.calm.withoutFilter")}
      </Link>
    </div>
  );
}
