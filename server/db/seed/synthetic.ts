import type { AccessFacts, Arrival } from "#core/access/access.ts";
import { AMENITY_IDS, type AmenityId } from "#core/contract/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "#core/contract/enums.ts";
import type { AreaSeed, BeachSeed } from "./factories.ts";

// A deterministic synthetic directory for scale tests and benchmarks: the same options always give
// the same records, so measurements can be compared between runs.

export interface SyntheticOptions {
  beaches: number;
  areas: number;
  seed?: number;
}

/** mulberry32: a small, fast, seedable generator; plenty for test data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  "ka",
  "lo",
  "ni",
  "sa",
  "mi",
  "ro",
  "the",
  "va",
  "ki",
  "po",
  "ly",
  "de",
  "ma",
  "ri",
  "to",
  "xe",
  "fa",
  "gi",
];
const BEACH_WORDS = [
  "Ammos",
  "Kolpos",
  "Limani",
  "Akti",
  "Ormos",
  "Paralia",
  "Spilia",
  "Votsalo",
  "Kavos",
  "Petra",
];

// Land-and-sea boxes around Greek coasts, so synthetic beaches sit where real ones could.
const REGIONS = [
  { lat: [35.0, 35.6], lng: [23.5, 26.3] },
  { lat: [36.3, 37.6], lng: [24.3, 26.0] },
  { lat: [37.5, 39.8], lng: [19.7, 21.0] },
  { lat: [36.4, 38.0], lng: [21.6, 23.2] },
  { lat: [39.9, 40.9], lng: [22.8, 24.8] },
  { lat: [35.8, 36.5], lng: [27.6, 28.3] },
] as const;

/**
 * Access facts as sparse as a real directory's: most unknown, a Seatrac or step-free access rare
 * (about 1 and 3 in 100), so the access filters are measured where they are most selective.
 */
function syntheticAccess(random: () => number): Partial<AccessFacts> {
  const known = (share: number) => random() < share;
  const flag = (share: number, yes: number): boolean | null => (known(share) ? random() < yes : null);
  const way = random();
  const arrival: Arrival | null =
    way < 0.45
      ? "PAVED_ROAD"
      : way < 0.6
        ? "DIRT_ROAD"
        : way < 0.68
          ? "FOOTPATH"
          : way < 0.7
            ? "BOAT_ONLY"
            : null;
  return {
    arrival,
    walk_minutes: arrival === "FOOTPATH" ? 3 + Math.floor(random() * 40) : null,
    wheelchair: known(0.1) ? (random() < 0.3 ? "YES" : random() < 0.5 ? "LIMITED" : "NO") : null,
    seatrac: flag(0.05, 0.2),
    step_free_path: flag(0.1, 0.4),
    natural_shade: flag(0.3, 0.4),
    dogs_allowed: flag(0.2, 0.5),
    naturism: flag(0.1, 0.1),
    by_boat: arrival === "BOAT_ONLY" ? true : flag(0.1, 0.3),
  };
}

export function generateSyntheticDirectory(options: SyntheticOptions): {
  areas: AreaSeed[];
  beaches: BeachSeed[];
} {
  const random = createRandom(options.seed ?? 20_261_121);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const between = (min: number, max: number) => min + random() * (max - min);
  const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

  const areas: (AreaSeed & { centre: { latitude: number; longitude: number } })[] = [];
  for (let index = 0; index < options.areas; index += 1) {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
    const name = `${word[0]?.toUpperCase()}${word.slice(1)} ${index + 1}`;
    const region = pick(REGIONS);
    areas.push({
      name,
      description: `Synthetic area ${index + 1} for scale tests.`,
      status: index % 50 === 49 ? "HIDDEN" : "ACTIVE",
      centre: {
        latitude: between(region.lat[0], region.lat[1]),
        longitude: between(region.lng[0], region.lng[1]),
      },
    });
  }

  const beaches: BeachSeed[] = [];
  for (let index = 0; index < options.beaches; index += 1) {
    const area = areas[index % areas.length];
    if (!area) break;
    const amenities = AMENITY_IDS.filter(() => random() < 0.25) as AmenityId[];
    const organized = random() < 0.55;
    beaches.push({
      name: `${pick(BEACH_WORDS)} ${pick(SYLLABLES)}${pick(SYLLABLES)} ${index + 1}`,
      slug: `synthetic-beach-${index + 1}`,
      area: area.name,
      latitude: round5(area.centre.latitude + between(-0.15, 0.15)),
      longitude: round5(area.centre.longitude + between(-0.15, 0.15)),
      description: "A synthetic beach for scale tests.",
      type: pick(BEACH_TYPES),
      wave_conditions: pick(WAVE_CONDITIONS),
      parking: pick(PARKING_OPTIONS),
      organized,
      blue_flag: random() < 0.2,
      amenities: organized ? [...new Set<AmenityId>(["sunbeds", "umbrellas", ...amenities])] : amenities,
      // Mostly ACTIVE, with every status present, like a real directory.
      status: random() < 0.9 ? "ACTIVE" : pick(STATUSES),
      verified_at:
        random() < 0.7
          ? new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 300) * 86_400_000).toISOString()
          : null,
      access: syntheticAccess(random),
    });
  }
  return { areas: areas.map(({ centre: _centre, ...area }) => area), beaches };
}
