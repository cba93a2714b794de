import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { invites, users } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "./app.ts";
import { BODY_MAX_BYTES } from "./request-bounds.ts";

// The OpenAPI document the server serves, held against what the server answers: every
// operation it lists is called, and each answer's body must match the schema the document gives for
// that status. The document is generated from the routes' zod schemas, so this also proves that
// what the code validates and answers is what it documents.

interface Operation {
  responses: Record<string, { content?: { "application/json"?: { schema: object } } }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let database: DatabaseHandle;
let server: TestServer;
let document: Document;
let admin = "";
let adminId = "";
let userId = "";
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
/** Operations answered and checked, as "get /beaches/{slug} 200". */
const checked = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(createApp({ db: database.db, auth: { mailer: { send: async () => {} } } }));
  adminId = (await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" }))
    .userId;
  userId = (await createOrPromoteAdmin(database.db, { email: "plain@example.com", password: "Str0ng!pass" }))
    .userId;
  await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
  admin = await sessionCookie(server.url, "boss@example.com");
  document = (await server.getJson<Document>("/api/v1/openapi.json")).body;
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The document's template for a concrete path: /beaches/{slug} for /beaches/voutoumi. */
function templateOf(path: string): string {
  const templates = Object.keys(document.paths);
  const exact = templates.find((template) => template === path);
  if (exact) return exact;
  const match = templates.find((template) => {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    return pattern.test(path) && !templates.includes(path);
  });
  if (!match) throw new Error(`${path} is not in the OpenAPI document`);
  return match;
}

function schemaFor(method: string, template: string, status: number): object {
  const operation = document.paths[template]?.[method];
  const schema = operation?.responses[String(status)]?.content?.["application/json"]?.schema;
  if (!schema) throw new Error(`The document has no ${status} answer for ${method} ${template}`);
  return schema;
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token");

/** Calls the API and checks the answer's body against the document; returns the body. */
async function call(
  method: "get" | "post",
  path: string,
  expected: number,
  init: { cookie?: string; body?: unknown } = {},
): Promise<unknown> {
  const base = document.servers[0]!.url;
  const response = await fetch(`${server.url}${base}${path}`, {
    method: method.toUpperCase(),
    headers: {
      Origin: server.url,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  expect(response.status, `${method} ${path}`).toBe(expected);
  const body = (await response.json()) as unknown;
  const template = templateOf(new URL(path, "http://x").pathname);
  const validate = ajv.compile(schemaFor(method, template, expected));
  expect(validate(body), `${method} ${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  checked.add(`${method} ${template} ${expected}`);
  return body;
}

describe("the OpenAPI document", () => {
  it("describes every public answer the API gives", async () => {
    await call("get", "/health", 200);
    const areas = (await call("get", "/areas", 200)) as { items: { slug: string }[] };
    expect(areas.items.length).toBeGreaterThan(3);
    await call("get", "/areas/crete", 200);
    await call("get", "/areas/atlantis", 404);
    await call("get", "/areas/crete/nearby?limit=3", 200);
    await call("get", "/areas/crete/nearby?limit=0", 422);
    await call("get", "/areas/atlantis/nearby", 404);
    const more = (await call("get", "/areas/crete/beaches?limit=3", 200)) as { items: { slug: string }[] };
    await call("get", "/areas/crete/beaches?limit=500", 422);
    await call("get", "/areas/atlantis/beaches", 404);
    await call("get", "/beaches?type=SANDY&amenities=taverna&sort=distance.asc&lat=35.3&lng=24.1", 200);
    await call("get", "/beaches?sort=distance.asc", 200);
    await call("get", "/beaches?page=0", 422);
    await call("get", "/beaches/count?blueFlag=true&organized=organized", 200);
    await call("get", "/beaches/count?type=FOO", 422);
    await call("get", "/beaches/suggestions?waveConditions=SURFABLE&blueFlag=true", 200);
    await call("get", "/beaches/suggestions?parking=NOWHERE", 422);
    await call("get", "/beaches/map?bbox=19.0,34.5,29.8,41.8&zoom=6", 200);
    await call("get", "/beaches/map?bbox=23.5,35.0,26.5,36.0&zoom=14", 200);
    await call("get", "/beaches/map?zoom=6", 422);
    await call("get", `/search?q=${encodeURIComponent("quiet sandy beach with a taverna near Chania")}`, 200);
    await call("get", `/search?q=${"x".repeat(201)}`, 422);
    await call("get", `/beaches/${more.items[0]!.slug}`, 200);
    await call("get", `/beaches/${more.items[0]!.slug}?area=bad--slug`, 422);
    await call("get", "/beaches/no-such-beach", 404);
  });

  it("describes every answer of the back office's API", async () => {
    const plain = await sessionCookie(server.url, "plain@example.com");
    // Every back-office operation: 401 without a session, 403 for an account that is not an administrator.
    for (const [template, item] of Object.entries(document.paths)) {
      if (!template.startsWith("/admin/")) continue;
      for (const method of Object.keys(item) as ("get" | "post")[]) {
        const path = template.replace("{id}", userId);
        await call(method, path, 401);
        await call(method, path, 403, { cookie: plain });
      }
    }
    await call("get", "/admin/me", 200, { cookie: admin });
    await call("get", "/admin/users", 200, { cookie: admin });
    await call("get", "/admin/audit?page=1", 200, { cookie: admin });
    await call("get", "/admin/audit?page=zero", 422, { cookie: admin });
    await call("post", "/admin/invites", 201, { cookie: admin, body: { email: "guest@example.com" } });
    await call("post", "/admin/invites", 422, { cookie: admin, body: { email: "" } });
    const oversized = { email: `${"x".repeat(BODY_MAX_BYTES)}@example.com`, token: "x" };
    await call("post", "/admin/invites", 413, { cookie: admin, body: oversized });
    await call("post", "/invites/accept", 413, { body: oversized });
    await call("get", "/admin/invites", 200, { cookie: admin });
    await call("post", `/admin/users/${userId}/promote`, 200, { cookie: admin });
    await call("post", `/admin/users/${userId}/demote`, 200, { cookie: admin });
    await call("post", `/admin/users/${adminId}/demote`, 409, { cookie: admin });
    await call("post", "/admin/users/no-such-user/promote", 404, { cookie: admin });
    await call("post", "/admin/users/no-such-user/demote", 404, { cookie: admin });
    await call("post", "/invites/accept", 401, { body: { token: "x" } });
    await call("post", "/invites/accept", 400, { cookie: admin, body: { token: "made-up" } });
    // An invite past its time.
    const late = (await call("post", "/admin/invites", 201, {
      cookie: admin,
      body: { email: "late@example.com" },
    })) as { id: string; link: string };
    await database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invites.id, late.id));
    await call("post", "/invites/accept", 410, { cookie: admin, body: { token: tokenOf(late.link) } });
    // The plain account (verified, role user) accepts an invite sent to it; nobody else can, nor twice.
    const invite = (await call("post", "/admin/invites", 201, {
      cookie: admin,
      body: { email: "plain@example.com" },
    })) as { link: string };
    await call("post", "/invites/accept", 403, { cookie: admin, body: { token: tokenOf(invite.link) } });
    await call("post", "/invites/accept", 200, { cookie: plain, body: { token: tokenOf(invite.link) } });
    await call("post", "/invites/accept", 409, { cookie: plain, body: { token: tokenOf(invite.link) } });
  });

  it("has been held against a real answer for every answer it documents", () => {
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of Object.keys(operation.responses)) {
          expect(checked, `${method} ${template} ${status}`).toContain(`${method} ${template} ${status}`);
        }
      }
    }
  });

  it("rejects an answer that is not what it says (the check can fail)", () => {
    const area = ajv.compile(schemaFor("get", "/areas/{slug}", 200));
    expect(area({ id: 1, name: "Crete" })).toBe(false);
    const page = ajv.compile(schemaFor("get", "/beaches", 200));
    expect(
      page({
        items: [],
        total: "12",
        page: 1,
        pageSize: 20,
        pageCount: 1,
        sort: "name.asc",
        sortFallback: false,
      }),
    ).toBe(false);
  });
});
