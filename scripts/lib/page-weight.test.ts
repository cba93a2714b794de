import { describe, expect, it } from "vitest";
import { firstLoadScripts, logNormalScore } from "./page-weight.ts";

describe("logNormalScore", () => {
  const curve = { p10: 2500, median: 4000 };
  it("gives 0.9 at the p10 point and 0.5 at the median, as Lighthouse defines its curves", () => {
    expect(logNormalScore(curve, 2500)).toBeCloseTo(0.9, 3);
    expect(logNormalScore(curve, 4000)).toBeCloseTo(0.5, 3);
  });
  it("falls as the metric grows", () => {
    expect(logNormalScore(curve, 1000)).toBeGreaterThan(logNormalScore(curve, 3000));
    expect(logNormalScore(curve, 10_000)).toBeLessThan(0.1);
    expect(logNormalScore(curve, 0)).toBe(1);
  });
});

describe("firstLoadScripts", () => {
  it("finds module scripts, modulepreloads and route imports once each", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><script type="module">import("/assets/b.js");import "/assets/a.js"</script>' +
      '<link rel="stylesheet" href="/assets/c.css"/>';
    expect(firstLoadScripts(html)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("counts React Router's route imports but not the modules its inline manifest only names", () => {
    const html =
      '<link rel="modulepreload" href="/assets/entry.js"/><script src="/assets/legacy.js"></script>' +
      '<script type="module" async="">import * as route0 from "/assets/root.js"; import * as route1 from "/assets/beach.js";' +
      'window.__reactRouterManifest = {"routes": {"home": {"module": "/assets/home.js", "imports": ["/assets/search-box.js"]}}};' +
      'import("/assets/entry.js");</script>';
    expect(firstLoadScripts(html).sort()).toEqual([
      "/assets/beach.js",
      "/assets/entry.js",
      "/assets/legacy.js",
      "/assets/root.js",
    ]);
  });
});
