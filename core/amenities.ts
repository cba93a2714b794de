export const AMENITY_CATEGORIES = ["facilities", "safety", "services", "activities"] as const;
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];
export const AMENITY_CATEGORY_LABELS: Record<AmenityCategory, string> = {
  facilities: "Facilities",
  safety: "Safety",
  services: "Services",
  activities: "Activities",
};

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
  label: string;
  /** A lucide-react icon name (PascalCase export). */
  icon: string;
  /** A Tailwind colour family used for the chip. */
  colour: string;
}

// Icons and colours are our own choice: the spec leaves the catalogue open.
export const AMENITIES: readonly Amenity[] = [
  { id: "sunbeds", category: "facilities", label: "Sunbeds", icon: "Armchair", colour: "amber" },
  { id: "umbrellas", category: "facilities", label: "Umbrellas", icon: "Umbrella", colour: "orange" },
  { id: "parking", category: "facilities", label: "Parking", icon: "SquareParking", colour: "slate" },
  { id: "showers", category: "facilities", label: "Showers", icon: "ShowerHead", colour: "sky" },
  { id: "toilets", category: "facilities", label: "Toilets", icon: "Toilet", colour: "stone" },
  { id: "lifeguard", category: "safety", label: "Lifeguard", icon: "LifeBuoy", colour: "red" },
  { id: "beach_bar", category: "services", label: "Beach bar", icon: "Martini", colour: "fuchsia" },
  { id: "taverna", category: "services", label: "Taverna", icon: "UtensilsCrossed", colour: "rose" },
  { id: "food", category: "services", label: "Food", icon: "Sandwich", colour: "lime" },
  { id: "music", category: "services", label: "Music", icon: "Music", colour: "violet" },
  { id: "snorkeling", category: "activities", label: "Snorkeling", icon: "Fish", colour: "cyan" },
  { id: "water_sports", category: "activities", label: "Water sports", icon: "Sailboat", colour: "blue" },
  { id: "family_friendly", category: "activities", label: "Family friendly", icon: "Baby", colour: "pink" },
  { id: "boat_trips", category: "activities", label: "Boat trips", icon: "Ship", colour: "indigo" },
  { id: "fishing", category: "activities", label: "Fishing", icon: "FishSymbol", colour: "teal" },
  { id: "photography", category: "activities", label: "Photography", icon: "Camera", colour: "zinc" },
  { id: "hiking", category: "activities", label: "Hiking", icon: "Footprints", colour: "green" },
  { id: "birdwatching", category: "activities", label: "Birdwatching", icon: "Bird", colour: "emerald" },
  {
    id: "cliff_jumping",
    category: "activities",
    label: "Cliff jumping",
    icon: "MountainSnow",
    colour: "yellow",
  },
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
