// What a visitor's phone downloads and how fast the page becomes useful: the compressed HTML and the
// JavaScript a page loads up front (its module scripts and modulepreload links), and lab metrics from
// Chromium under mobile throttling, scored with Lighthouse's published log-normal curves.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

export const PAGE_BUDGETS = { firstLoadJsKb: 150, homeHtmlKb: 30, beachHtmlKb: 20, lighthouse: 95 };

const gzipKb = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

/**
 * Scripts a page loads before it is interactive: modulepreload links, script sources and the
 * imports of inline module scripts. React Router's inline route manifest also names the modules of
 * routes the page only links to; those load on navigation, so they are not counted.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g,
    /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g,
    /\bimport\s*(?:[\w*{}\s,]+\s+from\s*)?\(?\s*["'](\/assets\/[^"']+\.js)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) found.add(match[1] as string);
  }
  return [...found];
}

export interface PageWeight {
  path: string;
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  scripts: number;
}

export async function measurePageWeight(base: string, path: string, clientDir: string): Promise<PageWeight> {
  const html = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
  const text = html.toString("utf8");
  const scripts = firstLoadScripts(text);
  const jsKb = scripts.reduce((sum, src) => sum + gzipKb(readFileSync(join(clientDir, src))), 0);
  const styles = [
    ...new Set([...text.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1] as string)),
  ];
  const cssKb = styles.reduce((sum, href) => sum + gzipKb(readFileSync(join(clientDir, href))), 0);
  return { path, htmlKb: gzipKb(html), jsKb, cssKb, scripts: scripts.length };
}

// Lighthouse 10+ mobile scoring: each metric's score is 1 minus a log-normal CDF fixed by its
// p10 and median (https://github.com/GoogleChrome/lighthouse/blob/main/core/lib/statistics.js).
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 0.1 },
  lcp: { p10: 2500, median: 4000, weight: 0.25 },
  tbt: { p10: 200, median: 600, weight: 0.3 },
  cls: { p10: 0.1, median: 0.25, weight: 0.25 },
} as const;

/** Complementary error function (Numerical Recipes' Chebyshev fit, relative error < 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const result = t * Math.exp(poly);
  return x >= 0 ? result : 2 - result;
}

export function logNormalScore({ p10, median }: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  // erfc^-1(1/5): puts the p10 point at a score of 0.9.
  const inverseErfcOneFifth = 0.9061938024368232;
  const standardized = (Math.log(value / median) * inverseErfcOneFifth) / -Math.log(p10 / median);
  return Math.min(1, Math.max(0, erfc(standardized) / 2));
}

export interface LabMetrics {
  path: string;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
}

/**
 * Loads each page cold in Chromium at 375x812 with Lighthouse's mobile throttling (4x CPU, 150 ms
 * RTT, 1.6 Mbit/s down) and reads FCP, LCP, CLS and long tasks from the browser's own timings.
 * Speed Index needs a filmstrip we do not record, so its 10% weight is spread over the others.
 */
export async function measureLabMetrics(base: string, paths: readonly string[]): Promise<LabMetrics[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results: LabMetrics[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        const store = { lcp: 0, cls: 0, longTasks: [] as { start: number; duration: number }[] };
        (window as unknown as { __lab: typeof store }).__lab = store;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) store.lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) store.cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            store.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      // Hydration and anything it triggers, then a quiet moment.
      await page.waitForFunction(
        () =>
          (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
          undefined,
      );
      await page.waitForTimeout(1500);
      const raw = await page.evaluate(() => {
        const lab = (
          window as unknown as {
            __lab: { lcp: number; cls: number; longTasks: { start: number; duration: number }[] };
          }
        ).__lab;
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
        return { fcp, lcp: lab.lcp || fcp, cls: lab.cls, longTasks: lab.longTasks };
      });
      // Blocking time: the part of each long task after FCP beyond 50 ms.
      const tbt = raw.longTasks
        .filter((task) => task.start + task.duration > raw.fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      const parts = [
        [CURVES.fcp, raw.fcp],
        [CURVES.lcp, raw.lcp],
        [CURVES.tbt, tbt],
        [CURVES.cls, raw.cls],
      ] as const;
      const weight = parts.reduce((sum, [curve]) => sum + curve.weight, 0);
      const score =
        (100 * parts.reduce((sum, [curve, value]) => sum + curve.weight * logNormalScore(curve, value), 0)) /
        weight;
      results.push({ path, fcp: raw.fcp, lcp: raw.lcp, tbt, cls: raw.cls, score });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
