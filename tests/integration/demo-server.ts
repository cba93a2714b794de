import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { seedDemoData } from "#server/db/seed/seed.ts";
import { createApp } from "#server/http/app.ts";
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

/**
 * The demo API server for the tests of the file or `describe` block this is called in: started
 * before them (before the block's own `beforeAll`s that come after the call), closed after. The
 * server it returns answers once the tests run.
 */
export function demoApiServerForTests(): TestServer {
  let started: Awaited<ReturnType<typeof startDemoApiServer>> | undefined;
  beforeAll(async () => {
    started = await startDemoApiServer();
  });
  afterAll(async () => {
    await started?.close();
  });
  const server = () => {
    if (!started) throw new Error("The demo API server starts before the tests: use it inside them");
    return started.server;
  };
  return {
    get url() {
      return server().url;
    },
    get: (path, headers) => server().get(path, headers),
    getJson: <T>(path: string) => server().getJson<T>(path),
    close: () => server().close(),
  };
}
