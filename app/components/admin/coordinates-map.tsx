import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { LATITUDE_MAX, LATITUDE_MIN, LONGITUDE_MAX, LONGITUDE_MIN } from "#core/contract/beach-schema.ts";
import type { LatLng } from "#core/contract/distance.ts";
import { formatCoordinates } from "#app/lib/map/map-coordinates.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { CoordinatesMapController } from "./leaflet-coordinates-map.ts";

/** Leaflet starts loading when the map is this close to the viewport. */
const PRELOAD_MARGIN = "200px";
/** A picked point is written with five decimals: about a metre. */
const PICK_DECIMALS = 5;

/** The point the two fields make, or null while either is blank, not a number or out of range. */
export function pointOf(latitude: string, longitude: string): LatLng | null {
  const read = (text: string, min: number, max: number) => {
    const trimmed = text.trim();
    const value = trimmed === "" ? Number.NaN : Number(trimmed);
    return Number.isFinite(value) && value >= min && value <= max ? value : null;
  };
  const lat = read(latitude, LATITUDE_MIN, LATITUDE_MAX);
  const lng = read(longitude, LONGITUDE_MIN, LONGITUDE_MAX);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
}

/**
 * The beach form's small map of its coordinates: a pin that follows the Latitude and Longitude
 * fields as they are typed; a click on the map or a dragged pin fills them. Leaflet is fetched only
 * once the form runs and the map nears the viewport; until then (before hydration, without
 * JavaScript, or offline) the box says so and the fields work alone. A skip link lets keyboard users
 * pass the map's controls.
 */
export function CoordinatesMap({
  latitude,
  longitude,
  onPick,
  skipTo,
}: {
  latitude: string;
  longitude: string;
  onPick: (latitude: string, longitude: string) => void;
  /** The id of the control after the map, where the skip link moves the focus. */
  skipTo: string;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.map;
  const [map, setMap] = useState<CoordinatesMapController | null>(null);
  const [failed, setFailed] = useState(false);
  const point = pointOf(latitude, longitude);
  // The newest handler, for the map made once.
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const element = canvas.current;
    if (!element || !tiles) return;
    let cancelled = false;
    let controller: CoordinatesMapController | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("./leaflet-coordinates-map.ts").then(
          (leaflet) => {
            if (cancelled) return;
            controller = leaflet.createCoordinatesMap(element, {
              ...tiles,
              label: "Map of the beach's position",
              pinLabel: "Beach position pin",
              onPick: (picked) =>
                pick.current(picked.latitude.toFixed(PICK_DECIMALS), picked.longitude.toFixed(PICK_DECIMALS)),
            });
            setMap(controller);
          },
          (error: unknown) => {
            if (cancelled) return;
            console.warn("Could not load the map", error);
            setFailed(true);
          },
        );
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      controller?.destroy();
      setMap(null);
    };
  }, [tiles]);

  const lat = point?.latitude ?? null;
  const lng = point?.longitude ?? null;
  useEffect(() => {
    map?.show(lat === null || lng === null ? null : { latitude: lat, longitude: lng });
  }, [map, lat, lng]);

  return (
    <div className="flex flex-col gap-2">
      <a
        href={`#${skipTo}`}
        onClick={(event) => {
          const target = document.getElementById(skipTo);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-sea-900 underline focus:not-sr-only focus:self-start focus-visible:outline-2 focus-visible:outline-sea-700"
      >
        Skip the map
      </a>
      <div className="relative isolate h-56 overflow-hidden rounded-md border border-slate-300 bg-sea-50 sm:h-64">
        <div ref={canvas} className="absolute inset-0" />
        {!map && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-700">
            {failed
              ? "The map could not be loaded. The coordinates above are saved as typed."
              : "The map of the coordinates appears here once the page has loaded."}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {point
          ? `Pin at ${formatCoordinates(point.latitude, point.longitude)}. Drag it or click the map to move it.`
          : "No coordinates yet: type them above, or click the map to place the beach."}
      </p>
    </div>
  );
}
