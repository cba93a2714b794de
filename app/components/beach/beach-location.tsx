import { useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { useI18n, type I18n } from "#app/lib/i18n/i18n.tsx";
import { formatCoordinates } from "#app/lib/map/map-coordinates.ts";
import { areaMapHref } from "#app/lib/map/map-path.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/** Leaflet starts loading when the section is this close to the viewport, so it is drawn on arrival. */
const PRELOAD_MARGIN = "200px";

type Located = Pick<PublicBeach, "name" | "area_slug" | "latitude" | "longitude">;

/** formatCoordinates in the page's language: '35,2714° Β, 23,5409° Α'. */
function coordinatesIn(latitude: number, longitude: number, i18n: I18n): string {
  const part = (value: number, positive: "N" | "E", negative: "S" | "W") =>
    `${i18n.number(Math.abs(value), { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false })}° ${i18n.t(`beach.compass8.${value >= 0 ? positive : negative}`)}`;
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}

/**
 * The beach page's 'Location' section: a small map with the beach's pin. Leaflet is fetched only
 * when the section nears the viewport (the page's own JavaScript stays within budget); until then a
 * box of the same size shows the coordinates, so nothing moves when the map arrives.
 */
export function BeachLocation({ beach }: { beach: Located }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.map;
  const i18n = useI18n();
  const { t, href, locale } = i18n;
  const mapLabel = t("beach.mapOf", { name: beach.name });
  // Leaflet's own zoom buttons are named in English; a Greek page names them in Greek.
  const zoomIn = locale === "en" ? null : t("pages.map.zoomIn");
  const zoomOut = locale === "en" ? null : t("pages.map.zoomOut");
  const { name, latitude, longitude } = beach;

  useEffect(() => {
    const element = canvas.current;
    if (!element || !tiles) return;
    let cancelled = false;
    let pinMap: { destroy(): void } | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("../map/leaflet-pin-map.ts").then(
          (leaflet) => {
            if (cancelled) return;
            const options = {
              ...tiles,
              label: mapLabel,
              name,
              location: { latitude, longitude },
              ...(zoomIn && zoomOut ? { zoomTitles: { zoomIn, zoomOut } } : {}),
            };
            pinMap = leaflet.createPinMap(element, options);
            setDrawn(true);
          },
          // The coordinates stay in place of the map.
          (error: unknown) => console.warn("Could not load the map", error),
        );
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      pinMap?.destroy();
    };
  }, [tiles, name, mapLabel, zoomIn, zoomOut, latitude, longitude]);

  return (
    <section aria-labelledby="location-title" className="flex flex-col gap-3">
      <h2 id="location-title" className="text-xl font-semibold text-slate-900">
        {t("beach.location")}
      </h2>
      <div className="relative isolate h-64 overflow-hidden rounded-xl border border-slate-200 bg-sea-50">
        <div ref={canvas} className="absolute inset-0" />
        {!drawn && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-slate-700">
            {locale === "en"
              ? formatCoordinates(latitude, longitude)
              : coordinatesIn(latitude, longitude, i18n)}
          </p>
        )}
      </div>
      <Link
        to={href(areaMapHref(beach.area_slug))}
        className="w-fit font-medium text-sea-700 underline hover:text-sea-900"
      >
        {t("beach.openInMap")}
      </Link>
    </section>
  );
}
