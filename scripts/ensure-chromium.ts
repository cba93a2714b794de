// Makes sure the e2e tier has its browser: Debian's Chromium headless shell, installed when we can
// (root + apt). Where it cannot be installed, Debian's full Chromium does the same work, slower.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./lib/chromium.ts";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");

/** Installs Debian's packages; false when they could not be installed. */
function aptInstall(packages: string[]): boolean {
  if (!isRoot || !hasApt) return false;
  console.log(`Installing Debian's ${packages.join(", ")} for the browser tests...`);
  const run = (args: string[]) =>
    execFileSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    run(["update"]);
    run(["install", "-y", ...packages]);
    return true;
  } catch (error) {
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

if (process.env.CHROMIUM_PATH) {
  // A browser chosen by hand is used as it is.
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(HEADLESS_SHELL_PATH) && !aptInstall(["chromium-headless-shell"])) {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`The headless shell could not be installed; the e2e tier uses ${CHROMIUM_PATH}.`);
  } else if (!aptInstall(["chromium"]) || !existsSync(CHROMIUM_PATH)) {
    console.error(
      "Chromium was not found. Install Debian's package as root: apt-get update && apt-get install -y " +
        "chromium-headless-shell (or set CHROMIUM_PATH to a Chromium binary).",
    );
    process.exit(1);
  }
}
