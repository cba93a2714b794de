import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMPORT_MAX_BYTES } from "#core/contract/csv-row.ts";
import { apiError } from "./errors.ts";

/**
 * Every request body but the CSV import's. The largest legitimate one, a beach form with the longest
 * description and every amenity, is a few kilobytes.
 */
export const BODY_MAX_BYTES = 64 * 1024;

/** The import's file at its limit, plus the multipart envelope around it. */
export const IMPORT_BODY_MAX_BYTES = IMPORT_MAX_BYTES + 64 * 1024;

const IMPORT_PATH = "/admin/imports";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The bodies a page's action reads with `request.formData()`. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function tooLarge(c: Context) {
  // Closing the connection spares the server the rest of the body, which Node would otherwise read
  // and throw away to keep the connection for another request.
  c.header("Connection", "close");
  return apiError(c, 413, "payload_too_large", "The request body is larger than this address accepts.");
}

/**
 * A body larger than the route takes is refused with 413 before it is read: by its Content-Length
 * when it has one, else while it streams in (a chunked body is counted as it arrives).
 */
export function boundedBodies(): MiddlewareHandler {
  const small = bodyLimit({ maxSize: BODY_MAX_BYTES, onError: tooLarge });
  const importFile = bodyLimit({ maxSize: IMPORT_BODY_MAX_BYTES, onError: tooLarge });
  return (c, next) => {
    // The server hands a GET or a HEAD no body at all, and asking a request for its body builds a
    // whole Fetch Request from Node's: a cost every read would pay for nothing.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return (c.req.path === IMPORT_PATH ? importFile : small)(c, next);
  };
}

/**
 * A page's action takes a form and nothing else: another kind of body answers 415, and a form body
 * that cannot be parsed answers 400, before the action runs, instead of failing inside it. The
 * import reads its own multipart body and says what is wrong with it in the dialog's words.
 */
export function formBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) {
      return apiError(
        c,
        415,
        "unsupported_media_type",
        "This address takes a form (URL-encoded or multipart).",
      );
    }
    if (c.req.path !== IMPORT_PATH) {
      const parsed = await c.req.raw
        .clone()
        .formData()
        .then(() => true)
        .catch(() => false);
      if (!parsed) return apiError(c, 400, "malformed_body", "The form could not be read.");
    }
    return next();
  };
}
