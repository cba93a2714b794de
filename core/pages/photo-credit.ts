/**
 * A photo credit split into parts so the page can link the licence and the source. Every URL in it
 * is an http(s) URL: the credit is admin text and ends up in an href.
 */
export interface PhotoCredit {
  author: string;
  licence?: string;
  /** The licence's own page: given in the credit, or derived from a Creative Commons licence name. */
  licenceUrl?: string;
  /** Where the photo was found, as a name ('Wikimedia Commons', 'Unsplash'). */
  source?: string;
  /** The photo's page at the source, e.g. the Commons file page (`…index.php?curid=…`). */
  sourceUrl?: string;
}

// Longer text is not a credit line; keeping it whole also bounds the regular expressions' work.
const MAX_PARSED_LENGTH = 1000;

// ---------------------------------------------------------------------------------------------
// The original four formats, kept as they were.

// 'Jane Doe, CC BY-SA 4.0 <https://…>, via Wikimedia Commons' and 'Jane Doe, CC BY 2.0 <https://…>'.
// The licence holds no comma, so an author like 'Doe, Jane' stays whole.
const WITH_LICENCE_URL = /^(.+?),\s*([^,<>]+?)\s*<([^<>]*)>\s*(?:,\s*via\s+(.+))?$/i;
// 'Jane Doe, CC BY-SA 4.0, via Wikimedia Commons': the URL left out. Without the 'via' anchor a
// plain author with a comma ('Nikos P., Athens') would be misread as having a licence.
const WITH_LICENCE_VIA = /^(.+?),\s*([^,<>]+?)\s*,\s*via\s+(.+)$/i;

// ---------------------------------------------------------------------------------------------
// Bylines: 'Photo by X', 'Photo: X', 'Photo credit: X', 'Image by X', 'By X', '© 2021 X', '(c) X',
// 'Copyright X'. They are taken off one by one ('Photo: © X'); what follows is read again.
const BYLINE_PREFIX =
  /^(?:(?:photo(?:graph)?|image|picture)\s+by(?:\s*:\s*|\s+)|(?:(?:photo(?:graph)?|image|picture)\s+)?credits?\s*:\s*|(?:photo(?:graph)?|image|picture)\s*:\s*|by(?:\s*:\s*|\s+))/i;
const COPYRIGHT_PREFIX =
  /^(?:copyright\b\s*(?:©|\(c\))?|©|\(c\))\s*(?:(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)\d{2})?(?!\d)\s*,?\s*)?/i;
// After a byline: 'X via Y', 'X on Y' (Unsplash's own wording), 'X, via Y' and 'X / Y'. Only a
// slash with spaces around it splits, so 'AC/DC' stays whole.
const SOURCE_SPLIT = /^(.+?)(?:\s*,\s*(?:via|on)\s+|\s+(?:via|on)\s+|\s+\/\s+)(.+)$/i;

// ---------------------------------------------------------------------------------------------
// Wikimedia Commons' 'Use this file' text: 'By X - Own work, CC BY-SA 4.0, https://commons.
// wikimedia.org/w/index.php?curid=12345', with 'Link' in place of the URL when copied from the
// HTML version. The URL is the file page, not the licence. The description after ' - ' (with
// spaces, so 'Jean-Pierre' stays whole) is dropped.
const TRAILING_LINK = /,\s*(link|[a-z][a-z0-9+.-]*:\S+?)[\s.,;]*$/i;
// 'By X via Flickr - Own work, …' names the source in the author part.
const AUTHOR_VIA = /^(.+?)\s*,?\s+via\s+(.+)$/i;
const DESCRIPTION_DASH = /\s+[-–—]\s+/;
// Commons appends the uploader's talk page link to the user name.
const TALK_SUFFIX = /\s*\(talk\b[^()]*\)\s*$/i;
const OWN_WORK_SUFFIX = /\s+[-–—]\s+own work\.?$/i;
const MISSING_AUTHOR = /^(?:[-–—](?:\s|$)|own work\.?$)/i;

// The licence names recognised when no other marker (a <url> or 'via') says where the licence is.
const LICENCE_NAME =
  /^(?:(?:cc|creative\s+commons)[\s-]*(?:0|zero|by|attribution|pdm)\b.*|cc0\b.*|public\s+domain\b.*|pdm\b.*|pd-\S+|gfdl\b.*|gnu\s+free\s+documentation\s+licen[cs]e\b.*|fal\b.*|free\s+art\s+licen[cs]e\b.*|copyrighted\s+free\s+use|attribution(?:[\s-].*)?|no\s+restrictions|all\s+rights\s+reserved|odbl\b.*)$/i;
// 'Jane Doe (CC BY 2.0)', and 'Jane Doe, CC BY 2.0' / 'Jane Doe - CC BY 2.0' / 'Jane Doe | CC BY 2.0'.
const TRAILING_PAREN = /^(.*\S)\s*\(([^()]+)\)$/;
const TRAILING_PART = /^(.*\S)\s*(?:,|;|\s[-–—|])\s*([^,;|]+)$/;

// Creative Commons' recommended 'TASL' line, as Openverse and Flickr write it: '"Navagio" by Jane
// Doe is licensed under CC BY 2.0. To view a copy of this license, visit https://…'.
const TASL =
  /^(?:[“"][^”"]*[”"]\s+|.*?\s)?by\s+(.+?),?\s+(?:is\s+)?(?:licen[cs]ed\s+under|marked\s+with)\s+(.+)$/i;

// ---------------------------------------------------------------------------------------------
// Creative Commons licence names to their deeds.

const CC_ELEMENTS: Record<string, "by" | "sa" | "nc" | "nd"> = {
  by: "by",
  attribution: "by",
  sa: "sa",
  sharealike: "sa",
  nc: "nc",
  noncommercial: "nc",
  nd: "nd",
  noderivs: "nd",
};
const CC_VERSIONS = new Set(["1.0", "2.0", "2.1", "2.5", "3.0", "4.0"]);
const CC_FILLER = new Set([
  "international",
  "unported",
  "generic",
  "universal",
  "licence",
  "license",
  "deed",
  "public",
  "domain",
  "dedication",
  "migrated",
]);

function ccNameUrl(name: string): string | undefined {
  const words = name
    .toLowerCase()
    .replace(/creative\s+commons/g, "cc")
    .replace(/share[\s-]*alike/g, "sharealike")
    .replace(/non[\s-]*commercial/g, "noncommercial")
    .replace(/no[\s-]*deriv(?:ative)?s/g, "noderivs")
    .split(/[\s_-]+/)
    .filter((word) => word !== "");
  let i = 0;
  const next = (): string | undefined => words[i];
  const rest = (): boolean => words.slice(i).every((word) => CC_FILLER.has(word));

  // CC0 and the Public Domain Mark have one version each.
  let dedication: "zero" | "mark" | undefined;
  if (next() === "cc0") {
    dedication = "zero";
    i += 1;
  } else if (next() === "cc" && (words[1] === "0" || words[1] === "zero")) {
    dedication = "zero";
    i += 2;
  } else if (next() === "pdm" || (next() === "cc" && words[1] === "pdm")) {
    dedication = "mark";
    i += next() === "cc" ? 2 : 1;
  } else if (next() === "public" && words[1] === "domain" && words[2] === "mark") {
    dedication = "mark";
    i += 3;
  }
  if (dedication !== undefined) {
    if (next() === "1.0") i += 1;
    return rest() ? `https://creativecommons.org/publicdomain/${dedication}/1.0/` : undefined;
  }

  if (next() === "cc") i += 1;
  else if (next() !== "attribution") return undefined; // 'Attribution-ShareAlike 4.0' is still CC
  const elements = new Set<string>();
  let element = CC_ELEMENTS[next() ?? ""];
  if (element !== "by") return undefined;
  while (element !== undefined) {
    if (elements.has(element)) return undefined;
    elements.add(element);
    i += 1;
    element = CC_ELEMENTS[next() ?? ""];
  }
  if (elements.has("sa") && elements.has("nd")) return undefined;

  const version = next();
  if (version === undefined || !CC_VERSIONS.has(version)) return undefined;
  i += 1;
  // Ported licences ('CC BY-SA 3.0 DE', 'CC BY 3.0 IGO') exist up to 3.0; 2.1 only as ports.
  const port = next();
  const ported = port !== undefined && (/^[a-z]{2}$/.test(port) || port === "igo") && version !== "4.0";
  if (ported) i += 1;
  else if (version === "2.1") return undefined;
  if (!rest()) return undefined;

  const nc = elements.has("nc") ? "-nc" : "";
  const sa = elements.has("sa") ? "-sa" : "";
  const nd = elements.has("nd") ? "-nd" : "";
  // Version 1.0 named the non-commercial no-derivatives licence the other way round.
  const path = version === "1.0" && nc && nd ? "by-nd-nc" : `by${nc}${sa}${nd}`;
  return `https://creativecommons.org/licenses/${path}/${version}/${ported ? `${port}/` : ""}`;
}

/**
 * The deed URL of a Creative Commons licence named in a credit: 'CC BY-SA 4.0' →
 * https://creativecommons.org/licenses/by-sa/4.0/, 'CC BY 2.0' → …/licenses/by/2.0/, 'CC0 1.0' →
 * https://creativecommons.org/publicdomain/zero/1.0/, 'CC BY-SA 3.0 DE' → …/by-sa/3.0/de/. Also
 * reads the long names ('Creative Commons Attribution-ShareAlike 4.0 International'), Commons'
 * template spelling ('CC-BY-SA-3.0') and the Public Domain Mark. Anything else (plain 'Public
 * domain', GFDL, a CC name without a version) gives undefined: no link rather than a wrong one.
 */
export function creativeCommonsUrl(licence: string | null | undefined): string | undefined {
  if (typeof licence !== "string" || licence.length > 200) return undefined;
  // 'Creative Commons Attribution 4.0 International (CC BY 4.0)': either half will do.
  const outside = licence.replace(/\([^()]*\)/g, " ").trim();
  const inside = [...licence.matchAll(/\(([^()]*)\)/g)].map((match) => match[1] ?? "");
  for (const name of [outside, ...inside]) {
    const url = ccNameUrl(name);
    if (url !== undefined) return url;
  }
  return undefined;
}

// 'CC BY-SA 3.0, GFDL' or 'GFDL / CC BY-SA 3.0': link the first Creative Commons licence named.
function licenceLink(licence: string): string | undefined {
  return (
    creativeCommonsUrl(licence) ??
    licence
      .split(/\s*(?:[,;/+]|\bor\b|\band\b)\s*/i)
      .map((part) => creativeCommonsUrl(part))
      .find((url) => url !== undefined)
  );
}

function isLicenceName(text: string): boolean {
  return LICENCE_NAME.test(text.trim());
}

// ---------------------------------------------------------------------------------------------
// Building the result.

function parseWebUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

const SITE_NAMES: Record<string, string> = {
  "flickr.com": "Flickr",
  "flic.kr": "Flickr",
  "unsplash.com": "Unsplash",
  "pexels.com": "Pexels",
  "pixabay.com": "Pixabay",
};

function isOtherUrl(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\S*$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function siteName(url: URL): string {
  const host = url.hostname.replace(/^www\./, "");
  if (host === "wikimedia.org" || host.endsWith(".wikimedia.org")) return "Wikimedia Commons";
  if (host === "wikipedia.org" || host.endsWith(".wikipedia.org")) return "Wikipedia";
  return SITE_NAMES[host] ?? host;
}

function isCreativeCommonsSite(url: URL): boolean {
  return url.hostname === "creativecommons.org" || url.hostname.endsWith(".creativecommons.org");
}

interface Parts {
  author: string;
  licence?: string | undefined;
  /** Given in the credit; kept only when http(s). */
  licenceUrl?: string | undefined;
  /** Link a licence given without URL to its Creative Commons deed (the newer formats). */
  deriveLicenceUrl?: boolean;
  /** A name, or a URL that becomes sourceUrl with the site's name as source. */
  source?: string | undefined;
  sourceUrl?: string | undefined;
}

function credit(parts: Parts): PhotoCredit | null {
  const author = parts.author.trim().replace(OWN_WORK_SUFFIX, "").replace(TALK_SUFFIX, "").trim();
  // '- Own work, CC BY-SA 4.0' or 'Own work, …': the author is missing, so the text stays whole.
  if (author === "" || MISSING_AUTHOR.test(author)) return null;
  const result: PhotoCredit = { author };

  const licence = parts.licence?.trim();
  if (licence) result.licence = licence;
  const licenceUrl =
    (parts.licenceUrl === undefined ? undefined : parseWebUrl(parts.licenceUrl)?.href) ??
    (parts.deriveLicenceUrl && licence ? licenceLink(licence) : undefined);
  if (licenceUrl !== undefined) result.licenceUrl = licenceUrl;

  const source = parts.source?.trim();
  const sourceAsUrl = source ? parseWebUrl(source) : undefined;
  if (sourceAsUrl !== undefined) {
    result.source = siteName(sourceAsUrl);
    result.sourceUrl = sourceAsUrl.href;
  } else if (source && !isOtherUrl(source)) {
    // 'via javascript:…' is dropped: no URL but an http(s) one leaves here, even as text.
    result.source = source;
  }
  const sourceUrl = parts.sourceUrl === undefined ? undefined : parseWebUrl(parts.sourceUrl)?.href;
  if (sourceUrl !== undefined) result.sourceUrl = sourceUrl;
  return result;
}

// ---------------------------------------------------------------------------------------------
// The readers. Each gives null when the text is not in its format.

function splitTrailingLicence(text: string): { rest: string; licence?: string } {
  const paren = TRAILING_PAREN.exec(text);
  if (paren?.[1] && paren[2] && isLicenceName(paren[2])) return { rest: paren[1], licence: paren[2] };
  const part = TRAILING_PART.exec(text);
  if (part?.[1] && part[2] && isLicenceName(part[2])) return { rest: part[1], licence: part[2] };
  return { rest: text };
}

// What follows a byline: 'X', 'X via Y', 'X / Y', with a licence after either part.
function readByline(text: string): PhotoCredit | null {
  const split = SOURCE_SPLIT.exec(text);
  const author = splitTrailingLicence(split?.[1] ?? text);
  const source = split?.[2] === undefined ? undefined : splitTrailingLicence(split[2]);
  return credit({
    author: author.rest,
    licence: author.licence ?? source?.licence,
    deriveLicenceUrl: true,
    source: source?.rest,
  });
}

function readTasl(text: string): PhotoCredit | null {
  const match = TASL.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const terms = match[2];
  const url = /https?:\/\/[^\s<>()"]+/i.exec(terms)?.[0].replace(/[.,;]+$/, "");
  const licence = terms
    .replace(/\s*[(<].*$/, "")
    .replace(/\.\s.*$/, "")
    .replace(/\s+https?:\/\/.*$/i, "")
    .replace(/\.$/, "")
    .replace(/^(?:an?|the)\s+/i, "")
    .trim();
  if (licence === "") return null;
  const byline = readByline(match[1]);
  if (byline === null) return null;
  return credit({
    author: byline.author,
    licence,
    licenceUrl: url,
    deriveLicenceUrl: true,
    source: byline.sourceUrl ?? byline.source,
  });
}

function readCommons(text: string, afterByline: boolean): PhotoCredit | null {
  const link = TRAILING_LINK.exec(text);
  const head = link ? text.slice(0, link.index) : text;
  const parts = head.split(",").map((part) => part.trim());

  const licences: string[] = [];
  while (parts.length > 1 && isLicenceName(parts[parts.length - 1] ?? ""))
    licences.unshift(parts.pop() ?? "");
  // 'By X - Own work, Attribution, Link': a licence Commons names that the list above does not know.
  // Only with the link and the byline or description, the marks of this format.
  if (licences.length === 0) {
    if (!link || parts.length < 2 || !(afterByline || DESCRIPTION_DASH.test(head))) return null;
    licences.unshift(parts.pop() ?? "");
  }

  const byline = parts.join(", ").split(DESCRIPTION_DASH)[0] ?? "";
  const via = AUTHOR_VIA.exec(byline);
  const target = link?.[1];
  const url = target === undefined ? undefined : parseWebUrl(target);
  const licenceIsLinked = url !== undefined && isCreativeCommonsSite(url);
  const fromLink =
    // 'Link' stands for the file page: only Commons' attribution dialog writes it.
    target?.toLowerCase() === "link"
      ? "Wikimedia Commons"
      : url && !licenceIsLinked
        ? siteName(url)
        : undefined;
  return credit({
    author: via?.[1] ?? byline,
    licence: licences.join(", "),
    licenceUrl: licenceIsLinked ? url.href : undefined,
    deriveLicenceUrl: true,
    source: fromLink ?? via?.[2],
    sourceUrl: url && !licenceIsLinked ? url.href : undefined,
  });
}

// 'Jane Doe (CC BY 2.0)', 'Jane Doe | CC BY 2.0': a plain author followed by a known licence name.
function readLicensedAuthor(text: string): PhotoCredit | null {
  const { rest, licence } = splitTrailingLicence(text);
  return licence === undefined ? null : credit({ author: rest, licence, deriveLicenceUrl: true });
}

function read(text: string, afterByline: boolean): PhotoCredit | null {
  const prefix = BYLINE_PREFIX.exec(text) ?? COPYRIGHT_PREFIX.exec(text);
  if (prefix !== null && prefix[0] !== "") {
    const rest = text.slice(prefix[0].length).trim();
    return rest === "" ? null : read(rest, true);
  }

  const withUrl = WITH_LICENCE_URL.exec(text);
  if (withUrl?.[1]?.trim()) {
    return credit({ author: withUrl[1], licence: withUrl[2], licenceUrl: withUrl[3], source: withUrl[4] });
  }

  // After a byline the licence must look like one: 'Photo by Nikos P., Athens, via Flickr'.
  const withVia = WITH_LICENCE_VIA.exec(text);
  if (withVia?.[1]?.trim() && withVia[2] && (!afterByline || isLicenceName(withVia[2]))) {
    return credit({
      author: withVia[1],
      licence: withVia[2],
      deriveLicenceUrl: afterByline,
      source: withVia[3],
    });
  }

  return readCommons(text, afterByline) ?? (afterByline ? readByline(text) : readLicensedAuthor(text));
}

/**
 * Reads the credit text of a photo. Formats, besides a plain author:
 * - 'author, CC licence <url>, via source' and 'author, licence <url>';
 * - 'author, licence, via source';
 * - Wikimedia Commons' 'By author - Own work, CC BY-SA 4.0, https://commons.wikimedia.org/w/
 *   index.php?curid=…' (the URL is the file page: sourceUrl, with source 'Wikimedia Commons';
 *   'Link' in its place gives the source alone), also without 'By', the description or the URL;
 * - 'author, CC BY 2.0' and 'author (CC BY 2.0)' when the licence is a known name;
 * - bylines 'Photo by author via source' (also 'on', ', via', ' / '), 'Photo: author / source',
 *   'Photo credit:', 'Image by', 'By author', '© 2021 author', '(c) author', 'Copyright author';
 * - Creative Commons' '"Title" by author is licensed under CC BY 2.0'.
 * A Creative Commons licence named without its URL is linked to its deed in the newer formats (the
 * first two keep only a URL the credit gives). A source written as a URL becomes sourceUrl with the
 * site's name as source. Text that fits none is kept whole as the author; empty text gives null (no
 * credit line). Never throws; every URL returned is http(s).
 */
export function parsePhotoCredit(text: string | null | undefined): PhotoCredit | null {
  if (typeof text !== "string") return null;
  const value = text.trim();
  if (value === "") return null;
  if (value.length > MAX_PARSED_LENGTH) return { author: value };
  try {
    // The TASL line reads the whole text: its title may come before a 'Photo by'.
    return readTasl(value) ?? read(value, false) ?? { author: value };
  } catch {
    return { author: value };
  }
}
