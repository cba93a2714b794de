// `npm test`: the production build once, then the unit, integration and e2e tiers one after another
// (the integration tier's page tests and the e2e servers both use that build), each tier's count
// and time, and one closing line that adds them up. Stops at the first step that fails. Each step's
// CPU seconds (all its processes, browsers and servers included) are printed beside its wall time, so
// two machines' runs can be compared: wall time alone mixes a machine's speed with its core count.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
mkdirSync("test-results", { recursive: true });

/** Clock ticks a second of the CPU times in /proc (Linux); null elsewhere. */
const TICKS = (() => {
  if (!existsSync("/proc/self/stat")) return null;
  const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  const ticks = Number(answer.stdout);
  return answer.status === 0 && ticks > 0 ? ticks : 100;
})();

/**
 * CPU seconds used so far by the child processes this one has waited for, and theirs in turn
 * (cutime and cstime of /proc/self/stat); null where there is no /proc.
 */
function childrenCpuSeconds() {
  if (TICKS === null) return null;
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of the line; the first after the name is field 3.
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const cpuAfter = childrenCpuSeconds();
  return {
    status: result.status ?? 1,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/** "in 26.7 s, CPU 48.2 s" (or without the CPU where it cannot be read). */
const timing = ({ seconds, cpuSeconds }) =>
  `in ${seconds.toFixed(1)} s${cpuSeconds === null ? "" : `, CPU ${cpuSeconds.toFixed(1)} s`}`;

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

function vitestTier(project) {
  const output = `test-results/${project}.json`;
  rmSync(output, { force: true });
  const { status, seconds, cpuSeconds } = run(
    `${project} tests (vitest)`,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
    ],
    { TEST_PREBUILT_DIR: BUILD_DIR },
  );
  const report = readJson(output);
  return {
    name: project,
    status,
    seconds,
    cpuSeconds,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    total: report?.numTotalTests ?? 0,
  };
}

function e2eTier() {
  const output = "test-results/e2e.json";
  rmSync(output, { force: true });
  const browser = run("Chromium for the e2e tier", process.execPath, ["scripts/ensure-chromium.mjs"]);
  if (browser.status !== 0) return { name: "e2e", ...browser, passed: 0, failed: 0, total: 0 };
  const { status, seconds, cpuSeconds } = run("e2e tests (Playwright + Chromium)", "npx", [
    "playwright",
    "test",
  ]);
  const stats = readJson(output)?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  const total = passed + failed + (stats.skipped ?? 0);
  return { name: "e2e", status, seconds, cpuSeconds, passed, failed, total };
}

const build = run("production build (once, for the integration and e2e tiers)", "npm", ["run", "build"]);
const tiers = [];
if (build.status === 0) {
  for (const tier of [() => vitestTier("unit"), () => vitestTier("integration"), e2eTier]) {
    const result = tier();
    tiers.push(result);
    // A tier that ran nothing proves nothing.
    if (result.status !== 0 || result.total === 0) {
      if (result.total === 0 && result.status === 0) console.error(`The ${result.name} tier ran no tests.`);
      break;
    }
  }
}

console.log("\n=== summary ===");
console.log(`build        ${build.status === 0 ? "done" : "FAILED"} ${timing(build)}`);
for (const tier of tiers) {
  console.log(`${tier.name.padEnd(12)} ${tier.passed} passed, ${tier.failed} failed ${timing(tier)}`);
}
const steps = [build, ...tiers];
const cpuKnown = steps.every((step) => step.cpuSeconds !== null);
console.log(
  `all          ${timing({
    seconds: steps.reduce((sum, step) => sum + step.seconds, 0),
    cpuSeconds: cpuKnown ? steps.reduce((sum, step) => sum + step.cpuSeconds, 0) : null,
  })} on ${availableParallelism()} cores`,
);
const passed = tiers.reduce((sum, tier) => sum + tier.passed, 0);
const failed = tiers.reduce((sum, tier) => sum + tier.failed, 0);
const ok =
  build.status === 0 && tiers.length === 3 && tiers.every((tier) => tier.status === 0 && tier.total > 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
