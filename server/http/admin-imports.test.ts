import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES } from "#core/contract/csv-row.ts";
import { csvFile, type CsvCells } from "#tests/csv-file.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches, users } from "../db/schema.ts";
import { insertAreas } from "../db/seed/factories.ts";

// The import's HTTP side: POST /admin/imports for the dry run and the start, GET
// /admin/import-runs/{id} for progress; only administrators, and every refusal a clear JSON answer.

let database: DatabaseHandle;
let server: TestServer;
const cookies = { admin: "", user: "" };

const file = (rows: CsvCells[], name = "beaches.csv") =>
  new File([csvFile(rows)], name, { type: "text/csv" });
const row = (slug: string, area = "Milos", latitude = "36.7"): CsvCells => ({
  slug,
  name: `Beach ${slug}`,
  area,
  latitude,
  longitude: "24.4",
  type: "SANDY",
  parking: "NONE",
});

function post(body: FormData, cookie?: string) {
  return fetch(`${server.url}/admin/imports`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  });
}
const form = (intent: string, chosen: File | string) => {
  const data = new FormData();
  data.set("intent", intent);
  data.set("file", chosen);
  return data;
};

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(await createSiteApp(database.db));
  await insertAreas(database.db, [{ name: "Milos", status: "ACTIVE" }]);
  await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" });
  const { userId } = await createOrPromoteAdmin(database.db, {
    email: "plain@example.com",
    password: "Str0ng!pass",
  });
  await database.db.update(users).set({ role: "user" }).where(eq(users.id, userId));
  cookies.admin = await sessionCookie(server.url, "boss@example.com");
  cookies.user = await sessionCookie(server.url, "plain@example.com");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("POST /admin/imports", () => {
  it("sends a visitor or a plain account to sign in, and imports nothing", async () => {
    for (const cookie of [undefined, cookies.user]) {
      const response = await post(form("import", file([row("intruder-cove")])), cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    expect(await database.db.select().from(beaches).where(eq(beaches.slug, "intruder-cove"))).toEqual([]);
  });

  it("answers a file that is not CSV, or not a file, with 'Invalid File'", async () => {
    for (const body of [form("preview", file([], "beaches.xlsx")), form("preview", "slug,name")]) {
      const response = await post(body, cookies.admin);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        kind: "refused",
        title: "Invalid File",
        message: "Please select/drop a CSV file",
      });
    }
    const broken = await post(
      form("preview", new File(['slug,name\n"open,quote\n'], "b.csv")),
      cookies.admin,
    );
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ kind: "refused", title: "Parse Error" });
  });

  it("refuses a file over the size limit before reading it", async () => {
    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], "big.csv");
    const response = await post(form("preview", big), cookies.admin);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ kind: "refused", title: "Invalid File" });
  });

  it("answers the dry run, refuses to start while a row has an error, then imports and reports progress", async () => {
    const bad = file([row("good-cove"), row("bad-cove", "Milos", "north")]);
    const preview = await post(form("preview", bad), cookies.admin);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({
      kind: "preview",
      fileName: "beaches.csv",
      preview: {
        total: 2,
        create: 1,
        errors: 1,
        errorList: [{ row: 3, messages: ["Valid latitude is required"] }],
      },
    });
    const refused = await post(form("import", bad), cookies.admin);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ kind: "preview", preview: { errors: 1 } });

    const started = await post(
      form("import", file([row("good-cove"), row("other-cove", "Μήλος")])),
      cookies.admin,
    );
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: number };
    let progress: { status: string } = { status: "running" };
    for (let tries = 0; tries < 50 && progress.status !== "done"; tries += 1) {
      const response = await fetch(`${server.url}/admin/import-runs/${runId}`, {
        headers: { Cookie: cookies.admin },
      });
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      progress = (await response.json()) as { status: string };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(progress).toMatchObject({ status: "done", total: 2, created: 2, startedBy: "boss@example.com" });
    const latest = await fetch(`${server.url}/admin/imports`, { headers: { Cookie: cookies.admin } });
    expect(await latest.json()).toMatchObject({ latest: { id: runId, status: "done" } });
    const missing = await fetch(`${server.url}/admin/import-runs/999999`, {
      headers: { Cookie: cookies.admin },
    });
    expect(missing.status).toBe(404);
  });
});
