// The search evaluation set (tests/search-eval/queries.ts) run against the real API over HTTP on the
// demo data: at least 95% of the queries must be answered right.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoApiServer } from "#tests/integration/demo-server.ts";
import type { TestServer } from "#tests/integration/http.ts";
import { checkCases, scoreCases } from "#tests/search-eval/evaluate.ts";
import { SEARCH_EVAL_CASES } from "#tests/search-eval/queries.ts";
import { LOCALES } from "#core/i18n/locale.ts";
import { searchExamples } from "#core/search/search-examples.ts";

const REQUIRED_SHARE = 0.95;

let server: TestServer;

let closeServer: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ server, close: closeServer } = await startDemoApiServer());
});

afterAll(async () => {
  await closeServer?.();
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

  it("answers at least three beaches for the hero's example and each example the home page offers, in both languages", async () => {
    const examples = LOCALES.flatMap((locale) => [
      searchExamples(locale).hero,
      ...searchExamples(locale).home,
    ]);
    expect(examples.length).toBeGreaterThanOrEqual(8);
    for (const example of examples) {
      const { body } = await server.getJson<{ results: { total: number } }>(
        `/api/v1/search?q=${encodeURIComponent(example)}`,
      );
      expect(body.results.total, example).toBeGreaterThanOrEqual(3);
    }
  });
});
