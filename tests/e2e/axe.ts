import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Evaluated through the DevTools protocol, not added as a <script>: the site's Content-Security-
  // Policy rightly refuses inline scripts it did not write. Sending and compiling it takes about half
  // a second on a 2-core machine, so a document that has it already keeps it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[] },
          ) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    // Every rule still runs; only the passes and the undecided are left without their node lists.
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious).toEqual([]);
}
