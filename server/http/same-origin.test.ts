import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createApp } from "./app.ts";

// Cross-site request forgery: a request that could change something is refused unless it comes
// from the site itself, wherever it is sent; reads are not affected.

let database: DatabaseHandle;
let server: TestServer;
let publicServer: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(createApp({ db: database.db }));
  publicServer = await startTestServer(
    createApp({ db: database.db, site: { publicUrl: "https://greekbeaches.example" } }),
  );
});
afterAll(async () => {
  await server?.close();
  await publicServer?.close();
  await database?.close();
});

const send = (base: string, path: string, method: string, origin?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
    body: "email=a%40example.com",
  });

it("refuses a change sent from another site or without an Origin, to any path", async () => {
  for (const path of ["/admin/login", "/api/v1/areas", "/api/auth/sign-up/email", "/crete"]) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const foreign = await send(server.url, path, method, "https://evil.example");
      expect(foreign.status, `${method} ${path}`).toBe(403);
      expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("cross_origin");
      expect((await send(server.url, path, method)).status, `${method} ${path} without Origin`).toBe(403);
    }
  }
});

it("lets the site's own changes through, and never touches reads", async () => {
  expect((await send(server.url, "/api/v1/areas", "POST", server.url)).status).not.toBe(403);
  expect(
    (await fetch(`${server.url}/api/v1/areas`, { headers: { Origin: "https://evil.example" } })).status,
  ).toBe(200);
});

it("takes the origin from PUBLIC_URL when it is set", async () => {
  expect((await send(publicServer.url, "/api/v1/areas", "POST", publicServer.url)).status).toBe(403);
  expect(
    (await send(publicServer.url, "/api/v1/areas", "POST", "https://greekbeaches.example")).status,
  ).not.toBe(403);
});
