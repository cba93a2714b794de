// node --import tsx scripts/lib/osm-synthetic.ts FILE [--nodes N] [--beaches N] [--seed N]
// A synthetic OpenStreetMap extract shaped like Geofabrik's Greece, for timing `npm run import:osm`
// on a file of the real one's size without downloading it (scripts/bench.ts, phase "osm import").
// Beaches, facilities, islands and villages lie on the coastline the product ships, so that the
// import finds sea beaches, lakes and islands where a real extract has them; around them, tens of
// millions of filler nodes and ways (roads, buildings) give the three passes the real file's bulk.
// Everything follows from the seed, and the file is written block by block in bounded memory.
import { renameSync, rmSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { transliterateGreek } from "#core/contract/greek.ts";
import { metresPerDegree, type ShorePoint } from "#server/coast/coast-geometry.ts";
import { shippedCoastline } from "#server/coast/coastline.ts";
import type { OsmMember, OsmTags } from "#server/osm/osm-elements.ts";
import { PbfWriter } from "#server/osm/pbf-write.ts";
import { offset, type LatLon } from "#tests/osm-extract.ts";
import { createRandom } from "#server/db/seed/synthetic.ts";

/** Changes whenever the same options would give a different file, so that cached copies are remade. */
export const SYNTHETIC_EXTRACT_VERSION = 3;

export interface SyntheticExtractOptions {
  /** Nodes in the file, features and filler together (at least the features' own). */
  nodes?: number;
  /** Elements tagged natural=beach. */
  beaches?: number;
  seed?: number;
  /** Where progress lines go; stderr unless told otherwise. */
  log?: (line: string) => void;
}

export interface SyntheticExtractStats {
  nodes: number;
  ways: number;
  relations: number;
  beaches: {
    ways: number;
    nodes: number;
    relations: number;
    inland: number;
    unnamed: number;
    private: number;
  };
  facilities: number;
  islands: number;
  villages: number;
  boundaries: number;
  bytes: number;
  seconds: number;
}

/** Greece as Geofabrik cuts it, near enough: its mainland, islands and the sea between. */
const GREECE = { south: 34.8, north: 41.7, west: 19.4, east: 28.2 };
/** A sampled point this close to the coastline is a shore for a beach. */
const SHORE_REACH_M = 500;
/** Filler ways: one starts every this many filler nodes, each over 8 to 12 consecutive ids. */
const NODES_PER_WAY = 8;
/** Filler relations (bus routes, building multipolygons): one for every this many filler ways. */
const WAYS_PER_RELATION = 64;
const PROGRESS_NODES = 5_000_000;

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const whole = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

// Names as Greek mapping gives them: a handful of words over and over, a saint here and there.
// prettier-ignore
const STEMS = [
  "Αλυκή", "Αμμουδιά", "Αγιόκαμπος", "Βαθύ", "Βλυχάδα", "Γιαλός", "Γλυφάδα", "Δρέπανο", "Ελιά",
  "Καλαμάκι", "Καλαμίτσι", "Καμάρες", "Κάβος", "Κοκκινόκαστρο", "Κρυονέρι", "Λαγκάδα", "Λιβάδι",
  "Λιμανάκι", "Λιμνιώνας", "Μαρμάρι", "Μαύρη Άμμος", "Μυρτιά", "Ξερόκαμπος", "Πλάκα", "Πλατανιάς",
  "Πλατύς Γιαλός", "Πόρτο", "Ποταμός", "Πευκάκια", "Σαρακήνικο", "Σκάλα", "Σταφύλι", "Συκιά",
  "Τσαμπίκα", "Φοινικούντα", "Χρυσή Ακτή", "Ψιλή Άμμος", "Άσπρος Γιαλός", "Αγία Άννα", "Αγία Μαρίνα",
  "Αγία Παρασκευή", "Άγιος Γεώργιος", "Άγιος Νικόλαος", "Άγιος Ιωάννης", "Άγιος Στέφανος",
  "Άγιος Προκόπιος", "Αγία Θέκλα", "Καλάμι", "Καστράκι", "Κουκουναριές", "Λουτρά", "Μάραθος", "Μύλοι",
  "Παλαιόκαστρο", "Περίσσα", "Πετάλι", "Πύργος", "Σάρτη", "Σπηλιά", "Τηγάνι", "Φάρος", "Φτελιά",
  "Χαλκί", "Χόρτο", "Ψαρού", "Αρμενιστής", "Βάι", "Γαλήνη", "Ελαφονήσι", "Καλόγρια", "Κολυμπήθρα",
  "Λίνδος", "Μεγάλη Άμμος", "Μικρή Άμμος", "Λευκές", "Μονολίθι", "Ορνός", "Τσιλιβή",
];
/** Islands' own names, made of syllables so that each is its own, as most islands' are. */
// prettier-ignore
const SYLLABLES = [
  "Κα", "Λι", "Μα", "Νε", "Πο", "Ρο", "Σα", "Τη", "Φι", "Χο", "Αρ", "Ελ", "Ορ", "Ευ", "Δη", "Γα", "Βα",
  "Ζα", "Θε", "Κυ", "Λε", "Μυ", "Ξα", "Πα", "Σκο", "Στρο", "Τρα", "Γλα", "Κρα", "Αμ",
];
const ISLAND_ENDINGS = ["νήσι", "ούσα", "ίδα", "ούλα", "άκι", "ός", "ία", "ώνη"];
/** Names several islets carry at once, and the share of islands given one of them. */
const SAINTS = ["Άγιος Γεώργιος", "Άγιος Νικόλαος", "Αγία Κυριακή", "Πρασονήσι"];
const SAINT_ISLANDS = 0.03;
const BEACH_FORMS = ["Παραλία {}", "{}", "Παραλία {}", "Ακτή {}", "Όρμος {}"];
const VILLAGE_FORMS = ["{}", "{}", "Άνω {}", "Κάτω {}", "Νέα {}", "Παλαιά {}"];
const SURFACES = [
  ...Array<string | null>(8).fill("sand"),
  ...Array<string | null>(4).fill("pebblestone"),
  ...Array<string | null>(2).fill("gravel"),
  "rock",
  ...Array<string | null>(5).fill(null),
];

/** Regional units (admin_level 6), in the genitive as their names use them, with an English name. */
// prettier-ignore
const REGIONAL_UNITS: readonly (readonly [string, string])[] = [
  ["Αιτωλοακαρνανίας", "Aetolia-Acarnania"], ["Αργολίδας", "Argolis"], ["Αρκαδίας", "Arcadia"],
  ["Άρτας", "Arta"], ["Αχαΐας", "Achaea"], ["Βοιωτίας", "Boeotia"], ["Γρεβενών", "Grevena"],
  ["Δράμας", "Drama"], ["Έβρου", "Evros"], ["Ευβοίας", "Euboea"], ["Ευρυτανίας", "Evrytania"],
  ["Ζακύνθου", "Zakynthos"], ["Ηλείας", "Elis"], ["Ημαθίας", "Imathia"], ["Ηρακλείου", "Heraklion"],
  ["Θεσπρωτίας", "Thesprotia"], ["Θεσσαλονίκης", "Thessaloniki"], ["Ιωαννίνων", "Ioannina"],
  ["Καβάλας", "Kavala"], ["Καρδίτσας", "Karditsa"], ["Καστοριάς", "Kastoria"], ["Κέρκυρας", "Corfu"],
  ["Κεφαλληνίας", "Kefalonia"], ["Κιλκίς", "Kilkis"], ["Κοζάνης", "Kozani"], ["Κορινθίας", "Corinthia"],
  ["Λακωνίας", "Laconia"], ["Λάρισας", "Larissa"], ["Λασιθίου", "Lasithi"], ["Λέσβου", "Lesbos"],
  ["Λευκάδας", "Lefkada"], ["Μαγνησίας", "Magnesia"], ["Μεσσηνίας", "Messenia"], ["Ξάνθης", "Xanthi"],
  ["Πέλλας", "Pella"], ["Πιερίας", "Pieria"], ["Πρέβεζας", "Preveza"], ["Ρεθύμνου", "Rethymno"],
  ["Ροδόπης", "Rhodope"], ["Σάμου", "Samos"], ["Σερρών", "Serres"], ["Τρικάλων", "Trikala"],
  ["Φθιώτιδας", "Phthiotis"], ["Φλώρινας", "Florina"], ["Φωκίδας", "Phocis"], ["Χαλκιδικής", "Chalkidiki"],
  ["Χανίων", "Chania"], ["Χίου", "Chios"], ["Ρόδου", "Rhodes"], ["Κω", "Kos"], ["Καλύμνου", "Kalymnos"],
  ["Καρπάθου", "Karpathos"], ["Νάξου", "Naxos"], ["Σύρου", "Syros"], ["Θήρας", "Thira"],
  ["Πάρου", "Paros"], ["Μήλου", "Milos"], ["Άνδρου", "Andros"], ["Τήνου", "Tinos"], ["Ικαρίας", "Ikaria"],
];
// prettier-ignore
const REGIONS: readonly (readonly [string, string])[] = [
  ["Ανατολικής Μακεδονίας και Θράκης", "Eastern Macedonia and Thrace"],
  ["Κεντρικής Μακεδονίας", "Central Macedonia"], ["Δυτικής Μακεδονίας", "Western Macedonia"],
  ["Ηπείρου", "Epirus"], ["Θεσσαλίας", "Thessaly"], ["Ιονίων Νήσων", "Ionian Islands"],
  ["Δυτικής Ελλάδας", "Western Greece"], ["Στερεάς Ελλάδας", "Central Greece"], ["Αττικής", "Attica"],
  ["Πελοποννήσου", "Peloponnese"], ["Βορείου Αιγαίου", "North Aegean"], ["Νοτίου Αιγαίου", "South Aegean"],
  ["Κρήτης", "Crete"],
];

// Filler tags, shared objects: the filler is most of the file, and its tags are few and plain.
const FILLER_NODE_TAGS: readonly OsmTags[] = [
  { highway: "crossing" },
  { highway: "street_lamp" },
  { highway: "traffic_signals" },
  { highway: "bus_stop", name: "Πλατεία" },
  { building: "yes" },
  { entrance: "yes" },
  { barrier: "gate" },
  { power: "tower" },
];
/** Points away from any beach that the import still reads as facilities, as a real extract has thousands. */
const FILLER_FACILITY_TAGS: readonly OsmTags[] = [
  { amenity: "restaurant", name: "Ταβέρνα" },
  { amenity: "cafe" },
  { amenity: "toilets" },
  { amenity: "parking", capacity: "20" },
];
const RESIDENTIAL: OsmTags = { highway: "residential" };
const OTHER_ROADS: readonly OsmTags[] = [
  { highway: "service" },
  { highway: "unclassified" },
  { highway: "track" },
  { highway: "footway" },
];
const BUILDING: OsmTags = { building: "yes" };
const PARKING_LOT: OsmTags = { amenity: "parking" };
const LANDUSE: readonly OsmTags[] = [
  { landuse: "farmland" },
  { natural: "wood" },
  { landuse: "residential" },
];

/** A node the extract's features are drawn with; its id is given once every feature is known. */
interface FeatureNode {
  id: number;
  lat: number;
  lon: number;
  tags: OsmTags | null;
}

interface FeatureWay {
  id: number;
  nodes: FeatureNode[];
  tags: OsmTags | null;
}

interface FeatureRelation {
  id: number;
  members: { element: FeatureNode | FeatureWay; type: "node" | "way"; role: string }[];
  tags: OsmTags;
}

/** A place at the water's edge: where, and unit vectors (east, north) out to sea and along the shore. */
type Shore = Parameters<typeof offset>[0];

/** The shore at a point of the coastline, as tests/osm-extract.ts's `shoreNear` gives it. */
function shoreAt(point: ShorePoint): Shore {
  const coast = shippedCoastline();
  const { latitude: lat, longitude: lon } = coast.shorePosition(point);
  const normal = coast.shoreNormal(point, metresPerDegree(lat));
  const length = Math.hypot(normal.x, normal.y) || 1;
  const sea = { x: normal.x / length, y: normal.y / length };
  return { lat, lon, sea, along: { x: sea.y, y: -sea.x } };
}

/**
 * Where the features go among the filler: each group, a run of consecutive ids, lands after a
 * random share of the filler, so that features are spread over the whole id range as in a real
 * extract. Ids start at 1 and follow one another.
 */
class Interleave {
  /** For each group, how many filler elements come before it; never decreasing. */
  readonly before: Float64Array;
  /** For each group, the sizes of the groups before it summed. */
  private readonly prefix: Float64Array;

  constructor(
    readonly filler: number,
    sizes: readonly number[],
    random: Random,
  ) {
    const count = sizes.length;
    this.before = new Float64Array(count);
    this.prefix = new Float64Array(count + 1);
    for (let group = 0; group < count; group += 1) {
      this.before[group] = Math.floor((filler * (group + random())) / count);
      this.prefix[group + 1] = this.prefix[group]! + sizes[group]!;
    }
  }

  get total(): number {
    return this.filler + this.prefix[this.prefix.length - 1]!;
  }

  firstId(group: number): number {
    return 1 + this.before[group]! + this.prefix[group]!;
  }

  /** The id of the filler element at an index (from 0). */
  fillerId(index: number): number {
    let low = 0;
    let high = this.before.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before[middle]! <= index) low = middle + 1;
      else high = middle;
    }
    return 1 + index + this.prefix[low]!;
  }

  /** Calls `group` and `filler` in id order. */
  walk(group: (group: number) => void, filler: (index: number) => void) {
    let next = 0;
    for (let index = 0; index <= this.filler; index += 1) {
      while (next < this.before.length && this.before[next] === index) group(next++);
      if (index < this.filler) filler(index);
    }
  }
}

/** The extract's features: beaches and what lies around them, islands, villages, boundaries. */
function drawFeatures(random: Random, beachCount: number) {
  const coast = shippedCoastline();
  /** Node groups: each a run of consecutive ids, as a mapper's one upload gives them. */
  const groups: FeatureNode[][] = [];
  const ways: FeatureWay[] = [];
  const relations: FeatureRelation[] = [];
  const stats = {
    beaches: { ways: 0, nodes: 0, relations: 0, inland: 0, unnamed: 0, private: 0 },
    facilities: 0,
    islands: 0,
    villages: 0,
    boundaries: 0,
  };
  const node = (at: LatLon, tags: OsmTags | null = null): FeatureNode => ({
    id: 0,
    lat: at[0],
    lon: at[1],
    tags,
  });

  /** A shore point of the coastline (not of an islet) from a random place in Greece near one. */
  const randomShorePoint = (): ShorePoint => {
    for (let attempt = 0; attempt < 100_000; attempt += 1) {
      const lat = between(random, GREECE.south, GREECE.north);
      const lon = between(random, GREECE.west, GREECE.east);
      const point = coast.nearest(lat, lon, SHORE_REACH_M, true);
      if (point) return point;
    }
    throw new Error("The shipped coastline has no shore in Greece's box");
  };

  const name = (forms: readonly string[]) => {
    const stem = pick(random, STEMS);
    return { el: pick(random, forms).replace("{}", stem), en: transliterateGreek(stem) };
  };

  /** A strip of sand along the shore: vertices on its seaward edge, then back along its landward one. */
  const strip = (shore: Shore, centre: number, length: number, vertices: number): FeatureNode[] => {
    const from = between(random, 2, 10);
    const to = from + between(random, 20, 70);
    const front = Math.ceil(vertices / 2);
    const back = vertices - front;
    const points: FeatureNode[] = [];
    for (let index = 0; index < front; index += 1) {
      const along = centre - length / 2 + (length * index) / (front - 1);
      points.push(node(offset(shore, along + between(random, -3, 3), from + between(random, -2, 2))));
    }
    for (let index = 0; index < back; index += 1) {
      const along = centre + length / 2 - (length * index) / (back - 1);
      points.push(node(offset(shore, along + between(random, -3, 3), to + between(random, -4, 4))));
    }
    return points;
  };
  const closedWay = (nodes: FeatureNode[], tags: OsmTags | null): FeatureWay => {
    const way = { id: 0, nodes: [...nodes, nodes[0]!], tags };
    ways.push(way);
    return way;
  };

  const beachTags = (inland: boolean): OsmTags => {
    const tags: OsmTags = { natural: "beach" };
    const roll = random();
    if (roll < 0.08) stats.beaches.unnamed += 1;
    else {
      const { el, en } = inland ? { el: `Παραλία Λίμνης ${pick(random, STEMS)}`, en: "" } : name(BEACH_FORMS);
      tags.name = el;
      if (en && random() < 0.5) tags["name:en"] = `${en} Beach`;
    }
    const surface = pick(random, SURFACES);
    if (surface) tags.surface = surface;
    if (random() < 0.03) {
      tags.access = "private";
      stats.beaches.private += 1;
    }
    if (random() < 0.05) tags["award:blue_flag"] = "yes";
    if (random() < 0.05) tags.supervised = "yes";
    if (random() < 0.05) tags.leisure = "beach_resort";
    if (random() < 0.04) tags.wheelchair = pick(random, ["yes", "no", "limited"]);
    if (random() < 0.03) tags.dog = pick(random, ["yes", "no"]);
    if (random() < 0.02) tags.nudism = "yes";
    if (random() < 0.03) tags.fee = "yes";
    return tags;
  };

  /** Toilets, parking, tavernas, cafés and lifeguards within a few hundred metres of a beach. */
  const facilitiesNear = (shore: Shore, length: number) => {
    const count = whole(random, 1, 4);
    for (let index = 0; index < count; index += 1) {
      const at = offset(shore, between(random, -length / 2, length / 2), between(random, 30, 180));
      const kind = pick(random, ["toilets", "parking", "restaurant", "cafe", "lifeguard"] as const);
      stats.facilities += 1;
      if (kind === "parking" && random() < 0.3) {
        // A lot mapped as its outline: its size tells a small lot from a large one.
        const local = { ...shore, lat: at[0], lon: at[1] };
        const half = between(random, 10, 40);
        const corners = [
          node(offset(local, -half, -15)),
          node(offset(local, half, -15)),
          node(offset(local, half, 15)),
          node(offset(local, -half, 15)),
        ];
        groups.push(corners);
        closedWay(corners, random() < 0.5 ? PARKING_LOT : { amenity: "parking", capacity: "60" });
        continue;
      }
      const tags: OsmTags =
        kind === "parking"
          ? { amenity: "parking", capacity: String(whole(random, 5, 150)) }
          : kind === "lifeguard"
            ? { emergency: "lifeguard" }
            : kind === "toilets"
              ? { amenity: "toilets" }
              : { amenity: kind, name: name(VILLAGE_FORMS).el };
      groups.push([node(at, tags)]);
    }
  };

  // Beaches: 70% outlines, 25% points, 5% multipolygons; 3% of them on a lake, well inland.
  const shores: Shore[] = [];
  for (let index = 0; index < beachCount; index += 1) {
    let shore = shoreAt(randomShorePoint());
    const inland = random() < 0.03;
    if (inland) {
      // A lake's beach: kilometres from the sea, which the shipped coastline does not hold.
      let found = false;
      for (let attempt = 0; attempt < 1000 && !found; attempt += 1) {
        const at = offset(shore, 0, between(random, 2000, 8000));
        if (coast.nearest(at[0], at[1], 1500, false) === null) {
          shore = { ...shore, lat: at[0], lon: at[1] };
          found = true;
        } else shore = shoreAt(randomShorePoint());
      }
      stats.beaches.inland += 1;
    } else shores.push(shore);
    const tags = beachTags(inland);
    const length = between(random, 60, 900);
    const kind = random();
    if (kind < 0.25) {
      groups.push([node(offset(shore, 0, between(random, 3, 25)), tags)]);
      stats.beaches.nodes += 1;
    } else if (kind < 0.95 || inland) {
      const outline = strip(shore, 0, length, whole(random, 6, 30));
      groups.push(outline);
      closedWay(outline, tags);
      stats.beaches.ways += 1;
    } else {
      // A multipolygon: one or two strips side by side as its outer ways, and now and then a rock
      // inside as an inner one; the ways themselves carry no tags.
      const members: FeatureRelation["members"] = [];
      const parts = whole(random, 1, 2);
      for (let part = 0; part < parts; part += 1) {
        const outline = strip(shore, part * length, length, whole(random, 6, 20));
        groups.push(outline);
        members.push({ element: closedWay(outline, null), type: "way", role: "outer" });
      }
      if (random() < 0.2) {
        const rock = strip(shore, 0, 15, 6);
        groups.push(rock);
        members.push({ element: closedWay(rock, null), type: "way", role: "inner" });
      }
      relations.push({ id: 0, members, tags: { type: "multipolygon", ...tags } });
      stats.beaches.relations += 1;
    }
    if (!inland && random() < 1 / 3) facilitiesNear(shore, length);
  }

  // Islands and islets: a named node inside each ring of the coastline, up to 2,000 of them. Most
  // names are an island's own; a few are a saint's, shared by several islets as round Greece.
  const firstVertex = new Map<number, number>();
  for (let vertex = 0; vertex < coast.vertexCount; vertex += 1) {
    const line = coast.lineOfSegment(vertex);
    if (!firstVertex.has(line)) firstVertex.set(line, vertex);
  }
  const rings = shuffle(
    random,
    [...firstVertex.keys()].filter((line) => coast.lineIsClosed(line)),
  );
  const islandNames = new Set<string>();
  for (const line of rings) {
    if (stats.islands >= 2000) break;
    const perimeter = coast.lineLengthM(line);
    // A point half way along one of the ring's first few segments, then inward from it.
    const segment = firstVertex.get(line)! + Math.floor(random() * 3);
    if (coast.lineOfSegment(segment + 1) !== line) continue;
    const shore = shoreAt({ segment, along: 0.5, distanceM: 0 });
    const inside = [Math.min(300, perimeter / 10), perimeter / 30, 2]
      .map((inward) => offset(shore, 0, inward))
      .find((at) => coast.lineContains(line, at[0], at[1]));
    if (!inside) continue;
    let islandName = pick(random, SAINTS);
    if (random() >= SAINT_ISLANDS)
      for (let attempt = 0; attempt < 100; attempt += 1) {
        islandName = `${pick(random, SYLLABLES)}${pick(random, SYLLABLES).toLowerCase()}${pick(random, ISLAND_ENDINGS)}`;
        if (!islandNames.has(islandName)) break;
      }
    islandNames.add(islandName);
    const tags: OsmTags = { place: perimeter < 4000 ? "islet" : "island", name: islandName };
    if (random() < 0.5) tags["name:en"] = transliterateGreek(islandName);
    groups.push([node(inside, tags)]);
    stats.islands += 1;
  }

  // Villages and hamlets: a third a few kilometres behind a beach's shore, the rest anywhere.
  for (let index = 0; index < 20_000; index += 1) {
    const { el, en } = name(VILLAGE_FORMS);
    const tags: OsmTags = { place: random() < 0.4 ? "village" : "hamlet", name: el };
    if (random() < 0.5) tags["name:en"] = en;
    const at: LatLon =
      shores.length > 0 && random() < 1 / 3
        ? offset(pick(random, shores), between(random, -2000, 2000), between(random, 300, 4000))
        : [between(random, GREECE.south, GREECE.north), between(random, GREECE.west, GREECE.east)];
    groups.push([node(at, tags)]);
    stats.villages += 1;
  }

  // Boundaries: regional units (level 6) in a 6 by 10 grid over Greece, and 13 regions (level 5);
  // each a relation of four ways, one a side, joined at the corners as real boundaries are.
  const boundary = (south: number, west: number, north: number, east: number, tags: OsmTags) => {
    const corners: LatLon[] = [
      [south, west],
      [south, east],
      [north, east],
      [north, west],
    ];
    const cornerNodes = corners.map((corner) => node(corner));
    const allNodes = [...cornerNodes];
    const members: FeatureRelation["members"] = [];
    for (let side = 0; side < 4; side += 1) {
      const from = corners[side]!;
      const to = corners[(side + 1) % 4]!;
      const along: FeatureNode[] = [];
      for (let step = 1; step < 30; step += 1)
        along.push(
          node([from[0] + ((to[0] - from[0]) * step) / 30, from[1] + ((to[1] - from[1]) * step) / 30]),
        );
      allNodes.push(...along);
      const way = { id: 0, nodes: [cornerNodes[side]!, ...along, cornerNodes[(side + 1) % 4]!], tags: null };
      ways.push(way);
      members.push({ element: way, type: "way", role: "outer" });
    }
    groups.push(allNodes);
    relations.push({ id: 0, members, tags: { type: "boundary", boundary: "administrative", ...tags } });
    stats.boundaries += 1;
  };
  const latStep = (GREECE.north - GREECE.south) / 6;
  const lonStep = (GREECE.east - GREECE.west) / 10;
  for (let row = 0; row < 6; row += 1)
    for (let column = 0; column < 10; column += 1) {
      const [el, en] = REGIONAL_UNITS[row * 10 + column]!;
      const south = GREECE.south + row * latStep;
      const west = GREECE.west + column * lonStep;
      boundary(south, west, south + latStep, west + lonStep, {
        admin_level: "6",
        name: `Περιφερειακή Ενότητα ${el}`,
        "name:en": `${en} Regional Unit`,
      });
    }
  // Each region is a block of whole regional units, as real ones are: a unit lies in one region.
  // Columns in pairs, each pair cut into two or three blocks of rows: thirteen in all.
  const rowCuts = [
    [0, 3, 6],
    [0, 2, 4, 6],
    [0, 2, 4, 6],
    [0, 2, 4, 6],
    [0, 3, 6],
  ];
  let region = 0;
  rowCuts.forEach((cuts, pair) => {
    for (let block = 0; block + 1 < cuts.length; block += 1) {
      const [el, en] = REGIONS[region++]!;
      boundary(
        GREECE.south + cuts[block]! * latStep,
        GREECE.west + pair * 2 * lonStep,
        GREECE.south + cuts[block + 1]! * latStep,
        GREECE.west + (pair + 1) * 2 * lonStep,
        { admin_level: "5", name: `Περιφέρεια ${el}`, "name:en": `Region of ${en}` },
      );
    }
  });
  return { groups, ways, relations, stats };
}

/**
 * Writes the extract. Features come first, in memory (some hundred thousand nodes); the filler is
 * made as it is written and never held, so memory stays the same for any number of nodes.
 */
export async function writeSyntheticGreeceExtract(
  path: string,
  options: SyntheticExtractOptions = {},
): Promise<SyntheticExtractStats> {
  const { nodes: nodeTarget = 50_000_000, beaches = 5000, seed = 1 } = options;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const started = performance.now();
  // One stream for the features and one per kind of filler, so that the filler's size changes
  // nothing about where the beaches are.
  const features = drawFeatures(createRandom(seed), beaches);
  const layout = createRandom(seed ^ 0x5bd1e995);

  const { groups, ways, relations } = features;
  shuffle(layout, groups);
  shuffle(layout, ways);
  shuffle(layout, relations);
  const featureNodes = groups.reduce((sum, group) => sum + group.length, 0);
  const fillerNodes = Math.max(0, nodeTarget - featureNodes);
  const nodeOrder = new Interleave(
    fillerNodes,
    groups.map((group) => group.length),
    layout,
  );
  groups.forEach((group, index) => {
    const first = nodeOrder.firstId(index);
    group.forEach((point, offsetInGroup) => (point.id = first + offsetInGroup));
  });
  const fillerWays = Math.floor(fillerNodes / NODES_PER_WAY);
  const wayOrder = new Interleave(
    fillerWays,
    ways.map(() => 1),
    layout,
  );
  ways.forEach((way, index) => (way.id = wayOrder.firstId(index)));
  const fillerRelations = Math.floor(fillerWays / WAYS_PER_RELATION);
  const relationOrder = new Interleave(
    fillerRelations,
    relations.map(() => 1),
    layout,
  );
  relations.forEach((relation, index) => (relation.id = relationOrder.firstId(index)));
  const totalNodes = nodeOrder.total;

  const partial = `${path}.partial`;
  const writer = await PbfWriter.open(partial);
  try {
    // Filler nodes: a walk of small steps (a road's nodes lie close together, which keeps the file
    // as compact as a real one), jumping elsewhere in Greece every few hundred nodes.
    const walk = createRandom(seed ^ 0x27d4eb2f);
    let lat = 0;
    let lon = 0;
    let stepsLeft = 0;
    let written = 0;
    const counted = () => {
      written += 1;
      if (written % PROGRESS_NODES === 0)
        log(
          `  wrote ${written.toLocaleString("en-US")} of ${totalNodes.toLocaleString("en-US")} nodes in ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
    };
    let nextId = 1;
    nodeOrder.walk(
      (group) => {
        for (const point of groups[group]!) {
          writer.node(nextId++, point.lat, point.lon, point.tags);
          counted();
        }
      },
      () => {
        if (stepsLeft-- <= 0) {
          stepsLeft = whole(walk, 100, 3000);
          lat = between(walk, GREECE.south, GREECE.north);
          lon = between(walk, GREECE.west, GREECE.east);
        }
        lat += (walk() - 0.5) * 0.0008;
        lon += (walk() - 0.5) * 0.0008;
        const roll = walk();
        const tags =
          roll < 0.05
            ? FILLER_NODE_TAGS[Math.floor(roll * 20 * FILLER_NODE_TAGS.length)]!
            : roll > 0.9995
              ? pick(walk, FILLER_FACILITY_TAGS)
              : null;
        writer.node(nextId++, lat, lon, tags);
        counted();
      },
    );
    if (nextId - 1 !== totalNodes) throw new Error(`Wrote ${nextId - 1} nodes, not ${totalNodes}`);

    // Filler ways over consecutive node ids: mostly residential roads and buildings (closed), a few
    // other roads, land uses, and parking lots the import reads as facilities.
    const shapes = createRandom(seed ^ 0x165667b1);
    nextId = 1;
    wayOrder.walk(
      (index) => {
        const way = ways[index]!;
        writer.way(
          nextId++,
          way.nodes.map((point) => point.id),
          way.tags,
        );
      },
      (index) => {
        const first = nodeOrder.fillerId(index * NODES_PER_WAY);
        const length = Math.min(whole(shapes, 8, 12), totalNodes - first + 1);
        const refs = Array.from({ length }, (_, step) => first + step);
        const roll = shapes();
        let tags: OsmTags | null = null;
        if (roll < 0.45) tags = RESIDENTIAL;
        else if (roll < 0.5) tags = OTHER_ROADS[Math.floor((roll - 0.45) * 20 * OTHER_ROADS.length)]!;
        else if (roll < 0.88) tags = BUILDING;
        else if (roll < 0.882) tags = PARKING_LOT;
        else if (roll < 0.92)
          tags = LANDUSE[Math.floor((roll - 0.882) * 26 * LANDUSE.length) % LANDUSE.length]!;
        if ((tags === BUILDING || tags === PARKING_LOT) && refs.length > 3) refs[refs.length - 1] = refs[0]!;
        writer.way(nextId++, refs, tags);
      },
    );

    // Filler relations over runs of consecutive filler ways: bus routes and buildings with courtyards.
    nextId = 1;
    relationOrder.walk(
      (index) => {
        const relation = relations[index]!;
        const members: OsmMember[] = relation.members.map(({ element, type, role }) => ({
          type,
          ref: element.id,
          role,
        }));
        writer.relation(nextId++, members, relation.tags);
      },
      (index) => {
        const first = index * WAYS_PER_RELATION;
        const route = shapes() < 0.6;
        const count = route ? whole(shapes, 3, 12) : 2;
        const members: OsmMember[] = Array.from({ length: count }, (_, step) => ({
          type: "way",
          ref: wayOrder.fillerId(Math.min(first + step, fillerWays - 1)),
          role: route ? "" : step === 0 ? "outer" : "inner",
        }));
        writer.relation(
          nextId++,
          members,
          route
            ? { type: "route", route: "bus", name: `Λεωφορείο ${index}` }
            : { type: "multipolygon", building: "yes" },
        );
      },
    );
    await writer.close();
    renameSync(partial, path);
  } catch (error) {
    await writer.close();
    rmSync(partial, { force: true });
    throw error;
  }
  return {
    nodes: totalNodes,
    ways: wayOrder.total,
    relations: relationOrder.total,
    ...features.stats,
    bytes: statSync(path).size,
    seconds: (performance.now() - started) / 1000,
  };
}

// Run on its own: writes the file named and prints what it holds.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      nodes: { type: "string", default: "50000000" },
      beaches: { type: "string", default: "5000" },
      seed: { type: "string", default: "1" },
    },
  });
  if (positionals.length !== 1) {
    console.error(
      "Usage: node --import tsx scripts/lib/osm-synthetic.ts FILE [--nodes N] [--beaches N] [--seed N]",
    );
    process.exit(2);
  }
  const stats = await writeSyntheticGreeceExtract(resolve(positionals[0]!), {
    nodes: Number(values.nodes),
    beaches: Number(values.beaches),
    seed: Number(values.seed),
  });
  console.log(JSON.stringify(stats));
}
