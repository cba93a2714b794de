import { describe, expect, it } from "vitest";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import { allBeachAliases } from "./beach-aliases.ts";
import { searchKey } from "../contract/greek.ts";
import { DEFAULT_PLACES, placesFromAreaNames } from "./places.ts";
import type { QueryFilters } from "./search-query.ts";
import { emptyQueryFilters } from "./search-query.ts";
import { parseSearchQuery } from "./search-query.ts";
import type { Effect } from "./search-vocabulary.ts";
import { FILLER_WORDS, GENERIC_WORDS, KEYWORD_TABLE } from "./search-vocabulary.ts";

const NO_FILTERS: QueryFilters = emptyQueryFilters();

const ACTIVE_AREAS = DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name);
const places = placesFromAreaNames(ACTIVE_AREAS);
const parse = (text: string) => parseSearchQuery(text, places);

const isGreek = (text: string) => /\p{Script=Greek}/u.test(text);
const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
/** How a Greek word is often typed on a Latin keyboard layout or a phone: σ where ς belongs. */
const withPlainSigma = (text: string) => text.replaceAll("ς", "σ");

function filtersOf(effect: Effect): QueryFilters {
  switch (effect.field) {
    case "blueFlag":
      return { ...NO_FILTERS, blueFlag: true };
    case "type":
      return { ...NO_FILTERS, type: [effect.value] };
    case "waveConditions":
      return { ...NO_FILTERS, waveConditions: [effect.value] };
    case "parking":
      return { ...NO_FILTERS, parking: [...effect.values] };
    case "organized":
      return { ...NO_FILTERS, organized: [effect.value] };
    case "amenities":
      return { ...NO_FILTERS, amenities: [effect.value] };
    case "prefer":
      return { ...NO_FILTERS, prefer: [effect.value] };
    case "calm":
      // Parsed without a forecast served: a dayless calm word is the fixed CALM.
      return { ...NO_FILTERS, waveConditions: ["CALM"] };
    case "day":
      return NO_FILTERS;
    case "access":
      return { ...NO_FILTERS, access: [effect.value] };
  }
}

/** The filters with every list sorted, to compare without caring about order. */
const sorted = (filters: QueryFilters): QueryFilters => ({
  type: [...filters.type].sort(),
  waveConditions: [...filters.waveConditions].sort(),
  parking: [...filters.parking].sort(),
  organized: [...filters.organized].sort(),
  amenities: [...filters.amenities].sort(),
  blueFlag: filters.blueFlag,
  prefer: [...filters.prefer].sort(),
  calm: filters.calm,
  access: [...filters.access].sort(),
});

/** What a traveller means by each phrase, written from the meaning, not from the table. */
const GREEK_AND_GREEKLISH: readonly [string, Partial<QueryFilters>][] = [
  // Beach type
  ["αμμουδιά", { type: ["SANDY"] }],
  ["αμμουδερή", { type: ["SANDY"] }],
  ["αμμώδης", { type: ["SANDY"] }],
  ["άμμος", { type: ["SANDY"] }],
  ["με άμμο", { type: ["SANDY"] }],
  ["χρυσή άμμος", { type: ["SANDY"] }],
  ["ammoudia", { type: ["SANDY"] }],
  ["amoudia", { type: ["SANDY"] }],
  ["ammos", { type: ["SANDY"] }],
  ["amos", { type: ["SANDY"] }],
  ["βότσαλο", { type: ["PEBBLY"] }],
  ["βότσαλα", { type: ["PEBBLY"] }],
  ["βοτσαλωτή", { type: ["PEBBLY"] }],
  ["χαλίκι", { type: ["PEBBLY"] }],
  ["χαλίκια", { type: ["PEBBLY"] }],
  ["votsalo", { type: ["PEBBLY"] }],
  ["votsala", { type: ["PEBBLY"] }],
  ["xaliki", { type: ["PEBBLY"] }],
  ["άμμος και βότσαλο", { type: ["MIXED"] }],
  ["ammos kai votsala", { type: ["MIXED"] }],
  ["βράχια", { type: ["OTHER"] }],
  ["βραχώδης", { type: ["OTHER"] }],
  ["vraxia", { type: ["OTHER"] }],
  ["vrachia", { type: ["OTHER"] }],
  ["vrahia", { type: ["OTHER"] }],
  // Waves
  ["ήρεμα νερά", { waveConditions: ["CALM"] }],
  ["ήρεμη", { waveConditions: ["CALM"] }],
  ["ήρεμη θάλασσα", { waveConditions: ["CALM"] }],
  ["ρηχά", { waveConditions: ["CALM"] }],
  ["ρηχά νερά", { waveConditions: ["CALM"] }],
  // Without a forecast served, shelter from the wind falls back to the fixed CALM, as calm does.
  ["απάνεμη", { waveConditions: ["CALM"] }],
  ["απάνεμες", { waveConditions: ["CALM"] }],
  ["απάνεμο", { waveConditions: ["CALM"] }],
  ["apanemi", { waveConditions: ["CALM"] }],
  ["συνήθως ήρεμη", { waveConditions: ["CALM"] }],
  ["συνηθως ηρεμα νερα", { waveConditions: ["CALM"] }],
  ["sinithos iremi", { waveConditions: ["CALM"] }],
  ["ήρεμη θάλασσα σήμερα", { calm: "today" }],
  ["ήρεμα νερά αύριο", { calm: "tomorrow" }],
  ["χωρίς κύμα αύριο", { calm: "tomorrow" }],
  ["απάνεμη αύριο", { calm: "tomorrow" }],
  ["irema nera simera", { calm: "today" }],
  ["xoris kyma avrio", { calm: "tomorrow" }],
  ["σήμερα", {}],
  ["avrio", {}],
  ["χωρίς κύμα", { waveConditions: ["CALM"] }],
  ["κρυστάλλινα νερά", { waveConditions: ["CALM"] }],
  ["irema nera", { waveConditions: ["CALM"] }],
  ["rixa nera", { waveConditions: ["CALM"] }],
  ["crystal clear water", { waveConditions: ["CALM"] }],
  ["crystal clear waters", { waveConditions: ["CALM"] }],
  ["clear water", { waveConditions: ["CALM"] }],
  ["no waves", { waveConditions: ["CALM"] }],
  ["μικρά κύματα", { waveConditions: ["MODERATE"] }],
  ["κύμα", { waveConditions: ["WAVY"] }],
  ["κύματα", { waveConditions: ["WAVY"] }],
  ["κυματώδης", { waveConditions: ["WAVY"] }],
  ["αέρας", { waveConditions: ["WAVY"] }],
  ["kyma", { waveConditions: ["WAVY"] }],
  ["kimata", { waveConditions: ["WAVY"] }],
  ["σερφ", { waveConditions: ["SURFABLE"] }],
  ["surf spot", { waveConditions: ["SURFABLE"] }],
  ["windsurf", { waveConditions: ["SURFABLE"] }],
  ["γουίντσερφ", { waveConditions: ["SURFABLE"] }],
  ["kitesurf", { waveConditions: ["SURFABLE"] }],
  ["καϊτσέρφ", { waveConditions: ["SURFABLE"] }],
  // Setup
  ["οργανωμένη", { organized: ["organized"] }],
  ["οργανωμένες", { organized: ["organized"] }],
  ["οργανωμένη παραλία", { organized: ["organized"] }],
  ["organomeni", { organized: ["organized"] }],
  ["ανοργάνωτη", { organized: ["unorganized"] }],
  ["ανοργάνωτες", { organized: ["unorganized"] }],
  ["ήσυχη", { prefer: ["unorganized"] }],
  ["ήσυχες", { prefer: ["unorganized"] }],
  ["ερημική", { prefer: ["unorganized"] }],
  ["απομονωμένη", { prefer: ["unorganized"] }],
  ["παρθένα", { prefer: ["unorganized"] }],
  ["anorganoti", { organized: ["unorganized"] }],
  ["isixi", { prefer: ["unorganized"] }],
  ["hsuxh", { prefer: ["unorganized"] }],
  // Blue flag
  ["γαλάζια σημαία", { blueFlag: true }],
  ["galazia simaia", { blueFlag: true }],
  ["blue-flag", { blueFlag: true }],
  // Parking
  ["πάρκινγκ", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
  ["παρκινγκ", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
  ["χώρος στάθμευσης", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
  ["στάθμευση", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
  ["parking", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
  ["μεγάλο πάρκινγκ", { parking: ["LARGE_LOT"] }],
  ["χωρίς πάρκινγκ", { parking: ["NONE"] }],
  ["no parking", { parking: ["NONE"] }],
  // Amenities
  ["ταβέρνα", { amenities: ["taverna"] }],
  ["ταβέρνες", { amenities: ["taverna"] }],
  ["εστιατόριο", { amenities: ["taverna"] }],
  ["ψαροταβέρνα", { amenities: ["taverna"] }],
  ["psarotaverna", { amenities: ["taverna"] }],
  ["taberna", { amenities: ["taverna"] }],
  ["beach bar", { amenities: ["beach_bar"] }],
  ["μπαρ", { amenities: ["beach_bar"] }],
  ["bar", { amenities: ["beach_bar"] }],
  ["φαγητό", { amenities: ["food"] }],
  ["σνακ", { amenities: ["food"] }],
  ["καντίνα", { amenities: ["food"] }],
  ["kantina", { amenities: ["food"] }],
  ["μουσική", { amenities: ["music"] }],
  ["πάρτι", { amenities: ["music"] }],
  ["ξαπλώστρες", { amenities: ["sunbeds"] }],
  ["ξαπλώστρα", { amenities: ["sunbeds"] }],
  ["xaplostres", { amenities: ["sunbeds"] }],
  ["sezlong", { amenities: ["sunbeds"] }],
  ["σεζλόνγκ", { amenities: ["sunbeds"] }],
  ["ομπρέλες", { amenities: ["umbrellas"] }],
  ["ομπρέλα", { amenities: ["umbrellas"] }],
  ["ompreles", { amenities: ["umbrellas"] }],
  ["ντους", { amenities: ["showers"] }],
  ["ντουζιέρες", { amenities: ["showers"] }],
  ["τουαλέτες", { amenities: ["toilets"] }],
  ["τουαλέτα", { amenities: ["toilets"] }],
  ["wc", { amenities: ["toilets"] }],
  ["ναυαγοσώστης", { amenities: ["lifeguard"] }],
  ["ναυαγοσώστες", { amenities: ["lifeguard"] }],
  ["ναυαγοσωστική", { amenities: ["lifeguard"] }],
  ["navagosostis", { amenities: ["lifeguard"] }],
  ["σνόρκελ", { amenities: ["snorkeling"] }],
  ["κατάδυση", { amenities: ["snorkeling"] }],
  ["snorkel", { amenities: ["snorkeling"] }],
  ["θαλάσσια σπορ", { amenities: ["water_sports"] }],
  ["θαλάσσια σπόρ", { amenities: ["water_sports"] }],
  ["jet ski", { amenities: ["water_sports"] }],
  ["για παιδιά", { prefer: ["family_friendly"] }],
  ["παιδιά", { prefer: ["family_friendly"] }],
  ["οικογένεια", { prefer: ["family_friendly"] }],
  ["οικογενειακή", { prefer: ["family_friendly"] }],
  ["paidia", { prefer: ["family_friendly"] }],
  ["gia paidia", { prefer: ["family_friendly"] }],
  ["kids friendly", { amenities: ["family_friendly"] }],
  ["kid-friendly", { amenities: ["family_friendly"] }],
  ["kids-friendly", { amenities: ["family_friendly"] }],
  ["child-friendly", { amenities: ["family_friendly"] }],
  ["βάρκα", { amenities: ["boat_trips"] }],
  ["καραβάκι", { amenities: ["boat_trips"] }],
  ["εκδρομή με σκάφος", { amenities: ["boat_trips"] }],
  ["ψάρεμα", { amenities: ["fishing"] }],
  ["ηλιοβασίλεμα", { amenities: ["photography"] }],
  ["sunset", { amenities: ["photography"] }],
  ["πεζοπορία", { amenities: ["hiking"] }],
  ["μονοπάτι", { amenities: ["hiking"] }],
  ["πουλιά", { amenities: ["birdwatching"] }],
  ["βουτιές από βράχια", { amenities: ["cliff_jumping"] }],
  ["cliff diving", { amenities: ["cliff_jumping"] }],
];

describe("Greek and Greeklish keywords", () => {
  it.each(GREEK_AND_GREEKLISH)("%j", (text, filters) => {
    expect(parse(text)).toMatchObject({ term: "", place: null, filters: { ...NO_FILTERS, ...filters } });
  });

  const greekRows = GREEK_AND_GREEKLISH.filter(([text]) => isGreek(text));
  it.each(greekRows)("%j without accents, in capitals and with a plain final sigma", (text, filters) => {
    const expected = { term: "", place: null, filters: { ...NO_FILTERS, ...filters } };
    for (const variant of [
      withoutAccents(text),
      text.toUpperCase(),
      withoutAccents(text).toUpperCase(),
      withPlainSigma(text),
    ]) {
      expect(parse(variant), variant).toMatchObject(expected);
    }
  });

  it("capitalises Greeklish too", () => {
    expect(parse("Ammoudia").filters).toEqual({ ...NO_FILTERS, type: ["SANDY"] });
    expect(parse("GALAZIA SIMAIA").filters).toEqual({ ...NO_FILTERS, blueFlag: true });
  });
});

describe("every vocabulary entry", () => {
  const rows = KEYWORD_TABLE.flatMap(([effect, phrases]) =>
    phrases.map((phrase) => [phrase, effect] as const),
  );

  it.each(rows)("%j alone gives its own filter and nothing else", (phrase, effect) => {
    expect(parse(phrase)).toMatchObject({ term: "", place: null, filters: filtersOf(effect) });
  });

  it.each([...FILLER_WORDS, ...GENERIC_WORDS])("%j alone narrows nothing", (word) => {
    expect(parse(word)).toMatchObject({ term: "", place: null, filters: NO_FILTERS });
  });

  it("never gives one phrase two meanings", () => {
    const meanings = new Map<string, string>();
    const clashes: string[] = [];
    for (const [effect, phrases] of KEYWORD_TABLE) {
      for (const phrase of phrases) {
        const key = searchKey(phrase);
        const meaning = JSON.stringify(effect);
        const earlier = meanings.get(key);
        if (earlier !== undefined && earlier !== meaning) clashes.push(`${phrase}: ${earlier} / ${meaning}`);
        meanings.set(key, meaning);
      }
    }
    const neutral = new Set([...FILLER_WORDS, ...GENERIC_WORDS].map(searchKey));
    for (const key of meanings.keys())
      if (neutral.has(key)) clashes.push(`${key}: keyword and filler/generic`);
    expect(clashes).toEqual([]);
  });
});

describe("one meaning of calm: the sea of a day", () => {
  /** Parsed as the server does when a forecast is served for today. */
  const withForecast = (text: string) => parseSearchQuery(text, places, { forecast: true });

  it.each<[string, QueryFilters["calm"]]>([
    ["calm beach today", "today"],
    ["Calm sea TODAY", "today"],
    ["calm water this morning", "today"],
    ["flat sea right now", "today"],
    ["no waves tomorrow", "tomorrow"],
    ["no wind tomorrow afternoon", "tomorrow"],
    ["sheltered beach tomorrow", "tomorrow"],
    ["ήρεμη θάλασσα σήμερα", "today"],
    ["Ηρεμη θαλασσα αυριο", "tomorrow"],
    ["χωρίς αέρα σήμερα", "today"],
    ["hremh thalassa shmera", "today"],
    ["sheltered from the wind tomorrow", "tomorrow"],
    ["απάνεμη παραλία αύριο", "tomorrow"],
    // One day per search: the first one named.
    ["calm today or tomorrow", "today"],
    ["tomorrow or today, calm please", "tomorrow"],
  ])("%j asks for a calm sea %s, by the forecast, and not for the fixed CALM", (text, day) => {
    for (const parsed of [parse(text), withForecast(text)]) {
      expect(parsed).toMatchObject({ term: "", place: null, filters: { ...NO_FILTERS, calm: day } });
    }
  });

  it.each([
    "calm",
    "calm water",
    "calm beach",
    "ήρεμη",
    "ήρεμη θάλασσα",
    "sheltered",
    "no waves",
    "sheltered from the wind",
    "out of the wind",
    "wind-sheltered beach",
    "protected from the wind",
    "απάνεμη παραλία",
    "απάνεμο",
    "απάνεμες παραλίες",
    "apanemi",
  ])("%j without a day is today's sea when a forecast is served", (text) => {
    expect(withForecast(text)).toMatchObject({
      term: "",
      filters: { ...NO_FILTERS, calm: "today" },
    });
  });

  it.each(["calm", "calm water", "ήρεμη", "sheltered", "sheltered from the wind", "απάνεμη παραλία"])(
    "%j without a day and without a forecast falls back to the fixed 'Usually calm'",
    (text) => {
      expect(parse(text)).toMatchObject({
        term: "",
        filters: { ...NO_FILTERS, waveConditions: ["CALM"], calm: null },
      });
    },
  );

  it.each([
    "usually calm",
    "usually calm water",
    "generally calm",
    "a mostly calm beach",
    "usually sheltered",
    "συνήθως ήρεμη",
    "συνήθως ήρεμα νερά",
    "γενικά ήρεμη θάλασσα",
    "sinithos iremi",
    "shallow",
    "kid safe",
    "crystal clear",
    "ρηχά νερά",
  ])("%j is the beach's fixed 'Usually calm', whatever the forecast", (text) => {
    for (const parsed of [parse(text), withForecast(text)]) {
      expect(parsed).toMatchObject({
        term: "",
        filters: { ...NO_FILTERS, waveConditions: ["CALM"], calm: null },
      });
    }
  });

  it("keeps the fixed facts of a beach beside a day: shallow and clear water are not forecast", () => {
    expect(parse("crystal clear water today").filters).toEqual({ ...NO_FILTERS, waveConditions: ["CALM"] });
    expect(parse("shallow calm water tomorrow").filters).toEqual({
      ...NO_FILTERS,
      waveConditions: ["CALM"],
      calm: "tomorrow",
    });
    expect(withForecast("usually calm sandy beach").filters).toEqual({
      ...NO_FILTERS,
      type: ["SANDY"],
      waveConditions: ["CALM"],
    });
  });

  it("takes a day alone as narrowing nothing, and leaves no word of it to match names", () => {
    for (const text of ["today", "tomorrow", "σήμερα", "αύριο", "simera", "avrio", "this morning"]) {
      expect(parse(text), text).toMatchObject({ term: "", filters: NO_FILTERS, leftover: [] });
    }
    expect(parse("sandy beach today")).toMatchObject({
      term: "",
      filters: { ...NO_FILTERS, type: ["SANDY"] },
    });
    // Waves are not a calm sea: a windy day is not asked of the forecast.
    expect(parse("big waves tomorrow").filters).toEqual({ ...NO_FILTERS, waveConditions: ["WAVY"] });
  });

  it("does not take 'tonight' for a day: no one swims in the forecast's swimming hours then", () => {
    expect(parse("calm tonight")).toMatchObject({
      filters: { ...NO_FILTERS, waveConditions: ["CALM"] },
      leftover: ["tonight"],
    });
  });

  it("reads a calm day beside other features and a place", () => {
    expect(sorted(parse("calm sandy beach near Chania today").filters)).toEqual(
      sorted({ ...NO_FILTERS, type: ["SANDY"], calm: "today" }),
    );
    expect(parse("calm sandy beach near Chania today").place).toBe("Crete");
    expect(withForecast("calm sandy beach in Crete").filters).toEqual({
      ...NO_FILTERS,
      type: ["SANDY"],
      calm: "today",
    });
    expect(withForecast("απάνεμη παραλία Νάξος")).toMatchObject({
      place: "Naxos",
      filters: { ...NO_FILTERS, calm: "today" },
    });
  });
});

describe("getting there and getting in", () => {
  it.each<[string, QueryFilters["access"]]>([
    // Wheelchair access
    ["wheelchair accessible", ["wheelchair"]],
    ["wheelchair access", ["wheelchair"]],
    ["wheelchair friendly", ["wheelchair"]],
    ["Wheelchair-friendly beach", ["wheelchair"]],
    ["accessible beach", ["wheelchair"]],
    ["accessible", ["wheelchair"]],
    ["disabled access", ["wheelchair"]],
    ["ΑμεΑ", ["wheelchair"]],
    ["για ΑμεΑ", ["wheelchair"]],
    ["παραλία για ΑΜΕΑ", ["wheelchair"]],
    ["amea", ["wheelchair"]],
    ["gia amea", ["wheelchair"]],
    ["προσβάσιμη", ["wheelchair"]],
    ["προσβάσιμη παραλία", ["wheelchair"]],
    ["prosvasimi paralia", ["wheelchair"]],
    // Seatrac
    ["seatrac", ["seatrac"]],
    ["sea trac", ["seatrac"]],
    ["Sea-Trac", ["seatrac"]],
    ["σιτρακ", ["seatrac"]],
    ["beach with a seatrac", ["seatrac"]],
    // Dogs
    ["dog friendly", ["dogs"]],
    ["dogs allowed", ["dogs"]],
    ["with my dog", ["dogs"]],
    ["pet friendly", ["dogs"]],
    ["με σκυλί", ["dogs"]],
    ["σκύλος", ["dogs"]],
    ["για σκύλους", ["dogs"]],
    ["gia skylous", ["dogs"]],
    ["me skyli", ["dogs"]],
    // Naturism
    ["nudist", ["naturism"]],
    ["naturist", ["naturism"]],
    ["nude", ["naturism"]],
    ["clothing optional", ["naturism"]],
    ["clothing-optional beach", ["naturism"]],
    ["γυμνιστική", ["naturism"]],
    ["γυμνιστική παραλία", ["naturism"]],
    ["παραλία γυμνιστών", ["naturism"]],
    ["gymnistiki", ["naturism"]],
    ["gimnistiki paralia", ["naturism"]],
    // Natural shade
    ["shade", ["shade"]],
    ["shady", ["shade"]],
    ["natural shade", ["shade"]],
    ["trees", ["shade"]],
    ["beach with pine trees", ["shade"]],
    ["με σκιά", ["shade"]],
    ["σκιά", ["shade"]],
    ["σκιερή", ["shade"]],
    ["skia", ["shade"]],
    ["me skia", ["shade"]],
    // Only by boat
    ["only by boat", ["boat_only"]],
    ["boat only", ["boat_only"]],
    ["reachable by boat", ["boat_only"]],
    ["beach only reachable by boat", ["boat_only"]],
    ["μόνο με καραβάκι", ["boat_only"]],
    ["μόνο με βάρκα", ["boat_only"]],
    ["mono me karavaki", ["boat_only"]],
    // No long walk
    ["no walk", ["short_walk"]],
    ["no long walk", ["short_walk"]],
    ["no hiking", ["short_walk"]],
    ["easy access", ["short_walk"]],
    ["close to the car", ["short_walk"]],
    ["κοντά στο αυτοκίνητο", ["short_walk"]],
    ["χωρίς περπάτημα", ["short_walk"]],
    ["xoris perpatima", ["short_walk"]],
    // Reachable by car
    ["by car", ["car"]],
    ["drive to", ["car"]],
    ["car access", ["car"]],
    ["με αυτοκίνητο", ["car"]],
    ["me aftokinito", ["car"]],
    ["me autokinito", ["car"]],
  ])("%j asks for %j and nothing else", (text, access) => {
    expect(parse(text)).toMatchObject({
      term: "",
      place: null,
      filters: { ...NO_FILTERS, access },
      leftover: [],
    });
  });

  it("reads Greek access words without accents and in capitals", () => {
    for (const text of ["ΠΡΟΣΒΑΣΙΜΗ ΠΑΡΑΛΙΑ", "γυμνιστικη", "ΣΚΙΑ", "μονο με βαρκα", "χωρις περπατημα"]) {
      expect(parse(text).filters.access, text).toHaveLength(1);
      expect(parse(text).leftover, text).toEqual([]);
    }
  });

  it("keeps umbrellas the amenity and shade the beach's own", () => {
    expect(parse("umbrellas").filters).toEqual({ ...NO_FILTERS, amenities: ["umbrellas"] });
    expect(parse("ομπρέλες").filters).toEqual({ ...NO_FILTERS, amenities: ["umbrellas"] });
    expect(sorted(parse("shade and umbrellas").filters)).toEqual(
      sorted({ ...NO_FILTERS, amenities: ["umbrellas"], access: ["shade"] }),
    );
  });

  it("does not take 'no hiking' for hiking, nor 'only by boat' for boat trips", () => {
    expect(parse("no hiking").filters).toEqual({ ...NO_FILTERS, access: ["short_walk"] });
    expect(parse("hiking").filters).toEqual({ ...NO_FILTERS, amenities: ["hiking"] });
    expect(parse("only by boat").filters).toEqual({ ...NO_FILTERS, access: ["boat_only"] });
    expect(parse("boat trips").filters).toEqual({ ...NO_FILTERS, amenities: ["boat_trips"] });
    expect(parse("by boat").filters).toEqual({ ...NO_FILTERS, amenities: ["boat_trips"] });
    expect(parse("μόνο με καραβάκι").filters).toEqual({ ...NO_FILTERS, access: ["boat_only"] });
    expect(parse("καραβάκι").filters).toEqual({ ...NO_FILTERS, amenities: ["boat_trips"] });
  });

  it("keeps parking the Parking field and a car the access filter", () => {
    expect(parse("car park").filters).toEqual({
      ...NO_FILTERS,
      parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"],
    });
    expect(sorted(parse("by car with parking").filters)).toEqual(
      sorted({ ...NO_FILTERS, access: ["car"], parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }),
    );
  });

  it("tells an accessible beach from one easily or only reached", () => {
    expect(parse("accessible by car").filters.access).toEqual(["car"]);
    expect(parse("accessible only by boat").filters.access).toEqual(["boat_only"]);
    expect(parse("easily accessible").filters.access).toEqual(["short_walk"]);
    expect(parse("εύκολα προσβάσιμη").filters.access).toEqual(["short_walk"]);
  });

  it("reads several access needs beside other features and a place", () => {
    expect(parse("wheelchair accessible beach in Crete")).toMatchObject({
      place: "Crete",
      term: "Crete",
      filters: { ...NO_FILTERS, access: ["wheelchair"] },
    });
    expect(parse("dog friendly beach near Chania")).toMatchObject({
      place: "Crete",
      filters: { ...NO_FILTERS, access: ["dogs"] },
    });
    expect(sorted(parse("shady beach with taverna").filters)).toEqual(
      sorted({ ...NO_FILTERS, access: ["shade"], amenities: ["taverna"] }),
    );
    expect(parse("παραλία για ΑμεΑ Ρόδος")).toMatchObject({
      place: "Rhodes",
      filters: { ...NO_FILTERS, access: ["wheelchair"] },
    });
    expect(sorted(parse("sandy beach with seatrac and shade, no long walk").filters)).toEqual(
      sorted({ ...NO_FILTERS, type: ["SANDY"], access: ["seatrac", "shade", "short_walk"] }),
    );
  });
});

describe("Greek and Greeklish queries", () => {
  it.each<[string, Partial<QueryFilters>, string]>([
    ["παραλίες με άμμο στην Κρήτη", { type: ["SANDY"] }, "Crete"],
    ["Παραλιες με αμμο στην Κρητη", { type: ["SANDY"] }, "Crete"],
    ["ήσυχη παραλία με ταβέρνα στα Χανιά", { prefer: ["unorganized"], amenities: ["taverna"] }, "Crete"],
    ["isixi paralia me taverna sta Chania", { prefer: ["unorganized"], amenities: ["taverna"] }, "Crete"],
    ["kids friendly beach in Rhodes", { amenities: ["family_friendly"] }, "Rhodes"],
    ["γαλάζια σημαία Μύκονος", { blueFlag: true }, "Mykonos"],
    ["galazia simaia mykonos", { blueFlag: true }, "Mykonos"],
    [
      "θέλω μια ωραία οργανωμένη παραλία με ξαπλώστρες και ναυαγοσώστη κοντά στη Λευκάδα",
      { organized: ["organized"], amenities: ["sunbeds", "lifeguard"] },
      "Lefkada",
    ],
    [
      "psaxno paralia me votsala kai rixa nera sti Naxo",
      { type: ["PEBBLY"], waveConditions: ["CALM"] },
      "Naxos",
    ],
    [
      "παραλία για παιδιά με ρηχά νερά και σκιά στη Χαλκιδική",
      { waveConditions: ["CALM"], access: ["shade"], prefer: ["family_friendly"] },
      "Halkidiki",
    ],
    [
      "ερημική παραλία με βράχια για βουτιές από βράχια στη Μήλο",
      { type: ["OTHER"], amenities: ["cliff_jumping"], prefer: ["unorganized"] },
      "Milos",
    ],
    [
      "παραλία χωρίς κύμα με πάρκινγκ στην Κέρκυρα",
      { waveConditions: ["CALM"], parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] },
      "Corfu",
    ],
    ["ηλιοβασίλεμα Σαντορίνη", { amenities: ["photography"] }, "Santorini"],
    ["surf spot in Paros", { waveConditions: ["SURFABLE"] }, "Paros"],
    ["beaches in Mani", {}, "Peloponnese"],
  ])("%j", (text, filters, place) => {
    const parsed = parse(text);
    expect(parsed.place).toBe(place);
    // The order of values follows the parser's phrase order, not the text's; it does not matter.
    expect(sorted(parsed.filters)).toEqual(sorted({ ...NO_FILTERS, ...filters }));
    // Nothing of the text is left to match names: the term is empty or the place's own name.
    expect(["", place]).toContain(parsed.term);
  });

  it("reads 'pebbles and crystal clear water' as pebbly and calm, with nothing left over", () => {
    expect(parse("pebbles and crystal clear water")).toMatchObject({
      term: "",
      place: null,
      filters: { ...NO_FILTERS, type: ["PEBBLY"], waveConditions: ["CALM"] },
    });
  });

  it("keeps a beach name that no word of the vocabulary takes", () => {
    expect(parse("Vai")).toMatchObject({ term: "Vai", filters: NO_FILTERS });
    expect(parse("παραλία Μύρτος")).toMatchObject({ term: "Μύρτος", place: null, filters: NO_FILTERS });
    expect(parse("Kalo Livadi")).toMatchObject({ term: "Kalo Livadi", filters: NO_FILTERS });
    expect(parse("Makris Gialos")).toMatchObject({ term: "Makris Gialos", filters: NO_FILTERS });
  });
});

describe("the vocabulary leaves names alone", () => {
  const wordsOf = (names: readonly string[]) =>
    new Map(
      names.flatMap((name) =>
        searchKey(name)
          .split(" ")
          .map((word) => [word, name] as const),
      ),
    );
  const publicBeaches = new Set(
    DEMO_BEACHES.filter((beach) => beach.status === "ACTIVE").map((beach) => beach.name),
  );
  // A beach's other names ('Shipwreck Beach', 'Χρυσή Αμμουδιά') are searched as the beach too.
  const publicBeachWords = wordsOf([
    ...publicBeaches,
    ...allBeachAliases()
      .filter(({ name }) => publicBeaches.has(name))
      .map(({ alias }) => alias),
  ]);
  const placeWords = wordsOf(
    DEFAULT_PLACES.flatMap((place) => [place.name, ...place.aliases, ...(place.localities ?? [])]),
  );
  const keywordWords = KEYWORD_TABLE.flatMap(([, phrases]) => phrases).flatMap((phrase) =>
    searchKey(phrase).split(" "),
  );
  const neutralWords = [...FILLER_WORDS, ...GENERIC_WORDS].map(searchKey);

  /**
   * Keyword words (other than filler and generic ones, below) shared with a public beach name or
   * alias on purpose. The search takes a named beach's words before keywords, and none of these
   * words is a feature in its own right or the beach has that feature anyway.
   */
  const SHARED_KEYWORD_WORDS: Record<string, string> = {
    // Only inside 'golden sand', 'big waves' and 'big parking'.
    golden: "Golden Beach",
    big: "Big Banana",
    // 'αμμουδιά' (sandy) and 'χρυσή άμμος' (golden sand): Chrysi Ammoudia is a sandy beach.
    amudia: "Chrysi Ammoudia",
    hrisi: "Chrysi Ammoudia",
  };
  /** Filler and generic words shared with a public beach name or alias; the rest still names the beach. */
  const SHARED_NEUTRAL_WORDS: Record<string, string> = {
    beah: "Banana Beach, Paradise Beach, Red Beach, ...",
    paralia: "Kokkini Paralia (Red Beach)",
    // 'bay' has the key of the filler 'be'.
    be: "Anthony Quinn Bay, St Paul's Bay",
    of: "Canal of Love (Canal d'Amour)",
    love: "Canal of Love (Canal d'Amour)",
    // του
    tu: "Κανάλι του Έρωτα (Canal d'Amour)",
    // Single letters left by apostrophes.
    s: "St Paul's Bay",
    d: "Canal d'Amour",
  };

  it("takes no word of a public demo beach name or alias, but for the listed ones", () => {
    const stolen = [...new Set(keywordWords)].filter(
      (word) => publicBeachWords.has(word) && !neutralWords.includes(word) && !(word in SHARED_KEYWORD_WORDS),
    );
    expect(stolen.map((word) => `${word} (${publicBeachWords.get(word)})`)).toEqual([]);
    const neutral = [...new Set(neutralWords)].filter(
      (word) => publicBeachWords.has(word) && !(word in SHARED_NEUTRAL_WORDS),
    );
    expect(neutral.map((word) => `${word} (${publicBeachWords.get(word)})`)).toEqual([]);
  });

  it("lists only exceptions that are still needed", () => {
    for (const word of Object.keys(SHARED_KEYWORD_WORDS)) {
      expect(keywordWords, word).toContain(word);
      expect(publicBeachWords.has(word), word).toBe(true);
    }
    for (const word of Object.keys(SHARED_NEUTRAL_WORDS)) {
      expect(neutralWords, word).toContain(word);
      expect(publicBeachWords.has(word), word).toBe(true);
    }
  });

  it("takes no word of a known place, town or alias ('many' would be Mani)", () => {
    // 'Shipwreck Beach' is matched as a whole name before any keyword or generic word.
    const taken = [...new Set([...keywordWords, ...neutralWords])].filter(
      (word) => placeWords.has(word) && word !== "beah",
    );
    expect(taken.map((word) => `${word} (${placeWords.get(word)})`)).toEqual([]);
  });
});
