import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appMeta, users } from "../db/schema.ts";
import { createOrPromoteAdmin } from "./admin-account.ts";

const SETUP_KEY = "setup_token_sha256";

export class SetupClosedError extends Error {
  constructor() {
    super("This setup link is no longer valid: the first administrator exists, or the link was replaced.");
  }
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

async function adminCount(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.role, "admin"));
  return row?.value ?? 0;
}

/**
 * While no administrator exists, a one-time setup link: a new 256-bit token at every start,
 * of which only the SHA-256 is kept in the database, so the link printed to the server's log is the
 * only copy. Null once an administrator exists: the door is closed for good.
 */
export async function openSetupLink(db: Database): Promise<string | null> {
  if ((await adminCount(db)) > 0) {
    await db.delete(appMeta).where(eq(appMeta.key, SETUP_KEY));
    return null;
  }
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(appMeta)
    .values({ key: SETUP_KEY, value: sha256(token) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sha256(token) } });
  return `/admin/setup?token=${token}`;
}

/** Whether a token is the current setup token while no administrator exists (to show the card). */
export async function setupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || (await adminCount(db)) > 0) return false;
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SETUP_KEY));
  return row !== undefined && sameHash(row.value, sha256(token));
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Creates the first administrator through the setup link. In one transaction that holds a lock, it
 * checks that no administrator exists and that the token is the current one, spends the token and
 * creates the account: two people using the link at once get one administrator, and a failure
 * leaves the link as it was.
 */
export async function bootstrapFirstAdmin(
  db: Database,
  input: { token: string; email: string; password: string },
  clock: () => Date = () => new Date(),
) {
  return createOrPromoteAdmin(db, { email: input.email, password: input.password }, clock, {
    via: "setup",
    guard: async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('first-admin-setup'))`);
      const [row] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SETUP_KEY));
      if ((await adminCount(tx)) > 0 || !row || !sameHash(row.value, sha256(input.token))) {
        throw new SetupClosedError();
      }
      await tx.delete(appMeta).where(eq(appMeta.key, SETUP_KEY));
    },
  });
}
