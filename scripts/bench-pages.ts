// npm run bench:pages — the public pages as a phone gets them, on the demo data: compressed HTML,
// first-load JavaScript and CSS per page against the budgets below, then Lighthouse-style lab
// metrics (FCP, LCP, TBT, CLS and a mobile score) from Chromium under mobile throttling.
// Builds the site first; exits non-zero when a budget is missed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localizePath, pathWithoutLocale } from "#core/i18n/locale.ts";
import { measureLabMetrics, measurePageWeight, PAGE_BUDGETS } from "./lib/page-weight.ts";
import { startProductionServer } from "./lib/production-server.ts";

const PAGES = [
  "/",
  "/?type=SANDY&blueFlag=true&page=2",
  "/areas",
  "/crete",
  "/kefalonia/myrtos",
  "/about",
  "/ontology",
  // Leaflet is not counted: the map page fetches it after it runs, like the beach page's small map.
  "/map",
  "/map?area=crete&type=SANDY",
];
/** Every page again in Greek (ADR 037), within the same budgets. */
const GREEK_PAGES = PAGES.map((path) => localizePath(path, "el"));
const LAB_PAGES = ["/", "/areas", "/crete", "/kefalonia/myrtos", "/map"];
const GREEK_LAB_PAGES = LAB_PAGES.map((path) => localizePath(path, "el"));

// BUILD_DIR lets a run build beside others' (react-router.config.ts, server/env.ts read it too).
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
const folder = mkdtempSync(join(tmpdir(), "beaches-pages-"));
const server = await startProductionServer({ dataDir: join(folder, "pglite") });
const failures: string[] = [];
try {
  console.log("\npage                                  HTML gz   first-load JS gz   CSS gz");
  for (const path of [...PAGES, ...GREEK_PAGES]) {
    const weight = await measurePageWeight(server.base, path, clientDir);
    console.log(
      `${path.padEnd(36)}  ${weight.htmlKb.toFixed(1).padStart(5)} KB  ${weight.jsKb.toFixed(1).padStart(8)} KB (${weight.scripts} files)  ${weight.cssKb.toFixed(1).padStart(5)} KB`,
    );
    if (weight.jsKb > PAGE_BUDGETS.firstLoadJsKb)
      failures.push(`${path}: first-load JS ${weight.jsKb.toFixed(1)} KB > ${PAGE_BUDGETS.firstLoadJsKb} KB`);
    const bare = pathWithoutLocale(path.split("?")[0] ?? path);
    const home = bare === "/" && !path.includes("?");
    if (home && weight.htmlKb > PAGE_BUDGETS.homeHtmlKb)
      failures.push(`${path}: HTML ${weight.htmlKb.toFixed(1)} KB > ${PAGE_BUDGETS.homeHtmlKb} KB`);
    if (bare === "/kefalonia/myrtos" && weight.htmlKb > PAGE_BUDGETS.beachHtmlKb)
      failures.push(`${path}: HTML ${weight.htmlKb.toFixed(1)} KB > ${PAGE_BUDGETS.beachHtmlKb} KB`);
  }

  console.log("\nlab metrics, 375x812, 4x CPU, 150 ms RTT, 1.6 Mbit/s (Lighthouse mobile throttling)");
  console.log("page                  FCP ms   LCP ms   TBT ms     CLS   score");
  for (const lab of await measureLabMetrics(server.base, [...LAB_PAGES, ...GREEK_LAB_PAGES])) {
    console.log(
      `${lab.path.padEnd(20)} ${lab.fcp.toFixed(0).padStart(7)}  ${lab.lcp.toFixed(0).padStart(7)}  ${lab.tbt.toFixed(0).padStart(7)}  ${lab.cls.toFixed(3).padStart(6)}  ${lab.score.toFixed(0).padStart(6)}`,
    );
    if (lab.score < PAGE_BUDGETS.lighthouse)
      failures.push(`${lab.path}: lab score ${lab.score.toFixed(0)} < ${PAGE_BUDGETS.lighthouse}`);
  }
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
console.log(failures.length ? `\nOver budget:\n  ${failures.join("\n  ")}` : "\nAll pages within budget.");
process.exitCode = failures.length ? 1 : 0;
