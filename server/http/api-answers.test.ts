import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startForecastStub, type ForecastStub } from "#tests/forecast-stub.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { stubForecastService } from "#tests/integration/forecast.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "./app.ts";

// The public JSON API's answers on the demo data, byte for byte, against the answers kept beside this
// file. A change inside the server (where a rule lives, how a service words or codes its answer)
// must leave what callers receive as it was. When an answer is meant to change, write the file again
// with API_ANSWERS=write and read its diff: every changed byte is a change callers will see.

const KEPT = new URL("./api-answers.json", import.meta.url);
/** The same with today's forecast stored: the sea on every card, the calm filter, a beach's conditions. */
const KEPT_WITH_FORECAST = new URL("./api-answers-forecast.json", import.meta.url);
const WRITE = process.env.API_ANSWERS === "write";
/** Seeding stamps rows with the time it ran; the kept answers need one instant. */
const STAMP = new Date("2026-06-01T08:00:00.000Z");
const NOW = new Date("2026-07-15T09:30:00.000Z");

/** Every public operation, with the parameters that change its answer, and refusals of each kind. */
const PATHS = [
  "/api/v1/health",
  "/api/v1/areas",
  "/api/v1/areas/crete",
  "/api/v1/areas/nowhere-at-all",
  "/api/v1/areas/crete/nearby",
  "/api/v1/areas/crete/nearby?limit=2",
  "/api/v1/areas/crete/nearby?limit=0",
  "/api/v1/areas/crete/beaches?limit=3&exclude=balos",
  "/api/v1/areas/crete/beaches?exclude=Not_A_Slug",
  "/api/v1/beaches",
  "/api/v1/beaches?page=3",
  "/api/v1/beaches?page=999",
  "/api/v1/beaches?sort=name.desc&type=SANDY,MIXED&parking=LARGE_LOT",
  "/api/v1/beaches?organized=organized&blueFlag=true&amenities=sunbeds,food",
  "/api/v1/beaches?waveConditions=CALM&area=crete&prefer=unorganized,food",
  "/api/v1/beaches?sort=distance.asc&lat=35.34&lng=25.13",
  "/api/v1/beaches?sort=distance.asc",
  "/api/v1/beaches?search=elafo",
  "/api/v1/beaches?access=seatrac&calm=today",
  "/api/v1/beaches?type=PEBBLE_SAND&page=0&lat=91",
  "/api/v1/beaches/count?type=SANDY&organized=organized",
  "/api/v1/beaches/count?calm=tomorrow",
  "/api/v1/beaches/suggestions?amenities=food&type=SANDY",
  "/api/v1/beaches/suggestions?lat=37.97&lng=23.72",
  "/api/v1/beaches/map?bbox=19.2,34.7,29.7,41.8&zoom=6",
  "/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=11&type=SANDY",
  "/api/v1/beaches/map?bbox=26,34,23,35&zoom=40",
  "/api/v1/search?q=quiet%20sandy%20beach%20with%20a%20taverna%20near%20Chania",
  "/api/v1/search?q=blue%20flag%20beaches%20in%20rhodes&page=2",
  "/api/v1/search?q=zzzz%20qqqq",
  "/api/v1/search?q=%CE%BA%CE%B1%CE%B9%CE%BD%CE%BF%CF%8D%CF%81%CE%B9%CE%B1%20%CE%B1%CE%BC%CE%BC%CE%BF%CF%85%CE%B4%CE%B9%CE%AC",
  "/api/v1/beaches/balos",
  "/api/v1/beaches/balos?area=crete",
  "/api/v1/beaches/balos?area=rhodes",
  "/api/v1/beaches/no-such-beach",
  "/api/v1/openapi.json",
  "/api/v1/no-such-route",
];

/** The operations whose answers carry the sea, asked with a forecast stored. */
const FORECAST_PATHS = [
  "/api/v1/beaches",
  "/api/v1/beaches?calm=today&area=crete",
  "/api/v1/beaches?calm=tomorrow&type=SANDY",
  "/api/v1/beaches?sort=distance.asc&lat=35.34&lng=25.13",
  "/api/v1/beaches/count?calm=today",
  "/api/v1/beaches/suggestions?amenities=food&type=SANDY",
  "/api/v1/beaches/map?bbox=23.4,34.8,26.4,35.8&zoom=11&calm=today",
  "/api/v1/areas/crete/beaches?limit=3&exclude=balos",
  "/api/v1/search?q=calm%20sandy%20beach%20near%20Chania",
  "/api/v1/beaches/balos",
  "/api/v1/beaches/elafonisi",
];

interface Answer {
  status: number;
  type: string | null;
  body: string;
}

let database: DatabaseHandle;
let server: TestServer;
let stub: ForecastStub;
let withForecast: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  await database.db.update(areas).set({ createdAt: STAMP, updatedAt: STAMP });
  await database.db.update(beaches).set({ createdAt: STAMP, updatedAt: STAMP });
  server = await startTestServer(createApp({ db: database.db, clock: () => NOW }));
  stub = await startForecastStub({ now: () => NOW });
  const forecast = stubForecastService(stub, { db: database.db, clock: () => NOW, warn: () => undefined });
  expect((await forecast.refresh()).status).toBe("done");
  withForecast = await startTestServer(createApp({ db: database.db, clock: () => NOW, forecast }));
});

afterAll(async () => {
  await withForecast?.close();
  await stub?.close();
  await server?.close();
  await database?.close();
});

async function answersNow(paths: readonly string[], on: TestServer): Promise<Record<string, Answer>> {
  const answers: Record<string, Answer> = {};
  for (const path of paths) {
    const response = await on.get(path);
    answers[path] = {
      status: response.status,
      type: response.headers.get("content-type"),
      body: await response.text(),
    };
  }
  return answers;
}

describe("the public JSON API on the demo data", () => {
  it.each([
    ["without a forecast", KEPT, PATHS, () => server],
    ["with today's forecast stored", KEPT_WITH_FORECAST, FORECAST_PATHS, () => withForecast],
  ] as const)(
    "answers every kept request %s with the same status, type and bytes as before",
    async (_, file, paths, on) => {
      const answers = await answersNow(paths, on());
      if (WRITE) writeFileSync(file, `${JSON.stringify(answers, null, 1)}\n`);
      expect(existsSync(file), "the kept answers (write them with API_ANSWERS=write)").toBe(true);
      const kept = JSON.parse(readFileSync(file, "utf8")) as Record<string, Answer>;
      expect(Object.keys(answers)).toEqual(Object.keys(kept));
      for (const path of paths) expect(answers[path], path).toEqual(kept[path]);
    },
  );

  it("covers every public operation of the OpenAPI document", async () => {
    const document = JSON.parse((await server.get("/api/v1/openapi.json").then((r) => r.text())) || "{}") as {
      paths: Record<string, unknown>;
    };
    const asked = PATHS.map((path) => new URL(path, "http://x").pathname.replace(/^\/api\/v1/, ""));
    const operations = Object.keys(document.paths).filter(
      (path) => !path.startsWith("/admin") && !path.startsWith("/invites"),
    );
    const unasked = operations.filter((operation) => {
      const pattern = new RegExp(`^${operation.replace(/\{[^}]+\}/g, "[^/]+")}$`);
      return !asked.some((path) => pattern.test(path));
    });
    expect(unasked).toEqual([]);
  });
});
