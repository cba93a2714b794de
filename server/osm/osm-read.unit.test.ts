import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  OsmFileError,
  type OsmElement,
  type OsmElementType,
  type OsmNode,
  type OsmReadOptions,
} from "./osm-elements.ts";
import { readOsm } from "./osm-read.ts";
import { PbfWriter, osmXml, writeOsmXml } from "./pbf-write.ts";

// The extract reader: the same elements come back from a PBF and from an XML file, only the types
// and tag keys asked for, and a file that is not an extract, or is cut short, is refused by name.

const folder = mkdtempSync(join(tmpdir(), "osm-read-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const path = (name: string) => join(folder, name);

const ALL = new Set<OsmElementType>(["node", "way", "relation"]);
const TAG_KEYS: OsmReadOptions["tagKeys"] = {
  node: ["natural", "name", "place"],
  way: ["natural", "name"],
  relation: ["type", "natural"],
};

const BIG = 2 ** 32 + 12_345;
const ELEMENTS: OsmElement[] = [
  {
    type: "node",
    id: 1,
    lat: 37.9838096,
    lon: 23.7275388,
    tags: { place: "city", name: "Αθήνα", wikidata: "Q1524" },
  },
  { type: "node", id: 2, lat: -33.4488897, lon: -70.6692655, tags: null },
  // Tags, but none of the kept keys: the node comes back with null.
  { type: "node", id: 3, lat: 0.0000001, lon: -0.0000001, tags: { highway: "crossing" } },
  { type: "node", id: BIG, lat: 35.2401, lon: 24.8093, tags: { natural: "beach", name: `Ψ & <Ω> "ά" 'έ'` } },
  { type: "way", id: 10, refs: [1, 2, 3, BIG, 1], tags: { natural: "coastline", source: "survey" } },
  { type: "way", id: BIG + 1, refs: [BIG, 2], tags: { building: "yes" } },
  {
    type: "relation",
    id: 100,
    members: [
      { type: "way", ref: 10, role: "outer" },
      { type: "way", ref: BIG + 1, role: "inner" },
      { type: "node", ref: 1, role: "" },
    ],
    tags: { type: "multipolygon", natural: "beach", name: "Παραλία" },
  },
  // A relation of relations, written after the one it names.
  { type: "relation", id: BIG + 2, members: [{ type: "relation", ref: 100, role: "subarea" }], tags: null },
];

/** The elements as the reader should give them: only the kept keys, null when none is left. */
function expected(elements: OsmElement[], tagKeys: OsmReadOptions["tagKeys"]): OsmElement[] {
  return elements.map((element) => {
    const kept = Object.entries(element.tags ?? {}).filter(([key]) => tagKeys[element.type].includes(key));
    return { ...element, tags: kept.length > 0 ? Object.fromEntries(kept) : null } as OsmElement;
  });
}

async function readAll(file: string, options: Partial<OsmReadOptions> = {}): Promise<OsmElement[][]> {
  const batches: OsmElement[][] = [];
  for await (const batch of readOsm(file, { types: ALL, tagKeys: TAG_KEYS, ...options })) batches.push(batch);
  return batches;
}

/** Compares coordinates to the format's 1e-7 degrees, everything else exactly. */
function expectSameElements(actual: OsmElement[], wanted: OsmElement[]) {
  const withoutCoordinates = (elements: OsmElement[]) =>
    elements.map((element) => (element.type === "node" ? { ...element, lat: 0, lon: 0 } : element));
  expect(withoutCoordinates(actual)).toEqual(withoutCoordinates(wanted));
  actual.forEach((element, index) => {
    if (element.type !== "node") return;
    const other = wanted[index] as OsmNode;
    expect(Math.abs(element.lat - other.lat)).toBeLessThan(0.6e-7);
    expect(Math.abs(element.lon - other.lon)).toBeLessThan(0.6e-7);
  });
}

function nodes(count: number): OsmNode[] {
  return Array.from({ length: count }, (_, index) => ({
    type: "node" as const,
    id: 1000 + index * 3,
    lat: 34.8 + (index % 7000) / 1000,
    lon: 19.3 + (index % 10_000) / 1000,
    tags: index % 1000 === 0 ? { natural: "beach" } : null,
  }));
}

const openDescriptors = () => readdirSync("/proc/self/fd").length;

describe("reading an extract", () => {
  it("gives the same elements from PBF and from XML, with only the asked tag keys", async () => {
    await PbfWriter.write(path("sample.osm.pbf"), ELEMENTS);
    await writeOsmXml(path("sample.osm"), ELEMENTS);
    const wanted = expected(ELEMENTS, TAG_KEYS);
    for (const file of [path("sample.osm.pbf"), path("sample.osm")]) {
      const elements = (await readAll(file)).flat();
      expectSameElements(elements, wanted);
      expect(elements.find((element) => element.id === BIG && element.type === "node")?.tags).toEqual({
        natural: "beach",
        name: `Ψ & <Ω> "ά" 'έ'`,
      });
      expect(elements.find((element) => element.id === 3)?.tags).toBeNull();
    }
  });

  it("keeps no tag at all of a type whose keys are not asked", async () => {
    const tagKeys = { ...TAG_KEYS, node: [], relation: [] };
    for (const file of [path("sample.osm.pbf"), path("sample.osm")]) {
      const elements = (await readAll(file, { tagKeys })).flat();
      expect(elements.filter((element) => element.type !== "way").map((element) => element.tags)).toEqual(
        Array(6).fill(null),
      );
      expect(elements.find((element) => element.type === "way")?.tags).toEqual({ natural: "coastline" });
    }
  });

  it("gives only the types asked for", async () => {
    for (const file of [path("sample.osm.pbf"), path("sample.osm")]) {
      const relations = (await readAll(file, { types: new Set(["relation"]) })).flat();
      expect(relations.map((element) => [element.type, element.id])).toEqual([
        ["relation", 100],
        ["relation", BIG + 2],
      ]);
      const ways = (await readAll(file, { types: new Set(["way"]) })).flat();
      expect(ways.map((element) => element.id)).toEqual([10, BIG + 1]);
    }
  });

  it("reads every block of a larger PBF, in file order", async () => {
    const many = nodes(20_000);
    const way: OsmElement = { type: "way", id: 1, refs: [1000, 1003], tags: null };
    await PbfWriter.write(path("many.osm.pbf"), [...many, way]);
    const batches = await readAll(path("many.osm.pbf"), { types: new Set(["node"]) });
    expect(batches.length).toBe(3);
    expectSameElements(batches.flat(), many);
  });

  it("reads an XML file in batches, in file order", async () => {
    const many = nodes(12_000);
    await writeOsmXml(path("many.osm"), many);
    const batches = await readAll(path("many.osm"));
    expect(batches.length).toBeGreaterThan(1);
    expectSameElements(batches.flat(), many);
  });

  it("tells the bytes read, up to the file's size", async () => {
    for (const file of [path("many.osm.pbf"), path("many.osm")]) {
      const told: number[] = [];
      await readAll(file, { onBytes: (bytes) => told.push(bytes) });
      expect(told.length).toBeGreaterThan(0);
      expect([...told].sort((a, b) => a - b)).toEqual(told);
      expect(told.at(-1)).toBe(statSync(file).size);
    }
  });

  it("sniffs the format, whatever the file is called", async () => {
    await PbfWriter.write(path("pbf-named.osm"), ELEMENTS);
    writeFileSync(path("xml-named.pbf"), osmXml(ELEMENTS));
    for (const file of [path("pbf-named.osm"), path("xml-named.pbf")]) {
      expectSameElements((await readAll(file)).flat(), expected(ELEMENTS, TAG_KEYS));
    }
  });
});

describe("an XML file as JOSM or the API writes it", () => {
  it("skips deleted elements, bounds and changesets, and reads past a byte order mark", async () => {
    const xml = [
      "\uFEFF<?xml version='1.0' encoding='UTF-8'?>",
      "<osm version='0.6' generator='JOSM'>",
      "  <bounds minlat='34' minlon='19' maxlat='42' maxlon='30'/>",
      "  <changeset id='5'><tag k='comment' v='x'/></changeset>",
      "  <node id='-1' action='modify' lat='36.5' lon='22.25'><tag k='natural' v='beach'/></node>",
      "  <node id='7' action='delete' lat='36' lon='22'/>",
      "  <node id='8' visible='false' lat='36' lon='22'/>",
      "  <way id='-2'><nd ref='-1'/><nd ref='7'/><tag k='name' v='Όρμος'/></way>",
      "  <way id='9' action='delete'><nd ref='7'/></way>",
      "  <relation id='-3'><member type='way' ref='-2' role='outer'/></relation>",
      "</osm>",
    ].join("\n");
    writeFileSync(path("josm.osm"), xml);
    expect((await readAll(path("josm.osm"))).flat()).toEqual([
      { type: "node", id: -1, lat: 36.5, lon: 22.25, tags: { natural: "beach" } },
      { type: "way", id: -2, refs: [-1, 7], tags: { name: "Όρμος" } },
      { type: "relation", id: -3, members: [{ type: "way", ref: -2, role: "outer" }], tags: null },
    ]);
  });
});

describe("a file that is not a whole extract", () => {
  const refused = async (file: string, message: RegExp) => {
    const reading = readAll(file);
    await expect(reading).rejects.toBeInstanceOf(OsmFileError);
    await expect(reading).rejects.toThrow(file);
    await expect(reading).rejects.toThrow(message);
  };

  it("refuses a text file, an empty file and XML of another kind, by name", async () => {
    writeFileSync(path("notes.osm.pbf"), "Beaches to visit:\nMyrtos\nBalos\n");
    writeFileSync(path("empty.osm"), "");
    writeFileSync(path("track.osm"), '<?xml version="1.0"?>\n<gpx version="1.1"><trk/></gpx>\n');
    for (const name of ["notes.osm.pbf", "empty.osm", "track.osm"]) {
      await refused(path(name), /is not an OpenStreetMap extract \(\.osm\.pbf or \.osm XML\)/);
    }
    await refused(path("missing.osm.pbf"), /cannot be read/);
  });

  it("refuses a PBF cut in half", async () => {
    const whole = readFileSync(path("many.osm.pbf"));
    writeFileSync(path("half.osm.pbf"), whole.subarray(0, whole.length / 2));
    await refused(path("half.osm.pbf"), /cut short or damaged/);
    // Cut inside the first block's header, too.
    writeFileSync(path("header.osm.pbf"), whole.subarray(0, 10));
    await refused(path("header.osm.pbf"), /cut short or damaged/);
  });

  it("refuses a PBF whose compressed data is damaged", async () => {
    const damaged = Buffer.from(readFileSync(path("many.osm.pbf")));
    const middle = Math.floor(damaged.length / 2);
    for (let i = middle; i < middle + 20; i++) damaged[i] = 0xff - damaged[i]!;
    writeFileSync(path("damaged.osm.pbf"), damaged);
    await refused(path("damaged.osm.pbf"), /cut short or damaged/);
  });

  it("refuses an XML file cut short, with its line", async () => {
    const whole = readFileSync(path("sample.osm"), "utf8");
    writeFileSync(path("half.osm"), whole.slice(0, whole.length / 2));
    await refused(path("half.osm"), /cut short or damaged: line \d+/);
    writeFileSync(
      path("broken.osm"),
      '<?xml version="1.0"?>\n<osm>\n<node id="1" lat="1" lon="2">\n</way>\n</osm>',
    );
    await refused(path("broken.osm"), /line 4/);
  });
});

describe("stopping early", () => {
  it("closes the file when the loop is left after the first batch", async () => {
    await writeOsmXml(path("many.osm"), nodes(20_000));
    for (const file of [path("many.osm.pbf"), path("many.osm")]) {
      const before = openDescriptors();
      let batches = 0;
      for await (const batch of readOsm(file, { types: ALL, tagKeys: TAG_KEYS })) {
        expect(batch.length).toBeGreaterThan(0);
        batches++;
        break;
      }
      expect(batches).toBe(1);
      expect(openDescriptors()).toBe(before);
    }
  });
});

describe("the PBF writer", () => {
  it("refuses elements out of the order a sorted extract keeps", async () => {
    const writer = await PbfWriter.open(path("unsorted.osm.pbf"));
    writer.node(5, 1, 1);
    expect(() => writer.node(4, 1, 1)).toThrow(/ascending id/);
    writer.way(1, [5]);
    expect(() => writer.node(6, 1, 1)).toThrow(/nodes, ways, then relations/);
    await writer.close();
  });
});
