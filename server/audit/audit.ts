import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** The back office's events (issue 8); the content tools add theirs. */
export type AuditAction =
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_refused_locked"
  | "account_locked"
  | "sign_out"
  | "admin_created"
  | "admin_promoted"
  | "invite_created"
  | "invite_accepted"
  | "user_promoted"
  | "user_demoted"
  | "password_changed";

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
