import { Navigation } from "#app/components/ui/beach-icons.tsx";
import { Link, useLocation } from "react-router";
import { isOneOf, SETUPS } from "#core/contract/enums.ts";
import type { BeachFilters, Preference } from "#core/contract/filters.ts";
import { beachFiltersQuery, hasActiveCriteria, withFilterChange } from "#core/contract/filters.ts";
import { label } from "#core/i18n/labels.ts";
import type { Translator } from "#core/i18n/translator.ts";
import { describeCriteria, formatCriteriaSummary, formatResultsCount } from "#core/pages/wording.ts";
import { track } from "#app/lib/site/analytics.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

interface ResultsSummaryProps {
  filters: BeachFilters;
  total: number;
  sortedByDistance: boolean;
  /** The search only names the page's own area, so the summary leaves it out. */
  omitSearch?: boolean | undefined;
  ignored?: readonly string[];
  /** The town the distances are measured from ('near Chania'); absent when from the visitor. */
  near?: string | null | undefined;
}

/** A preference's label: a setup ('Unorganized') or an amenity ('Family friendly'). */
function preferenceLabel(i18n: Translator, preference: Preference): string {
  return isOneOf(SETUPS, preference) ? label(i18n, "setup", preference) : label(i18n, "amenity", preference);
}

/**
 * '23 beaches · Sandy, Blue Flag, Taverna and 2 more criteria', the distance badge, Clear all; and the
 * preferences the search kept ('quiet' prefers unorganized beaches), each a chip that removes it, so
 * nothing reorders the list unseen.
 */
export function ResultsSummary({
  filters,
  total,
  sortedByDistance,
  omitSearch,
  ignored = [],
  near,
}: ResultsSummaryProps) {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const { t } = i18n;
  const criteria = formatCriteriaSummary(describeCriteria(filters, i18n, { omitSearch }), i18n);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-800">
      <p aria-live="polite" className="font-semibold">
        {formatResultsCount(total, i18n)}
        {criteria && <span className="font-normal text-slate-700"> · {criteria}</span>}
      </p>
      {ignored.length > 0 && (
        <p className="text-sm text-slate-600">
          {t("browse.summary.ignored", {
            words: ignored.map((word) => t("browse.quoted", { text: word })).join(", "),
          })}
        </p>
      )}
      {filters.prefer.length > 0 && (
        <ul aria-label={t("browse.summary.prefer")} className="flex flex-wrap items-center gap-1.5 text-sm">
          <li aria-hidden="true" className="text-slate-700">
            {t("browse.summary.prefer")}
          </li>
          {filters.prefer.map((preference) => {
            const text = preferenceLabel(i18n, preference);
            const without = withFilterChange(filters, {
              prefer: filters.prefer.filter((other) => other !== preference),
            });
            return (
              <li key={preference}>
                <Link
                  to={{ pathname, search: beachFiltersQuery(without) }}
                  preventScrollReset
                  aria-label={t("browse.summary.removePreference", { label: text })}
                  className="inline-flex items-center gap-1 rounded-full bg-sea-50 px-2.5 py-0.5 text-sea-900 hover:bg-sea-100"
                >
                  {text}
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {sortedByDistance && (
        <span className="inline-flex items-center gap-1 rounded-full bg-sea-100 px-2 py-0.5 text-xs font-semibold text-sea-900">
          <Navigation aria-hidden="true" className="size-3.5" />
          {near ? t("browse.summary.nearestTo", { place: near }) : t("browse.summary.byDistance")}
        </span>
      )}
      {hasActiveCriteria(filters) && (
        <Link
          to={pathname}
          preventScrollReset
          onClick={() => track("filter_clear", { from: "summary" })}
          className="text-sm font-medium text-sea-700 underline hover:text-sea-900"
        >
          {t("browse.clearAll")}
        </Link>
      )}
    </div>
  );
}
