import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { ExtractBuilder, offset, shoreNear, strip } from "#tests/osm-extract.ts";
import { shippedCoastline } from "../coast/coastline.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { loadDirectory } from "../db/seed/load.ts";
import { demoDirectory } from "../db/seed/seed.ts";
import { planBeaches } from "./osm-beaches.ts";
import { applyOsmPlan } from "./osm-import.ts";
import { scanExtract } from "./osm-scan.ts";
import { writeOsmXml } from "./pbf-write.ts";

// Where imported beaches land when the extract says little: an extract with no islands or boundaries
// at all (beaches join the area of the nearest beach the directory has on the same coast, or are
// skipped), an island named by a multipolygon of its coastline, and a long beach whose element
// reaches a demo beach's pin although its own position lies a kilometre away.

let database: DatabaseHandle;
let folder: string;

const prokopios = shoreNear(37.073, 25.349);
const naxosSouth = shoreNear(37.06, 25.352);
const sifnos = shoreNear(36.94, 24.75);
const chania = shoreNear(35.52, 24.02);
const komos = shoreNear(35.01, 24.76);

function extract() {
  const osm = new ExtractBuilder(1000);
  // Naxos, with no island feature: the new beach joins the demo's Naxos, whose beaches are near.
  osm.way(
    strip(naxosSouth, 150),
    { natural: "beach", name: "Νέα Παραλία", "name:en": "Nea Paralia", surface: "sand" },
    true,
    1,
  );
  // Agios Prokopios mapped as 1.4 km of sand beginning 100 m along the shore from the demo's pin.
  osm.way(
    [
      offset(prokopios, 100, 5),
      offset(prokopios, 1500, 5),
      offset(prokopios, 1500, 40),
      offset(prokopios, 100, 40),
    ],
    { natural: "beach", name: "Άγιος Προκόπιος", surface: "sand" },
    true,
    2,
  );
  // Sifnos, with nothing to name it and no beach of the directory on it: skipped.
  osm.way(strip(sifnos, 100), { natural: "beach", name: "Φάρος", surface: "sand" }, true, 3);
  // Crete named by a multipolygon of a stretch of its coastline, as the extract maps islands.
  const coastWay = osm.way(
    [offset(chania, -300, 0), offset(chania, 0, 0), offset(chania, 300, 0)],
    { natural: "coastline" },
    false,
    4,
  );
  osm.relation(
    [{ type: "way", ref: coastWay, role: "outer" }],
    { type: "multipolygon", place: "island", name: "Κρήτη", "name:en": "Crete" },
    5,
  );
  osm.node(offset(komos, 0, 10), { natural: "beach", name: "Κομός", "name:en": "Komos", surface: "sand" }, 6);
  return osm.elements();
}

/** Two islands of one name, a beach on each. */
function namesakes() {
  const osm = new ExtractBuilder(5000);
  const island = { place: "island", name: "Άγιος Γεώργιος", "name:en": "Agios Georgios" };
  osm.node([36.975, 24.705], island, 1);
  osm.node([37.15, 24.48], island, 2);
  osm.way(strip(sifnos, 100), { natural: "beach", name: "Φάρος", surface: "sand" }, true, 3);
  osm.way(
    strip(shoreNear(37.14, 24.52), 100),
    { natural: "beach", name: "Λιβαδάκια", surface: "sand" },
    true,
    4,
  );
  return osm.elements();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction((tx) => loadDirectory(tx as never, demoDirectory()).then(() => undefined));
  folder = mkdtempSync(join(tmpdir(), "osm-areas-"));
  await writeOsmXml(join(folder, "sparse.osm"), extract());
  await writeOsmXml(join(folder, "namesakes.osm"), namesakes());
});

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function importFile(name: string) {
  const plan = planBeaches(await scanExtract(join(folder, name)), shippedCoastline(), {
    includeUnnamed: false,
  });
  return (
    await applyOsmPlan(database.db, plan, { publish: false, dryRun: false, fileName: name, actor: "test" })
  ).summary;
}

async function areaOf(ref: string) {
  const [beach] = await database.db.select().from(beaches).where(eq(beaches.source, ref));
  if (!beach) return null;
  const [area] = await database.db.select().from(areas).where(eq(areas.id, beach.areaId));
  return area!.name;
}

describe("where beaches land from a sparse extract", () => {
  it("places them by their coast's existing beaches, their island's multipolygon, or skips them", async () => {
    const summary = await importFile("sparse.osm");
    expect(summary).toMatchObject({ created: 2, linked: 1, areasCreated: 0, skipped: { no_area: 1 } });
    expect(await areaOf("osm:way/1")).toBe("Naxos");
    expect(await areaOf("osm:node/6")).toBe("Crete");
    expect(await areaOf("osm:way/3")).toBeNull();
  });

  it("keeps each beach on its own island when two islands share a name, run after run", async () => {
    expect(await importFile("namesakes.osm")).toMatchObject({ created: 2, areasCreated: 2 });
    const [faros] = await database.db.select().from(beaches).where(eq(beaches.source, "osm:way/3"));
    const [livadakia] = await database.db.select().from(beaches).where(eq(beaches.source, "osm:way/4"));
    expect(faros!.areaId).not.toBe(livadakia!.areaId);
    expect(await importFile("namesakes.osm")).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const [again] = await database.db.select().from(beaches).where(eq(beaches.source, "osm:way/4"));
    expect(again!.areaId).toBe(livadakia!.areaId);
  });

  it("never brings back a beach a curator deleted", async () => {
    await database.db.delete(beaches).where(eq(beaches.source, "osm:way/4"));
    expect(await importFile("namesakes.osm")).toMatchObject({
      created: 0,
      unchanged: 1,
      skipped: { deleted: 1 },
    });
    expect(await database.db.select().from(beaches).where(eq(beaches.source, "osm:way/4"))).toHaveLength(0);
  });

  it("links a long beach to the demo's pin near any part of it, whatever its own position", async () => {
    // A beach created from the element would carry the same English name (its Greek transliterated).
    const named = await database.db.select().from(beaches).where(eq(beaches.name, "Agios Prokopios"));
    expect(named).toHaveLength(1);
    expect(named[0]!.source).toBe("osm:way/2");
  });
});
