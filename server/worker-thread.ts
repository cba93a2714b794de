import { Worker } from "node:worker_threads";

/**
 * A worker thread running the TypeScript module at `entry` (a file URL). The server's TypeScript runs
 * through tsx; Node 20 does not apply an --import hook to a worker's entry module, so a small
 * bootstrap registers tsx in the worker first.
 */
export function startTypeScriptWorker(entry: URL, workerData?: unknown): Worker {
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
