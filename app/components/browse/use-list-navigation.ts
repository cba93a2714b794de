import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BeachFilters } from "../../../core/filters.ts";
import { beachFiltersQuery } from "../../../core/filters.ts";

/** Moves the list to a new state by writing it into the URL (the URL is the state). */
export function useListNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (filters: BeachFilters, options: { replace?: boolean } = {}) =>
      navigate(
        { pathname, search: beachFiltersQuery(filters) },
        { preventScrollReset: true, replace: options.replace ?? false },
      ),
    [navigate, pathname],
  );
}
