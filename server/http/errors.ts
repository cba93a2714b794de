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
  return c.json(body, status);
}

export function validationError(c: Context, fields: Record<string, string>) {
  return apiError(c, 422, "validation_failed", "Some query parameters are not valid.", fields);
}

export function notFound(c: Context, message = "Not found.") {
  return apiError(c, 404, "not_found", message);
}
