import { describe, expect, it } from "vitest";
import type { PhotoCredit } from "./photo-credit.ts";
import { creativeCommonsUrl, parsePhotoCredit } from "./photo-credit.ts";

describe("parsePhotoCredit: the original formats, unchanged", () => {
  it.each<[string, string, PhotoCredit]>([
    [
      "author, CC licence <url>, via source",
      "Jane Doe, CC BY-SA 4.0 <https://creativecommons.org/licenses/by-sa/4.0>, via Wikimedia Commons",
      {
        author: "Jane Doe",
        licence: "CC BY-SA 4.0",
        licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0",
        source: "Wikimedia Commons",
      },
    ],
    [
      "Photo by author via source",
      "Photo by John Smith via Unsplash",
      { author: "John Smith", source: "Unsplash" },
    ],
    [
      "author, licence <url>",
      "Jane Doe, CC BY 2.0 <https://creativecommons.org/licenses/by/2.0>",
      { author: "Jane Doe", licence: "CC BY 2.0", licenceUrl: "https://creativecommons.org/licenses/by/2.0" },
    ],
    ["plain author", "Nikos P.", { author: "Nikos P." }],
    [
      "Unsplash's own 'on' wording",
      "Photo by Maria K. on Unsplash",
      { author: "Maria K.", source: "Unsplash" },
    ],
    ["'Photo by' without a source", "photo by Eleni", { author: "Eleni" }],
    [
      "licence and source without a URL",
      "Jane Doe, CC BY-SA 4.0, via Wikimedia Commons",
      { author: "Jane Doe", licence: "CC BY-SA 4.0", source: "Wikimedia Commons" },
    ],
    [
      "an author with a comma",
      "Doe, Jane, CC0 <https://creativecommons.org/publicdomain/zero/1.0/>",
      {
        author: "Doe, Jane",
        licence: "CC0",
        licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
      },
    ],
    ["a plain author with a comma", "Nikos P., Athens", { author: "Nikos P., Athens" }],
    ["surrounding spaces", "   Nikos P.  ", { author: "Nikos P." }],
    [
      "an http licence URL",
      "Jane Doe, Licence <http://example.org/l>",
      {
        author: "Jane Doe",
        licence: "Licence",
        licenceUrl: "http://example.org/l",
      },
    ],
  ])("%s", (_, text, expected) => {
    expect(parsePhotoCredit(text)).toEqual(expected);
  });

  it.each<[string, string, PhotoCredit]>([
    [
      "a javascript: URL",
      "Jane Doe, CC BY 2.0 <javascript:alert(1)>, via Flickr",
      { author: "Jane Doe", licence: "CC BY 2.0", source: "Flickr" },
    ],
    ["a data: URL", "Jane Doe, CC BY 2.0 <data:text/html,hi>", { author: "Jane Doe", licence: "CC BY 2.0" }],
    [
      "text that is not a URL",
      "Jane Doe, CC BY 2.0 <see website>",
      { author: "Jane Doe", licence: "CC BY 2.0" },
    ],
    ["an empty URL", "Jane Doe, CC BY 2.0 <>", { author: "Jane Doe", licence: "CC BY 2.0" }],
  ])("drops %s as licence link", (_, text, expected) => {
    const parsed = parsePhotoCredit(text);
    expect(parsed).toEqual(expected);
    expect(parsed).not.toHaveProperty("licenceUrl");
  });

  it.each([null, undefined, "", "   "])("gives null for %j", (text) => {
    expect(parsePhotoCredit(text)).toBeNull();
  });
});

const COMMONS_FILE = "https://commons.wikimedia.org/w/index.php?curid=48213377";
const BY_SA_4 = "https://creativecommons.org/licenses/by-sa/4.0/";
const BY_SA_3 = "https://creativecommons.org/licenses/by-sa/3.0/";
const BY_4 = "https://creativecommons.org/licenses/by/4.0/";
const BY_2 = "https://creativecommons.org/licenses/by/2.0/";

describe("parsePhotoCredit: Wikimedia Commons' attribution", () => {
  it.each<[string, string, PhotoCredit]>([
    [
      "'By X - Own work, licence, file page'",
      `By Eleni Papadaki - Own work, CC BY-SA 4.0, ${COMMONS_FILE}`,
      {
        author: "Eleni Papadaki",
        licence: "CC BY-SA 4.0",
        licenceUrl: BY_SA_4,
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "without the description",
      "By Stavros Kalogeropoulos, CC BY-SA 3.0, https://commons.wikimedia.org/w/index.php?curid=2745519",
      {
        author: "Stavros Kalogeropoulos",
        licence: "CC BY-SA 3.0",
        licenceUrl: BY_SA_3,
        source: "Wikimedia Commons",
        sourceUrl: "https://commons.wikimedia.org/w/index.php?curid=2745519",
      },
    ],
    [
      "'Link' in place of the URL (copied from the HTML version)",
      "By Eleni Papadaki - Own work, CC BY 4.0, Link",
      { author: "Eleni Papadaki", licence: "CC BY 4.0", licenceUrl: BY_4, source: "Wikimedia Commons" },
    ],
    [
      "a hyphenated name, without 'By' or URL",
      "Jean-Pierre Dupont - Own work, CC BY-SA 4.0",
      { author: "Jean-Pierre Dupont", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4 },
    ],
    [
      "a hyphenated name and an en dash",
      `By Anna-Maria Roussou – Own work, CC BY-SA 4.0, ${COMMONS_FILE}`,
      {
        author: "Anna-Maria Roussou",
        licence: "CC BY-SA 4.0",
        licenceUrl: BY_SA_4,
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "a Flickr import, commas in author and description",
      "By Maria Georgiou from Athens, Greece - Navagio Beach, Zakynthos, CC BY 2.0, https://commons.wikimedia.org/w/index.php?curid=31415926",
      {
        author: "Maria Georgiou from Athens, Greece",
        licence: "CC BY 2.0",
        licenceUrl: BY_2,
        source: "Wikimedia Commons",
        sourceUrl: "https://commons.wikimedia.org/w/index.php?curid=31415926",
      },
    ],
    [
      "the uploader's '(talk)' link",
      `By Nikolaos Vlachos (talk) - Own work, CC BY-SA 3.0, ${COMMONS_FILE}`,
      {
        author: "Nikolaos Vlachos",
        licence: "CC BY-SA 3.0",
        licenceUrl: BY_SA_3,
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "two licences, linking the Creative Commons one",
      `By Nikolaos Vlachos - Own work, GFDL, CC BY-SA 3.0, ${COMMONS_FILE}`,
      {
        author: "Nikolaos Vlachos",
        licence: "GFDL, CC BY-SA 3.0",
        licenceUrl: BY_SA_3,
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "public domain: a licence without a link",
      `By Unknown author - Transferred from en.wikipedia, Public Domain, ${COMMONS_FILE}`,
      {
        author: "Unknown author",
        licence: "Public Domain",
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "a licence name Commons uses that is not in the known list",
      "By Dimitra Kouri - Own work, Copyright-free use, Link",
      { author: "Dimitra Kouri", licence: "Copyright-free use", source: "Wikimedia Commons" },
    ],
    [
      "CC0",
      `By Petros Ioannou - Own work, CC0, ${COMMONS_FILE}`,
      {
        author: "Petros Ioannou",
        licence: "CC0",
        licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "a Creative Commons URL is the licence link, not the source",
      "By Petros Ioannou, CC BY 2.0, https://creativecommons.org/licenses/by/2.0/deed.en",
      {
        author: "Petros Ioannou",
        licence: "CC BY 2.0",
        licenceUrl: "https://creativecommons.org/licenses/by/2.0/deed.en",
      },
    ],
    [
      "another site's URL names the source",
      "By Petros Ioannou, CC BY 2.0, https://www.flickr.com/photos/pioannou/5123456789",
      {
        author: "Petros Ioannou",
        licence: "CC BY 2.0",
        licenceUrl: BY_2,
        source: "Flickr",
        sourceUrl: "https://www.flickr.com/photos/pioannou/5123456789",
      },
    ],
    [
      "a stray comma after the URL",
      `By Giorgos Pappas - Own work, CC BY-SA 4.0, ${COMMONS_FILE}, `,
      {
        author: "Giorgos Pappas",
        licence: "CC BY-SA 4.0",
        licenceUrl: BY_SA_4,
        source: "Wikimedia Commons",
        sourceUrl: COMMONS_FILE,
      },
    ],
    [
      "the newer form with 'By' in front",
      "By Sofia Andreou, CC BY-SA 4.0 <https://creativecommons.org/licenses/by-sa/4.0>, via Wikimedia Commons",
      {
        author: "Sofia Andreou",
        licence: "CC BY-SA 4.0",
        licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0",
        source: "Wikimedia Commons",
      },
    ],
    [
      "'Own work' left in the newer form",
      "Sofia Andreou - Own work, CC BY-SA 4.0, via Wikimedia Commons",
      { author: "Sofia Andreou", licence: "CC BY-SA 4.0", source: "Wikimedia Commons" },
    ],
  ])("%s", (_, text, expected) => {
    expect(parsePhotoCredit(text)).toEqual(expected);
  });
});

describe("parsePhotoCredit: bylines and copyright lines", () => {
  it.each<[string, string, PhotoCredit]>([
    [
      "'Photo by X via Y'",
      "Photo by Kostas Marinos via Flickr",
      { author: "Kostas Marinos", source: "Flickr" },
    ],
    [
      "'Photo by X, via Y'",
      "Photo by Kostas Marinos, via Flickr",
      { author: "Kostas Marinos", source: "Flickr" },
    ],
    ["'Photo: X / Y'", "Photo: Kostas Marinos / Unsplash", { author: "Kostas Marinos", source: "Unsplash" }],
    ["'Photo by X / Y'", "Photo by Maria K. / Unsplash", { author: "Maria K.", source: "Unsplash" }],
    ["'Photo: X'", "Photo: Kostas Marinos", { author: "Kostas Marinos" }],
    ["'Photo credit: X'", "Photo credit: Petros Ioannou", { author: "Petros Ioannou" }],
    [
      "'Image by X via Y'",
      "Image by Petros Ioannou via Pixabay",
      { author: "Petros Ioannou", source: "Pixabay" },
    ],
    ["'By X'", "By Anna Lykou", { author: "Anna Lykou" }],
    ["'© X'", "© Anna Lykou", { author: "Anna Lykou" }],
    ["'(c) X'", "(c) Anna Lykou", { author: "Anna Lykou" }],
    ["'© year X'", "© 2021 Anna Lykou", { author: "Anna Lykou" }],
    ["'Copyright years X'", "Copyright 2019-2023 Anna Lykou", { author: "Anna Lykou" }],
    ["bylines in a row", "Photo: © 2022 Anna Lykou / Pexels", { author: "Anna Lykou", source: "Pexels" }],
    [
      "a comma in the author before 'via'",
      "Photo by Nikos P., Athens via Flickr",
      { author: "Nikos P., Athens", source: "Flickr" },
    ],
    [
      "a place after a comma is not taken for a licence",
      "Photo by Nikos P., Athens, via Flickr",
      { author: "Nikos P., Athens", source: "Flickr" },
    ],
    [
      "a licence in brackets",
      "Photo by Irini Sotiriou (CC BY 2.0) via Flickr",
      { author: "Irini Sotiriou", licence: "CC BY 2.0", licenceUrl: BY_2, source: "Flickr" },
    ],
    [
      "a licence after the source",
      "Photo by Irini Sotiriou via Wikimedia Commons, CC BY-SA 4.0",
      { author: "Irini Sotiriou", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4, source: "Wikimedia Commons" },
    ],
    [
      "'All rights reserved'",
      "Photo: Irini Sotiriou, All rights reserved",
      { author: "Irini Sotiriou", licence: "All rights reserved" },
    ],
    [
      "a source written as a URL",
      "Photo by Irini Sotiriou via https://www.flickr.com/photos/isotiriou/1234",
      {
        author: "Irini Sotiriou",
        source: "Flickr",
        sourceUrl: "https://www.flickr.com/photos/isotiriou/1234",
      },
    ],
    [
      "'By X, licence, via source' with the licence linked",
      "By Sofia Andreou, CC BY-SA 4.0, via Wikimedia Commons",
      { author: "Sofia Andreou", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4, source: "Wikimedia Commons" },
    ],
  ])("%s", (_, text, expected) => {
    expect(parsePhotoCredit(text)).toEqual(expected);
  });
});

describe("parsePhotoCredit: an author with a known licence name", () => {
  it.each<[string, string, PhotoCredit]>([
    ["after a comma", "Jane Doe, CC BY 2.0", { author: "Jane Doe", licence: "CC BY 2.0", licenceUrl: BY_2 }],
    [
      "in brackets",
      "Sofia Andreou (CC BY-SA 4.0)",
      { author: "Sofia Andreou", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4 },
    ],
    [
      "after a bar",
      "Sofia Andreou | CC BY 2.0",
      { author: "Sofia Andreou", licence: "CC BY 2.0", licenceUrl: BY_2 },
    ],
    [
      "Creative Commons' own line, as Openverse writes it",
      '"Navagio at dusk" by Jan Kowalski is licensed under CC BY 2.0. To view a copy of this license, visit https://creativecommons.org/licenses/by/2.0/?ref=openverse.',
      {
        author: "Jan Kowalski",
        licence: "CC BY 2.0",
        licenceUrl: "https://creativecommons.org/licenses/by/2.0/?ref=openverse",
      },
    ],
    [
      "Creative Commons' line with 'by' in the title and no URL",
      '"Stand by the sea" by Jan Kowalski is licensed under CC BY-SA 4.0',
      { author: "Jan Kowalski", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4 },
    ],
    [
      "Creative Commons' line after 'Photo by'",
      "Photo by Jan Kowalski is marked with CC0 1.0.",
      {
        author: "Jan Kowalski",
        licence: "CC0 1.0",
        licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/",
      },
    ],
  ])("%s", (_, text, expected) => {
    expect(parsePhotoCredit(text)).toEqual(expected);
  });
});

describe("parsePhotoCredit: what stays whole as the author", () => {
  it.each([
    "Jean-Pierre Dupont",
    "Studio Blue/AC",
    "Nikos P., Athens",
    "Jane Doe, Link",
    "Doe, Jane",
    "Public Domain, https://commons.wikimedia.org/w/index.php?curid=48213377",
    "©",
    "Photo by",
    "By",
    "- Own work, CC BY-SA 4.0",
    "Own work, CC BY-SA 4.0, https://commons.wikimedia.org/w/index.php?curid=48213377",
    "javascript:alert(1)",
    `${"Eleni Papadaki, ".repeat(70)}CC BY 2.0`,
  ])("%j", (text) => {
    expect(parsePhotoCredit(text)).toEqual({ author: text.trim() });
  });
});

const URL_FIELDS = ["licenceUrl", "sourceUrl"] as const;

describe("parsePhotoCredit: only http(s) URLs leave", () => {
  it.each<[string, string, PhotoCredit]>([
    [
      "a javascript: link in the Commons form",
      "By Jane Doe - Own work, CC BY-SA 4.0, javascript:alert(1)",
      { author: "Jane Doe", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4 },
    ],
    [
      "a data: link in the Commons form",
      "By Jane Doe - Own work, CC BY-SA 4.0, data:text/html,hi",
      { author: "Jane Doe", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4 },
    ],
    [
      "an ftp: link in the Commons form",
      "By Jane Doe - Own work, CC BY-SA 4.0, ftp://files.example.org/beach.jpg",
      { author: "Jane Doe", licence: "CC BY-SA 4.0", licenceUrl: BY_SA_4 },
    ],
    ["a javascript: source", "Photo by Jane Doe via javascript:alert(1)", { author: "Jane Doe" }],
    [
      "a javascript: source in the original format",
      "Jane Doe, CC BY 2.0 <https://creativecommons.org/licenses/by/2.0>, via javascript:alert(1)",
      { author: "Jane Doe", licence: "CC BY 2.0", licenceUrl: "https://creativecommons.org/licenses/by/2.0" },
    ],
  ])("drops %s", (_, text, expected) => {
    expect(parsePhotoCredit(text)).toEqual(expected);
  });

  const nasty = [
    "By X - Own work, CC BY-SA 4.0, JAVASCRIPT:alert(1)",
    "By X - Own work, CC BY-SA 4.0, vbscript:msgbox(1)",
    "By X, CC BY 2.0, file:///etc/passwd",
    "X, CC BY 2.0 <  javascript:alert(1)  >, via data:text/html,<b>",
    "Photo by X via mailto:x@example.org",
    '"T" by X is licensed under CC BY 2.0 (javascript:alert(1))',
    "By X, CC BY 2.0, https://",
    "By X, CC BY 2.0, http://[::1",
  ];
  it.each(nasty)("never returns a non-web URL for %j", (text) => {
    const parsed = parsePhotoCredit(text);
    for (const field of URL_FIELDS) {
      const value = parsed?.[field];
      if (value !== undefined) expect(value).toMatch(/^https?:\/\//);
    }
    expect(parsed?.source ?? "").not.toMatch(/^(?:javascript|data|vbscript|file|mailto):/i);
  });

  it("never throws, and answers quickly on long or odd text", () => {
    const odd = ["a, ", "by ", "Photo by ", "© ", " - ", "(a", "a,b<", ", via a, ", "cc by ", '"', "\u0000"];
    const started = performance.now();
    for (const unit of odd) {
      for (const length of [50, 999, 1000, 5000]) {
        const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
        expect(() => parsePhotoCredit(text)).not.toThrow();
      }
    }
    expect(parsePhotoCredit(42 as unknown as string)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("creativeCommonsUrl", () => {
  it.each<[string, string | undefined]>([
    ["CC BY-SA 4.0", BY_SA_4],
    ["CC BY 2.0", BY_2],
    ["CC0 1.0", "https://creativecommons.org/publicdomain/zero/1.0/"],
    ["CC0", "https://creativecommons.org/publicdomain/zero/1.0/"],
    ["Public domain", undefined],
    ["cc by-nc-sa 4.0", "https://creativecommons.org/licenses/by-nc-sa/4.0/"],
    ["CC BY-NC-ND 3.0", "https://creativecommons.org/licenses/by-nc-nd/3.0/"],
    ["CC BY-NC-ND 1.0", "https://creativecommons.org/licenses/by-nd-nc/1.0/"],
    ["CC BY-SA 2.5", "https://creativecommons.org/licenses/by-sa/2.5/"],
    ["CC-BY-SA-3.0", BY_SA_3],
    ["CC BY-SA 3.0 DE", "https://creativecommons.org/licenses/by-sa/3.0/de/"],
    ["CC BY 3.0 IGO", "https://creativecommons.org/licenses/by/3.0/igo/"],
    ["CC BY 2.1 JP", "https://creativecommons.org/licenses/by/2.1/jp/"],
    ["CC BY-SA 4.0 International", BY_SA_4],
    ["Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0)", BY_SA_4],
    ["Attribution-NonCommercial 4.0 International", "https://creativecommons.org/licenses/by-nc/4.0/"],
    [
      "CC0 1.0 Universal (CC0 1.0) Public Domain Dedication",
      "https://creativecommons.org/publicdomain/zero/1.0/",
    ],
    ["Public Domain Mark 1.0", "https://creativecommons.org/publicdomain/mark/1.0/"],
    ["CC BY-SA", undefined],
    ["CC BY 4.0 DE", undefined],
    ["CC BY 2.1", undefined],
    ["CC BY 5.0", undefined],
    ["CC BY-SA-ND 4.0", undefined],
    ["CC SA 1.0", undefined],
    ["GFDL", undefined],
    ["All rights reserved", undefined],
    ["", undefined],
  ])("%j", (licence, expected) => {
    expect(creativeCommonsUrl(licence)).toBe(expected);
  });

  it.each([null, undefined, 7 as unknown as string])("gives undefined for %j", (licence) => {
    expect(creativeCommonsUrl(licence)).toBeUndefined();
  });
});
