import type { z } from "zod";

/**
 * Characters nobody types into a form or a spreadsheet: the C0 controls but tab, line feed and
 * carriage return, then DEL and the C1 controls. PostgreSQL cannot store NUL in text at all, so
 * text holding one must be refused before it reaches the database.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Text typed into a search box or an address, with each control character (and tab, line break) as a space. */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(`${CONTROL_CHARACTER.source}|[\\t\\n\\r]`, "g"), " ");
}

/** The text rule every free-text field shares: no control characters. */
export function plainText<T extends z.ZodType<string, string>>(
  schema: T,
  message = CONTROL_CHARACTER_MESSAGE,
) {
  return schema.refine((text) => !hasControlCharacter(text), message);
}
