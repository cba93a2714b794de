import { map as leafletMap, marker } from "leaflet";
import type { LatLng } from "#core/contract/distance.ts";
import type { TileSettings, ZoomTitles } from "./leaflet-base.ts";
import { dressMap, MAX_ZOOM, MIN_ZOOM, pinIcon, WORLD } from "./leaflet-base.ts";

/** The beach and its bay. */
const PIN_ZOOM = 12;

export interface PinMapOptions extends TileSettings {
  label: string;
  name: string;
  location: LatLng;
  /** The zoom buttons' names in the page's language; Leaflet's English ones without. */
  zoomTitles?: ZoomTitles;
}

/** The beach page's small map: one pin, a fixed zoom, no dragging until the visitor picks the map. */
export function createPinMap(container: HTMLElement, options: PinMapOptions): { destroy(): void } {
  const point: [number, number] = [options.location.latitude, options.location.longitude];
  const map = leafletMap(container, {
    center: point,
    zoom: PIN_ZOOM,
    maxBounds: WORLD,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    // A finger or a wheel scrolling the page past the map must scroll the page.
    dragging: false,
    scrollWheelZoom: false,
  });
  dressMap(map, container, options, options.label, options.zoomTitles);
  const pin = marker(point, { icon: pinIcon(), keyboard: false, interactive: false }).addTo(map);
  const icon = pin.getElement();
  icon?.setAttribute("role", "img");
  icon?.setAttribute("aria-label", options.name);
  // Chosen by a click or Tab, the map may be dragged like any other.
  map.on("focus", () => map.dragging.enable());
  return { destroy: () => map.remove() };
}
