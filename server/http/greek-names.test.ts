import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoApiServer } from "#tests/integration/demo-server.ts";
import type { TestServer } from "#tests/integration/http.ts";

// The records' Greek names and descriptions (ADR 036): every demo area and beach has its real Greek
// name, and the JSON API gives it beside the English one; a description nobody has translated is null.

interface Named {
  name: string;
  slug: string;
  name_el: string | null;
  description_el: string | null;
}

let server: TestServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, close } = await startDemoApiServer());
});
afterAll(async () => {
  await close();
});

describe("Greek names in the public API", () => {
  it("gives a beach's Greek name beside its English one", async () => {
    const { body } = await server.getJson<Named>("/api/v1/beaches/myrtos");
    expect(body).toMatchObject({ name: "Myrtos", name_el: "Μύρτος", description_el: null });
    const canal = await server.getJson<Named>("/api/v1/beaches/canal-damour");
    expect(canal.body.name_el).toBe("Κανάλι του Έρωτα");
  });

  it("gives every public area and every listed beach a Greek name", async () => {
    const areas = await server.getJson<{ items: Named[] }>("/api/v1/areas");
    expect(areas.body.items.length).toBeGreaterThan(10);
    expect(areas.body.items.find((area) => area.slug === "kefalonia")?.name_el).toBe("Κεφαλονιά");
    for (const area of areas.body.items) expect(area.name_el, area.name).toMatch(/^[\u0370-\u03ff ]+$/);
    const list = await server.getJson<{ items: Named[]; pageCount: number }>("/api/v1/beaches");
    for (const beach of list.body.items) expect(beach.name_el, beach.name).toMatch(/[\u0370-\u03ff]/);
  });

  it("gives a beach's area its Greek name too, in the record and in lists", async () => {
    const { body } = await server.getJson<Named & { area: string; area_el: string | null }>(
      "/api/v1/beaches/myrtos",
    );
    expect(body).toMatchObject({ area: "Kefalonia", area_el: "Κεφαλονιά" });
    const list = await server.getJson<{ items: (Named & { area_el: string | null })[] }>(
      "/api/v1/areas/kefalonia/beaches",
    );
    expect(list.body.items.length).toBeGreaterThan(0);
    for (const beach of list.body.items) expect(beach.area_el, beach.name).toBe("Κεφαλονιά");
  });

  it("gives nearby areas and suggested beaches their Greek names", async () => {
    const nearby = await server.getJson<{ items: Named[] }>("/api/v1/areas/kefalonia/nearby");
    expect(nearby.body.items.length).toBeGreaterThan(0);
    for (const area of nearby.body.items) expect(area.name_el, area.name).toMatch(/[\u0370-\u03ff]/);
    const suggested = await server.getJson<{ items: { beach: Named & { area_el: string | null } }[] }>(
      "/api/v1/beaches/suggestions?type=SANDY",
    );
    for (const { beach } of suggested.body.items) {
      expect(beach.name_el, beach.name).toMatch(/[\u0370-\u03ff]/);
      expect(beach.area_el, beach.name).toMatch(/[\u0370-\u03ff]/);
    }
  });

  it("gives the map's beaches their Greek names and their areas' Greek names", async () => {
    // Close in on Myrtos: features one beach each.
    const { status, body } = await server.getJson<{
      features: { kind: string; slug?: string; name_el?: string | null; area_el?: string | null }[];
    }>("/api/v1/beaches/map?bbox=20.50,38.30,20.60,38.40&zoom=15");
    expect(status).toBe(200);
    const myrtos = body.features.find((feature) => feature.slug === "myrtos");
    expect(myrtos).toMatchObject({ kind: "beach", name_el: "Μύρτος", area_el: "Κεφαλονιά" });
    for (const feature of body.features.filter((one) => one.kind === "beach")) {
      expect(feature).toHaveProperty("name_el");
      expect(feature).toHaveProperty("area_el");
    }
  });
});
