import type { Context } from "hono";

/**
 * Sets a header of an answer already made, after `next()`. In place where the answer's headers can
 * change: Hono's `c.header` would copy the answer into a new one around a stream of its body, which
 * the Node adapter then writes chunk by chunk instead of in one go. An answer whose headers cannot
 * change (one fetched from elsewhere) is copied, as `c.header` does.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
