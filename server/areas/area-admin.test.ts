import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AreaInput } from "#core/contract/area-schema.ts";
import { ADMIN_CLOCK, by, seedBackOfficeContent, state } from "#tests/integration/back-office-content.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { createBeachAdmin, type BeachAdmin } from "../beaches/beach-admin.ts";
import { ContentRefusal } from "../content/admin-records.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { createAreaAdmin, type AreaAdmin } from "./area-admin.ts";

// The back office's areas on a real database: the list, deleting and saving.

let database: DatabaseHandle;
let areaAdmin: AreaAdmin;
let beachAdmin: BeachAdmin;

beforeAll(async () => {
  database = await createTestDatabase();
  areaAdmin = createAreaAdmin({ db: database.db, clock: ADMIN_CLOCK });
  beachAdmin = createBeachAdmin({ db: database.db, clock: ADMIN_CLOCK });
  await seedBackOfficeContent(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("the areas list", () => {
  it("counts every beach of each area, and apart from them the public ones, whatever the page's order", async () => {
    const counts = async (query: string) =>
      (await areaAdmin.listAreas(state(query))).items.map(({ name, beachCount, publicBeachCount }) => ({
        name,
        beachCount,
        publicBeachCount,
      }));
    const list = await counts("sort=name&dir=asc&q=s");
    // Milos: two ACTIVE and a DRAFT; Naxos: one ACTIVE and one HIDDEN.
    expect(list).toContainEqual({ name: "Milos", beachCount: 3, publicBeachCount: 2 });
    expect(list).toContainEqual({ name: "Naxos", beachCount: 2, publicBeachCount: 1 });
    expect(list).toContainEqual({ name: "Empty Isle", beachCount: 0, publicBeachCount: 0 });
    // An ACTIVE beach in a HIDDEN area is not on the site, but it is the area's beach.
    expect(await counts("status=HIDDEN")).toEqual([{ name: "Kythira", beachCount: 1, publicBeachCount: 0 }]);
  });

  it("searches name or description, any case, taking % literally", async () => {
    expect((await areaAdmin.listAreas(state("q=SANDY"))).items.map((area) => area.name)).toEqual(["Naxos"]);
    expect((await areaAdmin.listAreas(state("q=100%25"))).items.map((area) => area.name)).toEqual(["Milos"]);
    expect((await areaAdmin.listAreas(state("q=%25"))).items.map((area) => area.name)).toEqual(["Milos"]);
    expect((await areaAdmin.listAreas(state("q=nothing-like-this"))).total).toBe(0);
  });

  it("filters by status and pages by 20 with the total counted in the database", async () => {
    const drafts = await areaAdmin.listAreas(state("status=DRAFT&sort=name&dir=asc"));
    expect(drafts.total).toBe(22);
    expect(drafts.pageCount).toBe(2);
    expect(drafts.items).toHaveLength(20);
    expect(drafts.items[0]!.name).toBe("Empty Isle");
    const second = await areaAdmin.listAreas(state("status=DRAFT&sort=name&dir=asc&page=2"));
    expect(second.items.map((area) => area.name)).toEqual(["Filler 19", "Filler 20"]);
  });

  it("sorts by name or status either way", async () => {
    const names = (await areaAdmin.listAreas(state("sort=name&dir=desc&q=s"))).items.map((area) => area.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const statuses = (await areaAdmin.listAreas(state("sort=status&dir=asc"))).items.map(
      (area) => area.status,
    );
    expect(statuses[0]).toBe("ACTIVE");
  });
});

describe("deleting", () => {
  const auditFor = async (target: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.target, target));

  it("refuses an area that still has beaches, of any status, and changes nothing", async () => {
    const [kythira] = await database.db.select().from(areas).where(eq(areas.name, "Kythira"));
    const refusal = await areaAdmin.deleteArea({ id: kythira!.id, by }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ContentRefusal);
    expect(refusal).toMatchObject({
      status: 409,
      title: "Cannot delete area",
      message: "Kythira has 1 beach. Please reassign or delete it first.",
    });
    expect(await database.db.select().from(areas).where(eq(areas.id, kythira!.id))).toHaveLength(1);
    expect(await areaAdmin.areaSummary(kythira!.id)).toEqual({
      id: kythira!.id,
      name: "Kythira",
      beaches: 1,
    });
  });

  it("is offered, by the list's count, exactly where it succeeds: an area of drafts alone is refused", async () => {
    await insertAreas(database.db, [{ name: "Samothraki", status: "ACTIVE" }]);
    await insertBeaches(database.db, [
      { name: "Pachia Ammos", area: "Samothraki", latitude: 40.4, longitude: 25.6, status: "DRAFT" },
    ]);
    const listed = [
      ...(await areaAdmin.listAreas(state("status=ACTIVE"))).items,
      ...(await areaAdmin.listAreas(state("status=HIDDEN"))).items,
    ];
    expect(listed.find((area) => area.name === "Samothraki")).toMatchObject({
      beachCount: 1,
      publicBeachCount: 0,
    });
    for (const area of listed) {
      expect(area.beachCount, area.name).toBeGreaterThan(0);
      await expect(areaAdmin.deleteArea({ id: area.id, by }), area.name).rejects.toMatchObject({
        status: 409,
      });
    }
  });

  it("deletes an empty area and records it in the same transaction", async () => {
    const [empty] = await database.db.select().from(areas).where(eq(areas.name, "Empty Isle"));
    expect(await areaAdmin.deleteArea({ id: empty!.id, by, ip: "192.0.2.1" })).toEqual({
      name: "Empty Isle",
    });
    expect(await areaAdmin.areaSummary(empty!.id)).toBeNull();
    const [row] = await auditFor(empty!.slug);
    expect(row).toMatchObject({ action: "area_deleted", actorEmail: "boss@example.com", ip: "192.0.2.1" });
    await expect(areaAdmin.deleteArea({ id: empty!.id, by })).rejects.toMatchObject({ status: 404 });
  });
});

describe("saving an area", () => {
  const values = (name: string, extra: Partial<AreaInput> = {}): AreaInput => ({
    name,
    name_el: "",
    slug: "",
    description: "",
    description_el: "",
    hero_photo_url: "",
    hero_photo_source: "",
    status: "DRAFT",
    ...extra,
  });

  it("derives a blank slug from the name, unique with -2, -3, never a page of the site", async () => {
    const first = await areaAdmin.saveArea({ values: values("Agia Marina"), by });
    const second = await areaAdmin.saveArea({ values: values("Agia Marina"), by });
    const third = await areaAdmin.saveArea({ values: values("Agia  Marina!"), by });
    const slugs = await Promise.all(
      [first, second, third].map(async ({ id }) => (await areaAdmin.getArea(id))!.values.slug),
    );
    expect(slugs).toEqual(["agia-marina", "agia-marina-2", "agia-marina-3"]);
    const map = await areaAdmin.saveArea({ values: values("Map"), by });
    expect((await areaAdmin.getArea(map.id))!.values.slug).toBe("map-2");
    expect(first.created).toBe(true);
  });

  it("refuses a slug typed by hand that is taken or reserved, on the slug field", async () => {
    await expect(
      areaAdmin.saveArea({ values: values("Another", { slug: "agia-marina" }), by }),
    ).rejects.toMatchObject({
      status: 409,
      field: "slug",
      message: "This slug already exists. Use a unique slug.",
    });
    await expect(
      areaAdmin.saveArea({ values: values("Another", { slug: "admin" }), by }),
    ).rejects.toMatchObject({
      field: "slug",
    });
  });

  it("updates at the loaded version only, and a stale version changes nothing", async () => {
    const { id } = await areaAdmin.saveArea({ values: values("Paros"), by });
    const loaded = (await areaAdmin.getArea(id))!;
    await areaAdmin.saveArea({
      id,
      version: loaded.version,
      values: values("Paros", { description: "Mine" }),
      by,
    });
    const stale = areaAdmin.saveArea({
      id,
      version: loaded.version,
      values: values("Paros", { description: "Theirs" }),
      by,
    });
    await expect(stale).rejects.toMatchObject({ status: 409, field: undefined });
    const now = (await areaAdmin.getArea(id))!;
    expect(now.values.description).toBe("Mine");
    expect(now.version).toBe(loaded.version + 1);
    // The slug stays when it is sent back unchanged (it is its own, not a clash).
    expect(now.values.slug).toBe("paros");
    await expect(
      areaAdmin.saveArea({ id: 999_999, version: 1, values: values("Ghost"), by }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("renaming an area refreshes its beaches' search text: the new name finds them", async () => {
    const [naxos] = await database.db.select().from(areas).where(eq(areas.name, "Naxos"));
    const loaded = (await areaAdmin.getArea(naxos!.id))!;
    await areaAdmin.saveArea({
      id: naxos!.id,
      version: loaded.version,
      values: { ...loaded.values, name: "Naxos Island", slug: loaded.values.slug },
      by,
    });
    const found = await beachAdmin.listBeaches(state("q=naxos island&sort=name&dir=asc"));
    expect(found.items.map((row) => row.name)).toEqual(["Agios Prokopios", "Plaka"]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.target, loaded.values.slug));
    expect(audit.map((row) => row.action)).toContain("area_updated");
  });
});
