// `npm test`: the unit, integration and e2e tiers, one after another, then one closing line that
// adds them up. Stops at the first tier that fails.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return result.status ?? 1;
}

function vitestTier(project) {
  const output = `test-results/${project}.json`;
  rmSync(output, { force: true });
  const status = run(`${project} tests (vitest)`, "npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
  ]);
  const report = existsSync(output) ? JSON.parse(readFileSync(output, "utf8")) : null;
  return {
    status,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    total: report?.numTotalTests ?? 0,
  };
}

function e2eTier() {
  const output = "test-results/e2e.json";
  rmSync(output, { force: true });
  const status = run("e2e tests (Playwright + Chromium)", "npm", ["run", "test:e2e"]);
  const report = existsSync(output) ? JSON.parse(readFileSync(output, "utf8")) : null;
  const stats = report?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  return { status, passed, failed, total: passed + failed + (stats.skipped ?? 0) };
}

const tiers = [];
for (const tier of [() => vitestTier("unit"), () => vitestTier("integration"), e2eTier]) {
  const result = tier();
  tiers.push(result);
  // A tier that ran nothing proves nothing.
  if (result.status !== 0 || result.total === 0) {
    if (result.total === 0 && result.status === 0) console.error("A test tier ran no tests.");
    break;
  }
}

const passed = tiers.reduce((sum, tier) => sum + tier.passed, 0);
const failed = tiers.reduce((sum, tier) => sum + tier.failed, 0);
const ok = tiers.length === 3 && tiers.every((tier) => tier.status === 0 && tier.total > 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
