import { Search } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { DEFAULT_SORT } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import {
  DEFAULT_BEACH_FILTERS,
  hasActiveCriteria,
  SEARCH_MAX,
  serializeBeachFilters,
  withFilterChange,
} from "#core/contract/filters.ts";
import { newSearchState } from "#core/search/search-interpretation.ts";
import { track } from "#app/lib/site/analytics.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { useListNavigation, useMapArea } from "./use-list-navigation.ts";

/** Emptying the box with filters active clears everything after this long. */
const EMPTY_CLEAR_DELAY_MS = 100;

interface SearchBoxProps {
  filters: BeachFilters;
  label: string;
  placeholder: string;
  /** On an area page: the area the box searches, said under it beside a way to all of Greece. */
  areaName?: string | undefined;
}

/**
 * The natural-language search box: a GET form with `q`, which the server interprets and redirects
 * to the list state it means, before hydration and after (then as a client navigation). Escape
 * clears, and emptying the box with filters active clears all after 100 ms.
 */
export function SearchBox({ filters, label, placeholder, areaName }: SearchBoxProps) {
  const { pathname } = useLocation();
  const { t, href } = useI18n();
  const applyFilters = useListNavigation();
  const navigate = useNavigate();
  const mapArea = useMapArea();
  const shown = filters.originalQuery || filters.search;
  const [text, setText] = useState(shown);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const followed = useRef(shown);

  // Words typed before the page's script took over (a slow network) are kept, not reset.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== shown) setText(typed);
    // Once, when the box first runs in the browser.
  }, []);
  // The box follows the URL: back, forward and Clear all change what it shows. Only a change of
  // the URL does: what is being typed meanwhile is not reset.
  useEffect(() => {
    if (followed.current === shown) return;
    followed.current = shown;
    setText(shown);
  }, [shown]);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const changeText = (value: string) => {
    setText(value);
    clearTimeout(clearTimer.current);
    if (value.trim() === "" && hasActiveCriteria(filters)) {
      clearTimer.current = setTimeout(() => {
        track("filter_clear", { from: "search" });
        applyFilters({ ...DEFAULT_BEACH_FILTERS });
      }, EMPTY_CLEAR_DELAY_MS);
    }
  };

  const submit = () => {
    const query = text.trim();
    // The same text again, with no original query behind it, has nothing new to parse.
    if (query === filters.search && filters.originalQuery === "") return;
    track("search_submit", { length: query.length });
    if (query === "") {
      applyFilters(withFilterChange(filters, { search: "", originalQuery: "" }));
      return;
    }
    // The server interprets the text (as the API's search does) and redirects to the list it means.
    // A new search sends what it keeps of the list (newSearchState), so the text fills in the rest.
    const params = new URLSearchParams([
      ["q", query],
      ...(mapArea ? [["area", mapArea]] : []),
      ...serializeBeachFilters(newSearchState(filters)),
    ]);
    void navigate({ pathname, search: `?${params.toString()}` }, { preventScrollReset: true });
  };

  return (
    <form
      role="search"
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="relative w-full"
    >
      <label htmlFor="beach-search" className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-7 left-4 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        ref={input}
        id="beach-search"
        type="search"
        name="q"
        value={text}
        onChange={(event) => changeText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            changeText("");
          }
        }}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX}
        className="h-14 w-full rounded-full border border-slate-300 bg-white pr-28 pl-12 text-base text-slate-900 shadow-sm focus:border-sea-700 focus:outline-2 focus:outline-sea-700"
      />
      {/* Kept for plain form submits, which carry the list's sort and Near me along. */}
      {filters.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={filters.sort} />}
      {filters.nearMe && <input type="hidden" name="nearMe" value="true" />}
      {mapArea && <input type="hidden" name="area" value={mapArea} />}
      <button
        type="submit"
        className="absolute top-7 right-2 -translate-y-1/2 rounded-full bg-sea-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
      >
        {t("browse.search.submit")}
      </button>
      {areaName !== undefined && (
        <p className="mt-2 text-center text-sm text-slate-700">
          {t("browse.search.searchingIn", { area: areaName })} ·{" "}
          <Link
            to={{
              pathname: href("/"),
              search: text.trim() === "" ? "" : `?${new URLSearchParams([["q", text.trim()]]).toString()}`,
            }}
            className="font-medium text-sea-800 underline"
          >
            {t("browse.search.allGreece")}
          </Link>
        </p>
      )}
    </form>
  );
}
