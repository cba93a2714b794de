import { describe, expect, it } from "vitest";
import { ACCESS_FACT_KEYS, UNKNOWN_ACCESS } from "../access/access.ts";
import { AMENITY_IDS } from "./amenities.ts";
import { SLUG_PATTERN_MESSAGE } from "./area-schema.ts";
import type { CsvBeachRow, CsvExportBeach } from "./csv-row.ts";
import {
  csvRecordCount,
  CSV_COLUMN_HINT,
  CSV_COLUMNS,
  csvLine,
  csvExportFileName,
  DUPLICATE_SLUG_MESSAGE,
  findDuplicateSlugs,
  formatCsvRow,
  IMPORT_CHUNK_SIZE,
  IMPORT_ERRORS_MAX,
  IMPORT_PREVIEW_ROWS,
  parseCsvRow,
  toCsvCell,
  withCsvCreateDefaults,
} from "./csv-row.ts";

const minimal = {
  slug: "plaka",
  name: "Plaka",
  latitude: "37.05",
  longitude: "25.38",
  type: "SANDY",
  parking: "ROADSIDE",
};

function parsed(raw: Record<string, string | undefined>): CsvBeachRow {
  const result = parseCsvRow(raw);
  if (!result.ok) throw new Error(`expected a valid row, got ${result.errors.join("; ")}`);
  return result.row;
}

function errorsOf(raw: Record<string, string | undefined>): string[] {
  const result = parseCsvRow(raw);
  return result.ok ? [] : result.errors;
}

describe("CSV format constants", () => {
  it("keeps the fixed column order", () => {
    expect(CSV_COLUMNS.join(",")).toBe(
      "slug,name,area,latitude,longitude,type,wave_conditions,organized,parking,blue_flag,amenities,photo_url,photo_source,description,source,verified_at,status,facing_deg,sheltered_from,wheelchair,arrival,walk_minutes,step_free_path,seatrac,accessible_toilets,accessible_parking,accessible_changing,by_boat,natural_shade,dogs_allowed,naturism,name_el,description_el",
    );
  });

  it("leaves photo_source, the optional hand-set, the access and the Greek columns out of the copyable hint", () => {
    expect(CSV_COLUMN_HINT).toBe(
      "slug,name,area,latitude,longitude,type,wave_conditions,organized,parking,blue_flag,amenities,photo_url,description,source,verified_at,status",
    );
  });

  it.each([
    ["IMPORT_CHUNK_SIZE", IMPORT_CHUNK_SIZE, 200],
    ["IMPORT_PREVIEW_ROWS", IMPORT_PREVIEW_ROWS, 20],
    ["IMPORT_ERRORS_MAX", IMPORT_ERRORS_MAX, 30],
  ])("%s is %i", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("parseCsvRow", () => {
  it("reads a full row, trimming values and normalising case", () => {
    expect(
      parsed({
        slug: " plaka ",
        name: " Plaka ",
        area: " Naxos ",
        latitude: " 37.05 ",
        longitude: "25.38",
        type: "sandy",
        wave_conditions: "calm",
        organized: "TRUE",
        parking: "large_lot",
        blue_flag: "False",
        amenities: "Sunbeds, TAVERNA ,sunbeds",
        photo_url: "https://images.example.org/plaka.jpg",
        photo_source: "Photo by John Smith via Unsplash",
        description: "Long sandy beach.",
        source: "field visit",
        verified_at: "2024-05-01T10:00:00+03:00",
        status: "active",
      }),
    ).toEqual({
      slug: "plaka",
      slugGenerated: false,
      name: "Plaka",
      area: "Naxos",
      latitude: 37.05,
      longitude: 25.38,
      type: "SANDY",
      wave_conditions: "CALM",
      organized: true,
      parking: "LARGE_LOT",
      blue_flag: false,
      amenities: ["sunbeds", "taverna"],
      photo_url: "https://images.example.org/plaka.jpg",
      photo_source: "Photo by John Smith via Unsplash",
      description: "Long sandy beach.",
      source: "field visit",
      verified_at: "2024-05-01T07:00:00.000Z",
      status: "ACTIVE",
      access: {},
    });
  });

  it("leaves blank optional cells unset so an update keeps stored data", () => {
    const blanks = {
      area: "",
      wave_conditions: " ",
      organized: "",
      blue_flag: "",
      amenities: " , ",
      photo_url: "",
      photo_source: "",
      description: "  ",
      source: "",
      verified_at: "",
      status: "",
    };
    expect(parsed({ ...minimal, ...blanks })).toEqual({
      slug: "plaka",
      slugGenerated: false,
      name: "Plaka",
      latitude: 37.05,
      longitude: 25.38,
      type: "SANDY",
      parking: "ROADSIDE",
      access: {},
    });
    expect(parsed(minimal)).toEqual(parsed({ ...minimal, ...blanks }));
  });

  it("fills create defaults only when asked", () => {
    expect(withCsvCreateDefaults(parsed(minimal))).toMatchObject({
      wave_conditions: "CALM",
      organized: false,
      blue_flag: false,
      amenities: [],
      status: "DRAFT",
    });
    expect(withCsvCreateDefaults(parsed({ ...minimal, status: "hidden", organized: "true" }))).toMatchObject({
      organized: true,
      status: "HIDDEN",
    });
  });

  it.each<[string, Record<string, string | undefined>, { slug: string; slugGenerated: boolean }]>([
    ["given", { slug: "plaka-naxos" }, { slug: "plaka-naxos", slugGenerated: false }],
    [
      "generated from the name",
      { slug: "", name: "Agios Prokopios" },
      { slug: "agios-prokopios", slugGenerated: true },
    ],
    ["generated from a Greek name", { slug: " ", name: "Πλάκα" }, { slug: "plaka", slugGenerated: true }],
    ["generated when the column is missing", { slug: undefined }, { slug: "plaka", slugGenerated: true }],
  ])("slug %s", (_, change, expected) => {
    expect(parsed({ ...minimal, ...change })).toMatchObject(expected);
  });

  it.each<[string, string, string | undefined]>([
    ["organized", "true", "true"],
    ["organized", "TRUE", "true"],
    ["organized", "False", "false"],
    ["organized", "yes", undefined],
    ["organized", "1", undefined],
    ["blue_flag", "tRuE", "true"],
    ["blue_flag", "no", undefined],
  ])("reads %s %j as %s", (column, value, expected) => {
    const row = parsed({ ...minimal, [column]: value });
    expect(row[column as "organized" | "blue_flag"]).toBe(
      expected === undefined ? undefined : expected === "true",
    );
  });

  const allAmenities = AMENITY_IDS.join(", ");
  it.each<[string, Record<string, string | undefined>, string[]]>([
    [
      "a blank slug and name",
      { slug: "", name: "" },
      ["Name is required", "Slug is required and cannot be generated from empty name"],
    ],
    [
      "a name with nothing to slug",
      { slug: "", name: "!!!" },
      ["Slug is required and cannot be generated from empty name"],
    ],
    ["a name under the minimum", { name: "I" }, ["name must be at least 2 characters"]],
    ["a name over the maximum", { name: "n".repeat(81) }, ["name must be at most 80 characters"]],
    ["a slug with capitals", { slug: "Plaka" }, [SLUG_PATTERN_MESSAGE]],
    ["a slug over the maximum", { slug: "p".repeat(121) }, ["slug must be at most 120 characters"]],
    ["a blank latitude", { latitude: "" }, ["Valid latitude is required"]],
    ["a latitude of 90.1", { latitude: "90.1" }, ["Valid latitude is required"]],
    ["a latitude of -90.1", { latitude: "-90.1" }, ["Valid latitude is required"]],
    ["a text latitude", { latitude: "north" }, ["Valid latitude is required"]],
    ["a longitude of 180.1", { longitude: "180.1" }, ["Valid longitude is required"]],
    ["a longitude of -180.1", { longitude: "-180.1" }, ["Valid longitude is required"]],
    ["a missing longitude", { longitude: undefined }, ["Valid longitude is required"]],
    ["an unknown type", { type: "rocky" }, ["Invalid type. Must be one of: SANDY, PEBBLY, MIXED, OTHER"]],
    ["a blank type", { type: "" }, ["Invalid type. Must be one of: SANDY, PEBBLY, MIXED, OTHER"]],
    [
      "unknown wave conditions",
      { wave_conditions: "stormy" },
      ["Invalid wave_conditions. Must be one of: CALM, MODERATE, WAVY, SURFABLE"],
    ],
    [
      "unknown parking",
      { parking: "ample" },
      ["Invalid parking. Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT"],
    ],
    [
      "blank parking",
      { parking: "" },
      ["Invalid parking. Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT"],
    ],
    ["an unknown status", { status: "inactive" }, ["Invalid status. Must be one of: DRAFT, HIDDEN, ACTIVE"]],
    [
      "unknown amenities",
      { amenities: "sunbeds,Jacuzzi,spa,jacuzzi" },
      [`Invalid amenities: jacuzzi, spa. Allowed: ${allAmenities}`],
    ],
    [
      "a date only",
      { verified_at: "2024-05-01" },
      ["Invalid date format. Use ISO format (YYYY-MM-DDTHH:mm:ssZ)"],
    ],
    [
      "an impossible date",
      { verified_at: "2024-02-31T10:00:00Z" },
      ["Invalid date format. Use ISO format (YYYY-MM-DDTHH:mm:ssZ)"],
    ],
    ["an http photo", { photo_url: "http://images.example.org/p.jpg" }, ["photo_url must be an https URL"]],
    ["a javascript: photo", { photo_url: "javascript:alert(1)" }, ["photo_url must be an https URL"]],
    [
      "a photo URL longer than the form takes",
      { photo_url: `https://images.example.org/${"p".repeat(2048)}` },
      ["photo_url must be at most 2048 characters"],
    ],
    [
      "a long description",
      { description: "d".repeat(1501) },
      ["description must be at most 1500 characters"],
    ],
    [
      "a long photo credit",
      { photo_source: "s".repeat(501) },
      ["photo_source must be at most 500 characters"],
    ],
    ["a long source", { source: "s".repeat(501) }, ["source must be at most 500 characters"]],
    ["a long area", { area: "a".repeat(81) }, ["area must be at most 80 characters"]],
  ])("reports %s", (_, change, expected) => {
    expect(errorsOf({ ...minimal, ...change })).toEqual(expected);
  });

  it.each<[string, Record<string, string>]>([
    ["latitude -90 and longitude -180", { latitude: "-90", longitude: "-180" }],
    ["latitude 90 and longitude 180", { latitude: "90", longitude: "180" }],
    ["a name of 2 and its slug, as the beach Xi on Kefalonia", { name: "Xi", slug: "xi" }],
    ["a slug of one character, as made from the name 'A.'", { name: "A.", slug: "a" }],
    ["a photo URL of 2048", { photo_url: `https://images.example.org/${"p".repeat(2048 - 27)}` }],
    ["a name of 80 and slug of 120", { name: "n".repeat(80), slug: "s".repeat(120) }],
    ["a description of 1500", { description: "d".repeat(1500) }],
    ["credit and source of 500", { photo_source: "s".repeat(500), source: "s".repeat(500) }],
  ])("accepts %s", (_, change) => {
    expect(errorsOf({ ...minimal, ...change })).toEqual([]);
  });

  it("reports every problem of a row at once", () => {
    expect(errorsOf({ name: "Plaka", latitude: "x", longitude: "", type: "", parking: "" })).toEqual([
      "Valid latitude is required",
      "Valid longitude is required",
      "Invalid type. Must be one of: SANDY, PEBBLY, MIXED, OTHER",
      "Invalid parking. Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT",
    ]);
  });

  it.each<[string, string, string]>([
    ["=SUM(1)", "'=SUM(1)", "=SUM(1)"],
    ["+30 210", "'+30 210", "+30 210"],
    ["- sandy", "'- sandy", "- sandy"],
    ["@home", "'@home", "@home"],
    ["tab", "'\tx", "\tx"],
    ["carriage return", "'\rx", "\rx"],
    ["a quoted quote", "''quoted'", "'quoted'"],
    ["a plain apostrophe", "'t Hoekje", "'t Hoekje"],
  ])("strips the formula guard from %s", (_, cell, expected) => {
    expect(parsed({ ...minimal, description: cell }).description).toBe(expected);
  });

  it("accepts headers with spaces, capitals and a byte-order mark", () => {
    const { slug, ...rest } = minimal;
    expect(parsed({ "\uFEFFSlug ": slug, ...rest }).slug).toBe("plaka");
  });

  it("answers 'Unexpected error' instead of throwing", () => {
    const hostile = {
      get slug(): string {
        throw new Error("boom");
      },
    };
    expect(parseCsvRow(hostile)).toEqual({ ok: false, errors: ["Unexpected error"] });
  });
});

describe("the facing_deg and sheltered_from columns", () => {
  it("leave the stored values alone when the file has no such column", () => {
    const row = parsed(minimal);
    expect(row).not.toHaveProperty("facing_deg");
    expect(row).not.toHaveProperty("sheltered_from");
  });

  it("read a blank cell as the computed facing and no sheltered sectors", () => {
    expect(parsed({ ...minimal, facing_deg: "", sheltered_from: " " })).toMatchObject({
      facing_deg: null,
      sheltered_from: [],
    });
  });

  it.each([
    ["195", 195],
    ["0", 0],
    [" 359.9 ", 359.9],
    ["12.34", 12.3],
  ])("read facing_deg %j as %d degrees", (cell, degrees) => {
    expect(parsed({ ...minimal, facing_deg: cell }).facing_deg).toBe(degrees);
  });

  it("reads compass points in any case, by commas or semicolons, in compass order, each once", () => {
    expect(parsed({ ...minimal, sheltered_from: "nnw; N,ne,N" }).sheltered_from).toEqual([0, 2, 15]);
  });

  it.each(["400", "-5", "north", "360", "12°", "1,5"])("refuses facing_deg %j naming the column", (cell) => {
    expect(errorsOf({ ...minimal, facing_deg: cell })).toEqual([
      "facing_deg must be a number of degrees from 0 to 359.9, or blank to compute it from the coastline",
    ]);
  });

  it("refuses sheltered_from words that are not compass points, naming them", () => {
    expect(errorsOf({ ...minimal, sheltered_from: "N,north,NNE,xx,north" })).toEqual([
      "Invalid sheltered_from: north, xx. Allowed: N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW",
    ]);
  });
});

describe("findDuplicateSlugs", () => {
  it.each<[string[], number[]]>([
    [[], []],
    [["a", "b", "c"], []],
    [["a", "b", "a"], [2]],
    [
      ["a", "a", "a", "b", "b"],
      [1, 2, 4],
    ],
    [["", "", "a"], []],
  ])("%j → %j", (slugs, expected) => {
    expect([...findDuplicateSlugs(slugs)]).toEqual(expected);
  });

  it("has the import's message", () => {
    expect(DUPLICATE_SLUG_MESSAGE).toBe("Duplicate slug within import file");
  });
});

describe("toCsvCell", () => {
  it.each<[string | number | boolean | null | undefined, string]>([
    [null, ""],
    [undefined, ""],
    [true, "true"],
    [false, "false"],
    [-35.5, "-35.5"],
    [0, "0"],
    [Number.NaN, ""],
    ["Plaka", "Plaka"],
    ["=SUM(1)", "'=SUM(1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@x", "'@x"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
    ["'quoted'", "''quoted'"],
    ["a=b", "a=b"],
  ])("%j → %j", (value, expected) => {
    expect(toCsvCell(value)).toBe(expected);
  });
});

const beach: CsvExportBeach = {
  ...UNKNOWN_ACCESS,
  slug: "plaka",
  name: "-Plaka",
  area: "Naxos",
  latitude: 37.05,
  longitude: -25.38,
  type: "SANDY",
  wave_conditions: "CALM",
  organized: true,
  parking: "LARGE_LOT",
  blue_flag: false,
  amenities: ["sunbeds", "taverna"],
  photo_url: "https://images.example.org/plaka.jpg",
  photo_source: "Jane Doe, CC BY 2.0 <https://creativecommons.org/licenses/by/2.0>",
  description: "=SUM(1)",
  source: "@field visit",
  verified_at: new Date("2024-05-01T10:00:00Z"),
  status: "ACTIVE",
  facing_override_deg: null,
  sheltered_from: null,
  arrival: "FOOTPATH",
  walk_minutes: 25,
  seatrac: false,
  by_boat: true,
  name_el: "Πλάκα",
  description_el: null,
};

describe("formatCsvRow", () => {
  it("writes the cells in column order with formulas guarded", () => {
    expect(formatCsvRow(beach)).toEqual([
      "plaka",
      "'-Plaka",
      "Naxos",
      "37.05",
      "-25.38",
      "SANDY",
      "CALM",
      "true",
      "LARGE_LOT",
      "false",
      "sunbeds,taverna",
      "https://images.example.org/plaka.jpg",
      "Jane Doe, CC BY 2.0 <https://creativecommons.org/licenses/by/2.0>",
      "'=SUM(1)",
      "'@field visit",
      "2024-05-01T10:00:00.000Z",
      "ACTIVE",
      "",
      "",
      "unknown",
      "FOOTPATH",
      "25",
      "unknown",
      "no",
      "unknown",
      "unknown",
      "unknown",
      "yes",
      "unknown",
      "unknown",
      "unknown",
      "Πλάκα",
      "",
    ]);
  });

  it.each<[string, Partial<CsvExportBeach>, Partial<Record<string, string>>]>([
    [
      "nulls as blanks",
      { area: null, wave_conditions: null, amenities: null, verified_at: null },
      {
        area: "",
        wave_conditions: "",
        amenities: "",
        verified_at: "",
      },
    ],
    [
      "numeric text as numbers",
      { latitude: "-35.50", longitude: "24" },
      { latitude: "-35.5", longitude: "24" },
    ],
    [
      "the administrator's facing and sheltered sectors, as compass points in order",
      { facing_override_deg: 195.3, sheltered_from: [15, 0, 1] },
      { facing_deg: "195.3", sheltered_from: "N,NNE,NNW" },
    ],
    [
      "a driver's text date as ISO",
      { verified_at: "2024-05-01 10:00:00+00" },
      { verified_at: "2024-05-01T10:00:00.000Z" },
    ],
  ])("writes %s", (_, change, expected) => {
    const cells = formatCsvRow({ ...beach, ...change });
    const byColumn = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index]]));
    expect(byColumn).toMatchObject(expected);
  });
});

describe("export then import", () => {
  const roundTrip = (value: CsvExportBeach) => {
    const cells = formatCsvRow(value);
    return parsed(Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index]])));
  };

  it("changes nothing, formulas included", () => {
    expect(roundTrip(beach)).toEqual({
      slug: "plaka",
      slugGenerated: false,
      name: "-Plaka",
      area: "Naxos",
      latitude: 37.05,
      longitude: -25.38,
      type: "SANDY",
      wave_conditions: "CALM",
      organized: true,
      parking: "LARGE_LOT",
      blue_flag: false,
      amenities: ["sunbeds", "taverna"],
      photo_url: "https://images.example.org/plaka.jpg",
      photo_source: "Jane Doe, CC BY 2.0 <https://creativecommons.org/licenses/by/2.0>",
      description: "=SUM(1)",
      source: "@field visit",
      verified_at: "2024-05-01T10:00:00.000Z",
      status: "ACTIVE",
      facing_deg: null,
      sheltered_from: [],
      access: { ...UNKNOWN_ACCESS, arrival: "FOOTPATH", walk_minutes: 25, seatrac: false, by_boat: true },
      name_el: "Πλάκα",
    });
  });

  it("writes both Greek texts and reads them back", () => {
    const cells = formatCsvRow({ ...beach, description_el: "Αμμουδιά, 4 χλμ." });
    expect(cells.slice(-2)).toEqual(["Πλάκα", "Αμμουδιά, 4 χλμ."]);
    expect(roundTrip({ ...beach, description_el: "Αμμουδιά, 4 χλμ." })).toMatchObject({
      name_el: "Πλάκα",
      description_el: "Αμμουδιά, 4 χλμ.",
    });
  });

  it("keeps the administrator's facing and sheltered sectors", () => {
    expect(roundTrip({ ...beach, facing_override_deg: 0, sheltered_from: [0, 8, 15] })).toMatchObject({
      facing_deg: 0,
      sheltered_from: [0, 8, 15],
    });
    expect(roundTrip({ ...beach, facing_override_deg: 359.9 }).facing_deg).toBe(359.9);
  });

  it.each(["=SUM(1)", "+30 210 0000000", "-Plaka", "@once", "'quoted'", "''twice", "'=already guarded"])(
    "keeps the description %j",
    (description) => {
      expect(roundTrip({ ...beach, description }).description).toBe(description);
    },
  );
});

describe("access columns", () => {
  it("keeps every fact when its cell is blank or its column is missing", () => {
    expect(parsed(minimal).access).toEqual({});
    expect(parsed({ ...minimal, wheelchair: "", seatrac: " ", walk_minutes: "" }).access).toEqual({});
  });

  it("reads yes/no, true/false, the enums and unknown in any case", () => {
    expect(
      parsed({
        ...minimal,
        wheelchair: "limited",
        arrival: "Footpath",
        walk_minutes: "0",
        step_free_path: "YES",
        seatrac: "no",
        accessible_toilets: "True",
        accessible_parking: "FALSE",
        by_boat: "Unknown",
        naturism: "UNKNOWN",
      }).access,
    ).toEqual({
      wheelchair: "LIMITED",
      arrival: "FOOTPATH",
      walk_minutes: 0,
      step_free_path: true,
      seatrac: false,
      accessible_toilets: true,
      accessible_parking: false,
      by_boat: null,
      naturism: null,
    });
  });

  it("names the column and the value of every bad cell, after the other columns' problems", () => {
    expect(
      errorsOf({
        ...minimal,
        type: "ROCKY",
        seatrac: "maybe",
        walk_minutes: "-3",
        arrival: "helicopter",
        wheelchair: "partly",
        dogs_allowed: "1",
      }),
    ).toEqual([
      expect.stringMatching(/^Invalid type/),
      expect.stringMatching(/^Invalid wheelchair=partly\. Use one of YES, LIMITED, NO, unknown to clear it/),
      expect.stringMatching(
        /^Invalid arrival=helicopter\. Use one of PAVED_ROAD, DIRT_ROAD, FOOTPATH, BOAT_ONLY/,
      ),
      expect.stringMatching(/^Invalid walk_minutes=-3\. Use a whole number of minutes from 0 to 600/),
      expect.stringMatching(/^Invalid seatrac=maybe\. Use yes or no/),
      expect.stringMatching(/^Invalid dogs_allowed=1\. Use yes or no/),
    ]);
  });

  it.each(["601", "2.5", "1e2", "0x10", "ten"])("refuses walk_minutes=%s", (walk) => {
    expect(errorsOf({ ...minimal, walk_minutes: walk })).toEqual([
      expect.stringContaining(`Invalid walk_minutes=${walk}.`),
    ]);
  });

  it("writes unknown for every fact nobody knows, and imports it back as unknown", () => {
    const unknown = {
      ...beach,
      arrival: null,
      walk_minutes: null,
      seatrac: null,
      by_boat: null,
    };
    const cells = formatCsvRow(unknown);
    const facts = ACCESS_FACT_KEYS.length;
    expect(cells.slice(-2 - facts, -2)).toEqual(Array(facts).fill("unknown"));
    const back = parsed(Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index]])));
    expect(back.access).toEqual(UNKNOWN_ACCESS);
  });
});

describe("the Greek columns", () => {
  it("reads a Greek name and description, trimmed", () => {
    expect(parsed({ ...minimal, name_el: " Πλάκα ", description_el: "Μεγάλη αμμουδιά" })).toMatchObject({
      name_el: "Πλάκα",
      description_el: "Μεγάλη αμμουδιά",
    });
  });

  it.each([
    ["blank cells", { name_el: "", description_el: "  " }],
    ["no such columns", {}],
  ])("leaves them unset (kept) for %s", (_, cells) => {
    const row = parsed({ ...minimal, ...cells });
    expect(row).not.toHaveProperty("name_el");
    expect(row).not.toHaveProperty("description_el");
  });

  it("refuses a Greek name longer than the name's limit, naming the column", () => {
    expect(errorsOf({ ...minimal, name_el: "α".repeat(81) })).toEqual([
      "name_el must be at most 80 characters",
    ]);
  });
});

describe("csvExportFileName", () => {
  it.each([
    ["2025-06-15T12:00:00Z", "beaches-2025-06-15.csv"],
    // The date is taken in UTC: local midnight in Athens is still the previous day.
    ["2025-06-15T23:30:00+03:00", "beaches-2025-06-15.csv"],
    ["2025-12-31T23:59:59Z", "beaches-2025-12-31.csv"],
    ["2026-01-01T01:00:00+02:00", "beaches-2025-12-31.csv"],
  ])("%s → %s", (date, expected) => {
    expect(csvExportFileName(new Date(date))).toBe(expected);
  });
});

describe("csvLine", () => {
  it("quotes only what needs it, doubling quotes, and ends in CRLF", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines", " edge", ""])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"," edge",\r\n',
    );
  });
});

describe("csvRecordCount", () => {
  it("counts the records csvLine wrote after the header, a line break or quote in a cell included", () => {
    const header = csvLine(["slug", "name", "description"]);
    const records = [
      ["balos", "Balos", "Turquoise lagoon,\r\nshallow water"],
      ["xi", "Xi", 'Red sand, "Xi" by name\nand a second line'],
      ["elafonisi", "Elafonisi", "  pink sand  "],
    ].map((cells) => csvLine(cells));
    expect(csvRecordCount(header)).toBe(0);
    expect(csvRecordCount(header + records.join(""))).toBe(3);
    expect(csvRecordCount(header + records[1]!)).toBe(1);
  });

  it("counts a last record without its line end, and nothing in an empty text", () => {
    expect(csvRecordCount("slug,name\r\nbalos,Balos")).toBe(1);
    expect(csvRecordCount("")).toBe(0);
  });
});
