// The words of the natural-language search (public-site.md section 5): filler and generic words
// that narrow nothing, and the keyword table that turns phrases into filters. Entries are written
// as people type them (English, Greek, Greeklish); the parser folds them (case, accents, script).
import type { AmenityId } from "./amenities.ts";
import type { BeachType, Parking, Setup, WaveCondition } from "./enums.ts";

/** Words that carry no meaning for the search. All entries are in folded form. */
// prettier-ignore
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "i", "im", "me", "my", "we", "us", "our", "you", "your", "it", "its",
  // What is left of contractions once the apostrophe splits the word ("I'm", "where's").
  "m", "s", "t", "d", "ll", "re", "ve",
  "want", "wanna", "need", "would", "like", "love", "looking", "look", "search", "searching",
  "find", "show", "give", "get", "recommend", "suggest", "please", "can", "could", "should",
  "some", "any", "with", "without", "near", "nearby", "in", "at", "on", "for", "to", "from", "of",
  "around", "close", "by", "and", "or", "also", "very", "really", "lot", "lots", "plenty", "many",
  "much", "more", "good", "nice", "best", "great", "top", "beautiful", "lovely", "amazing",
  "perfect", "that", "this", "these", "those", "which", "where", "what", "has", "have", "having",
  "there", "is", "are", "be", "go", "going", "visit", "day", "trip", "one", "ones",
  "no", "not", "greek", "greece", "miles", "km", "minutes",
  // Greek and Greeklish: στην, στο, στη, στα, κοντά, για, και (με is 'me', above)
  "stin", "sto", "sti", "sta", "konta", "gia", "kai",
]);

/** Words that describe every result, so they narrow nothing. */
// prettier-ignore
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  "beach", "beaches", "sea", "seaside", "coast", "coastal", "coastline", "spot", "spots",
  "area", "areas", "place", "places", "shore", "shoreline", "island", "islands", "swim", "swimming",
  // Greek and Greeklish: παραλία, παραλίες, ακτή, θάλασσα
  "paralia", "paralies", "akti", "thalassa",
]);

export type Effect =
  | { field: "type"; value: BeachType }
  | { field: "waveConditions"; value: WaveCondition }
  | { field: "parking"; value: Parking }
  | { field: "organized"; value: Setup }
  | { field: "amenities"; value: AmenityId }
  | { field: "blueFlag" };

const type = (value: BeachType): Effect => ({ field: "type", value });
const waves = (value: WaveCondition): Effect => ({ field: "waveConditions", value });
const parking = (value: Parking): Effect => ({ field: "parking", value });
const setup = (value: Setup): Effect => ({ field: "organized", value });
const amenity = (value: AmenityId): Effect => ({ field: "amenities", value });

/**
 * Phrases (folded) and what they filter on. "quiet" alone reads as 'away from the crowds'
 * (unorganized); "quiet water(s)" is about the sea (CALM). Parking without a size is the
 * 'parking' amenity; only sized or negated phrases pick a parking option.
 */
export const KEYWORD_TABLE: readonly (readonly [Effect, readonly string[]])[] = [
  [type("SANDY"), ["sandy", "sand", "golden sand", "fine sand", "white sand"]],
  [type("PEBBLY"), ["pebbly", "pebble", "pebbles", "shingle", "stones", "stony"]],
  [type("MIXED"), ["mixed", "sand and pebbles"]],
  [type("OTHER"), ["rocky", "rocks", "rock"]],
  [
    waves("CALM"),
    [
      "calm",
      "calm water",
      "calm waters",
      "quiet water",
      "quiet waters",
      "still",
      "flat",
      "sheltered",
      "shallow",
      "kid safe",
    ],
  ],
  [waves("MODERATE"), ["moderate", "moderate waves", "small waves"]],
  [waves("WAVY"), ["wavy", "waves", "big waves", "rough", "windy"]],
  [waves("SURFABLE"), ["surf", "surfing", "surfable", "windsurf", "windsurfing", "kitesurf", "kitesurfing"]],
  [
    amenity("parking"),
    ["parking", "car park", "park", "parks", "parking lot", "free parking", "easy parking"],
  ],
  [
    parking("LARGE_LOT"),
    ["large parking", "big parking", "large parking lot", "big parking lot", "large lot"],
  ],
  [parking("SMALL_LOT"), ["small parking", "small parking lot", "small lot"]],
  [parking("ROADSIDE"), ["roadside", "roadside parking", "street parking"]],
  [parking("NONE"), ["no parking"]],
  [setup("organized"), ["organized", "organised", "sunbeds and umbrellas", "facilities"]],
  [
    setup("unorganized"),
    [
      "unorganized",
      "unorganised",
      "wild",
      "secluded",
      "remote",
      "quiet",
      "isolated",
      "untouched",
      "natural",
      "deserted",
    ],
  ],
  [{ field: "blueFlag" }, ["blue flag", "blue flags", "blueflag", "certified"]],
  [amenity("taverna"), ["taverna", "tavernas", "tavern", "taverns", "restaurant", "restaurants"]],
  [amenity("beach_bar"), ["beach bar", "beach bars", "bar", "bars", "cocktail", "cocktails"]],
  [amenity("food"), ["food", "snack", "snacks", "canteen", "chips"]],
  [amenity("music"), ["music", "party", "parties"]],
  [amenity("sunbeds"), ["sunbeds", "sunbed", "sun beds", "loungers", "lounger"]],
  [amenity("umbrellas"), ["umbrellas", "umbrella", "shade", "parasols"]],
  [amenity("showers"), ["showers", "shower"]],
  [amenity("toilets"), ["toilets", "toilet", "wc", "restrooms", "restroom"]],
  [amenity("lifeguard"), ["lifeguard", "lifeguards"]],
  [amenity("snorkeling"), ["snorkel", "snorkeling", "snorkelling", "diving"]],
  [amenity("water_sports"), ["water sports", "watersports", "jet ski", "jet skis", "jetski"]],
  [
    amenity("family_friendly"),
    ["family", "families", "kids", "children", "family friendly", "kid friendly", "child friendly"],
  ],
  [amenity("boat_trips"), ["boat", "boats", "boat trip", "boat trips"]],
  [amenity("fishing"), ["fishing"]],
  [amenity("photography"), ["photo", "photos", "photography", "instagram", "sunset", "sunsets"]],
  [amenity("hiking"), ["hiking", "hike", "trail", "trails"]],
  [amenity("birdwatching"), ["birds", "birdwatching", "bird watching"]],
  [amenity("cliff_jumping"), ["cliff jumping", "cliffs", "cliff"]],
];
