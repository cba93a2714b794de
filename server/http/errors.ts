import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

// One error shape for every API failure.
export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  c.header("Cache-Control", "no-store");
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } };
  return jsonWithLength(c, body, status);
}

/**
 * A JSON answer that states its length. Compression leaves an answer under a kilobyte as it is only
 * when it knows the length (hono/compress): without it, a few bytes cost a gzip stream, a chunked
 * answer and more bytes than they saved.
 */
export function jsonWithLength(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value);
  return c.body(text, status, {
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(text)),
  });
}

export function validationError(c: Context, fields: Record<string, string>) {
  return apiError(c, 422, "validation_failed", "Some query parameters are not valid.", fields);
}

export function notFound(c: Context, message = "Not found.") {
  return apiError(c, 404, "not_found", message);
}
