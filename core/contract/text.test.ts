import { describe, expect, it } from "vitest";
import { areaInputSchema } from "./area-schema.ts";
import { beachInputSchema } from "./beach-schema.ts";
import { parseCsvRow } from "./csv-row.ts";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text.ts";

// Text with a control character in it is refused where it is typed, with a message on the field:
// PostgreSQL cannot store NUL, and nobody means to type the others.

const CONTROLS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000B",
  "\u000C",
  "\u001B",
  "\u001F",
  "\u007F",
  "\u0085",
  "\u009F",
];

describe("hasControlCharacter", () => {
  it("finds NUL and the other controls anywhere in the text", () => {
    for (const control of CONTROLS) {
      expect(hasControlCharacter(`a${control}b`), JSON.stringify(control)).toBe(true);
    }
  });

  it("leaves tabs, line breaks, Greek, accents and emoji alone", () => {
    for (const text of ["Μύρτος", "Plage d'Agios Prokopios", "line one\nline two\r\n\tindented", "🏖️ sand"]) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });
});

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (result.success ? undefined : result.error!.issues.find((issue) => issue.path[0] === field)?.message);

describe("the form schemas", () => {
  const beach = { name: "Plaka", area: "Naxos", area_id: "4", latitude: "37.05", longitude: "25.38" };

  it("refuse a control character in every free-text field of a beach, on that field", () => {
    for (const field of ["name", "area", "description", "photo_source", "source", "photo_url"]) {
      const value = field === "photo_url" ? "https://example.org/a\u0000.jpg" : "Some\u0000text";
      const result = beachInputSchema.safeParse({ ...beach, [field]: value });
      expect(firstMessage(result, field), field).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("refuse a control character in every free-text field of an area, on that field", () => {
    for (const field of ["name", "description", "hero_photo_source", "hero_photo_url"]) {
      const value = field === "hero_photo_url" ? "https://example.org/\u001B.jpg" : "Some\u001Btext";
      const result = areaInputSchema.safeParse({ name: "Naxos", [field]: value });
      expect(firstMessage(result, field), field).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("still take a description with line breaks", () => {
    expect(beachInputSchema.safeParse({ ...beach, description: "One.\n\nTwo." }).success).toBe(true);
  });
});

describe("a CSV row", () => {
  const row = {
    slug: "plaka",
    name: "Plaka",
    latitude: "37.05",
    longitude: "25.38",
    type: "SANDY",
    parking: "NONE",
  };

  it("names the column holding a control character", () => {
    for (const column of ["name", "area", "description", "photo_source", "source", "photo_url"]) {
      const value = column === "photo_url" ? "https://example.org/a\u0000.jpg" : "Some\u0000text";
      const result = parseCsvRow({ ...row, [column]: value });
      expect(result.ok, column).toBe(false);
      expect(result.ok ? [] : result.errors, column).toContain(
        `${column} must not contain control characters`,
      );
    }
  });
});
