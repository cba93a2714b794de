import { ChevronDown } from "#app/components/ui/icons.tsx";
import { SlidersHorizontal } from "#app/components/ui/beach-icons.tsx";
import { ACCESS_FILTERS, SHEET_ACCESS_FILTERS } from "#core/access/access.ts";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DEFAULT_SORT, SORTS } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { countActiveFilterGroups, withFilterChange } from "#core/contract/filters.ts";
import { label } from "#core/i18n/labels.ts";
import { calmFilterLabel } from "#core/pages/wording.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { track } from "#app/lib/site/analytics.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { useSeaForecast } from "#app/lib/browse/use-sea-forecast.ts";
import { lazyModule, useLazyModule } from "../ui/lazy-module.ts";
import { Switch } from "../ui/switch.tsx";
import { triggerClass, TriggerCount, TriggerLabel } from "../ui/trigger.tsx";
import type { ListField } from "./filter-groups.ts";
import { filterGroups, toggleFilterValue } from "./filter-groups.ts";
import { LocationBanner } from "./location-banner.tsx";
import { SortTriggerContent } from "./sort-trigger.tsx";
import type { NearMe } from "./use-near-me.ts";
import { useListNavigation, useMapArea } from "./use-list-navigation.ts";

interface FilterBarProps {
  filters: BeachFilters;
  nearMe: NearMe;
  areaSlug?: string | undefined;
  /** The map has no order to choose: it leaves the Sort by control out. */
  sortable?: boolean;
}

/**
 * The controls' row: below 768 px one line that scrolls sideways, reaching to the screen's edges, so
 * the list starts on the first screen of a phone (app.css fades the edges that have more controls);
 * from 768 px the controls wrap as they need.
 */
const ROW_CLASS =
  "filter-row relative -mx-4 flex items-center gap-2 overflow-x-auto px-4 py-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:py-0";

/**
 * The filter bar. Until the page is hydrated it is a plain GET form of
 * checkboxes in disclosure panels, so filtering works on a slow network or without JavaScript;
 * afterwards the same controls are Radix switches, menus, a popover and the All Filters sheet.
 */
export function FilterBar(props: FilterBarProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <InteractiveFilterBar {...props} />
  ) : (
    <PlainFilterBar filters={props.filters} sortable={props.sortable ?? true} />
  );
}

const filterControls = lazyModule(() => import("./filter-controls.tsx"));

type OpenControl = ListField | "sort" | "sheet" | null;

function InteractiveFilterBar({ filters, nearMe, areaSlug, sortable = true }: FilterBarProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const applyFilters = useListNavigation();
  const seaForecast = useSeaForecast();
  const controls = useLazyModule(filterControls);
  // Radix controls replace the light triggers only once the visitor has pressed one: swapping a
  // focused button for another element would throw keyboard focus away.
  const [activated, setActivated] = useState(false);
  const [open, setOpen] = useState<OpenControl>(null);
  // A menu first opened from the keyboard on a light trigger focuses its first item, as Radix's own
  // trigger does for every later opening (the Radix menu did not exist yet to see the key).
  const [keyboardOpened, setKeyboardOpened] = useState(false);
  const activeGroups = countActiveFilterGroups(filters);
  const radix = activated ? controls.loaded : undefined;
  const row = useScrollEdges();

  const preload = () => void controls.load();
  const activate = (control: Exclude<OpenControl, null>, byKeyboard: boolean) => {
    setActivated(true);
    setOpen(control);
    setKeyboardOpened(byKeyboard);
    void controls.load();
  };
  const openChange = (control: Exclude<OpenControl, null>) => (next: boolean) => {
    setKeyboardOpened(false);
    setOpen(next ? control : null);
  };
  const lightTrigger = (control: Exclude<OpenControl, null>, active: boolean, popup: "menu" | "dialog") => ({
    type: "button" as const,
    className: triggerClass(active),
    "aria-haspopup": popup,
    "aria-expanded": false,
    onPointerEnter: preload,
    onFocus: preload,
    // A click from Enter or Space has no pointer, so its detail is 0.
    onClick: (event: React.MouseEvent) => activate(control, event.detail === 0),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === "ArrowDown") {
        event.preventDefault();
        activate(control, true);
      }
    },
  });

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={row.ref}
        role="group"
        aria-label={t("browse.filters")}
        data-more-start={row.moreStart || undefined}
        data-more-end={row.moreEnd || undefined}
        onFocus={row.onFocus}
        className={ROW_CLASS}
      >
        {/* The headline filter comes first: on a phone it is whole on the first screen, never scrolled to. */}
        {seaForecast && (
          <Switch
            id="calm-today"
            label={calmFilterLabel(filters.calm ?? "today", i18n)}
            // On for either day: switching it off drops the filter, on asks for today.
            checked={filters.calm !== null}
            onCheckedChange={(checked) => {
              track("filter_apply", { field: "calm" });
              applyFilters(withFilterChange(filters, { calm: checked ? "today" : null }));
            }}
            className="mr-2 shrink-0"
          />
        )}
        <Switch
          id="near-me"
          label={t("browse.nearMe")}
          status={t(`browse.nearMe.${nearMe.buttonState}`)}
          checked={filters.nearMe}
          onCheckedChange={nearMe.setNearMe}
          className="mr-2 shrink-0"
        />
        <Switch
          id="blue-flag"
          label={t("browse.blueFlag")}
          checked={filters.blueFlag}
          onCheckedChange={(checked) => {
            track("filter_apply", { field: "blueFlag" });
            applyFilters(withFilterChange(filters, { blueFlag: checked }));
          }}
          className="mr-2 shrink-0"
        />
        {filterGroups(i18n).map((group) => {
          const selected = filters[group.field] as readonly string[];
          return radix ? (
            <radix.CheckboxMenu
              key={group.field}
              label={group.label}
              shortLabel={group.shortLabel}
              options={group.options}
              selected={selected}
              open={open === group.field}
              focusFirstItem={keyboardOpened}
              onOpenChange={openChange(group.field)}
              onToggle={(value, checked) => {
                track("filter_apply", { field: group.field });
                applyFilters(toggleFilterValue(filters, group.field, value, checked));
              }}
            />
          ) : (
            <button key={group.field} {...lightTrigger(group.field, selected.length > 0, "menu")}>
              <TriggerLabel label={group.label} shortLabel={group.shortLabel} />
              <TriggerCount count={selected.length} suffix={t("browse.trigger.selected")} />
              <ChevronDown aria-hidden="true" className="size-4" />
            </button>
          );
        })}
        <button {...lightTrigger("sheet", activeGroups > 0, "dialog")}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t("browse.allFilters")}
          <TriggerCount count={activeGroups} suffix={t("browse.trigger.active")} />
        </button>
        {!sortable ? null : radix ? (
          <radix.SortMenu
            sort={filters.sort}
            onChoose={nearMe.chooseSort}
            open={open === "sort"}
            onOpenChange={openChange("sort")}
          />
        ) : (
          <button {...lightTrigger("sort", filters.sort !== DEFAULT_SORT, "dialog")}>
            <SortTriggerContent sort={filters.sort} />
          </button>
        )}
      </div>
      <LocationBanner nearMe={nearMe} />
      {radix && (
        <radix.FilterSheet
          open={open === "sheet"}
          onOpenChange={openChange("sheet")}
          filters={filters}
          areaSlug={areaSlug}
          nearMe={nearMe}
          onApply={(draft) => {
            track("filter_apply", { field: "sheet" });
            let next = draft;
            // Near me switched in the sheet follows the same rules as the bar's switch.
            if (draft.nearMe && !filters.nearMe) {
              track("near_me_enable");
              next = withFilterChange(draft, { sort: "distance.asc" });
              if (!nearMe.location.location) nearMe.retry();
            } else if (!draft.nearMe && filters.nearMe) {
              next = withFilterChange(draft, { sort: DEFAULT_SORT });
            }
            applyFilters(next);
          }}
        />
      )}
    </div>
  );
}

/** The same filters as one GET form: checkbox groups send repeated keys, which the codec reads. */
function PlainFilterBar({ filters, sortable }: { filters: BeachFilters; sortable: boolean }) {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const { t } = i18n;
  const seaForecast = useSeaForecast();
  const mapArea = useMapArea();
  const activeGroups = countActiveFilterGroups(filters);
  return (
    <form method="get" action={pathname} aria-label={t("browse.filters")} className={ROW_CLASS}>
      {filters.search && <input type="hidden" name="search" value={filters.search} />}
      {filters.originalQuery && <input type="hidden" name="originalQuery" value={filters.originalQuery} />}
      {filters.nearMe && <input type="hidden" name="nearMe" value="true" />}
      {mapArea && <input type="hidden" name="area" value={mapArea} />}
      {!sortable && filters.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={filters.sort} />}
      {seaForecast ? (
        <label className="mr-2 flex shrink-0 items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-800">
          <input
            type="checkbox"
            name="calm"
            // Tomorrow stays tomorrow when the form is sent again.
            value={filters.calm ?? "today"}
            defaultChecked={filters.calm !== null}
            className="size-5 accent-sea-700"
          />
          {calmFilterLabel(filters.calm ?? "today", i18n)}
        </label>
      ) : (
        filters.calm && <input type="hidden" name="calm" value={filters.calm} />
      )}
      <span className="mr-2 flex shrink-0 items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-800">
        <span
          aria-hidden="true"
          className={`inline-flex h-6 w-11 items-center rounded-full opacity-50 ${filters.nearMe ? "bg-sea-700" : "bg-slate-400"}`}
        >
          <span
            className={`block size-5 rounded-full bg-white ${filters.nearMe ? "translate-x-[22px]" : "translate-x-0.5"}`}
          />
        </span>
        {t("browse.nearMe")}{" "}
        <span className="font-normal text-slate-600">
          ({t(filters.nearMe ? "browse.nearMe.on" : "browse.nearMe.off")})
        </span>
      </span>
      <label className="mr-2 flex shrink-0 items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-800">
        <input
          type="checkbox"
          name="blueFlag"
          value="true"
          defaultChecked={filters.blueFlag}
          className="size-5 accent-sea-700"
        />
        {t("browse.blueFlag")}
      </label>
      {filterGroups(i18n).map((group) => {
        const selected = filters[group.field] as readonly string[];
        return (
          <PlainDisclosure
            key={group.field}
            legend={group.label}
            active={selected.length > 0}
            summary={
              <>
                <TriggerLabel label={group.label} shortLabel={group.shortLabel} />
                <TriggerCount count={selected.length} suffix={t("browse.trigger.selected")} />
                <ChevronDown aria-hidden="true" className="size-4" />
              </>
            }
            choices={group.options.map((option) => ({
              type: "checkbox",
              name: group.field,
              value: option.value,
              label: option.label,
              checked: selected.includes(option.value),
            }))}
          />
        );
      })}
      <PlainDisclosure
        legend={t("browse.access")}
        active={filters.access.length > 0}
        summary={
          <>
            <TriggerLabel label={t("browse.access")} shortLabel={t("browse.access")} />
            <TriggerCount count={filters.access.length} suffix={t("browse.trigger.selected")} />
            <ChevronDown aria-hidden="true" className="size-4" />
          </>
        }
        choices={ACCESS_FILTERS.filter(
          (value) => SHEET_ACCESS_FILTERS.includes(value) || filters.access.includes(value),
        ).map((value) => ({
          type: "checkbox",
          name: "access",
          value,
          label: label(i18n, "accessFilter", value),
          checked: filters.access.includes(value),
        }))}
      />
      {sortable && (
        <PlainDisclosure
          legend={t("browse.sortBy")}
          active={filters.sort !== DEFAULT_SORT}
          summary={<SortTriggerContent sort={filters.sort} />}
          choices={SORTS.map((sort) => ({
            type: "radio",
            name: "sort",
            value: sort,
            label: label(i18n, "sort", sort),
            checked: filters.sort === sort,
          }))}
        />
      )}
      <button type="submit" className={triggerClass(activeGroups > 0)}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t("browse.applyFilters")}
      </button>
    </form>
  );
}

interface PlainChoice {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  label: string;
  checked: boolean;
}

/**
 * A trigger-looking `<summary>` over a panel of inputs and an Apply button: a menu without JavaScript.
 * Below 768 px the panel is a sheet along the bottom of the screen, as the row it opens from scrolls.
 */
function PlainDisclosure(props: {
  legend: string;
  active: boolean;
  summary: React.ReactNode;
  choices: PlainChoice[];
}) {
  const { t } = useI18n();
  return (
    <details className="shrink-0 md:relative">
      <summary className={`${triggerClass(props.active)} list-none [&::-webkit-details-marker]:hidden`}>
        {props.summary}
      </summary>
      <fieldset className="fixed inset-x-0 bottom-0 z-30 max-h-[60vh] overflow-y-auto rounded-t-lg border border-slate-200 bg-white p-3 shadow-lg md:absolute md:inset-x-auto md:bottom-auto md:left-0 md:mt-1 md:max-h-80 md:w-56 md:max-w-[calc(100vw-2rem)] md:rounded-lg md:p-2">
        <legend className="sr-only">{props.legend}</legend>
        {props.choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 px-1 py-1 text-sm">
            <input
              type={choice.type}
              name={choice.name}
              value={choice.value}
              defaultChecked={choice.checked}
              className="accent-sea-700"
            />
            {choice.label}
          </label>
        ))}
        <button
          type="submit"
          className="mt-2 w-full rounded-md bg-sea-700 px-3 py-1.5 text-sm font-medium text-white"
        >
          {t("browse.apply")}
        </button>
      </fieldset>
    </details>
  );
}

/**
 * Whether the row has controls out of sight before or after what it shows, kept up as it scrolls,
 * and a focus handler that brings the focused control wholly into sight.
 */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  // Before the first measure: more at the end, as a phone shows it.
  const [edges, setEdges] = useState({ moreStart: false, moreEnd: true });
  const measure = useRef(() => {});
  measure.current = () => {
    const row = ref.current;
    if (!row) return;
    const moreStart = row.scrollLeft > 1;
    const moreEnd = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    if (moreStart !== edges.moreStart || moreEnd !== edges.moreEnd) setEdges({ moreStart, moreEnd });
  };
  // A label that changes ('Getting location...') changes the row's width without a resize.
  useEffect(() => measure.current());
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => measure.current();
    row.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  // Chromium leaves a control that is partly in sight where it is when Tab reaches it: the whole
  // control comes into sight, clear of the faded edge (the row's scroll-padding).
  const onFocus = (event: React.FocusEvent) => {
    if (event.target !== event.currentTarget)
      event.target.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  return { ref, onFocus, ...edges };
}
