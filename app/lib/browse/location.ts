import { useSyncExternalStore } from "react";
import type { LatLng } from "#core/contract/distance.ts";
import type { LocationErrorKind } from "#core/contract/location.ts";
import {
  GEOLOCATION_OPTIONS,
  LOCATION_ERROR_MESSAGES,
  LOCATION_LOADING_DELAY_MS,
  locationErrorKind,
} from "#core/contract/location.ts";

// The visitor's position for Near me (idle, loading after 300 ms, granted or error). It lives in
// memory only: coordinates never go into the URL or any storage, and the
// server sees them only as lat/lng on the API calls that sort by distance.

export interface LocationError {
  kind: LocationErrorKind;
  message: string;
}

export interface LocationState {
  status: "idle" | "loading" | "granted" | "error";
  /** True from the request until its answer, including the 300 ms before 'loading' shows. */
  pending: boolean;
  location: LatLng | null;
  error: LocationError | null;
  /** Bumped on every answer, so watchers can tell one outcome from the next. */
  answer: number;
}

let state: LocationState = {
  status: "idle",
  pending: false,
  location: null,
  error: null,
  answer: 0,
};
const listeners = new Set<() => void>();
let loadingTimer: ReturnType<typeof setTimeout> | undefined;
let requestId = 0;

let settledWaiters: (() => void)[] = [];

function setState(change: Partial<LocationState>) {
  state = { ...state, ...change };
  if (!state.pending && settledWaiters.length > 0) {
    const waiters = settledWaiters;
    settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
  for (const listener of listeners) listener();
}

/** Resolves once no request is pending: list loaders wait for an answer that is on its way. */
export function locationSettled(): Promise<void> {
  if (!state.pending) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocationState(): LocationState {
  return state;
}

export function useLocationState(): LocationState {
  return useSyncExternalStore(subscribe, getLocationState, getLocationState);
}

function fail(kind: LocationErrorKind) {
  clearTimeout(loadingTimer);
  setState({
    status: "error",
    pending: false,
    location: null,
    error: { kind, message: LOCATION_ERROR_MESSAGES[kind] },
    answer: state.answer + 1,
  });
}

/** Asks the browser for the position. A request already under way is not repeated. */
export function requestLocation(): void {
  if (state.pending) return;
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    fail("unsupported");
    return;
  }
  const id = ++requestId;
  setState({ pending: true });
  clearTimeout(loadingTimer);
  loadingTimer = setTimeout(() => {
    if (id === requestId && state.pending) setState({ status: "loading" });
  }, LOCATION_LOADING_DELAY_MS);
  navigator.geolocation.getCurrentPosition(
    (position) => {
      if (id !== requestId) return;
      clearTimeout(loadingTimer);
      setState({
        status: "granted",
        pending: false,
        location: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        error: null,
        answer: state.answer + 1,
      });
    },
    (error) => {
      if (id !== requestId) return;
      fail(locationErrorKind(error.code));
    },
    GEOLOCATION_OPTIONS,
  );
}

/** Forgets a pending request (Near me turned off): its timer and its loading state go. */
export function cancelLocationRequest(): void {
  if (!state.pending) return;
  requestId += 1;
  clearTimeout(loadingTimer);
  setState({ pending: false, status: state.location ? "granted" : "idle" });
}
