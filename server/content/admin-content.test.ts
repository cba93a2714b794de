import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAdminListState } from "../../core/admin-list.ts";
import type { AreaInput } from "../../core/area-schema.ts";
import { beachInputSchema, type BeachFormValues, type BeachInput } from "../../core/beach-schema.ts";
import { createTestDatabase } from "../../tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches } from "../db/schema.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";
import { ContentRefusal, createAdminContent, type AdminContent } from "./admin-content.ts";

// The back office's lists, figures and deletes (issue 9) on a real database.

let database: DatabaseHandle;
let content: AdminContent;
const by = { id: "", email: "boss@example.com", name: "boss", role: "admin" };
const state = (query: string) => parseAdminListState(new URLSearchParams(query));

const beach = (name: string, area: string, extra: Partial<BeachSeed> = {}): BeachSeed => ({
  name,
  area,
  latitude: 36 + name.length / 100,
  longitude: 25,
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  content = createAdminContent({ db: database.db, clock: () => new Date("2026-11-24T10:00:00Z") });
  await insertAreas(database.db, [
    { name: "Milos", description: "Volcanic island, 100% lunar coves", status: "ACTIVE" },
    { name: "Naxos", description: "Long sandy west coast", status: "ACTIVE" },
    { name: "Kythira", description: "Quiet", status: "HIDDEN" },
    { name: "Empty Isle", description: "No beaches yet", status: "DRAFT" },
    ...Array.from({ length: 21 }, (_, n) => ({
      name: `Filler ${String(n).padStart(2, "0")}`,
      status: "DRAFT" as const,
    })),
  ]);
  await insertBeaches(database.db, [
    beach("Sarakiniko", "Milos", {
      status: "ACTIVE",
      organized: false,
      blue_flag: false,
      updated_at: "2026-11-01T00:00:00Z",
    }),
    beach("Firiplaka", "Milos", {
      status: "ACTIVE",
      organized: true,
      blue_flag: true,
      updated_at: "2026-11-02T00:00:00Z",
    }),
    beach("Tsigrado", "Milos", { status: "DRAFT", organized: false, updated_at: "2026-11-03T00:00:00Z" }),
    beach("Plaka", "Naxos", {
      status: "ACTIVE",
      organized: true,
      blue_flag: true,
      updated_at: "2026-11-04T00:00:00Z",
    }),
    beach("Agios Prokopios", "Naxos", {
      status: "HIDDEN",
      organized: true,
      updated_at: "2026-11-05T00:00:00Z",
    }),
    beach("Kapsali", "Kythira", { status: "ACTIVE", organized: true, updated_at: "2026-11-06T00:00:00Z" }),
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe("the areas list", () => {
  it("counts each area's ACTIVE beaches, whatever the page's order", async () => {
    const list = await content.listAreas(state("sort=name&dir=asc&q=s"));
    const milos = list.items.find((area) => area.name === "Milos")!;
    expect(milos.beachCount).toBe(2);
    expect(list.items.find((area) => area.name === "Naxos")?.beachCount).toBe(1);
    expect(list.items.find((area) => area.name === "Empty Isle")?.beachCount).toBe(0);
  });

  it("searches name or description, any case, taking % literally", async () => {
    expect((await content.listAreas(state("q=SANDY"))).items.map((area) => area.name)).toEqual(["Naxos"]);
    expect((await content.listAreas(state("q=100%25"))).items.map((area) => area.name)).toEqual(["Milos"]);
    expect((await content.listAreas(state("q=%25"))).items.map((area) => area.name)).toEqual(["Milos"]);
    expect((await content.listAreas(state("q=nothing-like-this"))).total).toBe(0);
  });

  it("filters by status and pages by 20 with the total counted in the database", async () => {
    const drafts = await content.listAreas(state("status=DRAFT&sort=name&dir=asc"));
    expect(drafts.total).toBe(22);
    expect(drafts.pageCount).toBe(2);
    expect(drafts.items).toHaveLength(20);
    expect(drafts.items[0]!.name).toBe("Empty Isle");
    const second = await content.listAreas(state("status=DRAFT&sort=name&dir=asc&page=2"));
    expect(second.items.map((area) => area.name)).toEqual(["Filler 19", "Filler 20"]);
  });

  it("sorts by name or status either way", async () => {
    const names = (await content.listAreas(state("sort=name&dir=desc&q=s"))).items.map((area) => area.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const statuses = (await content.listAreas(state("sort=status&dir=asc"))).items.map((area) => area.status);
    expect(statuses[0]).toBe("ACTIVE");
  });
});

describe("the beaches list", () => {
  it("searches name or place, and filters by status and organized", async () => {
    const milos = await content.listBeaches(state("q=milos&sort=name&dir=asc"));
    expect(milos.items.map((row) => row.name)).toEqual(["Firiplaka", "Sarakiniko", "Tsigrado"]);
    expect(milos.items[0]).toMatchObject({
      area: "Milos",
      organized: true,
      blueFlag: true,
      status: "ACTIVE",
    });
    expect((await content.listBeaches(state("q=sarak"))).items.map((row) => row.name)).toEqual([
      "Sarakiniko",
    ]);
    const organizedActive = await content.listBeaches(state("status=ACTIVE&organized=yes&sort=name&dir=asc"));
    expect(organizedActive.items.map((row) => row.name)).toEqual(["Firiplaka", "Kapsali", "Plaka"]);
    expect((await content.listBeaches(state("organized=no"))).total).toBe(2);
  });

  it("lists every status, newest updated first by default", async () => {
    const list = await content.listBeaches(state(""));
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

describe("the dashboard", () => {
  it("counts ACTIVE beaches only: total, organized, Blue Flag and distinct areas", async () => {
    expect(await content.dashboardStats()).toEqual({ total: 4, organized: 3, blueFlag: 2, locations: 3 });
  });

  it("lists the five most recently updated beaches", async () => {
    const recent = await content.recentBeaches(5);
    expect(recent.map((row) => row.name)).toEqual([
      "Kapsali",
      "Agios Prokopios",
      "Plaka",
      "Tsigrado",
      "Firiplaka",
    ]);
    expect(recent[0]).toMatchObject({ area: "Kythira", updatedAt: "2026-11-06T00:00:00.000Z" });
  });
});

describe("deleting", () => {
  const auditFor = async (target: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.target, target));

  it("refuses an area that still has beaches, of any status, and changes nothing", async () => {
    const [kythira] = await database.db.select().from(areas).where(eq(areas.name, "Kythira"));
    const refusal = await content.deleteArea({ id: kythira!.id, by }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ContentRefusal);
    expect(refusal).toMatchObject({
      status: 409,
      title: "Cannot delete area",
      message: "Kythira has 1 beaches. Please reassign or delete them first.",
    });
    expect(await database.db.select().from(areas).where(eq(areas.id, kythira!.id))).toHaveLength(1);
    expect(await content.areaSummary(kythira!.id)).toEqual({ id: kythira!.id, name: "Kythira", beaches: 1 });
  });

  it("deletes an empty area and records it in the same transaction", async () => {
    const [empty] = await database.db.select().from(areas).where(eq(areas.name, "Empty Isle"));
    expect(await content.deleteArea({ id: empty!.id, by, ip: "192.0.2.1" })).toEqual({ name: "Empty Isle" });
    expect(await content.areaSummary(empty!.id)).toBeNull();
    const [row] = await auditFor(empty!.slug);
    expect(row).toMatchObject({ action: "area_deleted", actorEmail: "boss@example.com", ip: "192.0.2.1" });
    await expect(content.deleteArea({ id: empty!.id, by })).rejects.toMatchObject({ status: 404 });
  });

  it("deletes a beach and records it", async () => {
    const [tsigrado] = await database.db.select().from(beaches).where(eq(beaches.name, "Tsigrado"));
    expect(await content.deleteBeach({ id: tsigrado!.id, by })).toEqual({ name: "Tsigrado" });
    expect(await content.beachSummary(tsigrado!.id)).toBeNull();
    expect((await auditFor(tsigrado!.slug))[0]).toMatchObject({ action: "beach_deleted" });
    await expect(content.deleteBeach({ id: tsigrado!.id, by })).rejects.toMatchObject({
      status: 404,
      title: "Delete failed",
    });
  });
});

describe("saving an area", () => {
  const values = (name: string, extra: Partial<AreaInput> = {}): AreaInput => ({
    name,
    slug: "",
    description: "",
    hero_photo_url: "",
    hero_photo_source: "",
    status: "DRAFT",
    ...extra,
  });

  it("derives a blank slug from the name, unique with -2, -3, never a page of the site", async () => {
    const first = await content.saveArea({ values: values("Agia Marina"), by });
    const second = await content.saveArea({ values: values("Agia Marina"), by });
    const third = await content.saveArea({ values: values("Agia  Marina!"), by });
    const slugs = await Promise.all(
      [first, second, third].map(async ({ id }) => (await content.getArea(id))!.values.slug),
    );
    expect(slugs).toEqual(["agia-marina", "agia-marina-2", "agia-marina-3"]);
    const map = await content.saveArea({ values: values("Map"), by });
    expect((await content.getArea(map.id))!.values.slug).toBe("map-2");
    expect(first.created).toBe(true);
  });

  it("refuses a slug typed by hand that is taken or reserved, on the slug field", async () => {
    await expect(
      content.saveArea({ values: values("Another", { slug: "agia-marina" }), by }),
    ).rejects.toMatchObject({
      status: 409,
      field: "slug",
      message: "This slug already exists. Use a unique slug.",
    });
    await expect(
      content.saveArea({ values: values("Another", { slug: "admin" }), by }),
    ).rejects.toMatchObject({
      field: "slug",
    });
  });

  it("updates at the loaded version only, and a stale version changes nothing", async () => {
    const { id } = await content.saveArea({ values: values("Paros"), by });
    const loaded = (await content.getArea(id))!;
    await content.saveArea({
      id,
      version: loaded.version,
      values: values("Paros", { description: "Mine" }),
      by,
    });
    const stale = content.saveArea({
      id,
      version: loaded.version,
      values: values("Paros", { description: "Theirs" }),
      by,
    });
    await expect(stale).rejects.toMatchObject({ status: 409, field: undefined });
    const now = (await content.getArea(id))!;
    expect(now.values.description).toBe("Mine");
    expect(now.version).toBe(loaded.version + 1);
    // The slug stays when it is sent back unchanged (it is its own, not a clash).
    expect(now.values.slug).toBe("paros");
    await expect(
      content.saveArea({ id: 999_999, version: 1, values: values("Ghost"), by }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("renaming an area refreshes its beaches' search text: the new name finds them", async () => {
    const [naxos] = await database.db.select().from(areas).where(eq(areas.name, "Naxos"));
    const loaded = (await content.getArea(naxos!.id))!;
    await content.saveArea({
      id: naxos!.id,
      version: loaded.version,
      values: { ...loaded.values, name: "Naxos Island", slug: loaded.values.slug },
      by,
    });
    const found = await content.listBeaches(state("q=naxos island&sort=name&dir=asc"));
    expect(found.items.map((row) => row.name)).toEqual(["Agios Prokopios", "Plaka"]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, loaded.values.slug));
    expect(audit.map((row) => row.action)).toContain("area_updated");
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
    const first = await content.saveBeach({ values: values("Kleftiko Cove"), by });
    const second = await content.saveBeach({ values: values("Kleftiko  Cove!", { status: "ACTIVE" }), by });
    const loadedFirst = (await content.getBeach(first.id))!;
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
    expect((await content.getBeach(second.id))!.values.slug).toBe("kleftiko-cove-2");
    // The form sends the slug it derived while following the name: a new beach still gets -3.
    const third = await content.saveBeach({ values: values("Kleftiko Cove", { slug: "kleftiko-cove" }), by });
    expect((await content.getBeach(third.id))!.values.slug).toBe("kleftiko-cove-3");
    // The admin list finds the new beach by its area's name, through the stored search text.
    const listed = await content.listBeaches(state("q=kleftiko milos"));
    expect(listed.items.map((row) => row.name).sort()).toEqual(
      ["Kleftiko  Cove!", "Kleftiko Cove", "Kleftiko Cove"].sort(),
    );
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, "kleftiko-cove-2"));
    expect(audit).toMatchObject([{ action: "beach_created", actorEmail: by.email }]);
  });

  it("refuses a taken slug on the slug field and an area that is gone on the area field, saving nothing", async () => {
    const before = await database.db.select().from(beaches);
    await expect(
      content.saveBeach({ values: values("Other Cove", { slug: "kleftiko-cove" }), by }),
    ).rejects.toMatchObject({
      status: 409,
      field: "slug",
      message: "This slug already exists. Use a unique slug.",
    });
    await expect(
      content.saveBeach({ values: values("Other Cove", { area_id: "999999" }), by }),
    ).rejects.toMatchObject({ field: "area_id" });
    expect(await database.db.select().from(beaches)).toHaveLength(before.length);
  });

  it("updates at the loaded version only; 'Mark as verified on save' stamps the date, which later saves keep", async () => {
    const { id } = await content.saveBeach({ values: values("Papafragas"), by });
    const loaded = (await content.getBeach(id))!;
    const edited = beachInputSchema.parse({
      ...loaded.values,
      amenities: "snorkeling,photography",
      markVerified: "true",
      status: "ACTIVE",
    });
    await content.saveBeach({ id, version: loaded.version, values: edited, by });
    const stale = content.saveBeach({ id, version: loaded.version, values: values("Papafragas"), by });
    await expect(stale).rejects.toMatchObject({ status: 409, field: undefined });
    const now = (await content.getBeach(id))!;
    expect(now.version).toBe(loaded.version + 1);
    expect(now.values).toMatchObject({
      amenities: "snorkeling,photography",
      status: "ACTIVE",
      slug: "papafragas",
    });
    expect(now.verifiedAt).toBe("2026-11-24T10:00:00.000Z");
    // Saved again without the box ticked: the date stays.
    await content.saveBeach({ id, version: now.version, values: beachInputSchema.parse(now.values), by });
    expect((await content.getBeach(id))!.verifiedAt).toBe("2026-11-24T10:00:00.000Z");
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
      content.saveBeach({ id: 999_999, version: 1, values: values("Ghost"), by }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
