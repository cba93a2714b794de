import { Award, BadgeCheck, ChevronLeft, MapPin } from "lucide-react";
import { useState } from "react";
import { data, isRouteErrorResponse, Link, useLocation, useRouteLoaderData } from "react-router";
import { AMENITY_CATEGORY_LABELS, amenitiesByCategory } from "../../../core/amenities.ts";
import {
  BEACH_TYPE_LABELS,
  PARKING_LABELS,
  SETUP_LABELS,
  WAVE_CONDITION_LABELS,
} from "../../../core/enums.ts";
import { beachCardFacts, beachOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../../core/og-image.ts";
import { parsePhotoCredit } from "../../../core/photo-credit.ts";
import { formatUpdatedAgo, formatVerified } from "../../../core/relative-time.ts";
import { AREAS_PATH } from "../../../core/slug.ts";
import { AmenityIcon } from "../../components/amenity-icon.tsx";
import { BeachActions } from "../../components/beach/beach-actions.tsx";
import { BeachDescription } from "../../components/beach/beach-description.tsx";
import { BeachLocation } from "../../components/beach/beach-location.tsx";
import { BeachAccess } from "../../components/beach/beach-access.tsx";
import { ConditionsPanel } from "../../components/beach/conditions-panel.tsx";
import { PhotoCreditCaption } from "../../components/beach/photo-credit.tsx";
import { BeachCard } from "../../components/beach-card.tsx";
import { BeachIllustration } from "../../components/beach-illustration.tsx";
import { BeachPhoto } from "../../components/beach-photo.tsx";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { siteOrigin } from "../../lib/site-origin.server.ts";
import { beachJsonLd, breadcrumbJsonLd } from "../../lib/structured-data.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import type { Route } from "./+types/beach";

/** The detail page shows this many other beaches of the area. */
const MORE_IN_AREA_ON_PAGE = 2;
const META_DESCRIPTION_MAX = 160;

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) {
    return pageMeta({
      title: "Beach Not Found",
      description: "The beach you're looking for doesn't exist or isn't currently available.",
    });
  }
  const { beach } = loaded;
  const text = beach.description.trim();
  return pageMeta({
    title: `${beach.name}, ${beach.area}`,
    description:
      text === ""
        ? `${beach.name} in ${beach.area}: ${BEACH_TYPE_LABELS[beach.type].toLowerCase()} beach, ${WAVE_CONDITION_LABELS[beach.wave_conditions].toLowerCase()}, with directions and amenities.`
        : text.length > META_DESCRIPTION_MAX
          ? `${text.slice(0, text.lastIndexOf(" ", META_DESCRIPTION_MAX - 1))}…`
          : text,
    canonical: loaded.url,
    // The administrator's photo, else our card of the illustration with the beach's name.
    image: beach.photo_url
      ? { url: beach.photo_url, alt: `${beach.name}, ${beach.area}` }
      : {
          url: `${loaded.origin}${beachOgImagePath(beachCardFacts(beach, beach.facing_deg))}`,
          alt: `${beach.name}, ${BEACH_TYPE_LABELS[beach.type].toLowerCase()} beach in ${beach.area}: an illustration`,
          width: OG_IMAGE_WIDTH,
          height: OG_IMAGE_HEIGHT,
        },
  });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // An unknown slug, a beach that is not public, or one whose area is not the URL's: all 404.
  const beach = await context.services.beaches.getBeach(params.beachSlug, params.areaSlug);
  if (!beach) throw data(null, { status: 404 });
  // The day's sea reads what is stored only: the page never waits on the forecast's provider.
  const [more, conditions] = await Promise.all([
    context.services.beaches.moreInArea(beach.area_slug, {
      exclude: beach.slug,
      limit: MORE_IN_AREA_ON_PAGE,
    }),
    context.services.conditions.conditionsForBeach(beach.id),
  ]);
  const now = context.services.clock();
  const loaded = {
    beach,
    more,
    conditions,
    // Worked out on the server, so the page and its hydration say the same.
    updated: conditions?.updated_at ? formatUpdatedAgo(conditions.updated_at, now) : null,
    verified: formatVerified(beach.verified_at, now),
    credit: parsePhotoCredit(beach.photo_source),
    url: `${siteOrigin(request, context)}/${beach.area_slug}/${beach.slug}`,
    origin: siteOrigin(request, context),
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
  const from = hydrated && typeof state?.from === "string" && state.from.startsWith("/") ? state.from : "/";
  return from;
}

export default function BeachPage({ loaderData }: Route.ComponentProps) {
  const { beach, more, conditions, updated, verified, credit, url, origin } = loaderData;
  const root = useRouteLoaderData("root") as { contactEmail: string } | undefined;
  const back = useBackToResults();
  // The credit belongs to the photo: once it has failed and the illustration stands in, it goes.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const photoFailed = beach.photo_url !== null && failedPhoto === beach.photo_url;
  const groups = amenitiesByCategory(beach.amenities);
  const summary: [string, string][] = [
    ["Beach Type", BEACH_TYPE_LABELS[beach.type]],
    ["Wave Conditions", WAVE_CONDITION_LABELS[beach.wave_conditions]],
    ["Organization", SETUP_LABELS[beach.organized ? "organized" : "unorganized"]],
    ["Parking", PARKING_LABELS[beach.parking]],
  ];
  if (beach.blue_flag) summary.push(["Certification", "Blue Flag Certified"]);

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6">
      <JsonLd data={beachJsonLd(beach, origin)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", url: `${origin}/` },
          { name: "Areas", url: `${origin}${AREAS_PATH}` },
          { name: beach.area, url: `${origin}/${beach.area_slug}` },
          { name: beach.name, url },
        ])}
      />
      <div className="flex flex-col gap-3">
        <Breadcrumb
          crumbs={[
            { label: "Home", to: "/" },
            { label: "Areas", to: AREAS_PATH },
            { label: beach.area, to: `/${beach.area_slug}` },
            { label: beach.name },
          ]}
        />
        <Link
          to={back}
          className="inline-flex w-fit items-center gap-1 text-sm font-medium text-sea-700 underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Back to results
        </Link>
      </div>

      <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <BeachPhoto
          src={beach.photo_url}
          alt={beach.photo_url ? `${beach.name}, ${beach.area}` : ""}
          width={800}
          height={450}
          fallback={<BeachIllustration beach={beach} facingDeg={beach.facing_deg} width={800} height={450} />}
          onFailure={setFailedPhoto}
        />
        {!photoFailed && <PhotoCreditCaption credit={credit} />}
      </figure>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-sea-900 sm:text-4xl">{beach.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/${beach.area_slug}`}
              className="inline-flex items-center gap-1 rounded-full bg-sea-50 px-3 py-1 text-sm font-medium text-sea-900 hover:bg-sea-100"
            >
              <MapPin aria-hidden="true" className="size-4" />
              {beach.area}
            </Link>
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Verified · {verified === "recently" ? "recently" : `Updated ${verified}`}
            </span>
          </div>
        </div>
        <BeachActions
          beach={beach}
          url={url}
          contactEmail={root?.contactEmail ?? "feedback@greekbeaches.example"}
        />
      </div>

      <section aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="summary-title" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {summary.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="flex items-center gap-1 font-semibold text-slate-900">
                {term === "Certification" && <Award aria-hidden="true" className="size-4 text-blue-800" />}
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <ConditionsPanel conditions={conditions} updated={updated} />

      {beach.description.trim() !== "" && (
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="mb-2 text-xl font-semibold text-slate-900">
            About {beach.name}
          </h2>
          <BeachDescription text={beach.description} />
        </section>
      )}

      {groups.length > 0 && (
        <section aria-labelledby="amenities-title">
          <h2 id="amenities-title" className="mb-3 text-xl font-semibold text-slate-900">
            Amenities
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {groups.map((group) => (
              <div key={group.category}>
                <h3 className="mb-1 font-semibold text-slate-800">
                  {AMENITY_CATEGORY_LABELS[group.category]}
                </h3>
                <ul className="flex flex-col gap-1">
                  {group.amenities.map((amenity) => (
                    <li key={amenity.id} className="flex items-center gap-2 text-slate-800">
                      <AmenityIcon id={amenity.id} className="size-4 text-sea-700" />
                      {amenity.label}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}

      <BeachAccess access={beach.access} />

      <BeachLocation beach={beach} />

      <section aria-labelledby="more-title">
        <h2 id="more-title" className="mb-3 text-xl font-semibold text-slate-900">
          More beaches in {beach.area}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {more.map((other) => (
            <li key={other.id}>
              <BeachCard beach={other} compact headingLevel={3} />
            </li>
          ))}
          <li>
            <Link
              to={`/${beach.area_slug}`}
              className="flex h-full min-h-40 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-sea-600 p-6 text-center font-semibold text-sea-900 hover:bg-sea-50"
            >
              View all beaches
              <span className="text-sm font-normal text-slate-700">in {beach.area}</span>
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Beach Not Found · Greek Beaches</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Beach Not Found</h1>
      <p>The beach you&apos;re looking for doesn&apos;t exist or isn&apos;t currently available.</p>
      <Link className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900" to="/">
        Back to Directory
      </Link>
    </main>
  );
}
