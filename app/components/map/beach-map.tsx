import { LocateFixed } from "#app/components/ui/page-icons.tsx";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { LatLng } from "#core/contract/distance.ts";
import { DEFAULT_SORT } from "#core/contract/enums.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { DEFAULT_BEACH_FILTERS, hasActiveCriteria } from "#core/contract/filters.ts";
import type { Bbox } from "#core/contract/map.ts";
import { GREECE_BOUNDS } from "#core/contract/map.ts";
import type { I18n } from "#app/lib/i18n/i18n.tsx";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { getLocationState } from "#app/lib/browse/location.ts";
import { useSeaForecast } from "#app/lib/browse/use-sea-forecast.ts";
import { fetchCalmStatus, fetchMapFeatures, mapApiPath } from "#app/lib/map/map-api.ts";
import { listHref, mapHref, mapSearch } from "#app/lib/map/map-url.ts";
import {
  featuresExtent,
  formatMapPosition,
  parseMapPosition,
  type MapPosition,
} from "#app/lib/map/map-view.ts";
import type { NearMe } from "../browse/use-near-me.ts";
import { lazyModule } from "../ui/lazy-module.ts";
import type { BeachMapController, BeachMapOptions } from "./leaflet-beach-map.ts";
import { MapLegend } from "./map-legend.tsx";

// The map page's map. Leaflet and its stylesheet are fetched only here, once the page runs; until
// then (and without JavaScript) the box offers the list instead. On every pan and zoom it asks the
// API for the visible box at its zoom (debounced, the previous request aborted) and draws the answer.

const leaflet = lazyModule(() => import("./leaflet-beach-map.ts"));

/** Pans and zooms come in bursts; one request when the map has settled. */
const MOVE_DEBOUNCE_MS = 200;
/** The zoom of the request that finds an area's extent: coarse cells are enough for a box. */
const EXTENT_ZOOM = 6;
/** The map keeps at least this share of the window's height, however tall the controls above it are. */
const MIN_VIEWPORT_SHARE = 0.5;
const BOTTOM_GAP_PX = 16;

export interface MapArea {
  name: string;
  slug: string;
  centroid: LatLng | null;
}

interface BeachMapProps {
  filters: BeachFilters;
  area: MapArea | null;
  nearMe: NearMe;
  tiles: { tileUrl: string; attribution: string };
}

/**
 * The last answer drawn. `calmMessage` is set when the `calm` filter could not be answered at all
 * (no sea forecast to read): the map is then empty for that reason, not for the filters. `colours`
 * says whether its markers carry the day's verdicts.
 */
type Answer =
  | { status: "loading" }
  | { status: "ready"; total: number; calmMessage: string | null; colours: boolean }
  | { status: "error" };

/**
 * An empty answer with `calm` may mean there is no forecast to filter by: the count route tells, and
 * the page says it in its own language.
 */
async function calmMessageFor(
  total: number,
  filters: BeachFilters,
  areaSlug: string | null,
  signal: AbortSignal,
  i18n: I18n,
): Promise<string | null> {
  if (total > 0 || filters.calm === null) return null;
  try {
    const status = await fetchCalmStatus(filters, areaSlug, signal);
    return status && !status.available ? i18n.t(`browse.calm.noForecast.${status.day}`) : null;
  } catch {
    // Without the status the map says what it knows: nothing matches here.
    return null;
  }
}

/**
 * Where the map opens: on the visitor when Near me has a position, else where the address's hash
 * says (a view the visitor had, kept by a reload or the language switch), else around the area's
 * beaches (found with one coarse request over Greece), else Greece.
 */
async function firstView(
  area: MapArea | null,
  visitor: LatLng | null,
  kept: MapPosition | null = null,
): Promise<BeachMapOptions["view"]> {
  if (visitor) return { centre: visitor, zoom: 11 };
  if (kept) return { centre: kept, zoom: kept.zoom };
  if (!area) return { bbox: GREECE_BOUNDS };
  try {
    const answer = await fetchMapFeatures(
      mapApiPath(DEFAULT_BEACH_FILTERS, area.slug, GREECE_BOUNDS, EXTENT_ZOOM),
    );
    const extent = featuresExtent(answer.features);
    if (extent) return { bbox: extent };
  } catch {
    // The map's own request will show the failure; the centroid still places the area.
  }
  return area.centroid ? { centre: area.centroid, zoom: 10 } : { bbox: GREECE_BOUNDS };
}

/** The box fills the window below the controls (at least MIN_VIEWPORT_SHARE of it). */
function useFillWindow(frame: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(
        window.innerHeight * MIN_VIEWPORT_SHARE,
        window.innerHeight - top - BOTTOM_GAP_PX,
      );
      element.style.height = `${Math.round(height)}px`;
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [frame]);
}

export function BeachMap({ filters, area, nearMe, tiles }: BeachMapProps) {
  const navigate = useNavigate();
  const i18n = useI18n();
  const { hash } = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<BeachMapController | null>(null);
  const [leafletFailed, setLeafletFailed] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ status: "loading" });
  const [loading, setLoading] = useState(false);
  useFillWindow(frame);

  const areaSlug = area?.slug ?? null;
  const latest = useRef({ filters, areaSlug, map, i18n });
  latest.current = { filters, areaSlug, map, i18n };
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(() => {
    clearTimeout(timer.current);
    const { filters: current, areaSlug: slug, map: controller, i18n: language } = latest.current;
    if (!controller) return;
    request.current?.abort();
    const thisRequest = new AbortController();
    request.current = thisRequest;
    const { bbox, zoom } = controller.view();
    setLoading(true);
    fetchMapFeatures(mapApiPath(current, slug, bbox, zoom), thisRequest.signal)
      .then(async (response) => ({
        response,
        calmMessage: await calmMessageFor(response.total, current, slug, thisRequest.signal, language),
      }))
      .then(
        ({ response, calmMessage }) => {
          if (thisRequest.signal.aborted) return;
          controller.showFeatures(response.features, response.sea?.day ?? null);
          setAnswer({ status: "ready", total: response.total, calmMessage, colours: response.sea !== null });
          setLoading(false);
        },
        () => {
          if (thisRequest.signal.aborted) return;
          setAnswer({ status: "error" });
          setLoading(false);
        },
      );
  }, []);

  // The map is made once: Leaflet's code and the first view's request travel together.
  const created = useRef<{ area: string | null }>({ area: areaSlug });
  useEffect(() => {
    let cancelled = false;
    let controller: BeachMapController | undefined;
    const visitor = latest.current.filters.nearMe ? getLocationState().location : null;
    Promise.all([leaflet.load(), firstView(area, visitor, parseMapPosition(hash))]).then(
      ([module, view]) => {
        if (cancelled || !canvas.current) return;
        controller = module.createBeachMap(canvas.current, {
          ...tiles,
          label: area ? i18n.t("pages.map.labelArea", { area: area.name }) : i18n.t("pages.map.label"),
          view,
          onMoveEnd: () => {
            clearTimeout(timer.current);
            timer.current = setTimeout(load, MOVE_DEBOUNCE_MS);
          },
          // The visitor's view goes into the hash, replacing the entry: no loader runs, and the
          // address (which the language switch keeps) opens the map where it was.
          onVisitorView: (position) => {
            const { pathname, search } = window.location;
            void navigate(
              { pathname, search, hash: formatMapPosition(position) },
              { replace: true, preventScrollReset: true },
            );
          },
          onOpenBeach: (href) => void navigate(href),
          i18n,
        });
        setMap(controller);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn("Could not load the map", error);
        setLeafletFailed(true);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
      request.current?.abort();
      controller?.destroy();
      setMap(null);
    };
    // Made once per page visit: later changes of area and filters move and redraw the same map.
  }, []);

  // Another area (a search that named one): fly to its beaches.
  useEffect(() => {
    if (!map || created.current.area === areaSlug) return;
    created.current.area = areaSlug;
    let cancelled = false;
    void firstView(area, null).then((view) => {
      if (cancelled) return;
      if ("bbox" in view) map.fitBbox(view.bbox);
      else map.fitBbox(pointBox(view.centre));
      load();
    });
    return () => {
      cancelled = true;
    };
  }, [map, areaSlug, area, load]);

  // New filters redraw the same view.
  const filterKey = mapSearch({ ...filters, sort: DEFAULT_SORT, nearMe: false }, areaSlug);
  useEffect(() => {
    if (map) load();
  }, [map, filterKey, load]);

  const visitor = nearMe.location.location;
  useEffect(() => {
    if (map && filters.nearMe && visitor) map.showVisitor(visitor);
  }, [map, filters.nearMe, visitor]);

  const locate = () => {
    if (filters.nearMe && visitor) map?.showVisitor(visitor);
    else if (filters.nearMe) nearMe.retry();
    else nearMe.setNearMe(true);
  };

  const { t, locale } = i18n;
  // Every map is coloured by a day's sea: the `calm` filter's day, else today (ADR 033).
  const seaForecast = useSeaForecast();
  const listInstead = listHref(filters, areaSlug, locale);
  const calmMessage = answer.status === "ready" ? answer.calmMessage : null;
  const summary =
    answer.status === "ready"
      ? calmMessage
        ? calmMessage
        : answer.total === 0
          ? t("pages.map.noMatch")
          : t("pages.map.inView", { count: answer.total })
      : answer.status === "error"
        ? ""
        : t("pages.map.loadingBeaches");

  return (
    <div className="flex flex-col gap-2">
      {/* One line tall while still empty, so the map below does not move when the count arrives. */}
      <p role="status" className="min-h-5 text-sm font-semibold text-slate-800">
        {map ? summary : ""}
      </p>
      <div
        ref={frame}
        aria-busy={loading}
        className="isolate flex h-[calc(100svh-14rem)] min-h-80 flex-col overflow-hidden rounded-xl border border-slate-300 bg-sea-50"
      >
        {/* Drawn with the page, before the map loads, so the map below it never changes size. */}
        {seaForecast && (
          <MapLegend
            day={filters.calm ?? "today"}
            calmOnly={filters.calm !== null}
            available={answer.status !== "ready" || answer.colours}
          />
        )}
        <div className="relative min-h-0 flex-1">
          <div ref={canvas} className="absolute inset-0" />
          {!map && (
            // Centred in the box's smallest height (min-h-80), not in the whole box: useFillWindow
            // resizes the box on hydration and the message must not jump with it.
            <div className="absolute inset-x-0 top-0 flex h-80 flex-col items-center justify-center gap-3 p-6 text-center text-slate-800">
              <p className="font-medium">
                {/* One call with the key's end chosen: two t() calls in a ternary minify to a
                  catalogue-like `"key":` that server/http/catalogue-bundles.test.ts refuses. */}
                {t(`pages.map.${leafletFailed ? "failed" : "loading"}`)}
              </p>
              <Link to={listInstead} className="font-semibold text-sea-700 underline hover:text-sea-900">
                {t("pages.map.listInstead")}
              </Link>
              <noscript>
                <p className="text-sm text-slate-700">{t("pages.map.needsScript")}</p>
              </noscript>
            </div>
          )}
          {map && (
            <button
              type="button"
              onClick={locate}
              aria-label={t("pages.map.nearMeLabel", { state: t(`pages.map.nearMe.${nearMe.buttonState}`) })}
              className="absolute bottom-8 left-3 z-[1000] inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-md hover:border-sea-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-900"
            >
              <LocateFixed aria-hidden="true" className="size-4 text-sea-700" />
              {t(`pages.map.nearMe${nearMe.buttonState === "loading" ? ".loading" : ""}`)}
            </button>
          )}
          {map && loading && (
            <p
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full bg-white/95 px-3 py-1 text-sm font-medium text-slate-800 shadow"
            >
              {t("pages.map.loadingBeaches")}
            </p>
          )}
          {map && answer.status === "error" && !loading && (
            <div
              role="alert"
              className="absolute top-3 right-3 left-14 z-[1000] mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950 shadow"
            >
              <p className="font-medium">{t("pages.map.dataFailed")}</p>
              <button
                type="button"
                onClick={load}
                className="rounded-md bg-red-900 px-3 py-1.5 font-medium text-white hover:bg-red-950"
              >
                {t("pages.map.tryAgain")}
              </button>
            </div>
          )}
          {map && calmMessage && !loading && (
            <div className="absolute top-3 right-3 left-14 z-[1000] mx-auto flex max-w-md flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow">
              {/* The status line above says it to screen readers. */}
              <p aria-hidden="true" className="font-medium">
                {calmMessage}
              </p>
              <Link
                to={mapHref({ ...filters, calm: null }, areaSlug, locale)}
                className="font-medium text-sea-900 underline hover:text-sea-700"
              >
                {t("pages.map.withoutCalm")}
              </Link>
            </div>
          )}
          {map && answer.status === "ready" && answer.total === 0 && !calmMessage && !loading && (
            <div className="absolute top-3 right-3 left-14 z-[1000] mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow">
              {/* The status line above says it to screen readers. */}
              <p aria-hidden="true" className="font-medium">
                {t("pages.map.noMatchSentence")}
              </p>
              {hasActiveCriteria(filters) && (
                <Link
                  to={mapHref({ ...DEFAULT_BEACH_FILTERS }, areaSlug, locale)}
                  className="font-medium text-sea-700 underline hover:text-sea-900"
                >
                  {t("pages.map.clearFilters")}
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function pointBox({ latitude, longitude }: LatLng): Bbox {
  return [longitude, latitude, longitude, latitude];
}
