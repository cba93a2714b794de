import { describe, expect, it } from "vitest";
import type { MapFeature } from "#core/contract/map.ts";
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, parseBbox } from "#core/contract/map.ts";
import { translatorOf } from "#core/i18n/catalogues.ts";
import { formatCoordinates } from "./map-coordinates.ts";
import {
  beachMarkerLabel,
  clusterDiameter,
  clusterLabel,
  clusterMarkerLabel,
  majorityShade,
  featuresExtent,
  formatMapPosition,
  parseMapPosition,
  requestBbox,
  seaBadge,
  requestZoom,
} from "./map-view.ts";

const en = translatorOf("en");
const el = translatorOf("el");

describe("the box the map asks for", () => {
  it("rounds outwards to 4 decimals, so it still covers the view", () => {
    expect(requestBbox(23.123456, 35.000049, 26.000001, 35.70001)).toEqual([23.1234, 35, 26.0001, 35.7001]);
  });

  it("is clamped to the world, which the API requires", () => {
    const box = requestBbox(-250.5, -95, 250.2, 95);
    expect(box).toEqual([-180, -90, 180, 90]);
    expect(parseBbox(box.join(","))).toEqual(box);
  });

  it("stays a valid box for a map of no size or pressed against the world's edge", () => {
    for (const box of [
      requestBbox(20, 35, 20, 35),
      requestBbox(181, 91, 190, 95),
      requestBbox(-190, -95, -185, -91),
    ]) {
      expect(parseBbox(box.join(","))).toEqual(box);
    }
  });

  it("sends whole zoom levels within the API's range", () => {
    expect(requestZoom(6.6)).toBe(7);
    expect(requestZoom(-2)).toBe(MAP_ZOOM_MIN);
    expect(requestZoom(40)).toBe(MAP_ZOOM_MAX);
    expect(requestZoom(Number.NaN)).toBe(MAP_ZOOM_MIN);
  });
});

describe("an answer's extent", () => {
  const beach = (longitude: number, latitude: number): MapFeature => ({
    kind: "beach",
    id: 1,
    slug: "b",
    name: "B",
    name_el: null,
    area: "A",
    area_el: null,
    area_slug: "a",
    latitude,
    longitude,
    type: "SANDY",
    organized: false,
    blue_flag: false,
  });

  it("covers cluster bounds and single beaches", () => {
    expect(
      featuresExtent([
        {
          kind: "cluster",
          id: "6/1/1",
          latitude: 35.3,
          longitude: 23.8,
          count: 5,
          bounds: [23.5, 35.2, 24.2, 35.6],
        },
        beach(26.26, 35.09),
      ]),
    ).toEqual([23.5, 35.09, 26.26, 35.6]);
    expect(featuresExtent([beach(20, 38)])).toEqual([20, 38, 20, 38]);
  });

  it("is null for an empty answer", () => {
    expect(featuresExtent([])).toBeNull();
  });
});

describe("markers", () => {
  it("grow with the number of beaches in a cluster", () => {
    const sizes = [2, 9, 10, 99, 100, 999, 1000, 50_000].map(clusterDiameter);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(4);
  });

  it("name a cluster by its count", () => {
    expect(clusterLabel(12, en)).toBe("12 beaches");
    expect(clusterLabel(1, en)).toBe("1 beach");
    expect(clusterLabel(12500, en)).toBe("12,500 beaches");
  });

  it("show a beach's coordinates with hemispheres until the map loads", () => {
    expect(formatCoordinates(38.3447, 20.5357)).toBe("38.3447° N, 20.5357° E");
    expect(formatCoordinates(-33.8568, -151.2153)).toBe("33.8568° S, 151.2153° W");
  });
});

describe("the markers' accessible names", () => {
  it("are the beach's name and the cluster's count when the answer carries no verdicts", () => {
    expect(beachMarkerLabel("Elafonisi", null, en)).toBe("Elafonisi");
    expect(clusterMarkerLabel(1200, null, en)).toBe("1,200 beaches");
  });

  it("say a beach's sea verdict for the day, which the colour and mark also show", () => {
    expect(beachMarkerLabel("Elafonisi", { verdict: "calm", caution: null, day: "today" }, en)).toBe(
      "Elafonisi, calm today",
    );
    expect(beachMarkerLabel("Canal d'Amour", { verdict: "rough", caution: null, day: "tomorrow" }, en)).toBe(
      "Canal d'Amour, rough tomorrow",
    );
    expect(beachMarkerLabel("Balos", { verdict: "unknown", caution: null, day: "today" }, en)).toBe(
      "Balos, no sea verdict for today",
    );
  });

  it("tell a cluster's whole mix, best sea first, leaving out verdicts none of its beaches has", () => {
    const tally = { calm: 7, "calm-caution": 0, choppy: 3, rough: 0, unknown: 2 };
    expect(clusterMarkerLabel(12, { tally, day: "today" }, en)).toBe(
      "12 beaches, sea today: 7 calm, 3 choppy, 2 no verdict",
    );
    expect(
      clusterMarkerLabel(
        1500,
        { tally: { calm: 0, "calm-caution": 0, choppy: 0, rough: 1499, unknown: 1 }, day: "tomorrow" },
        en,
      ),
    ).toBe("1,500 beaches, sea tomorrow: 1,499 rough, 1 no verdict");
  });
});

describe("a calm day under a strong wind from the land", () => {
  const cautioned = { verdict: "calm", caution: "offshore-wind", day: "today" } as const;

  it("is named and badged with its caution, never as plain calm", () => {
    expect(beachMarkerLabel("Plakias", cautioned, en)).toBe(
      "Plakias, calm water today, strong wind from land: inflatables drift out",
    );
    expect(seaBadge(cautioned, en)).toBe("Calm water today · strong wind from land: inflatables drift out");
    expect(beachMarkerLabel("Πλακιάς", cautioned, el)).toBe(
      "Πλακιάς, ήρεμα νερά σήμερα, δυνατός άνεμος από τη στεριά: τα φουσκωτά παρασύρονται στα ανοιχτά",
    );
  });

  it("is counted apart in a cluster's mix, and ranks below calm when equal", () => {
    const tally = { calm: 4, "calm-caution": 2, choppy: 1, rough: 0, unknown: 0 };
    expect(clusterMarkerLabel(7, { tally, day: "today" }, en)).toBe(
      "7 beaches, sea today: 4 calm, 2 calm water but wind from land, 1 choppy",
    );
    expect(majorityShade(tally)).toBe("calm");
    expect(majorityShade({ ...tally, "calm-caution": 4 })).toBe("calm-caution");
    expect(majorityShade({ ...tally, "calm-caution": 4, choppy: 4 })).toBe("choppy");
  });
});

describe("the markers in Greek", () => {
  it("name clusters with Greek plurals and numbers", () => {
    expect(clusterLabel(1, el)).toBe("1 παραλία");
    expect(clusterLabel(12500, el)).toBe("12.500 παραλίες");
  });

  it("give the popup's sea badge in each language, as a card and the beach's page word it", () => {
    expect(seaBadge({ verdict: "calm", caution: null, day: "today" }, en)).toBe("Calm today");
    expect(seaBadge({ verdict: "unknown", caution: null, day: "tomorrow" }, en)).toBe("No verdict tomorrow");
    expect(seaBadge({ verdict: "rough", caution: null, day: "tomorrow" }, el)).toBe("Φουρτουνιασμένη αύριο");
    expect(seaBadge({ verdict: "choppy", caution: null, day: "today" }, el)).toBe("Με κυματάκι σήμερα");
  });

  it("say the sea verdict in Greek", () => {
    expect(beachMarkerLabel("Ελαφονήσι", { verdict: "calm", caution: null, day: "today" }, el)).toBe(
      "Ελαφονήσι, ήρεμη θάλασσα σήμερα",
    );
    expect(
      clusterMarkerLabel(
        12,
        { tally: { calm: 1, "calm-caution": 0, choppy: 2, rough: 9, unknown: 0 }, day: "tomorrow" },
        el,
      ),
    ).toBe("12 παραλίες, θάλασσα αύριο: 1 ήρεμη, 2 με κυματάκι, 9 φουρτουνιασμένες");
  });
});

describe("the map's position in the hash", () => {
  it("round-trips zoom, latitude and longitude", () => {
    const hash = formatMapPosition({ latitude: 35.240123456, longitude: 24.80931, zoom: 9.2 });
    expect(hash).toBe("#map=9/35.2401/24.8093");
    expect(parseMapPosition(hash)).toEqual({ latitude: 35.2401, longitude: 24.8093, zoom: 9 });
    expect(parseMapPosition("map=6/-3.5/-20")).toEqual({ latitude: -3.5, longitude: -20, zoom: 6 });
  });

  it("ignores any other hash and positions off the world", () => {
    for (const hash of [
      "",
      "#main",
      "#map=9/35",
      "#map=30/35/24",
      "#map=9/95/24",
      "#map=9/35/200",
      "#map=a/b/c",
    ]) {
      expect(parseMapPosition(hash)).toBeNull();
    }
  });
});
