import { and, eq, ilike, sql } from "drizzle-orm";
import type { Status } from "#core/contract/enums.ts";
import { generateAdminSlug, uniqueSlug } from "#core/contract/slug-from-name.ts";
import type { AuditAction } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import type { areas, beaches } from "../db/schema.ts";

// What saving an area and saving a beach from the back office have in common: the refusals, the
// slug a save stores, the version check and the audit row of an update.

/** A content change the back office refuses, with the words to show and the HTTP status. */
export class ContentRefusal extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
    /** The toast's title. */
    readonly title: string,
    /** The form field the refusal is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const SAVE_MESSAGES = {
  slugTaken: "This slug already exists. Use a unique slug.",
  slugReserved: "This slug is the address of a page of the site. Use another slug.",
  areaGone: "This area no longer exists. It may have been deleted.",
  areaChanged:
    "Someone else changed this area while you were editing. Your changes are kept below: reload the latest version to see theirs.",
  beachGone: "This beach no longer exists. It may have been deleted.",
  beachChanged:
    "Someone else changed this beach while you were editing. Your changes are kept below: reload the latest version to see theirs.",
  areaMissing: "This area no longer exists. Please select an area.",
} as const;

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The pattern characters a text may hold, taken literally by ILIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** `%text%` for ILIKE. */
export const containing = (text: string) => `%${literal(text)}%`;
/** `text%` for ILIKE: the slugs a uniqueness check must see. */
const startingWith = (text: string) => `${literal(text)}%`;

/**
 * The slug a save stores. A blank slug, or on a new record the one the form derived from the name
 * while it followed the name, is made unique with -2, -3, ... A slug the editor chose must be free,
 * or the save is refused on the slug field. Saves of one table's slugs take turns (a
 * transaction-scoped lock), so two records named alike at the same moment cannot both take the
 * same slug.
 */
export async function chooseSlug(
  tx: Transaction,
  options: {
    table: typeof areas | typeof beaches;
    id: number | undefined;
    name: string;
    slug: string;
    fallback: "area" | "item";
    reserved?: ReadonlySet<string>;
  },
): Promise<string> {
  const { table, id } = options;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${options.fallback}-slugs`}))`);
  const derived = generateAdminSlug(options.name);
  const others = id === undefined ? undefined : sql`${table.id} <> ${id}`;
  if (options.slug === "" || (id === undefined && options.slug === derived)) {
    const base = derived || options.fallback;
    const taken = await tx
      .select({ slug: table.slug })
      .from(table)
      .where(and(ilike(table.slug, startingWith(base)), others));
    return uniqueSlug(base, [...taken.map((row) => row.slug), ...(options.reserved ?? [])], options.fallback);
  }
  if (options.reserved?.has(options.slug))
    throw new ContentRefusal(SAVE_MESSAGES.slugReserved, 409, "Save failed", "slug");
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, options.slug), others));
  if (clash) throw new ContentRefusal(SAVE_MESSAGES.slugTaken, 409, "Save failed", "slug");
  return options.slug;
}

/**
 * The stored record an update starts from, locked, at the version the editor loaded (optimistic
 * concurrency: a save over a newer version is refused, nothing is lost).
 */
export function atLoadedVersion<T extends { version: number }>(
  stored: T | undefined,
  version: number | undefined,
  refusals: { gone: string; changed: string },
): T {
  if (!stored) throw new ContentRefusal(refusals.gone, 404, "Save failed");
  if (stored.version !== version) throw new ContentRefusal(refusals.changed, 409, "Save failed");
  return stored;
}

/** Equality for the audit's list of changed columns: dates by instant, lists by their items. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/**
 * The audit row of an update: which columns the editor changed (`derived` ones, which the service
 * computes from others, left out), and a status change named as such with where it went from and to.
 */
export function updateAudit(options: {
  record: "area" | "beach";
  name: string;
  before: { status: string } & Record<string, unknown>;
  after: { status: Status } & Record<string, unknown>;
  derived?: ReadonlySet<string>;
}): { action: AuditAction; details: Record<string, unknown> } {
  const { before, after } = options;
  const changed = Object.entries(after)
    .filter(([key, value]) => !sameValue(before[key], value))
    .map(([key]) => key)
    .filter((key) => !options.derived?.has(key));
  const statusChanged = after.status !== before.status;
  return {
    action: `${options.record}_${statusChanged ? "status_changed" : "updated"}`,
    details: {
      name: options.name,
      changed,
      ...(statusChanged ? { from: before.status, to: after.status } : {}),
    },
  };
}
