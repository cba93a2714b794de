import { control, divIcon, tileLayer } from "leaflet";
import type { LatLngBoundsExpression, Map as LeafletMap } from "leaflet";
import "leaflet/dist/leaflet.css";
import type { SeaShade } from "#core/sea/calm.ts";
import { MAP_ZOOM_MAX } from "#core/contract/map.ts";
import { PIN_ANCHOR, PIN_SIZE } from "#app/lib/map/map-declutter.ts";
import {
  PLAIN_PIN_COLOUR,
  PLAIN_PIN_MARK,
  pinSvg,
  VERDICT_PIN_COLOURS,
  VERDICT_PIN_MARKS,
} from "./verdict-marks.ts";

// What both maps share: the world they may not wrap, the tiles with their credit, the pin and the
// focus ring of markers. Imported only by the lazily loaded map modules, with Leaflet's stylesheet.

/** The whole world once: the map never wraps, so every box it asks for has west < east. */
export const WORLD: LatLngBoundsExpression = [
  [-85, -180],
  [85, 180],
];
export const MIN_ZOOM = 3;
/** Two below the API's limit: closer than street level shows nothing more. */
export const MAX_ZOOM = MAP_ZOOM_MAX - 2;

export interface TileSettings {
  tileUrl: string;
  /** Operator configuration; may hold simple HTML links. */
  attribution: string;
}

export const focusRing =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sea-900";

/** The zoom buttons' names in the page's language (Leaflet's own are English). */
export interface ZoomTitles {
  zoomIn: string;
  zoomOut: string;
}

/**
 * Tiles and their credit, and the map's accessible name (its container is focusable for the
 * keyboard); with `zoomTitles`, zoom buttons named in the page's language.
 */
export function dressMap(
  map: LeafletMap,
  container: HTMLElement,
  tiles: TileSettings,
  label: string,
  zoomTitles?: ZoomTitles,
) {
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  if (zoomTitles) {
    map.zoomControl.remove();
    map.zoomControl = control
      .zoom({ zoomInTitle: zoomTitles.zoomIn, zoomOutTitle: zoomTitles.zoomOut })
      .addTo(map);
  }
  tileLayer(tiles.tileUrl, {
    attribution: tiles.attribution,
    noWrap: true,
    bounds: WORLD,
    maxZoom: MAX_ZOOM,
  }).addTo(map);
  container.setAttribute("role", "region");
  container.setAttribute("aria-label", label);
}

/** A beach's pin: the site's sea blue, or its sea's shade in colour and mark (verdict-marks.ts). */
export function pinIcon(shade?: SeaShade) {
  return divIcon({
    className: `rounded-full ${focusRing}`,
    html: shade
      ? pinSvg(VERDICT_PIN_COLOURS[shade], VERDICT_PIN_MARKS[shade])
      : pinSvg(PLAIN_PIN_COLOUR, PLAIN_PIN_MARK),
    // The same numbers lay the beach map's markers out without overlaps (lib/map-declutter.ts).
    iconSize: PIN_SIZE,
    iconAnchor: PIN_ANCHOR,
    popupAnchor: [0, -32],
  });
}
