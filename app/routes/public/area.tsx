import { X } from "#app/components/ui/icons.tsx";
import { MapPin } from "#app/components/ui/beach-icons.tsx";
import { useState } from "react";
import { data, Link } from "react-router";
import { searchNamesArea } from "#core/search/area-match.ts";
import { beachFiltersQuery } from "#core/contract/filters.ts";
import { descriptionIn, nameIn } from "#core/i18n/names.ts";
import { areaCardFacts, areaOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "#core/pages/og-image.ts";
import { parsePhotoCredit } from "#core/pages/photo-credit.ts";
import { AREAS_PATH } from "#core/contract/slug.ts";
import { AreaHeader } from "#app/components/area-header.tsx";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { popularAreas, type NotFoundData } from "#app/lib/browse/popular-areas.ts";
import { BeachBrowser } from "#app/components/browse/beach-browser.tsx";
import { ListErrorBoundary } from "#app/components/browse/list-error.tsx";
import { SearchBox } from "#app/components/browse/search-box.tsx";
import { loadBeachList } from "#app/lib/browse/beach-list.server.ts";
import { loadListInBrowser, useRememberedListData } from "#app/lib/browse/distance-sorted-list.ts";
import { metaI18n, useI18n } from "#app/lib/i18n/i18n.tsx";
import { notFoundMeta, pageMeta } from "#app/lib/site/page-meta.ts";
import { beachListJsonLd, breadcrumbJsonLd } from "#app/lib/site/structured-data.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import type { Route } from "./+types/area";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const { t } = i18n;
  if (!loaded) return notFoundMeta(i18n);
  const { area } = loaded;
  const name = nameIn(area, i18n.locale);
  // The description in the page's language when there is one (an English one on a Greek page is
  // still better than none), else our sentence.
  const description = descriptionIn(area, i18n.locale).text?.trim() ?? "";
  return pageMeta({
    title: t("pages.area.title", { area: name }),
    description:
      description !== ""
        ? description
        : t("pages.area.fallbackDescription", { area: name, count: area.beach_count }),
    canonical: loaded.canonical,
    i18n,
    // The administrator's photo, else our card of the illustration with the area's name.
    image: area.hero_photo_url
      ? { url: area.hero_photo_url, alt: name }
      : {
          url: `${loaded.origin}${loaded.ogImagePath}`,
          alt: t("pages.area.illustrationAlt", { area: name }),
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
  return {
    ...list,
    area,
    heroCredit: parsePhotoCredit(area.hero_photo_source),
    nearby: nearby ?? [],
    searchNamesArea: searchNamesArea(list.filters.search, area),
    /** Our card of the illustration, for an area without a photo (worked out here, not in the page's scripts). */
    ogImagePath: areaOgImagePath(areaCardFacts(area)),
  };
}

export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  return loadListInBrowser(request, serverLoader, params.areaSlug);
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, heroCredit, filters, page, nearby, ignored, searchedArea, origin, near } = loaderData;
  const omitSearch = loaderData.searchNamesArea;
  useRememberedListData(loaderData);
  const { t, href, locale, number } = useI18n();
  const name = nameIn(area, locale);
  const description = descriptionIn(area, locale);
  const [dismissedQuery, setDismissedQuery] = useState<string | null>(null);
  const otherPlace = searchedArea?.name ?? null;
  const showMismatch = otherPlace !== null && dismissedQuery !== filters.originalQuery;
  const otherHref = searchedArea
    ? href(
        `/${searchedArea.slug}${beachFiltersQuery({ ...filters, search: "", originalQuery: "", page: 1 })}`,
      )
    : "";

  return (
    <main id="main">
      <JsonLd data={beachListJsonLd(page.items, origin, locale)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("pages.home"), url: `${origin}${href("/")}` },
          { name: t("pages.areasCrumb"), url: `${origin}${href(AREAS_PATH)}` },
          { name, url: `${origin}${href(`/${area.slug}`)}` },
        ])}
      />
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        {/* Compact on a phone, so the first beach shows on the first screen; generous from sm up. */}
        <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 pt-3 pb-3 sm:gap-4 sm:pt-6 sm:pb-8">
          <Breadcrumb
            crumbs={[
              { label: t("pages.home"), to: href("/") },
              { label: t("pages.areasCrumb"), to: href(AREAS_PATH) },
              { label: name },
            ]}
          />
          <AreaHeader
            name={name}
            slug={area.slug}
            photoUrl={area.hero_photo_url}
            credit={heroCredit}
            heading={t("pages.area.heading", { area: name })}
          />
          {description.text !== null && description.text.trim() !== "" && (
            <p className="text-sm leading-relaxed text-slate-800 sm:text-center sm:text-base">
              {description.lang === locale ? (
                description.text
              ) : (
                // No description in the page's language: the English one, said to be English.
                <>
                  <span className="font-medium text-slate-700">{t("pages.inEnglish")}</span>{" "}
                  <span lang={description.lang}>{description.text}</span>
                </>
              )}
            </p>
          )}
          <SearchBox
            filters={filters}
            label={t("pages.area.searchLabel", { area: name })}
            placeholder={t("pages.area.searchPlaceholder", { area: name })}
            areaName={name}
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
              <p className="font-semibold">{t("pages.area.mismatchTitle")}</p>
              <p className="text-sm">
                {t("pages.area.mismatchText", { place: otherPlace, area: name })}{" "}
                <Link to={otherHref} className="font-medium underline">
                  {t("pages.area.mismatchLink", { place: otherPlace })}
                </Link>
              </p>
            </div>
            <button
              type="button"
              aria-label={t("pages.dismiss")}
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
          area={{ name, slug: area.slug, omitSearch }}
          ignored={ignored}
          near={near}
        />
        {nearby.length > 0 && (
          <section aria-labelledby="nearby-areas-title">
            <h2 id="nearby-areas-title" className="mb-3 text-lg font-semibold text-slate-900">
              {t("pages.area.nearbyTitle")}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {nearby.map((other) => (
                <li key={other.id}>
                  <Link
                    to={href(`/${other.slug}`)}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-sea-700"
                  >
                    {nameIn(other, locale)}
                    <span className="text-slate-600">
                      · {t("pages.area.distanceKm", { distance: number(Math.round(other.distance_km)) })}
                    </span>
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
