import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appMeta } from "../db/schema.ts";

const SECRET_KEY = "auth_secret";

/**
 * The key better-auth signs cookies with: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every instance over one database shares it and a restart
 * does not sign everybody out.
 */
export async function authSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const read = async () =>
    (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY)))[0]?.value;
  const known = await read();
  if (known) return known;
  // Two instances starting at once: the first insert wins and both read it back.
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  return (await read())!;
}
