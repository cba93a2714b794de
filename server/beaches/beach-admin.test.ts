import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beachInputSchema, type BeachFormValues, type BeachInput } from "#core/contract/beach-schema.ts";
import { ADMIN_CLOCK, by, seedBackOfficeContent, state } from "#tests/integration/back-office-content.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches } from "../db/schema.ts";
import { createBeachAdmin, type BeachAdmin } from "./beach-admin.ts";

// The back office's beaches on a real database: the list, deleting and saving.

let database: DatabaseHandle;
let beachAdmin: BeachAdmin;

beforeAll(async () => {
  database = await createTestDatabase();
  beachAdmin = createBeachAdmin({ db: database.db, clock: ADMIN_CLOCK });
  await seedBackOfficeContent(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("the beaches list", () => {
  it("searches name or place, and filters by status and organized", async () => {
    const milos = await beachAdmin.listBeaches(state("q=milos&sort=name&dir=asc"));
    expect(milos.items.map((row) => row.name)).toEqual(["Firiplaka", "Sarakiniko", "Tsigrado"]);
    expect(milos.items[0]).toMatchObject({
      area: "Milos",
      organized: true,
      blueFlag: true,
      status: "ACTIVE",
    });
    expect((await beachAdmin.listBeaches(state("q=sarak"))).items.map((row) => row.name)).toEqual([
      "Sarakiniko",
    ]);
    const organizedActive = await beachAdmin.listBeaches(
      state("status=ACTIVE&organized=yes&sort=name&dir=asc"),
    );
    expect(organizedActive.items.map((row) => row.name)).toEqual(["Firiplaka", "Kapsali", "Plaka"]);
    expect((await beachAdmin.listBeaches(state("organized=no"))).total).toBe(2);
  });

  it("lists every status, newest updated first by default", async () => {
    const list = await beachAdmin.listBeaches(state(""));
    expect(list.total).toBe(6);
    expect(list.items.map((row) => row.name)).toEqual([
      "Kapsali",
      "Agios Prokopios",
      "Plaka",
      "Tsigrado",
      "Firiplaka",
      "Sarakiniko",
    ]);
  });
});

describe("deleting", () => {
  const auditFor = async (target: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.target, target));

  it("deletes a beach and records it", async () => {
    const [tsigrado] = await database.db.select().from(beaches).where(eq(beaches.name, "Tsigrado"));
    expect(await beachAdmin.deleteBeach({ id: tsigrado!.id, by })).toEqual({ name: "Tsigrado" });
    expect(await beachAdmin.beachSummary(tsigrado!.id)).toBeNull();
    expect((await auditFor(tsigrado!.slug))[0]).toMatchObject({ action: "beach_deleted" });
    await expect(beachAdmin.deleteBeach({ id: tsigrado!.id, by })).rejects.toMatchObject({
      status: 404,
      title: "Delete failed",
    });
  });
});

describe("saving a beach", () => {
  let milosId: number;
  beforeAll(async () => {
    const [milos] = await database.db.select().from(areas).where(eq(areas.name, "Milos"));
    milosId = milos!.id;
  });
  const values = (name: string, extra: Partial<BeachFormValues> = {}): BeachInput =>
    beachInputSchema.parse({
      name,
      area: "Milos",
      area_id: String(milosId),
      latitude: "36.75",
      longitude: "24.42",
      ...extra,
    });

  it("creates a beach with the form's defaults, a slug from its name made unique, and an audit row", async () => {
    const first = await beachAdmin.saveBeach({ values: values("Kleftiko Cove"), by });
    const second = await beachAdmin.saveBeach({
      values: values("Kleftiko  Cove!", { status: "ACTIVE" }),
      by,
    });
    const loadedFirst = (await beachAdmin.getBeach(first.id))!;
    expect(loadedFirst.values).toMatchObject({
      slug: "kleftiko-cove",
      area: "Milos",
      type: "OTHER",
      wave_conditions: "CALM",
      parking: "NONE",
      organized: "false",
      blue_flag: "false",
      amenities: "",
      status: "DRAFT",
    });
    expect(loadedFirst.verifiedAt).toBeNull();
    expect((await beachAdmin.getBeach(second.id))!.values.slug).toBe("kleftiko-cove-2");
    // The form sends the slug it derived while following the name: a new beach still gets -3.
    const third = await beachAdmin.saveBeach({
      values: values("Kleftiko Cove", { slug: "kleftiko-cove" }),
      by,
    });
    expect((await beachAdmin.getBeach(third.id))!.values.slug).toBe("kleftiko-cove-3");
    // The admin list finds the new beach by its area's name, through the stored search text.
    const listed = await beachAdmin.listBeaches(state("q=kleftiko milos"));
    expect(listed.items.map((row) => row.name).sort()).toEqual(
      ["Kleftiko  Cove!", "Kleftiko Cove", "Kleftiko Cove"].sort(),
    );
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, "kleftiko-cove-2"));
    expect(audit).toMatchObject([{ action: "beach_created", actorEmail: by.email }]);
  });

  it("refuses a taken slug on the slug field and an area that is gone on the area field, saving nothing", async () => {
    const before = await database.db.select().from(beaches);
    await expect(
      beachAdmin.saveBeach({ values: values("Other Cove", { slug: "kleftiko-cove" }), by }),
    ).rejects.toMatchObject({
      status: 409,
      field: "slug",
      message: "This slug already exists. Use a unique slug.",
    });
    await expect(
      beachAdmin.saveBeach({ values: values("Other Cove", { area_id: "999999" }), by }),
    ).rejects.toMatchObject({ field: "area_id" });
    expect(await database.db.select().from(beaches)).toHaveLength(before.length);
  });

  it("updates at the loaded version only; 'Mark as verified on save' stamps the date, which later saves keep", async () => {
    const { id } = await beachAdmin.saveBeach({ values: values("Papafragas"), by });
    const loaded = (await beachAdmin.getBeach(id))!;
    const edited = beachInputSchema.parse({
      ...loaded.values,
      amenities: "snorkeling,photography",
      markVerified: "true",
      status: "ACTIVE",
    });
    await beachAdmin.saveBeach({ id, version: loaded.version, values: edited, by });
    const stale = beachAdmin.saveBeach({ id, version: loaded.version, values: values("Papafragas"), by });
    await expect(stale).rejects.toMatchObject({ status: 409, field: undefined });
    const now = (await beachAdmin.getBeach(id))!;
    expect(now.version).toBe(loaded.version + 1);
    expect(now.values).toMatchObject({
      amenities: "snorkeling,photography",
      status: "ACTIVE",
      slug: "papafragas",
    });
    expect(now.verifiedAt).toBe("2026-11-24T10:00:00.000Z");
    // Saved again without the box ticked: the date stays.
    await beachAdmin.saveBeach({ id, version: now.version, values: beachInputSchema.parse(now.values), by });
    expect((await beachAdmin.getBeach(id))!.verifiedAt).toBe("2026-11-24T10:00:00.000Z");
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, "papafragas"));
    expect(audit.map((row) => row.action)).toEqual([
      "beach_created",
      "beach_status_changed",
      "beach_updated",
    ]);
    expect(audit[1]!.details).toMatchObject({ from: "DRAFT", to: "ACTIVE" });
    expect((audit[1]!.details as { changed: string[] }).changed.sort()).toEqual(
      ["amenities", "status", "verifiedAt"].sort(),
    );
    expect(audit[2]!.details).toMatchObject({ changed: [] });
    await expect(
      beachAdmin.saveBeach({ id: 999_999, version: 1, values: values("Ghost"), by }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
