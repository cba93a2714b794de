import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS } from "#core/contract/csv-row.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { EXPORT_BATCH, exportBeachesCsv } from "./csv-export.ts";

// The CSV export: every beach of every status, the fixed columns, cells a spreadsheet
// would run as formulas defused, and each row exactly once across the batches it is read in.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Milos", status: "ACTIVE" },
    { name: "Hidden Isle", status: "HIDDEN" },
  ]);
  await insertBeaches(database.db, [
    {
      name: '=HYPERLINK("http://evil.example")',
      slug: "formula-cove",
      area: "Milos",
      latitude: -36.5,
      longitude: 24.4,
      status: "DRAFT",
      description: 'Sand, "fine" and\nwarm',
      amenities: ["taverna", "sunbeds"],
    },
    {
      name: "Sarakiniko",
      area: "Milos",
      latitude: 36.7,
      longitude: 24.5,
      status: "ACTIVE",
      source: "+30 phone",
    },
    { name: "Secret Cove", area: "Hidden Isle", latitude: 36.1, longitude: 24.1, status: "HIDDEN" },
  ]);
});

afterAll(async () => {
  await database?.close();
});

async function exported(): Promise<string> {
  return new Response(exportBeachesCsv(database.db)).text();
}

/** A small RFC 4180 reader for the test: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe("the CSV export", () => {
  it("has the fixed header and every status, with formulas defused and text quoted", async () => {
    const rows = parseCsv(await exported());
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const bySlug = new Map(
      rows.slice(1).map((row) => [row[0], Object.fromEntries(CSV_COLUMNS.map((c, n) => [c, row[n]]))]),
    );
    expect([...bySlug.keys()]).toHaveLength(3);
    const formula = bySlug.get("formula-cove")!;
    expect(formula.name).toBe('\'=HYPERLINK("http://evil.example")');
    expect(formula.description).toBe('Sand, "fine" and\nwarm');
    expect(formula.latitude).toBe("-36.5");
    expect(formula.status).toBe("DRAFT");
    expect(formula.amenities!.split(",").sort()).toEqual(["sunbeds", "taverna"]);
    expect(bySlug.get("sarakiniko")!.source).toBe("'+30 phone");
    expect(bySlug.get("secret-cove")!.area).toBe("Hidden Isle");
  });

  it("reads in batches and lists each beach exactly once, even among equal names", async () => {
    const many = Array.from({ length: EXPORT_BATCH * 2 + 17 }, (_, n) => ({
      name: n % 3 === 0 ? "Twin Beach" : `Beach ${String(n).padStart(5, "0")}`,
      slug: `bulk-${n}`,
      area: "Milos",
      latitude: 36 + n / 10_000,
      longitude: 24,
    }));
    await insertBeaches(database.db, many);
    const rows = parseCsv(await exported()).slice(1);
    const slugs = rows.map((row) => row[0]!);
    expect(slugs).toHaveLength(3 + many.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
