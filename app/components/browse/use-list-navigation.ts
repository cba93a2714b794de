import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BeachFilters } from "#core/contract/filters.ts";
import { beachFiltersQuery } from "#core/contract/filters.ts";
import { pathWithoutLocale } from "#core/i18n/locale.ts";
import { MAP_PATH } from "#app/lib/map/map-path.ts";
import { mapSearch } from "#app/lib/map/map-url.ts";

/** Whether a path is the map page, in either language (`/map`, `/el/map`). */
const isMapPath = (pathname: string) => pathWithoutLocale(pathname) === MAP_PATH;

/** The map page's area (`/map?area=crete`), which every change of its filters keeps; null elsewhere. */
export function useMapArea(): string | null {
  const { pathname, search } = useLocation();
  return isMapPath(pathname) ? new URLSearchParams(search).get("area") : null;
}

/** Moves the list (or the map) to a new state by writing it into the URL (the URL is the state). */
export function useListNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mapArea = useMapArea();
  return useCallback(
    (filters: BeachFilters, options: { replace?: boolean } = {}) =>
      navigate(
        {
          pathname,
          search: isMapPath(pathname) ? mapSearch(filters, mapArea) : beachFiltersQuery(filters),
        },
        { preventScrollReset: true, replace: options.replace ?? false },
      ),
    [navigate, pathname, mapArea],
  );
}
