import { ArrowRight, SearchX } from "#app/components/ui/beach-icons.tsx";
import { useEffect, useState } from "react";
import { Link, useLoaderData, useLocation } from "react-router";
import type { LatLng } from "#core/contract/distance.ts";
import { filterChips } from "#core/pages/filter-chips.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { beachFiltersQuery, withFilterChange } from "#core/contract/filters.ts";
import type { MessageKey } from "#core/i18n/translator.ts";
import type { AccessFilter } from "#core/access/access.ts";
import { label } from "#core/i18n/labels.ts";
import type { BeachSuggestion, SuggestionReason } from "#core/contract/public-records.ts";
import { namedBeachElsewhere, relaxationMessage, unrecordedIn } from "#core/search/search-relaxation.ts";
import { FILTER_CHIPS_MAX, formatMoreFilters, joinWithAnd } from "#core/pages/wording.ts";
import { track } from "#app/lib/site/analytics.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import type { RelaxedListData } from "#app/lib/browse/beach-list.server.ts";
import { fetchSuggestions } from "#app/lib/browse/beach-api.ts";
import { BeachCard } from "../beach-card.tsx";
import type { NearMe } from "./use-near-me.ts";

/** The words of each reason the suggestions API gives. */
const REASON_KEYS: Record<SuggestionReason, MessageKey> = {
  Nearby: "browse.reason.nearby",
  "Similar amenities": "browse.reason.amenities",
  "Similar setup": "browse.reason.setup",
  "Blue Flag": "browse.reason.blueFlag",
  Organized: "browse.reason.organized",
  "Popular pick": "browse.reason.popular",
};

/** Suggestions appear once the list has been empty this long. */
const SUGGESTIONS_DELAY_MS = 250;

interface NoResultsProps {
  filters: BeachFilters;
  nearMe: NearMe;
  area?: { name: string; slug: string } | undefined;
}

/** 'No beaches match your current filters' with a way out of each filter, then suggestions. */
export function NoResults({ filters, nearMe, area }: NoResultsProps) {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const { t } = i18n;
  const relaxed = useRelaxedList(filters);
  const missing = unrecordedIn(filters, useUnrecorded());
  const chips = filterChips(filters, i18n);
  // Words alone that match nothing: say so of the words, rather than of filters.
  const wordsOnly = relaxed === null && chips.length > 0 && chips.every((chip) => chip.key === "search");
  const title =
    missing.length > 0
      ? t("browse.empty.unrecorded", {
          labels: joinWithAnd(
            missing.map((filter) => label(i18n, "accessFilter", filter)),
            i18n,
          ),
        })
      : wordsOnly
        ? t("browse.empty.nothingMatched", {
            words: t("browse.quoted", { text: filters.originalQuery || filters.search }),
          })
        : t("browse.empty.title");
  const shown = chips.slice(0, FILTER_CHIPS_MAX);
  const more = formatMoreFilters(chips.length - shown.length, i18n);
  const to = (next: BeachFilters) => ({ pathname, search: beachFiltersQuery(next) });
  const action =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-sea-700";

  return (
    <section
      aria-labelledby="no-results-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <div className="flex items-center gap-3">
        <SearchX aria-hidden="true" className="size-8 text-sea-700" />
        <h2 id="no-results-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {missing.length > 0 && <p className="text-sm text-slate-700">{t("browse.empty.unrecordedText")}</p>}
      {chips.length > 0 && (
        <ul aria-label={t("browse.empty.activeFilters")} className="flex flex-wrap items-center gap-2">
          {shown.map((chip) => (
            <li key={chip.key}>
              <Link
                to={to(chip.without)}
                preventScrollReset
                aria-label={t("browse.empty.remove", { label: chip.label })}
                className="inline-flex items-center gap-1 rounded-full bg-sea-50 px-3 py-1 text-sm text-sea-900 hover:bg-sea-100"
              >
                {chip.label}
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          {more && <li className="text-sm text-slate-700">{more}</li>}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={pathname}
          preventScrollReset
          onClick={() => track("filter_clear", { from: "no-results" })}
          className="text-sm font-medium text-sea-700 underline"
        >
          {t("browse.empty.clearAll")}
        </Link>
        {filters.nearMe && (
          <button type="button" onClick={() => nearMe.setNearMe(false)} className={action}>
            {t("browse.empty.nearMeOff")}
          </button>
        )}
        {filters.parking.length > 0 && (
          <Link to={to(withFilterChange(filters, { parking: [] }))} preventScrollReset className={action}>
            {t("browse.empty.resetParking")}
          </Link>
        )}
      </div>
      {relaxed ? (
        <RelaxedResults relaxed={relaxed} areaName={area?.name} />
      ) : (
        <Suggestions filters={filters} area={area} location={nearMe.location.location} />
      )}
    </section>
  );
}

/** The access filters no beach has recorded yet, from the home and area loaders (beach-list.server.ts). */
function useUnrecorded(): readonly AccessFilter[] {
  const data = useLoaderData() as { unrecorded?: AccessFilter[] } | undefined;
  return data?.unrecorded ?? [];
}

/**
 * The relaxed list the home and area loaders found for this empty one (beach-list.server.ts), read
 * from the route's data; a list shown with other filters since (Near me's browser loads) has none.
 */
function useRelaxedList(filters: BeachFilters): RelaxedListData | null {
  const data = useLoaderData() as { relaxed?: RelaxedListData | null } | undefined;
  const relaxed = data?.relaxed ?? null;
  return relaxed && relaxed.forQuery === beachFiltersQuery(filters) ? relaxed : null;
}

/** "No beaches match everything in Crete; showing 4 beaches without Boat trips", then those beaches. */
function RelaxedResults({ relaxed, areaName }: { relaxed: RelaxedListData; areaName: string | undefined }) {
  const { page, namedBeach } = relaxed;
  const i18n = useI18n();
  const { t, href } = i18n;
  return (
    <section aria-labelledby="relaxed-title" className="mt-2 flex flex-col gap-3">
      {namedBeach && (
        <p role="status" className="rounded-lg border border-sea-600 bg-sea-50 p-3 text-sea-950">
          <Link to={href(namedBeach.href)} className="font-semibold underline">
            {namedBeachElsewhere(namedBeach.name, namedBeach.areaName, i18n)}
          </Link>{" "}
          ·{" "}
          <Link to={href(namedBeach.areaHref)} className="underline">
            {t("browse.relaxed.seeArea", { area: namedBeach.areaName })}
          </Link>
        </p>
      )}
      <h3 id="relaxed-title" className="text-base font-semibold text-slate-900">
        {relaxationMessage(relaxed, page.total, i18n, areaName)}
      </h3>
      <ul
        aria-label={t("browse.relaxed.closest")}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {page.items.map((beach) => (
          <li key={beach.id}>
            <BeachCard beach={beach} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to={href(relaxed.href)} className="self-start font-medium text-sea-700 underline">
        {relaxed.acrossGreece ? t("browse.relaxed.searchAll") : t("browse.relaxed.show")}
        {page.total > page.items.length ? ` (${page.total})` : ""}
      </Link>
    </section>
  );
}

function Suggestions({
  filters,
  area,
  location,
}: {
  filters: BeachFilters;
  area: NoResultsProps["area"];
  location: LatLng | null;
}) {
  const { t, href } = useI18n();
  const [items, setItems] = useState<BeachSuggestion[] | null>(null);
  const signature = beachFiltersQuery(filters);
  const areaSlug = area?.slug;
  const latitude = location?.latitude;
  const longitude = location?.longitude;

  useEffect(() => {
    setItems(null);
    let current = true;
    const timer = setTimeout(() => {
      const at = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      fetchSuggestions(filters, { areaSlug, location: at })
        .then((result) => {
          if (current) setItems(result);
        })
        .catch((error: unknown) => console.warn("Could not load suggestions", error));
    }, SUGGESTIONS_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The signature stands for the filters.
  }, [signature, areaSlug, latitude, longitude]);

  if (!items || items.length === 0) return null;
  const title = area ? t("browse.empty.moreInArea", { area: area.name }) : t("browse.empty.suggested");
  const allHref = href(area ? `/${area.slug}` : "/");
  return (
    <section aria-labelledby="suggestions-title" className="mt-2">
      <h3 id="suggestions-title" className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
        {items.map((suggestion) => (
          <li
            key={suggestion.beach.id}
            className="w-72 shrink-0 snap-start"
            onClickCapture={() => track("carousel_click", { slug: suggestion.beach.slug })}
          >
            <BeachCard
              beach={suggestion.beach}
              compact
              eyebrow={t(REASON_KEYS[suggestion.reason])}
              headingLevel={3}
            />
          </li>
        ))}
        <li className="w-72 shrink-0 snap-start">
          <Link
            to={allHref}
            onClick={() => track(area ? "view_all_area_click" : "carousel_click", { target: "all" })}
            className="flex h-full min-h-48 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-sea-600 p-6 text-center font-semibold text-sea-900 hover:bg-sea-50"
          >
            {area ? t("browse.empty.allInArea", { area: area.name }) : t("browse.empty.all")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
