import { afterEach, describe, expect, it, vi } from "vitest";
import { generateAdminSlug, slugify, slugOf, uniqueSlug } from "./slug-from-name.ts";
import { ADMIN_SLUG_MAX, areaPath, beachPath, isSlug } from "./slug.ts";

/** A fake random source that walks through the given values. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("slugify", () => {
  it.each([
    ["Myrtos Beach", "myrtos-beach"],
    ["  Porto   Katsiki  ", "porto-katsiki"],
    ["Agia_Anna -- Beach", "agia-anna-beach"],
    ["Mýrtos", "myrtos"],
    ["Navagio (Shipwreck) Beach!", "navagio-shipwreck-beach"],
    ["Kefalonia's best", "kefalonias-best"],
    ["St. John's Bay", "st-johns-bay"],
    ["---Balos---", "balos"],
    ["Beach #1", "beach-1"],
    ["ALL CAPS", "all-caps"],
    // Greek is transliterated first (docs/decisions/002).
    ["Μύρτος", "myrtos"],
    ["Αγία Άννα", "agia-anna"],
    ["Ελαφονήσι", "elafonisi"],
    ["Παλαιοκαστρίτσα, Κέρκυρα", "palaiokastritsa-kerkyra"],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(["", "   ", "!!!", "---", "Москва"])(
    "falls back to beach- plus six random characters for %j",
    (input) => {
      expect(slugify(input, sequence(0, 0.5, 0.99, 0.1, 0.72, 0.3))).toBe("beach-as9dzk");
    },
  );

  it("draws the fallback from [a-z0-9] with Math.random by default", () => {
    expect(slugify("")).toMatch(/^beach-[a-z0-9]{6}$/);
  });

  it("keeps odd random sources inside the alphabet", () => {
    expect(slugify("", () => 1)).toBe("beach-999999");
    expect(slugify("", () => -1)).toBe("beach-aaaaaa");
  });

  it("always returns a valid slug", () => {
    for (const input of ["Μύρτος", "Crème brûlée", "a_b", "", "x"]) expect(isSlug(slugify(input))).toBe(true);
  });
});

describe("isSlug", () => {
  it.each([
    ["myrtos", true],
    ["agia-anna", true],
    ["beach-2", true],
    ["123", true],
    ["", false],
    ["Myrtos", false],
    ["agia--anna", false],
    ["-balos", false],
    ["balos-", false],
    ["agia_anna", false],
    ["agia anna", false],
    ["mýrtos", false],
  ])("%j → %s", (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });
});

describe("beachPath", () => {
  it.each([
    ["crete", "balos", "/crete/balos"],
    // The stored slug, whatever the area's name would slug to ("St. John's Bay").
    ["st-johns-bay", "agios-ioannis", "/st-johns-bay/agios-ioannis"],
    ["crete", "", "/crete/unknown-beach"],
    ["crete", null, "/crete/unknown-beach"],
    ["crete", undefined, "/crete/unknown-beach"],
    [null, "balos", "/unknown-area/balos"],
    ["", "balos", "/unknown-area/balos"],
    ["Not A Slug", "balos", "/unknown-area/balos"],
    ["crete", "bad/../slug", "/crete/unknown-beach"],
    ["crete", "bad\uD800", "/crete/unknown-beach"],
  ])("(%j, %j) → %s", (area, beach, expected) => {
    expect(beachPath(area, beach)).toBe(expected);
  });
});

describe("areaPath", () => {
  it.each([
    ["crete", "/crete"],
    ["st-johns-bay", "/st-johns-bay"],
    ["Not A Slug", "/unknown-area"],
    [null, "/areas"],
    [undefined, "/areas"],
    ["", "/areas"],
    ["  ", "/areas"],
  ])("%j → %s", (area, expected) => {
    expect(areaPath(area)).toBe(expected);
  });

  it("goes to /areas with no argument", () => {
    expect(areaPath()).toBe("/areas");
  });
});

describe("one slug rule", () => {
  it.each(["St. John's Bay", "Agia_Anna -- Beach", "Παλαιοκαστρίτσα, Κέρκυρα", "Navagio (Shipwreck)!"])(
    "the back office, the import and the demo data slug %j alike",
    (name) => {
      expect(generateAdminSlug(name)).toBe(slugOf(name));
      expect(slugify(name)).toBe(slugOf(name));
    },
  );
});

describe("generateAdminSlug", () => {
  it.each([
    ["Myrtos Beach", "myrtos-beach"],
    ["Myrtos   Beach", "myrtos-beach"],
    ["Porto - Katsiki", "porto-katsiki"],
    ["Navagio (Shipwreck)!", "navagio-shipwreck"],
    // An underscore would fail the slug check, so it becomes a hyphen like any other separator.
    ["agia_anna", "agia-anna"],
    ["agia__anna _x", "agia-anna-x"],
    ["  -Balos- ", "balos"],
    ["Mýrtos", "myrtos"],
    ["Μύρτος", "myrtos"],
    ["Αγία Άννα", "agia-anna"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(generateAdminSlug(input)).toBe(expected);
  });

  it("cuts at 80 characters", () => {
    expect(generateAdminSlug("a".repeat(100))).toBe("a".repeat(ADMIN_SLUG_MAX));
  });

  it("drops a hyphen left at the cut", () => {
    const name = `${"a".repeat(79)} bbb`;
    expect(generateAdminSlug(name)).toBe("a".repeat(79));
  });
});

describe("uniqueSlug", () => {
  it.each([
    ["myrtos", [], "item", "myrtos"],
    ["myrtos", ["myrtos-beach"], "item", "myrtos"],
    ["myrtos", ["myrtos"], "item", "myrtos-2"],
    ["myrtos", ["myrtos", "myrtos-2", "myrtos-3"], "item", "myrtos-4"],
    ["myrtos", ["myrtos", "myrtos-3"], "item", "myrtos-2"],
    ["", [], "area", "area"],
    ["", [], "item", "item"],
    ["  ", ["item"], "item", "item-2"],
    ["", ["area", "area-2"], "area", "area-3"],
  ] as const)("(%j, %j, %s) → %s", (base, taken, fallback, expected) => {
    expect(uniqueSlug(base, taken, fallback)).toBe(expected);
  });

  it("accepts any iterable", () => {
    expect(uniqueSlug("balos", new Set(["balos"]), "item")).toBe("balos-2");
  });

  it("shortens the base to stay within 80 characters", () => {
    const base = "a".repeat(ADMIN_SLUG_MAX);
    const result = uniqueSlug(base, [base], "item");
    expect(result).toBe(`${"a".repeat(ADMIN_SLUG_MAX - 2)}-2`);
    expect(result).toHaveLength(ADMIN_SLUG_MAX);
  });

  it("does not leave a double hyphen when shortening", () => {
    const base = `${"a".repeat(77)}-bb`;
    expect(uniqueSlug(base, [base], "item")).toBe(`${"a".repeat(77)}-2`);
  });

  it("keeps counting past nine within the limit", () => {
    const base = "a".repeat(ADMIN_SLUG_MAX);
    const taken = [base, ...Array.from({ length: 8 }, (_, i) => `${"a".repeat(78)}-${i + 2}`)];
    expect(uniqueSlug(base, taken, "item")).toBe(`${"a".repeat(77)}-10`);
  });
});
