// Known Greek places and their other spellings. The search parser starts from DEFAULT_PLACES and
// switches to the ACTIVE area names once they load; the aliases make Greek-script and Greeklish
// spellings find the same area ('Κρήτη', 'Kriti' → Crete), the localities lead a town to its area
// ('Chania' → Crete).
import { foldForSearch, stripDiacritics } from "../contract/greek.ts";

export interface Place {
  /** The name the site uses (an area name once areas are loaded). */
  name: string;
  /** Other ways people write it: Greek script, Greeklish, older English forms. */
  aliases: string[];
  /**
   * Towns, villages, regional units and capes inside it, in every spelling. The search parser
   * resolves them to this place; unlike aliases they are not in the stored search text, since a
   * beach is not 'in Chania' just because its area is Crete.
   */
  localities?: string[];
}

/** A known place; each locality lists its spellings, English name first. */
interface KnownPlace {
  name: string;
  aliases: string[];
  localities?: readonly (readonly [string, ...string[]])[];
}

const KNOWN_PLACES: readonly KnownPlace[] = [
  // Regions and mainland areas
  {
    name: "Crete",
    aliases: ["Κρήτη", "Kriti", "Krete"],
    localities: [
      ["Chania", "Χανιά", "Hania", "Xania"],
      ["Heraklion", "Ηράκλειο", "Iraklio", "Iraklion", "Heraklio"],
      ["Rethymno", "Ρέθυμνο", "Rethymnon", "Rethimno"],
      ["Lasithi", "Λασίθι", "Lassithi"],
      ["Agios Nikolaos", "Άγιος Νικόλαος", "Ayios Nikolaos"],
      ["Sitia", "Σητεία", "Siteia"],
      ["Ierapetra", "Ιεράπετρα"],
      ["Kissamos", "Κίσσαμος", "Kisamos"],
      ["Elounda", "Ελούντα"],
      ["Sfakia", "Σφακιά", "Chora Sfakion", "Χώρα Σφακίων"],
      ["Paleochora", "Παλαιόχωρα", "Palaiochora"],
      ["Hersonissos", "Χερσόνησος", "Chersonissos", "Hersonisos", "Limin Chersonisou"],
      ["Malia", "Μάλια"],
      ["Matala", "Μάταλα"],
      ["Plakias", "Πλακιάς"],
      ["Kalyves", "Καλύβες", "Kalives"],
      ["Stalis", "Σταλίδα", "Stalida", "Σταλίς"],
    ],
  },
  {
    name: "Attica",
    aliases: ["Αττική", "Attiki", "Athens", "Athina", "Αθήνα"],
    localities: [
      ["Glyfada", "Γλυφάδα", "Glifada"],
      ["Sounio", "Σούνιο", "Sounion"],
      ["Vouliagmeni", "Βουλιαγμένη"],
      ["Varkiza", "Βάρκιζα"],
      ["Piraeus", "Πειραιάς", "Pireas"],
      ["Lavrio", "Λαύριο", "Lavrion"],
      ["Marathon", "Μαραθώνας", "Marathonas"],
      ["Rafina", "Ραφήνα"],
      ["Nea Makri", "Νέα Μάκρη"],
      ["Artemida", "Αρτέμιδα", "Loutsa", "Λούτσα"],
      ["Saronida", "Σαρωνίδα"],
      ["Anavyssos", "Ανάβυσσος", "Anavissos"],
      ["Palaia Fokaia", "Παλαιά Φώκαια", "Palea Fokea"],
    ],
  },
  {
    name: "Peloponnese",
    aliases: ["Πελοπόννησος", "Peloponnisos", "Peloponnesus"],
    localities: [
      ["Nafplio", "Ναύπλιο", "Nafplion", "Nauplia"],
      ["Kalamata", "Καλαμάτα"],
      ["Monemvasia", "Μονεμβασιά", "Monemvassia"],
      ["Gythio", "Γύθειο", "Gytheio"],
      ["Pylos", "Πύλος", "Pilos"],
      ["Methoni", "Μεθώνη"],
      ["Patras", "Πάτρα", "Patra"],
      ["Mani", "Μάνη"],
      ["Stoupa", "Στούπα"],
      ["Porto Cheli", "Πόρτο Χέλι", "Porto Heli"],
      ["Ermioni", "Ερμιόνη"],
      ["Leonidio", "Λεωνίδιο"],
      ["Kyparissia", "Κυπαρισσία"],
      ["Xylokastro", "Ξυλόκαστρο"],
      ["Kiato", "Κιάτο"],
    ],
  },
  {
    name: "Halkidiki",
    aliases: ["Χαλκιδική", "Chalkidiki", "Halkidike"],
    localities: [
      ["Kassandra", "Κασσάνδρα", "Kasandra"],
      ["Sithonia", "Σιθωνία"],
      ["Neos Marmaras", "Νέος Μαρμαράς"],
      ["Polygyros", "Πολύγυρος", "Poligiros"],
      ["Pefkochori", "Πευκοχώρι", "Pefkohori"],
      ["Sarti", "Σάρτη"],
    ],
  },
  { name: "Pelion", aliases: ["Πήλιο", "Pilio"] },
  { name: "Parga", aliases: ["Πάργα"] },
  {
    name: "Evia",
    aliases: ["Εύβοια", "Evvoia", "Euboea"],
    localities: [
      ["Chalkida", "Χαλκίδα", "Chalkis", "Halkida"],
      ["Aidipsos", "Αιδηψός", "Edipsos", "Loutra Aidipsou", "Λουτρά Αιδηψού"],
    ],
  },
  // Ionian islands
  {
    name: "Corfu",
    aliases: ["Κέρκυρα", "Kerkyra", "Kerkira"],
    localities: [
      ["Paleokastritsa", "Παλαιοκαστρίτσα", "Palaiokastritsa"],
      ["Sidari", "Σιδάρι"],
      ["Kassiopi", "Κασσιόπη"],
      ["Kavos", "Κάβος"],
      ["Lefkimmi", "Λευκίμμη", "Lefkimi"],
    ],
  },
  {
    name: "Zakynthos",
    aliases: ["Ζάκυνθος", "Zante", "Zakinthos"],
    localities: [
      ["Laganas", "Λαγανάς"],
      ["Tsilivi", "Τσιλιβί"],
      ["Alykes", "Αλυκές", "Alikes"],
      ["Vasilikos", "Βασιλικός"],
      ["Keri", "Κερί"],
    ],
  },
  {
    name: "Kefalonia",
    aliases: ["Κεφαλονιά", "Cephalonia", "Kefallonia", "Kefallinia"],
    localities: [
      ["Argostoli", "Αργοστόλι", "Argostolion"],
      ["Fiskardo", "Φισκάρδο", "Fiscardo"],
      ["Sami", "Σάμη"],
      ["Lixouri", "Ληξούρι"],
    ],
  },
  {
    name: "Lefkada",
    aliases: ["Λευκάδα", "Lefkas", "Leukada"],
    localities: [
      ["Nidri", "Νυδρί", "Nydri", "Nidhrion"],
      ["Vasiliki", "Βασιλική"],
      ["Agios Nikitas", "Άγιος Νικήτας"],
    ],
  },
  { name: "Ithaca", aliases: ["Ιθάκη", "Ithaki"] },
  { name: "Paxos", aliases: ["Παξοί", "Paxoi", "Paxi"], localities: [["Gaios", "Γάιος"]] },
  { name: "Kythira", aliases: ["Κύθηρα", "Kithira", "Cythera"] },
  // Cyclades
  {
    name: "Mykonos",
    aliases: ["Μύκονος", "Mikonos"],
    localities: [
      // The town is 'Χώρα' in Greek, a name every Cycladic island uses for its own: the island's
      // name tells which.
      ["Mykonos Town", "Χώρα Μυκόνου"],
      ["Ano Mera", "Άνω Μερά"],
      ["Ornos", "Ορνός"],
    ],
  },
  {
    name: "Santorini",
    aliases: ["Σαντορίνη", "Thira", "Thera"],
    localities: [
      ["Fira", "Φηρά", "Phira"],
      ["Oia", "Οία"],
      ["Kamari", "Καμάρι"],
      ["Perissa", "Περίσσα"],
      ["Imerovigli", "Ημεροβίγλι"],
    ],
  },
  {
    name: "Naxos",
    aliases: ["Νάξος"],
    localities: [
      ["Chora", "Χώρα"],
      ["Filoti", "Φιλότι", "Filotion"],
      ["Apiranthos", "Απείρανθος"],
    ],
  },
  {
    name: "Paros",
    aliases: ["Πάρος"],
    localities: [
      ["Naoussa", "Νάουσα", "Naousa"],
      ["Parikia", "Παροικιά", "Paroikia"],
    ],
  },
  { name: "Antiparos", aliases: ["Αντίπαρος"] },
  {
    name: "Milos",
    aliases: ["Μήλος", "Melos"],
    localities: [
      ["Adamas", "Αδάμας", "Adamantas"],
      ["Plaka", "Πλάκα"],
      ["Pollonia", "Πολλώνια"],
    ],
  },
  { name: "Ios", aliases: ["Ίος"] },
  { name: "Sifnos", aliases: ["Σίφνος"] },
  { name: "Serifos", aliases: ["Σέριφος"] },
  { name: "Andros", aliases: ["Άνδρος"] },
  { name: "Tinos", aliases: ["Τήνος"] },
  { name: "Syros", aliases: ["Σύρος"] },
  { name: "Folegandros", aliases: ["Φολέγανδρος"] },
  { name: "Amorgos", aliases: ["Αμοργός"] },
  { name: "Koufonisia", aliases: ["Κουφονήσια", "Koufonissia"] },
  // Dodecanese and north-east Aegean
  {
    name: "Rhodes",
    aliases: ["Ρόδος", "Rodos", "Rhodos"],
    localities: [
      ["Lindos", "Λίνδος"],
      ["Faliraki", "Φαληράκι"],
      ["Ialysos", "Ιαλυσός", "Ialyssos"],
    ],
  },
  {
    name: "Kos",
    aliases: ["Κως", "Cos"],
    localities: [
      ["Kardamena", "Καρδάμαινα", "Kardamaina"],
      ["Kefalos", "Κέφαλος"],
    ],
  },
  { name: "Karpathos", aliases: ["Κάρπαθος"] },
  { name: "Patmos", aliases: ["Πάτμος"] },
  { name: "Symi", aliases: ["Σύμη", "Simi"] },
  {
    name: "Samos",
    aliases: ["Σάμος"],
    localities: [
      ["Pythagoreio", "Πυθαγόρειο", "Pythagorion"],
      ["Marathokampos", "Μαραθόκαμπος"],
    ],
  },
  { name: "Ikaria", aliases: ["Ικαρία", "Icaria"], localities: [["Agios Kirykos", "Άγιος Κήρυκος"]] },
  { name: "Chios", aliases: ["Χίος", "Hios", "Xios"], localities: [["Vrontados", "Βροντάδος"]] },
  {
    name: "Lesvos",
    aliases: ["Λέσβος", "Lesbos", "Mytilene"],
    localities: [
      ["Molyvos", "Μόλυβος", "Mithymna", "Μήθυμνα"],
      ["Plomari", "Πλωμάρι"],
    ],
  },
  { name: "Lemnos", aliases: ["Λήμνος", "Limnos"], localities: [["Myrina", "Μύρινα"]] },
  {
    name: "Thassos",
    aliases: ["Θάσος", "Thasos"],
    localities: [
      ["Limenas", "Λιμένας"],
      ["Limenaria", "Λιμενάρια"],
      ["Potos", "Ποτός"],
    ],
  },
  {
    name: "Samothraki",
    aliases: ["Σαμοθράκη", "Samothrace"],
    localities: [["Kamariotissa", "Καμαριώτισσα"]],
  },
  // Sporades and Saronic
  {
    name: "Skiathos",
    aliases: ["Σκιάθος"],
    // Its town is called by the island's name in Greek, which is already an alias.
    localities: [["Skiathos Town"]],
  },
  { name: "Skopelos", aliases: ["Σκόπελος"] },
  { name: "Alonissos", aliases: ["Αλόννησος", "Alonnisos", "Alonisos"] },
  { name: "Aegina", aliases: ["Αίγινα", "Aigina", "Egina"] },
  { name: "Hydra", aliases: ["Ύδρα", "Ydra", "Idra"] },
  { name: "Spetses", aliases: ["Σπέτσες"] },
  // Famous beach places
  { name: "Elafonisi", aliases: ["Ελαφονήσι", "Elafonissi"] },
  { name: "Balos", aliases: ["Μπάλος", "Balos Lagoon"] },
  { name: "Navagio", aliases: ["Ναυάγιο", "Shipwreck Beach"] },
  { name: "Porto Katsiki", aliases: ["Πόρτο Κατσίκι"] },
  { name: "Sarakiniko", aliases: ["Σαρακήνικο"] },
];

/**
 * Towns travellers name that lie in none of the places above, each with its spellings, English name
 * first. They resolve to no place ('near Volos' searches all of Greece from Volos); they are here
 * for their Greek names, which a Greek page shows ('πρώτα οι πιο κοντινές: Βόλος').
 */
const OTHER_TOWNS: readonly (readonly [string, ...string[]])[] = [
  ["Volos", "Βόλος"],
  ["Thessaloniki", "Θεσσαλονίκη"],
  ["Kavala", "Καβάλα"],
  ["Alexandroupoli", "Αλεξανδρούπολη", "Alexandroupolis"],
  ["Katerini", "Κατερίνη"],
  ["Leptokarya", "Λεπτοκαρυά", "Leptokaria"],
  ["Kamena Vourla", "Καμένα Βούρλα"],
  ["Preveza", "Πρέβεζα"],
  ["Igoumenitsa", "Ηγουμενίτσα"],
  ["Nafpaktos", "Ναύπακτος"],
  ["Mesolongi", "Μεσολόγγι", "Missolonghi"],
  ["Loutraki", "Λουτράκι"],
];

export const DEFAULT_PLACES: readonly Place[] = KNOWN_PLACES.map((known) => ({
  name: known.name,
  aliases: known.aliases,
  localities: (known.localities ?? []).flat(),
}));

/** Localities as places of their own, so an area named after a town ('Chania') still gets its spellings. */
export const KNOWN_LOCALITIES: readonly Place[] = KNOWN_PLACES.flatMap((known) =>
  (known.localities ?? []).map(([name, ...aliases]) => ({ name, aliases })),
);

/** Towns of no known place, with their spellings: they name no place in a search. */
export const KNOWN_TOWNS: readonly Place[] = OTHER_TOWNS.map(([name, ...aliases]) => ({ name, aliases }));

interface PlaceEntry {
  place: Place;
  folded: Set<string>;
}

function entriesOf(places: readonly Place[]): PlaceEntry[] {
  return places.map((place) => ({
    place,
    folded: new Set([place.name, ...place.aliases].map(foldForSearch).filter((name) => name !== "")),
  }));
}

// Places first: a name that is both a place and a locality elsewhere means the place.
const KNOWN_ENTRIES = [
  ...entriesOf(DEFAULT_PLACES),
  ...entriesOf(KNOWN_LOCALITIES),
  ...entriesOf(KNOWN_TOWNS),
];

function knownPlace(placeName: string): Place | undefined {
  const folded = foldForSearch(placeName);
  if (folded === "") return undefined;
  return KNOWN_ENTRIES.find((candidate) => candidate.folded.has(folded))?.place;
}

/**
 * Other known names of a place: its canonical name and aliases, without the name asked about (ignoring
 * case and accents). Lookup ignores case, accents and script and works from any of the names, so
 * 'Κρήτη', 'kriti' and 'Crete' find the same place. Towns count as places here ('Chania' →
 * 'Χανιά', 'Hania', 'Xania'), for an area named after one and for a town's Greek name. [] when
 * unknown.
 */
export function aliasesFor(placeName: string): string[] {
  const place = knownPlace(placeName);
  if (!place) return [];
  const same = (name: string) => stripDiacritics(name.trim()).toLowerCase();
  const asked = same(placeName);
  const names = [place.name, ...place.aliases];
  return [...new Set(names)].filter((name) => same(name) !== asked);
}

/** The known localities of a place, looked up by any of its names as aliasesFor is. [] when unknown. */
export function localitiesFor(placeName: string): string[] {
  return [...(knownPlace(placeName)?.localities ?? [])];
}

/** The parser's places once the ACTIVE area names are known, each with the aliases and localities we know of. */
export function placesFromAreaNames(names: readonly string[]): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const folded = foldForSearch(name);
    if (folded === "" || seen.has(folded)) continue;
    seen.add(folded);
    places.push({ name, aliases: aliasesFor(name), localities: localitiesFor(name) });
  }
  return places;
}

/**
 * The public areas as places, then every other place the gazetteer knows (islands and regions not in
 * the directory), so a search for them is understood as a place that has no beaches here.
 */
export function placesWithGazetteer(areaPlaces: readonly Place[]): Place[] {
  const known = new Set(areaPlaces.map((place) => foldForSearch(place.name)));
  return [...areaPlaces, ...DEFAULT_PLACES.filter((place) => !known.has(foldForSearch(place.name)))];
}
