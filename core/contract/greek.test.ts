import { describe, expect, it } from "vitest";
import {
  foldForSearch,
  greekNominatives,
  keyedNominatives,
  searchKey,
  stripDiacritics,
  transliterateGreek,
} from "./greek.ts";

describe("transliterateGreek", () => {
  // The brief's slug-level examples, compared in lower case.
  it.each([
    ["Μύρτος", "myrtos"],
    ["Ελαφονήσι", "elafonisi"],
    ["Μπάλος", "balos"],
    ["Κρήτη", "kriti"],
    ["Ναυάγιο", "navagio"],
    ["Αγία Άννα", "agia anna"],
    ["Ζάκυνθος", "zakynthos"],
    ["Κέρκυρα", "kerkyra"],
    ["Παλαιοκαστρίτσα", "palaiokastritsa"],
    ["Χανιά", "chania"],
    ["Ψαθούρα", "psathoura"],
    ["Σκιάθος", "skiathos"],
    ["Κουκουναριές", "koukounaries"],
    // Chosen form: ευ before β is 'ev', and β stays 'v'.
    ["Ευβοια", "evvoia"],
    ["Εύβοια", "evvoia"],
  ])("%s → %s", (greek, latin) => {
    expect(transliterateGreek(greek).toLowerCase()).toBe(latin);
  });

  it.each([
    ["Χανιά", "Chania"],
    ["ΧΑΝΙΑ", "CHANIA"],
    ["ΜΎΡΤΟΣ", "MYRTOS"],
    ["Θάσος", "Thasos"],
    ["Θ", "Th"],
    ["Ουρανούπολη", "Ouranoupoli"],
    ["Αγία Άννα", "Agia Anna"],
    ["Μπάλος", "Balos"],
  ])("keeps capitalisation: %s → %s", (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it.each([
    // μπ, ντ, γκ: one Latin letter at the start of a word, two inside it.
    ["Ντουμπάι", "Doumbai"],
    ["Λαμπή", "Lambi"],
    ["Γκίνη", "Gini"],
    ["Αγκίστρι", "Agkistri"],
    ["Πέντε", "Pente"],
    // γγ, γξ, γχ
    ["Άγγελος", "Angelos"],
    ["Σφίγξ", "Sfinx"],
    ["Έλεγχος", "Elenchos"],
    // αυ/ευ: 'v' before vowels and voiced consonants, 'f' before voiceless ones and at the end.
    ["Ναύπλιο", "Nafplio"],
    ["Λαύριο", "Lavrio"],
    ["Ευθυμία", "Efthymia"],
    ["ταυ", "taf"],
    // Diaeresis or an accent on the first vowel keeps the vowels apart.
    ["Αϊδόνι", "Aidoni"],
    ["προϋπόθεση", "proypothesi"],
    ["άυλος", "aylos"],
    // Final sigma and the remaining single letters.
    ["ξηρός", "xiros"],
    ["ψωμί", "psomi"],
    ["φως", "fos"],
    ["Βόλος", "Volos"],
    ["Ηλίας", "Ilias"],
  ])("%s → %s", (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it.each([
    ["Myrtos Beach", "Myrtos Beach"],
    ["café 24/7", "café 24/7"],
    ["", ""],
    ["Μύρτος (Kefalonia)", "Myrtos (Kefalonia)"],
  ])("passes other characters through: %s", (input, expected) => {
    expect(transliterateGreek(input)).toBe(expected);
  });

  it("reads decomposed accents and polytonic letters", () => {
    expect(transliterateGreek("Μύρτος".normalize("NFD"))).toBe("Myrtos");
    expect(transliterateGreek("Ἀθῆναι")).toBe("Athinai");
  });
});

describe("stripDiacritics", () => {
  it.each([
    ["Mýrtos", "Myrtos"],
    ["Crème brûlée", "Creme brulee"],
    ["Straße", "Strasse"],
    ["Ærø", "AEro"],
    ["plain", "plain"],
  ])("%s → %s", (input, expected) => {
    expect(stripDiacritics(input)).toBe(expected);
  });
});

describe("foldForSearch", () => {
  it.each([
    ["ΜΎΡΤΟΣ", "myrtos"],
    ["myrtos", "myrtos"],
    ["Mýrtos", "myrtos"],
    ["Μύρτος", "myrtos"],
    ["  Agia   Anna!! ", "agia anna"],
    ["Αγία Άννα", "agia anna"],
    ["Porto-Katsiki_beach", "porto katsiki beach"],
    ["Beach #1", "beach 1"],
    ["!!!", ""],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = foldForSearch("Παλαιοκαστρίτσα, Κέρκυρα");
    expect(foldForSearch(once)).toBe(once);
  });
});

describe("searchKey", () => {
  it.each([
    ["Myrtos", ["Μύρτος", "mirtos", "Myrtos", "MYRTOS", "Mýrtos"]],
    ["Elafonisi", ["Ελαφονήσι", "Elafonisi", "Elafonissi", "ELAFONISSI"]],
    ["Kefalonia", ["Κεφαλονιά", "Kefalonia", "Cephalonia", "Kefallonia"]],
    ["Zakynthos", ["Ζάκυνθος", "Zakynthos", "Zakinthos"]],
    ["Thassos", ["Θάσος", "Thassos", "Thasos"]],
    ["Paleochora", ["Παλαιόχωρα", "Palaiochora", "Paleochora"]],
    ["Aegina", ["Αίγινα", "Aigina", "Egina"]],
    ["Agia Eirini", ["Αγία Ειρήνη", "Agia Irini", "Agia Eirini"]],
    ["Loutra", ["Λουτρά", "Loutra", "Lutra"]],
    ["Voutoumi", ["Βουτούμι", "Voutoumi", "Vutumi"]],
    ["Psili Ammos", ["Ψιλή Άμμος", "Psili Amos", "Psyli Ammos"]],
    ["Kokkini", ["Κόκκινη", "Kokini", "Kockini"]],
    ["Oinoussa", ["Οινούσσα", "Inousa", "Oinousa"]],
    ["Porto Katsiki", ["Πόρτο Κατσίκι", "Porto Katsiki", "Porto Catsiki"]],
  ])("gives %s one key in every spelling", (_label, spellings) => {
    const keys = new Set(spellings.map(searchKey));
    expect([...keys]).toHaveLength(1);
  });

  it.each([
    ["Myrtos", "Mylos"],
    ["Chania", "Kania"],
    ["Paros", "Poros"],
    ["Naxos", "Paxos"],
    ["Sami", "Symi"],
    ["Kos", "Chios"],
    ["Lefkada", "Lefkas"],
    ["Vasiliki", "Vasilikos"],
    ["Agia Anna", "Agia Eleni"],
  ])("keeps %s and %s apart", (a, b) => {
    expect(searchKey(a)).not.toBe(searchKey(b));
  });

  it.each([
    ["Μύρτος", "mirtos"],
    ["Cephalonia", "kefalonia"],
    // χ is typed 'ch', 'h' or 'x' and keys as 'h'; a 'c' before anything else is a 'k'.
    ["Chania", "hania"],
    ["Xania", "hania"],
    ["Χανιά", "hania"],
    ["mpalos", "balos"],
    ["Μπάλος", "balos"],
    ["Zorba's Beach", "zorba s beah"],
    ["Beach #12", "beah 12"],
    ["  Agia   Anna!! ", "agia ana"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(searchKey(input)).toBe(expected);
  });

  it.each(["Oinoussa", "Kerkyra, Κέρκυρα", "Wou Phoikk Cycladic", "Ωραίοι Ευαγγελίστρια 2"])(
    "is idempotent and keeps to [a-z0-9 ]: %j",
    (text) => {
      const key = searchKey(text);
      expect(searchKey(key)).toBe(key);
      expect(key).toMatch(/^[a-z0-9 ]*$/);
    },
  );

  it("keys a text word by word, so a keyed word is found in the keyed text it came from", () => {
    const text = "Μύρτος Kefallonia Elafonissi Ammoudia";
    const key = searchKey(text);
    for (const word of text.split(" ")) expect(key).toContain(searchKey(word));
  });
});

describe("greekNominatives", () => {
  it.each([
    // -ος: accusative -ο, genitive -ου
    ["Λίνδο", "λινδος"],
    ["Λίνδου", "λινδος"],
    ["Νάξο", "ναξος"],
    ["Αγίου", "αγιος"],
    ["Νικόλαο", "νικολαος"],
    // -ο neuters: genitive -ου
    ["Ηρακλείου", "ηρακλειο"],
    // -ι neuters: genitive -ιού
    ["Λασιθίου", "λασιθι"],
    ["Τσιλιβιού", "τσιλιβι"],
    // -η: genitive -ης
    ["Κρήτης", "κρητη"],
    // -α: genitive -ας; -ας: accusative and genitive -α
    ["Κεφαλονιάς", "κεφαλονια"],
    ["Λαγανά", "λαγανας"],
    // Plurals: genitive -ων, accusative -ους
    ["Χανίων", "χανια"],
    ["Σπετσών", "σπετσες"],
    ["Παξούς", "παξοι"],
    // Capitals, no accents, a final sigma typed as σ
    ["ΚΡΗΤΗΣ", "κρητη"],
    ["κρητησ", "κρητη"],
    ["Ίο", "ιος"],
  ])("%s may be a case of %s", (word, nominative) => {
    expect(greekNominatives(word)).toContain(nominative);
  });

  it("gives the nominatives in the form searchKey meets the place's own name in", () => {
    expect(greekNominatives("Λίνδο").map(searchKey)).toContain(searchKey("Λίνδος"));
    expect(greekNominatives("Χανίων").map(searchKey)).toContain(searchKey("Chania"));
    expect(greekNominatives("Κρήτης").map(searchKey)).toContain(searchKey("Kriti"));
  });

  it.each(["Lindo", "Kritis", "Λίνδος", "Κρήτη", "Άνω", "σε", "2024", "Λίνδο2", ""])(
    "finds no other case in %j (not Greek, or a nominative without a case ending)",
    (word) => {
      expect(greekNominatives(word)).toEqual([]);
    },
  );

  it("never gives the word itself back", () => {
    for (const word of ["Χανιά", "Μάλια", "Πάτρα", "Πάτμο"]) {
      expect(greekNominatives(word)).not.toContain(stripDiacritics(word).toLowerCase());
    }
  });
});

describe("keyedNominatives", () => {
  it.each([
    ["lindo", "lindos"],
    ["lindu", "lindos"],
    ["kritis", "kriti"],
    ["hanion", "hania"],
    ["lagana", "laganas"],
    ["kefalonias", "kefalonia"],
  ])("%s may be a case of %s", (key, nominative) => {
    expect(keyedNominatives(key)).toContain(nominative);
  });

  it("gives keys searchKey leaves as they are", () => {
    for (const key of ["irakliu", "hanion", "agio", "pahus"]) {
      for (const form of keyedNominatives(key)) expect(searchKey(form)).toBe(form);
    }
  });

  it.each(["lindos", "kriti", "beh", "12", "a", ""])("finds no other case in %j", (key) => {
    expect(keyedNominatives(key)).toEqual([]);
  });
});
