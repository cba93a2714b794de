import { divIcon, latLngBounds, map as leafletMap, marker } from "leaflet";
import type { Map as LeafletMap, Marker } from "leaflet";
import { seaShade, type SeaShade } from "#core/sea/calm.ts";
import { windIn } from "#core/sea/conditions.ts";
import type { LatLng } from "#core/contract/distance.ts";
import type { CalmDay } from "#core/contract/filters.ts";
import { label } from "#core/i18n/labels.ts";
import { nameIn } from "#core/i18n/names.ts";
import type { Bbox, MapBeach, MapCluster, MapFeature } from "#core/contract/map.ts";
import { track } from "#app/lib/site/analytics.ts";
import {
  DIRECTIONS_FALLBACK_MS,
  directionsUrl,
  platformFromUserAgent,
  webDirectionsUrl,
} from "#app/lib/browse/directions.ts";
import type { I18n } from "#app/lib/i18n/i18n.tsx";
import { declutterFeatures, verdictTally } from "#app/lib/map/map-declutter.ts";
import { majorityShade, type ClusterSea, type MapPosition, type MarkerSea } from "#app/lib/map/map-view.ts";
import {
  beachMarkerLabel,
  clusterDiameter,
  clusterMarkerLabel,
  requestBbox,
  seaBadge,
  requestZoom,
} from "#app/lib/map/map-view.ts";
import { VERDICT_STYLES } from "../sea-badge.tsx";
import type { TileSettings } from "./leaflet-base.ts";
import { dressMap, focusRing, MAX_ZOOM, MIN_ZOOM, pinIcon, WORLD } from "./leaflet-base.ts";
import {
  CAUTION_BADGE_SVG,
  clusterRing,
  PLAIN_CLUSTER_COLOUR,
  VERDICT_CLUSTER_COLOURS,
} from "./verdict-marks.ts";

// The Leaflet half of the beach map, loaded only on the map page (with Leaflet's CSS) once the page
// runs. It draws what the API answered, clusters and beaches alike, as keyboard-focusable markers;
// the React half decides what to ask for (map/beach-map.tsx). Markers that would overlap on screen at
// the current zoom are merged into clusters first (lib/map-declutter.ts), and again after each zoom.

/** Room kept around a cluster's beaches when zooming to them. */
const CLUSTER_PADDING: [number, number] = [48, 48];
/** Room kept around the first view's beaches: little, so an island fills a phone's screen. */
const VIEW_PADDING: [number, number] = [16, 16];
/** Near me: the visitor's surroundings, a few kilometres across. */
const VISITOR_ZOOM = 11;

export interface BeachMapOptions extends TileSettings {
  /** The map region's accessible name. */
  label: string;
  /** The first view: a box to fit, or a point at a zoom. */
  view: { bbox: Bbox } | { centre: LatLng; zoom: number };
  /** After every pan and zoom (Leaflet's moveend, which a zoom fires too). */
  onMoveEnd: () => void;
  /**
   * After a pan or zoom once the visitor has touched the map (a pointer, the wheel or a key on it):
   * where it now looks. Views the page sets itself before that are not reported.
   */
  onVisitorView: (position: MapPosition) => void;
  /** The popup's 'View beach' link: the page navigates in the app instead of reloading. */
  onOpenBeach: (href: string) => void;
  /** The page's language: the markers' names, the popups' words and their links. */
  i18n: I18n;
}

export interface BeachMapController {
  /** The box (clamped, rounded) and whole zoom to ask the API for. */
  view(): { bbox: Bbox; zoom: number };
  /**
   * Draws an answer. `seaDay` is the day whose sea verdicts its features carry (the answer's `sea`),
   * which colour the markers and go into their names; null when they carry none.
   */
  showFeatures(features: readonly MapFeature[], seaDay: CalmDay | null): void;
  fitBbox(bbox: Bbox): void;
  /** Centres on the visitor and marks where they are. */
  showVisitor(location: LatLng): void;
  destroy(): void;
}

const toBounds = ([west, south, east, north]: Bbox) => latLngBounds([south, west], [north, east]);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Lucide's TriangleAlert, as the card badge shows a caution. */
const CAUTION_ICON_SVG =
  '<svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="mt-px shrink-0">' +
  '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4"/><path d="M12 17h.01"/></svg>';

/** The popup card, as plain DOM (a React root per popup would be heavier than the card). */
function beachCard(
  beach: MapBeach,
  sea: MarkerSea | null,
  { onOpenBeach, i18n }: Pick<BeachMapOptions, "onOpenBeach" | "i18n">,
): HTMLElement {
  const card = element("div", "flex w-60 flex-col gap-1 font-sans text-sm text-slate-800");
  card.append(element("div", "text-base font-semibold text-slate-900", nameIn(beach, i18n.locale)));
  card.append(
    element("div", "text-slate-700", nameIn({ name: beach.area, name_el: beach.area_el }, i18n.locale)),
  );
  const facts = element("div", "flex flex-wrap gap-1 pt-1");
  const chip = "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800";
  if (sea) {
    // The card's badge in words ('Calm today'); a beach without a verdict says so, as its grey pin
    // does. Below it the wind that speaks for the day, as the card's badge describes it.
    const badge = seaBadge(sea, i18n);
    const verdict = element("div", "flex flex-col items-start gap-0.5 pt-1");
    if (sea.verdict === "unknown") verdict.append(element("span", chip, badge));
    else {
      const pill = element(
        "span",
        `inline-flex items-start gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${VERDICT_STYLES[seaShade(sea.verdict, sea.caution) as Exclude<SeaShade, "unknown">]}`,
      );
      // The card badge's warning icon (sea-badge.tsx), beside the caution's words.
      if (sea.caution) pill.innerHTML = CAUTION_ICON_SVG;
      pill.append(badge);
      verdict.append(pill);
    }
    if (beach.beaufort !== undefined && sea.verdict !== "unknown")
      verdict.append(
        element(
          "span",
          "text-xs text-slate-700",
          windIn(beach.wind_from_deg ?? null, beach.beaufort, beach.wind_side ?? null, i18n),
        ),
      );
    card.append(verdict);
  }
  facts.append(element("span", chip, label(i18n, "beachType", beach.type)));
  facts.append(element("span", chip, label(i18n, "setup", beach.organized ? "organized" : "unorganized")));
  if (beach.blue_flag) {
    facts.append(
      element(
        "span",
        "rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900",
        i18n.t("pages.map.blueFlag"),
      ),
    );
  }
  card.append(facts);
  const href = i18n.href(`/${beach.area_slug}/${beach.slug}`);
  const actions = element("div", "mt-2 flex flex-wrap gap-2");
  // Leaflet's stylesheet colours every link in the map; `!` keeps the buttons' own colours.
  const link = element(
    "a",
    `inline-flex w-fit rounded-md bg-sea-700 px-3 py-1.5 font-semibold text-white! no-underline! hover:bg-sea-900 ${focusRing}`,
    i18n.t("pages.map.viewBeach"),
  );
  link.href = href;
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenBeach(href);
  });
  actions.append(link, directionsLink(beach, i18n));
  card.append(actions);
  return card;
}

/**
 * Directions to the beach as its page gives them (beach-actions.tsx): the phone's maps app where
 * there is one, falling back to web maps when no app answers; web maps in a new tab elsewhere.
 */
function directionsLink(beach: MapBeach, i18n: I18n): HTMLAnchorElement {
  const platform = platformFromUserAgent(navigator.userAgent, navigator.maxTouchPoints);
  const destination = {
    latitude: beach.latitude,
    longitude: beach.longitude,
    name: nameIn(beach, i18n.locale),
  };
  const link = element(
    "a",
    `inline-flex w-fit rounded-md border border-sea-700 bg-white px-3 py-1.5 font-semibold text-sea-900! no-underline! hover:bg-sea-50 ${focusRing}`,
    i18n.t("beach.action.directions"),
  );
  link.href = directionsUrl(platform, destination);
  link.rel = "noopener noreferrer";
  if (platform === "web") link.target = "_blank";
  link.addEventListener("click", (event) => {
    track("directions", { slug: beach.slug, platform });
    if (platform === "web") return;
    event.preventDefault();
    window.location.href = link.href;
    setTimeout(() => {
      if (document.visibilityState === "visible") window.location.href = webDirectionsUrl(destination);
    }, DIRECTIONS_FALLBACK_MS);
  });
  return link;
}

/**
 * A cluster's circle: its count on the colour most of its beaches have, in a ring that shows the
 * whole mix (verdict-marks.ts); the site's plain blue when the answer carries no verdicts.
 */
function clusterIcon(count: number, sea: ClusterSea | null, i18n: I18n) {
  const size = clusterDiameter(count);
  const number = i18n.number(count);
  if (!sea) {
    return divIcon({
      className: `rounded-full ${focusRing}`,
      html: `<span aria-hidden="true" class="flex size-full items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white ${PLAIN_CLUSTER_COLOUR}">${number}</span>`,
      iconSize: [size, size],
    });
  }
  const colour = VERDICT_CLUSTER_COLOURS[majorityShade(sea.tally)];
  const caution = sea.tally["calm-caution"] > 0 ? CAUTION_BADGE_SVG : "";
  return divIcon({
    className: `rounded-full ${focusRing}`,
    html:
      `<span aria-hidden="true" class="relative flex size-full rounded-full p-[5px] shadow-md" style="background:${clusterRing(sea.tally)}">` +
      `<span class="flex size-full items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white ${colour}">${number}</span>${caution}</span>`,
    iconSize: [size, size],
  });
}

/** Names the marker's element (a role=button div once `keyboard` is on) and lets Space press it too. */
function nameMarker(layer: Marker, name: string, press: () => void) {
  layer.on("add", () => {
    const icon = layer.getElement();
    if (!icon) return;
    icon.setAttribute("aria-label", name);
    icon.addEventListener("keydown", (event) => {
      if (event.key !== " ") return;
      event.preventDefault();
      press();
    });
  });
}

/** A marker is kept while its key stays: the same feature with the same verdicts for the same day. */
const featureKey = (feature: MapFeature, day: CalmDay | null) => {
  const tally = day ? verdictTally(feature) : null;
  const verdicts = tally ? `:${Object.values(tally).join("/")}:${day}` : "";
  return feature.kind === "cluster"
    ? `c:${feature.id}:${feature.count}${verdicts}`
    : `b:${feature.id}${verdicts}`;
};

export function createBeachMap(container: HTMLElement, options: BeachMapOptions): BeachMapController {
  const map: LeafletMap = leafletMap(container, {
    maxBounds: WORLD,
    maxBoundsViscosity: 1,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    worldCopyJump: false,
    zoomSnap: 1,
  });
  dressMap(map, container, options, options.label, {
    zoomIn: options.i18n.t("pages.map.zoomIn"),
    zoomOut: options.i18n.t("pages.map.zoomOut"),
  });

  const markers = new Map<string, Marker>();
  /** The API's last answer, laid out again when the zoom changes before the next one arrives. */
  let shown: readonly MapFeature[] = [];
  let shownDay: CalmDay | null = null;
  /** A beach's verdict for the shown day; none when the answer carries no verdicts. */
  const seaOf = (beach: MapBeach): MarkerSea | null =>
    shownDay && beach.verdict
      ? { verdict: beach.verdict, caution: beach.caution ?? null, day: shownDay }
      : null;
  /** A cluster's beaches by verdict for the shown day. */
  const clusterSeaOf = (cluster: MapCluster): ClusterSea | null => {
    const tally = shownDay ? verdictTally(cluster) : null;
    return shownDay && tally ? { tally, day: shownDay } : null;
  };
  let visitor: Marker | undefined;
  /** The marker whose popup is open, to give focus back when Escape closes it. */
  let popupSource: Marker | undefined;

  const fitBbox = (bbox: Bbox) => {
    const bounds = toBounds(bbox);
    // A box of one point (a single beach) would zoom to the maximum.
    if (bbox[0] === bbox[2] && bbox[1] === bbox[3]) map.setView(bounds.getCenter(), 13);
    else map.fitBounds(bounds, { padding: VIEW_PADDING, maxZoom: 15 });
  };

  if ("bbox" in options.view) fitBbox(options.view.bbox);
  else map.setView([options.view.centre.latitude, options.view.centre.longitude], options.view.zoom);

  map.on("moveend", options.onMoveEnd);
  let touched = false;
  for (const type of ["pointerdown", "wheel", "keydown"] as const) {
    container.addEventListener(type, () => (touched = true), { passive: true });
  }
  map.on("moveend", () => {
    if (!touched) return;
    const centre = map.getCenter();
    options.onVisitorView({ latitude: centre.lat, longitude: centre.lng, zoom: map.getZoom() });
  });
  map.on("popupopen", (event) => {
    const card = event.popup.getElement();
    card
      ?.querySelector(".leaflet-popup-close-button")
      ?.setAttribute("aria-label", options.i18n.t("pages.map.closePopup"));
    const link = card?.querySelector("a[href^='/']");
    if (link instanceof HTMLElement) link.focus({ preventScroll: true });
  });
  container.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !popupSource?.isPopupOpen()) return;
    const source = popupSource;
    source.closePopup();
    source.getElement()?.focus({ preventScroll: true });
  });

  const clusterMarker = (cluster: MapCluster) => {
    const sea = clusterSeaOf(cluster);
    const name = clusterMarkerLabel(cluster.count, sea, options.i18n);
    const layer = marker([cluster.latitude, cluster.longitude], {
      icon: clusterIcon(cluster.count, sea, options.i18n),
      keyboard: true,
      title: name,
      riseOnHover: true,
    });
    const zoomIn = () => {
      const [west, south, east, north] = cluster.bounds;
      if (west === east && south === north) map.setView([south, west], Math.min(map.getZoom() + 3, 16));
      else map.fitBounds(toBounds(cluster.bounds), { padding: CLUSTER_PADDING, maxZoom: 16 });
    };
    layer.on("click", zoomIn);
    layer.on("keypress", (event) => {
      if ((event.originalEvent as KeyboardEvent).key === "Enter") zoomIn();
    });
    nameMarker(layer, name, zoomIn);
    return layer;
  };

  const beachMarker = (beach: MapBeach) => {
    const sea = seaOf(beach);
    const name = beachMarkerLabel(nameIn(beach, options.i18n.locale), sea, options.i18n);
    const layer = marker([beach.latitude, beach.longitude], {
      icon: pinIcon(sea ? seaShade(sea.verdict, sea.caution) : undefined),
      keyboard: true,
      title: name,
      riseOnHover: true,
    });
    layer.bindPopup(() => beachCard(beach, sea, options), {
      maxWidth: 260,
      autoPanPadding: [24, 24],
      // Clear of the Near me button (bottom left) when the map pans to show the card.
      autoPanPaddingBottomRight: [24, 64],
    });
    layer.on("popupopen", () => {
      popupSource = layer;
    });
    nameMarker(layer, name, () => layer.togglePopup());
    return layer;
  };

  /** Draws the last answer at the current zoom, keeping the markers that stay the same. */
  const draw = () => {
    const zoom = map.getZoom();
    const project = (latitude: number, longitude: number) => map.project([latitude, longitude], zoom);
    const features = declutterFeatures(shown, project);
    const next = new Map(features.map((feature) => [featureKey(feature, shownDay), feature]));
    let lostFocus = false;
    for (const [key, layer] of markers) {
      if (next.has(key)) continue;
      // A pin whose card is open stays while it is read: on a short phone map the card's pan can
      // push the pin itself just out of the box the next answer covers.
      if (layer.isPopupOpen()) continue;
      if (layer.getElement()?.contains(document.activeElement)) lostFocus = true;
      layer.remove();
      markers.delete(key);
    }
    for (const [key, feature] of next) {
      if (markers.has(key)) continue;
      const layer = feature.kind === "cluster" ? clusterMarker(feature) : beachMarker(feature);
      markers.set(key, layer.addTo(map));
    }
    // A cluster that was pressed is gone once the closer view arrives: keyboard focus stays on the map.
    if (lostFocus) container.focus({ preventScroll: true });
  };
  // Zooming out crowds the markers still on screen until the new answer comes: lay them out again.
  map.on("zoomend", draw);
  // The box changes size with the window and with the legend above it: Leaflet learns of neither.
  // Without a pan, which would still be animating if the page left meanwhile, and never for a box
  // already taken off the page (React removes it before the map is destroyed).
  let destroyed = false;
  const resized = new ResizeObserver(() => {
    if (destroyed || !container.isConnected || container.clientHeight === 0) return;
    map.invalidateSize({ pan: false });
  });
  resized.observe(container);

  return {
    view() {
      const bounds = map.getBounds();
      return {
        bbox: requestBbox(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
        zoom: requestZoom(map.getZoom()),
      };
    },
    showFeatures(features, seaDay) {
      shown = features;
      shownDay = seaDay;
      draw();
    },
    fitBbox,
    showVisitor(location) {
      const point: [number, number] = [location.latitude, location.longitude];
      visitor?.remove();
      visitor = marker(point, {
        icon: divIcon({
          className: "",
          html: '<span class="block size-4 rounded-full border-2 border-white bg-blue-600 shadow-[0_0_0_6px_rgb(37_99_235/0.25)]"></span>',
          iconSize: [16, 16],
        }),
        keyboard: false,
        interactive: false,
        title: options.i18n.t("pages.map.youAreHere"),
      }).addTo(map);
      map.setView(point, Math.max(map.getZoom(), VISITOR_ZOOM));
    },
    destroy() {
      destroyed = true;
      resized.disconnect();
      map.remove();
      markers.clear();
    },
  };
}
