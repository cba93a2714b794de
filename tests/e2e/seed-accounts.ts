// Run once before the e2e server starts (playwright.config.ts): the accounts of admin-accounts.ts,
// written straight into the e2e database through the same code as `npm run admin:create`.
import { eq, inArray } from "drizzle-orm";
import { createOrPromoteAdmin } from "../../server/auth/admin-account.ts";
import { openMigratedDatabase } from "../../server/boot.ts";
import { users } from "../../server/db/schema.ts";
import { readEnv } from "../../server/env.ts";
import { PASSWORD, SEEDED_ADMINS, SEEDED_USERS } from "./admin-accounts.ts";

const database = await openMigratedDatabase(readEnv());
try {
  for (const email of [...SEEDED_ADMINS, ...SEEDED_USERS]) {
    await createOrPromoteAdmin(database.db, { email, password: PASSWORD });
  }
  await database.db.update(users).set({ role: "user" }).where(inArray(users.email, SEEDED_USERS));
  const [check] = await database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, SEEDED_USERS[0]!));
  console.log(
    `Seeded ${SEEDED_ADMINS.length} administrators and ${SEEDED_USERS.length} users (${check?.role}).`,
  );
} finally {
  await database.close();
}
