// How OpenStreetMap's tags become the directory's words and facts (ADR 046): the rules the OSM
// import applies, kept pure so each can be tested on its own. A tag that says nothing we can trust
// gives nothing (null), never a guess: an unknown fact stays unknown.
import type { WheelchairAccess } from "../access/access.ts";
import type { AmenityId } from "../contract/amenities.ts";
import type { BeachType, Parking } from "../contract/enums.ts";
import { greekNominatives, searchKey, stripDiacritics, transliterateGreek } from "../contract/greek.ts";

/** A beach further than this from the shipped coastline is on a lake or a river: not imported. */
export const OSM_SEA_DISTANCE_M = 1000;
/** Toilets, showers, parking, tavernas and bars this close to a beach's outline are the beach's. */
export const OSM_NEARBY_M = 250;
/** An existing beach this close whose name matches an element is that element's beach. */
export const OSM_MATCH_DISTANCE_M = 300;
/** An unnamed beach (with --include-unnamed) is named after the nearest place this close. */
export const OSM_PLACE_REACH_M = 15_000;
/** A parking lot of at least this many spaces, or this many square metres, is a large one. */
export const OSM_LARGE_LOT_SPACES = 50;
export const OSM_LARGE_LOT_M2 = 1500;

/** Why an element tagged as a beach is not imported, as the summary counts them. */
export const OSM_SKIP_REASONS = [
  "inland",
  "private",
  "unnamed",
  "duplicate",
  "no_position",
  "no_area",
] as const;
export type OsmSkipReason = (typeof OSM_SKIP_REASONS)[number];

/** Why an imported beach waits for a curator's look before it can be published. */
export const OSM_REVIEW_REASONS = ["type", "facing"] as const;
export type OsmReviewReason = (typeof OSM_REVIEW_REASONS)[number];

type Tags = Readonly<Record<string, string>>;

/** The values of a tag that may hold several, 'sand;pebblestone' giving both. */
function values(value: string | undefined): string[] {
  return (value ?? "")
    .split(";")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== "");
}

const SANDY_SURFACES = new Set(["sand", "fine_sand", "dirt_sand"]);
const PEBBLE_SURFACES = new Set([
  "pebblestone",
  "gravel",
  "shingle",
  "fine_gravel",
  "pebbles",
  "coarse_sand",
]);
const ROCK_SURFACES = new Set(["rock", "stone", "rocks", "bare_rock", "concrete", "paving_stones"]);
const MIXED_SURFACES = new Set(["mixed", "sand_pebbles", "sand_gravel"]);

/**
 * The beach type a `surface` tag says: sand → Sandy, pebbles, gravel or shingle → Pebbles, sand with
 * pebbles (several values, or 'mixed') → Mixed, rock or stone → Rocky/Other. null for no surface or
 * one we cannot read: the beach then waits for a curator rather than showing a guess.
 */
export function surfaceType(surface: string | undefined): BeachType | null {
  const kinds = new Set<BeachType>();
  for (const value of values(surface)) {
    if (SANDY_SURFACES.has(value)) kinds.add("SANDY");
    else if (PEBBLE_SURFACES.has(value)) kinds.add("PEBBLY");
    else if (MIXED_SURFACES.has(value)) kinds.add("MIXED");
    else if (ROCK_SURFACES.has(value)) kinds.add("OTHER");
    else return null;
  }
  if (kinds.size === 0) return null;
  if (kinds.size === 1) return [...kinds][0]!;
  // Rock beside a beach's sand or pebbles does not make another kind of beach.
  kinds.delete("OTHER");
  return kinds.size === 1 ? [...kinds][0]! : "MIXED";
}

/** The tags that name an element, in every form the import reads. */
const NAME_KEYS = [
  "name",
  "name:el",
  "name:en",
  "int_name",
  "alt_name",
  "old_name",
  "loc_name",
  "official_name",
] as const;

const GREEK_SCRIPT = /[\u0370-\u03ff\u1f00-\u1fff]/;
const LATIN_SCRIPT = /[A-Za-z]/;

const clean = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** A beach's or place's names from its tags: Greek, and English (or the Greek's transliteration). */
export interface OsmNames {
  /** The English name the directory shows and slugs; '' when the element has no name at all. */
  name: string;
  /** The Greek name, or null when the element gives none in Greek script. */
  nameEl: string | null;
  /** Every name the element is known by, for matching it with an existing beach or area. */
  all: string[];
}

/**
 * The names of an element: the Greek from `name:el`, else `name` when it is in Greek script; the
 * English from `name:en`, else `int_name`, else `name` when it is in Latin script, else the Greek
 * transliterated.
 */
export function osmNames(tags: Tags): OsmNames {
  const name = clean(tags.name);
  const greek = [clean(tags["name:el"]), GREEK_SCRIPT.test(name) ? name : ""].find((value) => value !== "");
  const latin = [
    clean(tags["name:en"]),
    LATIN_SCRIPT.test(clean(tags.int_name)) && !GREEK_SCRIPT.test(clean(tags.int_name))
      ? clean(tags.int_name)
      : "",
    name !== "" && !GREEK_SCRIPT.test(name) ? name : "",
  ].find((value) => value !== "");
  const english = latin ?? (greek ? transliterateGreek(greek) : "");
  const others = NAME_KEYS.flatMap((key) => clean(tags[key]).split(";"))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  return {
    name: english,
    nameEl: greek ?? null,
    all: [...new Set([english, ...(greek ? [greek] : []), ...others])].filter((value) => value !== ""),
  };
}

/** Words that name the kind of place, not the place: 'Balos Beach' and 'Παραλία Μπάλου' are Balos. */
const GENERIC_WORDS = new Set(
  ["beach", "beaches", "bay", "paralia", "paralies", "plaz", "plaze", "ammudia", "the", "of"].map(searchKey),
);

/**
 * The forms a name is matched in: its search key without the words that only say 'beach', and, for
 * Greek, each word's nominatives ('Παραλία Μπάλου' meets 'Balos'). Two names match when they share
 * one form.
 */
export function nameMatchKeys(name: string): string[] {
  const keys = new Set<string>();
  const words = name.split(/\s+/).filter((word) => word !== "");
  const keyed = words.map((word) => searchKey(word)).filter((key) => key !== "" && !GENERIC_WORDS.has(key));
  if (keyed.length > 0) keys.add(keyed.join(" "));
  // Each Greek word may be a genitive ('της Κρήτης', 'Μπάλου'): its nominatives, keyed, as well.
  const variants = words
    .map((word) => ({ word, key: searchKey(word) }))
    .filter(({ key }) => key !== "" && !GENERIC_WORDS.has(key))
    .map(({ word, key }) => [key, ...greekNominatives(word).map(searchKey)]);
  if (variants.length > 0 && variants.length <= 4) {
    let forms = [""];
    for (const options of variants)
      forms = forms.flatMap((form) => options.map((option) => (form === "" ? option : `${form} ${option}`)));
    for (const form of forms.slice(0, 64)) keys.add(form);
  }
  return [...keys];
}

/** Whether two lists of names share a name, by nameMatchKeys. */
export function namesMatch(a: readonly string[], b: readonly string[]): boolean {
  const keys = new Set(a.flatMap(nameMatchKeys));
  return b.some((name) => nameMatchKeys(name).some((key) => keys.has(key)));
}

/** The words administrative names carry around the place's own name, in either language. */
const ADMIN_WORDS =
  /\b(regional unit|regional unity|region|periphery|prefecture|municipality|municipal unit|decentralized administration) of\b|\b(regional unit|regional unity|region|periphery|prefecture|municipality|municipal unit)\b|περιφερειακή ενότητα|περιφέρεια|νομός|δήμος|δημοτική ενότητα|αποκεντρωμένη διοίκηση/giu;

/**
 * An administrative area's own name without what it is: 'Chania Regional Unit' → 'Chania',
 * 'Περιφερειακή Ενότητα Χανίων' → 'Χανιά' (the genitive made nominative where the name was in
 * the genitive: the first nominative that ends like a place name).
 */
export function adminPlaceName(value: string): string {
  const bare = clean(value.replace(ADMIN_WORDS, " "))
    .replace(/^[-–,\s]+|[-–,\s]+$/g, "")
    .trim();
  if (bare === "" || !GREEK_SCRIPT.test(bare) || bare === clean(value)) return bare;
  // After 'Περιφερειακή Ενότητα' or 'Δήμος' the name is in the genitive: each word to a nominative,
  // keeping the word's own letters (and accent) as far as the nominative shares them.
  return bare
    .split(" ")
    .map((word) => {
      const nominative = greekNominatives(word)[0];
      if (nominative === undefined) return word;
      const plain = stripDiacritics(word).toLowerCase();
      let shared = 0;
      while (shared < nominative.length && plain[shared] === nominative[shared]) shared += 1;
      return word.slice(0, shared) + nominative.slice(shared);
    })
    .join(" ");
}

/** The facts a beach's own tags give, each null when the tags say nothing of it. */
export interface OsmBeachFacts {
  type: BeachType | null;
  wheelchair: WheelchairAccess | null;
  dogsAllowed: boolean | null;
  naturism: boolean | null;
  /** A beach resort, or a fee to enter: someone runs it. */
  organized: boolean;
  lifeguard: boolean;
  blueFlag: boolean;
}

const YES = new Set(["yes", "designated", "permissive"]);

export function osmBeachFacts(tags: Tags): OsmBeachFacts {
  const wheelchair = clean(tags.wheelchair).toLowerCase();
  const dog = clean(tags.dog).toLowerCase();
  const nudism = clean(tags.nudism).toLowerCase();
  return {
    type: surfaceType(tags.surface),
    wheelchair:
      wheelchair === "yes" ? "YES" : wheelchair === "limited" ? "LIMITED" : wheelchair === "no" ? "NO" : null,
    dogsAllowed: YES.has(dog) || dog === "leashed" ? true : dog === "no" ? false : null,
    naturism:
      nudism === "yes" || nudism === "designated" || nudism === "customary" || nudism === "permissive"
        ? true
        : nudism === "no"
          ? false
          : null,
    organized: clean(tags.leisure) === "beach_resort" || clean(tags.fee).toLowerCase() === "yes",
    lifeguard:
      clean(tags.supervised).toLowerCase() === "yes" || clean(tags.lifeguard).toLowerCase() === "yes",
    blueFlag:
      clean(tags["award:blue_flag"]).toLowerCase() === "yes" || clean(tags.blue_flag).toLowerCase() === "yes",
  };
}

/** Whether the element is closed to the public: `access=private` or `access=no`. */
export function osmPrivate(tags: Tags): boolean {
  const access = clean(tags.access).toLowerCase();
  return access === "private" || access === "no";
}

/** What a point or area near a beach gives it, or null when it is nothing a beach has. */
export type OsmNearbyKind = AmenityId | "parking_lot";

export function osmNearbyKind(tags: Tags): OsmNearbyKind | null {
  const amenity = clean(tags.amenity);
  if (amenity === "toilets") return "toilets";
  if (amenity === "shower") return "showers";
  if (amenity === "parking") return "parking_lot";
  if (amenity === "restaurant" || amenity === "fast_food") return "taverna";
  if (amenity === "cafe" || amenity === "bar" || amenity === "pub" || amenity === "biergarten")
    return "beach_bar";
  const emergency = clean(tags.emergency);
  if (emergency === "lifeguard" || emergency === "lifeguard_tower" || emergency === "lifeguard_base")
    return "lifeguard";
  return null;
}

/** The parking a lot gives: large by its capacity, else by its area; small when neither is known. */
export function parkingOfLot(capacity: string | undefined, areaM2: number | null): Parking {
  const spaces = Number.parseInt(clean(capacity), 10);
  if (Number.isFinite(spaces)) return spaces >= OSM_LARGE_LOT_SPACES ? "LARGE_LOT" : "SMALL_LOT";
  return areaM2 !== null && areaM2 >= OSM_LARGE_LOT_M2 ? "LARGE_LOT" : "SMALL_LOT";
}

/** The English and Greek names of an unnamed beach, after the nearest place. */
export function unnamedBeachNames(place: { name: string; nameEl: string | null }): {
  name: string;
  nameEl: string;
} {
  return { name: `Beach near ${place.name}`, nameEl: `Παραλία κοντά σε: ${place.nameEl ?? place.name}` };
}

const OSM_SOURCE = /^osm:(node|way|relation)\/(\d+)$/;

/** Where OpenStreetMap credits its contributors and states the licence, linked wherever its data shows. */
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

/**
 * The page of the element a beach came from, from its `source` ('osm:way/123'); null for a beach
 * whose source is anything else.
 */
export function osmElementUrl(source: string | null | undefined): string | null {
  const match = OSM_SOURCE.exec(source ?? "");
  return match ? `https://www.openstreetmap.org/${match[1]}/${match[2]}` : null;
}

/** The tag keys the import reads, per element type, so the reader drops every other key. */
export const OSM_TAG_KEYS = {
  beach: [
    "natural",
    ...NAME_KEYS,
    "surface",
    "access",
    "supervised",
    "lifeguard",
    "wheelchair",
    "dog",
    "nudism",
    "fee",
    "leisure",
    "award:blue_flag",
    "blue_flag",
    "type",
  ],
  nearby: ["amenity", "emergency", "capacity"],
  place: ["place", "boundary", "admin_level"],
} as const;
