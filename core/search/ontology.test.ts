import { ACCESS_FACT_KEYS } from "../access/access.ts";
import { describe, expect, it } from "vitest";
import { AMENITIES, AMENITY_CATEGORIES } from "../contract/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, SETUPS, STATUSES, WAVE_CONDITIONS } from "../contract/enums.ts";
import { ENGLISH, translatorOf } from "../i18n/catalogues.ts";
import { el } from "../i18n/el/index.ts";
import { en } from "../i18n/en/index.ts";
import { labelKey, type LabelKind, type LabelValues } from "../i18n/labels.ts";
import type { Catalogue } from "../i18n/translator.ts";
import {
  beachOntology,
  formatOntologyDate,
  ONTOLOGY_TITLE,
  ontologyTitle,
  type OntologyField,
  type OntologySection,
  verificationStatus,
} from "./ontology.ts";

/** An enumeration's labels in a catalogue, by value: { SANDY: "Sandy", ... }. */
function labelsIn<K extends LabelKind>(
  catalogue: Catalogue,
  kind: K,
  values: readonly LabelValues[K][],
): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, catalogue[labelKey(kind, value)]]));
}

const sections = beachOntology(ENGLISH);
const allFields = sections.flatMap((section) => section.fields);

function section(id: string): OntologySection {
  const found = sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}

/** The one field of that name outside the amenity sections (the amenity 'parking' is another entry). */
function field(name: string): OntologyField {
  const found = allFields.filter((candidate) => candidate.name === name && candidate.amenity === undefined);
  expect(found, name).toHaveLength(1);
  return found[0] as OntologyField;
}

/** Every value of the whole ontology labelled with its field, e.g. 'type=SANDY'. */
const allValues = allFields.flatMap((entry) =>
  (entry.values ?? []).map((value) => `${entry.name}=${value.value}`),
);

function occurrences<T>(list: readonly T[], item: T): number {
  return list.filter((candidate) => candidate === item).length;
}

describe("the beach ontology", () => {
  it("is version 1, in its sections and order, with the access facts after the amenities", () => {
    expect(ONTOLOGY_TITLE).toBe("Ontology v1");
    expect(sections.map((entry) => entry.title)).toEqual([
      "Core fields",
      "Facilities",
      "Safety",
      "Services",
      "Activities",
      "Getting there and access",
      "Verification status",
      "Metadata",
    ]);
    expect(new Set(sections.map((entry) => entry.id)).size).toBe(sections.length);
  });

  it("lists every access fact with 'Not known yet' as a value of its own", () => {
    const fields = section("access").fields;
    expect(fields.map((entry) => entry.name)).toEqual([...ACCESS_FACT_KEYS]);
    for (const field of fields.filter((entry) => entry.name !== "walk_minutes"))
      expect(field.values?.at(-1), field.name).toMatchObject({ value: "null", label: "Not known yet" });
  });

  it("names the core fields as they are in the data", () => {
    const names = section("core-fields").fields.map((entry) => entry.name);
    for (const name of [
      "name",
      "area",
      "description",
      "type",
      "wave_conditions",
      "parking",
      "organized",
      "blue_flag",
      "latitude",
      "longitude",
    ]) {
      expect(occurrences(names, name), name).toBe(1);
    }
  });

  it("lists every value of each enumeration exactly once, with its public label", () => {
    const cases = [
      { name: "type", values: BEACH_TYPES, labels: labelsIn(en, "beachType", BEACH_TYPES) },
      {
        name: "wave_conditions",
        values: WAVE_CONDITIONS,
        labels: labelsIn(en, "waveCondition", WAVE_CONDITIONS),
      },
      { name: "parking", values: PARKING_OPTIONS, labels: labelsIn(en, "parking", PARKING_OPTIONS) },
    ];
    for (const { name, values, labels } of cases) {
      const listed = field(name).values ?? [];
      expect(listed.map((value) => value.value)).toEqual([...values]);
      for (const value of values) {
        expect(occurrences(allValues, `${name}=${value}`), `${name}=${value}`).toBe(1);
        expect(listed.find((entry) => entry.value === value)?.label).toBe(labels[value]);
      }
    }
    expect(field("type").values?.find((value) => value.value === "OTHER")?.description).toContain(
      "Rocky/Other",
    );
  });

  it("lists every status exactly once and says only ACTIVE is public", () => {
    const status = field("status");
    expect(status.values?.map((value) => value.value)).toEqual([...STATUSES]);
    for (const value of STATUSES) expect(occurrences(allValues, `status=${value}`)).toBe(1);
    const publicValues = (status.values ?? []).filter((value) => value.description?.startsWith("Public"));
    expect(publicValues.map((value) => value.value)).toEqual(["ACTIVE"]);
    expect(section("metadata").intro).toContain("Only ACTIVE records are public");
  });

  it("labels organized with both setups", () => {
    const labels = (field("organized").values ?? []).map((value) => value.label);
    expect(labels).toEqual(SETUPS.map((setup) => en[labelKey("setup", setup)]));
  });

  it("lists the metadata fields and the verification statuses", () => {
    expect(section("metadata").fields.map((entry) => entry.name)).toEqual([
      "created_at",
      "updated_at",
      "verified_at",
      "source",
      "status",
    ]);
    expect(field("verification_status").values?.map((value) => value.value)).toEqual([
      "verified",
      "unverified",
    ]);
  });

  it("lists every amenity of the catalogue exactly once, under its category, with its label", () => {
    const amenityEntries = allFields.filter((entry) => entry.amenity !== undefined);
    expect(amenityEntries).toHaveLength(AMENITIES.length);
    for (const amenity of AMENITIES) {
      const entries = amenityEntries.filter((entry) => entry.amenity === amenity.id);
      expect(entries, amenity.id).toHaveLength(1);
      expect(entries[0]).toMatchObject({ name: amenity.id, label: en[labelKey("amenity", amenity.id)] });
      expect(section(amenity.category).fields).toContain(entries[0]);
      expect(entries[0]?.description.length).toBeGreaterThan(10);
    }
    for (const category of AMENITY_CATEGORIES) {
      const entry = section(category);
      expect(entry.title).toBe(en[labelKey("amenityCategory", category)]);
      expect(entry.fields.map((amenityField) => amenityField.name)).toEqual(
        AMENITIES.filter((amenity) => amenity.category === category).map((amenity) => amenity.id),
      );
    }
  });

  it("gives every field a label and a description, and no field twice in a section", () => {
    for (const entry of sections) {
      const names = entry.fields.map((sectionField) => sectionField.name);
      expect(new Set(names).size, entry.id).toBe(names.length);
      expect(entry.intro).not.toBe("");
      for (const sectionField of entry.fields) {
        expect(sectionField.label, sectionField.name).not.toBe("");
        expect(sectionField.description, sectionField.name).not.toBe("");
        for (const value of sectionField.values ?? []) expect(value.label).not.toBe("");
      }
    }
  });
});

describe("verificationStatus", () => {
  it("is verified exactly when verified_at is set", () => {
    expect(verificationStatus("2026-05-01T10:00:00.000Z")).toBe("verified");
    expect(verificationStatus(new Date())).toBe("verified");
    expect(verificationStatus(null)).toBe("unverified");
    expect(verificationStatus(undefined)).toBe("unverified");
    expect(verificationStatus("")).toBe("unverified");
  });
});

describe("formatOntologyDate", () => {
  it("writes the date the British way, in Greek time", () => {
    expect(formatOntologyDate(new Date("2026-11-23T10:00:00Z"))).toEqual({
      text: "23 November 2026",
      iso: "2026-11-23",
    });
    // 23:30 UTC on 31 December is already New Year's Day in Athens.
    expect(formatOntologyDate(new Date("2026-12-31T23:30:00Z"))).toEqual({
      text: "1 January 2027",
      iso: "2027-01-01",
    });
  });
});

describe("the beach ontology in Greek", () => {
  const greek = beachOntology(translatorOf("el"));
  const greekFields = greek.flatMap((entry) => entry.fields);

  it("has the same sections, fields and values as the English one, in the same order", () => {
    expect(greek.map((entry) => entry.id)).toEqual(sections.map((entry) => entry.id));
    expect(greekFields.map((entry) => entry.name)).toEqual(allFields.map((entry) => entry.name));
    expect(
      greekFields.flatMap((entry) => (entry.values ?? []).map((value) => `${entry.name}=${value.value}`)),
    ).toEqual(allValues);
  });

  it("writes every title, intro, label and description in Greek", () => {
    const greekLetters = /[\u0370-\u03ff]/;
    for (const entry of greek) {
      expect(entry.title, entry.id).toMatch(greekLetters);
      expect(entry.intro, entry.id).toMatch(greekLetters);
    }
    for (const entry of greekFields) {
      // A slug is called a slug in Greek too, and a beach bar a beach bar.
      if (!["slug", "beach_bar"].includes(entry.name)) expect(entry.label, entry.name).toMatch(greekLetters);
      expect(entry.description, entry.name).toMatch(greekLetters);
      for (const value of entry.values ?? []) {
        expect(value.label, `${entry.name}=${value.value}`).toMatch(greekLetters);
        if (value.description)
          expect(value.description, `${entry.name}=${value.value}`).toMatch(greekLetters);
      }
    }
  });

  it("takes the Greek labels of the enumerations, amenities and access facts", () => {
    const byName = (name: string) => greekFields.find((entry) => entry.name === name && !entry.amenity)!;
    expect(greek.slice(1, 5).map((entry) => entry.title)).toEqual(
      AMENITY_CATEGORIES.map((category) => el[labelKey("amenityCategory", category)]),
    );
    expect(byName("type").values?.map((value) => value.label)).toEqual(
      BEACH_TYPES.map((type) => el[labelKey("beachType", type)]),
    );
    expect(byName("wave_conditions").values?.map((value) => value.label)).toEqual(
      WAVE_CONDITIONS.map((condition) => el[labelKey("waveCondition", condition)]),
    );
    expect(greekFields.find((entry) => entry.amenity === "sunbeds")?.label).toBe(el["label.amenity.sunbeds"]);
    expect(byName("step_free_path").values?.map((value) => value.label)).toEqual([
      "Ναι",
      "Όχι",
      "Δεν είναι ακόμη γνωστό",
    ]);
    expect(byName("status").values?.map((value) => value.label)).toEqual(["Πρόχειρο", "Κρυφό", "Ενεργό"]);
  });

  it("names the amenity categories in Greek in the amenities field, and titles the page in each language", () => {
    const amenities = greekFields.find((entry) => entry.name === "amenities")!;
    expect(amenities.description).toContain(
      AMENITY_CATEGORIES.map((category) => el[labelKey("amenityCategory", category)]).join(", "),
    );
    expect(ontologyTitle()).toBe(ONTOLOGY_TITLE);
    expect(ontologyTitle("el")).toBe("Οντολογία v1");
  });

  it("dates the page in Greek", () => {
    const date = new Date("2026-11-23T10:00:00Z");
    expect(formatOntologyDate(date, "el")).toEqual({ text: "23 Νοεμβρίου 2026", iso: "2026-11-23" });
    expect(formatOntologyDate(date)).toEqual(formatOntologyDate(date, "en"));
  });
});
