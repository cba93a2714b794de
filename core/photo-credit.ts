/** A photo credit split into parts so the page can link the licence (public-site.md section 3). */
export interface PhotoCredit {
  author: string;
  licence?: string;
  /** Only ever an http(s) URL: the credit is admin text and ends up in an href. */
  licenceUrl?: string;
  source?: string;
}

// 'Photo by John Smith via Unsplash'. Unsplash's own attribution says 'on Unsplash', so accept both.
const PHOTO_BY = /^photo by\s+(.+?)(?:\s+(?:via|on)\s+(.+))?$/i;
// 'Jane Doe, CC BY-SA 4.0 <https://…>, via Wikimedia Commons' and 'Jane Doe, CC BY 2.0 <https://…>'.
// The licence holds no comma, so an author like 'Doe, Jane' stays whole.
const WITH_LICENCE_URL = /^(.+?),\s*([^,<>]+?)\s*<([^<>]*)>\s*(?:,\s*via\s+(.+))?$/i;
// 'Jane Doe, CC BY-SA 4.0, via Wikimedia Commons': the URL left out. Without the 'via' anchor a
// plain author with a comma ('Nikos P., Athens') would be misread as having a licence.
const WITH_LICENCE_VIA = /^(.+?),\s*([^,<>]+?)\s*,\s*via\s+(.+)$/i;

function webUrl(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function credit(author: string, licence?: string, licenceUrl?: string, source?: string): PhotoCredit {
  const result: PhotoCredit = { author: author.trim() };
  if (licence?.trim()) result.licence = licence.trim();
  const url = licenceUrl === undefined ? undefined : webUrl(licenceUrl);
  if (url !== undefined) result.licenceUrl = url;
  if (source?.trim()) result.source = source.trim();
  return result;
}

/**
 * Reads the credit text of a photo in one of the four formats: 'author, CC licence <url>, via
 * source'; 'Photo by author via source'; 'author, licence <url>'; or a plain author. Text that
 * fits none is kept whole as the author. Empty text gives null (no credit line).
 */
export function parsePhotoCredit(text: string | null | undefined): PhotoCredit | null {
  const value = text?.trim() ?? "";
  if (value === "") return null;

  const photoBy = PHOTO_BY.exec(value);
  if (photoBy?.[1]?.trim()) return credit(photoBy[1], undefined, undefined, photoBy[2]);

  const withUrl = WITH_LICENCE_URL.exec(value);
  if (withUrl?.[1]?.trim()) return credit(withUrl[1], withUrl[2], withUrl[3], withUrl[4]);

  const withVia = WITH_LICENCE_VIA.exec(value);
  if (withVia?.[1]?.trim()) return credit(withVia[1], withVia[2], undefined, withVia[3]);

  return { author: value };
}
