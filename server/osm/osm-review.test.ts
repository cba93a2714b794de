import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficeSiteForTests } from "#tests/integration/back-office-site.ts";
import { by as siteAdmin } from "#tests/integration/back-office-content.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie } from "#tests/integration/http.ts";
import { insertOsmBeaches, insertOsmRun } from "#tests/e2e/osm-seed.ts";
import { osmSummary } from "./osm-import.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches, importRuns } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { createServices } from "../services.ts";
import { OSM_REVIEW_PAGE_SIZE, osmReview } from "./osm-review.ts";

// The back office's OpenStreetMap queue on a real database: the latest run's headline and the live
// counts, the lists it filters and pages, and publishing, which takes only complete drafts, says why
// it left the others, brings their draft areas along, and is recorded. Then its page over HTTP: the
// guard, the words before any run, and publishing by a plain form post.

const now = new Date("2026-12-01T10:00:00Z");
const clock = () => now;
const by = { id: "curator-1", email: "curator@example.com" };

describe("the queue of one import", () => {
  let database: DatabaseHandle;
  let review: ReturnType<typeof osmReview>;
  /** Beach ids by name. */
  const id = new Map<string, number>();
  const beachId = (name: string) => id.get(name)!;

  beforeAll(async () => {
    database = await createTestDatabase();
    review = osmReview(database.db, clock);
    await insertAreas(database.db, [
      { name: "Milos", status: "ACTIVE" },
      // Areas the import created, as drafts.
      { name: "Kythira", status: "DRAFT" },
      { name: "Zakynthos", status: "DRAFT" },
    ]);
    const at = (n: number) => ({ latitude: 36.7 + n / 100, longitude: 24.4 + n / 100 });
    const inserted = await insertOsmBeaches(database.db, [
      { name: "Tsigrado", area: "Milos", ref: "osm:way/1", type: "SANDY", review: ["facing"], ...at(1) },
      { name: "Achivadolimni", area: "Milos", ref: "osm:way/2", type: "SANDY", ...at(2) },
      { name: "Firiplaka", area: "Milos", ref: "osm:way/3", type: "OTHER", review: ["type"], ...at(3) },
      {
        name: "Sarakiniko",
        area: "Milos",
        ref: "osm:way/4",
        linked: true,
        status: "ACTIVE",
        review: ["facing"],
        ...at(4),
      },
      {
        name: "Papafragas",
        area: "Milos",
        ref: "osm:way/5",
        type: "PEBBLY",
        status: "ACTIVE",
        goneAt: new Date("2026-11-30T08:00:00Z"),
        ...at(5),
      },
      { name: "Kleftiko", area: "Milos", ref: "osm:way/6", type: "PEBBLY", status: "HIDDEN", ...at(6) },
      // The curator's own draft, linked: not something the import brought.
      { name: "Agia Kyriaki", area: "Milos", ref: "osm:node/7", linked: true, type: "SANDY", ...at(7) },
      { name: "Kaladi", area: "Kythira", ref: "osm:way/8", type: "PEBBLY", ...at(8) },
      { name: "Chalkos", area: "Kythira", ref: "osm:way/9", type: "MIXED", ...at(9) },
      { name: "Navagio", area: "Zakynthos", ref: "osm:way/10", type: "OTHER", review: ["type"], ...at(10) },
    ]);
    const plain = await insertBeaches(database.db, [
      { name: "Plain Draft", area: "Milos", status: "DRAFT", ...at(11) },
    ]);
    for (const beach of [...inserted, ...plain]) id.set(beach.name, beach.id);
  });

  afterAll(async () => {
    await database.close();
  });

  it("with no run finished yet, the overview has no headline and counts what is there", async () => {
    const overview = await review.overview();
    expect(overview.run).toBeNull();
    expect(overview.counts).toEqual({ drafts: 6, complete: 4, review: 4, gone: 1 });
  });

  it("the headline is the latest finished OpenStreetMap run's, whatever ran after it", async () => {
    await insertOsmRun(database.db, {
      fileName: "greece-2026-10.osm.pbf",
      finishedAt: new Date("2026-10-01T09:00:00Z"),
      summary: osmSummary({ created: 10 }),
    });
    const latest = await insertOsmRun(database.db, {
      fileName: "greece-latest.osm.pbf",
      finishedAt: new Date("2026-11-30T08:00:00Z"),
      summary: osmSummary({
        created: 2431,
        linked: 112,
        updated: 37,
        flaggedGone: 9,
        skipped: { inland: 4 },
      }),
    });
    // A failed run and a CSV import later still leave the latest finished OSM run as the headline.
    await insertOsmRun(database.db, {
      fileName: "broken.osm.pbf",
      finishedAt: new Date("2026-11-30T09:00:00Z"),
      summary: osmSummary({}),
      status: "failed",
    });
    await database.db.insert(importRuns).values({
      kind: "csv",
      status: "done",
      total: 1,
      fileName: "beaches.csv",
      startedAt: now,
      heartbeatAt: now,
      finishedAt: now,
    });
    const { run } = await review.overview();
    expect(run).toEqual({
      id: latest,
      fileName: "greece-latest.osm.pbf",
      finishedAt: "2026-11-30T08:00:00.000Z",
      summary: osmSummary({
        created: 2431,
        linked: 112,
        updated: 37,
        flaggedGone: 9,
        skipped: { inland: 4 },
      }),
    });
  });

  it("lists new drafts, beaches needing a look, gone ones and all, by area then name", async () => {
    const names = async (show: "new" | "review" | "gone" | "all", areaId?: number) =>
      (await review.list({ show, areaId, page: 1 })).items.map((item) => item.name);
    // Kythira, Milos, Zakynthos; in each, by name.
    expect(await names("new")).toEqual([
      "Chalkos",
      "Kaladi",
      "Achivadolimni",
      "Firiplaka",
      "Tsigrado",
      "Navagio",
    ]);
    expect(await names("review")).toEqual(["Firiplaka", "Sarakiniko", "Tsigrado", "Navagio"]);
    expect(await names("gone")).toEqual(["Papafragas"]);
    expect(await names("all")).toEqual([
      "Chalkos",
      "Kaladi",
      "Achivadolimni",
      "Agia Kyriaki",
      "Firiplaka",
      "Kleftiko",
      "Papafragas",
      "Sarakiniko",
      "Tsigrado",
      "Navagio",
    ]);
    const [kythira] = await database.db.select().from(areas).where(eq(areas.name, "Kythira"));
    expect(await names("all", kythira!.id)).toEqual(["Chalkos", "Kaladi"]);
    expect(await names("review", kythira!.id)).toEqual([]);
  });

  it("the 'new' list is what the drafts count counts: a linked draft of the curator's is not new", async () => {
    const { counts } = await review.overview();
    const listed = await review.list({ show: "new", page: 1 });
    expect(listed.total).toBe(counts.drafts);
    expect(listed.items.map((item) => item.name)).not.toContain("Agia Kyriaki");
  });

  it("each row carries what the page shows and links", async () => {
    const { items } = await review.list({ show: "all", page: 1 });
    const firiplaka = items.find((item) => item.name === "Firiplaka")!;
    expect(firiplaka).toMatchObject({
      id: beachId("Firiplaka"),
      slug: "firiplaka",
      areaName: "Milos",
      areaSlug: "milos",
      areaStatus: "ACTIVE",
      status: "DRAFT",
      type: "OTHER",
      review: ["type"],
      goneAt: null,
      ref: "osm:way/3",
      complete: false,
    });
    expect(firiplaka.latitude).toBeCloseTo(36.73);
    expect(firiplaka.longitude).toBeCloseTo(24.43);
    expect(items.find((item) => item.name === "Papafragas")).toMatchObject({
      goneAt: "2026-11-30T08:00:00.000Z",
      status: "ACTIVE",
      complete: false,
    });
    expect(items.find((item) => item.name === "Tsigrado")).toMatchObject({
      complete: true,
      review: ["facing"],
    });
    expect(await review.areas()).toEqual([
      { id: expect.any(Number), name: "Kythira", beaches: 2 },
      { id: expect.any(Number), name: "Milos", beaches: 7 },
      { id: expect.any(Number), name: "Zakynthos", beaches: 1 },
    ]);
  });

  it("publishing a selection takes the complete drafts and says why it left each of the others", async () => {
    const before = await database.db
      .select()
      .from(beaches)
      .where(inArray(beaches.id, [beachId("Kaladi"), beachId("Firiplaka")]));
    const result = await review.publish(
      [
        beachId("Kaladi"),
        beachId("Tsigrado"),
        beachId("Firiplaka"),
        beachId("Sarakiniko"),
        beachId("Kleftiko"),
        beachId("Plain Draft"),
        999_999,
        beachId("Kaladi"),
      ],
      by,
      "203.0.113.5",
    );
    expect(result.published).toBe(2);
    expect(result.areasPublished).toEqual([{ id: expect.any(Number), name: "Kythira" }]);
    expect(result.notPublished).toEqual(
      expect.arrayContaining([
        { id: beachId("Firiplaka"), name: "Firiplaka", reason: "type" },
        { id: beachId("Sarakiniko"), name: "Sarakiniko", reason: "active" },
        { id: beachId("Kleftiko"), name: "Kleftiko", reason: "hidden" },
        { id: beachId("Plain Draft"), name: null, reason: "not_osm" },
        { id: 999_999, name: null, reason: "not_osm" },
      ]),
    );
    expect(result.notPublished).toHaveLength(5);

    const after = new Map(
      (await database.db.select().from(beaches)).map((beach) => [beach.name, beach] as const),
    );
    const kaladiBefore = before.find((beach) => beach.name === "Kaladi")!;
    expect(after.get("Kaladi")).toMatchObject({
      status: "ACTIVE",
      version: kaladiBefore.version + 1,
      updatedAt: now,
    });
    expect(after.get("Tsigrado")!.status).toBe("ACTIVE");
    // The others are as they were.
    expect(after.get("Firiplaka")).toEqual(before.find((beach) => beach.name === "Firiplaka"));
    expect(after.get("Kleftiko")!.status).toBe("HIDDEN");
    expect(after.get("Plain Draft")!.status).toBe("DRAFT");
    expect(after.get("Chalkos")!.status).toBe("DRAFT");

    const areaRows = new Map(
      (await database.db.select().from(areas)).map((area) => [area.name, area] as const),
    );
    expect(areaRows.get("Kythira")).toMatchObject({ status: "ACTIVE", version: 2, updatedAt: now });
    expect(areaRows.get("Milos")).toMatchObject({ status: "ACTIVE", version: 1 });
    expect(areaRows.get("Zakynthos")!.status).toBe("DRAFT");

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "beaches_published_osm"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: by.id,
      actorEmail: by.email,
      ip: "203.0.113.5",
      details: {
        scope: "selected",
        published: 2,
        beaches: expect.arrayContaining(["Kaladi", "Tsigrado"]),
        areasPublished: ["Kythira"],
        areasPublishedCount: 1,
        notPublished: { type: 1, active: 1, hidden: 1, not_osm: 2 },
      },
    });
  });

  it("the public site has what was published, in its newly public area", async () => {
    const { areas: publicAreas, beaches: publicBeaches } = createServices({ db: database.db, clock });
    expect((await publicAreas.getArea("kythira"))?.name).toBe("Kythira");
    expect((await publicBeaches.getBeach("kaladi", "kythira"))?.name).toBe("Kaladi");
    expect(await publicBeaches.getBeach("chalkos", "kythira")).toBeNull();
    expect(await publicAreas.getArea("zakynthos")).toBeNull();
  });

  it("publishing all complete drafts takes exactly those the overview counted, and no others", async () => {
    const { counts } = await review.overview();
    expect(counts).toEqual({ drafts: 4, complete: 2, review: 4, gone: 1 });
    const result = await review.publish("all-complete", by);
    expect(result).toEqual({ published: 2, areasPublished: [], notPublished: [] });
    const statuses = Object.fromEntries(
      (
        await database.db
          .select({ name: beaches.name, status: beaches.status })
          .from(beaches)
          .orderBy(asc(beaches.id))
      ).map((row) => [row.name, row.status]),
    );
    expect(statuses).toMatchObject({
      Chalkos: "ACTIVE",
      Achivadolimni: "ACTIVE",
      Firiplaka: "DRAFT",
      Navagio: "DRAFT",
      // The curator's linked draft and a beach the import never saw stay drafts.
      "Agia Kyriaki": "DRAFT",
      "Plain Draft": "DRAFT",
    });
    expect((await review.overview()).counts).toEqual({ drafts: 2, complete: 0, review: 4, gone: 1 });
  });

  it("when nothing can be published, nothing changes and nothing is recorded", async () => {
    const audit = async () =>
      (await database.db.select().from(auditLog).where(eq(auditLog.action, "beaches_published_osm"))).length;
    const rows = async () => database.db.select().from(beaches).orderBy(asc(beaches.id));
    const [auditBefore, before] = [await audit(), await rows()];
    expect(await review.publish("all-complete", by)).toEqual({
      published: 0,
      areasPublished: [],
      notPublished: [],
    });
    expect(await review.publish([beachId("Navagio")], by)).toEqual({
      published: 0,
      areasPublished: [],
      notPublished: [{ id: beachId("Navagio"), name: "Navagio", reason: "type" }],
    });
    expect(await review.publish([], by)).toEqual({ published: 0, areasPublished: [], notPublished: [] });
    expect(await rows()).toEqual(before);
    expect(await audit()).toBe(auditBefore);
  });
  it("a complete draft gone from the newest extract waits for a curator to pick it", async () => {
    const [kastro] = await insertOsmBeaches(database.db, [
      {
        name: "Kastro",
        area: "Milos",
        ref: "osm:way/12",
        type: "SANDY",
        goneAt: new Date("2026-11-30T08:00:00Z"),
        latitude: 36.83,
        longitude: 24.53,
      },
    ]);
    expect((await review.overview()).counts).toEqual({ drafts: 3, complete: 0, review: 4, gone: 2 });
    expect((await review.publish("all-complete", by)).published).toBe(0);
    expect((await review.publish([kastro!.id], by)).published).toBe(1);
  });
});

describe("a large import", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertAreas(database.db, [
      { name: "Andros", status: "DRAFT" },
      { name: "Naxos", status: "ACTIVE" },
    ]);
    await insertOsmBeaches(
      database.db,
      Array.from({ length: 120 }, (_, n) => ({
        name: `Cove ${String(n).padStart(3, "0")}`,
        area: n % 2 === 0 ? "Naxos" : "Andros",
        ref: `osm:node/${1000 + n}`,
        type: "SANDY" as const,
        latitude: 37 + n / 1000,
        longitude: 25 + n / 1000,
      })),
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it("pages by 50, Andros's beaches before Naxos's", async () => {
    const review = osmReview(database.db, clock);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => review.list({ show: "new", page })));
    expect(pages.map((page) => page.items.length)).toEqual([OSM_REVIEW_PAGE_SIZE, 50, 20, 0]);
    expect(pages.every((page) => page.total === 120 && page.pageCount === 3)).toBe(true);
    const all = pages.flatMap((page) => page.items);
    expect(all.slice(0, 60).every((item) => item.areaName === "Andros")).toBe(true);
    expect(all[0]!.name).toBe("Cove 001");
    expect(all[60]!.name).toBe("Cove 000");
    expect(new Set(all.map((item) => item.id)).size).toBe(120);
  });

  it("publishes all 120 at once, and the draft area with them", async () => {
    const review = osmReview(database.db, clock);
    const result = await review.publish("all-complete", by);
    expect(result.published).toBe(120);
    expect(result.areasPublished.map((area) => area.name)).toEqual(["Andros"]);
    const statuses = await database.db.selectDistinct({ status: beaches.status }).from(beaches);
    expect(statuses).toEqual([{ status: "ACTIVE" }]);
    expect((await review.overview()).counts).toEqual({ drafts: 0, complete: 0, review: 0, gone: 0 });
  });
});

describe("the page over HTTP", () => {
  const site = backOfficeSiteForTests();
  const PAGE = "/admin/openstreetmap";
  let cookie: string;

  beforeAll(async () => {
    await insertAreas(site.db, [{ name: "Kythira", status: "DRAFT" }]);
    await insertOsmBeaches(site.db, [
      {
        name: "Kaladi",
        area: "Kythira",
        ref: "osm:way/8",
        type: "PEBBLY",
        latitude: 36.19,
        longitude: 23.04,
      },
      {
        name: "Kapsali",
        area: "Kythira",
        ref: "osm:way/9",
        type: "OTHER",
        review: ["type"],
        latitude: 36.14,
        longitude: 23.0,
      },
    ]);
    cookie = await sessionCookie(site.server.url, siteAdmin.email);
  });

  const status = async (name: string) =>
    (await site.db.select({ status: beaches.status }).from(beaches).where(eq(beaches.name, name)))[0]?.status;

  it("is for administrators only: a visitor is sent to sign in, and a post of theirs changes nothing", async () => {
    const page = await fetch(`${site.server.url}${PAGE}?show=review`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/admin\/login\?/);
    const posted = await fetch(`${site.server.url}${PAGE}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=publish-all",
    });
    expect(posted.status).toBe(302);
    expect(await status("Kaladi")).toBe("DRAFT");
  });

  it("before any run, says how to run one, and lists what is there", async () => {
    const response = await site.server.get(PAGE, { Cookie: cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("No OpenStreetMap import has run yet.");
    expect(html).toContain("npm run import:osm -- greece-latest.osm.pbf");
    expect(html).toMatch(/Publish all complete \((<!-- -->)?1(<!-- -->)?\)/);
    expect(html).toContain("No surface in OpenStreetMap: set the type");
  });

  it("an address said another way is sent to the list's one address", async () => {
    const response = await site.server.get(`${PAGE}?show=new&area=&page=1`, { Cookie: cookie });
    expect(response.url).toBe(`${site.server.url}${PAGE}`);
  });

  it("publishes by a plain form post and says what it did", async () => {
    const nothing = await site.post(PAGE, { intent: "publish-selected" });
    expect(nothing.status).toBe(422);
    expect(await nothing.text()).toContain("Select the beaches to publish, or publish all complete ones.");

    const response = await site.post(PAGE, { intent: "publish-all" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      "1 beach is now public. The area Kythira was a draft and is now public too.",
    );
    expect(await status("Kaladi")).toBe("ACTIVE");
    expect(await status("Kapsali")).toBe("DRAFT");
  });
});
