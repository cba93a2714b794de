import { describe, expect, it } from "vitest";
import { UNKNOWN_ACCESS } from "#core/access/access.ts";
import { ENGLISH, translatorOf } from "#core/i18n/catalogues.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { beachJsonLd, beachListJsonLd, breadcrumbJsonLd, jsonLdText } from "./structured-data.ts";

const GREEK = translatorOf("el");

const beach: PublicBeach = {
  id: 1,
  slug: "myrtos",
  name: "Myrtos",
  area: "Kefalonia",
  area_el: "Κεφαλονιά",
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
    expect(beachJsonLd(beach, "https://example.gr", ENGLISH)).toMatchObject({
      "@type": "Beach",
      url: "https://example.gr/kefalonia/myrtos",
      geo: { latitude: 38.3447, longitude: 20.5357 },
      address: { addressRegion: "Kefalonia", addressCountry: "GR" },
    });
    // The amenities, then the access facts that are known: Seatrac yes, dogs no, the road; the unknown
    // ones (wheelchair, shade...) are left out, never said to be false.
    expect(beachJsonLd(beach, "https://example.gr", ENGLISH).amenityFeature).toEqual([
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
    expect(beachJsonLd(beach, "https://example.gr", ENGLISH)).not.toHaveProperty("image");
  });

  it("never lets text close the script element, and still parses back", () => {
    const text = jsonLdText(beachJsonLd(beach, "https://example.gr", ENGLISH));
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

describe("structured data in Greek", () => {
  it("names the beach in Greek with the English name beside it, at the Greek address", () => {
    const greek = { ...beach, area_el: "Κεφαλονιά" };
    expect(beachJsonLd(greek, "https://example.gr", GREEK)).toMatchObject({
      "@type": "Beach",
      name: "Μύρτος",
      alternateName: "Myrtos",
      inLanguage: "el",
      url: "https://example.gr/el/kefalonia/myrtos",
      // No Greek description yet: the English one, as the page shows it.
      description: beach.description,
      address: { addressRegion: "Κεφαλονιά", addressCountry: "GR" },
    });
    expect(beachJsonLd(greek, "https://example.gr", GREEK).amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Ξαπλώστρες", value: true },
      { "@type": "LocationFeatureSpecification", name: "Ναυαγοσώστης", value: true },
      {
        "@type": "LocationFeatureSpecification",
        name: "Πώς θα φτάσετε",
        value: "Ασφαλτόδρομος ως την παραλία",
      },
      {
        "@type": "LocationFeatureSpecification",
        name: "Seatrac (αυτόνομο σύστημα πρόσβασης στη θάλασσα)",
        value: true,
      },
      { "@type": "LocationFeatureSpecification", name: "Επιτρέπονται σκύλοι", value: false },
    ]);
    expect(
      beachJsonLd({ ...beach, description_el: "Λευκά βότσαλα" }, "https://example.gr", GREEK),
    ).toMatchObject({ description: "Λευκά βότσαλα" });
  });

  it("keeps the English record for an English page, with no language or alternate name", () => {
    const english = beachJsonLd(beach, "https://example.gr", ENGLISH);
    expect(english).toMatchObject({ name: "Myrtos", url: "https://example.gr/kefalonia/myrtos" });
    expect(english).not.toHaveProperty("inLanguage");
    expect(english).not.toHaveProperty("alternateName");
  });

  it("lists a Greek page's beaches by their Greek names and Greek pages", () => {
    expect(beachListJsonLd([beach], "https://example.gr", "el")).toMatchObject({
      inLanguage: "el",
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://example.gr/el/kefalonia/myrtos", name: "Μύρτος" },
      ],
    });
    expect(beachListJsonLd([beach], "https://example.gr")).not.toHaveProperty("inLanguage");
  });
});
