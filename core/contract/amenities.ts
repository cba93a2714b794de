// The amenities: each one's id, category, icon and colour. Their words are messages of the
// catalogues, 'label.amenity.{id}' and 'label.amenityCategory.{category}' (core/i18n/en/beach.ts,
// core/i18n/el/beach.ts).
export const AMENITY_CATEGORIES = ["facilities", "safety", "services", "activities"] as const;
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];

export const AMENITY_IDS = [
  "sunbeds",
  "umbrellas",
  "parking",
  "showers",
  "toilets",
  "lifeguard",
  "beach_bar",
  "taverna",
  "food",
  "music",
  "snorkeling",
  "water_sports",
  "family_friendly",
  "boat_trips",
  "fishing",
  "photography",
  "hiking",
  "birdwatching",
  "cliff_jumping",
] as const;
export type AmenityId = (typeof AMENITY_IDS)[number];

export interface Amenity {
  id: AmenityId;
  category: AmenityCategory;
  /** A lucide-react icon name (PascalCase export). */
  icon: string;
  /** A Tailwind colour family used for the chip. */
  colour: string;
}

// Icons and colours are our own choice, free to change; nothing else fixes them. The words are not
// here, so that browser code can use this list without them (a page gets its labels as messages of
// its own language, core/i18n/labels.ts).
export const AMENITIES: readonly Amenity[] = [
  { id: "sunbeds", category: "facilities", icon: "Armchair", colour: "amber" },
  { id: "umbrellas", category: "facilities", icon: "Umbrella", colour: "orange" },
  { id: "parking", category: "facilities", icon: "SquareParking", colour: "slate" },
  { id: "showers", category: "facilities", icon: "ShowerHead", colour: "sky" },
  { id: "toilets", category: "facilities", icon: "Toilet", colour: "stone" },
  { id: "lifeguard", category: "safety", icon: "LifeBuoy", colour: "red" },
  { id: "beach_bar", category: "services", icon: "Martini", colour: "fuchsia" },
  { id: "taverna", category: "services", icon: "UtensilsCrossed", colour: "rose" },
  { id: "food", category: "services", icon: "Sandwich", colour: "lime" },
  { id: "music", category: "services", icon: "Music", colour: "violet" },
  { id: "snorkeling", category: "activities", icon: "Fish", colour: "cyan" },
  { id: "water_sports", category: "activities", icon: "Sailboat", colour: "blue" },
  { id: "family_friendly", category: "activities", icon: "Baby", colour: "pink" },
  { id: "boat_trips", category: "activities", icon: "Ship", colour: "indigo" },
  { id: "fishing", category: "activities", icon: "FishSymbol", colour: "teal" },
  { id: "photography", category: "activities", icon: "Camera", colour: "zinc" },
  { id: "hiking", category: "activities", icon: "Footprints", colour: "green" },
  { id: "birdwatching", category: "activities", icon: "Bird", colour: "emerald" },
  { id: "cliff_jumping", category: "activities", icon: "MountainSnow", colour: "yellow" },
];

const AMENITY_BY_ID = new Map(AMENITIES.map((amenity) => [amenity.id, amenity]));

export function isAmenityId(value: string): value is AmenityId {
  return AMENITY_BY_ID.has(value as AmenityId);
}

export function getAmenity(id: AmenityId): Amenity {
  // Every AmenityId is in the catalogue; the table test proves it.
  return AMENITY_BY_ID.get(id) as Amenity;
}

export function amenitiesByCategory(
  ids: readonly AmenityId[],
): { category: AmenityCategory; amenities: Amenity[] }[] {
  return AMENITY_CATEGORIES.map((category) => ({
    category,
    amenities: ids.map(getAmenity).filter((amenity) => amenity.category === category),
  })).filter((group) => group.amenities.length > 0);
}
