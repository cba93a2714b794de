import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beachInputSchema } from "#core/contract/beach-schema.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer } from "#tests/integration/http.ts";
import { createSiteApp, withoutHydrationData } from "#tests/integration/pages.ts";
import { ExtractBuilder, offset, shoreNear, strip, type LatLon } from "#tests/osm-extract.ts";
import { shippedCoastline } from "../coast/coastline.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, auditLog, beaches, beachOsm, importRuns } from "../db/schema.ts";
import { createBeachAdmin } from "../beaches/beach-admin.ts";
import { loadDirectory } from "../db/seed/load.ts";
import { demoDirectory } from "../db/seed/seed.ts";
import { planBeaches } from "./osm-beaches.ts";
import { applyOsmPlan, type OsmImportOptions } from "./osm-import.ts";
import { scanExtract } from "./osm-scan.ts";
import { PbfWriter, writeOsmXml } from "./pbf-write.ts";

// The OpenStreetMap import on a real database, on extracts drawn against the shipped coastline:
// which features become beaches and which are skipped and why, where each lands, its names, facts and
// area, merging with a demo beach, re-runs that change nothing, a newer extract with one change and
// one deletion, a curator's edit that survives, and a run stopped half-way that changes nothing.

let database: DatabaseHandle;
let folder: string;

const elafonisi = shoreNear(35.27142, 23.5409);
const vathi = shoreNear(36.9313, 24.6826);
const platis = shoreNear(36.9285, 24.7395);
const kamares = shoreNear(36.99, 24.67);
const monolithi = shoreNear(39.03, 20.72);
const schinias = shoreNear(38.14, 24.03);

interface Variant {
  /** The newer extract: Vathi's surface is mapped, and the Monolithi node is gone. */
  newer?: boolean;
  /** Vathi's surface in a still newer extract. */
  vathiSurface?: string;
}

/** The extract the tests import; ids are fixed so that a newer extract names the same elements. */
function greece({ newer = false, vathiSurface }: Variant = {}) {
  const osm = new ExtractBuilder(1000);
  // Sifnos, an island with no area yet, named by a point inside it.
  osm.node([36.975, 24.705], { place: "island", name: "Σίφνος", "name:en": "Sifnos" }, 1);
  // Crete, whose area the demo has, named by a point inside it.
  osm.node([35.2, 24.9], { place: "island", name: "Κρήτη", "name:en": "Crete" }, 14);
  osm.node(offset(kamares, 0, 300), { place: "village", name: "Καμάρες", "name:en": "Kamares" }, 2);
  // A multipolygon with a Greek name only; toilets and a taverna beside it.
  osm.multipolygon([strip(vathi, 300)], {
    natural: "beach",
    name: "Βαθύ",
    ...(newer ? { surface: vathiSurface ?? "sand" } : {}),
  });
  osm.node(offset(vathi, 40, 80), { amenity: "toilets" }, 3);
  osm.node(offset(vathi, -60, 120), { amenity: "restaurant", name: "Ταβέρνα" }, 4);
  osm.node(offset(vathi, 0, 1500), { amenity: "bar" }, 5);
  // A crescent: a strip along the shore with a long tongue of dunes inland, its middle far from the sea.
  const crescent: LatLon[] = [
    offset(platis, -200, 5),
    offset(platis, 200, 5),
    offset(platis, 200, 40),
    offset(platis, 20, 40),
    offset(platis, 20, 900),
    offset(platis, -20, 900),
    offset(platis, -20, 40),
    offset(platis, -200, 40),
  ];
  osm.way(
    crescent,
    { natural: "beach", name: "Πλατύς Γιαλός", "name:en": "Platis Gialos", surface: "sand;pebblestone" },
    true,
    6,
  );
  // Unnamed, near Kamares.
  osm.way(strip(kamares, 120), { natural: "beach", surface: "pebblestone" }, true, 7);
  // A private beach on Sifnos.
  osm.node(offset(kamares, 400, 10), { natural: "beach", name: "Villa Beach", access: "private" }, 8);
  // The demo's Elafonisi, 150 m along the shore, under another Latin spelling.
  osm.way(
    [
      offset(elafonisi, 50, 5),
      offset(elafonisi, 250, 5),
      offset(elafonisi, 250, 30),
      offset(elafonisi, 50, 30),
    ],
    { natural: "beach", name: "Elafonissi Beach", surface: "sand" },
    true,
    9,
  );
  // The mainland: a node beach in a regional unit with no area yet, and an open way in Attica.
  if (!newer)
    osm.node(
      offset(monolithi, 0, 10),
      {
        natural: "beach",
        name: "Μονολίθι",
        "name:en": "Monolithi",
        surface: "sand",
        wheelchair: "limited",
        dog: "no",
      },
      10,
    );
  osm.way(
    [offset(schinias, -600, 8), offset(schinias, 0, 10), offset(schinias, 600, 8)],
    {
      natural: "beach",
      name: "Μαραθώνας",
      "name:en": "Marathon",
      surface: "fine_sand",
      supervised: "yes",
      nudism: "customary",
    },
    false,
    11,
  );
  osm.way(
    [
      offset(schinias, -100, 120),
      offset(schinias, 0, 120),
      offset(schinias, 0, 200),
      offset(schinias, -100, 200),
    ],
    { amenity: "parking", capacity: "120" },
    true,
    12,
  );
  // Marathon mapped a second time, as a point on its sand: one beach, kept as its way.
  osm.node(offset(schinias, 50, 12), { natural: "beach", name: "Marathon Beach" }, 15);
  // A lake's beach, far from the sea.
  osm.node([39.665, 20.88], { natural: "beach", name: "Pamvotis shore", surface: "gravel" }, 13);
  // The boundaries: Preveza's regional unit, and Attica's region around East Attica's unit.
  osm.boundary([38.9, 20.4, 39.4, 21.0], 6, {
    name: "Περιφερειακή Ενότητα Πρέβεζας",
    "name:en": "Preveza Regional Unit",
  });
  osm.boundary([37.6, 23.3, 38.4, 24.3], 5, { name: "Περιφέρεια Αττικής", "name:en": "Attica Region" });
  osm.boundary([37.7, 23.8, 38.35, 24.25], 6, {
    name: "Περιφερειακή Ενότητα Ανατολικής Αττικής",
    "name:en": "East Attica",
  });
  return osm.elements();
}

async function importFile(
  file: string,
  options: Partial<OsmImportOptions> & { includeUnnamed?: boolean } = {},
) {
  const scan = await scanExtract(file);
  const plan = planBeaches(scan, shippedCoastline(), { includeUnnamed: options.includeUnnamed ?? false });
  const result = await applyOsmPlan(database.db, plan, {
    publish: false,
    dryRun: false,
    fileName: "greece.osm",
    actor: "test",
    ...options,
  });
  lastDraftAreas = result.draftAreas;
  return result.summary;
}

let lastDraftAreas: string[] = [];

async function beachBySource(ref: string) {
  const [beach] = await database.db.select().from(beaches).where(eq(beaches.source, ref));
  return beach;
}

async function everything() {
  return {
    areas: await database.db.select().from(areas).orderBy(areas.id),
    beaches: await database.db.select().from(beaches).orderBy(beaches.id),
    links: await database.db.select().from(beachOsm).orderBy(beachOsm.ref),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction((tx) => loadDirectory(tx as never, demoDirectory()).then(() => undefined));
  folder = mkdtempSync(join(tmpdir(), "osm-import-"));
  await writeOsmXml(join(folder, "greece.osm"), greece());
  await PbfWriter.write(join(folder, "greece.osm.pbf"), greece());
  await writeOsmXml(join(folder, "newer.osm"), greece({ newer: true }));
  await writeOsmXml(join(folder, "newest.osm"), greece({ newer: true, vathiSurface: "pebblestone" }));
});

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the OpenStreetMap import", () => {
  it("a dry run counts what a run would do and changes nothing", async () => {
    const before = await everything();
    const summary = await importFile(join(folder, "greece.osm"), { dryRun: true });
    expect(summary).toMatchObject({
      created: 4,
      linked: 1,
      updated: 0,
      unchanged: 0,
      flaggedGone: 0,
      areasCreated: 2,
    });
    expect(await everything()).toEqual(before);
    expect(await database.db.select().from(importRuns)).toHaveLength(0);
  });

  it("a run stopped half-way changes nothing, and is recorded as failed", async () => {
    const before = await everything();
    await expect(importFile(join(folder, "greece.osm"), { failWhileApplying: true })).rejects.toThrow(
      "Stopped",
    );
    expect(await everything()).toEqual(before);
    const [run] = await database.db.select().from(importRuns);
    expect(run).toMatchObject({ kind: "osm", status: "failed" });
    expect(run?.message).toMatch(/Nothing was changed/);
  });

  it("waits for another import, but ends at once one left going by a killed process when it has the database alone", async () => {
    const now = new Date();
    const [other] = await database.db
      .insert(importRuns)
      .values({ kind: "csv", status: "applying", total: 1, startedAt: now, heartbeatAt: now })
      .returning({ id: importRuns.id });
    await expect(
      importFile(join(folder, "greece.osm"), { dryRun: false, failWhileApplying: true }),
    ).rejects.toThrow("Another import is running");
    await expect(
      importFile(join(folder, "greece.osm"), { exclusive: true, failWhileApplying: true }),
    ).rejects.toThrow("Stopped");
    const [ended] = await database.db.select().from(importRuns).where(eq(importRuns.id, other!.id));
    expect(ended).toMatchObject({ status: "failed" });
  });

  it("brings in the sea beaches, skipping lake, private and unnamed ones by reason", async () => {
    const summary = await importFile(join(folder, "greece.osm.pbf"));
    expect(summary).toEqual({
      created: 4,
      linked: 1,
      updated: 0,
      unchanged: 0,
      flaggedGone: 0,
      areasCreated: 2,
      skipped: { inland: 1, private: 1, unnamed: 1, duplicate: 1 },
    });
    const runs = await database.db.select().from(importRuns).orderBy(importRuns.id);
    expect(runs.at(-1)).toMatchObject({
      kind: "osm",
      status: "done",
      actorEmail: "test",
      fileName: "greece.osm",
    });
    expect(runs.at(-1)?.summary).toEqual(summary);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "beaches_imported_osm"));
    expect(audit).toHaveLength(1);
  });

  it("names a Greek-only beach in both languages and lands it on its island's new area as a draft", async () => {
    const vathiBeach = await beachBySource("osm:relation/" + (await refOf("Βαθύ")).split("/")[1]);
    expect(vathiBeach).toMatchObject({
      name: "Vathy",
      nameEl: "Βαθύ",
      slug: "vathy",
      status: "DRAFT",
      type: "OTHER",
    });
    const [area] = await database.db.select().from(areas).where(eq(areas.id, vathiBeach!.areaId));
    expect(area).toMatchObject({ name: "Sifnos", nameEl: "Σίφνος", slug: "sifnos", status: "DRAFT" });
    expect(vathiBeach!.amenities).toEqual(["toilets", "taverna"]);
    const [link] = await database.db.select().from(beachOsm).where(eq(beachOsm.beachId, vathiBeach!.id));
    expect(link?.review).toContain("type");
  });

  it("places a crescent beach at the water's edge, not at its middle inland", async () => {
    const beach = await beachBySource("osm:way/6");
    expect(beach).toMatchObject({ name: "Platis Gialos", nameEl: "Πλατύς Γιαλός", type: "MIXED" });
    const shore = shippedCoastline().nearest(beach!.latitude, beach!.longitude, 5000, true);
    expect(shore!.distanceM).toBeLessThan(50);
    expect(beach!.coastDistanceM).toBeLessThan(50);
    expect(beach!.facingDeg).not.toBeNull();
  });

  it("takes English names from name:en, facts from tags and parking from a lot beside it", async () => {
    const monolithiBeach = await beachBySource("osm:node/10");
    expect(monolithiBeach).toMatchObject({
      name: "Monolithi",
      nameEl: "Μονολίθι",
      type: "SANDY",
      wheelchair: "LIMITED",
      dogsAllowed: false,
    });
    const [preveza] = await database.db.select().from(areas).where(eq(areas.id, monolithiBeach!.areaId));
    expect(preveza).toMatchObject({ name: "Preveza", nameEl: "Πρέβεζα" });
    const schiniasBeach = await beachBySource("osm:way/11");
    expect(schiniasBeach).toMatchObject({
      name: "Marathon",
      type: "SANDY",
      naturism: true,
      parking: "LARGE_LOT",
    });
    expect(schiniasBeach!.amenities).toEqual(["parking", "lifeguard"]);
    // Attica exists: the beach joins it rather than a new area for East Attica.
    const [attica] = await database.db.select().from(areas).where(eq(areas.id, schiniasBeach!.areaId));
    expect(attica?.name).toBe("Attica");
  });

  it("links a demo beach 150 m away under another spelling instead of duplicating it", async () => {
    const all = await database.db.select().from(beaches).where(eq(beaches.name, "Elafonisi"));
    expect(all).toHaveLength(1);
    expect(all[0]!.source).toBe("osm:way/9");
    expect(all[0]!.description).not.toBe("");
    expect(await database.db.select().from(beaches).where(eq(beaches.name, "Elafonissi Beach"))).toHaveLength(
      0,
    );
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = await everything();
    const summary = await importFile(join(folder, "greece.osm"));
    expect(summary).toMatchObject({
      created: 0,
      linked: 0,
      updated: 0,
      unchanged: 5,
      flaggedGone: 0,
      areasCreated: 0,
    });
    const after = await everything();
    expect(after.beaches).toEqual(before.beaches);
    expect(after.areas).toEqual(before.areas);
  });

  it("on a newer extract updates what changed upstream, keeps a curator's edit and flags a deleted element", async () => {
    const vathiBeach = await beachBySource("osm:relation/" + (await refOf("Βαθύ")).split("/")[1]);
    const schiniasBeach = await beachBySource("osm:way/11");
    // A curator renames Schinias and gives Vathi a description.
    await database.db
      .update(beaches)
      .set({ name: "Schinias Marathon" })
      .where(eq(beaches.id, schiniasBeach!.id));
    const summary = await importFile(join(folder, "newer.osm"));
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 3, flaggedGone: 1 });
    expect(await beachBySource(vathiBeach!.source!)).toMatchObject({
      type: "SANDY",
      version: vathiBeach!.version + 1,
    });
    const [vathiLink] = await database.db.select().from(beachOsm).where(eq(beachOsm.beachId, vathiBeach!.id));
    expect(vathiLink?.review).not.toContain("type");
    expect((await beachBySource("osm:way/11"))?.name).toBe("Schinias Marathon");
    const monolithiBeach = await beachBySource("osm:node/10");
    expect(monolithiBeach).toBeDefined();
    const [gone] = await database.db.select().from(beachOsm).where(eq(beachOsm.ref, "osm:node/10"));
    expect(gone?.goneAt).not.toBeNull();
    // Once more: the curator's name stays theirs for good, and nothing else moves.
    const again = await importFile(join(folder, "newer.osm"));
    expect(again).toMatchObject({ created: 0, updated: 0, flaggedGone: 0 });
    expect((await beachBySource("osm:way/11"))?.name).toBe("Schinias Marathon");
  });

  it("names an unnamed beach after the nearest place when asked, and publishes complete ones with --publish", async () => {
    const summary = await importFile(join(folder, "greece.osm"), { includeUnnamed: true, publish: true });
    expect(summary.created).toBe(1);
    const unnamed = await beachBySource("osm:way/7");
    // Sifnos was created as a draft by the first run: the beach waits for it, and the run says so.
    expect(lastDraftAreas).toEqual(["Sifnos"]);
    expect(unnamed).toMatchObject({
      name: "Beach near Kamares",
      nameEl: "Παραλία κοντά σε: Καμάρες",
      status: "ACTIVE",
      type: "PEBBLY",
    });
  });
});

describe("a curator's save in the beach form", () => {
  it("makes a type confirmed as it stood the curator's, so a newer surface upstream does not change it", async () => {
    // Back to the extract without Vathi's surface: the placeholder type, flagged.
    await importFile(join(folder, "greece.osm"));
    const vathy = await database.db.select().from(beaches).where(eq(beaches.nameEl, "Βαθύ"));
    const [before] = await database.db.select().from(beachOsm).where(eq(beachOsm.beachId, vathy[0]!.id));
    expect(before?.review).toContain("type");
    const [sifnos] = await database.db.select().from(areas).where(eq(areas.id, vathy[0]!.areaId));
    const admin = createBeachAdmin({ db: database.db, clock: () => new Date() });
    await admin.saveBeach({
      id: vathy[0]!.id,
      version: vathy[0]!.version,
      values: beachInputSchema.parse({
        name: "Vathy",
        area: sifnos!.name,
        area_id: String(sifnos!.id),
        latitude: String(vathy[0]!.latitude),
        longitude: String(vathy[0]!.longitude),
        type: "OTHER",
        status: "ACTIVE",
      }),
      by: { id: "", email: "curator@example.com", name: "curator", role: "admin" },
    });
    const [after] = await database.db.select().from(beachOsm).where(eq(beachOsm.beachId, vathy[0]!.id));
    expect(after?.review).not.toContain("type");
    expect(after?.curated).toContain("type");
    await importFile(join(folder, "newest.osm"));
    const [kept] = await database.db.select().from(beaches).where(eq(beaches.id, vathy[0]!.id));
    expect(kept).toMatchObject({ type: "OTHER", status: "ACTIVE" });
  });
});

describe("an imported beach on the public site", () => {
  it("credits OpenStreetMap's contributors and links its element, and the API carries its source", async () => {
    const schinias = await beachBySource("osm:way/11");
    await database.db.update(beaches).set({ status: "ACTIVE" }).where(eq(beaches.id, schinias!.id));
    const [attica] = await database.db.select().from(areas).where(eq(areas.id, schinias!.areaId));
    const server = await startTestServer(await createSiteApp(database.db));
    try {
      for (const [prefix, credit] of [
        ["", "OpenStreetMap contributors"],
        ["/el", "συντελεστές του OpenStreetMap"],
      ] as const) {
        const page = withoutHydrationData(
          await (await fetch(`${server.url}${prefix}/${attica!.slug}/${schinias!.slug}`)).text(),
        );
        expect(page).toContain(`href="https://www.openstreetmap.org/copyright"`);
        expect(page).toContain(credit);
        expect(page).toContain(`href="https://www.openstreetmap.org/way/11"`);
      }
      const record = await (await fetch(`${server.url}/api/v1/beaches/${schinias!.slug}`)).json();
      expect(record.source).toBe("osm:way/11");
      // A beach from elsewhere carries no such credit.
      const [demo] = await database.db.select().from(beaches).where(eq(beaches.name, "Kolymbithres"));
      const [paros] = await database.db.select().from(areas).where(eq(areas.id, demo!.areaId));
      const other = withoutHydrationData(
        await (await fetch(`${server.url}/${paros!.slug}/${demo!.slug}`)).text(),
      );
      expect(other).toContain(demo!.name);
      expect(other).not.toContain("openstreetmap.org/way/");
    } finally {
      await server.close();
    }
  });
});

/** The reference of the only multipolygon beach, whose id the builder chose. */
async function refOf(nameEl: string): Promise<string> {
  const [beach] = await database.db.select().from(beaches).where(eq(beaches.nameEl, nameEl));
  return beach!.source!;
}
