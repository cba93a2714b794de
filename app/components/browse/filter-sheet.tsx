import { useEffect, useRef, useState } from "react";
import { useLoaderData } from "react-router";
import type { AccessFilter } from "#core/access/access.ts";
import { SHEET_ACCESS_FILTERS } from "#core/access/access.ts";
import { DEFAULT_SORT } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { CALM_DAYS, DEFAULT_BEACH_FILTERS, withFilterChange } from "#core/contract/filters.ts";
import { label } from "#core/i18n/labels.ts";
import { calmFilterLabel } from "#core/pages/wording.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { track } from "#app/lib/site/analytics.ts";
import { fetchBeachCount } from "#app/lib/browse/beach-api.ts";
import { useSeaForecast } from "#app/lib/browse/use-sea-forecast.ts";
import { Sheet } from "../ui/sheet.tsx";
import { Switch } from "../ui/switch.tsx";
import { groupFor, SHEET_GROUP_ORDER, toggleFilterValue } from "./filter-groups.ts";
import type { NearMe } from "./use-near-me.ts";

/** Count requests wait until the draft has been still this long. */
const COUNT_DEBOUNCE_MS = 250;

interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: BeachFilters;
  areaSlug?: string | undefined;
  nearMe: NearMe;
  onApply: (filters: BeachFilters) => void;
}

/**
 * All Filters: edits a draft copy of the applied filters with a live
 * count; nothing changes on the page until Apply or 'Show results'. Cancel, Escape and the close
 * button leave the applied filters untouched.
 */
export function FilterSheet({ open, onOpenChange, filters, areaSlug, nearMe, onApply }: FilterSheetProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [draft, setDraft] = useState(filters);
  const seaForecast = useSeaForecast();
  const [count, setCount] = useState<number | null>(null);
  // Access filters no beach has recorded yet, from the list's loader (beach-list.server.ts); a page
  // without them (the map) marks none.
  const unrecorded = (useLoaderData() as { unrecorded?: AccessFilter[] } | undefined)?.unrecorded ?? [];

  // Each opening starts from the filters on the page.
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);

  const draftKey = JSON.stringify({ ...draft, page: 1, sort: DEFAULT_SORT, nearMe: false });
  const latestKey = useRef(draftKey);
  latestKey.current = draftKey;
  useEffect(() => {
    if (!open) return;
    setCount(null);
    const timer = setTimeout(() => {
      const key = draftKey;
      fetchBeachCount(draft, { areaSlug })
        .then((value) => {
          if (latestKey.current === key) setCount(value);
        })
        .catch((error: unknown) => console.warn("Could not count beaches", error));
    }, COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // draftKey stands for draft: only a change that alters the count starts a request.
  }, [open, draftKey, areaSlug]);

  // The count as the sheet has always written it ('1234 results'); it still picks the plural form.
  const countText =
    count === null ? t("browse.sheet.loading") : t("browse.sheet.results", { count: String(count) });
  const apply = (close: boolean) => {
    onApply(withFilterChange(draft, {}));
    if (close) onOpenChange(false);
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("browse.allFilters")}
      headerActions={
        <>
          <span role="status" className="text-sm text-slate-700">
            {countText}
          </span>
          <button
            type="button"
            onClick={() => {
              track("filter_clear", { from: "sheet" });
              setDraft({ ...DEFAULT_BEACH_FILTERS });
            }}
            className="rounded px-2 py-1 text-sm font-medium text-sea-700 underline hover:text-sea-900"
          >
            {t("browse.clearAll")}
          </button>
        </>
      }
      footer={
        <>
          <button
            type="button"
            onClick={() => setDraft(filters)}
            className="mr-auto rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t("browse.sheet.reset")}
          </button>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t("browse.sheet.cancel")}
          </button>
          <button
            type="button"
            onClick={() => apply(false)}
            className="rounded-md border border-sea-700 px-3 py-2 text-sm font-medium text-sea-900 hover:bg-sea-50"
          >
            {t("browse.apply")}
          </button>
          <button
            type="button"
            onClick={() => apply(true)}
            className="rounded-md bg-sea-700 px-3 py-2 text-sm font-semibold text-white hover:bg-sea-900"
          >
            {t("browse.sheet.show", { count: count === null ? "…" : String(count) })}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("browse.sheet.search")}
          <input
            type="search"
            value={draft.search}
            onChange={(event) =>
              setDraft(withFilterChange(draft, { search: event.target.value, originalQuery: "" }))
            }
            placeholder={t("browse.sheet.searchPlaceholder")}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <section aria-labelledby="sheet-near-me" className="flex flex-col gap-2">
          <h3 id="sheet-near-me" className="font-semibold text-slate-900">
            {t("browse.nearMe")}
          </h3>
          <Switch
            id="sheet-near-me-switch"
            label={t("browse.sheet.sortByDistance")}
            checked={draft.nearMe}
            onCheckedChange={(checked) => setDraft(withFilterChange(draft, { nearMe: checked }))}
          />
          {nearMe.denied && (
            <div className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
              <p>{t("browse.location.sheetDenied")}</p>
              <button
                type="button"
                onClick={nearMe.retry}
                className="rounded-md border border-red-800 px-2 py-1 font-medium"
              >
                {t("browse.retry")}
              </button>
            </div>
          )}
        </section>
        <section aria-labelledby="sheet-blue-flag" className="flex flex-col gap-2">
          <h3 id="sheet-blue-flag" className="font-semibold text-slate-900">
            {t("browse.blueFlag")}
          </h3>
          <Switch
            id="sheet-blue-flag-switch"
            label={t("browse.sheet.blueFlagOnly")}
            checked={draft.blueFlag}
            onCheckedChange={(checked) => setDraft(withFilterChange(draft, { blueFlag: checked }))}
          />
        </section>
        {seaForecast && (
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-semibold text-slate-900">{t("browse.sheet.sea")}</legend>
            <p className="text-sm text-slate-600">{t("browse.sheet.seaHint")}</p>
            <div className="flex flex-wrap gap-x-4">
              {([null, ...CALM_DAYS] as const).map((day) => (
                <label key={day ?? "any"} className="flex items-center gap-2 py-1 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="sheet-calm"
                    checked={draft.calm === day}
                    onChange={() => setDraft(withFilterChange(draft, { calm: day }))}
                    className="size-4 accent-sea-700"
                  />
                  {day === null ? t("browse.sheet.anySea") : calmFilterLabel(day, i18n)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold text-slate-900">{t("browse.access")}</legend>
          <p className="text-sm text-slate-600">{t("browse.sheet.accessHint")}</p>
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {SHEET_ACCESS_FILTERS.map((value) => (
              <div key={value} className="flex flex-wrap items-center gap-x-2">
                <label className="flex items-center gap-2 py-1 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    aria-describedby={unrecorded.includes(value) ? `sheet-unrecorded-${value}` : undefined}
                    checked={draft.access.includes(value)}
                    onChange={(event) =>
                      setDraft(
                        withFilterChange(draft, {
                          access: event.target.checked
                            ? [...draft.access, value]
                            : draft.access.filter((kept) => kept !== value),
                        }),
                      )
                    }
                    className="size-4 accent-sea-700"
                  />
                  {label(i18n, "accessFilter", value)}
                </label>
                {unrecorded.includes(value) && (
                  <span id={`sheet-unrecorded-${value}`} className="text-xs text-slate-600">
                    {t("browse.sheet.unrecorded")}
                  </span>
                )}
              </div>
            ))}
          </div>
        </fieldset>
        {SHEET_GROUP_ORDER.map((field) => {
          const group = groupFor(field, i18n);
          const selected = draft[field] as readonly string[];
          return (
            <fieldset key={field} className="flex flex-col gap-1">
              <legend className="mb-1 font-semibold text-slate-900">{group.sheetLabel}</legend>
              {field === "waveConditions" && (
                <p className="text-sm text-slate-600">{t("browse.sheet.wavesHint")}</p>
              )}
              <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                {group.options.map((option) => (
                  <label key={option.value} className="flex items-center gap-2 py-1 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={selected.includes(option.value)}
                      onChange={(event) =>
                        setDraft(toggleFilterValue(draft, field, option.value, event.target.checked))
                      }
                      className="size-4 accent-sea-700"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </Sheet>
  );
}
