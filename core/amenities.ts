import type { Locale } from "./i18n/locale.ts";
export const AMENITY_CATEGORIES = ["facilities", "safety", "services", "activities"] as const;
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];
export const AMENITY_CATEGORY_LABELS: Record<AmenityCategory, string> = {
  facilities: "Facilities",
  safety: "Safety",
  services: "Services",
  activities: "Activities",
};
export const AMENITY_CATEGORY_LABELS_EL: Record<AmenityCategory, string> = {
  facilities: "Παροχές",
  safety: "Ασφάλεια",
  services: "Υπηρεσίες",
  activities: "Δραστηριότητες",
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
  /** The Greek label (ADR 037). */
  labelEl: string;
  /** A lucide-react icon name (PascalCase export). */
  icon: string;
  /** A Tailwind colour family used for the chip. */
  colour: string;
}

// Icons and colours are our own choice: the spec leaves the catalogue open.
export const AMENITIES: readonly Amenity[] = [
  {
    id: "sunbeds",
    category: "facilities",
    label: "Sunbeds",
    labelEl: "Ξαπλώστρες",
    icon: "Armchair",
    colour: "amber",
  },
  {
    id: "umbrellas",
    category: "facilities",
    label: "Umbrellas",
    labelEl: "Ομπρέλες",
    icon: "Umbrella",
    colour: "orange",
  },
  {
    id: "parking",
    category: "facilities",
    label: "Parking",
    labelEl: "Πάρκινγκ",
    icon: "SquareParking",
    colour: "slate",
  },
  {
    id: "showers",
    category: "facilities",
    label: "Showers",
    labelEl: "Ντους",
    icon: "ShowerHead",
    colour: "sky",
  },
  {
    id: "toilets",
    category: "facilities",
    label: "Toilets",
    labelEl: "Τουαλέτες",
    icon: "Toilet",
    colour: "stone",
  },
  {
    id: "lifeguard",
    category: "safety",
    label: "Lifeguard",
    labelEl: "Ναυαγοσώστης",
    icon: "LifeBuoy",
    colour: "red",
  },
  {
    id: "beach_bar",
    category: "services",
    label: "Beach bar",
    labelEl: "Beach bar",
    icon: "Martini",
    colour: "fuchsia",
  },
  {
    id: "taverna",
    category: "services",
    label: "Taverna",
    labelEl: "Ταβέρνα",
    icon: "UtensilsCrossed",
    colour: "rose",
  },
  { id: "food", category: "services", label: "Food", labelEl: "Φαγητό", icon: "Sandwich", colour: "lime" },
  { id: "music", category: "services", label: "Music", labelEl: "Μουσική", icon: "Music", colour: "violet" },
  {
    id: "snorkeling",
    category: "activities",
    label: "Snorkeling",
    labelEl: "Κατάδυση με αναπνευστήρα",
    icon: "Fish",
    colour: "cyan",
  },
  {
    id: "water_sports",
    category: "activities",
    label: "Water sports",
    labelEl: "Θαλάσσια σπορ",
    icon: "Sailboat",
    colour: "blue",
  },
  {
    id: "family_friendly",
    category: "activities",
    label: "Family friendly",
    labelEl: "Για οικογένειες",
    icon: "Baby",
    colour: "pink",
  },
  {
    id: "boat_trips",
    category: "activities",
    label: "Boat trips",
    labelEl: "Εκδρομές με σκάφος",
    icon: "Ship",
    colour: "indigo",
  },
  {
    id: "fishing",
    category: "activities",
    label: "Fishing",
    labelEl: "Ψάρεμα",
    icon: "FishSymbol",
    colour: "teal",
  },
  {
    id: "photography",
    category: "activities",
    label: "Photography",
    labelEl: "Φωτογραφία",
    icon: "Camera",
    colour: "zinc",
  },
  {
    id: "hiking",
    category: "activities",
    label: "Hiking",
    labelEl: "Πεζοπορία",
    icon: "Footprints",
    colour: "green",
  },
  {
    id: "birdwatching",
    category: "activities",
    label: "Birdwatching",
    labelEl: "Παρατήρηση πουλιών",
    icon: "Bird",
    colour: "emerald",
  },
  {
    id: "cliff_jumping",
    category: "activities",
    label: "Cliff jumping",
    labelEl: "Βουτιές από βράχια",
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

/** An amenity's label in a language. */
export function amenityLabel(id: AmenityId, locale: Locale): string {
  const amenity = getAmenity(id);
  return locale === "el" ? amenity.labelEl : amenity.label;
}

/** An amenity category's heading in a language. */
export function amenityCategoryLabel(category: AmenityCategory, locale: Locale): string {
  return (locale === "el" ? AMENITY_CATEGORY_LABELS_EL : AMENITY_CATEGORY_LABELS)[category];
}

export function amenitiesByCategory(
  ids: readonly AmenityId[],
): { category: AmenityCategory; amenities: Amenity[] }[] {
  return AMENITY_CATEGORIES.map((category) => ({
    category,
    amenities: ids.map(getAmenity).filter((amenity) => amenity.category === category),
  })).filter((group) => group.amenities.length > 0);
}
