// Directions to a beach: the phone's own maps app where there is one,
// web maps otherwise.

export type Platform = "ios" | "android" | "web";

/** How long a deep link gets to open an app before the web map opens instead. */
export const DIRECTIONS_FALLBACK_MS = 500;

export function platformFromUserAgent(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  // iPadOS Safari reports itself as a Mac (without 'Mobile'); a Mac with a touch screen is an iPad.
  if (/Macintosh/i.test(userAgent) && (/Mobile/i.test(userAgent) || maxTouchPoints > 1)) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "web";
}

export interface Destination {
  latitude: number;
  longitude: number;
  name: string;
}

const coordinates = (to: Destination) => `${to.latitude.toFixed(6)},${to.longitude.toFixed(6)}`;

/** Google Maps directions: works in any browser, and the fallback of the deep links. */
export function webDirectionsUrl(to: Destination): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates(to)}`;
}

/** The link for a platform: Apple Maps on iOS, a geo: URI on Android, Google Maps elsewhere. */
export function directionsUrl(platform: Platform, to: Destination): string {
  const label = encodeURIComponent(to.name);
  if (platform === "ios") return `https://maps.apple.com/?daddr=${coordinates(to)}&q=${label}`;
  if (platform === "android") return `geo:${coordinates(to)}?q=${coordinates(to)}(${label})`;
  return webDirectionsUrl(to);
}
