// An optional analytics tracker. Nothing is sent anywhere by default and
// no third-party script is loaded; a deployment that wants numbers installs its own tracker.

export const ANALYTICS_EVENTS = [
  "open_beach",
  "paginate",
  "near_me_enable",
  "near_me_denied",
  "search_submit",
  "sort_change",
  "filter_apply",
  "filter_clear",
  "directions",
  "share",
  "carousel_click",
  "view_all_area_click",
  "not_found",
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsTracker {
  track(event: AnalyticsEvent, properties?: AnalyticsProperties): void;
}

const noopTracker: AnalyticsTracker = { track: () => {} };
let tracker: AnalyticsTracker = noopTracker;

export function setAnalyticsTracker(next: AnalyticsTracker | null): void {
  tracker = next ?? noopTracker;
}

/** Never throws: a broken tracker must not break the page. */
export function track(event: AnalyticsEvent, properties?: AnalyticsProperties): void {
  try {
    tracker.track(event, properties);
  } catch (error) {
    console.warn("Analytics tracker failed", error);
  }
}
