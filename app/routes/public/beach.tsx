import { ChevronLeft } from "#app/components/ui/icons.tsx";
import { Award, MapPin } from "#app/components/ui/beach-icons.tsx";
import { BadgeCheck } from "#app/components/ui/page-icons.tsx";
import { useState } from "react";
import { data, isRouteErrorResponse, Link, useLocation, useRouteLoaderData } from "react-router";
import { amenitiesByCategory } from "#core/contract/amenities.ts";
import { conditionsIn, seaLabelIn } from "#core/sea/conditions.ts";
import { label } from "#core/i18n/labels.ts";
import { INTL_LOCALES, localizePath, type Locale } from "#core/i18n/locale.ts";
import { descriptionIn, nameIn } from "#core/i18n/names.ts";
import { beachCardFacts, beachOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "#core/pages/og-image.ts";
import { OSM_COPYRIGHT_URL, osmElementUrl } from "#core/admin/osm.ts";
import { parsePhotoCredit } from "#core/pages/photo-credit.ts";
import { formatUpdatedAgo, formatVerifiedAgo } from "#core/pages/relative-time.ts";
import { AREAS_PATH } from "#core/contract/slug.ts";
import { AmenityIcon } from "#app/components/amenity-icon.tsx";
import { BeachActions } from "#app/components/beach/beach-actions.tsx";
import { BeachDescription } from "#app/components/beach/beach-description.tsx";
import { BeachLocation } from "#app/components/beach/beach-location.tsx";
import { BeachAccess } from "#app/components/beach/beach-access.tsx";
import { ConditionsPanel } from "#app/components/beach/conditions-panel.tsx";
import { SeaAtAGlance } from "#app/components/beach/sea-at-a-glance.tsx";
import { PhotoCreditCaption } from "#app/components/beach/photo-credit.tsx";
import { BeachCard } from "#app/components/beach-card.tsx";
import { BeachIllustration } from "#app/components/beach-illustration.tsx";
import { BeachPhoto } from "#app/components/beach-photo.tsx";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { offersCalmNearby, todayDiffersFromUsual } from "#app/lib/browse/beach-page.ts";
import { metaI18n, tRich, useI18n } from "#app/lib/i18n/i18n.tsx";
import { requestTranslator } from "#app/lib/i18n/i18n.server.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { pageMeta } from "#app/lib/site/page-meta.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import { beachJsonLd, breadcrumbJsonLd } from "#app/lib/site/structured-data.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import type { Route } from "./+types/beach";

/** The page's picture: wider than a card's and lower, so the sea's summary beside it stays on the first screen. */
const PICTURE_WIDTH = 800;
const PICTURE_HEIGHT = 330;
const META_DESCRIPTION_MAX = 160;

/** A beach record's area name in a language (its Greek name once the area has one). */
function areaNameIn(beach: { area: string; area_el?: string | null | undefined }, locale: Locale) {
  return nameIn({ name: beach.area, name_el: beach.area_el }, locale);
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (!loaded) {
    return pageMeta({
      title: i18n.t("beach.notFound.title"),
      description: i18n.t("beach.notFound.text"),
      i18n,
    });
  }
  const { beach } = loaded;
  const { locale } = i18n;
  const name = nameIn(beach, locale);
  const area = areaNameIn(beach, locale);
  const lower = (text: string) => text.toLocaleLowerCase(INTL_LOCALES[locale]);
  // A Greek page without a Greek description describes the beach in its own words instead.
  const described = descriptionIn(beach, locale);
  const text = described.lang === locale ? (described.text ?? "").trim() : "";
  return pageMeta({
    title: i18n.t("beach.meta.title", { name, area }),
    description:
      text === ""
        ? i18n.t("beach.meta.description", {
            name,
            area,
            type: lower(label(i18n, "beachType", beach.type)),
            waves: lower(label(i18n, "waveCondition", beach.wave_conditions)),
          })
        : text.length > META_DESCRIPTION_MAX
          ? `${text.slice(0, text.lastIndexOf(" ", META_DESCRIPTION_MAX - 1))}…`
          : text,
    canonical: loaded.url,
    // The administrator's photo, else our card of the illustration with the beach's name.
    image: beach.photo_url
      ? { url: beach.photo_url, alt: i18n.t("beach.meta.photoAlt", { name, area }) }
      : {
          url: `${loaded.origin}${loaded.ogImagePath}`,
          alt: i18n.t("beach.meta.illustrationAlt", {
            name,
            area,
            type: lower(label(i18n, "beachType", beach.type)),
          }),
          width: OG_IMAGE_WIDTH,
          height: OG_IMAGE_HEIGHT,
        },
    i18n,
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // An unknown slug, a beach that is not public, or one whose area is not the URL's: all 404.
  const beach = await context.services.beaches.getBeach(params.beachSlug, params.areaSlug);
  if (!beach) throw data(null, { status: 404 });
  // The day's sea reads what is stored only: the page never waits on the forecast's provider.
  const [nearby, conditions, [withSea]] = await Promise.all([
    context.services.beaches.nearbyBeaches(beach),
    context.services.conditions.conditionsForBeach(beach.id),
    context.services.beaches.withSea([beach], "today"),
  ]);
  // Today's verdict as the cards show it; a rough or cautioned day offers the calm beaches nearby.
  const sea = withSea?.sea ?? null;
  const calmNearby = offersCalmNearby(sea) ? await context.services.beaches.calmNearby(beach) : null;
  const now = context.services.clock();
  const translator = requestTranslator(request);
  const { locale } = translator;
  const loaded = {
    beach,
    nearby,
    sea,
    calmNearby,
    // The service words the sea in English; a Greek page rewords it from the same facts.
    conditions: conditions && conditionsIn(conditions, translator),
    // Worked out on the server, so the page and its hydration say the same.
    updated: conditions?.updated_at ? formatUpdatedAgo(conditions.updated_at, now, locale) : null,
    /** The relative time of the verification; null reads 'recently'. */
    verified: formatVerifiedAgo(beach.verified_at, now, locale),
    credit: parsePhotoCredit(beach.photo_source),
    /** A beach from OpenStreetMap credits its contributors (ODbL) and links its element. */
    osm: osmElementUrl(beach.source)
      ? { element: osmElementUrl(beach.source)!, copyright: OSM_COPYRIGHT_URL }
      : null,
    url: `${siteOrigin(request, context)}${localizePath(`/${beach.area_slug}/${beach.slug}`, locale)}`,
    origin: siteOrigin(request, context),
    /** Our card of the illustration, for a beach without a photo (worked out here, not in the page's scripts). */
    ogImagePath: beachOgImagePath(beachCardFacts(beach, beach.facing_deg)),
  };
  // A page without the forecast is kept by no cache: the schedule may store one any minute.
  return conditions?.state === "missing"
    ? data(loaded, { headers: { "Cache-Control": "no-store" } })
    : loaded;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const control = loaderHeaders.get("Cache-Control");
  return control ? { "Cache-Control": control } : new Headers();
}

interface FromList {
  from?: unknown;
}

/** The list the visitor came from (cards pass it along), or home for a visitor who came straight here. */
function useBackToResults(): string {
  const hydrated = useHydrated();
  const state = useLocation().state as FromList | null;
  const { href } = useI18n();
  const from =
    hydrated && typeof state?.from === "string" && state.from.startsWith("/") ? state.from : href("/");
  return from;
}

export default function BeachPage({ loaderData }: Route.ComponentProps) {
  const { beach, nearby, sea, calmNearby, conditions, updated, verified, credit, osm, url, origin } =
    loaderData;
  const root = useRouteLoaderData("root") as { contactEmail: string } | undefined;
  const i18n = useI18n();
  const { t, href, locale } = i18n;
  const back = useBackToResults();
  const name = nameIn(beach, locale);
  const area = areaNameIn(beach, locale);
  const description = descriptionIn(beach, locale);
  const descriptionText = description.text ?? "";
  // The credit belongs to the photo: once it has failed and the illustration stands in, it goes.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photoFailed = beach.photo_url !== null && failedPhoto === beach.photo_url;
  const groups = amenitiesByCategory(beach.amenities);
  const today = conditions?.days.find((day) => day.day === "today");
  const todayVerdict = sea?.verdict ?? today?.verdict;
  // The usual waves are a fact of the beach; on a day that differs, today's sea is named beside them.
  const usual = label(i18n, "waveCondition", beach.wave_conditions);
  const todayLabel =
    todayVerdict && todayDiffersFromUsual(beach.wave_conditions, todayVerdict)
      ? seaLabelIn(todayVerdict, "today", i18n)
      : null;
  const summary: [string, string][] = [
    [t("beach.fact.type"), label(i18n, "beachType", beach.type)],
    [t("beach.fact.waves"), todayLabel ? `${usual} · ${todayLabel}` : usual],
    [t("beach.fact.setup"), label(i18n, "setup", beach.organized ? "organized" : "unorganized")],
    [t("beach.fact.parking"), label(i18n, "parking", beach.parking)],
  ];
  const certification = t("beach.fact.certification");
  if (beach.blue_flag) summary.push([certification, t("beach.blueFlagCertified")]);
  const areaPath = href(`/${beach.area_slug}`);
  const picture = (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <BeachPhoto
        src={beach.photo_url}
        alt={beach.photo_url ? t("beach.meta.photoAlt", { name, area }) : ""}
        width={PICTURE_WIDTH}
        height={PICTURE_HEIGHT}
        // Lower on the page than on a card: the sea's summary comes first.
        aspectClassName="h-36 md:h-44"
        fallback={
          <BeachIllustration
            beach={beach}
            facingDeg={beach.facing_deg}
            width={PICTURE_WIDTH}
            height={PICTURE_HEIGHT}
          />
        }
        onFailure={setFailedPhoto}
      />
      {!photoFailed && <PhotoCreditCaption credit={credit} />}
    </figure>
  );

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6">
      <JsonLd data={beachJsonLd(beach, origin, i18n)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("beach.crumb.home"), url: `${origin}${href("/")}` },
          { name: t("beach.crumb.areas"), url: `${origin}${href(AREAS_PATH)}` },
          { name: area, url: `${origin}${areaPath}` },
          { name, url },
        ])}
      />
      <div className="flex flex-col gap-3">
        <Breadcrumb
          crumbs={[
            { label: t("beach.crumb.home"), to: href("/") },
            { label: t("beach.crumb.areas"), to: href(AREAS_PATH) },
            { label: area, to: areaPath },
            { label: name },
          ]}
        />
        <Link
          to={back}
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-sea-700 underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("beach.backToResults")}
        </Link>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-sea-900 sm:text-4xl">{name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={areaPath}
              className="inline-flex items-center gap-1 rounded-full bg-sea-50 px-3 py-1 text-sm font-medium text-sea-900 hover:bg-sea-100"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {area}
            </Link>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {verified === null ? t("beach.verifiedRecently") : t("beach.verifiedAgo", { ago: verified })}
            </span>
          </div>
        </div>
        <BeachActions
          beach={{ ...beach, name }}
          url={url}
          contactEmail={root?.contactEmail ?? "feedback@greekbeaches.example"}
        />
      </div>

      {conditions ? (
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
          <SeaAtAGlance
            sea={sea}
            day={today}
            notice={conditions.notice_text}
            calmNearby={calmNearby}
            from={name}
          />
          {picture}
        </div>
      ) : (
        picture
      )}

      <section aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="summary-title" className="sr-only">
          {t("beach.summary")}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {summary.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="flex items-center gap-1 font-semibold text-slate-900">
                {term === certification && <Award aria-hidden="true" className="size-4 text-blue-800" />}
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <ConditionsPanel conditions={conditions} updated={updated} />

      {descriptionText.trim() !== "" && (
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="mb-2 text-xl font-semibold text-slate-900">
            {t("beach.about", { name })}
          </h2>
          {description.lang !== locale && (
            // A Greek page without a Greek description shows the English one, and says so.
            <p className="mb-2 text-sm text-slate-700">{t("beach.inEnglish")}</p>
          )}
          <BeachDescription
            text={descriptionText}
            lang={description.lang !== locale ? description.lang : undefined}
          />
        </section>
      )}

      {groups.length > 0 && (
        <section aria-labelledby="amenities-title">
          <h2 id="amenities-title" className="mb-3 text-xl font-semibold text-slate-900">
            {t("beach.amenities")}
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {groups.map((group) => (
              <div key={group.category}>
                <h3 className="mb-1 font-semibold text-slate-800">
                  {label(i18n, "amenityCategory", group.category)}
                </h3>
                <ul className="flex flex-col gap-1">
                  {group.amenities.map((amenity) => (
                    <li key={amenity.id} className="flex items-center gap-2 text-slate-800">
                      <AmenityIcon id={amenity.id} className="size-4 text-sea-700" />
                      {label(i18n, "amenity", amenity.id)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}

      <BeachAccess access={beach.access} />

      <BeachLocation beach={{ ...beach, name }} />
      {osm && (
        <p className="-mt-4 text-sm text-slate-600">
          {tRich(i18n, "beach.osmCredit", {
            link: (
              <a href={osm.copyright} className="underline" rel="noopener">
                {t("beach.osmCreditLink")}
              </a>
            ),
            element: (
              <a href={osm.element} className="underline" rel="noopener">
                {t("beach.osmElement")}
              </a>
            ),
          })}
        </p>
      )}

      <section aria-labelledby="more-title">
        <h2 id="more-title" className="mb-3 text-xl font-semibold text-slate-900">
          {t("beach.moreNearby")}
        </h2>
        {nearby.length > 0 && (
          <ul className="mb-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {nearby.map((other) => (
              <li key={other.id}>
                <BeachCard beach={other} compact headingLevel={3} distanceFrom={name} />
              </li>
            ))}
          </ul>
        )}
        <Link to={areaPath} className="inline-flex items-center gap-1 font-semibold text-sea-700 underline">
          {t("beach.viewAll")} {t("beach.viewAllIn", { area })}
        </Link>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, href } = useI18n();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{`${t("beach.notFound.title")} · ${t("chrome.siteName")}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{t("beach.notFound.title")}</h1>
      <p>{t("beach.notFound.text")}</p>
      <Link
        className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900"
        to={href("/")}
      >
        {t("beach.notFound.back")}
      </Link>
    </main>
  );
}
