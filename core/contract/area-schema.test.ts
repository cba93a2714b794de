import { describe, expect, it } from "vitest";
import {
  AREA_DESCRIPTION_MAX,
  AREA_FIELD_LABELS,
  AREA_HERO_PHOTO_SOURCE_MAX,
  AREA_NAME_MAX,
  AREA_NAME_MIN,
  AREA_SLUG_MAX,
  AREA_SLUG_MIN,
  areaInputSchema,
  HTTPS_URL_MESSAGE,
  isHttpsUrl,
  PHOTO_URL_MAX,
  SLUG_PATTERN_MESSAGE,
} from "./area-schema.ts";

const valid = { name: "Naxos" };

/** The first message for `field`, or undefined when the field is valid. */
function messageFor(input: Record<string, unknown>, field: string): string | undefined {
  const result = areaInputSchema.safeParse({ ...valid, ...input });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const httpsUrl = (length: number) => {
  const prefix = "https://example.org/";
  return prefix + "a".repeat(length - prefix.length);
};

describe("areaInputSchema", () => {
  it("fills the form defaults", () => {
    expect(areaInputSchema.parse(valid)).toEqual({
      name: "Naxos",
      name_el: "",
      slug: "",
      description: "",
      description_el: "",
      hero_photo_url: "",
      hero_photo_source: "",
      status: "DRAFT",
    });
  });

  it("trims text and reads null as empty", () => {
    expect(
      areaInputSchema.parse({
        name: "  Naxos ",
        name_el: " Νάξος ",
        slug: " naxos ",
        description: null,
        description_el: null,
        hero_photo_url: null,
        hero_photo_source: "  Jane Doe ",
        status: "ACTIVE",
      }),
    ).toEqual({
      name: "Naxos",
      name_el: "Νάξος",
      slug: "naxos",
      description: "",
      description_el: "",
      hero_photo_url: "",
      hero_photo_source: "Jane Doe",
      status: "ACTIVE",
    });
  });

  it.each<[string, string, unknown, string | undefined]>([
    ["name", "at min", "a".repeat(AREA_NAME_MIN), undefined],
    ["name", "at min-1", "a".repeat(AREA_NAME_MIN - 1), "Name must be at least 2 characters"],
    ["name", "spaces only", "   ", "Name must be at least 2 characters"],
    ["name", "at max", "a".repeat(AREA_NAME_MAX), undefined],
    ["name", "at max+1", "a".repeat(AREA_NAME_MAX + 1), "Name must be at most 80 characters"],
    ["name", "missing", undefined, "Name is required"],
    ["slug", "empty (derived later)", "", undefined],
    ["slug", "at min", "a".repeat(AREA_SLUG_MIN), undefined],
    ["slug", "at min-1", "a".repeat(AREA_SLUG_MIN - 1), "Slug must be at least 2 characters"],
    ["slug", "at max", "a".repeat(AREA_SLUG_MAX), undefined],
    ["slug", "at max+1", "a".repeat(AREA_SLUG_MAX + 1), "Slug must be at most 120 characters"],
    ["slug", "with digits and hyphens", "nea-makri-2", undefined],
    ["slug", "with upper case", "Naxos", SLUG_PATTERN_MESSAGE],
    ["slug", "with a space", "agios prokopios", SLUG_PATTERN_MESSAGE],
    ["slug", "in Greek", "νάξος", SLUG_PATTERN_MESSAGE],
    ["description", "empty", "", undefined],
    ["description", "at max", "d".repeat(AREA_DESCRIPTION_MAX), undefined],
    [
      "description",
      "at max+1",
      "d".repeat(AREA_DESCRIPTION_MAX + 1),
      "Description must be at most 500 characters",
    ],
    ["name_el", "empty", "", undefined],
    ["name_el", "at max", "ν".repeat(AREA_NAME_MAX), undefined],
    ["name_el", "at max+1", "ν".repeat(AREA_NAME_MAX + 1), "Name in Greek must be at most 80 characters"],
    ["description_el", "at max", "δ".repeat(AREA_DESCRIPTION_MAX), undefined],
    [
      "description_el",
      "at max+1",
      "δ".repeat(AREA_DESCRIPTION_MAX + 1),
      "Description in Greek must be at most 500 characters",
    ],
    ["hero_photo_url", "empty", "", undefined],
    ["hero_photo_url", "https", "https://images.example.org/naxos.jpg", undefined],
    ["hero_photo_url", "http", "http://images.example.org/naxos.jpg", HTTPS_URL_MESSAGE],
    ["hero_photo_url", "javascript:", "javascript:alert(1)", HTTPS_URL_MESSAGE],
    ["hero_photo_url", "not a URL", "naxos.jpg", HTTPS_URL_MESSAGE],
    ["hero_photo_url", "at max", httpsUrl(PHOTO_URL_MAX), undefined],
    ["hero_photo_url", "at max+1", httpsUrl(PHOTO_URL_MAX + 1), "Must be at most 2048 characters"],
    ["hero_photo_source", "at max", "s".repeat(AREA_HERO_PHOTO_SOURCE_MAX), undefined],
    [
      "hero_photo_source",
      "at max+1",
      "s".repeat(AREA_HERO_PHOTO_SOURCE_MAX + 1),
      "Hero Photo Source must be at most 500 characters",
    ],
    ["status", "HIDDEN", "HIDDEN", undefined],
    ["status", "unknown", "ARCHIVED", "Must be one of: DRAFT, HIDDEN, ACTIVE"],
  ])("%s %s", (field, _, value, expected) => {
    expect(messageFor({ [field]: value }, field)).toBe(expected);
  });

  it("labels every field", () => {
    expect(Object.keys(AREA_FIELD_LABELS).sort()).toEqual(Object.keys(areaInputSchema.shape).sort());
    expect(AREA_FIELD_LABELS.hero_photo_url).toBe("Hero Photo URL");
  });
});

describe("isHttpsUrl", () => {
  it.each([
    ["https://example.org/a.jpg", true],
    ["HTTPS://EXAMPLE.ORG/a.jpg", true],
    ["http://example.org/a.jpg", false],
    ["ftp://example.org/a.jpg", false],
    ["//example.org/a.jpg", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isHttpsUrl(value)).toBe(expected);
  });
});

describe("the area slug follows the one slug rule of core/contract/slug.ts", () => {
  it.each(["crete--west", "-crete", "crete-"])("refuses %s", (slug) => {
    const result = areaInputSchema.safeParse({ name: "Crete West", slug });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SLUG_PATTERN_MESSAGE);
  });

  it("accepts single hyphens between letters and digits", () => {
    expect(areaInputSchema.safeParse({ name: "Crete West", slug: "crete-west-2" }).success).toBe(true);
  });
});
