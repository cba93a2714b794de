import { describe, expect, it } from "vitest";
import { UNKNOWN_ACCESS } from "../../core/access.ts";
import type { PublicBeach } from "../../core/public-records.ts";
import { beachJsonLd, beachListJsonLd, breadcrumbJsonLd, jsonLdText } from "./structured-data.ts";

const beach: PublicBeach = {
  id: 1,
  slug: "myrtos",
  name: "Myrtos",
  area: "Kefalonia",
  area_id: 2,
  area_slug: "kefalonia",
  description: "White pebbles </script><script>alert(1)</script>",
  name_el: "Μύρτος",
  description_el: null,
  type: "PEBBLY",
  wave_conditions: "WAVY",
  parking: "LARGE_LOT",
  organized: true,
  blue_flag: true,
  amenities: ["sunbeds", "lifeguard"],
  latitude: 38.3447,
  longitude: 20.5357,
  photo_url: null,
  photo_source: null,
  source: null,
  verified_at: null,
  status: "ACTIVE",
  updated_at: "2026-01-01T00:00:00.000Z",
  facing_deg: 302,
  access: { ...UNKNOWN_ACCESS, arrival: "PAVED_ROAD", dogs_allowed: false, seatrac: true },
};

describe("structured data", () => {
  it("describes a beach with its place, position and amenities", () => {
    expect(beachJsonLd(beach, "https://example.gr")).toMatchObject({
      "@type": "Beach",
      url: "https://example.gr/kefalonia/myrtos",
      geo: { latitude: 38.3447, longitude: 20.5357 },
      address: { addressRegion: "Kefalonia", addressCountry: "GR" },
    });
    // The amenities, then the access facts that are known: Seatrac yes, dogs no, the road; the unknown
    // ones (wheelchair, shade...) are left out, never said to be false.
    expect(beachJsonLd(beach, "https://example.gr").amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Sunbeds", value: true },
      { "@type": "LocationFeatureSpecification", name: "Lifeguard", value: true },
      { "@type": "LocationFeatureSpecification", name: "Getting there", value: "Paved road to the beach" },
      {
        "@type": "LocationFeatureSpecification",
        name: "Seatrac (self-operated sea access chair)",
        value: true,
      },
      { "@type": "LocationFeatureSpecification", name: "Dogs allowed", value: false },
    ]);
    expect(beachJsonLd(beach, "https://example.gr")).not.toHaveProperty("image");
  });

  it("never lets text close the script element, and still parses back", () => {
    const text = jsonLdText(beachJsonLd(beach, "https://example.gr"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).description).toBe(beach.description);
  });

  it("numbers breadcrumbs and lists at most ten beaches", () => {
    expect(breadcrumbJsonLd([{ name: "Home", url: "https://example.gr/" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.gr/" },
    ]);
    const many = Array.from({ length: 12 }, (_, index) => ({ ...beach, slug: `b${index}` }));
    expect((beachListJsonLd(many, "https://example.gr").itemListElement as unknown[]).length).toBe(10);
  });
});
