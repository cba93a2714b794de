import { Ajv2020 } from "ajv/dist/2020.js";
import { stubForecastService } from "#tests/integration/forecast.ts";
import addFormats from "ajv-formats";
import { eq, sql } from "drizzle-orm";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CalmStatus, Sea } from "#core/sea/conditions.ts";
import { windIn } from "#core/sea/conditions.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { startForecastStub, type ForecastStub } from "#tests/forecast-stub.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { loadSiteBuild, withoutHydrationData } from "#tests/integration/pages.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches, beachVerdicts, forecastLease, forecastPoints } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "../http/app.ts";
import { MAX_AGE_MS } from "./forecast.service.ts";

// The `calm` filter over real HTTP on a real database (ADR 033): the forecast service fetches a north
// meltemi from tests/forecast-stub.ts, stores it and each public beach's verdicts; the list, its count
// and the map then agree on which beaches are calm, every card carries its badge, hidden beaches never
// appear, and without a forecast the filter answers its message while every route stays 200.

const START = new Date("2026-07-15T06:00:00Z"); // 09:00 in Greece
const HOUR = 3_600_000;
let now = START;
const clock = () => now;
let database: DatabaseHandle;
let stub: ForecastStub;
let server: TestServer;
let second: TestServer;
const warnings: string[] = [];
/** The forecast services of the two servers. */
const servers: ReturnType<typeof stubForecastService>[] = [];
/** All of Greece, as the map page asks for it. */
const GREECE = "bbox=19,34,30,42&zoom=6";

const forecast = () =>
  stubForecastService(stub, { db: database.db, clock, warn: (message) => warnings.push(message) });

interface ListItem {
  slug: string;
  sea?: Sea | null;
}
interface OpenApi {
  paths: Record<
    string,
    { get: { responses: Record<string, { content: { "application/json": { schema: object } } }> } }
  >;
}
interface Page {
  items: ListItem[];
  total: number;
  pageCount: number;
  calm?: CalmStatus;
}

async function get<T>(path: string, on = server): Promise<T> {
  const { status, body } = await on.getJson<T>(path);
  expect(status, path).toBe(200);
  return body;
}

/** Every page of a list, as a visitor paging through it sees it. */
async function allPages(query: string, on = server) {
  const first = await get<Page>(`/api/v1/beaches?${query}`, on);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1)
    items.push(...(await get<Page>(`/api/v1/beaches?${query}&page=${page}`, on)).items);
  return { first, items };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  stub = await startForecastStub({ now: clock });
  const handleRequest = createRequestHandler(await loadSiteBuild(), "production");
  const site = () => {
    const service = forecast();
    servers.push(service);
    return createApp({
      db: database.db,
      clock,
      forecast: service,
      renderDocument: (request, context) => handleRequest(request, context),
    });
  };
  server = await startTestServer(site());
  second = await startTestServer(site());
});
afterAll(async () => {
  await second.close();
  await server.close();
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  // A refresh a page set off in the background during the last test ends before the lease and the
  // stored forecast are cleared, or it would find its lease taken by this test's refresh.
  await Promise.all(servers.map((service) => service.idle()));
  now = START;
  stub.reset();
  warnings.length = 0;
  await database.db.delete(beachVerdicts);
  await database.db.delete(forecastPoints);
  await database.db.delete(forecastLease);
});

describe("calm=today before any forecast", () => {
  it("answers its message, never an empty list that looks like no calm beach, and every other route 200", async () => {
    // Nothing stored yet and the provider down: readers never wait on it.
    stub.failAlways(500);
    const list = await get<Page>("/api/v1/beaches?calm=today");
    expect(list).toMatchObject({ items: [], total: 0 });
    expect(list.calm).toEqual({
      day: "today",
      date: null,
      available: false,
      message:
        "We have no sea forecast for today right now, so we can't tell which beaches are calm. Please try again later.",
    });
    expect(await get("/api/v1/beaches/count?calm=tomorrow")).toMatchObject({
      count: 0,
      calm: { day: "tomorrow", available: false },
    });
    expect(await get(`/api/v1/beaches/map?calm=today&${GREECE}`)).toMatchObject({ total: 0, features: [] });
    // Without the filter the lists are whole, their cards without a badge.
    const plain = await get<Page>("/api/v1/beaches");
    expect(plain.total).toBeGreaterThan(100);
    expect(plain.items.every((beach) => beach.sea === null)).toBe(true);
    expect(plain.calm).toBeUndefined();
    for (const path of ["/", "/crete", "/map?calm=today", "/crete?calm=today", "/crete/elafonisi"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      await response.text();
    }
    const page = withoutHydrationData(await (await fetch(`${server.url}/crete?calm=today`)).text());
    expect(page).toContain("we can&#x27;t tell which beaches are calm");
    stub.failAlways(null);
  });

  it("rejects a day it does not know, as the API does any unknown value", async () => {
    const { status, body } = await server.getJson<{ error: { message: string } }>(
      "/api/v1/beaches?calm=yesterday",
    );
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(
      '"calm":"Invalid option: expected one of \\"today\\"|\\"tomorrow\\""',
    );
  });
});

describe("calm=today with a north meltemi stored", () => {
  it("keeps the calm beaches: list, count and map agree, and the badges say the same as the beach page", async () => {
    // Asked before the forecast lands: the answer says so; asked after, on another instance, it has
    // the beaches (the cached first answer is not served again).
    expect((await get<Page>("/api/v1/beaches?calm=today")).calm?.available).toBe(false);
    expect((await forecast().refresh()).status).toBe("done");
    now = new Date(START.getTime() + HOUR);

    const { first, items } = await allPages("calm=today", second);
    expect(first.calm).toEqual({ day: "today", date: "2026-07-15", available: true, message: null });
    const slugs = items.map((beach) => beach.slug);
    expect(slugs).toContain("elafonisi");
    expect(slugs).not.toContain("canal-damour");
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBe(first.total);
    const total = await get<Page>("/api/v1/beaches");
    expect(first.total).toBeGreaterThan(5);
    expect(first.total).toBeLessThan(total.total);
    expect(await get("/api/v1/beaches/count?calm=today")).toEqual({
      count: first.total,
      calm: { day: "today", date: "2026-07-15", available: true, message: null },
    });
    const map = await get<{ total: number; features: { kind: string; verdict?: string }[] }>(
      `/api/v1/beaches/map?calm=today&${GREECE}`,
    );
    expect(map.total).toBe(first.total);
    expect(map.features.every((feature) => feature.verdict === "calm")).toBe(true);

    // Every card of the filtered list says calm, with the wind in words; a strong wind from the land
    // keeps a beach in the list, marked: its badge says calm water and the caution, never plain calm.
    for (const beach of items) {
      const cautioned = beach.sea?.caution === "offshore-wind";
      expect(beach.sea, beach.slug).toMatchObject({
        day: "today",
        date: "2026-07-15",
        verdict: "calm",
        label: cautioned ? "Calm water today · strong wind from land: inflatables drift out" : "Calm today",
        caution_text: cautioned ? "Strong wind from land: inflatables drift out" : null,
      });
      if (cautioned) expect(beach.sea!.wind_side, beach.slug).toBe("offshore");
      expect(beach.sea!.wind).toMatch(/^(N|NNE|NNW) wind \d Bft|^No wind/);
      // The same wind as facts, for a page in another language: they say what the words say.
      const { wind_from_deg: from, beaufort, wind_side: side } = beach.sea!;
      expect(beaufort, beach.slug).toBeTypeOf("number");
      expect(windIn(from, beaufort, side, ENGLISH), beach.slug).toBe(beach.sea!.wind);
    }
    // South-facing Elafonisi under the north meltemi (5 Bft, gusts 48 km/h from the land) is calm
    // water with the caution; north-facing beaches are not cautioned.
    const elafonisi = items.find((beach) => beach.slug === "elafonisi");
    expect(elafonisi?.sea).toMatchObject({ verdict: "calm", caution: "offshore-wind" });
    expect(items.some((beach) => beach.sea?.caution === null)).toBe(true);
    // The unfiltered list's badges are the beach pages' verdicts and cautions, calm or not.
    for (const beach of total.items) {
      const record = await get<{ conditions: { days: { verdict: string; caution: string | null }[] } }>(
        `/api/v1/beaches/${beach.slug}`,
      );
      expect(beach.sea?.verdict ?? "unknown", beach.slug).toBe(record.conditions.days[0]!.verdict);
      expect(beach.sea?.caution ?? null, beach.slug).toBe(
        beach.sea ? record.conditions.days[0]!.caution : null,
      );
    }
    const canal = await get<Page>("/api/v1/beaches?search=canal");
    expect(canal.items[0]?.sea).toMatchObject({
      verdict: "rough",
      label: "Rough today",
      wind: "N wind 5 Bft, blows onshore",
      wind_from_deg: 0,
      beaufort: 5,
      wind_side: "onshore",
      caution: null,
    });
    // The list with its badges is what the OpenAPI document describes, each field of `sea` listed.
    const openapi = await get<OpenApi>("/api/v1/openapi.json");
    const listSchema = openapi.paths["/beaches"]!.get.responses["200"]!.content["application/json"].schema;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const list of [total, canal, first])
      expect(ajv.validate(listSchema, list), ajv.errorsText()).toBe(true);

    // The filter composes with the others and with an area.
    const crete = await get<Page>("/crete".replace("/crete", "/api/v1/beaches?calm=today&area=crete"));
    expect(crete.items.length).toBeGreaterThan(0);
    const sandy = await get<Page>("/api/v1/beaches?calm=today&type=SANDY");
    expect(sandy.total).toBeLessThanOrEqual(first.total);
    expect(warnings).toEqual([]);
  });

  it("reads tomorrow's verdicts for calm=tomorrow, and the badges then speak of tomorrow", async () => {
    // Calm today, a north gale tomorrow: the north and the south of each island alike.
    stub.setWeather((_at, hour) =>
      hour >= 24 ? { windSpeedKmh: 70, windGustsKmh: 90 } : { windSpeedKmh: 5 },
    );
    await forecast().refresh();
    const today = await get<Page>("/api/v1/beaches?calm=today");
    const tomorrow = await get<Page>("/api/v1/beaches?calm=tomorrow");
    expect(tomorrow.calm).toMatchObject({ day: "tomorrow", date: "2026-07-16", available: true });
    expect(today.total).toBeGreaterThan(tomorrow.total);
    // A gale from the land leaves the water calm and cautions it: the badge speaks of tomorrow either way.
    for (const beach of tomorrow.items)
      expect(beach.sea?.label, beach.slug).toBe(
        beach.sea?.caution === "offshore-wind"
          ? "Calm water tomorrow · strong wind from land: inflatables drift out"
          : "Calm tomorrow",
      );
    expect(tomorrow.items.some((beach) => beach.sea?.caution === "offshore-wind")).toBe(true);
  });

  it("never shows a hidden beach, and counts it out at once", async () => {
    await forecast().refresh();
    const before = await get<Page>("/api/v1/beaches?calm=today&search=elafonisi");
    expect(before.total).toBe(1);
    const counted = (await get<{ count: number }>("/api/v1/beaches/count?calm=today")).count;
    await database.db.update(beaches).set({ status: "HIDDEN" }).where(eq(beaches.slug, "elafonisi"));
    try {
      expect((await get<Page>("/api/v1/beaches?calm=today&search=elafonisi")).total).toBe(0);
      expect((await get<{ count: number }>("/api/v1/beaches/count?calm=today")).count).toBe(counted - 1);
      const map = await get<{ features: { kind: string; slug?: string }[] }>(
        `/api/v1/beaches/map?calm=today&bbox=23.4,35.2,23.7,35.4&zoom=12`,
      );
      expect(map.features.map((feature) => feature.slug)).not.toContain("elafonisi");
      // The next refresh drops its verdicts: they are of the public beaches only.
      now = new Date(START.getTime() + 4 * HOUR);
      await forecast().refresh();
      const [row] = await database.db
        .execute<{ count: number }>(
          sql`SELECT count(*)::int AS count FROM ${beachVerdicts} v JOIN ${beaches} b ON b.id = v.beach_id WHERE b.slug = 'elafonisi'`,
        )
        .then((result) => (result as unknown as { rows: { count: number }[] }).rows);
      expect(row?.count).toBe(0);
    } finally {
      await database.db.update(beaches).set({ status: "ACTIVE" }).where(eq(beaches.slug, "elafonisi"));
    }
  });

  it("serves a stale forecast's verdicts for 6 hours, then answers the message; the provider being down loses nothing", async () => {
    await forecast().refresh();
    const stored = (await database.db.select().from(beachVerdicts)).length;
    expect(stored).toBeGreaterThan(200);
    stub.failAlways(500);
    for (const failure of [500, 429, "malformed"] as const) {
      stub.failAlways(failure);
      now = new Date(START.getTime() + 5 * HOUR);
      expect((await forecast().refresh()).status).toBe("failed");
      const list = await get<Page>("/api/v1/beaches?calm=today");
      expect(list.calm?.available).toBe(true);
      expect(list.total).toBeGreaterThan(0);
      expect((await database.db.select().from(beachVerdicts)).length).toBe(stored);
      await database.db.delete(forecastLease);
    }
    warnings.length = 0;
    now = new Date(START.getTime() + MAX_AGE_MS + HOUR);
    const list = await get<Page>("/api/v1/beaches?calm=today");
    expect(list).toMatchObject({ items: [], total: 0, calm: { available: false } });
    const plain = await get<Page>("/api/v1/beaches");
    expect(plain.items.every((beach) => beach.sea === null)).toBe(true);
    expect((await fetch(`${server.url}/?calm=today`)).status).toBe(200);
    stub.failAlways(null);
    warnings.length = 0;
  });
});
