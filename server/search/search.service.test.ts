import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeachFilters } from "#core/contract/filters.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";
import type { BeachListQuery } from "../beaches/beach-sql.ts";
import { beaches, beachVerdicts } from "../db/schema.ts";
import type { ForecastService } from "../forecast/forecast.service.ts";
import { greekDays } from "../forecast/days.ts";
import { createServices, type Services } from "../services.ts";
import { createSearchService } from "./search.service.ts";

// The search service against a real database: what a text beside stated filters finds (the rule the
// site shares), and that a text is interpreted once for as long as the data stays the same.

let database: DatabaseHandle;
let services: Services;

const beach = (name: string, extra: Partial<BeachSeed> = {}): BeachSeed => ({
  name,
  area: "Crete",
  status: "ACTIVE",
  latitude: 35.3 + name.length / 100,
  longitude: 25.1,
  type: "SANDY",
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Crete", status: "ACTIVE" },
    { name: "Rhodes", status: "ACTIVE" },
  ]);
  await insertBeaches(database.db, [
    beach("Elafonisi"),
    beach("Balos", { type: "PEBBLY", blue_flag: true }),
    beach("Preveli", {
      type: "PEBBLY",
      description: "A river mouth lined with palm groves under the cliffs.",
      description_el: "Εκβολή ποταμού με φοίνικες και σπηλιές στα βράχια.",
    }),
    beach("Tsambika", { area: "Rhodes", latitude: 36.2, longitude: 28.1 }),
  ]);
  services = createServices({ db: database.db, clock: () => new Date() });
});

afterAll(async () => {
  await database?.close();
});

const stated = (query: string) => parseBeachFilters(new URLSearchParams(query)).filters;
const names = (items: readonly { name: string }[]) => items.map((item) => item.name).sort();

describe("search beside stated parameters", () => {
  it("keeps the stated filter groups and takes the others from the text", async () => {
    const { interpretation, results } = await services.search.search({
      q: "pebbly beach with a blue flag",
      filters: stated("type=SANDY"),
    });
    expect(interpretation.filters).toMatchObject({ type: ["PEBBLY"], blueFlag: true });
    // The stated type wins over the text's; the Blue Flag, which nothing stated, comes from the text.
    expect(results.items).toEqual([]);
    const pebbly = await services.search.search({ q: "pebbly beach with a blue flag", filters: stated("") });
    expect(names(pebbly.results.items)).toEqual(["Balos"]);
  });

  it("keeps a stated area over the one the text names", async () => {
    const inRhodes = await services.search.search({ q: "sandy beach in Rhodes", filters: stated("") });
    expect(names(inRhodes.results.items)).toEqual(["Tsambika"]);
    const stayInCrete = await services.search.search({
      q: "sandy beach in Rhodes",
      filters: stated(""),
      areaSlug: "crete",
    });
    expect(stayInCrete.interpretation.area_slug).toBe("rhodes");
    expect(names(stayInCrete.results.items)).toEqual(["Elafonisi"]);
  });
});

/** A search service whose list calls are recorded, to see the filters a search lists with. */
function recordingSearch() {
  const lists: BeachListQuery[] = [];
  const search = createSearchService({
    db: database.db,
    areas: services.areas,
    dataVersion: services.dataVersion,
    beaches: {
      ...services.beaches,
      listBeaches: (query: BeachListQuery) => {
        lists.push(query);
        return services.beaches.listBeaches(query);
      },
    },
  });
  return { search, lists };
}

describe("a calm sea on a day", () => {
  it("lists with the day the text names, without the fixed calm water as well", async () => {
    const { search, lists } = recordingSearch();
    const { interpretation } = await search.search({
      q: "calm sandy beach in Crete tomorrow",
      filters: stated(""),
    });
    expect(interpretation.filters).toMatchObject({ calm: "tomorrow", waveConditions: [], type: ["SANDY"] });
    expect(interpretation.area_slug).toBe("crete");
    expect(lists[0]?.filters).toMatchObject({ calm: "tomorrow", waveConditions: [], type: ["SANDY"] });
  });

  it("keeps a calm day the request states over the text's", async () => {
    const { search, lists } = recordingSearch();
    await search.search({ q: "sheltered from the wind tomorrow", filters: stated("calm=today") });
    expect(lists[0]?.filters.calm).toBe("today");
    await search.search({ q: "sheltered from the wind tomorrow", filters: stated("") });
    expect(lists[1]?.filters.calm).toBe("tomorrow");
  });

  it("counts a calm day as understood, so a word beside it that names nothing is ignored", async () => {
    const interpretation = await services.search.interpret("απάνεμη παραλία αύριο zzyzx");
    expect(interpretation.filters.calm).toBe("tomorrow");
    expect(interpretation).toMatchObject({ term: "", ignored: ["zzyzx"] });
  });

  it("without a forecast served, reads calm and shelter without a day as the fixed 'Usually calm'", async () => {
    for (const text of ["calm water", "calm sandy beach in Crete", "sheltered from the wind", "απάνεμη"]) {
      const interpretation = await services.search.interpret(text);
      expect(interpretation.filters, text).toMatchObject({ calm: null, waveConditions: ["CALM"] });
    }
  });
});

describe("one meaning of calm, with a forecast served", () => {
  const now = new Date("2026-07-15T06:00:00Z");
  let served: Services;

  beforeAll(async () => {
    // The verdict service serves a day once the forecast is on and a valid verdict is stored for it.
    served = createServices({
      db: database.db,
      clock: () => now,
      forecast: { enabled: true } as unknown as ForecastService,
    });
  });

  async function storeVerdicts() {
    const [today] = greekDays(now);
    const rows = await database.db.select({ id: beaches.id }).from(beaches);
    await database.db
      .insert(beachVerdicts)
      .values(
        rows.map((row) => ({
          beachId: row.id,
          day: today,
          verdict: "calm",
          validUntil: new Date(now.getTime() + 6 * 3_600_000),
        })),
      )
      .onConflictDoNothing();
  }

  it("takes calm, ήρεμη, sheltered and απάνεμη as today's sea once today's verdicts are served", async () => {
    // Before any verdict is stored nothing can be served: the fixed field, as without a forecast.
    expect((await served.search.interpret("calm beach")).filters).toMatchObject({
      calm: null,
      waveConditions: ["CALM"],
    });
    await storeVerdicts();
    for (const text of ["calm beach", "ήρεμη παραλία", "sheltered", "απάνεμη παραλία"]) {
      const interpretation = await served.search.interpret(text);
      expect(interpretation.filters, text).toMatchObject({ calm: "today", waveConditions: [] });
    }
    const crete = await served.search.interpret("calm sandy beach in Crete");
    expect(crete).toMatchObject({ area_slug: "crete", filters: { calm: "today", type: ["SANDY"] } });
  });

  it("keeps 'usually calm' for the fixed wave field whatever the forecast", async () => {
    await storeVerdicts();
    for (const text of ["usually calm sandy beach", "συνήθως ήρεμη παραλία", "generally calm"]) {
      const interpretation = await served.search.interpret(text);
      expect(interpretation.filters, text).toMatchObject({ calm: null, waveConditions: ["CALM"] });
    }
  });
});

describe("descriptions are searched", () => {
  it("finds a beach by what only its description says, in English or Greek, plural or not", async () => {
    for (const text of ["palm", "rivers", "beach with palm groves", "φοίνικες", "σπηλιές", "spilies"]) {
      const { interpretation, results } = await services.search.search({ q: text, filters: stated("") });
      expect(names(results.items), text).toEqual(["Preveli"]);
      expect(interpretation.ignored, text).toEqual([]);
    }
  });

  it("sets a word aside, and says so, where no beach of the place mentions it, rather than answer nothing", async () => {
    const { interpretation, results } = await services.search.search({
      q: "beach with palms in Rhodes",
      filters: stated(""),
    });
    expect(interpretation).toMatchObject({ area_slug: "rhodes", ignored: ["palms"], term: "" });
    expect(names(results.items)).toEqual(["Tsambika"]);
  });

  it("matches a description only at the start of its words, so fragments find nothing", async () => {
    // 'ver' is inside 'river' and 'alm' inside 'palm', but begins no word of any description.
    for (const text of ["ver", "alm"]) {
      const { results } = await services.search.search({ q: text, filters: stated("") });
      expect(results.total, text).toBe(0);
    }
  });

  it("says nothing matched nonsense rather than matching its fragments", async () => {
    const { interpretation, results } = await services.search.search({
      q: "asdfgh qwerty zzz",
      filters: stated(""),
    });
    expect(interpretation).toMatchObject({ term: "asdfgh qwerty zzz", ignored: [] });
    expect(results.total).toBe(0);
  });
});

describe("getting there and getting in", () => {
  it("lists with the access filters the text names", async () => {
    const { search, lists } = recordingSearch();
    const { interpretation } = await search.search({
      q: "wheelchair accessible sandy beach with shade in Crete",
      filters: stated(""),
    });
    expect(interpretation.filters).toMatchObject({
      access: ["wheelchair", "shade"],
      amenities: [],
      type: ["SANDY"],
    });
    expect(interpretation.area_slug).toBe("crete");
    expect(lists[0]?.filters).toMatchObject({ access: ["wheelchair", "shade"], type: ["SANDY"] });
  });

  it("keeps the access filters the request states over the text's", async () => {
    const { search, lists } = recordingSearch();
    await search.search({ q: "dog friendly beach", filters: stated("access=naturism") });
    expect(lists[0]?.filters.access).toEqual(["naturism"]);
    await search.search({ q: "dog friendly beach", filters: stated("") });
    expect(lists[1]?.filters.access).toEqual(["dogs"]);
  });

  it("counts an access word as understood, so a word beside it that names nothing is ignored", async () => {
    const interpretation = await services.search.interpret("παραλία για ΑμεΑ zzyzx");
    expect(interpretation.filters.access).toEqual(["wheelchair"]);
    expect(interpretation).toMatchObject({ term: "", ignored: ["zzyzx"] });
  });
});

describe("interpretations", () => {
  it("are made once per text while the data stays the same, and again after a change", async () => {
    const text = "sandy beach near the lighthouse";
    const first = await services.search.interpret(text);
    expect(first.ignored).toEqual(["lighthouse"]);
    // The list a site search redirects to asks again for the text it carries: it gets the same one.
    expect(await services.search.interpret(` ${text} `)).toBe(first);

    await insertBeaches(database.db, [beach("Lighthouse Cove")]);
    const afterChange = await services.search.interpret(text);
    expect(afterChange).not.toBe(first);
    expect(afterChange.ignored).toEqual([]);
  });
});

describe("facts no beach has recorded", () => {
  it("are named beside the results, which hold only beaches known to meet them", async () => {
    const before = await services.search.search({ q: "shady beach for dogs in Rhodes", filters: stated("") });
    expect(before.interpretation.filters.access).toEqual(["shade", "dogs"]);
    expect(before.results.items).toEqual([]);
    expect(before.unrecorded).toEqual(["shade", "dogs"]);

    // Once one beach records shade, only dogs are unrecorded; a search without access facts names none.
    await insertBeaches(database.db, [
      beach("Shady Cove", {
        area: "Rhodes",
        latitude: 36.3,
        longitude: 28.2,
        access: { natural_shade: true },
      }),
    ]);
    const after = await services.search.search({ q: "shady beach for dogs in Rhodes", filters: stated("") });
    expect(after.unrecorded).toEqual(["dogs"]);
    const shady = await services.search.search({ q: "shady beach in Rhodes", filters: stated("") });
    expect(names(shady.results.items)).toEqual(["Shady Cove"]);
    expect(shady.unrecorded).toEqual([]);
    expect((await services.search.search({ q: "sandy beach", filters: stated("") })).unrecorded).toEqual([]);
  });
});
