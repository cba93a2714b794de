import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { startTypeScriptWorker } from "../worker-thread.ts";

// The main thread's side of the embedded database thread (server/db/pglite-worker.ts, ADR 010): an
// object with the part of PGlite's interface that Drizzle's PGlite driver uses (query, exec,
// transaction, close), which forwards each call to the worker. Queries outside a transaction wait
// while one is open, as they do on PGlite itself.

export type ThreadRequest =
  | {
      id: number;
      op: "query";
      tx?: number;
      text: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      rawTypes?: number[];
    }
  | { id: number; op: "exec"; tx?: number; text: string }
  | { id: number; op: "begin"; tx?: undefined }
  | { id: number; op: "end"; tx?: undefined; txId: number; commit: boolean }
  | { id: number; op: "close"; tx?: undefined };

export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; name?: string; [field: string]: unknown } };

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

interface Queryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

/** The directory's and the forecast's counters of the data version (server/cache/data-version.ts). */
export interface VersionCounters {
  directory: number;
  forecast: number;
}

/** What Drizzle's PGlite driver sees: enough of PGlite, run elsewhere. */
export interface PgliteThread extends Queryable {
  /**
   * The data version as committed, read from memory the database thread keeps (pglite-worker.ts), or
   * null while a write is under way or before the thread has read it: then the table is asked.
   */
  committedVersion(): VersionCounters | null;
  transaction<T>(
    callback: (tx: Queryable & { rollback(): Promise<void>; closed: boolean }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
}

class DatabaseThreadError extends Error {}

function toError(error: { message: string; name?: string; [field: string]: unknown }): Error {
  const { message, name, ...fields } = error;
  const rebuilt = new DatabaseThreadError(message);
  if (name) rebuilt.name = name;
  return Object.assign(rebuilt, fields);
}

class RollbackSignal extends Error {}

/**
 * Starts the worker thread that opens PGlite on `dataDir` (memory when left out) and resolves once
 * the database is open.
 */
export async function startPgliteThread(dataDir?: string): Promise<PgliteThread> {
  // A sequence number (odd while the thread writes), whether the copy is known, and the two counters.
  const versionCells = new SharedArrayBuffer(4 * BigInt64Array.BYTES_PER_ELEMENT);
  const cells = new BigInt64Array(versionCells);
  const worker = startTypeScriptWorker(new URL("./pglite-worker.ts", import.meta.url), {
    dataDir,
    versionCells,
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let closed = false;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on("message", (reply: ThreadReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(toError(reply.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    closed = true;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => {
    if (!closed) failAll(new Error(`The database thread stopped (exit code ${code})`));
  });

  const call = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error("The database is closed"));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({
        op: "query",
        ...(tx === undefined ? {} : { tx }),
        text,
        ...(params ? { params } : {}),
        ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
        ...(options?.parsers ? { rawTypes: Object.keys(options.parsers).map(Number) } : {}),
      }),
    exec: (text: string) => call<Results[]>({ op: "exec", ...(tx === undefined ? {} : { tx }), text }),
  });

  await ready;

  return {
    ...queryable(),
    committedVersion() {
      const before = Atomics.load(cells, 0);
      if (before % 2n === 1n) return null;
      const known = Atomics.load(cells, 1) === 1n;
      const version = { directory: Number(Atomics.load(cells, 2)), forecast: Number(Atomics.load(cells, 3)) };
      // A copy the thread was rewriting meanwhile is not used; the table is asked instead.
      return known && Atomics.load(cells, 0) === before ? version : null;
    },
    async transaction(callback) {
      const tx = await call<number>({ op: "begin" });
      let finished = false;
      const handle = {
        ...queryable(tx),
        get closed() {
          return finished;
        },
        async rollback() {
          throw new RollbackSignal("Rolled back");
        },
      };
      let result;
      try {
        result = await callback(handle);
      } catch (error) {
        finished = true;
        await call({ op: "end", txId: tx, commit: false }).catch(() => undefined);
        throw error;
      }
      finished = true;
      await call({ op: "end", txId: tx, commit: true });
      return result;
    },
    async close() {
      if (closed) return;
      await call({ op: "close" });
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}

/** The committed data version a database handle's thread keeps, when the handle runs on one. */
export function committedVersionOf(client: unknown): (() => VersionCounters | null) | null {
  const thread = client as Partial<PgliteThread> | null | undefined;
  return typeof thread?.committedVersion === "function" ? () => thread.committedVersion!() : null;
}

/** The thread passed where Drizzle's PGlite driver expects a PGlite instance. */
export const asPglite = (thread: PgliteThread) => thread as unknown as PGlite;
