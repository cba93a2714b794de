import { describe, expect, it } from "vitest";
import { BEACH_TYPES, STATUSES } from "#core/contract/enums.ts";
import { generateSyntheticDirectory } from "./synthetic.ts";

describe("generateSyntheticDirectory", () => {
  it("makes exactly the records asked for, the same every time", () => {
    const first = generateSyntheticDirectory({ beaches: 2000, areas: 60 });
    const second = generateSyntheticDirectory({ beaches: 2000, areas: 60 });
    expect(first.beaches).toHaveLength(2000);
    expect(first.areas).toHaveLength(60);
    expect(second).toEqual(first);
    expect(generateSyntheticDirectory({ beaches: 2000, areas: 60, seed: 7 })).not.toEqual(first);
  });

  it("gives unique slugs and names, beaches in Greece, and every status and type", () => {
    const { areas, beaches } = generateSyntheticDirectory({ beaches: 5000, areas: 200 });
    expect(new Set(beaches.map((beach) => beach.slug)).size).toBe(beaches.length);
    expect(new Set(areas.map((area) => area.name)).size).toBe(areas.length);
    const areaNames = new Set(areas.map((area) => area.name));
    for (const beach of beaches) {
      expect(areaNames.has(beach.area)).toBe(true);
      expect(beach.latitude).toBeGreaterThan(34.7);
      expect(beach.latitude).toBeLessThan(41.8);
      expect(beach.longitude).toBeGreaterThan(19.3);
      expect(beach.longitude).toBeLessThan(29.7);
    }
    expect(new Set(beaches.map((beach) => beach.status))).toEqual(new Set(STATUSES));
    expect(new Set(beaches.map((beach) => beach.type))).toEqual(new Set(BEACH_TYPES));
  });
});
