import { fork, type ChildProcess } from "node:child_process";

// The bench's timed requests one at a time ("alone"), made by a process of their own that holds
// nothing else. The bench's own process holds the forecast stand-in, the directories it generated
// and loaded, and the connections of the loads it makes; its collections and its event loop would
// otherwise be added to the time a request seems to take. A visitor's browser is on another
// machine, and so is this client in spirit: a small process doing nothing but ask and wait.

export interface TimedRun {
  urls: string[];
  /** Sent as the Cookie header with the back office's requests. */
  cookie: string;
}

/** Asks each URL in turn, reading the whole body, and gives each request's time in ms. */
export async function timeInTurn({ urls, cookie }: TimedRun): Promise<number[]> {
  const latencies: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    const response = await fetch(
      url,
      new URL(url).pathname.startsWith("/admin") ? { headers: { Cookie: cookie } } : {},
    );
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  return latencies;
}

/** A running client process: one run at a time. */
export interface BenchClient {
  time(run: TimedRun): Promise<number[]>;
  close(): void;
}

export function startBenchClient(): BenchClient {
  const child: ChildProcess = fork(new URL(import.meta.url), [], { execArgv: ["--import", "tsx"] });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    time(run) {
      const next = queue.then(
        () =>
          new Promise<number[]>((resolve, reject) => {
            const onExit = (code: number | null) =>
              reject(new Error(`The bench client stopped (exit ${code})`));
            child.once("exit", onExit);
            child.once("message", (latencies) => {
              child.off("exit", onExit);
              resolve(latencies as number[]);
            });
            child.send(run);
          }),
      );
      queue = next.catch(() => undefined);
      return next;
    },
    close() {
      child.disconnect();
    },
  };
}

// Run as the bench's child: each run in, its times out, until the bench lets go.
if (process.send && process.argv[1] === new URL(import.meta.url).pathname) {
  process.on("message", (run: TimedRun) => {
    void timeInTurn(run).then((latencies) => process.send!(latencies));
  });
}
