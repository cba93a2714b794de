// npm run admin:create -- --email a@example.com --password 'Str0ng!pass'
// Creates a verified administrator, or promotes an existing account and sets its password, in the
// database the server uses (DATABASE_URL, else PGLITE_DIR). The first administrator comes from the
// shell, so a fresh install has no open door.
import { parseArgs } from "node:util";
import { openMigratedDatabase } from "#server/boot.ts";
import { createOrPromoteAdmin } from "#server/auth/admin-account.ts";
import { readEnv } from "#server/env.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'Str0ng!pass'");
  process.exit(2);
}
const env = readEnv();
const database = await openMigratedDatabase(env);
try {
  const { created } = await createOrPromoteAdmin(database.db, {
    email: values.email,
    password: values.password,
  });
  console.log(
    `${created ? "Created" : "Promoted"} ${values.email.trim().toLowerCase()}: a verified administrator.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
