// Makes sure Debian's Chromium is there for the e2e tier, installing it when we can (root + apt).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium was not found at ${CHROMIUM}. Install Debian's package as root: apt-get update && apt-get install -y chromium ` +
        "(or set CHROMIUM_PATH to a Chromium binary).",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  const run = (args) =>
    execFileSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  run(["update"]);
  run(["install", "-y", "chromium"]);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
