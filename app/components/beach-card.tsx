import { Award, MapPin, Navigation, Sparkles } from "#app/components/ui/beach-icons.tsx";
import { useRef } from "react";
import { Link, PrefetchPageLinks, useLocation } from "react-router";
import { seaIn } from "#core/sea/conditions.ts";
import { formatDistanceKm } from "#core/contract/distance.ts";
import { label } from "#core/i18n/labels.ts";
import { nameIn } from "#core/i18n/names.ts";
import type { Translator } from "#core/i18n/translator.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { beachPath } from "#core/contract/slug.ts";
import { CARD_AMENITIES_MAX, formatMoreAmenities } from "#core/pages/wording.ts";
import { useI18n } from "../lib/i18n/i18n.tsx";
import { track } from "../lib/site/analytics.ts";
import { useNearViewport } from "../lib/site/use-near-viewport.ts";
import { AmenityIcon } from "./amenity-icon.tsx";
import { BeachIllustration } from "./beach-illustration.tsx";
import { BeachPhoto } from "./beach-photo.tsx";
import { SeaBadge } from "./sea-badge.tsx";

/**
 * A card's distance: '12 km', '0.4 km' in English (core/contract/distance.ts), the same rounding in the
 * page's own number format elsewhere ('0,4 χλμ').
 */
export function formatDistanceIn(km: number, i18n: Translator): string {
  if (i18n.locale === "en") return formatDistanceKm(km);
  const digits = km < 1 ? 1 : 0;
  const distance = i18n.number(km, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return i18n.t("beach.card.distance", { distance });
}

interface BeachCardProps {
  beach: PublicBeach;
  /** The suggestions carousel uses the compact 320x240 variant. */
  compact?: boolean;
  /** A line above the name, such as a suggestion's reason. */
  eyebrow?: string;
  headingLevel?: 2 | 3;
  /** The town the distance is measured from ('near Chania'); absent when from the visitor. */
  distanceFrom?: string | null | undefined;
}

export function BeachCard({
  beach,
  compact = false,
  eyebrow,
  headingLevel = 2,
  distanceFrom,
}: BeachCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The beach page's 'Back to results' returns to this list, filters and page kept.
  const list = useLocation();
  const shown = beach.amenities.slice(0, CARD_AMENITIES_MAX);
  const i18n = useI18n();
  const more = formatMoreAmenities(beach.amenities.length - shown.length, i18n);
  const { t, href, locale } = i18n;
  const path = href(beachPath(beach.area_slug, beach.slug));
  const name = nameIn(beach, locale);
  const area = nameIn({ name: beach.area, name_el: beach.area_el }, locale);
  const sea = beach.sea ? seaIn(beach.sea, i18n) : null;
  // The beach page's code and data are fetched as the card nears the screen (and on hover), so a
  // tap opens it at once.
  const card = useRef<HTMLElement>(null);
  const near = useNearViewport(card);
  const [photoWidth, photoHeight] = compact ? [320, 240] : [400, 225];
  return (
    <article
      ref={card}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-sea-700 hover:shadow-md"
    >
      <BeachPhoto
        src={beach.photo_url}
        alt=""
        width={photoWidth}
        height={photoHeight}
        fallback={
          <BeachIllustration
            beach={beach}
            facingDeg={beach.facing_deg}
            width={photoWidth}
            height={photoHeight}
          />
        }
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {eyebrow && <p className="text-xs font-semibold tracking-wide text-sea-700 uppercase">{eyebrow}</p>}
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={path}
            state={{ from: `${list.pathname}${list.search}` }}
            prefetch="intent"
            onClick={() => track("open_beach", { slug: beach.slug })}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {name}
          </Link>
          {near && <PrefetchPageLinks page={path} />}
        </Heading>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {area}
          </span>
          {beach.distance_km !== undefined && (
            <span className="inline-flex items-center gap-1 font-medium text-sea-900">
              <Navigation aria-hidden="true" className="size-4" />
              {formatDistanceIn(beach.distance_km, i18n)}
              {distanceFrom ? (
                t("beach.card.distanceFrom", { place: distanceFrom })
              ) : (
                <span className="sr-only">{t("beach.card.away")}</span>
              )}
            </span>
          )}
          <span>{label(i18n, "beachType", beach.type)}</span>
        </p>
        {(beach.blue_flag || beach.organized) && (
          <p className="flex flex-wrap gap-2">
            {beach.blue_flag && (
              <span className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900">
                <Award aria-hidden="true" className="size-3.5" />
                {t("beach.card.blueFlag")}
              </span>
            )}
            {beach.organized && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                <Sparkles aria-hidden="true" className="size-3.5" />
                {t("beach.card.organized")}
              </span>
            )}
          </p>
        )}
        {shown.length > 0 && (
          <ul
            aria-label={t("beach.card.amenities")}
            className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-sm text-slate-700"
          >
            {shown.map((id) => (
              <li key={id} className="inline-flex items-center gap-1">
                <AmenityIcon id={id} className="size-4 text-sea-700" />
                {label(i18n, "amenity", id)}
              </li>
            ))}
            {more && <li className="font-medium text-slate-800">{more}</li>}
          </ul>
        )}
      </div>
      {/* Over the picture, after the card's link in the order a keyboard reaches them. */}
      {sea && <SeaBadge sea={sea} className="absolute top-2 left-2" />}
    </article>
  );
}

/** The placeholder shown while a client-side navigation loads the next list. */
export function BeachCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="beach-card-skeleton"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-[400/225] animate-pulse bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
