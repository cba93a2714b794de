import { divIcon, tileLayer } from "leaflet";
import type { LatLngBoundsExpression, Map as LeafletMap } from "leaflet";
import "leaflet/dist/leaflet.css";
import { MAP_ZOOM_MAX } from "../../../core/map.ts";
import { PIN_ANCHOR, PIN_SIZE } from "../../lib/map-declutter.ts";

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

/** Tiles and their credit, and the map's accessible name (its container is focusable for the keyboard). */
export function dressMap(map: LeafletMap, container: HTMLElement, tiles: TileSettings, label: string) {
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  tileLayer(tiles.tileUrl, {
    attribution: tiles.attribution,
    noWrap: true,
    bounds: WORLD,
    maxZoom: MAX_ZOOM,
  }).addTo(map);
  container.setAttribute("role", "region");
  container.setAttribute("aria-label", label);
}

const PIN_SVG =
  '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M14 35s12-11.6 12-21A12 12 0 0 0 2 14c0 9.4 12 21 12 21z" fill="#0a6280" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="14" cy="14" r="4.5" fill="#fff"/></svg>';

export function pinIcon() {
  return divIcon({
    className: `rounded-full ${focusRing}`,
    html: PIN_SVG,
    // The same numbers lay the beach map's markers out without overlaps (lib/map-declutter.ts).
    iconSize: PIN_SIZE,
    iconAnchor: PIN_ANCHOR,
    popupAnchor: [0, -32],
  });
}
