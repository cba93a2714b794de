import { setPriority } from "node:os";

// The og flood's requests (scripts/bench.ts), in a process of its own at a lower priority. It stands
// for clients on other machines: on the bench's own two cores its work would otherwise compete with
// the server it measures, which an attacker's machine does not. The no-op route is timed by the
// bench's own process, at the usual priority, as a visitor would be served.

export interface FloodPlan {
  base: string;
  cards: string[];
  /** Requests a second, each sent at its time whatever the earlier ones are doing. */
  rate: number;
  seconds: number;
  /** All from one client address, else each from its own. */
  oneClient: boolean;
}

export interface FloodResult {
  /** How many answers of each status; 0 for a request that got no answer. */
  statuses: Record<number, number>;
  /** Time to each 200 answer, in ms. */
  answered: number[];
}

export async function flood(plan: FloodPlan): Promise<FloodResult> {
  const statuses: Record<number, number> = {};
  const answered: number[] = [];
  const count = Math.round(plan.rate * plan.seconds);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const due = started + (i * 1000) / plan.rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const card = plan.cards[i % plan.cards.length]!;
      const client = plan.oneClient ? "10.9.9.9" : `10.${(i >> 8) & 255}.${i & 255}.${plan.rate}`;
      const start = performance.now();
      try {
        const response = await fetch(`${plan.base}${card}`, { headers: { "X-Forwarded-For": client } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 200) answered.push(performance.now() - start);
      } catch {
        statuses[0] = (statuses[0] ?? 0) + 1;
      }
    }),
  );
  return { statuses, answered };
}

// Run as a child of the bench: one plan in, its result out, then exit.
if (process.send) {
  try {
    setPriority(10);
  } catch {
    // Not allowed here: the flood runs at the usual priority.
  }
  process.once("message", (plan: FloodPlan) => {
    void flood(plan).then((result) => process.send!(result, () => process.exit(0)));
  });
}
