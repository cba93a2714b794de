// Scores the search evaluation set against a running server over real HTTP: each case asks
// GET /api/v1/search?q=... and its expectations are checked against the interpretation and the
// first page of results. Used by `npm run search:eval` and server/search/search-eval.test.ts.
import type { PublicBeach } from "#core/contract/public-records.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "#server/db/seed/demo-data.ts";
import type { SearchEvalCase, SearchEvalFilters } from "./queries.ts";
import { PUBLIC_DEMO_BEACHES } from "./queries.ts";

/** The part of the endpoint's answer the evaluation reads. */
export interface SearchAnswer {
  interpretation: {
    query: string;
    filters: SearchEvalFilters;
    term: string;
    place: string | null;
    area_slug?: string;
    beach: { slug: string; name: string; area_slug: string } | null;
    ignored: string[];
    near: { name: string; latitude: number; longitude: number } | null;
  };
  results: {
    items: PublicBeach[];
    total: number;
    page: number;
    pageSize: number;
    pageCount: number;
  };
}

export interface CaseResult {
  ok: boolean;
  problems: string[];
  /** What the endpoint answered, when it answered 200. */
  answer?: SearchAnswer;
}

export interface ScoreFailure {
  query: string;
  problems: string[];
}

export interface Score {
  passed: number;
  total: number;
  share: number;
  failures: ScoreFailure[];
  /** Every case's result, in the order of the cases. */
  results: { testCase: SearchEvalCase; result: CaseResult }[];
}

export const SEARCH_PATH = "/api/v1/search";

/** Case- and accent-insensitive form for comparing words. */
const loose = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

const quote = (value: unknown) => JSON.stringify(value);

function sameSet(actual: readonly unknown[], expected: readonly unknown[]): boolean {
  if (actual.length !== expected.length) return false;
  const wanted = new Set(expected);
  return actual.every((value) => wanted.has(value));
}

function describeBody(body: unknown): string {
  if (body && typeof body === "object" && "error" in body) return quote((body as { error: unknown }).error);
  return quote(body).slice(0, 200);
}

function looksLikeAnswer(body: unknown): body is SearchAnswer {
  if (!body || typeof body !== "object") return false;
  const { interpretation, results } = body as Partial<SearchAnswer>;
  return (
    !!interpretation &&
    typeof interpretation === "object" &&
    !!interpretation.filters &&
    !!results &&
    Array.isArray(results.items) &&
    typeof results.total === "number"
  );
}

/** Problems with what was answered, measured against the case's expectations. */
export function checkAnswer(testCase: SearchEvalCase, answer: SearchAnswer): string[] {
  const { expect } = testCase;
  const { interpretation, results } = answer;
  const items = results.items;
  const shown = items.map((item) => item.name);
  const firstPage = `first page: ${shown.length > 0 ? shown.join(", ") : "(none)"}`;
  const problems: string[] = [];

  if (expect.place !== undefined && interpretation.place !== expect.place) {
    problems.push(`place ${quote(interpretation.place)}, expected ${quote(expect.place)}`);
  }
  if (expect.areaSlug !== undefined && interpretation.area_slug !== expect.areaSlug) {
    problems.push(`area_slug ${quote(interpretation.area_slug)}, expected ${quote(expect.areaSlug)}`);
  }
  if (expect.filters) {
    for (const [field, wanted] of Object.entries(expect.filters) as [keyof SearchEvalFilters, unknown][]) {
      const actual: unknown = interpretation.filters?.[field];
      const equal =
        Array.isArray(wanted) && Array.isArray(actual) ? sameSet(actual, wanted) : actual === wanted;
      if (!equal) problems.push(`filters.${field} ${quote(actual)}, expected ${quote(wanted)}`);
    }
  }
  if (expect.beach !== undefined) {
    const first = items[0]?.name;
    if (first !== expect.beach) {
      const position = shown.indexOf(expect.beach);
      const where = position < 0 ? "not on the first page" : `at position ${position + 1}`;
      problems.push(`first result ${quote(first ?? null)}, expected ${quote(expect.beach)} (${where})`);
    }
  }
  const missing = (expect.include ?? []).filter((name) => !shown.includes(name));
  if (missing.length > 0)
    problems.push(`missing ${missing.map((name) => quote(name)).join(", ")} (${firstPage})`);
  const unwanted = (expect.exclude ?? []).filter((name) => shown.includes(name));
  if (unwanted.length > 0) problems.push(`should not show ${unwanted.map((name) => quote(name)).join(", ")}`);
  if (expect.onlyArea !== undefined) {
    const outside = items.filter((item) => item.area !== expect.onlyArea);
    if (outside.length > 0) {
      const list = outside.map((item) => `${item.name} (${item.area})`).join(", ");
      problems.push(`results outside ${expect.onlyArea}: ${list}`);
    }
  }
  if (expect.empty && (results.total !== 0 || items.length !== 0)) {
    problems.push(`expected no results, got ${results.total} (${firstPage})`);
  }
  if (expect.minTotal !== undefined && results.total < expect.minTotal) {
    problems.push(`total ${results.total}, expected at least ${expect.minTotal}`);
  }
  if (expect.near !== undefined && (interpretation.near?.name ?? null) !== expect.near) {
    problems.push(`near ${quote(interpretation.near?.name ?? null)}, expected ${quote(expect.near)}`);
  }
  if (expect.inOrder) {
    const first = shown.slice(0, expect.inOrder.length);
    if (quote(first) !== quote(expect.inOrder)) {
      problems.push(`first results ${quote(first)}, expected ${quote(expect.inOrder)} in that order`);
    }
  }
  if (expect.leading) {
    const leading = shown.slice(0, expect.leading.length);
    if (!sameSet(leading, expect.leading)) {
      problems.push(`first results ${quote(leading)}, expected ${quote(expect.leading)} first`);
    }
  }
  if (expect.ignored) {
    const ignored = new Set((interpretation.ignored ?? []).map(loose));
    const notIgnored = expect.ignored.filter((word) => !ignored.has(loose(word)));
    if (notIgnored.length > 0) {
      problems.push(
        `not among ignored: ${notIgnored.map((word) => quote(word)).join(", ")} (ignored ${quote(interpretation.ignored)})`,
      );
    }
  }
  return problems;
}

/** Asks the endpoint for one case and checks the answer. Never throws. */
export async function evaluateCase(baseUrl: string, testCase: SearchEvalCase): Promise<CaseResult> {
  const url = `${baseUrl.replace(/\/$/, "")}${SEARCH_PATH}?q=${encodeURIComponent(testCase.query)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json" } });
  } catch (error) {
    return {
      ok: false,
      problems: [`request failed: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.status === 404) {
    return {
      ok: false,
      problems: [`endpoint missing: GET ${SEARCH_PATH} answered 404 ${describeBody(body)}`],
    };
  }
  if (response.status !== 200) {
    return { ok: false, problems: [`status ${response.status}: ${describeBody(body)}`] };
  }
  if (!looksLikeAnswer(body)) {
    return { ok: false, problems: [`unexpected response shape: ${describeBody(body)}`] };
  }
  const problems = checkAnswer(testCase, body);
  return { ok: problems.length === 0, problems, answer: body };
}

/** Runs every case (one at a time, in order) and sums up. */
export async function scoreCases(baseUrl: string, cases: readonly SearchEvalCase[]): Promise<Score> {
  const results: Score["results"] = [];
  for (const testCase of cases) {
    results.push({ testCase, result: await evaluateCase(baseUrl, testCase) });
  }
  const failures = results
    .filter(({ result }) => !result.ok)
    .map(({ testCase, result }) => ({ query: testCase.query, problems: result.problems }));
  const passed = results.length - failures.length;
  return {
    passed,
    total: results.length,
    share: results.length === 0 ? 0 : passed / results.length,
    failures,
    results,
  };
}

/**
 * Mistakes in the set itself, found against the demo data: a beach expected to show that is not
 * public, a name that is no demo beach, an area that is not public, a query listed twice.
 */
export function checkCases(cases: readonly SearchEvalCase[]): string[] {
  const publicNames = new Set(PUBLIC_DEMO_BEACHES.map((beach) => beach.name));
  const allNames = new Set(DEMO_BEACHES.map((beach) => beach.name));
  const publicAreas = new Set(DEMO_AREAS.filter((area) => area.status === "ACTIVE").map((area) => area.name));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { query, expect } of cases) {
    const at = `case ${quote(query)}`;
    if (seen.has(query)) problems.push(`${at}: listed twice`);
    seen.add(query);
    for (const name of [...(expect.beach ? [expect.beach] : []), ...(expect.include ?? [])]) {
      if (!publicNames.has(name)) problems.push(`${at}: ${quote(name)} is not a public demo beach`);
    }
    for (const name of expect.exclude ?? []) {
      if (!allNames.has(name)) problems.push(`${at}: ${quote(name)} is no demo beach`);
    }
    for (const area of [expect.place, expect.onlyArea]) {
      if (typeof area === "string" && !publicAreas.has(area)) {
        problems.push(`${at}: ${quote(area)} is not a public demo area`);
      }
    }
    const both = (expect.include ?? []).filter((name) => (expect.exclude ?? []).includes(name));
    if (both.length > 0) problems.push(`${at}: ${both.join(", ")} both included and excluded`);
    if (expect.empty && (expect.beach || expect.include?.length || expect.minTotal)) {
      problems.push(`${at}: expects no results and some results`);
    }
  }
  return problems;
}
