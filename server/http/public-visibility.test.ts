import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "../db/seed/factories.ts";
import { createApp } from "./app.ts";
import { openApiDocument } from "./openapi.ts";

// Every status of every record, and every public API route with every parameter: nothing that is not
// ACTIVE (or sits in an area that is not ACTIVE) may ever come back.

let database: DatabaseHandle;
let server: TestServer;

const near = { latitude: 36.4, longitude: 25.4 };
const beach = (name: string, area: string, status: BeachSeed["status"], offset: number): BeachSeed => ({
  name,
  area,
  status,
  latitude: near.latitude + offset / 100,
  longitude: near.longitude + offset / 100,
  type: "SANDY",
  wave_conditions: "CALM",
  parking: "SMALL_LOT",
  organized: true,
  blue_flag: true,
  amenities: ["sunbeds", "taverna", "snorkeling"],
});

const visible = ["Lost Lagoon Open"];
const invisible = [
  "Lost Lagoon Draft",
  "Lost Lagoon Hidden",
  "Lost Cove In Draft Area",
  "Lost Cove In Hidden Area",
];
const invisibleAreas = ["Lostdraft Isle", "Losthidden Isle"];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertAreas(database.db, [
    { name: "Lostopen Isle", status: "ACTIVE" },
    { name: "Neighbour Isle", status: "ACTIVE" },
    { name: "Lostdraft Isle", status: "DRAFT" },
    { name: "Losthidden Isle", status: "HIDDEN" },
  ]);
  await insertBeaches(database.db, [
    beach("Lost Lagoon Open", "Lostopen Isle", "ACTIVE", 0),
    beach("Neighbour Bay", "Neighbour Isle", "ACTIVE", 20),
    beach("Lost Lagoon Draft", "Lostopen Isle", "DRAFT", 1),
    beach("Lost Lagoon Hidden", "Lostopen Isle", "HIDDEN", 2),
    beach("Lost Cove In Draft Area", "Lostdraft Isle", "ACTIVE", 3),
    beach("Lost Cove In Hidden Area", "Losthidden Isle", "ACTIVE", 4),
  ]);
  server = await startTestServer(createApp({ db: database.db }));
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const slugOf = (name: string) => name.toLowerCase().replaceAll(" ", "-");

/** Sample values for every query parameter the API document declares. */
const sampleValues: Record<string, string[]> = {
  search: ["lost", "lagoon", "draft", "hidden", "isle"],
  q: [
    "lost",
    "lost lagoon draft",
    "lost cove",
    "lostdraft isle",
    "losthidden",
    "sandy beach in lostopen isle",
  ],
  originalQuery: ["lost"],
  organized: ["organized", "unorganized"],
  blueFlag: ["true"],
  parking: ["SMALL_LOT"],
  amenities: ["sunbeds,taverna"],
  waveConditions: ["CALM"],
  type: ["SANDY"],
  nearMe: ["true"],
  area: ["lostopen-isle", "lostdraft-isle", "losthidden-isle"],
  lat: [String(near.latitude)],
  lng: [String(near.longitude)],
  sort: ["name.asc", "name.desc", "distance.asc", "distance.desc"],
  page: ["1"],
  limit: ["50", "20"],
  exclude: ["lost-lagoon-open"],
  // A box around every test beach; close in (beach by beach) and far out (clusters).
  bbox: ["25.3,36.3,25.7,36.7"],
  zoom: ["16", "12", "5"],
};

function requestsFor(
  template: string,
  parameters: readonly { name: string; in: string; required?: boolean }[],
): string[] {
  const slugs = template.startsWith("/areas")
    ? ["lostopen-isle", "neighbour-isle", ...invisibleAreas.map(slugOf)]
    : [...visible, ...invisible].map(slugOf);
  const paths = template.includes("{slug}")
    ? slugs.map((slug) => template.replace("{slug}", slug))
    : [template];
  // A required parameter goes into every request, with its first sample value unless it is the one varied.
  const required = parameters.filter((p) => p.in === "query" && p.required);
  const base = (except?: string) =>
    required
      .filter((p) => p.name !== except)
      .map((p) => `${p.name}=${encodeURIComponent(sampleValues[p.name]![0]!)}&`)
      .join("");
  const requests: string[] = [];
  for (const path of paths) {
    requests.push(`${path}?${base()}`);
    for (const parameter of parameters.filter((p) => p.in === "query")) {
      for (const value of sampleValues[parameter.name] ?? []) {
        const extra =
          parameter.name === "lat"
            ? `&lng=${near.longitude}`
            : parameter.name === "lng"
              ? `&lat=${near.latitude}`
              : "";
        requests.push(
          `${path}?${base(parameter.name)}${parameter.name}=${encodeURIComponent(value)}${extra}`,
        );
      }
    }
    // Everything at once, with a location.
    requests.push(
      `${path}?${base()}search=lost&sort=distance.asc&lat=${near.latitude}&lng=${near.longitude}&limit=20`,
    );
  }
  return requests;
}

describe("public visibility", () => {
  // The public reads: the back office's routes and invite acceptance answer per account (admin-api.test.ts).
  const publicPaths = Object.entries(
    openApiDocument.paths as unknown as Record<string, { get: { parameters?: unknown } }>,
  ).filter(
    ([template]) =>
      // /health answers no record at all.
      template !== "/health" && !template.startsWith("/admin") && !template.startsWith("/invites"),
  );
  const routes = publicPaths.map(([template, item]) => ({
    template,
    parameters: (item.get.parameters ?? []) as readonly {
      name: string;
      in: string;
      required?: boolean;
    }[],
  }));

  it("covers every route in the API document", () => {
    expect(routes.length).toBe(10);
  });

  it.each(routes)("$template never returns a DRAFT or HIDDEN record", async ({ template, parameters }) => {
    let publicHits = 0;
    for (const path of requestsFor(template, parameters)) {
      const response = await server.get(`/api/v1${path}`);
      expect(response.status, path).toBeLessThan(500);
      const text = await response.text();
      for (const name of [...invisible, ...invisibleAreas]) {
        expect(text, `${path} leaked ${name}`).not.toContain(name);
        expect(text, `${path} leaked ${slugOf(name)}`).not.toContain(`"${slugOf(name)}"`);
      }
      if (/Lost Lagoon Open|Lostopen Isle|Neighbour Isle|"count":[1-9]|"total":[1-9]/.test(text)) {
        publicHits += 1;
      }
    }
    // The probe must be able to see something, or it would prove nothing.
    expect(publicHits).toBeGreaterThan(0);
  });

  it("answers 404 for non-public beaches and areas", async () => {
    for (const name of invisible)
      expect((await server.get(`/api/v1/beaches/${slugOf(name)}`)).status).toBe(404);
    for (const name of invisibleAreas) {
      expect((await server.get(`/api/v1/areas/${slugOf(name)}`)).status).toBe(404);
      expect((await server.get(`/api/v1/areas/${slugOf(name)}/beaches`)).status).toBe(404);
      expect((await server.get(`/api/v1/areas/${slugOf(name)}/nearby`)).status).toBe(404);
    }
  });

  it("counts only public beaches", async () => {
    const { body } = await server.getJson<{ count: number }>("/api/v1/beaches/count?search=lost");
    expect(body.count).toBe(1);
    const { body: area } = await server.getJson<{ beach_count: number }>("/api/v1/areas/lostopen-isle");
    expect(area.beach_count).toBe(1);
    // A cluster names no beach, so its count is checked: two public beaches in the box, at any zoom.
    for (const zoom of [3, 9, 16]) {
      const { body: map } = await server.getJson<{ total: number; features: { count?: number }[] }>(
        `/api/v1/beaches/map?bbox=25.3,36.3,25.7,36.7&zoom=${zoom}`,
      );
      expect(map.total).toBe(2);
      expect(map.features.reduce((sum, feature) => sum + (feature.count ?? 1), 0)).toBe(2);
    }
  });
});
