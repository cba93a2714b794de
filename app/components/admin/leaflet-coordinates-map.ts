import { latLngBounds, map as leafletMap, marker } from "leaflet";
import type { LeafletMouseEvent, Marker } from "leaflet";
import type { LatLng } from "#core/contract/distance.ts";
import { GREECE_BOUNDS } from "#core/contract/map.ts";
import type { TileSettings } from "../map/leaflet-base.ts";
import { dressMap, MAX_ZOOM, MIN_ZOOM, pinIcon, WORLD } from "../map/leaflet-base.ts";

// The Leaflet half of the beach form's map (coordinates-map.tsx), loaded only once the form runs.
// It shows where the typed coordinates are; a click on the map or a dragged pin hands a new point
// back to the form, which owns the values.

/** A beach and its bay, close enough to see which side of a headland the pin is on. */
const PIN_ZOOM = 13;
/** Room kept around the pin when a new point is brought into view. */
const PAN_PADDING: [number, number] = [32, 32];
const [WEST, SOUTH, EAST, NORTH] = GREECE_BOUNDS;

export interface CoordinatesMapOptions extends TileSettings {
  /** The map region's accessible name. */
  label: string;
  /** The pin's accessible name. */
  pinLabel: string;
  /** A point picked on the map: a click, or the pin dropped after a drag. */
  onPick: (point: LatLng) => void;
}

export interface CoordinatesMapController {
  /** Puts the pin at `point` (bringing it into view), or takes it away and shows Greece. */
  show(point: LatLng | null): void;
  destroy(): void;
}

export function createCoordinatesMap(
  container: HTMLElement,
  options: CoordinatesMapOptions,
): CoordinatesMapController {
  const map = leafletMap(container, {
    maxBounds: WORLD,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    // The wheel scrolls the form, not the map; the zoom buttons and the keyboard zoom it.
    scrollWheelZoom: false,
  });
  const greece = latLngBounds([SOUTH, WEST], [NORTH, EAST]);
  map.fitBounds(greece);
  dressMap(map, container, options, options.label);

  const pick = (point: { lat: number; lng: number }) =>
    options.onPick({ latitude: point.lat, longitude: point.lng });
  map.on("click", (event: LeafletMouseEvent) => pick(event.latlng));

  let pin: Marker | null = null;
  const makePin = (point: [number, number]) => {
    // Not a Tab stop of its own (the map is one, and the fields are the keyboard's way to move it).
    const made = marker(point, { icon: pinIcon(), draggable: true, keyboard: false, autoPan: true });
    made.on("dragend", () => pick(made.getLatLng()));
    made.addTo(map);
    const icon = made.getElement();
    icon?.setAttribute("role", "img");
    icon?.setAttribute("aria-label", options.pinLabel);
    return made;
  };

  return {
    show(point) {
      if (!point) {
        pin?.remove();
        pin = null;
        map.fitBounds(greece);
        return;
      }
      const at: [number, number] = [point.latitude, point.longitude];
      if (!pin) {
        pin = makePin(at);
        map.setView(at, Math.max(map.getZoom(), PIN_ZOOM), { animate: false });
        return;
      }
      pin.setLatLng(at);
      // A small change moves the pin on screen; one that leaves the view brings the map along.
      map.panInside(at, { padding: PAN_PADDING, animate: false });
    },
    destroy: () => map.remove(),
  };
}
