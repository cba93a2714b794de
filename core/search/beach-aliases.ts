// Other names travellers use for well-known beaches: the Greek name where transliteration does not
// reach the Latin one, and nicknames ('Shipwreck Beach' for Navagio). Keyed by the beach name as the
// directory writes it. They join the beach's searchable text, and the search takes them as the beach.
import { foldForSearch } from "../contract/greek.ts";

const BEACH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Navagio: ["Shipwreck Beach", "Shipwreck", "Smugglers Cove", "Ναυάγιο"],
  Balos: ["Balos Lagoon", "Μπάλος"],
  Elafonisi: ["Ελαφονήσι", "Pink Beach"],
  "Porto Katsiki": ["Πόρτο Κατσίκι"],
  "Red Beach": ["Κόκκινη Παραλία", "Kokkini Paralia", "Kokkini Beach"],
  "Seitan Limania": ["Σεϊτάν Λιμάνια", "Stefanou Beach"],
  Sarakiniko: ["Σαρακήνικο", "Moon Beach"],
  "Canal d'Amour": ["Κανάλι του Έρωτα", "Canal of Love"],
  "Anthony Quinn Bay": ["Anthony Quinn", "Vagies Bay"],
  "St Paul's Bay": ["Agios Pavlos", "Άγιος Παύλος", "Saint Paul's Bay"],
  Kleftiko: ["Κλέφτικο"],
  "Porto Timoni": ["Πόρτο Τιμόνι"],
  "Chrysi Ammoudia": ["Golden Beach Thassos", "Χρυσή Αμμουδιά"],
};

const BY_FOLDED_NAME = new Map(
  Object.entries(BEACH_ALIASES).map(([name, aliases]) => [foldForSearch(name), { name, aliases }]),
);

/** The known other names of a beach ([] when none). */
export function beachAliasesFor(beachName: string): readonly string[] {
  return BY_FOLDED_NAME.get(foldForSearch(beachName))?.aliases ?? [];
}

/** Every alias with the beach name it stands for. */
export function allBeachAliases(): { name: string; alias: string }[] {
  return [...BY_FOLDED_NAME.values()].flatMap(({ name, aliases }) =>
    aliases.map((alias) => ({ name, alias })),
  );
}
