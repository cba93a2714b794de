import { describe, expect, it } from "vitest";

import { DEMO_AREAS, DEMO_BEACHES, type DemoBeach } from "./demo-data.ts";
import { DEMO_AREA_NAMES_EL, DEMO_BEACH_NAMES_EL } from "./demo-greek.ts";

// English beach names used by more than one demo beach: those must be keyed `${name}|${area}`.
const beachNameCounts = new Map<string, number>();
for (const beach of DEMO_BEACHES) beachNameCounts.set(beach.name, (beachNameCounts.get(beach.name) ?? 0) + 1);
const isSharedName = (name: string): boolean => (beachNameCounts.get(name) ?? 0) > 1;

const beachKey = (beach: DemoBeach): string =>
  isSharedName(beach.name) ? `${beach.name}|${beach.area}` : beach.name;

// A character allowed in a Greek name: a letter of the Greek and Coptic block (U+0370-U+03FF, where the
// monotonic accented letters live; the polytonic Greek Extended block is not allowed), a space, a hyphen,
// an apostrophe or a digit.
const isAllowedChar = (ch: string): boolean =>
  /^[ \-'’0-9]$/u.test(ch) ||
  (/^\p{L}$/u.test(ch) && ch.codePointAt(0)! >= 0x370 && ch.codePointAt(0)! <= 0x3ff);

function scriptProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.trim() !== value) problems.push("leading or trailing space");
  if (value.includes("  ")) problems.push("double space");
  if (!/\p{L}/u.test(value)) problems.push("no letter");
  if (value.normalize("NFC") !== value) problems.push("not NFC (combining accents)");
  const bad = [...value].filter((ch) => !isAllowedChar(ch));
  if (bad.length > 0) problems.push(`characters outside the Greek block: ${bad.join("")}`);
  // Final sigma: ς only at the end of a word, σ never there.
  if (/σ(?!\p{L})/u.test(value)) problems.push("σ at the end of a word");
  if (/ς\p{L}/u.test(value)) problems.push("ς inside a word");
  return problems;
}

const allNames: [string, string][] = [
  ...Object.entries(DEMO_AREA_NAMES_EL).map(([key, el]): [string, string] => [`area ${key}`, el]),
  ...Object.entries(DEMO_BEACH_NAMES_EL).map(([key, el]): [string, string] => [`beach ${key}`, el]),
];

describe("demo Greek names", () => {
  it("gives every demo area a Greek name", () => {
    const missing = DEMO_AREAS.filter((area) => !Object.hasOwn(DEMO_AREA_NAMES_EL, area.name)).map(
      (a) => a.name,
    );
    expect(missing).toEqual([]);
  });

  it("gives every demo beach a Greek name, keyed by area where an English name is shared", () => {
    const missing = DEMO_BEACHES.filter((beach) => !Object.hasOwn(DEMO_BEACH_NAMES_EL, beachKey(beach))).map(
      (beach) => `${beach.name} (${beach.area})`,
    );
    expect(missing).toEqual([]);
  });

  it("names no area that does not exist", () => {
    const areaNames = new Set(DEMO_AREAS.map((area) => area.name));
    expect(Object.keys(DEMO_AREA_NAMES_EL).filter((key) => !areaNames.has(key))).toEqual([]);
  });

  it("names no beach that does not exist, and uses no bare key for a shared English name", () => {
    const beachKeys = new Set(DEMO_BEACHES.map(beachKey));
    expect(Object.keys(DEMO_BEACH_NAMES_EL).filter((key) => !beachKeys.has(key))).toEqual([]);
  });

  it("writes every name in Greek script, trimmed", () => {
    const problems = allNames
      .map(([what, el]) => [what, el, scriptProblems(el)] as const)
      .filter(([, , found]) => found.length > 0)
      .map(([what, el, found]) => `${what} → "${el}": ${found.join(", ")}`);
    expect(problems).toEqual([]);
  });

  it("has the well-known names right", () => {
    expect(DEMO_BEACH_NAMES_EL["Myrtos"]).toBe("Μύρτος");
    expect(DEMO_BEACH_NAMES_EL["Navagio"]).toBe("Ναυάγιο");
    expect(DEMO_BEACH_NAMES_EL["Canal d'Amour"]).toBe("Κανάλι του Έρωτα");
    expect(DEMO_BEACH_NAMES_EL["Balos"]).toBe("Μπάλος");
    expect(DEMO_BEACH_NAMES_EL["Elafonisi"]).toBe("Ελαφονήσι");
    expect(DEMO_BEACH_NAMES_EL["Red Beach"]).toBe("Κόκκινη Παραλία");
    expect(DEMO_AREA_NAMES_EL["Kefalonia"]).toBe("Κεφαλονιά");
    expect(DEMO_AREA_NAMES_EL["Crete"]).toBe("Κρήτη");
    expect(DEMO_AREA_NAMES_EL["Corfu"]).toBe("Κέρκυρα");
    expect(DEMO_AREA_NAMES_EL["Halkidiki"]).toBe("Χαλκιδική");
  });

  it("rejects what the script check is meant to catch", () => {
    expect(scriptProblems("Myrtos")).not.toEqual([]);
    expect(scriptProblems(" Μύρτος")).not.toEqual([]);
    expect(scriptProblems("Μύρτοσ")).not.toEqual([]);
    expect(scriptProblems("Μύρτος".normalize("NFD"))).not.toEqual([]);
    expect(scriptProblems("Μύρτος")).toEqual([]);
  });
});
