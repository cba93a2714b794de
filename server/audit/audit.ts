import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** The back office's events; the content tools add theirs. */
export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_refused_locked"
  | "account_locked"
  | "sign_in_throttled"
  | "unlock_mail_sent"
  | "account_unlocked"
  | "sign_out"
  | "admin_created"
  | "admin_promoted"
  | "invite_created"
  | "invite_renewed"
  | "invite_accepted"
  | "user_promoted"
  | "user_demoted"
  | "password_changed"
  | "area_created"
  | "area_updated"
  | "area_status_changed"
  | "area_deleted"
  | "beach_created"
  | "beach_updated"
  | "beach_status_changed"
  | "beach_deleted"
  | "beaches_imported"
  | "beaches_imported_osm"
  | "beaches_published_osm";

export interface AuditEntry {
  action: AuditAction;
  at: Date;
  actorId?: string | null | undefined;
  actorEmail?: string | null | undefined;
  target?: string | null | undefined;
  ip?: string | null | undefined;
  details?: Record<string, unknown> | undefined;
}

/** Something that runs queries: the database or an open transaction, so a change and its row commit together. */
type Writer = Pick<Database, "insert">;

/** The longest text an audit row keeps in a field (an e-mail address has at most 254 characters). */
export const AUDIT_TEXT_MAX = 320;
/** The most a row's details take, as JSON; larger details are replaced by a note of their size. */
export const AUDIT_DETAILS_MAX = 4096;

/** Text as an audit row keeps it: anything a stranger typed is cut to a bounded length. */
function bounded(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.length <= AUDIT_TEXT_MAX ? value : `${value.slice(0, AUDIT_TEXT_MAX - 1)}…`;
}

function boundedDetails(details: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!details) return null;
  const size = JSON.stringify(details).length;
  return size <= AUDIT_DETAILS_MAX ? details : { truncated: true, characters: size };
}

/** Every audit row is bounded in size, whatever a request carried (a 60 KB e-mail address). */
export async function writeAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    action: entry.action,
    at: entry.at,
    actorId: bounded(entry.actorId),
    actorEmail: bounded(entry.actorEmail),
    target: bounded(entry.target),
    ip: bounded(entry.ip),
    details: boundedDetails(entry.details),
  });
}

const sameText = (column: typeof auditLog.target | typeof auditLog.ip, value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

/**
 * A refusal that repeats (the same action, target and address, while the same lock lasts): the
 * first is written, each later one counts in that row (`refusals`, `lastAt`), so that a stranger
 * retrying against a lock cannot grow the log by a row a request.
 */
export async function countAudit(
  db: Pick<Database, "insert" | "update">,
  entry: AuditEntry & { details: Record<string, string> },
): Promise<void> {
  const [counted] = await db
    .update(auditLog)
    .set({
      details: sql`jsonb_set(jsonb_set(${auditLog.details}, '{refusals}', to_jsonb(coalesce((${auditLog.details}->>'refusals')::int, 1) + 1)), '{lastAt}', to_jsonb(${entry.at.toISOString()}::text))`,
    })
    .where(
      and(
        eq(auditLog.action, entry.action),
        sameText(auditLog.target, bounded(entry.target)),
        sameText(auditLog.ip, bounded(entry.ip)),
        sql`${auditLog.details} @> ${JSON.stringify(entry.details)}::jsonb`,
      ),
    )
    .returning({ id: auditLog.id });
  if (!counted) await writeAudit(db, { ...entry, details: { ...entry.details, refusals: 1 } });
}

/** Rows per page of the audit log (its API and its screen). */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditRow {
  id: number;
  at: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  target: string | null;
  ip: string | null;
  details: unknown;
}

/** One page of the audit log, newest first, with the number of rows in all. */
export async function listAudit(
  db: Pick<Database, "select">,
  page: number,
): Promise<{ items: AuditRow[]; page: number; pageSize: number; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      action: row.action,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      target: row.target,
      ip: row.ip,
      details: row.details,
    })),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}
