import { describe, expect, it } from "vitest";
import type { PhotoCredit } from "./photo-credit.ts";
import { parsePhotoCredit } from "./photo-credit.ts";

describe("parsePhotoCredit", () => {
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
