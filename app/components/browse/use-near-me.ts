import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { isDistanceSort } from "../../../core/enums.ts";
import type { BeachFilters } from "../../../core/filters.ts";
import { withFilterChange } from "../../../core/filters.ts";
import type { NearMeButtonState } from "../../../core/location.ts";
import { LOCATION_TEXTS } from "../../../core/location.ts";
import { track } from "../../lib/analytics.ts";
import type { LocationState } from "../../lib/location.ts";
import { cancelLocationRequest, requestLocation, useLocationState } from "../../lib/location.ts";
import { useToast } from "../ui/toast.tsx";
import { useListNavigation } from "./use-list-navigation.ts";

export interface NearMe {
  location: LocationState;
  buttonState: NearMeButtonState;
  denied: boolean;
  setNearMe: (on: boolean) => void;
  retry: () => void;
  /** Choosing a distance sort without a location turns Near me on and asks for one. */
  chooseSort: (sort: BeachFilters["sort"]) => void;
}

/**
 * Near me. On: distance sort, page 1, ask for the location. A location
 * that arrives while Near me is on switches to a distance sort (or reloads the list with it).
 * A failure is announced with the 'Location error' toast when the visitor asked. When a distance sort
 * loses its location (a retry fails after a location was in use, or a reloaded or shared
 * distance-sorted link cannot get one) the list falls back to name order with the 'Location
 * unavailable' toast instead.
 */
export function useNearMe(filters: BeachFilters, listHasDistances: boolean): NearMe {
  const location = useLocationState();
  const applyFilters = useListNavigation();
  const revalidator = useRevalidator();
  const showToast = useToast();
  const latest = useRef({ filters, listHasDistances });
  latest.current = { filters, listHasDistances };

  // A page opened with Near me on asks for the location itself.
  useEffect(() => {
    if (filters.nearMe && location.status === "idle" && !location.pending)
      requestLocation({ byVisitor: false });
  }, [filters.nearMe, location.status, location.pending]);

  const seenAnswer = useRef(location.answer);
  useEffect(() => {
    if (location.answer === seenAnswer.current) return;
    seenAnswer.current = location.answer;
    const { filters: current, listHasDistances: located } = latest.current;
    if (location.status === "granted") {
      showToast({
        title: LOCATION_TEXTS.successToastTitle,
        description: LOCATION_TEXTS.successToastDescription,
      });
      // A navigation under way waits for this answer itself (the route's clientLoader).
      if (!current.nearMe) return;
      if (!isDistanceSort(current.sort)) {
        applyFilters(withFilterChange(current, { sort: "distance.asc" }), { replace: true });
      } else if (!located) void revalidator.revalidate();
      return;
    }
    if (location.status !== "error" || !location.error) return;
    if (location.error.kind === "denied") track("near_me_denied");
    if (isDistanceSort(current.sort) && (!location.byVisitor || location.lostLocation)) {
      showToast({
        title: LOCATION_TEXTS.fallbackToastTitle,
        description: LOCATION_TEXTS.fallbackToastDescription,
      });
      applyFilters(withFilterChange(current, { sort: "name.asc" }), { replace: true });
      return;
    }
    showToast({
      title:
        location.error.kind === "unsupported"
          ? LOCATION_TEXTS.unsupportedToastTitle
          : LOCATION_TEXTS.errorToastTitle,
      description: location.error.message,
    });
  }, [location, showToast, applyFilters, revalidator]);

  const setNearMe = useCallback(
    (on: boolean) => {
      const current = latest.current.filters;
      if (on) {
        track("near_me_enable");
        // Asked before navigating, so the list's loader finds the request pending and waits for it.
        if (!location.location) requestLocation({ byVisitor: true });
        applyFilters(withFilterChange(current, { nearMe: true, sort: "distance.asc" }));
      } else {
        cancelLocationRequest();
        applyFilters(withFilterChange(current, { nearMe: false, sort: "name.asc" }));
      }
    },
    [applyFilters, location.location],
  );

  const retry = useCallback(() => requestLocation({ byVisitor: true }), []);

  const chooseSort = useCallback(
    (sort: BeachFilters["sort"]) => {
      const current = latest.current.filters;
      track("sort_change", { sort });
      if (isDistanceSort(sort) && !(current.nearMe && location.location)) {
        if (!location.location) requestLocation({ byVisitor: true });
        applyFilters(withFilterChange(current, { nearMe: true, sort }));
        return;
      }
      applyFilters(withFilterChange(current, { sort }));
    },
    [applyFilters, location.location],
  );

  const denied = location.status === "error" && location.error?.kind === "denied";
  const buttonState: NearMeButtonState =
    location.pending && location.status === "loading"
      ? "loading"
      : denied && filters.nearMe
        ? "denied"
        : filters.nearMe
          ? "on"
          : "off";

  return { location, buttonState, denied, setNearMe, retry, chooseSort };
}
