import { describe, expect, it } from "vitest";
import { areaMatcher, searchNamesArea } from "./area-match.ts";

describe("areaMatcher", () => {
  const match = areaMatcher([
    { id: 1, name: "Crete" },
    { id: 2, name: "Corfu" },
    { id: 3, name: "Chania" },
    { id: 4, name: "Lesvos" },
  ]);

  it.each([
    ["Crete", 1],
    ["crete", 1],
    ["Κρήτη", 1],
    ["ΚΡΗΤΗ", 1],
    ["Kriti", 1],
    ["Kérkyra", 2],
    ["Κέρκυρα", 2],
    ["Χανιά", 3],
    ["Hania", 3],
    ["  Chania ", 3],
  ])("finds %j", (text, id) => {
    expect(match(text)?.id).toBe(id);
  });

  it.each(["Atlantis", "", "   ", "Cret"])("finds nothing for %j", (text) => {
    expect(match(text)).toBeUndefined();
  });

  it("prefers an area's own name to another area's alias", () => {
    const both = areaMatcher([
      { id: 1, name: "Kriti" },
      { id: 2, name: "Crete" },
    ]);
    expect(both("Crete")?.id).toBe(2);
    expect(both("Kriti")?.id).toBe(1);
  });
});

describe("searchNamesArea", () => {
  const naxos = { name: "Naxos", name_el: "Νάξος" };
  it.each([
    ["naxos", true],
    ["NAXOS", true],
    ["Νάξος", true],
    ["ναξος", true],
    ["Paros", false],
    ["naxos sandy", false],
    ["", false],
  ])("%s on the Naxos page: %s", (search, expected) => {
    expect(searchNamesArea(search, naxos)).toBe(expected);
  });

  it("knows the other names the search knows for an area", () => {
    expect(searchNamesArea("Kriti", { name: "Crete", name_el: "Κρήτη" })).toBe(true);
  });
});
