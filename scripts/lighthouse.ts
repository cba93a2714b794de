// npm run lighthouse [-- --runs 3 --pages /,/crete,/map --reports lighthouse-reports]
// Lighthouse 12 with its default mobile settings (phone emulation, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium against the production build on the demo data: the home page, an
// area page, a beach page of that area and the map page unless --pages names others. Prints the
// performance, accessibility, best-practices and SEO scores with LCP, CLS and TBT per page (the
// median of --runs runs), the audits that kept a category below 100, and the goals missed; exits non-zero on a
// miss. The server's PUBLIC_URL is its own address and map tiles come from the local stub
// (tests/e2e/tile-stub.mjs), so no request leaves the machine. Builds only when there is no build
// (BUILD_DIR, else build/): after changing app/, run `npm run build` first. --reports DIR keeps each
// run's full Lighthouse report as JSON. --throttling devtools slows the browser itself instead of
// simulating (Lighthouse's devtools mode).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { freePort, startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    /** Comma-separated paths, e.g. "/,/crete"; by default home, an area, a beach and the map. */
    pages: { type: "string" },
    /** A folder for each run's full report (Lighthouse's JSON, which its online viewer opens). */
    reports: { type: "string" },
    /**
     * simulate (Lighthouse's default: a fast load replayed through a model of a slow phone) or
     * devtools (the browser itself throttled while it loads, as Lighthouse's devtools mode does).
     */
    throttling: { type: "string", default: "simulate" },
  },
});
const runs = Number(values.runs);
const throttling = values.throttling;
if (throttling !== "simulate" && throttling !== "devtools")
  throw new Error(`--throttling must be simulate or devtools, not ${throttling}`);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number >= 1, not ${values.runs}`);

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS = { performance: 95, accessibility: 100, seo: 100, lcpSeconds: 1.5, cls: 0.02 };

interface Measurement {
  /** Category scores as Lighthouse shows them, 0-100. */
  scores: Record<Category, number>;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
}

/** Starts a child process in a group of its own and answers a function that ends that group. */
function startGroup(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    const group = child.pid;
    if (child.exitCode !== null || child.signalCode !== null || group === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-group, "SIGTERM");
    const late = setTimeout(() => {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(late);
  };
  return { child, stop };
}

/** Polls a URL until it answers 2xx; gives up after `seconds` or when the process behind it ends. */
async function waitForUrl(url: string, child: ChildProcess, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The process behind ${url} stopped (exit code ${child.exitCode})`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Home, /crete (or the first area when the data has no Crete), that area's first beach and the map. */
async function defaultPages(base: string): Promise<string[]> {
  const areas = await getJson<{ items: { slug: string }[] }>(`${base}/api/v1/areas`);
  const area = areas.items.find((item) => item.slug === "crete") ?? areas.items[0];
  if (!area) throw new Error("The demo data has no areas");
  const beaches = await getJson<{ items: { slug: string }[] }>(
    `${base}/api/v1/beaches?area=${encodeURIComponent(area.slug)}`,
  );
  const beach = beaches.items[0];
  if (!beach) throw new Error(`The area ${area.slug} has no beaches`);
  return ["/", `/${area.slug}`, `/${area.slug}/${beach.slug}`, "/map"];
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface AuditNode {
  selector?: string;
  snippet?: string;
  /** The element's text or accessible name; for an element without one, Lighthouse repeats the selector. */
  nodeLabel?: string;
}

/** An element as a selector plus its text, which tells apart elements of the same selector. */
function describeNode(node: AuditNode): string | undefined {
  const where = node.selector ?? node.snippet;
  if (!where) return undefined;
  const label = node.nodeLabel?.replace(/\s+/g, " ").trim();
  if (!label || label === where) return where;
  return `${where} "${label.length > 40 ? `${label.slice(0, 39)}…` : label}"`;
}

/** Audits that count towards a category and scored below 1, with up to three elements each. */
function shortfalls(lhr: Result, category: Category): string[] {
  const found: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (["manual", "informative", "notApplicable"].includes(audit.scoreDisplayMode)) continue;
    const details = audit.details as { items?: { node?: AuditNode }[] } | undefined;
    const elements = (details?.items ?? [])
      .map((item) => (item.node ? describeNode(item.node) : undefined))
      .filter((element): element is string => element !== undefined);
    const more = elements.length > 3 ? ` (+${elements.length - 3} more)` : "";
    const where = elements.length ? `: ${elements.slice(0, 3).join(", ")}${more}` : "";
    found.push(`${ref.id} (${audit.title})${where}`);
  }
  return found;
}

function measure(lhr: Result): Measurement {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpSeconds: metric("largest-contentful-paint") / 1000,
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
  };
}

// The site as `npm run build` makes it, service worker included.
const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(join(buildDir, "server/index.js")))
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const folder = mkdtempSync(join(tmpdir(), "beaches-lighthouse-"));
const stoppers: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
/** Stops what was started, newest first, and removes the temp folder; safe to call more than once. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => console.error(error));
    rmSync(folder, { recursive: true, force: true });
  })());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const failures: string[] = [];
try {
  const tilePort = await freePort();
  const tiles = startGroup(process.execPath, ["tests/e2e/tile-stub.mjs"], {
    TILE_STUB_PORT: String(tilePort),
  });
  stoppers.push(tiles.stop);
  await waitForUrl(`http://127.0.0.1:${tilePort}/health`, tiles.child, 10);

  // An empty data folder: the server migrates it and loads the demo data on start.
  const port = await freePort();
  const server = await startProductionServer({
    dataDir: join(folder, "pglite"),
    buildDir,
    port,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      MAP_ATTRIBUTION: "Local test tiles",
    },
  });
  stoppers.push(() => server.stop());

  const debuggingPort = await freePort();
  const chromium = startGroup(CHROMIUM_PATH, [
    ...CHROMIUM_ARGS,
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${join(folder, "chromium")}`,
    "about:blank",
  ]);
  stoppers.push(chromium.stop);
  await waitForUrl(`http://127.0.0.1:${debuggingPort}/json/version`, chromium.child, 30);

  const pages = values.pages
    ? values.pages
        .split(",")
        .map((path) => path.trim())
        .filter(Boolean)
    : await defaultPages(server.base);
  const width = Math.max(4, ...pages.map((path) => path.length));
  console.log(
    `\nLighthouse 12, mobile (${throttling === "simulate" ? "simulated" : "devtools"} throttling), ${runs === 1 ? "1 run" : `median of ${runs} runs`} per page`,
  );
  console.log(`${"page".padEnd(width)}   perf  a11y  best-pr   SEO   LCP s     CLS   TBT ms`);

  for (const path of pages) {
    const measurements: Measurement[] = [];
    const problems = new Map<string, Set<string>>();
    const warnings = new Set<string>();
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: debuggingPort,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        // Every run a first visit: by default Lighthouse keeps IndexedDB and local storage, which
        // the service worker's cache bookkeeping fills on the first page audited.
        clearStorageTypes: ["all"],
        throttlingMethod: throttling,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const name = `${path.replace(/[^\w-]+/g, "_")}-${run + 1}.json`;
        writeFileSync(join(values.reports, name), result.report as string);
      }
      measurements.push(measure(result.lhr));
      for (const category of CATEGORIES.filter((name) => name !== "performance")) {
        for (const problem of shortfalls(result.lhr, category)) {
          problems.set(category, (problems.get(category) ?? new Set()).add(problem));
        }
      }
      for (const warning of result.lhr.runWarnings) warnings.add(warning);
    }

    const scoreOf = (category: Category) => median(measurements.map((m) => m.scores[category]));
    const lcp = median(measurements.map((m) => m.lcpSeconds));
    const cls = median(measurements.map((m) => m.cls));
    const tbt = median(measurements.map((m) => m.tbtMs));
    console.log(
      `${path.padEnd(width)}  ${scoreOf("performance").toFixed(0).padStart(5)} ${scoreOf("accessibility").toFixed(0).padStart(5)} ${scoreOf("best-practices").toFixed(0).padStart(8)} ${scoreOf("seo").toFixed(0).padStart(5)}  ${lcp.toFixed(2).padStart(6)}  ${cls.toFixed(3).padStart(6)}  ${tbt.toFixed(0).padStart(7)}`,
    );
    for (const [category, found] of problems) {
      for (const problem of found)
        console.log(`${" ".repeat(width)}    failing ${category} audit: ${problem}`);
    }
    for (const warning of warnings) console.log(`${" ".repeat(width)}    warning: ${warning}`);

    if (scoreOf("performance") < GOALS.performance)
      failures.push(`${path}: performance ${scoreOf("performance")} < ${GOALS.performance}`);
    if (scoreOf("accessibility") < GOALS.accessibility)
      failures.push(`${path}: accessibility ${scoreOf("accessibility")} < ${GOALS.accessibility}`);
    if (scoreOf("seo") < GOALS.seo) failures.push(`${path}: SEO ${scoreOf("seo")} < ${GOALS.seo}`);
    if (lcp > GOALS.lcpSeconds) failures.push(`${path}: LCP ${lcp.toFixed(2)} s > ${GOALS.lcpSeconds} s`);
    if (cls > GOALS.cls) failures.push(`${path}: CLS ${cls.toFixed(3)} > ${GOALS.cls}`);
  }
} finally {
  await cleanUp();
}
console.log(failures.length ? `\nGoals missed:\n  ${failures.join("\n  ")}` : "\nAll pages meet the goals.");
process.exitCode = failures.length ? 1 : 0;
