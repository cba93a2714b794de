// Greek names of the demo areas and beaches (demo-data.ts), for the Greek version of the site.
// The project team compiled them by reading the names off public Greek maps and gazetteers
// (municipality and regional pages, Greek-language map labels); nothing was copied wholesale. Names are
// in monotonic orthography, nominative, without a leading "Παραλία" unless it is part of the name
// itself. Where the English name is a translation or a nickname, the name Greeks use is given instead
// (Canal d'Amour → Κανάλι του Έρωτα, Marble Beach → Σαλιάρα). A few small coves are rendered back into
// Greek the way the locals spell them.
//
// Keys are the English `name` exactly as in DEMO_AREAS and DEMO_BEACHES. No two demo beaches share an
// English name today, so beach keys are the bare name; should a duplicate ever appear, key it as
// `${name}|${area}` (demo-greek.test.ts fails until one of the two does).

/** Greek name of each demo area, keyed by the area's English name. */
export const DEMO_AREA_NAMES_EL: Readonly<Record<string, string>> = {
  Crete: "Κρήτη",
  Corfu: "Κέρκυρα",
  Zakynthos: "Ζάκυνθος",
  Kefalonia: "Κεφαλονιά",
  Lefkada: "Λευκάδα",
  Mykonos: "Μύκονος",
  Santorini: "Σαντορίνη",
  Naxos: "Νάξος",
  Paros: "Πάρος",
  Milos: "Μήλος",
  Rhodes: "Ρόδος",
  Halkidiki: "Χαλκιδική",
  Attica: "Αττική",
  Peloponnese: "Πελοπόννησος",
  Thassos: "Θάσος",
  Skiathos: "Σκιάθος",
  Kythira: "Κύθηρα",
  Samothraki: "Σαμοθράκη",
};

/** Greek name of each demo beach, keyed by the beach's English name. */
export const DEMO_BEACH_NAMES_EL: Readonly<Record<string, string>> = {
  // Crete
  Elafonisi: "Ελαφονήσι",
  Balos: "Μπάλος",
  Falassarna: "Φαλάσαρνα",
  Preveli: "Πρέβελη",
  Vai: "Βάι",
  Matala: "Μάταλα",
  "Seitan Limania": "Σεϊτάν Λιμάνια",
  Stavros: "Σταυρός",
  Plakias: "Πλακιάς",
  "Kato Zakros": "Κάτω Ζάκρος",
  Kalathas: "Καλάθας",

  // Corfu
  Paleokastritsa: "Παλαιοκαστρίτσα",
  Glyfada: "Γλυφάδα",
  "Agios Gordios": "Άγιος Γόρδιος",
  Issos: "Ίσσος",
  "Canal d'Amour": "Κανάλι του Έρωτα",
  "Porto Timoni": "Πόρτο Τιμόνι",
  Kalami: "Καλάμι",
  Barbati: "Μπαρμπάτι",
  Myrtiotissa: "Μυρτιώτισσα",

  // Zakynthos
  Navagio: "Ναυάγιο",
  Gerakas: "Γέρακας",
  "Banana Beach": "Μπανάνα",
  Laganas: "Λαγανάς",
  Kalamaki: "Καλαμάκι",
  Marathonisi: "Μαραθονήσι",
  Tsilivi: "Τσιλιβί",
  Alykes: "Αλυκές",

  // Kefalonia
  Myrtos: "Μύρτος",
  Antisamos: "Αντίσαμος",
  Xi: "Ξι",
  Petani: "Πετανοί",
  Skala: "Σκάλα",
  "Makris Gialos": "Μακρύς Γιαλός",
  Emblisi: "Έμπλυση",
  Lourdas: "Λουρδάς",
  Avythos: "Άβυθος",

  // Lefkada
  "Porto Katsiki": "Πόρτο Κατσίκι",
  Egremni: "Εγκρεμνοί",
  Kathisma: "Κάθισμα",
  "Agios Nikitas": "Άγιος Νικήτας",
  Pefkoulia: "Πευκούλια",
  Vasiliki: "Βασιλική",
  Agiofili: "Αγιοφύλλι",
  "Agios Ioannis": "Άγιος Ιωάννης",

  // Mykonos
  "Paradise Beach": "Παράδεισος",
  "Super Paradise": "Σούπερ Παράδεισος",
  Psarou: "Ψαρού",
  "Platis Gialos": "Πλατύς Γιαλός",
  Ornos: "Ορνός",
  Elia: "Ελιά",
  "Kalo Livadi": "Καλό Λιβάδι",
  Ftelia: "Φτελιά",

  // Santorini
  "Red Beach": "Κόκκινη Παραλία",
  Kamari: "Καμάρι",
  Perissa: "Περίσσα",
  Perivolos: "Περίβολος",
  Vlychada: "Βλυχάδα",
  Monolithos: "Μονόλιθος",

  // Naxos
  "Agios Georgios": "Άγιος Γεώργιος",
  "Agios Prokopios": "Άγιος Προκόπιος",
  "Agia Anna": "Αγία Άννα",
  Plaka: "Πλάκα",
  "Mikri Vigla": "Μικρή Βίγλα",
  Kastraki: "Καστράκι",
  Alyko: "Αλυκό",
  Apollonas: "Απόλλωνας",

  // Paros
  Kolymbithres: "Κολυμπήθρες",
  Monastiri: "Μοναστήρι",
  "Santa Maria": "Σάντα Μαρία",
  Livadia: "Λιβάδια",
  Logaras: "Λογαράς",
  "Golden Beach": "Χρυσή Ακτή",
  Pounta: "Πούντα",

  // Milos
  Sarakiniko: "Σαρακήνικο",
  Kleftiko: "Κλέφτικο",
  Firiplaka: "Φυριπλάκα",
  Tsigrado: "Τσιγκράδο",
  Provatas: "Προβατάς",
  Paliochori: "Παλαιοχώρι",
  Papafragas: "Παπάφραγκας",
  Pollonia: "Πολλώνια",

  // Rhodes
  Elli: "Έλλη",
  Faliraki: "Φαληράκι",
  "Anthony Quinn Bay": "Άντονι Κουίν",
  Kolymbia: "Κολύμπια",
  Tsambika: "Τσαμπίκα",
  Stegna: "Στεγνά",
  Agathi: "Αγάθη",
  "St Paul's Bay": "Άγιος Παύλος",
  Prasonisi: "Πρασονήσι",

  // Halkidiki
  Sani: "Σάνη",
  Fourka: "Φούρκα",
  Karydi: "Καρύδι",
  Kavourotrypes: "Καβουρότρυπες",
  Platanitsi: "Πλατανίτσι",
  Sarti: "Σάρτη",
  "Porto Koufo": "Πόρτο Κουφό",
  Kalamitsi: "Καλαμίτσι",
  Ouranoupoli: "Ουρανούπολη",

  // Attica
  Vouliagmeni: "Βουλιαγμένη",
  Limanakia: "Λιμανάκια",
  Varkiza: "Βάρκιζα",
  Saronida: "Σαρωνίδα",
  Legrena: "Λεγρενά",
  Sounio: "Σούνιο",
  Schinias: "Σχινιάς",

  // Peloponnese
  Voidokilia: "Βοϊδοκοιλιά",
  Methoni: "Μεθώνη",
  Finikounda: "Φοινικούντα",
  Stoupa: "Στούπα",
  Mavrovouni: "Μαυροβούνι",
  Simos: "Σίμος",
  Tolo: "Τολό",
  Karathona: "Καραθώνα",

  // Thassos
  Makryammos: "Μακρύαμμος",
  "Marble Beach": "Σαλιάρα",
  "Chrysi Ammoudia": "Χρυσή Αμμουδιά",
  Aliki: "Αλυκή",
  Potos: "Ποτός",
  Pefkari: "Πευκάρι",

  // Skiathos
  Koukounaries: "Κουκουναριές",
  "Big Banana": "Μεγάλη Μπανάνα",
  Troulos: "Τρούλος",
  Vromolimnos: "Βρωμόλιμνος",
  Tzaneria: "Τζανεριά",
  Achladies: "Αχλαδιές",
  Asselinos: "Ασέληνος",
  Lalaria: "Λαλάρια",
  "Mikri Banana": "Μικρή Μπανάνα",

  // Kythira
  Kapsali: "Καψάλι",
  Diakofti: "Διακόφτι",

  // Samothraki
  "Pachia Ammos": "Παχιά Άμμος",
  Kipos: "Κήπος",
};
