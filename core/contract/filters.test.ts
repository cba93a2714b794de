import { describe, expect, it } from "vitest";
import {
  beachFiltersQuery,
  countActiveFilterGroups,
  DEFAULT_BEACH_FILTERS,
  parseBeachFilters,
  serializeBeachFilters,
  withFilterChange,
  type BeachFilters,
} from "./filters.ts";

const parse = (query: string) => parseBeachFilters(new URLSearchParams(query));

describe("parseBeachFilters", () => {
  it("reads every parameter of the list state", () => {
    const { filters, issues } = parse(
      "search=Myrtos&originalQuery=quiet%20Myrtos&organized=organized,unorganized&blueFlag=true&parking=NONE,SMALL_LOT" +
        "&amenities=sunbeds,taverna&waveConditions=CALM,SURFABLE&type=SANDY,OTHER&access=seatrac,short_walk&calm=tomorrow&prefer=unorganized,family_friendly&sort=distance.desc&nearMe=true&page=3",
    );
    expect(issues).toEqual([]);
    expect(filters).toEqual<BeachFilters>({
      search: "Myrtos",
      originalQuery: "quiet Myrtos",
      organized: ["organized", "unorganized"],
      blueFlag: true,
      parking: ["NONE", "SMALL_LOT"],
      amenities: ["sunbeds", "taverna"],
      waveConditions: ["CALM", "SURFABLE"],
      type: ["SANDY", "OTHER"],
      access: ["seatrac", "short_walk"],
      calm: "tomorrow",
      prefer: ["unorganized", "family_friendly"],
      sort: "distance.desc",
      nearMe: true,
      page: 3,
    });
  });

  it("reads preferences (a setup or an amenity) and drops what is neither", () => {
    const { filters, issues } = parse("prefer=Unorganized,family_friendly,SANDY");
    expect(filters.prefer).toEqual(["unorganized", "family_friendly"]);
    expect(issues.map((issue) => issue.field)).toEqual(["prefer"]);
    expect(beachFiltersQuery({ ...DEFAULT_BEACH_FILTERS, prefer: filters.prefer })).toBe(
      "?prefer=unorganized,family_friendly",
    );
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ filters: DEFAULT_BEACH_FILTERS, issues: [] });
  });

  it.each([
    ["waveConditions=CALM,HUGE,WAVY", "waveConditions", ["CALM", "WAVY"]],
    ["type=SANDY,VOLCANIC", "type", ["SANDY"]],
    ["parking=VALET", "parking", []],
    ["amenities=sunbeds,jacuzzi", "amenities", ["sunbeds"]],
    ["organized=semi,organized", "organized", ["organized"]],
  ] as const)("drops unknown values: %s", (query, field, kept) => {
    const { filters, issues } = parse(query);
    expect(filters[field]).toEqual(kept);
    expect(issues.map((issue) => issue.field)).toEqual([field]);
  });

  it("accepts enum values in any case and ignores repeats and blanks", () => {
    expect(parse("type=sandy,SANDY,,pebbly").filters.type).toEqual(["SANDY", "PEBBLY"]);
  });

  it("reads a list parameter repeated, as a checkbox form sends it", () => {
    const { filters, issues } = parse("type=SANDY&type=PEBBLY&amenities=taverna&amenities=sunbeds");
    expect(issues).toEqual([]);
    expect(filters.type).toEqual(["SANDY", "PEBBLY"]);
    expect(filters.amenities).toEqual(["taverna", "sunbeds"]);
  });

  it("combines repeated keys with comma lists, in first-seen order without repeats", () => {
    const { filters, issues } = parse(
      "waveConditions=CALM,WAVY&waveConditions=SURFABLE&waveConditions=calm,MODERATE&organized=unorganized&organized=organized,unorganized",
    );
    expect(issues).toEqual([]);
    expect(filters.waveConditions).toEqual(["CALM", "WAVY", "SURFABLE", "MODERATE"]);
    expect(filters.organized).toEqual(["unorganized", "organized"]);
  });

  it("reports unknown values from every occurrence of a repeated key, once each", () => {
    const { filters, issues } = parse("parking=NONE&parking=VALET&parking=HELIPAD,SMALL_LOT&parking=VALET");
    expect(filters.parking).toEqual(["NONE", "SMALL_LOT"]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.field).toBe("parking");
    expect(issues[0]?.message).toContain("VALET, HELIPAD.");
  });

  it.each([
    ["search=Myrtos&search=Balos", "search", "Myrtos"],
    ["sort=name.desc&sort=distance.asc", "sort", "name.desc"],
    ["page=2&page=5", "page", 2],
    ["blueFlag=true&blueFlag=false", "blueFlag", true],
    ["nearMe=false&nearMe=true", "nearMe", false],
    // The first occurrence counts even when it is empty.
    ["search=&search=Balos", "search", ""],
  ] as const)("takes the first of a repeated single-valued parameter: %s", (query, field, value) => {
    expect(parse(query).filters[field]).toEqual(value);
  });

  it.each(["rating.desc", "NAME.ASC", "distance"])("ignores the invalid sort %s", (sort) => {
    const { filters, issues } = parse(`sort=${sort}`);
    expect(filters.sort).toBe("name.asc");
    expect(issues[0]?.field).toBe("sort");
  });

  it.each(["0", "-1", "1.5", "abc", "1e3", " 2", "100001"])(
    "requires a positive whole page, not %s",
    (page) => {
      const { filters, issues } = parse(`page=${encodeURIComponent(page)}`);
      expect(filters.page).toBe(1);
      expect(issues[0]?.field).toBe("page");
    },
  );

  it.each([
    ["calm=today", "today", 0],
    ["calm=TOMORROW", "tomorrow", 0],
    ["calm=", null, 0],
    ["calm=yesterday", null, 1],
    ["calm=always", null, 1],
  ] as const)("reads %s as a calm day or reports it", (query, calm, issueCount) => {
    const { filters, issues } = parse(query);
    expect(filters.calm).toBe(calm);
    expect(issues).toHaveLength(issueCount);
    if (issueCount > 0) expect(issues[0]?.message).toBe("Must be one of: today, tomorrow");
  });

  it.each([
    ["blueFlag=true", true],
    ["blueFlag=false", false],
    ["blueFlag=yes", false],
  ] as const)("reads %s", (query, value) => {
    expect(parse(query).filters.blueFlag).toBe(value);
  });
});

describe("serializeBeachFilters", () => {
  it("omits every default", () => {
    expect(serializeBeachFilters(DEFAULT_BEACH_FILTERS).toString()).toBe("");
    expect(beachFiltersQuery({ ...DEFAULT_BEACH_FILTERS, sort: "name.asc", page: 1 })).toBe("");
  });

  it("writes the URL forms and round-trips through the parser", () => {
    const filters: BeachFilters = {
      ...DEFAULT_BEACH_FILTERS,
      search: "Balos",
      type: ["SANDY", "MIXED"],
      amenities: ["taverna"],
      blueFlag: true,
      nearMe: true,
      sort: "distance.asc",
      page: 2,
    };
    const query = serializeBeachFilters(filters).toString();
    expect(query).toBe(
      "search=Balos&blueFlag=true&amenities=taverna&type=SANDY%2CMIXED&sort=distance.asc&nearMe=true&page=2",
    );
    expect(parse(query)).toEqual({ filters, issues: [] });
    // Links keep the commas readable and read back the same.
    expect(beachFiltersQuery(filters)).toBe(
      "?search=Balos&blueFlag=true&amenities=taverna&type=SANDY,MIXED&sort=distance.asc&nearMe=true&page=2",
    );
    expect(
      parse(beachFiltersQuery({ search: "a,b", type: ["SANDY", "MIXED"] }).slice(1)).filters,
    ).toMatchObject({
      search: "a,b",
      type: ["SANDY", "MIXED"],
    });
  });
});

describe("parse(serialize(filters))", () => {
  it.each<[string, Partial<BeachFilters>]>([
    ["the defaults", {}],
    ["one value per list", { organized: ["organized"], parking: ["NONE"], type: ["OTHER"] }],
    [
      "every field set",
      {
        search: "Agia Anna, Naxos",
        originalQuery: "sandy Agia Anna & Naxos?",
        organized: ["unorganized", "organized"],
        blueFlag: true,
        parking: ["LARGE_LOT", "ROADSIDE", "NONE"],
        amenities: ["water_sports", "beach_bar", "family_friendly"],
        waveConditions: ["SURFABLE", "CALM"],
        type: ["PEBBLY", "SANDY", "MIXED"],
        access: ["dogs", "wheelchair", "boat_only"],
        calm: "today",
        sort: "name.desc",
        nearMe: true,
        page: 42,
      },
    ],
    ["Greek text", { search: "Μύρτος", originalQuery: "παραλίες Κρήτη" }],
  ])("gives back %s", (_label, change) => {
    const filters: BeachFilters = { ...DEFAULT_BEACH_FILTERS, ...change };
    expect(parseBeachFilters(serializeBeachFilters(filters))).toEqual({ filters, issues: [] });
  });
});

describe("filter changes", () => {
  it("go back to page 1", () => {
    const on3 = { ...DEFAULT_BEACH_FILTERS, page: 3 };
    expect(withFilterChange(on3, { blueFlag: true })).toMatchObject({ blueFlag: true, page: 1 });
    expect(withFilterChange(on3, { sort: "name.desc" }).page).toBe(1);
  });

  it("count active filter groups, not values", () => {
    expect(countActiveFilterGroups(DEFAULT_BEACH_FILTERS)).toBe(0);
    expect(
      countActiveFilterGroups({
        ...DEFAULT_BEACH_FILTERS,
        type: ["SANDY", "MIXED"],
        blueFlag: true,
        search: "x",
        sort: "name.desc",
      }),
    ).toBe(2);
    expect(countActiveFilterGroups({ ...DEFAULT_BEACH_FILTERS, calm: "today" })).toBe(1);
    expect(countActiveFilterGroups({ ...DEFAULT_BEACH_FILTERS, access: ["dogs", "shade"] })).toBe(1);
  });
});
