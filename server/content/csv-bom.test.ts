import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "#core/contract/csv-row.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { createCsvImport } from "./csv-import.ts";

// The export as a spreadsheet opens it: the file starts with the UTF-8 byte order mark, so Greek is
// read as UTF-8 and not in the computer's legacy code page; and the exported bytes, mark included,
// import back through the back office as a no-op.

let database: DatabaseHandle;
let server: TestServer;
let cookie = "";
const BOM = [0xef, 0xbb, 0xbf];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(await createSiteApp(database.db));
  await insertAreas(database.db, [{ name: "Samothraki", name_el: "Σαμοθράκη", status: "ACTIVE" }]);
  await insertBeaches(database.db, [
    {
      name: "Pachia Ammos",
      name_el: "Παχιά Άμμος",
      description_el: "Αμμουδιά στο νότο του νησιού.",
      area: "Samothraki",
      latitude: 40.42,
      longitude: 25.58,
      status: "ACTIVE",
    },
    {
      name: "Kipos",
      name_el: "Κήπος",
      area: "Samothraki",
      latitude: 40.45,
      longitude: 25.66,
      status: "DRAFT",
    },
  ]);
  await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" });
  cookie = await sessionCookie(server.url, "boss@example.com");
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const directory = async () => ({
  areas: await database.db.select().from(areas).orderBy(asc(areas.id)),
  beaches: await database.db.select().from(beaches).orderBy(asc(beaches.id)),
});

/** The export's bytes as the browser downloads them. */
async function downloadExport(): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(`${server.url}/admin/export/beaches.csv`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  return new Uint8Array(await response.arrayBuffer());
}

describe("the CSV export", () => {
  it("starts with the UTF-8 byte order mark, then the header, with the Greek intact", async () => {
    const bytes = await downloadExport();
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    // Decoded keeping the mark, as a spreadsheet sees it: the mark, then the columns.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(`\uFEFF${CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    expect(text).toContain("Παχιά Άμμος");
    expect(text).toContain("Αμμουδιά στο νότο του νησιού.");
    // Once only: the rows are not marked again.
    expect(text.lastIndexOf("\uFEFF")).toBe(0);
  });

  it("imports back, mark and all, with nothing created, updated or changed", async () => {
    const before = await directory();
    const bytes = await downloadExport();

    // The import's own reader takes the mark as a text that kept it, too.
    const kept = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const preview = await createCsvImport({ db: database.db, clock: () => new Date() }).preview(kept);
    expect(preview).toMatchObject({ total: 2, create: 0, update: 0, skip: 2, errors: 0 });

    // The exported file as the administrator uploads it on Import & Export.
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([bytes], "beaches-export.csv", { type: "text/csv" }));
    const started = await fetch(`${server.url}/admin/imports`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie },
      body: form,
    });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: number };
    let progress: { status: string } = { status: "running" };
    for (let tries = 0; tries < 100 && progress.status !== "done"; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await fetch(`${server.url}/admin/import-runs/${runId}`, {
        headers: { Cookie: cookie },
      });
      progress = (await response.json()) as { status: string };
    }
    expect(progress).toMatchObject({ status: "done", total: 2, created: 0, updated: 0, skipped: 2 });
    expect(await directory()).toEqual(before);
  });
});
