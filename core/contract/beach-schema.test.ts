import { describe, expect, it } from "vitest";
import { ACCESS_FLAGS, UNKNOWN_ACCESS } from "../access/access.ts";
import { WALK_MINUTES_MESSAGE, WALK_NEEDS_FOOTPATH_MESSAGE } from "../access/access-form.ts";
import { HTTPS_URL_MESSAGE, SLUG_PATTERN_MESSAGE } from "./area-schema.ts";
import {
  AMENITY_MESSAGE,
  BEACH_DESCRIPTION_MAX,
  BEACH_FORM_FIELD_LABELS,
  BEACH_NAME_MAX,
  BEACH_NAME_MIN,
  BEACH_PHOTO_SOURCE_MAX,
  BEACH_SLUG_MAX,
  BEACH_SLUG_MIN,
  BEACH_SOURCE_MAX,
  beachInputSchema,
  mapLegacyBeachValues,
} from "./beach-schema.ts";

// What the form posts for a new beach: every value is text.
const valid = { name: "Plaka", area: "Naxos", area_id: "4", latitude: "37.05", longitude: "25.38" };

function messageFor(input: Record<string, unknown>, field: string): string | undefined {
  const result = beachInputSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

function parsedValue(input: Record<string, unknown>, field: string): unknown {
  return (beachInputSchema.parse({ ...valid, ...input }) as Record<string, unknown>)[field];
}

const LAT = "Latitude must be a number from -90 to 90";
const LNG = "Longitude must be a number from -180 to 180";

describe("beachInputSchema", () => {
  it("fills the form defaults", () => {
    expect(beachInputSchema.parse(valid)).toEqual({
      name: "Plaka",
      name_el: "",
      area: "Naxos",
      area_id: 4,
      latitude: 37.05,
      longitude: 25.38,
      description: "",
      description_el: "",
      type: "OTHER",
      wave_conditions: "CALM",
      organized: false,
      parking: "NONE",
      blue_flag: false,
      amenities: [],
      photo_url: "",
      photo_source: "",
      status: "DRAFT",
      slug: "",
      source: "",
      facing_override_deg: null,
      sheltered_from: [],
      ...UNKNOWN_ACCESS,
      markVerified: false,
      verified_at: null,
    });
  });

  it.each<[string, string, unknown, string | undefined]>([
    ["name", "at min", "a".repeat(BEACH_NAME_MIN), undefined],
    ["name", "two letters, as the beach Xi on Kefalonia", "Xi", undefined],
    ["name", "at min-1", "a".repeat(BEACH_NAME_MIN - 1), "Name must be at least 2 characters"],
    ["name", "padded to min", "  a  ", "Name must be at least 2 characters"],
    ["name", "at max", "a".repeat(BEACH_NAME_MAX), undefined],
    ["name", "at max+1", "a".repeat(BEACH_NAME_MAX + 1), "Name must be at most 80 characters"],
    ["area", "one character", "X", undefined],
    ["area", "empty", "", "Area name is required"],
    ["area", "blank", "   ", "Area name is required"],
    ["area", "missing", undefined, "Area name is required"],
    ["area_id", "1", "1", undefined],
    ["area_id", "0", "0", "Please select an area"],
    ["area_id", "empty (nothing selected)", "", "Please select an area"],
    ["area_id", "missing", undefined, "Please select an area"],
    ["area_id", "a fraction", "1.5", "Please select an area"],
    ["area_id", "text", "naxos", "Please select an area"],
    ["area_id", "beyond an integer column", "2147483648", "Please select an area"],
    ["latitude", "-90", "-90", undefined],
    ["latitude", "90", "90", undefined],
    ["latitude", "-90.0001", "-90.0001", LAT],
    ["latitude", "90.0001", "90.0001", LAT],
    ["latitude", "blank", "  ", LAT],
    ["latitude", "missing", undefined, LAT],
    ["latitude", "text", "north", LAT],
    ["latitude", "a number", 12.5, undefined],
    ["longitude", "-180", "-180", undefined],
    ["longitude", "180", "180", undefined],
    ["longitude", "-180.5", "-180.5", LNG],
    ["longitude", "181", "181", LNG],
    ["longitude", "blank", "", LNG],
    ["longitude", "Infinity", "Infinity", LNG],
    ["description", "at max", "d".repeat(BEACH_DESCRIPTION_MAX), undefined],
    [
      "description",
      "at max+1",
      "d".repeat(BEACH_DESCRIPTION_MAX + 1),
      "Description must be at most 1500 characters",
    ],
    ["name_el", "empty", "", undefined],
    ["name_el", "at max", "π".repeat(BEACH_NAME_MAX), undefined],
    ["name_el", "at max+1", "π".repeat(BEACH_NAME_MAX + 1), "Name in Greek must be at most 80 characters"],
    ["description_el", "at max", "δ".repeat(BEACH_DESCRIPTION_MAX), undefined],
    [
      "description_el",
      "at max+1",
      "δ".repeat(BEACH_DESCRIPTION_MAX + 1),
      "Description in Greek must be at most 1500 characters",
    ],
    ["type", "SANDY", "SANDY", undefined],
    ["type", "ROCKY", "ROCKY", "Must be one of: SANDY, PEBBLY, MIXED, OTHER"],
    ["wave_conditions", "unknown", "STORMY", "Must be one of: CALM, MODERATE, WAVY, SURFABLE"],
    ["parking", "legacy AMPLE unmapped", "AMPLE", "Must be one of: NONE, ROADSIDE, SMALL_LOT, LARGE_LOT"],
    ["status", "legacy INACTIVE unmapped", "INACTIVE", "Must be one of: DRAFT, HIDDEN, ACTIVE"],
    ["organized", "a stray word", "maybe", "Must be true or false"],
    ["amenities", "an unknown id", ["sunbeds", "jacuzzi"], AMENITY_MESSAGE],
    ["amenities", "an unknown id in the hidden value", "sunbeds,jacuzzi", AMENITY_MESSAGE],
    ["photo_url", "https", "https://images.example.org/plaka.jpg", undefined],
    ["photo_url", "http", "http://images.example.org/plaka.jpg", HTTPS_URL_MESSAGE],
    ["photo_url", "javascript:", "javascript:alert(1)", HTTPS_URL_MESSAGE],
    ["photo_source", "at max", "s".repeat(BEACH_PHOTO_SOURCE_MAX), undefined],
    [
      "photo_source",
      "at max+1",
      "s".repeat(BEACH_PHOTO_SOURCE_MAX + 1),
      "Photo Attribution must be at most 500 characters",
    ],
    ["source", "at max", "s".repeat(BEACH_SOURCE_MAX), undefined],
    ["source", "at max+1", "s".repeat(BEACH_SOURCE_MAX + 1), "Source must be at most 500 characters"],
    ["slug", "empty (generated on save)", "", undefined],
    ["slug", "at min", "a".repeat(BEACH_SLUG_MIN), undefined],
    ["slug", "one character, as the slug made from 'A.'", "a", undefined],
    ["slug", "at max", "a".repeat(BEACH_SLUG_MAX), undefined],
    ["slug", "at max+1", "a".repeat(BEACH_SLUG_MAX + 1), "Slug must be at most 120 characters"],
    ["slug", "with an underscore", "plaka_beach", SLUG_PATTERN_MESSAGE],
    ["verified_at", "UTC", "2024-05-01T10:00:00Z", undefined],
    ["verified_at", "with offset and milliseconds", "2024-05-01T10:00:00.000+03:00", undefined],
    ["verified_at", "a date only", "2024-05-01", "Must be an ISO date-time (YYYY-MM-DDTHH:mm:ssZ)"],
    [
      "verified_at",
      "an impossible day",
      "2024-02-31T10:00:00Z",
      "Must be an ISO date-time (YYYY-MM-DDTHH:mm:ssZ)",
    ],
  ])("%s %s", (field, _, value, expected) => {
    expect(messageFor({ [field]: value }, field)).toBe(expected);
  });

  it.each<[string, unknown, unknown]>([
    ["organized", "on", true],
    ["organized", "true", true],
    ["organized", true, true],
    ["organized", "TRUE", true],
    ["organized", "false", false],
    ["organized", "", false],
    ["organized", undefined, false],
    ["blue_flag", "on", true],
    ["blue_flag", false, false],
    ["markVerified", "on", true],
    ["markVerified", undefined, false],
    ["amenities", "sunbeds, taverna,,sunbeds", ["sunbeds", "taverna"]],
    ["amenities", ["lifeguard"], ["lifeguard"]],
    ["amenities", "", []],
    ["area_id", 7, 7],
    ["latitude", " -35.5 ", -35.5],
    ["verified_at", "", null],
    ["verified_at", null, null],
    ["verified_at", "2024-05-01T10:00:00Z", "2024-05-01T10:00:00Z"],
    ["slug", null, ""],
    ["photo_url", null, ""],
  ])("reads %s %j as %j", (field, value, expected) => {
    expect(parsedValue({ [field]: value }, field)).toEqual(expected);
  });

  it.each<[string, unknown, number | null]>([
    ["blank", "", null],
    ["spaces", "  ", null],
    ["missing", undefined, null],
    ["null from JSON", null, null],
    ["0", "0", 0],
    ["a number from JSON", 195, 195],
    ["359.9", "359.9", 359.9],
    ["kept to a tenth", " 12.34 ", 12.3],
    ["a hair below 0", "-0.04", 0],
  ])("reads the facing override %s", (_case, value, expected) => {
    expect(parsedValue({ facing_override_deg: value }, "facing_override_deg")).toBe(expected);
  });

  it.each<[string, unknown]>([
    ["400", "400"],
    ["-5", "-5"],
    ["360", "360"],
    ["359.96, a tenth short of a full turn", "359.96"],
    ["a word", "north"],
    ["degrees with their sign", "12°"],
    ["a boolean", true],
  ])("refuses the facing override %s", (_case, value) => {
    expect(messageFor({ facing_override_deg: value }, "facing_override_deg")).toBe(
      "Facing must be a number of degrees from 0 to 359.9, or blank to use the computed facing",
    );
  });

  it.each<[string, unknown, number[]]>([
    ["blank", "", []],
    ["missing", undefined, []],
    ["one point", "N", [0]],
    ["the form's comma list, in any order and case, repeats dropped", "nnw,N,s,N", [0, 8, 15]],
    ["semicolons and spaces", "E; W  SW", [4, 10, 12]],
    ["a JSON list", ["NNE", "SSW"], [1, 9]],
    ["every point", "N,NNE,NE,ENE,E,ESE,SE,SSE,S,SSW,SW,WSW,W,WNW,NW,NNW", [...Array(16).keys()]],
  ])("reads sheltered from %s as sectors", (_case, value, expected) => {
    expect(parsedValue({ sheltered_from: value }, "sheltered_from")).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ["a word", "north"],
    ["a bearing", "0"],
    ["a sector number from JSON", [0]],
    ["an object", { N: true }],
  ])("refuses sheltered from %s", (_case, value) => {
    expect(messageFor({ sheltered_from: value }, "sheltered_from")).toBe(
      "Sheltered from must list compass points: N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW",
    );
  });

  it("labels every field but the access flags, which are named by their labels", () => {
    expect([...Object.keys(BEACH_FORM_FIELD_LABELS), ...ACCESS_FLAGS].sort()).toEqual(
      Object.keys(beachInputSchema.shape).sort(),
    );
  });
});

describe("mapLegacyBeachValues", () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ status: "INACTIVE" }, { status: "HIDDEN" }],
    [{ parking: "AMPLE" }, { parking: "LARGE_LOT" }],
    [{ parking: "LIMITED" }, { parking: "SMALL_LOT" }],
    [
      { status: "ACTIVE", parking: "ROADSIDE" },
      { status: "ACTIVE", parking: "ROADSIDE" },
    ],
    [
      { status: "BOGUS", name: "Plaka" },
      { status: "BOGUS", name: "Plaka" },
    ],
    [{ name: "Plaka" }, { name: "Plaka" }],
  ])("%j → %j", (input, expected) => {
    expect(mapLegacyBeachValues(input)).toEqual(expected);
  });

  it("lets a legacy record through the schema once mapped", () => {
    const legacy = { ...valid, status: "INACTIVE", parking: "LIMITED" };
    expect(beachInputSchema.safeParse(legacy).success).toBe(false);
    expect(beachInputSchema.parse(mapLegacyBeachValues(legacy))).toMatchObject({
      status: "HIDDEN",
      parking: "SMALL_LOT",
    });
  });

  it("leaves its input untouched", () => {
    const input = { status: "INACTIVE" };
    mapLegacyBeachValues(input);
    expect(input).toEqual({ status: "INACTIVE" });
  });
});

describe("the access facts on the beach form", () => {
  const withAccess = (access: Record<string, string>) => beachInputSchema.safeParse({ ...valid, ...access });

  it("reads blank choices as unknown, never as no", () => {
    const parsed = beachInputSchema.parse({
      ...valid,
      wheelchair: "",
      arrival: " ",
      walk_minutes: "",
      seatrac: "",
      naturism: "",
    });
    expect(parsed).toMatchObject(UNKNOWN_ACCESS);
  });

  it("reads the three-way choices, the enums and the minutes", () => {
    expect(
      beachInputSchema.parse({
        ...valid,
        wheelchair: "YES",
        arrival: "FOOTPATH",
        walk_minutes: " 600 ",
        seatrac: "true",
        dogs_allowed: "false",
        by_boat: "yes",
        naturism: "no",
      }),
    ).toMatchObject({
      wheelchair: "YES",
      arrival: "FOOTPATH",
      walk_minutes: 600,
      seatrac: true,
      dogs_allowed: false,
      by_boat: true,
      naturism: false,
      natural_shade: null,
    });
  });

  it.each<[string, Record<string, string>, string]>([
    ["negative minutes", { arrival: "FOOTPATH", walk_minutes: "-3" }, WALK_MINUTES_MESSAGE],
    ["minutes over 600", { arrival: "FOOTPATH", walk_minutes: "601" }, WALK_MINUTES_MESSAGE],
    ["fractional minutes", { arrival: "FOOTPATH", walk_minutes: "2.5" }, WALK_MINUTES_MESSAGE],
    ["minutes in words", { arrival: "FOOTPATH", walk_minutes: "ten" }, WALK_MINUTES_MESSAGE],
    ["minutes with a road", { arrival: "PAVED_ROAD", walk_minutes: "5" }, WALK_NEEDS_FOOTPATH_MESSAGE],
    ["minutes with no way in known", { walk_minutes: "5" }, WALK_NEEDS_FOOTPATH_MESSAGE],
  ])("refuses %s on walk_minutes", (_, access, message) => {
    const result = withAccess(access);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["walk_minutes"], message })]);
  });

  it.each([
    ["wheelchair", "SOMETIMES"],
    ["arrival", "HELICOPTER"],
    ["seatrac", "maybe"],
    ["naturism", "on"],
  ])("refuses %s=%s on its field", (field, value) => {
    expect(withAccess({ [field]: value }).error?.issues.map((issue) => issue.path)).toEqual([[field]]);
  });
});
