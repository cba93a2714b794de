// Known Greek places and their other spellings. The search parser starts from DEFAULT_PLACES and
// switches to the ACTIVE area names once they load; the aliases make Greek-script and Greeklish
// spellings find the same area ('Κρήτη', 'Kriti' → Crete).
import { foldForSearch, stripDiacritics } from "./greek.ts";

export interface Place {
  /** The name the site uses (an area name once areas are loaded). */
  name: string;
  /** Other ways people write it: Greek script, Greeklish, older English forms. */
  aliases: string[];
}

export const DEFAULT_PLACES: readonly Place[] = [
  // Regions and mainland areas
  { name: "Crete", aliases: ["Κρήτη", "Kriti", "Krete"] },
  { name: "Attica", aliases: ["Αττική", "Attiki", "Athens", "Athina", "Αθήνα"] },
  { name: "Peloponnese", aliases: ["Πελοπόννησος", "Peloponnisos", "Peloponnesus"] },
  { name: "Halkidiki", aliases: ["Χαλκιδική", "Chalkidiki", "Halkidike"] },
  { name: "Pelion", aliases: ["Πήλιο", "Pilio"] },
  { name: "Parga", aliases: ["Πάργα"] },
  { name: "Evia", aliases: ["Εύβοια", "Evvoia", "Euboea"] },
  // Ionian islands
  { name: "Corfu", aliases: ["Κέρκυρα", "Kerkyra", "Kerkira"] },
  { name: "Zakynthos", aliases: ["Ζάκυνθος", "Zante", "Zakinthos"] },
  { name: "Kefalonia", aliases: ["Κεφαλονιά", "Cephalonia", "Kefallonia", "Kefallinia"] },
  { name: "Lefkada", aliases: ["Λευκάδα", "Lefkas", "Leukada"] },
  { name: "Ithaca", aliases: ["Ιθάκη", "Ithaki"] },
  { name: "Paxos", aliases: ["Παξοί", "Paxoi", "Paxi"] },
  { name: "Kythira", aliases: ["Κύθηρα", "Kithira", "Cythera"] },
  // Cyclades
  { name: "Mykonos", aliases: ["Μύκονος", "Mikonos"] },
  { name: "Santorini", aliases: ["Σαντορίνη", "Thira", "Thera"] },
  { name: "Naxos", aliases: ["Νάξος"] },
  { name: "Paros", aliases: ["Πάρος"] },
  { name: "Antiparos", aliases: ["Αντίπαρος"] },
  { name: "Milos", aliases: ["Μήλος", "Melos"] },
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
  { name: "Rhodes", aliases: ["Ρόδος", "Rodos", "Rhodos"] },
  { name: "Kos", aliases: ["Κως", "Cos"] },
  { name: "Karpathos", aliases: ["Κάρπαθος"] },
  { name: "Patmos", aliases: ["Πάτμος"] },
  { name: "Symi", aliases: ["Σύμη", "Simi"] },
  { name: "Samos", aliases: ["Σάμος"] },
  { name: "Ikaria", aliases: ["Ικαρία", "Icaria"] },
  { name: "Chios", aliases: ["Χίος", "Hios", "Xios"] },
  { name: "Lesvos", aliases: ["Λέσβος", "Lesbos", "Mytilene"] },
  { name: "Lemnos", aliases: ["Λήμνος", "Limnos"] },
  { name: "Thassos", aliases: ["Θάσος", "Thasos"] },
  { name: "Samothraki", aliases: ["Σαμοθράκη", "Samothrace"] },
  // Sporades and Saronic
  { name: "Skiathos", aliases: ["Σκιάθος"] },
  { name: "Skopelos", aliases: ["Σκόπελος"] },
  { name: "Alonissos", aliases: ["Αλόννησος", "Alonnisos", "Alonisos"] },
  { name: "Aegina", aliases: ["Αίγινα", "Aigina", "Egina"] },
  { name: "Hydra", aliases: ["Ύδρα", "Ydra", "Idra"] },
  { name: "Spetses", aliases: ["Σπέτσες"] },
  // Crete's regional units and towns
  { name: "Chania", aliases: ["Χανιά", "Hania", "Xania"] },
  { name: "Heraklion", aliases: ["Ηράκλειο", "Iraklio", "Iraklion", "Heraklio"] },
  { name: "Rethymno", aliases: ["Ρέθυμνο", "Rethymnon", "Rethimno"] },
  { name: "Lasithi", aliases: ["Λασίθι", "Lassithi"] },
  { name: "Agios Nikolaos", aliases: ["Άγιος Νικόλαος", "Ayios Nikolaos"] },
  // Famous beach places
  { name: "Elafonisi", aliases: ["Ελαφονήσι", "Elafonissi"] },
  { name: "Balos", aliases: ["Μπάλος", "Balos Lagoon"] },
  { name: "Navagio", aliases: ["Ναυάγιο", "Shipwreck Beach"] },
  { name: "Porto Katsiki", aliases: ["Πόρτο Κατσίκι"] },
  { name: "Sarakiniko", aliases: ["Σαρακήνικο"] },
];

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

const DEFAULT_ENTRIES = entriesOf(DEFAULT_PLACES);

/**
 * Other known names of a place: its canonical name and aliases, without the name asked about (ignoring
 * case and accents). Lookup ignores case, accents and script and works from any of the names, so
 * 'Κρήτη', 'kriti' and 'Crete' find the same place. [] when unknown.
 */
export function aliasesFor(placeName: string): string[] {
  const folded = foldForSearch(placeName);
  if (folded === "") return [];
  const entry = DEFAULT_ENTRIES.find((candidate) => candidate.folded.has(folded));
  if (!entry) return [];
  const same = (name: string) => stripDiacritics(name.trim()).toLowerCase();
  const asked = same(placeName);
  const names = [entry.place.name, ...entry.place.aliases];
  return [...new Set(names)].filter((name) => same(name) !== asked);
}

/** The parser's places once the ACTIVE area names are known, each with the aliases we know of. */
export function placesFromAreaNames(names: readonly string[]): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const folded = foldForSearch(name);
    if (folded === "" || seen.has(folded)) continue;
    seen.add(folded);
    places.push({ name, aliases: aliasesFor(name) });
  }
  return places;
}
