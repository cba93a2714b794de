import { describe, expect, it } from "vitest";
import { translatorOf } from "#core/i18n/catalogues.ts";
import { formatDistanceIn } from "./beach-card.tsx";

// A card's distance: the English words of core/contract/distance.ts, the same rounding in Greek numbers.

describe("a card's distance", () => {
  it.each([
    [0.45, "0.5 km", "0,5 χλμ"],
    [0.04, "0.0 km", "0,0 χλμ"],
    [1.5, "2 km", "2 χλμ"],
    [12.4, "12 km", "12 χλμ"],
    [1234.2, "1234 km", "1.234 χλμ"],
  ])("writes %f km as %s and %s", (km, english, greek) => {
    expect(formatDistanceIn(km, translatorOf("en"))).toBe(english);
    expect(formatDistanceIn(km, translatorOf("el"))).toBe(greek);
  });
});
