// The page's scripts carry no message catalogue (ADR 037): the root loader hands the browser its own
// language's messages, so an English page never downloads the Greek ones, nor a Greek page the
// English ones. A catalogue bundled by mistake shows up as its object literal, each key followed by
// a colon; a component's t("key") call does not.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { el } from "../../core/i18n/el/index.ts";
import { en } from "../../core/i18n/en/index.ts";

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

  it("would notice a catalogue compiled into a script", () => {
    const bundled = `const m={"chrome.siteName":"Greek Beaches",'chrome.nav.map':"Map"};t(c?"chrome.nav.about":"chrome.nav.feedback")`;
    expect(catalogueEntries(bundled, Object.keys(en))).toEqual(["chrome.siteName", "chrome.nav.map"]);
  });
});
