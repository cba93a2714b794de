// Greek-to-Latin transliteration and the folding used for search.
// The scheme follows ELOT 743 / ISO 843 in its simple, readable form (see docs/decisions/002).

/** Single letters, keyed by the lowercase letter without accents. */
const LETTERS: Readonly<Record<string, string>> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
  // Symbol variants and the lunate sigma turn up in pasted text.
  ϲ: "s",
  ϐ: "v",
  ϑ: "th",
  ϕ: "f",
  ϰ: "k",
  ϱ: "r",
  ϵ: "e",
};

/** After αυ/ευ/ηυ these make the υ an 'f' rather than a 'v'. */
const VOICELESS = new Set(["θ", "κ", "ξ", "π", "σ", "ς", "τ", "φ", "χ", "ψ"]);

const DIALYTIKA = "\u0308";
/** Acute (tonos), grave and circumflex: any of them on the first vowel splits a diphthong. */
const ACCENTS = new Set(["\u0301", "\u0300", "\u0342"]);

interface GreekLetter {
  /** Lowercase letter without marks. */
  base: string;
  upper: boolean;
  accented: boolean;
  dialytika: boolean;
}

type Segment = { greek: GreekLetter[] } | { text: string };

const isCombiningMark = (char: string) => /^\p{M}$/u.test(char);

function readGreekLetter(char: string): GreekLetter | null {
  const decomposed = char.normalize("NFD");
  const first = decomposed[0] ?? "";
  const base = first.toLowerCase();
  if (!(base in LETTERS)) return null;
  const letter: GreekLetter = { base, upper: first !== base, accented: false, dialytika: false };
  for (const mark of decomposed.slice(1)) addMark(letter, mark);
  return letter;
}

function addMark(letter: GreekLetter, mark: string): void {
  if (mark === DIALYTIKA) letter.dialytika = true;
  else if (ACCENTS.has(mark)) letter.accented = true;
  // Breathings and the iota subscript are dropped, as in the modern monotonic transliteration.
}

/** Splits text into runs of Greek letters (with their marks) and everything else. */
function segment(text: string): Segment[] {
  const segments: Segment[] = [];
  let run: GreekLetter[] | null = null;
  let other = "";
  for (const char of text) {
    const last = run?.[run.length - 1];
    if (last && isCombiningMark(char)) {
      // A decomposed accent that follows a Greek letter belongs to it.
      addMark(last, char);
      continue;
    }
    const letter = readGreekLetter(char);
    if (letter) {
      if (other !== "") segments.push({ text: other });
      other = "";
      if (!run) {
        run = [];
        segments.push({ greek: run });
      }
      run.push(letter);
    } else {
      run = null;
      other += char;
    }
  }
  if (other !== "") segments.push({ text: other });
  return segments;
}

/** Latin for letters[index] and how many letters it used. */
function transliterateAt(letters: readonly GreekLetter[], index: number): { latin: string; used: number } {
  const letter = letters[index] as GreekLetter;
  const next = letters[index + 1];
  const atStart = index === 0;
  const pair = next && !next.dialytika ? letter.base + next.base : "";

  switch (pair) {
    case "ου":
      return { latin: "ou", used: 2 };
    case "αυ":
    case "ευ":
    case "ηυ": {
      // An accent on the first vowel means the two are pronounced apart ('άυλος').
      if (letter.accented) break;
      const after = letters[index + 2];
      const voiceless = !after || VOICELESS.has(after.base);
      return { latin: (LETTERS[letter.base] ?? "") + (voiceless ? "f" : "v"), used: 2 };
    }
    case "μπ":
      return { latin: atStart ? "b" : "mb", used: 2 };
    case "ντ":
      return { latin: atStart ? "d" : "nt", used: 2 };
    case "γκ":
      return { latin: atStart ? "g" : "gk", used: 2 };
    case "γγ":
      return { latin: "ng", used: 2 };
    case "γξ":
    case "γχ":
      // Nasal gamma; the second letter is handled on its own.
      return { latin: "n", used: 1 };
  }
  return { latin: LETTERS[letter.base] ?? "", used: 1 };
}

function transliterateWord(letters: readonly GreekLetter[]): string {
  // A word written in capitals stays in capitals; otherwise only the first Latin letter of a capital is one.
  const allCaps = letters.length > 1 && letters.every((letter) => letter.upper);
  let out = "";
  let index = 0;
  while (index < letters.length) {
    const { latin, used } = transliterateAt(letters, index);
    const upper = (letters[index] as GreekLetter).upper;
    if (allCaps) out += latin.toUpperCase();
    else if (upper) out += latin.charAt(0).toUpperCase() + latin.slice(1);
    else out += latin;
    index += used;
  }
  return out;
}

/**
 * Greek script to Latin letters (ELOT 743 / ISO 843 style). Accents and diaeresis are dropped,
 * capitalisation is kept ('Χανιά' → 'Chania', 'ΧΑΝΙΑ' → 'CHANIA'), other characters pass through.
 */
export function transliterateGreek(text: string): string {
  return segment(text)
    .map((part) => ("text" in part ? part.text : transliterateWord(part.greek)))
    .join("");
}

/** Latin letters that carry no combining mark after decomposition, so NFD alone cannot simplify them. */
const LATIN_EXTRAS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ı: "i",
};
const LATIN_EXTRAS_PATTERN = new RegExp(`[${Object.keys(LATIN_EXTRAS).join("")}]`, "gu");

/** Removes accents and other combining marks ('Mýrtos' → 'Myrtos', 'Straße' → 'Strasse'). */
export function stripDiacritics(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(LATIN_EXTRAS_PATTERN, (char) => LATIN_EXTRAS[char] ?? char);
}

/**
 * The one comparison form for search: 'ΜΎΡΤΟΣ', 'Mýrtos' and 'myrtos' all become 'myrtos'.
 * Stored search columns and query words must both go through it.
 */
export function foldForSearch(text: string): string {
  return stripDiacritics(transliterateGreek(text).toLowerCase())
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Spelling variants travellers use for the same Greek sound, each rewritten to one form. Rules only
 * look inside a word, so the key of a text is the keys of its words joined: a keyed word is still a
 * substring of the keyed text it came from.
 */
const SPELLING_RULES: readonly (readonly [RegExp, string])[] = [
  // Latinised spellings: 'Cephalonia' is 'Kefalonia'; 'ch' is kept, it stands for χ.
  [/ph/g, "f"],
  [/ck/g, "k"],
  [/c(?!h)/g, "k"],
  // η, ι, υ, ει, οι all sound 'i', ου 'u', αι 'e'; Greeklish often writes ω as 'w'.
  [/y/g, "i"],
  [/w/g, "o"],
  [/ou/g, "u"],
  [/[eo]i/g, "i"],
  [/ai/g, "e"],
  // 'Elafonissi', 'Thassos', 'Kefallonia': Greek doubles sound single.
  [/([b-df-hj-np-tv-z])\1+/g, "$1"],
  // Greeklish: μπ is typed 'mp' or 'b' ('mpalos'), χ 'ch', 'kh', 'h' or 'x' ('xania', 'hania'), and
  // ξ 'x' or 'ks'. Folding ξ and χ together costs little: few names differ only there.
  [/mp/g, "b"],
  [/ks/g, "x"],
  [/ch|kh|x/g, "h"],
];

/**
 * The search comparison form: foldForSearch, then spelling variants merged, so 'Μύρτος', 'Myrtos'
 * and 'mirtos' all give 'mirtos', and 'Elafonissi' meets 'Ελαφονήσι'. Stored search text and query
 * words must both go through it. Holds only [a-z0-9 ].
 */
export function searchKey(text: string): string {
  let key = foldForSearch(text);
  // A rule can make room for another ('oui' → 'ui'); repeating until nothing changes makes the key
  // idempotent. Each pass shortens the key or removes a c, y or w, which no rule writes, so this ends.
  for (let previous = ""; previous !== key;) {
    previous = key;
    for (const [pattern, replacement] of SPELLING_RULES) key = key.replace(pattern, replacement);
  }
  return key;
}

/**
 * Endings of the genitive and accusative of Greek nouns, each with the nominative endings it may
 * stand for. A place is named in the nominative ('Λίνδος', 'Κρήτη', 'Χανιά') but a sentence puts it
 * in another case: 'κοντά στη Λίνδο', 'παραλίες της Κρήτης', 'στα Χανιά', 'κοντά στον Άγιο Νικόλαο'.
 * Every rule that fits the word applies.
 */
const CASE_ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  // -ος (Λίνδος, Νάξος, Άγιος): genitive -ου, accusative -ο; -ο neuters (Ηράκλειο): genitive -ου.
  ["ου", ["ος", "ο"]],
  ["ο", ["ος"]],
  // -ι neuters (Λασίθι, Αργοστόλι, Τσιλιβί): genitive -ιού.
  ["ιου", ["ι"]],
  // -η feminines (Κρήτη, Σύμη): genitive -ης.
  ["ης", ["η"]],
  // -α feminines (Πάργα, Κεφαλονιά): genitive -ας; -ας masculines (Λαγανάς, Αδάμας): the other cases -α.
  ["ας", ["α"]],
  ["α", ["ας"]],
  // Plurals: neuter -α (Χανιά, Κύθηρα), feminine -ες (Σπέτσες), masculine -οι (Παξοί): genitive -ων;
  // -οι and -ος neuters (Άργος): -ους.
  ["ων", ["α", "ες", "οι"]],
  ["ους", ["οι", "ος"]],
];

/** A word of Greek letters only, once lower-cased and stripped of accents. */
const GREEK_WORD = /^[α-ως]+$/;
const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/;

/**
 * The nominatives a Greek word may be a case form of, for matching place names: 'Λίνδο' and
 * 'Λίνδου' give 'λινδος', 'Κρήτης' gives 'κρητη', 'Χανίων' gives 'χανια' (with others that name
 * nothing, such as 'χανιες'). Lower case without accents; [] for a word not in Greek script or with
 * no case ending. Only for place names: it knows nothing of which words are nouns, so the caller
 * keeps it away from the vocabulary.
 */
export function greekNominatives(word: string): string[] {
  if (!GREEK_LETTER.test(word)) return [];
  const bare = stripDiacritics(word).toLowerCase().replace(/σ$/, "ς");
  if (bare.length < 2 || !GREEK_WORD.test(bare)) return [];
  return nominativesBy(CASE_ENDINGS, bare, (form) => form);
}

/**
 * The forms a word takes with each case ending it has replaced by the nominative endings it may
 * stand for, each passed through `normalise`; the word itself and repeats are left out.
 */
function nominativesBy(
  endings: readonly (readonly [string, readonly string[]])[],
  word: string,
  normalise: (form: string) => string,
): string[] {
  const forms: string[] = [];
  for (const [ending, nominatives] of endings) {
    if (!word.endsWith(ending) || word.length === ending.length) continue;
    const stem = word.slice(0, word.length - ending.length);
    for (const nominative of nominatives) {
      const form = normalise(stem + nominative);
      if (form !== word && !forms.includes(form)) forms.push(form);
    }
  }
  return forms;
}

/**
 * The same endings in searchKey form, for Greek typed in Latin letters ('sti Lindo', 'tis Kritis',
 * 'ta Chania ton Chanion'), where η, ι and υ, and ο and ω, are no longer told apart.
 */
const KEYED_CASE_ENDINGS: readonly (readonly [string, readonly string[]])[] = [
  ["u", ["os", "o"]],
  ["o", ["os"]],
  ["iu", ["i"]],
  ["is", ["i"]],
  ["as", ["a"]],
  ["a", ["as"]],
  ["on", ["a", "es", "i"]],
  ["us", ["i", "os"]],
];

/**
 * The nominatives, in searchKey form, that a word in searchKey form may be a Greek case form of
 * ('lindo' → 'lindos', 'kritis' → 'kriti'); [] without a case ending. It cannot tell a Greek word
 * from an English one ('also' → 'alsos'), so the caller asks only after a Greek article or
 * preposition ('sti', 'tis').
 */
export function keyedNominatives(key: string): string[] {
  if (!/^[a-z]{2,}$/.test(key)) return [];
  return nominativesBy(KEYED_CASE_ENDINGS, key, searchKey);
}
