import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { forecastLease } from "../db/schema.ts";
import { createForecastLease, LeaseLostError } from "./lease.ts";

// The lease lets one instance at a time fetch the forecast; made here alone, for two instances
// sharing one database and one clock the test moves.

let database: DatabaseHandle;
let now = new Date("2026-07-15T09:00:00Z");
const clock = () => now;
const LEASE_MS = 120_000;
const COOLDOWN_MS = 300_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const leaseOf = (holder: string) =>
  createForecastLease({ db: database.db, clock, holder, leaseMs: LEASE_MS, cooldownMs: COOLDOWN_MS });

describe("the forecast lease", () => {
  it("goes to one instance at a time, and to the next once released or expired", async () => {
    const first = leaseOf("instance-a");
    const second = leaseOf("instance-b");
    expect(await first.take(now)).toEqual({ syncedVersion: null });
    expect(await second.take(now)).toBeNull();
    expect(await second.renew()).toBe(false);
    expect(await first.renew()).toBe(true);

    // Released without an error: free at once, with the version the points were synced at.
    await first.release(null, 7);
    expect(await second.take(now)).toEqual({ syncedVersion: 7 });

    // Not renewed: it expires, and the other instance takes it.
    now = new Date(now.getTime() + LEASE_MS + 1);
    expect(await second.renew()).toBe(false);
    expect(await first.take(now)).toEqual({ syncedVersion: 7 });
  });

  it("is kept through the cool-down after a failed run, with its error", async () => {
    const first = leaseOf("instance-a");
    const second = leaseOf("instance-b");
    await first.release("provider down", null);
    const [row] = await database.db.select().from(forecastLease);
    expect(row?.lastError).toBe("provider down");
    expect(await second.take(now)).toBeNull();
    now = new Date(now.getTime() + COOLDOWN_MS + 1);
    expect(await second.take(now)).toEqual({ syncedVersion: 7 });
  });

  it("refuses to store for an instance that lost it, inside the storing transaction", async () => {
    const holder = leaseOf("instance-b");
    const other = leaseOf("instance-a");
    await database.db.transaction((tx) => holder.holdIn(tx));
    await expect(database.db.transaction((tx) => other.holdIn(tx))).rejects.toBeInstanceOf(LeaseLostError);
  });
});
