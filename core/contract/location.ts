// The visitor's location for Near me: request options, the
// debounce before showing a loading state, and the texts of every outcome.

/** Options passed to the browser's geolocation request. */
export const GEOLOCATION_OPTIONS = Object.freeze({
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
});

/** A request shows 'Getting location...' only if it is still pending after this long. */
export const LOCATION_LOADING_DELAY_MS = 300;

export const LOCATION_ERROR_KINDS = ["unsupported", "denied", "unavailable", "timeout", "other"] as const;
export type LocationErrorKind = (typeof LOCATION_ERROR_KINDS)[number];

export const LOCATION_ERROR_MESSAGES: Record<LocationErrorKind, string> = {
  unsupported: "Geolocation is not supported by this browser",
  denied: "Location access denied. Please enable location services.",
  unavailable: "Location information is unavailable.",
  timeout: "Location request timed out.",
  other: "Unable to retrieve your location",
};

/** GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function locationErrorKind(code: number): LocationErrorKind {
  if (code === 1) return "denied";
  if (code === 2) return "unavailable";
  if (code === 3) return "timeout";
  return "other";
}

export type NearMeButtonState = "loading" | "on" | "off";
