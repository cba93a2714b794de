import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBackOfficeContent } from "#tests/integration/back-office-content.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDashboard, type Dashboard } from "./dashboard.ts";

// The back office's dashboard on a real database.

let database: DatabaseHandle;
let dashboard: Dashboard;

beforeAll(async () => {
  database = await createTestDatabase();
  dashboard = createDashboard({ db: database.db });
  await seedBackOfficeContent(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe("the dashboard", () => {
  it("counts ACTIVE beaches only: total, organized, Blue Flag and distinct areas", async () => {
    expect(await dashboard.dashboardStats()).toEqual({ total: 4, organized: 3, blueFlag: 2, locations: 3 });
  });

  it("lists the five most recently updated beaches", async () => {
    const recent = await dashboard.recentBeaches(5);
    expect(recent.map((row) => row.name)).toEqual([
      "Kapsali",
      "Agios Prokopios",
      "Plaka",
      "Tsigrado",
      "Firiplaka",
    ]);
    expect(recent[0]).toMatchObject({ area: "Kythira", updatedAt: "2026-11-06T00:00:00.000Z" });
  });
});
