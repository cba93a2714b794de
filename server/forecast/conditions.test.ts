import { eq } from "drizzle-orm";
import { stubForecastService } from "#tests/integration/forecast.ts";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BeachConditions } from "#core/sea/conditions.ts";
import { startForecastStub, type ForecastStub } from "#tests/forecast-stub.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { loadSiteBuild, withoutHydrationData } from "#tests/integration/pages.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { beaches, forecastLease, forecastPoints } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "../http/app.ts";
import { RECORD_CACHE } from "../http/api-routing.ts";

// GET /api/v1/beaches/{slug} and the beach page with the day's sea, over real HTTP on a real
// database: the forecast service fetches from tests/forecast-stub.ts (a north 5 Bft meltemi) and
// stores it, and the API and the page read what is stored. FORECAST off gives `conditions: null`; no forecast gives state missing, 200.

const START = new Date("2026-07-15T06:00:00Z"); // 09:00 in Greece
let now = START;
const clock = () => now;
let database: DatabaseHandle;
let stub: ForecastStub;
let server: TestServer;
const warnings: string[] = [];

const forecast = () =>
  stubForecastService(stub, { db: database.db, clock, warn: (message) => warnings.push(message) });

interface BeachRecord {
  slug: string;
  facing_deg: number | null;
  conditions: BeachConditions | null;
}

async function record(slug: string, on = server) {
  const { status, body, response } = await on.getJson<BeachRecord>(`/api/v1/beaches/${slug}`);
  expect(status).toBe(200);
  return { body, cacheControl: response.headers.get("Cache-Control") };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  stub = await startForecastStub({ now: clock });
});
afterAll(async () => {
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  now = START;
  stub.reset();
  warnings.length = 0;
  await database.db.delete(forecastPoints);
  await database.db.delete(forecastLease);
});

describe("a beach record with a stored forecast", () => {
  beforeAll(async () => {
    server = await startTestServer(createApp({ db: database.db, clock, forecast: forecast() }));
  });
  afterAll(async () => {
    await server.close();
  });

  it("says Elafonisi (facing SW) is calm and Canal d'Amour (facing N) rough in a north meltemi", async () => {
    expect((await forecast().refresh()).status).toBe("done");
    now = new Date(START.getTime() + 2 * 3_600_000);

    const elafonisi = await record("elafonisi");
    expect(elafonisi.cacheControl).toBe("public, no-cache");
    const conditions = elafonisi.body.conditions!;
    expect(conditions).toMatchObject({
      state: "fresh",
      updated_at: START.toISOString(),
      age_minutes: 120,
      facing_deg: elafonisi.body.facing_deg,
      notice: null,
      source: "Weather data by Open-Meteo.com",
      source_url: "https://open-meteo.com/",
      licence: "CC BY 4.0",
    });
    expect(conditions.days.map((day) => [day.date, day.day, day.verdict])).toEqual([
      ["2026-07-15", "today", "calm"],
      ["2026-07-16", "tomorrow", "calm"],
    ]);
    const [today] = conditions.days;
    expect(today).toMatchObject({
      headline: "Calm today",
      summary: "Calm all day",
      explanation: "Sheltered: the wind blows from the land side",
    });
    expect(today!.offshore_warning).toMatch(/^Strong wind from the land/);
    expect(today!.hours).toHaveLength(10);
    expect(today!.hours[0]).toMatchObject({
      time: "10:00",
      verdict: "calm",
      wind_text: "N 34 km/h, gusts 48, 5 Bft",
      wind_side: "offshore",
      wave_height_m: 1.4,
      sea_temperature_c: 23.5,
      offshore_warning: true,
    });

    const canal = (await record("canal-damour")).body.conditions!;
    expect(canal.days.map((day) => day.verdict)).toEqual(["rough", "rough"]);
    expect(canal.days[0]).toMatchObject({
      headline: "Rough today",
      explanation: "Exposed: the wind blows straight onto this beach",
      offshore_warning: null,
    });
    expect(warnings).toEqual([]);
  });

  it("gives the wind only for a beach whose facing is unknown, and says why", async () => {
    const [before] = await database.db
      .select({ facingDeg: beaches.facingDeg, fetchKm: beaches.fetchKm })
      .from(beaches)
      .where(eq(beaches.slug, "myrtos"));
    await database.db
      .update(beaches)
      .set({ facingDeg: null, fetchKm: null })
      .where(eq(beaches.slug, "myrtos"));
    try {
      expect((await forecast().refresh()).status).toBe("done");
      const { body } = await record("myrtos");
      expect(body.facing_deg).toBeNull();
      expect(body.conditions).toMatchObject({
        state: "fresh",
        notice: "facing-unknown",
        notice_text: "We don't know which way this beach faces, so we can't say how sheltered it is.",
      });
      const [today] = body.conditions!.days;
      expect(today).toMatchObject({ verdict: "unknown", explanation: null });
      expect(today!.hours).toHaveLength(10);
      expect(today!.hours[0]).toMatchObject({
        wind_text: "N 34 km/h, gusts 48, 5 Bft",
        wind_side: null,
        wave_height_m: null,
      });
    } finally {
      await database.db.update(beaches).set(before!).where(eq(beaches.slug, "myrtos"));
    }
  });

  it("rates a beach marked sheltered from the north as sheltered in a north meltemi, swell aside", async () => {
    await database.db
      .update(beaches)
      .set({ shelteredFrom: [0] })
      .where(eq(beaches.slug, "canal-damour"));
    try {
      expect((await forecast().refresh()).status).toBe("done");
      // The meltemi's offshore sea is held back; its 0.6 m north swell still reaches the beach.
      const withSwell = (await record("canal-damour")).body.conditions!;
      expect(withSwell.days[0]).toMatchObject({
        verdict: "choppy",
        explanation: "Waves from the open sea reach this beach",
      });

      stub.setWeather(() => ({ swellHeightM: 0.1 }));
      await database.db.delete(forecastPoints);
      await database.db.delete(forecastLease);
      expect((await forecast().refresh()).status).toBe("done");
      const calm = (await record("canal-damour")).body.conditions!;
      expect(calm.days[0]).toMatchObject({
        verdict: "calm",
        headline: "Calm today",
        explanation: "Sheltered: marked sheltered from this wind",
        offshore_warning: null,
      });
      expect(calm.days[0]!.hours[0]).toMatchObject({ reason: "sheltered-by-hand", wind_side: "onshore" });
    } finally {
      await database.db.update(beaches).set({ shelteredFrom: null }).where(eq(beaches.slug, "canal-damour"));
    }
  });

  it("answers 200 with state missing, kept by no cache, when the provider is down and nothing is stored", async () => {
    stub.failAlways(500);
    const { body, cacheControl } = await record("elafonisi");
    expect(cacheControl).toBe("no-store");
    expect(body.conditions).toMatchObject({
      state: "missing",
      updated_at: null,
      age_minutes: null,
      notice: "forecast-missing",
      notice_text: "No forecast right now",
      days: [],
    });
    // The reader asked for a refresh in the background, which met the provider's error.
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/Forecast refresh failed/);
  });
});

describe("a beach record with the forecast switched off", () => {
  it("carries conditions: null", async () => {
    const off = await startTestServer(createApp({ db: database.db, clock }));
    try {
      const { body, cacheControl } = await record("elafonisi", off);
      expect(body.conditions).toBeNull();
      expect(cacheControl).toBe("public, no-cache");
      expect(stub.calls()).toBe(0);
    } finally {
      await off.close();
    }
  });

  it("keeps the record's own cache header under the forecast's refresh", () => {
    // Shared caches keep a record at most max-age + stale-while-revalidate; the forecast is
    // refreshed every 3 hours (ADR 031).
    const [, maxAge, stale] = /max-age=(\d+), stale-while-revalidate=(\d+)/.exec(RECORD_CACHE)!;
    expect((Number(maxAge) + Number(stale)) * 1000).toBeLessThan(3 * 3_600_000);
  });
});

describe("the beach page's Sea today", () => {
  it("is server-rendered from what is stored, kept by no cache while none is, and absent when the feature is off", async () => {
    const handleRequest = createRequestHandler(await loadSiteBuild(), "production");
    const site = (withForecast: boolean) =>
      startTestServer(
        createApp({
          db: database.db,
          clock,
          renderDocument: (request, context) => handleRequest(request, context),
          ...(withForecast ? { forecast: forecast() } : {}),
        }),
      );
    const on = await site(true);
    const off = await site(false);
    try {
      const missing = await on.get("/crete/elafonisi");
      expect(missing.status).toBe(200);
      expect(missing.headers.get("Cache-Control")).toBe("no-store");
      const missingHtml = withoutHydrationData(await missing.text());
      expect(missingHtml).toContain(">Sea today</h2>");
      expect(missingHtml).toContain("No forecast right now");

      // The read asked for a refresh in the background; the page was kept by no cache, so the next
      // visitor gets the forecast as soon as it is stored.
      await expect
        .poll(async () =>
          withoutHydrationData(await (await on.get("/crete/elafonisi")).text()).includes("Calm today"),
        )
        .toBe(true);
      now = new Date(START.getTime() + 2 * 3_600_000);
      const page = await on.get("/crete/elafonisi");
      expect(page.headers.get("Cache-Control")).toBe("public, no-cache");
      const html = withoutHydrationData(await page.text());
      for (const text of [
        "Calm today",
        "Calm all day",
        "Sheltered: the wind blows from the land side",
        "Updated 2 hours ago",
        'href="https://open-meteo.com/"',
        "Weather data by Open-Meteo.com",
      ])
        expect(html).toContain(text);
      expect(html.match(/<th scope="row"/g)).toHaveLength(10);

      const plain = withoutHydrationData(await (await off.get("/crete/elafonisi")).text());
      expect(plain).not.toContain("Sea today");
    } finally {
      await on.close();
      await off.close();
    }
  });
});
