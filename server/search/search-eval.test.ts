// The search evaluation set (tests/search-eval/queries.ts) run against the real API over HTTP on the
// demo data: at least 95% of the queries must be answered right (issue 6).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/integration/database.ts";
import { startTestServer, type TestServer } from "../../tests/integration/http.ts";
import { checkCases, scoreCases } from "../../tests/search-eval/evaluate.ts";
import { SEARCH_EVAL_CASES } from "../../tests/search-eval/queries.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "../http/app.ts";

const REQUIRED_SHARE = 0.95;

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  server = await startTestServer(createApp({ db: database.db }));
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("search evaluation set", () => {
  it("has at least 90 queries, every expectation naming public demo beaches and areas", () => {
    expect(SEARCH_EVAL_CASES.length).toBeGreaterThanOrEqual(90);
    expect(checkCases(SEARCH_EVAL_CASES)).toEqual([]);
  });

  it(`answers at least ${REQUIRED_SHARE * 100}% of the queries right`, { timeout: 120_000 }, async () => {
    const score = await scoreCases(server.url, SEARCH_EVAL_CASES);
    const report = [
      `${score.passed}/${score.total} queries answered right (${(score.share * 100).toFixed(1)}%); failures:`,
      ...score.failures.map(({ query, problems }) => `  ${JSON.stringify(query)}: ${problems.join("; ")}`),
    ].join("\n");
    expect(score.share, report).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
