import { describe, expect, it } from "vitest";
import {
  ACCESS_FILTERS,
  accessFilterHolds,
  UNKNOWN_ACCESS,
  type AccessFacts,
  type AccessFilter,
} from "./access.ts";
import { formatAccessFlag, formatArrival, knownAccessFeatures } from "./access-wording.ts";
import { ENGLISH, translatorOf } from "../i18n/catalogues.ts";

const GREEK = translatorOf("el");

// The access facts' contract: what each filter keeps, and that an unknown fact is never a "no".

const facts = (change: Partial<AccessFacts>): AccessFacts => ({ ...UNKNOWN_ACCESS, ...change });

describe("the access filters", () => {
  it("keep nothing of a beach we know nothing about", () => {
    for (const filter of ACCESS_FILTERS) expect(accessFilterHolds(filter, UNKNOWN_ACCESS)).toBe(false);
  });

  it.each<[AccessFilter, Partial<AccessFacts>, boolean]>([
    ["wheelchair", { wheelchair: "YES" }, true],
    ["wheelchair", { wheelchair: "LIMITED" }, false],
    ["wheelchair", { wheelchair: "NO" }, false],
    ["seatrac", { seatrac: true }, true],
    ["seatrac", { seatrac: false }, false],
    ["car", { arrival: "PAVED_ROAD" }, true],
    ["car", { arrival: "DIRT_ROAD" }, true],
    ["car", { arrival: "FOOTPATH", walk_minutes: 2 }, false],
    ["car", { arrival: "BOAT_ONLY" }, false],
    ["short_walk", { arrival: "PAVED_ROAD" }, true],
    ["short_walk", { arrival: "FOOTPATH", walk_minutes: 10 }, true],
    ["short_walk", { arrival: "FOOTPATH", walk_minutes: 11 }, false],
    // A footpath of unknown length is not known to be short.
    ["short_walk", { arrival: "FOOTPATH" }, false],
    ["short_walk", { arrival: "BOAT_ONLY" }, false],
    ["shade", { natural_shade: true }, true],
    ["dogs", { dogs_allowed: true }, true],
    ["dogs", { dogs_allowed: false }, false],
    ["naturism", { naturism: true }, true],
    ["boat_only", { arrival: "BOAT_ONLY", by_boat: true }, true],
    // Reached by boat too, but also by road: not "only by boat".
    ["boat_only", { arrival: "DIRT_ROAD", by_boat: true }, false],
  ])("%s with %o: %s", (filter, change, holds) => {
    expect(accessFilterHolds(filter, facts(change))).toBe(holds);
  });
});

describe("the facts in words", () => {
  it("says 'Not known yet' for an unknown fact, never 'No'", () => {
    expect(formatAccessFlag(null, ENGLISH)).toBe("Not known yet");
    expect(formatAccessFlag(false, ENGLISH)).toBe("No");
    expect(formatAccessFlag(true, ENGLISH)).toBe("Yes");
    expect(formatArrival(UNKNOWN_ACCESS, ENGLISH)).toBe("Not known yet");
  });

  it.each<[Partial<AccessFacts>, string]>([
    [{ arrival: "PAVED_ROAD" }, "Paved road to the beach"],
    [{ arrival: "FOOTPATH", walk_minutes: 20 }, "Footpath only, 20 minutes on foot"],
    [{ arrival: "FOOTPATH", walk_minutes: 1 }, "Footpath only, 1 minute on foot"],
    [{ arrival: "DIRT_ROAD", by_boat: true }, "Dirt road to the beach; also by boat"],
    [
      { arrival: "FOOTPATH", walk_minutes: 20, by_boat: true },
      "Footpath only, 20 minutes on foot; also by boat",
    ],
    [{ arrival: "BOAT_ONLY", by_boat: true }, "By boat only"],
  ])("words %o as %s", (change, words) => {
    expect(formatArrival(facts(change), ENGLISH)).toBe(words);
  });

  it("gives search engines the known facts only", () => {
    expect(knownAccessFeatures(UNKNOWN_ACCESS, ENGLISH)).toEqual([]);
    expect(
      knownAccessFeatures(
        facts({ wheelchair: "LIMITED", arrival: "BOAT_ONLY", naturism: false, seatrac: true }),
        ENGLISH,
      ),
    ).toEqual([
      { name: "Wheelchair access", value: "Limited" },
      { name: "Getting there", value: "By boat only" },
      { name: "Seatrac (self-operated sea access chair)", value: true },
      { name: "Naturism customary", value: false },
    ]);
  });
});

describe("the facts in Greek", () => {
  it("says 'Δεν είναι ακόμη γνωστό' for an unknown fact, never 'Όχι'", () => {
    expect(formatAccessFlag(null, GREEK)).toBe("Δεν είναι ακόμη γνωστό");
    expect(formatAccessFlag(false, GREEK)).toBe("Όχι");
    expect(formatAccessFlag(true, GREEK)).toBe("Ναι");
    expect(formatArrival(UNKNOWN_ACCESS, GREEK)).toBe("Δεν είναι ακόμη γνωστό");
  });

  it.each<[Partial<AccessFacts>, string]>([
    [{ arrival: "PAVED_ROAD" }, "Ασφαλτόδρομος ως την παραλία"],
    [{ arrival: "FOOTPATH", walk_minutes: 20 }, "Μόνο με μονοπάτι, 20 λεπτά με τα πόδια"],
    [{ arrival: "FOOTPATH", walk_minutes: 1 }, "Μόνο με μονοπάτι, 1 λεπτό με τα πόδια"],
    [{ arrival: "DIRT_ROAD", by_boat: true }, "Χωματόδρομος ως την παραλία· και με σκάφος"],
    [{ arrival: "FOOTPATH", walk_minutes: 600 }, "Μόνο με μονοπάτι, 600 λεπτά με τα πόδια"],
    [{ arrival: "BOAT_ONLY", by_boat: true }, "Μόνο με σκάφος"],
  ])("words %o as %s", (change, words) => {
    expect(formatArrival(facts(change), GREEK)).toBe(words);
  });

  it("gives search engines the known facts in Greek", () => {
    expect(
      knownAccessFeatures(facts({ wheelchair: "LIMITED", arrival: "BOAT_ONLY", seatrac: true }), GREEK),
    ).toEqual([
      { name: "Πρόσβαση με αμαξίδιο", value: "Περιορισμένη" },
      { name: "Πώς θα φτάσετε", value: "Μόνο με σκάφος" },
      { name: "Seatrac (αυτόνομο σύστημα πρόσβασης στη θάλασσα)", value: true },
    ]);
  });
});
