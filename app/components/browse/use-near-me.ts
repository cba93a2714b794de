import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { Sort } from "#core/contract/enums.ts";
import { DEFAULT_SORT, isDistanceSort } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { withFilterChange } from "#core/contract/filters.ts";
import type { NearMeButtonState } from "#core/contract/location.ts";
import { track } from "#app/lib/site/analytics.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import type { LocationState } from "#app/lib/browse/location.ts";
import { cancelLocationRequest, requestLocation, useLocationState } from "#app/lib/browse/location.ts";
import { useToast } from "../ui/toast.tsx";
import { useListNavigation } from "./use-list-navigation.ts";

export interface NearMe {
  location: LocationState;
  buttonState: NearMeButtonState;
  denied: boolean;
  setNearMe: (on: boolean) => void;
  /** Asks for the location again, turning Near me back on if a failure had turned it off. */
  retry: () => void;
  /** Choosing a distance sort without a location turns Near me on and asks for one. */
  chooseSort: (sort: BeachFilters["sort"]) => void;
}

/**
 * Near me. On: distance sort, page 1, ask for the location. A location that arrives while Near me is
 * on switches to a distance sort (or reloads the list with it). A request that fails turns Near me
 * off again and puts back the order the list had before; the filter bar's LocationBanner is the one
 * place that says what went wrong.
 */
export function useNearMe(filters: BeachFilters, listHasDistances: boolean): NearMe {
  const location = useLocationState();
  const applyFilters = useListNavigation();
  const revalidator = useRevalidator();
  const showToast = useToast();
  const { t } = useI18n();
  const latest = useRef({ filters, listHasDistances });
  latest.current = { filters, listHasDistances };
  /** The order the list had before Near me chose a distance sort, put back if the location fails. */
  const sortBefore = useRef<Sort>(DEFAULT_SORT);

  // A page opened with Near me on asks for the location itself, also when a request made on an
  // earlier page had failed (its answer is older than this page).
  const answerOnOpen = useRef(location.answer);
  useEffect(() => {
    if (!filters.nearMe || location.pending) return;
    const staleFailure = location.status === "error" && location.answer === answerOnOpen.current;
    if (location.status === "idle" || staleFailure) requestLocation();
  }, [filters.nearMe, location.status, location.pending, location.answer]);

  const seenAnswer = useRef(location.answer);
  useEffect(() => {
    if (location.answer === seenAnswer.current) return;
    seenAnswer.current = location.answer;
    const { filters: current, listHasDistances: located } = latest.current;
    if (location.status === "error" && location.error?.kind === "denied") track("near_me_denied");
    if (location.status !== "granted") return;
    showToast({
      title: t("browse.location.found"),
      description: t("browse.location.foundText"),
    });
    // A navigation under way waits for this answer itself (the route's clientLoader).
    if (!current.nearMe) return;
    if (!isDistanceSort(current.sort)) {
      applyFilters(withFilterChange(current, { sort: "distance.asc" }), { replace: true });
    } else if (!located) void revalidator.revalidate();
  }, [location, showToast, applyFilters, revalidator, t]);

  // A failed answer turns Near me off once. The switch navigates as it asks, so the answer can come
  // before the list with Near me on has loaded: this waits for that list rather than the answer alone.
  const handledFailure = useRef(location.answer);
  useEffect(() => {
    if (!filters.nearMe || location.status !== "error" || location.pending) return;
    if (handledFailure.current === location.answer) return;
    handledFailure.current = location.answer;
    const sort = isDistanceSort(filters.sort) ? sortBefore.current : filters.sort;
    applyFilters(withFilterChange(filters, { nearMe: false, sort }), { replace: true });
  }, [filters, location, applyFilters]);

  const setNearMe = useCallback(
    (on: boolean) => {
      const current = latest.current.filters;
      if (on) {
        track("near_me_enable");
        if (!isDistanceSort(current.sort)) sortBefore.current = current.sort;
        // Asked before navigating, so the list's loader finds the request pending and waits for it.
        if (!location.location) requestLocation();
        applyFilters(withFilterChange(current, { nearMe: true, sort: "distance.asc" }));
      } else {
        cancelLocationRequest();
        applyFilters(withFilterChange(current, { nearMe: false, sort: DEFAULT_SORT }));
      }
    },
    [applyFilters, location.location],
  );

  // Always turns Near me on as well as asking: a Retry pressed while the failure's own navigation
  // (Near me off) is still under way must not leave the list off once the location arrives.
  const retry = useCallback(() => setNearMe(true), [setNearMe]);

  const chooseSort = useCallback(
    (sort: BeachFilters["sort"]) => {
      const current = latest.current.filters;
      track("sort_change", { sort });
      if (isDistanceSort(sort) && !(current.nearMe && location.location)) {
        if (!isDistanceSort(current.sort)) sortBefore.current = current.sort;
        if (!location.location) requestLocation();
        applyFilters(withFilterChange(current, { nearMe: true, sort }));
        return;
      }
      applyFilters(withFilterChange(current, { sort }));
    },
    [applyFilters, location.location],
  );

  const denied = location.status === "error" && location.error?.kind === "denied";
  const buttonState: NearMeButtonState =
    location.pending && location.status === "loading" ? "loading" : filters.nearMe ? "on" : "off";

  return { location, buttonState, denied, setNearMe, retry, chooseSort };
}
