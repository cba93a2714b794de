// The page's scripts carry no message catalogue (ADR 037): the root loader hands the browser its own
// language's messages, so an English page never downloads the Greek ones, nor a Greek page the
// English ones. A catalogue bundled by mistake shows up as its object literal, each key followed by
// a colon; a component's t("key") call does not.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { el } from "#core/i18n/el/index.ts";
import { en } from "#core/i18n/en/index.ts";
import { BEACH_FORM_FIELD_LABELS } from "#core/contract/beach-schema.ts";

function scripts(): { file: string; source: string }[] {
  const assets = resolve(inject("siteBuildDir"), "client/assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, source: readFileSync(resolve(assets, file), "utf8") }));
}

function catalogueEntries(source: string, keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  // An object literal's entry follows "{" or ","; a minified ternary (c?"a.b":"a.c") has "?".
  const entries = source.matchAll(/[{,]\s*["'`]([\w.-]+)["'`]\s*:/g);
  return [...new Set([...entries].map((match) => match[1] ?? "").filter((key) => wanted.has(key)))];
}

const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/;
const DISTINCTIVE_LENGTH = 12;
/** The back office's own names of its form fields, some of which are also labels ('Wheelchair access'). */
const FIELD_NAMES: ReadonlySet<string> = new Set(Object.values(BEACH_FORM_FIELD_LABELS));
/** The label words of a catalogue: its 'label.{kind}.{value}' messages (core/i18n/labels.ts). */
function labelWords(catalogue: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(catalogue)
    .filter(([key]) => key.startsWith("label."))
    .map(([, text]) => String(text));
}
const TABLE_WORDS = [
  ...new Set([
    ...labelWords(el).filter((text) => GREEK_LETTER.test(text)),
    ...labelWords(en).filter((text) => text.length >= DISTINCTIVE_LENGTH && !FIELD_NAMES.has(text)),
  ]),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The label words a script holds as a value, such as a table's entry ({A:"…"}, [..., "…"]); not a
 * word quoted inside a longer message ("only with 'Footpath only'").
 */
function tableWords(source: string): string[] {
  return TABLE_WORDS.filter((text) => new RegExp(`[:,[(=?]\\s*(["'\`])${escape(text)}\\1`).test(source));
}

describe("the browser's scripts", () => {
  const files = scripts();

  it("are there to check", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each([
    ["English", Object.keys(en)],
    ["Greek", Object.keys(el)],
  ])("carry no entry of the %s catalogue", (_language, keys) => {
    const found = files
      .map(({ file, source }) => ({ file, keys: catalogueEntries(source, keys) }))
      .filter((hit) => hit.keys.length > 0);
    expect(found).toEqual([]);
  });

  // The labels of the enumerations, amenities, access facts and the calm filter reach a page as its
  // own language's messages (core/i18n/labels.ts): a table of them bundled by mistake shows up as its
  // words. Every Greek label is looked for, and each English one long enough not to be a word that
  // a script says for another reason.
  it("carry no label table", () => {
    const found = files
      .map(({ file, source }) => ({ file, labels: tableWords(source) }))
      .filter((hit) => hit.labels.length > 0);
    expect(found).toEqual([]);
  });

  it("would notice a label table compiled into a script", () => {
    expect(tableWords(`const a={YES:"Χωρίς σκαλοπάτια ως την άμμο"};t("label.wheelchair.YES")`)).toEqual([
      "Χωρίς σκαλοπάτια ως την άμμο",
    ]);
    expect(tableWords(`const b={seatrac:"Seatrac (self-operated sea access chair)"}`)).toEqual([
      "Seatrac (self-operated sea access chair)",
    ]);
    expect(tableWords(`const c="Walk minutes are only for 'Footpath only': choose that way in"`)).toEqual([]);
  });

  it("would notice a catalogue compiled into a script", () => {
    const bundled = `const m={"chrome.siteName":"Greek Beaches",'chrome.nav.map':"Map"};t(c?"chrome.nav.about":"chrome.nav.feedback")`;
    expect(catalogueEntries(bundled, Object.keys(en))).toEqual(["chrome.siteName", "chrome.nav.map"]);
  });
});
