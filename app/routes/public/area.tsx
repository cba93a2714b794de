import { MapPin, X } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { beachFiltersQuery } from "../../../core/filters.ts";
import { areaCardFacts, areaOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../../core/og-image.ts";
import { parsePhotoCredit } from "../../../core/photo-credit.ts";
import { AREAS_PATH } from "../../../core/slug.ts";
import { AreaHeader } from "../../components/area-header.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { popularAreas, type NotFoundData } from "../../components/not-found-page.tsx";
import { BeachBrowser, ListErrorBoundary } from "../../components/browse/beach-browser.tsx";
import { SearchBox } from "../../components/browse/search-box.tsx";
import { loadBeachList } from "../../lib/beach-list.server.ts";
import { loadListInBrowser, useRememberedListData } from "../../lib/distance-sorted-list.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { beachListJsonLd, breadcrumbJsonLd } from "../../lib/structured-data.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import type { Route } from "./+types/area";

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return pageMeta({ title: "404", description: "We could not find that page." });
  const { area } = loaded;
  return pageMeta({
    title: `Beaches in ${area.name}`,
    description:
      area.description.trim() !== ""
        ? area.description
        : `Find your perfect beach in ${area.name}: ${area.beach_count} beaches with their type, waves, parking, amenities and Blue Flag status.`,
    canonical: loaded.canonical,
    // The administrator's photo, else our card of the illustration with the area's name.
    image: area.hero_photo_url
      ? { url: area.hero_photo_url, alt: area.name }
      : {
          url: `${loaded.origin}${areaOgImagePath(areaCardFacts(area))}`,
          alt: `${area.name}: an illustration of its coast`,
          width: OG_IMAGE_WIDTH,
          height: OG_IMAGE_HEIGHT,
        },
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const area = await context.services.areas.getArea(params.areaSlug);
  // Unknown, DRAFT and HIDDEN areas alike: the 404 page with a real 404 status, and ways on.
  if (!area) {
    const found: NotFoundData = { popularAreas: popularAreas(await context.services.areas.listAreas()) };
    throw data(found, { status: 404 });
  }
  const [list, nearby] = await Promise.all([
    loadBeachList(request, context, area.slug),
    context.services.areas.nearbyAreas(area.slug),
  ]);
  return { ...list, area, heroCredit: parsePhotoCredit(area.hero_photo_source), nearby: nearby ?? [] };
}

export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  return loadListInBrowser(request, serverLoader, params.areaSlug);
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, heroCredit, filters, page, nearby, ignored, searchedArea, origin, near } = loaderData;
  useRememberedListData(loaderData);
  const [dismissedQuery, setDismissedQuery] = useState<string | null>(null);
  const otherPlace = searchedArea?.name ?? null;
  const showMismatch = otherPlace !== null && dismissedQuery !== filters.originalQuery;
  const otherHref = searchedArea
    ? `/${searchedArea.slug}${beachFiltersQuery({ ...filters, search: "", originalQuery: "", page: 1 })}`
    : "";

  return (
    <main id="main">
      <JsonLd data={beachListJsonLd(page.items, origin)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", url: `${origin}/` },
          { name: "Areas", url: `${origin}${AREAS_PATH}` },
          { name: area.name, url: `${origin}/${area.slug}` },
        ])}
      />
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        {/* Compact on a phone, so the first beach shows on the first screen; generous from sm up. */}
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 pt-3 pb-3 sm:gap-4 sm:pt-6 sm:pb-8">
          <Breadcrumb
            crumbs={[{ label: "Home", to: "/" }, { label: "Areas", to: AREAS_PATH }, { label: area.name }]}
          />
          <AreaHeader
            name={area.name}
            slug={area.slug}
            photoUrl={area.hero_photo_url}
            credit={heroCredit}
            heading={`Find Your Perfect Beach in ${area.name}`}
          />
          {area.description.trim() !== "" && (
            <p className="text-sm leading-relaxed text-slate-800 sm:text-center sm:text-base">
              {area.description}
            </p>
          )}
          <SearchBox
            filters={filters}
            label={`Search beaches in ${area.name}`}
            placeholder={`Try: sandy beach with a taverna in ${area.name}`}
            areaName={area.name}
          />
        </div>
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-3 pb-6 sm:pt-6">
        {showMismatch && (
          <div
            role="status"
            className="flex flex-wrap items-start gap-3 rounded-lg border border-sea-600 bg-sea-50 p-4 text-sea-950"
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-700" />
            <div className="flex-1">
              <p className="font-semibold">Different location detected</p>
              <p className="text-sm">
                You searched for {otherPlace}, but this page shows beaches in {area.name}.{" "}
                <Link to={otherHref} className="font-medium underline">
                  See beaches in {otherPlace}
                </Link>
              </p>
            </div>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={() => setDismissedQuery(filters.originalQuery)}
              className="rounded p-1 hover:bg-sea-100 focus-visible:outline-2 focus-visible:outline-sea-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        <BeachBrowser
          filters={filters}
          page={page}
          area={{ name: area.name, slug: area.slug }}
          ignored={ignored}
          near={near}
        />
        {nearby.length > 0 && (
          <section aria-labelledby="nearby-areas-title">
            <h2 id="nearby-areas-title" className="mb-3 text-lg font-semibold text-slate-900">
              Not quite the area? Search nearby areas
            </h2>
            <ul className="flex flex-wrap gap-2">
              {nearby.map((other) => (
                <li key={other.id}>
                  <Link
                    to={`/${other.slug}`}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-sea-700"
                  >
                    {other.name}
                    <span className="text-slate-600">· {Math.round(other.distance_km)} km</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListErrorBoundary error={error} />;
}
