// The words of the natural-language search: filler and generic words
// that narrow nothing, and the keyword table that turns phrases into filters. Entries are written
// as people type them (English, Greek, Greeklish); the parser compares them by searchKey (case,
// accents, final sigma, script and Greeklish spellings ignored), so 'παραλία', 'Παραλια' and
// 'paralia' are one entry. Greeklish is listed as people type it; many spellings share the Greek
// entry's key ('ammoudia'), the others type χ as 'x' or 'h' ('psaxno', 'vrahia'), η as 'h'
// ('hsuxh'), θ as '8' ('8alassa') or μπ as 'mp' ('mpanio').
//
// No entry may be a word of a real beach or place name, or it would take that word from the name:
// the demo beaches include 'Chrysi Ammoudia', 'Kalo Livadi', 'Makris Gialos', 'Mikri Vigla', 'Issos',
// 'Anthony Quinn Bay' and 'Elia', so 'χρυσή αμμουδιά', 'καλό', 'γιαλός', 'μικρή', 'ίσως' (key 'isos'),
// 'bay' and 'ελιά' stay out. search-vocabulary.test.ts checks this against the demo data and lists
// the few words that are shared on purpose.
import type { AccessFilter } from "../access/access.ts";
import type { AmenityId } from "../contract/amenities.ts";
import type { BeachType, Parking, Setup, WaveCondition } from "../contract/enums.ts";
import type { CalmDay, Preference } from "../contract/filters.ts";

/** Words that carry no meaning for the search. */
// prettier-ignore
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "i", "im", "me", "my", "we", "us", "our", "you", "your", "it", "its",
  // What is left of contractions once the apostrophe splits the word ("I'm", "where's"); not 've',
  // the key of Vai, the palm beach of Crete.
  "m", "s", "t", "d", "ll", "re",
  "want", "wanna", "need", "would", "like", "love", "looking", "look", "search", "searching",
  "find", "show", "give", "get", "recommend", "suggest", "please", "can", "could", "should",
  "some", "any", "with", "without", "near", "nearby", "in", "at", "on", "for", "to", "from", "of",
  "around", "close", "by", "and", "or", "also", "very", "really", "lot", "lots", "plenty",
  // Not "many": its key is 'mani', the Mani peninsula of the Peloponnese.
  "much", "more", "good", "nice", "best", "great", "top", "beautiful", "lovely", "amazing",
  "perfect", "that", "this", "these", "those", "which", "where", "what", "has", "have", "having",
  "there", "is", "are", "be", "go", "going", "visit", "day", "trip", "one", "ones",
  "no", "not", "greek", "greece", "miles", "km", "minutes",
  // Greek articles, prepositions and conjunctions
  "ο", "η", "το", "οι", "τα", "του", "της", "των", "τον", "την", "τη", "τις", "τους",
  "στην", "στη", "στο", "στον", "στα", "στις", "στους", "σε", "με", "χωρίς", "κοντά", "δίπλα",
  "γύρω", "για", "και", "ή", "από", "μια", "μία", "ένα", "ένας", "πού", "που", "εδώ", "εκεί",
  "μου", "μας",
  // Greek verbs and adjectives that ask without narrowing
  "θέλω", "θέλουμε", "ψάχνω", "ψάχνουμε", "βρες", "βρείτε", "βρω", "δείξε", "δείξτε", "προτείνετε",
  "έχει", "έχουν", "είναι", "υπάρχει", "υπάρχουν", "κάποια", "κάποιες", "πολύ", "πολλές", "πιο",
  "καλή", "καλές", "ωραία", "ωραίες", "ωραίο", "όμορφη", "όμορφες", "όμορφο", "καλύτερη",
  "καλύτερες", "καλύτερο", "κοντινή", "κοντινές", "κοντινό", "τέλεια", "διακοπές", "καλοκαίρι",
  // Greeklish
  "sto", "stin", "sti", "sta", "stis", "stous", "ston", "se", "konta", "gia", "kai", "apo", "mia",
  "ena", "pou", "thelo", "8elo", "psaxno", "psahno", "psaxnoume", "vres", "ehei", "exei", "exoun",
  "einai", "xoris", "horis", "poli", "kali", "kalh", "kales", "orea", "oraia", "oraies", "omorfi",
  "omorfh", "kaliteri", "kaliterh", "kontini",
]);

/** Words that describe every result, so they narrow nothing. */
// prettier-ignore
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  "beach", "beaches", "sea", "seaside", "seashore", "coast", "coastal", "coastline", "spot", "spots",
  "area", "areas", "place", "places", "shore", "shoreline", "island", "islands", "swim", "swimming",
  // Every beach has water: since descriptions are searched, 'shallow water' must not ask for the word.
  "water", "waters",
  // Not 'bay' nor 'cove': Anthony Quinn Bay, St Paul's Bay, Smugglers Cove (Navagio).
  // Greek: beach, coast, sea, island, area, a swim, and their genitives ('η ταβέρνα της παραλίας'),
  // which would otherwise read as a case form of a town's name ('Παραλία').
  "παραλία", "παραλίες", "παραλίας", "παραλιών", "ακτή", "ακτές", "ακτής", "ακτών", "θάλασσα",
  "θάλασσας", "ακρογιαλιά", "ακρογιαλιές", "ακρογιαλιάς", "νησί", "νησιά", "νησιού", "νησιών",
  "περιοχή", "περιοχές", "περιοχής", "μπάνιο", "κολύμπι", "βουτιά", "νερά", "νερό",
  // Greeklish
  "paralia", "paralies", "paralias", "akti", "aktes", "thalassa", "8alassa", "nisi", "mpanio", "banio",
  "kolimpi", "nera",
]);

export type Effect =
  | { field: "type"; value: BeachType }
  | { field: "waveConditions"; value: WaveCondition }
  | { field: "parking"; values: readonly Parking[] }
  | { field: "organized"; value: Setup }
  | { field: "amenities"; value: AmenityId }
  | { field: "prefer"; value: Preference }
  | { field: "blueFlag" }
  | { field: "access"; value: AccessFilter }
  /**
   * The sea calm, or shelter from the wind. Beside a day word it asks for that day's forecast (the
   * `calm` filter); without one, today's when a forecast is served, else the beach's fixed CALM
   * (core/search/search-query.ts, applyCalm).
   */
  | { field: "calm" }
  /** A day: it picks the day of a calm word's forecast, and narrows nothing alone. */
  | { field: "day"; value: CalmDay };

const type = (value: BeachType): Effect => ({ field: "type", value });
const waves = (value: WaveCondition): Effect => ({ field: "waveConditions", value });
const parking = (...values: Parking[]): Effect => ({ field: "parking", values });
const prefer = (value: Preference): Effect => ({ field: "prefer", value });
const setup = (value: Setup): Effect => ({ field: "organized", value });
const amenity = (value: AmenityId): Effect => ({ field: "amenities", value });
const access = (value: AccessFilter): Effect => ({ field: "access", value });
const calmSea: Effect = { field: "calm" };
const day = (value: CalmDay): Effect => ({ field: "day", value });

/**
 * Phrases and what they filter on; the parser tries the longest first, so 'χωρίς κύμα' (no waves)
 * is CALM before 'κύμα' is WAVY. "quiet" / 'ήσυχη' alone reads as 'away from the crowds': a
 * preference for unorganized beaches, which ranks them first and leaves none out, since a quiet
 * beach may still have a taverna; the setup's own names ('unorganized', 'ανοργάνωτη') filter.
 * Likewise "kids" and 'για παιδιά' prefer family-friendly beaches while the amenity's name ('family
 * friendly') filters. "quiet water(s)" / 'ήσυχα νερά' is about the sea (CALM), as is clear water: a
 * traveller asking for crystal clear water wants a calm, clear sea. Parking without a size means a
 * beach one can park at, any parking but none; sized or negated phrases pick one option. A word
 * for a calm sea or shelter from the wind asks for a day's forecast (the `calm` filter): the day
 * named, else today's when a forecast is served, else the fixed CALM; 'usually calm' is always the
 * fixed CALM (docs/decisions/007-search.md). Getting there and getting in
 * are access filters (core/access/access.ts): shade is natural shade, umbrellas are the amenity; 'no hiking'
 * and 'boat only' outrank the hiking and boat trips amenities by being longer. Each row lists
 * English, then Greek, then Greeklish spellings whose key differs from the Greek one's.
 */
// prettier-ignore
export const KEYWORD_TABLE: readonly (readonly [Effect, readonly string[]])[] = [
  [type("SANDY"), [
    "sandy", "sand", "golden sand", "fine sand", "white sand",
    "αμμουδιά", "αμμουδιές", "αμμουδερή", "αμμουδερές", "αμμώδης", "άμμος", "άμμο",
    "με άμμο", "χρυσή άμμος", "χρυσή άμμο", "λευκή άμμος", "ψιλή άμμος",
    "ammoudia", "amoudia", "ammos", "amos", "ammo",
  ]],
  [type("PEBBLY"), [
    "pebbly", "pebble", "pebbles", "shingle", "stones", "stony",
    "βότσαλο", "βότσαλα", "βοτσαλωτή", "βοτσαλωτές", "χαλίκι", "χαλίκια", "πέτρες", "βοτσαλάκια",
    "votsalo", "votsala", "xaliki", "xalikia", "haliki", "halikia",
  ]],
  [type("MIXED"), [
    "mixed", "sand and pebbles", "sand and pebble", "pebbles and sand",
    "μικτή", "μεικτή", "άμμος και βότσαλο", "άμμος και βότσαλα", "άμμο και βότσαλο", "άμμο και βότσαλα",
    "ammos kai votsalo", "ammos kai votsala",
  ]],
  [type("OTHER"), [
    "rocky", "rocks", "rock",
    "βράχια", "βράχος", "βραχώδης", "βραχώδεις", "βραχώδη",
    "vraxia", "vrahia", "vrachia", "vraxodis", "vrahodis",
  ]],
  // Facts of the beach that no forecast changes: shallow, clear water, and what the sea is usually
  // like ('Usually calm' is the fixed wave field's label).
  [waves("CALM"), [
    "usually calm", "generally calm", "normally calm", "typically calm", "mostly calm", "often calm",
    "always calm", "usually calm water", "usually calm waters", "usually calm sea", "usually sheltered",
    "συνήθως ήρεμη", "συνήθως ήρεμα", "συνήθως ήρεμα νερά", "συνήθως ήρεμη θάλασσα", "γενικά ήρεμη",
    "γενικά ήρεμα νερά", "γενικά ήρεμη θάλασσα", "συνήθως απάνεμη", "συνήθως χωρίς κύμα", "κατά κανόνα ήρεμη",
    "sinithos iremi", "synithos iremi", "sinithos irema nera", "genika iremi",
    "shallow", "kid safe",
    "clear water", "clear waters", "crystal clear", "crystal clear water", "crystal clear waters",
    "crystal water", "crystal waters", "clear sea",
    "ρηχά", "ρηχά νερά", "ρηχή", "ρηχές", "κρυστάλλινα νερά", "πεντακάθαρα νερά", "καθαρά νερά",
    "rixa", "riha", "rixa nera", "riha nera",
  ]],
  // The state of the sea, which a day word turns into that day's forecast.
  [calmSea, [
    "calm", "calm water", "calm waters", "calm sea", "quiet water", "quiet waters", "still", "flat",
    "sheltered", "no waves", "without waves", "no wind", "without wind", "not windy", "windless",
    "ήρεμα νερά", "ήρεμη", "ήρεμες", "ήρεμα", "ήρεμη θάλασσα", "ήσυχα νερά", "ήσυχη θάλασσα",
    "χωρίς κύμα", "χωρίς κύματα", "χωρίς αέρα",
    "irema nera", "hrema nera", "hremh", "iremi", "irema", "xoris kyma", "horis kyma", "xoris kymata",
    "xoris aera", "horis aera",
  ]],
  // Shelter from the wind: the same question, out of the wind that blows on the day.
  [calmSea, [
    "sheltered from the wind", "sheltered from wind", "wind sheltered", "wind protected",
    "protected from the wind", "protected from wind", "out of the wind", "away from the wind",
    "shelter from the wind",
    "απάνεμη", "απάνεμες", "απάνεμο", "απάνεμα", "απάνεμος",
    "προστατευμένη από τον αέρα", "προστατευμένη από τον άνεμο",
    "apanemi", "apanemh", "apanemo", "apanemes",
  ]],
  [day("today"), [
    "today", "this morning", "this afternoon", "now", "right now",
    "σήμερα", "σήμερα το πρωί", "σήμερα το απόγευμα", "τώρα",
    "simera", "shmera", "tora",
  ]],
  [day("tomorrow"), [
    "tomorrow", "tomorrow morning", "tomorrow afternoon", "tmrw",
    "αύριο", "αύριο το πρωί", "αύριο το απόγευμα",
    "avrio", "aurio",
  ]],
  [waves("MODERATE"), [
    "moderate", "moderate waves", "small waves",
    "μικρά κύματα", "λίγο κύμα", "κυματάκι",
  ]],
  [waves("WAVY"), [
    "wavy", "waves", "big waves", "rough", "windy",
    "κύμα", "κύματα", "κυματώδης", "μεγάλα κύματα", "αέρας", "αέρα", "μελτέμι",
    "kyma", "kima", "kymata", "kimata",
  ]],
  [waves("SURFABLE"), [
    "surf", "surfing", "surfable", "windsurf", "windsurfing", "kitesurf", "kitesurfing",
    "surf spot", "surf spots", "wind surf", "kite surf", "kite",
    "σερφ", "σέρφινγκ", "γουίντσερφ", "καϊτσέρφ", "κάιτ σερφ",
    "serf",
  ]],
  [parking("ROADSIDE", "SMALL_LOT", "LARGE_LOT"), [
    "parking", "car park", "car parks", "park", "parks", "parking lot", "free parking",
    "easy parking", "with parking", "parking available",
    "πάρκινγκ", "παρκινγκ", "πάρκιν", "χώρος στάθμευσης", "στάθμευση", "δωρεάν πάρκινγκ",
    "με πάρκινγκ",
  ]],
  [parking("LARGE_LOT"), [
    "large parking", "big parking", "large parking lot", "big parking lot", "large lot",
    "μεγάλο πάρκινγκ", "μεγάλος χώρος στάθμευσης",
  ]],
  [parking("SMALL_LOT"), [
    "small parking", "small parking lot", "small lot",
    "μικρό πάρκινγκ", "μικρός χώρος στάθμευσης",
  ]],
  [parking("ROADSIDE"), [
    "roadside", "roadside parking", "street parking",
    "στην άκρη του δρόμου", "πάρκινγκ στον δρόμο", "στάθμευση στον δρόμο",
  ]],
  [parking("NONE"), [
    "no parking", "without parking",
    "χωρίς πάρκινγκ", "χωρίς parking", "χωρίς χώρο στάθμευσης", "χωρίς στάθμευση",
    "xoris parking", "horis parking",
  ]],
  [setup("organized"), [
    "organized", "organised", "sunbeds and umbrellas", "facilities",
    "οργανωμένη", "οργανωμένες", "οργανωμένο", "οργανωμένα", "οργανωμένη παραλία",
    "ξαπλώστρες και ομπρέλες",
    "organomeni", "organwmenh", "organomenes",
  ]],
  [setup("unorganized"), [
    "unorganized", "unorganised", "not organized", "non organized",
    "ανοργάνωτη", "ανοργάνωτες", "ανοργάνωτο",
    "anorganoti", "anorganwth",
  ]],
  [prefer("unorganized"), [
    "wild", "secluded", "remote", "quiet", "isolated", "untouched", "natural", "deserted",
    "no crowds", "not crowded", "uncrowded", "without crowds", "peaceful", "hidden",
    "ήσυχη", "ήσυχες", "ήσυχο", "ερημική", "ερημικές", "απομονωμένη", "απομονωμένες", "παρθένα",
    "παρθένη", "άγρια", "χωρίς κόσμο", "λίγο κόσμο",
    "isixi", "isihi", "hsuxh", "hsyxh", "erimiki", "apomonomeni",
  ]],
  [{ field: "blueFlag" }, [
    "blue flag", "blue flags", "blueflag", "certified",
    "γαλάζια σημαία", "γαλάζιες σημαίες", "μπλε σημαία",
    "galazia simaia", "galazia shmaia", "mple simaia",
  ]],
  [amenity("taverna"), [
    "taverna", "tavernas", "tavern", "taverns", "restaurant", "restaurants", "fish taverna",
    "fish tavern", "seafood",
    "ταβέρνα", "ταβέρνες", "ταβερνάκι", "ψαροταβέρνα", "ψαροταβέρνες", "εστιατόριο", "εστιατόρια",
    "taberna",
  ]],
  [amenity("beach_bar"), [
    "beach bar", "beach bars", "bar", "bars", "cocktail", "cocktails", "beach club", "beach clubs",
    "μπαρ", "μπιτς μπαρ", "κοκτέιλ",
    "mpar",
  ]],
  [amenity("food"), [
    "food", "snack", "snacks", "canteen", "chips",
    "φαγητό", "φαγητά", "σνακ", "καντίνα", "καντίνες",
    "fagito", "kantina",
  ]],
  [amenity("music"), [
    "music", "party", "parties", "nightlife",
    "μουσική", "πάρτι", "πάρτυ",
    "mousiki",
  ]],
  [amenity("sunbeds"), [
    "sunbeds", "sunbed", "sun beds", "loungers", "lounger",
    "ξαπλώστρες", "ξαπλώστρα", "σεζλόνγκ",
    "xaplostres", "ksaplostres", "sezlong",
  ]],
  [amenity("umbrellas"), [
    "umbrellas", "umbrella", "parasols",
    "ομπρέλες", "ομπρέλα",
    "ompreles", "omprela",
  ]],
  [amenity("showers"), [
    "showers", "shower",
    "ντους", "ντουζιέρες", "ντουζιέρα",
    "ntous", "ntouzieres",
  ]],
  [amenity("toilets"), [
    "toilets", "toilet", "wc", "restrooms", "restroom",
    "τουαλέτες", "τουαλέτα",
    "toualetes", "toualeta",
  ]],
  [amenity("lifeguard"), [
    "lifeguard", "lifeguards",
    "ναυαγοσώστης", "ναυαγοσώστη", "ναυαγοσώστες", "ναυαγοσωστική", "ναυαγοσωστική κάλυψη",
    "navagosostis", "nauagosostis",
  ]],
  [amenity("snorkeling"), [
    "snorkel", "snorkeling", "snorkelling", "diving", "scuba",
    "σνόρκελ", "σνορκέλινγκ", "κατάδυση", "καταδύσεις",
    "katadysi",
  ]],
  [amenity("water_sports"), [
    "water sports", "watersports", "jet ski", "jet skis", "jetski", "water ski", "kayak", "kayaking",
    "canoe", "paddle board", "paddleboard",
    "θαλάσσια σπορ", "θαλάσσια αθλήματα", "τζετ σκι", "θαλάσσιο σκι", "καγιάκ", "κανό",
    "thalassia spor",
  ]],
  [amenity("family_friendly"), [
    "family friendly", "kid friendly", "kids friendly", "child friendly",
    "children friendly",
  ]],
  [prefer("family_friendly"), [
    "family", "families", "kids", "children", "toddlers", "baby", "babies",
    "για παιδιά", "παιδιά", "παιδάκια", "οικογένεια", "οικογένειες", "οικογενειακή", "οικογενειακές",
    "gia paidia", "paidia",
  ]],
  [amenity("boat_trips"), [
    "boat", "boats", "boat trip", "boat trips", "boat tour", "boat tours", "cruise",
    "βάρκα", "βάρκες", "καραβάκι", "καραβάκια", "σκάφος", "εκδρομή με σκάφος", "κρουαζιέρα",
    "varka", "karavaki",
  ]],
  [amenity("fishing"), [
    "fishing",
    "ψάρεμα",
    "psarema",
  ]],
  [amenity("photography"), [
    "photo", "photos", "photography", "instagram", "sunset", "sunsets",
    "ηλιοβασίλεμα", "ηλιοβασιλέματα", "φωτογραφία", "φωτογραφίες",
    "iliovasilema",
  ]],
  [amenity("hiking"), [
    "hiking", "hike", "trail", "trails",
    "πεζοπορία", "μονοπάτι", "μονοπάτια",
    "pezoporia", "monopati",
  ]],
  [amenity("birdwatching"), [
    "birds", "birdwatching", "bird watching",
    "πουλιά", "παρατήρηση πουλιών",
    "poulia",
  ]],
  [amenity("cliff_jumping"), [
    "cliff jumping", "cliffs", "cliff", "cliff diving", "cliff jump",
    "βουτιές από βράχια", "βουτιές από τα βράχια", "βουτιά από βράχο", "βουτιές από βράχο",
    "vouties apo vraxia", "vouties apo vrahia",
  ]],
  // Getting there and getting in (core/access/access.ts). 'Accessible' alone is the accessible beach of a
  // wheelchair user; reached by car, by boat or easily it says so in a longer phrase.
  [access("wheelchair"), [
    "wheelchair", "wheelchair accessible", "wheelchair access", "wheelchair friendly",
    "wheelchair user", "wheelchair users", "accessible", "accessible beach", "accessible beaches",
    "accessibility", "disabled", "disabled access", "disabled friendly", "disability",
    "handicap accessible", "reduced mobility", "step free", "barrier free",
    "ΑμεΑ", "για ΑμεΑ", "προσβάσιμη", "προσβάσιμη παραλία", "προσβάσιμες", "προσβάσιμο",
    "προσβασιμότητα", "αμαξίδιο", "αναπηρικό αμαξίδιο", "άτομα με αναπηρία",
  ]],
  [access("seatrac"), [
    "seatrac", "sea trac", "seatrack", "sea track",
    "σιτρακ", "σι τρακ",
  ]],
  [access("dogs"), [
    "dog", "dogs", "dog friendly", "dogs friendly", "dogs allowed", "dog allowed", "dogs welcome",
    "with my dog", "with my dogs", "with a dog", "with the dog", "pet", "pets", "pet friendly",
    "pets friendly", "pets allowed", "pets welcome",
    "σκύλος", "σκύλο", "σκύλους", "σκυλί", "σκυλιά", "με σκυλί", "με το σκυλί", "με τον σκύλο",
    "με σκύλο", "για σκύλους", "για σκυλιά", "κατοικίδιο", "κατοικίδια", "με κατοικίδιο",
  ]],
  [access("naturism"), [
    "nudist", "nudists", "nudism", "naturist", "naturists", "naturism", "nude", "naked",
    "clothing optional", "clothes optional", "fkk",
    "γυμνιστική", "γυμνιστικές", "γυμνιστικό", "γυμνιστών", "γυμνιστές", "γυμνισμός", "γυμνισμό",
    "νατουριστική", "νατουριστών",
  ]],
  [access("shade"), [
    "shade", "shady", "natural shade", "with shade", "trees", "tree", "shade trees", "tree shade",
    "pine trees", "pines", "tamarisk", "tamarisks",
    "σκιά", "με σκιά", "φυσική σκιά", "σκιερή", "σκιερές", "σκιερό", "δέντρα", "με δέντρα", "πεύκα",
    "αρμυρίκια", "αλμυρίκια",
  ]],
  [access("boat_only"), [
    "only by boat", "boat only", "by boat only", "reachable by boat", "reachable only by boat",
    "only reachable by boat", "accessible by boat", "accessible only by boat",
    "only accessible by boat", "only by sea",
    "μόνο με καραβάκι", "μόνο με βάρκα", "μόνο με σκάφος", "μόνο από θάλασσα", "μόνο από τη θάλασσα",
  ]],
  [access("short_walk"), [
    "no walk", "no walking", "no long walk", "no long walks", "short walk", "without walking",
    "no hiking", "no hike", "without hiking", "easy access", "easily accessible", "easy to reach",
    "close to the car", "near the car",
    "κοντά στο αυτοκίνητο", "κοντά στο αμάξι", "χωρίς περπάτημα", "λίγο περπάτημα", "εύκολη πρόσβαση",
    "εύκολα προσβάσιμη", "χωρίς πεζοπορία",
  ]],
  [access("car"), [
    "by car", "car access", "drive to", "drive", "drivable", "driveable", "reachable by car",
    "accessible by car", "road access", "by road",
    "με αυτοκίνητο", "με το αυτοκίνητο", "με αμάξι", "με το αμάξι", "οδική πρόσβαση",
    "me autokinito",
  ]],
];
