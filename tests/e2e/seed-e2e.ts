// Run once before the e2e server starts (playwright.config.ts): the accounts of admin-accounts.ts,
// written straight into the e2e database through the same code as `npm run admin:create`, and the
// records the back-office tests may delete (never seen by the public pages: a hidden area, drafts).
import { eq, inArray } from "drizzle-orm";
import { createOrPromoteAdmin } from "#server/auth/admin-account.ts";
import { openMigratedDatabase } from "#server/boot.ts";
import { users } from "#server/db/schema.ts";
import { readEnv } from "#server/env.ts";
import { insertAreas, insertBeaches } from "#server/db/seed/factories.ts";
import { isEmpty, seedDemoData } from "#server/db/seed/seed.ts";
import { PASSWORD, SCRATCH, SEEDED_ADMINS, SEEDED_USERS } from "./admin-accounts.ts";

const database = await openMigratedDatabase(readEnv());
try {
  for (const email of [...SEEDED_ADMINS, ...SEEDED_USERS]) {
    await createOrPromoteAdmin(database.db, { email, password: PASSWORD });
  }
  await database.db.update(users).set({ role: "user" }).where(inArray(users.email, SEEDED_USERS));
  // The demo data first, as the server would load it into an empty database, then the scratch records.
  if (await isEmpty(database.db)) await seedDemoData(database.db);
  await insertAreas(database.db, [
    { name: SCRATCH.isle, status: "HIDDEN", description: "Records the e2e tests delete." },
    ...SCRATCH.emptyAreas.map((name) => ({ name, status: "DRAFT" as const })),
  ]);
  await insertBeaches(database.db, [
    ...SCRATCH.beaches.map((name, n) => ({
      name,
      area: SCRATCH.isle,
      latitude: 35.5 + n / 100,
      longitude: 23.5,
      status: "DRAFT" as const,
    })),
    ...SCRATCH.unverified.map((name, n) => ({
      name,
      area: "Naxos",
      latitude: 37.05 + n / 100,
      longitude: 25.35,
      status: "DRAFT" as const,
    })),
  ]);
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
