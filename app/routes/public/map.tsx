import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { parseBeachFilters } from "../../../core/filters.ts";
import { resolveSearch } from "../../../core/search-interpretation.ts";
import { ListErrorBoundary } from "../../components/browse/beach-browser.tsx";
import { FilterBar } from "../../components/browse/filter-bar.tsx";
import { SearchBox } from "../../components/browse/search-box.tsx";
import { useNearMe } from "../../components/browse/use-near-me.ts";
import { ViewSwitch } from "../../components/browse/view-switch.tsx";
import { BeachMap } from "../../components/map/beach-map.tsx";
import { listHref, mapHref } from "../../lib/map-url.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { siteOrigin } from "../../lib/site-origin.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/map";

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return pageMeta({ title: "404", description: "We could not find that page." });
  const place = loaded.area?.name ?? "Greece";
  return pageMeta({
    title: `Beach map of ${place}`,
    description: `Every beach of ${place} on one map, with the same search and filters as the list: type, waves, parking, amenities and the Blue Flag.`,
    canonical: loaded.canonical,
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
  const { filters } = parseBeachFilters(url.searchParams);
  const areaParam = url.searchParams.get("area");
  const area = areaParam ? await context.services.areas.getArea(areaParam) : null;
  // An unknown or unpublished area is not a map of nothing but a wrong address.
  if (areaParam && !area) throw data(null, { status: 404 });
  const query = url.searchParams.get("q");
  if (query !== null) {
    const interpretation = await context.services.search.interpret(query);
    const resolved = resolveSearch({ filters }, interpretation);
    throw redirect(mapHref(resolved.filters, resolved.areaSlug ?? area?.slug));
  }
  const interpretation = filters.originalQuery
    ? await context.services.search.interpret(filters.originalQuery)
    : null;
  return {
    filters,
    area: area ? { name: area.name, slug: area.slug, centroid: area.centroid } : null,
    ignored: interpretation?.ignored ?? [],
    canonical: `${siteOrigin(request, context)}/map`,
  };
}

const MAP_SETTINGS_FALLBACK = { tileUrl: "", attribution: "" };

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { filters, area, ignored } = loaderData;
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.map ?? MAP_SETTINGS_FALLBACK;
  // The map needs no distances from the list: a position only moves the map.
  const nearMe = useNearMe(filters, true);
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <h1 className="text-2xl font-bold text-sea-900 sm:text-3xl">Beach map</h1>
          <p className="text-sm text-slate-700">
            {area ? (
              <>
                Beaches in {area.name} ·{" "}
                <Link to={mapHref(filters)} className="font-medium text-sea-700 underline hover:text-sea-900">
                  All of Greece
                </Link>
              </>
            ) : (
              "Beaches all over Greece"
            )}
          </p>
        </div>
        <ViewSwitch
          current="map"
          listTo={listHref(filters, area?.slug)}
          mapTo={mapHref(filters, area?.slug)}
        />
      </div>
      <SearchBox
        filters={filters}
        label={area ? `Search beaches in ${area.name}` : "Search beaches"}
        placeholder={
          area ? `Try: sandy beach with a taverna in ${area.name}` : "Try: calm sandy beach in Crete"
        }
      />
      <FilterBar filters={filters} nearMe={nearMe} areaSlug={area?.slug} sortable={false} />
      {ignored.length > 0 && (
        <p className="text-sm text-slate-600">
          Ignored: {ignored.map((word) => `“${word}”`).join(", ")} (not a feature, place or beach we know)
        </p>
      )}
      <BeachMap filters={filters} area={area} nearMe={nearMe} tiles={tiles} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListErrorBoundary error={error} heading="Beach map" />;
}
