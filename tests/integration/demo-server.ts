import type { DatabaseHandle } from "../../server/db/client.ts";
import { seedDemoData } from "../../server/db/seed/seed.ts";
import { createApp } from "../../server/http/app.ts";
import { createTestDatabase } from "./database.ts";
import { startTestServer, type TestServer } from "./http.ts";

/** The JSON API over real HTTP on a fresh copy of the database loaded with the demo data. */
export async function startDemoApiServer(): Promise<{ server: TestServer; close(): Promise<void> }> {
  const database: DatabaseHandle = await createTestDatabase();
  await seedDemoData(database.db);
  const server = await startTestServer(createApp({ db: database.db }));
  return {
    server,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
