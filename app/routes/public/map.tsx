import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { parseBeachFilters } from "#core/contract/filters.ts";
import { localizePath } from "#core/i18n/locale.ts";
import { nameIn } from "#core/i18n/names.ts";
import { resolveSearch } from "#core/search/search-interpretation.ts";
import { ListErrorBoundary } from "#app/components/browse/list-error.tsx";
import { FilterBar } from "#app/components/browse/filter-bar.tsx";
import { SearchBox } from "#app/components/browse/search-box.tsx";
import { useNearMe } from "#app/components/browse/use-near-me.ts";
import { ViewSwitch } from "#app/components/browse/view-switch.tsx";
import { BeachMap } from "#app/components/map/beach-map.tsx";
import { metaI18n, useI18n } from "#app/lib/i18n/i18n.tsx";
import { requestLocale } from "#app/lib/i18n/i18n.server.ts";
import { listHref, mapHref } from "#app/lib/map/map-url.ts";
import { notFoundMeta, pageMeta } from "#app/lib/site/page-meta.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/map";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const { t } = i18n;
  if (!loaded) return notFoundMeta(i18n);
  const area = loaded.area ? { area: loaded.area.name } : null;
  return pageMeta({
    title: area ? t("pages.map.titleArea", area) : t("pages.map.title"),
    description: area ? t("pages.map.descriptionArea", area) : t("pages.map.description"),
    canonical: loaded.canonical,
    i18n,
  });
}

/**
 * The map's state is the list's URL state plus `area=<slug>`. A search (`q`) is resolved by the same
 * rule as on the list pages (resolveSearch) and redirected to the filters it means. The map's area
 * is where the map looks, not a stated restriction: a place the text names moves the map there, and
 * a text naming none keeps it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const { filters } = parseBeachFilters(url.searchParams);
  const areaParam = url.searchParams.get("area");
  const area = areaParam ? await context.services.areas.getArea(areaParam) : null;
  // An unknown or unpublished area is not a map of nothing but a wrong address.
  if (areaParam && !area) throw data(null, { status: 404 });
  const query = url.searchParams.get("q");
  if (query !== null) {
    const interpretation = await context.services.search.interpret(query);
    const resolved = resolveSearch({ filters }, interpretation);
    throw redirect(mapHref(resolved.filters, resolved.areaSlug ?? area?.slug, locale));
  }
  const interpretation = filters.originalQuery
    ? await context.services.search.interpret(filters.originalQuery)
    : null;
  return {
    filters,
    area: area ? { name: nameIn(area, locale), slug: area.slug, centroid: area.centroid } : null,
    ignored: interpretation?.ignored ?? [],
    canonical: `${siteOrigin(request, context)}${localizePath("/map", locale)}`,
  };
}

const MAP_SETTINGS_FALLBACK = { tileUrl: "", attribution: "" };

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { filters, area, ignored } = loaderData;
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.map ?? MAP_SETTINGS_FALLBACK;
  // The map needs no distances from the list: a position only moves the map.
  const nearMe = useNearMe(filters, true);
  const { t, locale } = useI18n();
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <h1 className="text-2xl font-bold text-sea-900 sm:text-3xl">{t("pages.map.heading")}</h1>
          <p className="text-sm text-slate-700">
            {area ? (
              <>
                {t("pages.map.inArea", { area: area.name })}
                <Link
                  to={mapHref(filters, null, locale)}
                  className="font-medium text-sea-700 underline hover:text-sea-900"
                >
                  {t("pages.map.allOfGreece")}
                </Link>
              </>
            ) : (
              t("pages.map.allOverGreece")
            )}
          </p>
        </div>
        <ViewSwitch
          current="map"
          listTo={listHref(filters, area?.slug, locale)}
          mapTo={mapHref(filters, area?.slug, locale)}
        />
      </div>
      <SearchBox
        filters={filters}
        label={area ? t("pages.area.searchLabel", { area: area.name }) : t("pages.map.searchLabel")}
        placeholder={
          area ? t("pages.area.searchPlaceholder", { area: area.name }) : t("pages.map.searchPlaceholder")
        }
      />
      <FilterBar filters={filters} nearMe={nearMe} areaSlug={area?.slug} sortable={false} />
      {ignored.length > 0 && (
        <p className="text-sm text-slate-600">
          {t("pages.map.ignored", {
            words: ignored.map((word) => t("pages.map.quoted", { word })).join(", "),
          })}
        </p>
      )}
      {/* The language switch keeps this component, so the map is made anew in the other language
          (Leaflet's controls and markers hold their words); it opens at the view kept in the hash. */}
      <BeachMap key={locale} filters={filters} area={area} nearMe={nearMe} tiles={tiles} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  return <ListErrorBoundary error={error} heading={t("pages.map.heading")} />;
}
