// npm run search:eval [-- --verbose]
// Scores the natural-language search (GET /api/v1/search) on the evaluation set in
// tests/search-eval/queries.ts: a fresh in-memory database with the demo data, the API served on a
// loopback port, every query asked over HTTP. Prints the failed queries with their problems and the
// share answered right; exits 1 under 95%. --verbose prints every query with what was understood.
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { seedDemoData } from "#server/db/seed/seed.ts";
import { createApp } from "#server/http/app.ts";
import { startTestServer } from "#tests/integration/http.ts";
import type { CaseResult } from "#tests/search-eval/evaluate.ts";
import { checkCases, scoreCases } from "#tests/search-eval/evaluate.ts";
import type { SearchEvalCase } from "#tests/search-eval/queries.ts";
import { SEARCH_EVAL_CASES } from "#tests/search-eval/queries.ts";

const REQUIRED_SHARE = 0.95;

const { values } = parseArgs({ options: { verbose: { type: "boolean", default: false } } });

function understood(result: CaseResult): string {
  const answer = result.answer;
  if (!answer) return "";
  const { interpretation: it, results } = answer;
  const filters = Object.entries(it.filters ?? {})
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value === true))
    .map(([field, value]) => `${field}=${Array.isArray(value) ? value.join("+") : String(value)}`);
  const parts = [
    `place=${JSON.stringify(it.place)}`,
    it.beach ? `beach=${JSON.stringify(it.beach.name)}` : "",
    it.term ? `term=${JSON.stringify(it.term)}` : "",
    filters.join(" "),
    it.ignored?.length ? `ignored=${JSON.stringify(it.ignored)}` : "",
    `total=${results.total}`,
    `first: ${results.items
      .slice(0, 4)
      .map((item) => item.name)
      .join(", ")}`,
  ];
  return parts.filter((part) => part !== "").join(" ");
}

function tally(results: { testCase: SearchEvalCase; result: CaseResult }[], key: "language" | "kind") {
  const groups = new Map<string, { passed: number; total: number }>();
  for (const { testCase, result } of results) {
    const group = groups.get(testCase[key]) ?? { passed: 0, total: 0 };
    group.total += 1;
    if (result.ok) group.passed += 1;
    groups.set(testCase[key], group);
  }
  return [...groups.entries()].map(([name, { passed, total }]) => `${name} ${passed}/${total}`).join(", ");
}

const setProblems = checkCases(SEARCH_EVAL_CASES);
if (setProblems.length > 0) {
  console.error("The evaluation set itself has mistakes:");
  for (const problem of setProblems) console.error(`  ${problem}`);
  process.exit(2);
}

const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const handle = fromPglite(client);
await handle.migrate();
await seedDemoData(handle.db);
const server = await startTestServer(createApp({ db: handle.db }));

try {
  const score = await scoreCases(server.url, SEARCH_EVAL_CASES);
  for (const { testCase, result } of score.results) {
    if (result.ok && !values.verbose) continue;
    const mark = result.ok ? "ok  " : "FAIL";
    const detail = result.ok ? understood(result) : result.problems.join("; ");
    console.log(
      `${mark} [${testCase.language}/${testCase.kind}] ${JSON.stringify(testCase.query)}: ${detail}`,
    );
    if (values.verbose && !result.ok && result.answer) console.log(`       got ${understood(result)}`);
  }
  console.log(`By language: ${tally(score.results, "language")}`);
  console.log(`By kind: ${tally(score.results, "kind")}`);
  console.log(
    `Search evaluation: ${score.passed}/${score.total} queries answered right (${(score.share * 100).toFixed(1)}%)`,
  );
  process.exitCode = score.share >= REQUIRED_SHARE ? 0 : 1;
} finally {
  await server.close();
  await handle.close();
}
