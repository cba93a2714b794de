import { describe, expect, it } from "vitest";
import { el } from "./el/index.ts";
import { en } from "./en/index.ts";
import { localeOfPath, localizePath, pathWithoutLocale, prefersGreek } from "./locale.ts";
import { createTranslator, placeholdersOf, type Message } from "./translator.ts";

const english = en as Readonly<Record<string, Message>>;
const greek = el as Readonly<Record<string, Message>>;

describe("the catalogues", () => {
  it("have the same keys", () => {
    expect(Object.keys(greek).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))("%s has the same placeholders and shape in Greek", (key) => {
    const source = english[key] as Message;
    const translation = greek[key] as Message;
    expect(typeof translation).toBe(typeof source);
    expect(placeholdersOf(translation)).toEqual(placeholdersOf(source));
  });

  it("has no empty Greek message", () => {
    const empty = Object.entries(greek).filter(([, message]) =>
      typeof message === "string"
        ? message.trim() === ""
        : message.one.trim() === "" || message.other.trim() === "",
    );
    expect(empty).toEqual([]);
  });
});

describe("the translator", () => {
  const messages = {
    count: { zero: "No beaches", one: "{count} beach", other: "{count} beaches" },
    greekCount: { zero: "Καμία παραλία", one: "{count} παραλία", other: "{count} παραλίες" },
    hello: "Hello {name}, {missing}",
  };

  it("picks English plural forms, with zero, and groups thousands as English does", () => {
    const t = createTranslator("en", messages).t;
    expect(t("count" as never, { count: 0 })).toBe("No beaches");
    expect(t("count" as never, { count: 1 })).toBe("1 beach");
    expect(t("count" as never, { count: 1234 })).toBe("1,234 beaches");
  });

  it("picks Greek plural forms and writes numbers the Greek way", () => {
    const tr = createTranslator("el", messages);
    expect(tr.t("greekCount" as never, { count: 1 })).toBe("1 παραλία");
    expect(tr.t("greekCount" as never, { count: 12345 })).toBe("12.345 παραλίες");
    expect(tr.number(1.5)).toBe("1,5");
    expect(tr.list(["Κρήτη", "Ρόδος", "Νάξος"])).toBe("Κρήτη, Ρόδος και Νάξος");
  });

  it("fills the placeholders it is given and leaves the others visible", () => {
    expect(createTranslator("en", messages).t("hello" as never, { name: "Ana" })).toBe(
      "Hello Ana, {missing}",
    );
  });

  it("shows the key of a message the catalogue lacks instead of failing", () => {
    expect(createTranslator("el", {}).t("chrome.siteName")).toBe("chrome.siteName");
  });
});

describe("language addresses", () => {
  it.each([
    ["/", "en", "/"],
    ["/el", "el", "/"],
    ["/el/", "el", "/"],
    ["/el/crete/elafonisi", "el", "/crete/elafonisi"],
    ["/elafonisi", "en", "/elafonisi"],
    ["/electra/x", "en", "/electra/x"],
  ])("%s is %s at %s", (pathname, locale, bare) => {
    expect(localeOfPath(pathname)).toBe(locale);
    expect(pathWithoutLocale(pathname)).toBe(bare);
  });

  it("moves a path with its query and hash between the languages", () => {
    expect(localizePath("/", "el")).toBe("/el");
    expect(localizePath("/?q=sand#top", "el")).toBe("/el?q=sand#top");
    expect(localizePath("/crete?type=SANDY&page=2", "el")).toBe("/el/crete?type=SANDY&page=2");
    expect(localizePath("/el/crete?type=SANDY", "en")).toBe("/crete?type=SANDY");
    expect(localizePath("/el?q=x", "en")).toBe("/?q=x");
    expect(localizePath("/el/map?lat=35&lng=24&zoom=9", "el")).toBe("/el/map?lat=35&lng=24&zoom=9");
  });

  it("offers Greek when the browser puts Greek before English", () => {
    expect(prefersGreek(["el-GR", "en-US"])).toBe(true);
    expect(prefersGreek(["de-DE", "el"])).toBe(true);
    expect(prefersGreek(["en-GB", "el-GR"])).toBe(false);
    expect(prefersGreek(["fr"])).toBe(false);
    expect(prefersGreek([])).toBe(false);
  });
});
