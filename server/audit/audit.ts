import { count, desc } from "drizzle-orm";
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
  | "beaches_imported";

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

export async function writeAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    action: entry.action,
    at: entry.at,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
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
