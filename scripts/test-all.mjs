// `npm test`: the production build once, then the unit, integration and e2e tiers one after another
// (the integration tier's page tests and the e2e servers both use that build), each tier's count
// and time, and one closing line that adds them up. Stops at the first step that fails. Each step's
// CPU seconds (the machine's, all cores together) are printed beside its wall time, so two machines'
// runs can be compared: wall time alone mixes a machine's speed with its core count.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
mkdirSync("test-results", { recursive: true });

/** Clock ticks a second of the CPU times in /proc (Linux); null elsewhere. */
const TICKS = (() => {
  if (!existsSync("/proc/stat")) return null;
  const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  const ticks = Number(answer.stdout);
  return answer.status === 0 && ticks > 0 ? ticks : 100;
})();

/**
 * CPU seconds the whole machine has spent busy so far, all cores together (the first line of
 * /proc/stat: user, nice, system and interrupts); null where there is no /proc. The tiers' own
 * processes cannot all be counted one by one (Playwright ends its browsers without waiting for them),
 * and on a machine running the tests little else is busy.
 */
function machineCpuSeconds() {
  if (TICKS === null) return null;
  const columns = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq ...: the work done is user, nice, system, irq, softirq.
  const [user, nice, system, , , irq, softirq] = columns;
  return (user + nice + system + irq + softirq) / TICKS;
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const cpuBefore = machineCpuSeconds();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const cpuAfter = machineCpuSeconds();
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
  const browser = run("Chromium for the e2e tier", process.execPath, [
    "--import",
    "tsx",
    "scripts/ensure-chromium.ts",
  ]);
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
