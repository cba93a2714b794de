import { describe, expect, it } from "vitest";
import { DEMO_AREAS } from "#server/db/seed/demo-data.ts";
import { searchNeedles } from "../contract/filter-semantics.ts";
import { greekTownIndex } from "./gazetteer.ts";
import { searchKey } from "../contract/greek.ts";
import { DEFAULT_PLACES, placesFromAreaNames } from "./places.ts";
import { FILLER_WORDS, GENERIC_WORDS, KEYWORD_TABLE } from "./search-vocabulary.ts";
import type { QueryFilters } from "./search-query.ts";
import { emptyQueryFilters } from "./search-query.ts";
import {
  beachNameCandidates,
  editDistance,
  parseSearchQuery,
  placeMatches,
  searchWords,
} from "./search-query.ts";

const NO_FILTERS: QueryFilters = emptyQueryFilters();

describe("parseSearchQuery: the examples travellers type", () => {
  it("reads 'quiet sandy beach with a taverna near Chania'", () => {
    expect(parseSearchQuery("quiet sandy beach with a taverna near Chania")).toMatchObject({
      // Chania is a town of Crete. Every other word is filler, generic or a keyword, so the place
      // name becomes the term.
      term: "Crete",
      place: "Crete",
      filters: { ...NO_FILTERS, type: ["SANDY"], amenities: ["taverna"], prefer: ["unorganized"] },
    });
  });

  it("reads 'blue flag beaches in Corfu with snorkeling'", () => {
    expect(parseSearchQuery("blue flag beaches in Corfu with snorkeling")).toMatchObject({
      term: "Corfu",
      place: "Corfu",
      filters: { ...NO_FILTERS, blueFlag: true, amenities: ["snorkeling"] },
    });
  });

  it.each([
    ["Myrtos", { term: "Myrtos", place: null, filters: NO_FILTERS }],
    ["a", { term: "", place: null, filters: NO_FILTERS }],
    ["", { term: "", place: null, filters: NO_FILTERS }],
    ["Κρήτη", { term: "Crete", place: "Crete", filters: NO_FILTERS }],
    ["kriti sandy", { term: "Crete", place: "Crete", filters: { ...NO_FILTERS, type: ["SANDY"] } }],
  ])("%j", (text, expected) => {
    expect(parseSearchQuery(text)).toMatchObject(expected);
  });
});

describe("parseSearchQuery: keywords", () => {
  it.each<[string, Partial<QueryFilters>]>([
    // Beach type
    ["sandy", { type: ["SANDY"] }],
    ["golden sand", { type: ["SANDY"] }],
    ["pebbly", { type: ["PEBBLY"] }],
    ["pebbles", { type: ["PEBBLY"] }],
    ["shingle", { type: ["PEBBLY"] }],
    ["mixed", { type: ["MIXED"] }],
    ["rocky", { type: ["OTHER"] }],
    ["rocks", { type: ["OTHER"] }],
    // Waves; "quiet" alone is about crowds, "quiet water" about the sea
    ["calm", { waveConditions: ["CALM"] }],
    ["calm waters", { waveConditions: ["CALM"] }],
    ["quiet water", { waveConditions: ["CALM"] }],
    ["sheltered", { waveConditions: ["CALM"] }],
    ["kid safe", { waveConditions: ["CALM"] }],
    ["moderate", { waveConditions: ["MODERATE"] }],
    ["wavy", { waveConditions: ["WAVY"] }],
    ["rough", { waveConditions: ["WAVY"] }],
    ["surfing", { waveConditions: ["SURFABLE"] }],
    ["kitesurf", { waveConditions: ["SURFABLE"] }],
    // Parking: a bare mention is the amenity; sizes and 'no' pick a parking option
    ["parking", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
    ["car park", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
    ["with parking", { parking: ["ROADSIDE", "SMALL_LOT", "LARGE_LOT"] }],
    ["large parking", { parking: ["LARGE_LOT"] }],
    ["big parking", { parking: ["LARGE_LOT"] }],
    ["small parking", { parking: ["SMALL_LOT"] }],
    ["roadside", { parking: ["ROADSIDE"] }],
    ["no parking", { parking: ["NONE"] }],
    // Setup
    ["organized", { organized: ["organized"] }],
    ["organised", { organized: ["organized"] }],
    ["sunbeds and umbrellas", { organized: ["organized"] }],
    ["quiet", { prefer: ["unorganized"] }],
    ["secluded", { prefer: ["unorganized"] }],
    ["wild", { prefer: ["unorganized"] }],
    ["unorganised", { organized: ["unorganized"] }],
    // Blue flag
    ["blue flag", { blueFlag: true }],
    ["blueflag", { blueFlag: true }],
    ["Blue-Flag", { blueFlag: true }],
    ["certified", { blueFlag: true }],
    // Amenities
    ["taverna", { amenities: ["taverna"] }],
    ["restaurant", { amenities: ["taverna"] }],
    ["beach bar", { amenities: ["beach_bar"] }],
    ["cocktails", { amenities: ["beach_bar"] }],
    ["snacks", { amenities: ["food"] }],
    ["party", { amenities: ["music"] }],
    ["sunbeds", { amenities: ["sunbeds"] }],
    ["loungers", { amenities: ["sunbeds"] }],
    ["shade", { access: ["shade"] }],
    ["umbrellas", { amenities: ["umbrellas"] }],
    ["showers", { amenities: ["showers"] }],
    ["wc", { amenities: ["toilets"] }],
    ["lifeguard", { amenities: ["lifeguard"] }],
    ["snorkelling", { amenities: ["snorkeling"] }],
    ["jet ski", { amenities: ["water_sports"] }],
    ["watersports", { amenities: ["water_sports"] }],
    ["family friendly", { amenities: ["family_friendly"] }],
    ["kids", { prefer: ["family_friendly"] }],
    ["boat trips", { amenities: ["boat_trips"] }],
    ["fishing", { amenities: ["fishing"] }],
    ["sunset", { amenities: ["photography"] }],
    ["instagram", { amenities: ["photography"] }],
    ["hike", { amenities: ["hiking"] }],
    ["birdwatching", { amenities: ["birdwatching"] }],
    ["cliff jumping", { amenities: ["cliff_jumping"] }],
  ])("%j", (text, filters) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.filters).toEqual({ ...NO_FILTERS, ...filters });
    expect(parsed.term).toBe("");
  });

  it.each<[string, Partial<QueryFilters>]>([
    ["sandy sand beach", { type: ["SANDY"] }],
    ["taverna or restaurant", { amenities: ["taverna"] }],
    ["calm calm waters", { waveConditions: ["CALM"] }],
  ])("deduplicates: %j", (text, filters) => {
    expect(parseSearchQuery(text).filters).toEqual({ ...NO_FILTERS, ...filters });
  });

  it.each<[string, Partial<QueryFilters>]>([
    // "beach bar" is one phrase, not the generic word "beach" and a bar.
    ["beach bar with cocktails", { amenities: ["beach_bar"] }],
    ["quiet waters and sunbeds", { waveConditions: ["CALM"], amenities: ["sunbeds"] }],
    ["large parking and showers", { parking: ["LARGE_LOT"], amenities: ["showers"] }],
    [
      "Sandy, calm, organised beach with lifeguard & showers for kids",
      {
        type: ["SANDY"],
        waveConditions: ["CALM"],
        organized: ["organized"],
        amenities: ["lifeguard", "showers"],
        prefer: ["family_friendly"],
      },
    ],
  ])("prefers the longest phrase: %j", (text, filters) => {
    expect(parseSearchQuery(text).filters).toEqual({ ...NO_FILTERS, ...filters });
  });
});

describe("parseSearchQuery: places", () => {
  it.each([
    // Name, Greek script, Greeklish and other aliases, any case or accents
    ["Crete", "Crete"],
    ["crete", "Crete"],
    ["Κρήτη", "Crete"],
    ["ΚΡΗΤΗ", "Crete"],
    ["kriti", "Crete"],
    ["Kerkira", "Corfu"],
    ["Zante", "Zakynthos"],
    ["Cephalonia", "Kefalonia"],
    // Towns and regional units give their area
    ["Χανιά", "Crete"],
    ["Xania", "Crete"],
    ["Iraklio", "Crete"],
    ["Lindos", "Rhodes"],
    ["Thira", "Santorini"],
    ["Athens", "Attica"],
    ["Ios", "Ios"],
    // Multi-word names, exact and with a generic word inside
    ["Agios Nikolaos", "Crete"],
    ["Άγιος Νικόλαος", "Crete"],
    ["Shipwreck Beach", "Navagio"],
    // Spelling variants of a name, alias or locality (same searchKey)
    ["Rethimnon", "Crete"],
    ["Chersonisos", "Crete"],
    ["Cefalonia", "Kefalonia"],
  ])("%j → %s", (text, place) => {
    expect(parseSearchQuery(text).place).toBe(place);
  });

  it.each([
    // 'crete' has 5 letters: min(2, floor(5 / 3)) = 1 edit allowed.
    ["Cretw", "Crete"], // one substitution
    ["Crte", "Crete"], // one deletion
    // 'zakynthos' has 9 letters: min(2, floor(9 / 3)) = 2 edits allowed.
    ["Zakyntos", "Zakynthos"], // one deletion
    ["Zakinthoss", "Zakynthos"], // 'zakinthos' alias plus one insertion
    ["Santorni", "Santorini"],
    ["Kefalnia", "Kefalonia"],
    ["porto katsik", "Porto Katsiki"],
    // A different first letter is forgiven as the one edit of a name under 8 letters.
    ["Xrete", "Crete"],
  ])("accepts the typo %j → %s", (text, place) => {
    expect(parseSearchQuery(text).place).toBe(place);
  });

  it.each([
    // A swap is two edits (Levenshtein), more than the one 'crete' allows.
    ["Crtee"],
    // 'ios' and 'kos' have 3 letters, one edit allowed: 'io' is too short to be considered at all.
    ["io"],
    ["Myrtos"],
    ["Atlantis"],
    // Two edits, but the first letter differs: a different name, not a typo of 'Zakynthos'.
    ["Sakyntos"],
    // Localities need their exact spelling; 'Lindas' is not Lindos.
    ["Lindas"],
  ])("rejects %j", (text) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.place).toBeNull();
    expect(parsed.term).toBe(text);
  });

  it("prefers an exact match to a fuzzy one, wherever it is", () => {
    expect(parseSearchQuery("Cretw Corfu").place).toBe("Corfu");
    // 'ios' is one edit from 'kos', but 'ios' is itself a place.
    expect(parseSearchQuery("ios").place).toBe("Ios");
  });

  it("keeps the words it did not use as the term", () => {
    expect(parseSearchQuery("Myrtos Kefalonia")).toMatchObject({ term: "Myrtos", place: "Kefalonia" });
    expect(parseSearchQuery("Paleokastritsa in Κέρκυρα")).toMatchObject({
      term: "Paleokastritsa",
      place: "Corfu",
    });
    expect(parseSearchQuery("Balos lagoon Crete")).toMatchObject({ term: "Crete", place: "Balos" });
  });

  it("prefers an area's own name to the same name as a locality of another area", () => {
    const places = placesFromAreaNames(["Crete", "Chania"]);
    expect(parseSearchQuery("Χανιά", places)).toMatchObject({ place: "Chania", term: "Chania" });
    // Across the text too: a place name anywhere beats a locality before it.
    expect(parseSearchQuery("Chora Mykonos")).toMatchObject({ place: "Mykonos", term: "Chora" });
  });

  it("uses the loaded areas instead of the defaults", () => {
    const places = placesFromAreaNames(["Crete", "Kissamos"]);
    expect(parseSearchQuery("Κρήτη", places)).toMatchObject({ place: "Crete", term: "Crete" });
    expect(parseSearchQuery("kisamos", places)).toMatchObject({ place: "Kissamos", term: "Kissamos" });
    // Corfu is only a default place.
    expect(parseSearchQuery("Corfu", places)).toMatchObject({ place: null, term: "Corfu" });
  });
});

describe("parseSearchQuery: the active demo areas", () => {
  const places = placesFromAreaNames(
    DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name),
  );
  const parse = (text: string) => parseSearchQuery(text, places);

  it("reads a town as its area", () => {
    expect(parse("quiet sandy beach with a taverna near Chania")).toMatchObject({
      term: "Crete",
      place: "Crete",
      filters: { ...NO_FILTERS, type: ["SANDY"], amenities: ["taverna"], prefer: ["unorganized"] },
    });
    expect(parse("beaches in Hania")).toMatchObject({ term: "Crete", place: "Crete", filters: NO_FILTERS });
    expect(parse("Fira sandy")).toMatchObject({
      term: "Santorini",
      place: "Santorini",
      filters: { ...NO_FILTERS, type: ["SANDY"] },
    });
  });

  it.each([
    ["Chania", "Crete"],
    ["Ηράκλειο", "Crete"],
    ["Lindos", "Rhodes"],
    ["Fiskardo", "Kefalonia"],
    ["Sithonia", "Halkidiki"],
    ["Sounio", "Attica"],
    ["Paleokastritsa", "Corfu"],
    ["Nidri", "Lefkada"],
    ["Laganas", "Zakynthos"],
    ["Nafplio", "Peloponnese"],
    ["Limenas", "Thassos"],
    ["Naoussa", "Paros"],
    ["Mykonos Town", "Mykonos"],
    ["Adamas", "Milos"],
    ["Skiathos Town", "Skiathos"],
    ["Chora", "Naxos"],
    ["Οία", "Santorini"],
  ])("%j → %s", (text, area) => {
    expect(parse(text)).toMatchObject({ place: area, term: area });
  });

  it("reads Greek and Greeklish generic and filler words", () => {
    expect(parse("παραλίες Κρήτη")).toMatchObject({ term: "Crete", place: "Crete", filters: NO_FILTERS });
    expect(parse("paralia kai taverna konta sta Chania")).toMatchObject({
      term: "Crete",
      place: "Crete",
      filters: { ...NO_FILTERS, amenities: ["taverna"] },
    });
    expect(parse("ακτή με θάλασσα για μπάνιο στη Λευκάδα")).toMatchObject({
      term: "Lefkada",
      place: "Lefkada",
    });
  });

  it.each(["Μύρτος", "mirtos", "Myrtos"])("keeps the beach name %j as the term", (text) => {
    expect(parse(text)).toMatchObject({ term: text, place: null, filters: NO_FILTERS });
  });

  it("gives every spelling of a beach name the same search needles", () => {
    const needles = ["Μύρτος", "mirtos", "Myrtos"].map((text) => searchNeedles(parse(text).term));
    expect(needles).toEqual([["mirtos"], ["mirtos"], ["mirtos"]]);
  });

  it("does not turn one name into another", () => {
    // 'katsiki' is two edits from Attica's alias 'attiki', but starts with another letter.
    expect(parse("Porto Katsiki")).toMatchObject({ term: "Porto Katsiki", place: null, filters: NO_FILTERS });
    expect(parse("Katsiki").place).toBeNull();
  });
});

describe("parseSearchQuery: places in the case a Greek sentence puts them in", () => {
  const towns = greekTownIndex();
  const parse = (text: string) => parseSearchQuery(text, DEFAULT_PLACES, { towns });

  it.each([
    // Islands and regions: accusative after 'στη(ν)', 'στο(ν)', 'στους'; genitive after 'της', 'του'
    ["παραλίες στην Κρήτη", "Crete"],
    ["οι καλύτερες παραλίες της Κρήτης", "Crete"],
    ["αμμουδιά στη Ρόδο", "Rhodes"],
    ["παραλίες της Ρόδου", "Rhodes"],
    ["στη Νάξο", "Naxos"],
    ["παραλίες στην Ίο", "Ios"],
    ["στους Παξούς", "Paxos"],
    ["παραλίες της Κεφαλονιάς", "Kefalonia"],
    ["ΠΑΡΑΛΙΕΣ ΤΗΣ ΖΑΚΥΝΘΟΥ", "Zakynthos"],
    // Towns and villages give their area
    ["παραλίες κοντά στη Λίνδο", "Rhodes"],
    ["παραλία του Ηρακλείου", "Crete"],
    ["στα Χανιά", "Crete"],
    ["παραλίες των Χανίων", "Crete"],
    ["παραλίες του Λασιθίου", "Crete"],
    ["κοντά στο Λαγανά", "Zakynthos"],
    ["κοντά στον Άγιο Νικόλαο", "Crete"],
    ["παραλίες του Αγίου Νικολάου", "Crete"],
    ["στον Νέο Μαρμαρά", "Halkidiki"],
    // A nominative whose key is short: Οία keys as 'ia'
    ["παραλίες της Οίας", "Santorini"],
    // Greeklish, after a Greek article or preposition
    ["paralies konta sti Lindo", "Rhodes"],
    ["paralies tis Kritis", "Crete"],
    ["sto Agio Nikolao", "Crete"],
  ])("%j → %s, every word used", (text, place) => {
    const parsed = parse(text);
    expect(parsed.place).toBe(place);
    expect(parsed.leftover).toEqual([]);
  });

  it.each([
    ["παραλίες κοντά στη Λίνδο", ["Lindos"]],
    ["κοντά στον Άγιο Νικόλαο", ["Agios Nikolaos"]],
    ["παραλίες των Χανίων", ["Chania"]],
    ["παραλίες κοντά στον Βόλο", ["Volos"]],
    ["konta sti Lindo", ["Lindos"]],
  ])("measures %j from the town it names", (text, names) => {
    expect([...new Set(parse(text).towns.map((town) => town.name))]).toEqual(names);
  });

  it("keeps an island in another case for the island, not its town", () => {
    expect(parse("κοντά στη Νάξο")).toMatchObject({ place: "Naxos", towns: [] });
    expect(parse("κοντά στη Μύκονο")).toMatchObject({ place: "Mykonos", towns: [] });
  });

  it("takes an island named beside a town for the place ('Νάουσα της Πάρου')", () => {
    const parsed = parse("κοντά στη Νάουσα της Πάρου");
    expect(parsed.place).toBe("Paros");
    expect(parsed.towns.map((town) => town.name)).toContain("Naoussa");
    expect(parsed.leftover).toEqual([]);
  });

  it("reads a case form of a name that is no place as a word ('Μύρτο': the beach Myrtos)", () => {
    expect(parse("παραλία Μύρτο")).toMatchObject({ place: null, towns: [], leftover: ["Μύρτο"] });
  });

  it("reads a Greek word after 'της' as Greek, not as Greeklish", () => {
    // 'της' keys as 'tis', the Greeklish article, but the word after it is in Greek script.
    expect(parse("παραλίες της Οίας").towns.map((town) => town.name)).toEqual(["Oia"]);
  });

  it("reads no case into Latin words outside Greeklish ('near Lindo' is not Lindos)", () => {
    expect(parse("near Lindo")).toMatchObject({ place: null, towns: [], leftover: ["Lindo"] });
    // 'to' is English as well: no case after it.
    expect(parse("to Lindo")).toMatchObject({ place: null, leftover: ["Lindo"] });
  });

  const greekVocabulary = [
    ...KEYWORD_TABLE.flatMap(([, phrases]) => phrases),
    ...FILLER_WORDS,
    ...GENERIC_WORDS,
  ].filter((phrase) => /\p{Script=Greek}/u.test(phrase));

  it("has Greek vocabulary to check", () => {
    expect(greekVocabulary.length).toBeGreaterThan(100);
  });

  it("never takes a Greek vocabulary word for a place or a town, in any case", () => {
    for (const phrase of greekVocabulary) {
      const parsed = parse(`παραλία ${phrase}`);
      expect(parsed.place, phrase).toBeNull();
      expect(parsed.towns, phrase).toEqual([]);
    }
  });

  it("keeps the genitive of 'beach' a generic word, not the town Paralia", () => {
    expect(parse("η ταβέρνα της παραλίας")).toMatchObject({ place: null, towns: [], leftover: [] });
  });
});

describe("parseSearchQuery: the cleaned term", () => {
  it.each([
    ["Myrtos!", "Myrtos"],
    ["I'm looking for Myrtos", "Myrtos"],
    ["show me Porto Timoni please", "Porto Timoni"],
    ["Μύρτος", "Μύρτος"],
    ["the best beaches", ""],
    ["x sandy", ""],
    ["beach", ""],
  ])("%j → %j", (text, term) => {
    expect(parseSearchQuery(text).term).toBe(term);
  });
});

describe("searchWords", () => {
  it.each([
    ["Myrtos beach", ["myrtos"]],
    ["sandy beach with parking near Myrtos", ["myrtos"]],
    ["Agia Anna", ["agia", "anna"]],
    ["Μύρτος", ["myrtos"]],
    ["MÝRTOS myrtos", ["myrtos"]],
    ["km 12 Elafonisi", ["elafonisi"]],
    ["Porto Katsiki", ["porto", "katsiki"]],
    // Nothing usable remains: the whole folded text is the one word.
    ["Beach 2", ["beach 2"]],
    ["sandy", ["sandy"]],
    ["Io", ["io"]],
    ["", []],
    ["!!!", []],
  ])("%j → %j", (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe("placeMatches", () => {
  it.each<[string | null, string, boolean]>([
    [null, "Crete", true],
    ["", "Crete", true],
    ["Crete", "Crete", true],
    ["crete", "CRETE", true],
    ["Crète", "Crete", true],
    // Known aliases count as the same place.
    ["Κρήτη", "Crete", true],
    ["Kriti", "Crete", true],
    ["Crete", "Κρήτη", true],
    // A shared word, or a prefix of 4+ letters.
    ["Agios Nikolaos", "Nikolaos Bay", true],
    ["Nikolaos", "Agios Nikolaos", true],
    ["Chani", "Chania", true],
    ["Chan", "Chania", true],
    ["Cha", "Chania", false],
    ["Corfu", "Crete", false],
    // A known locality of the area, in any spelling.
    ["Chania", "Crete", true],
    ["Χανιά", "Crete", true],
    ["Hania", "Κρήτη", true],
    ["Chania", "Corfu", false],
    ["Lindos", "Crete", false],
    ["Crete", "", false],
  ])("(%j, %j) → %s", (place, area, expected) => {
    expect(placeMatches(place, area)).toBe(expected);
  });
});

describe("editDistance", () => {
  it.each([
    ["crete", "crete", Infinity, 0],
    ["cretw", "crete", Infinity, 1],
    ["crtee", "crete", Infinity, 2],
    ["", "abc", Infinity, 3],
    ["kitten", "sitting", Infinity, 3],
    // Gives up once the limit is passed.
    ["crtee", "crete", 1, Infinity],
    ["a", "abcd", 2, Infinity],
  ])("(%j, %j, max %d) → %d", (a, b, max, expected) => {
    expect(editDistance(a, b, max)).toBe(expected);
  });
});

describe("beach names", () => {
  const places = placesFromAreaNames(
    DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name),
  );

  it("offers runs of words as beach-name candidates, longest first, without the area's own name", () => {
    const candidates = beachNameCandidates("porto katsiki lefkada sunset", places);
    expect(candidates.map((candidate) => candidate.key)).toEqual([
      "porto katsiki",
      "porto",
      "katsiki",
      "sunset",
    ]);
    expect(candidates[0]).toMatchObject({ start: 0, count: 2, key: "porto katsiki", exactOnly: false });
    expect(candidates.some((candidate) => candidate.key.includes("lefkada"))).toBe(false);
  });

  it("marks runs of feature and generic words as exact-only", () => {
    const byKey = new Map(beachNameCandidates("red beach sandy", places).map((c) => [c.key, c]));
    expect(byKey.get(searchKey("red beach"))?.exactOnly).toBe(false);
    expect(byKey.get(searchKey("sandy"))?.exactOnly).toBe(true);
  });

  it("lets a named beach take its words before keywords and places", () => {
    const parsed = parseSearchQuery("chrysi ammoudia thassos", places, {
      beach: { start: 0, count: 2, name: "Chrysi Ammoudia" },
    });
    expect(parsed).toMatchObject({ beach: "Chrysi Ammoudia", term: "Chrysi Ammoudia", place: "Thassos" });
    expect(parsed.filters.type).toEqual([]);
  });

  it("hands back the words nothing took", () => {
    expect(parseSearchQuery("pebbles near the lighthouse", places).leftover).toEqual(["lighthouse"]);
  });

  const keysAt = (text: string, start: number) =>
    beachNameCandidates(text, places)
      .filter((candidate) => candidate.start === start && candidate.count === 1)
      .map((candidate) => candidate.key);

  it("offers a Greek word in another case in the nominative too ('του Μύρτου' is Myrtos)", () => {
    expect(keysAt("η παραλία του Μύρτου", 3)).toEqual(expect.arrayContaining(["mirtu", "mirtos"]));
  });

  it("offers a town's case form only as the town's name, as after 'near'", () => {
    // 'Λαγανά' is Laganas in the accusative: only 'laganas', so the caller sees the town it knows.
    const candidates = beachNameCandidates("κοντά στον Λαγανά", places);
    expect(keysAt("κοντά στον Λαγανά", 2)).toEqual(["laganas"]);
    expect(candidates.find((candidate) => candidate.key === "laganas")?.before).toBe(searchKey("στον"));
    // Typed in the nominative, no other case of it is offered.
    expect(keysAt("κοντά στον Λαγανάς", 2)).toEqual(["laganas"]);
  });

  it("offers no other case for a run of feature words ('με άμμο' is no beach 'Ammos')", () => {
    expect(keysAt("παραλία με άμμο", 2)).toEqual([searchKey("άμμο")]);
  });
});
