import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { forecastLease } from "../db/schema.ts";
import { instantParam, rowsOf } from "./statements.ts";

const LEASE_NAME = "refresh";

/** The run of a refresh lost its lease to another instance: what it fetched since is not stored. */
export class LeaseLostError extends Error {
  override name = "LeaseLostError";
  constructor() {
    super("The forecast lease passed to another instance during the refresh");
  }
}

/**
 * The lease row that lets one instance at a time fetch the forecast (ADR 031): taken when free or
 * expired, renewed before each request to the provider, released at the end of a run (or kept
 * through a cool-down after a failure), and checked inside the transaction that stores a batch.
 */
export function createForecastLease({
  db,
  clock,
  holder,
  leaseMs,
  cooldownMs,
}: {
  db: Database;
  clock: () => Date;
  holder: string;
  leaseMs: number;
  cooldownMs: number;
}) {
  /** Takes the lease when it is free or expired; answers the data version the points were synced at. */
  async function take(now: Date): Promise<{ syncedVersion: number | null } | null> {
    const [row] = rowsOf<{ synced_version: string | null }>(
      await db.execute(sql`
        INSERT INTO ${forecastLease} (name, holder, expires_at)
        VALUES (${LEASE_NAME}, ${holder}, ${instantParam(new Date(now.getTime() + leaseMs))})
        ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE ${forecastLease.expiresAt} <= ${instantParam(now)}
        RETURNING synced_version`),
    );
    if (!row) return null;
    return { syncedVersion: row.synced_version === null ? null : Number(row.synced_version) };
  }

  /** Extends the lease if this instance still holds it. */
  async function renew(): Promise<boolean> {
    const now = clock();
    const renewed = rowsOf<{ name: string }>(
      await db.execute(sql`
        UPDATE ${forecastLease} SET expires_at = ${instantParam(new Date(now.getTime() + leaseMs))}
        WHERE name = ${LEASE_NAME} AND holder = ${holder} AND expires_at > ${instantParam(now)}
        RETURNING name`),
    );
    return renewed.length > 0;
  }

  /** Ends this instance's run: the lease free at once, or kept through the cool-down after a failure. */
  async function release(error: string | null, syncedVersion: number | null) {
    const now = clock();
    const until = error === null ? now : new Date(now.getTime() + cooldownMs);
    await db.execute(sql`
      UPDATE ${forecastLease}
      SET expires_at = ${instantParam(until)}, last_run_at = ${instantParam(now)}, last_error = ${error},
          synced_version = coalesce(${syncedVersion}::bigint, synced_version)
      WHERE name = ${LEASE_NAME} AND holder = ${holder}`);
  }

  /** Inside a transaction: locks the lease row, or throws LeaseLostError when this instance lost it. */
  async function holdIn(tx: Pick<Database, "execute">) {
    const held = rowsOf<{ name: string }>(
      await tx.execute(sql`
        SELECT name FROM ${forecastLease}
        WHERE name = ${LEASE_NAME} AND holder = ${holder} AND expires_at > ${instantParam(clock())} FOR UPDATE`),
    );
    if (held.length === 0) throw new LeaseLostError();
  }

  return { take, renew, release, holdIn };
}

export type ForecastLease = ReturnType<typeof createForecastLease>;
