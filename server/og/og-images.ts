import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import { startTypeScriptWorker } from "../worker-thread.ts";
import { OG_FONT_FAMILY } from "./og-card.ts";
import type { RenderJob, RenderReply } from "./og-render-worker.ts";

// The og cards' bytes (ADR 044). A card is rasterised by resvg in a pool of worker threads, never on
// the main thread, in the font files of an npm package (Inter, SIL Open Font Licence 1.1; ADR 027):
// the system's fonts are never read, so a machine with none draws the same card. A finished card is
// written to disk under its name and the key of what it draws, so each card is drawn once per
// version, whatever restarts in between; the most asked ones are also kept in memory.

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
];

/** Cards kept in memory at once (each about 20-80 KB of PNG). */
export const OG_MEMORY_ENTRIES = 128;
/** A card on disk not drawn again for this long is removed; asked for later, it is drawn again. */
export const OG_DISK_DAYS = 30;
/**
 * A drawing thread's nice value, the lowest priority there is: cards are drawn with the cores that
 * pages, the API and the database leave idle (Linux only, where a nice value is per thread).
 */
export const OG_THREAD_NICE = 19;
/** Cards a pool thread may have waiting for it; past that a request is answered 503 at once. */
export const OG_QUEUE_PER_THREAD = 4;

/** Threads drawing cards: one per core but one, so the main thread always keeps a core. */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** Every thread is drawing and the queue is full: the caller says "try again shortly". */
export class OgBusyError extends Error {
  constructor() {
    super("Every card drawer is busy");
    this.name = "OgBusyError";
  }
}

interface Job {
  svg: string;
  resolve(png: Uint8Array<ArrayBuffer>): void;
  reject(error: Error): void;
}

/**
 * Worker threads that turn SVG into PNG, started when first needed. `render` answers in order of
 * asking; when all `size` threads are drawing and `queueLimit` jobs already wait, it refuses at once
 * (OgBusyError) rather than let a flood queue without end.
 */
export function createOgRenderPool(options: { size?: number; queueLimit?: number } = {}) {
  const size = options.size ?? defaultPoolSize();
  const queueLimit = options.queueLimit ?? size * OG_QUEUE_PER_THREAD;
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const waiting: Job[] = [];
  let threads = 0;
  let drawn = 0;
  let closed = false;

  function startThread(): Worker {
    const worker = startTypeScriptWorker(new URL("./og-render-worker.ts", import.meta.url), {
      fontFiles: FONT_FILES,
      fontFamily: OG_FONT_FAMILY,
      nice: OG_THREAD_NICE,
    });
    // An idle thread never keeps the process alive.
    worker.unref();
    threads += 1;
    worker.on("message", (reply: RenderReply) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job) {
        if ("png" in reply) {
          drawn += 1;
          job.resolve(reply.png as Uint8Array<ArrayBuffer>);
        } else job.reject(new Error(`The og card could not be drawn: ${reply.error}`));
      }
      next(worker);
    });
    const lost = (error: Error) => {
      const job = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      threads -= 1;
      job?.reject(error);
      // A thread that died is replaced when a job needs one.
      if (!closed && waiting.length) dispatch(waiting.shift()!);
    };
    worker.on("error", lost);
    worker.on("exit", (code) => {
      if (busy.has(worker) || idle.includes(worker))
        lost(new Error(`An og card thread stopped (exit code ${code})`));
    });
    return worker;
  }

  function run(worker: Worker, job: Job) {
    busy.set(worker, job);
    worker.postMessage({ svg: job.svg } satisfies RenderJob);
  }

  function next(worker: Worker) {
    const job = waiting.shift();
    if (job && !closed) run(worker, job);
    else idle.push(worker);
  }

  function dispatch(job: Job) {
    const worker = idle.pop() ?? (threads < size ? startThread() : null);
    if (worker) run(worker, job);
    else waiting.push(job);
  }

  return {
    size,
    render(svg: string): Promise<Uint8Array<ArrayBuffer>> {
      if (closed) return Promise.reject(new Error("The og card pool is closed"));
      if (idle.length === 0 && threads >= size && waiting.length >= queueLimit) {
        return Promise.reject(new OgBusyError());
      }
      return new Promise((resolve, reject) => dispatch({ svg, resolve, reject }));
    },
    /** Cards drawn so far. */
    drawn: () => drawn,
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error("The og card pool is closed"));
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

export type OgRenderPool = ReturnType<typeof createOgRenderPool>;

/** A card's file name: letters, digits, '-', '_' and '.', as the routes build it from slugs and a key. */
const CARD_NAME = /^[a-z0-9][a-z0-9_.-]*$/;

/**
 * Finished cards by name: in memory (the last `memoryEntries` asked), then in `dir` when one is
 * given, then drawn by the pool. One card asked for many times at once is drawn once.
 */
export function createOgCardStore(options: {
  pool: OgRenderPool;
  dir?: string | undefined;
  memoryEntries?: number;
  clock?: () => Date;
}) {
  const { pool, dir } = options;
  const limit = options.memoryEntries ?? OG_MEMORY_ENTRIES;
  const clock = options.clock ?? (() => new Date());
  const memory = new Map<string, Uint8Array<ArrayBuffer>>();
  const drawing = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  let madeDir = false;
  let warned = false;

  const remember = (name: string, png: Uint8Array<ArrayBuffer>) => {
    memory.delete(name);
    memory.set(name, png);
    for (const oldest of memory.keys()) {
      if (memory.size <= limit) break;
      memory.delete(oldest);
    }
    return png;
  };
  const fileOf = (name: string) => {
    if (!CARD_NAME.test(name)) throw new Error(`Not a card name: ${JSON.stringify(name)}`);
    return join(dir!, `${name}.png`);
  };

  async function fromDisk(name: string): Promise<Uint8Array<ArrayBuffer> | null> {
    if (!dir) return null;
    try {
      const bytes = await readFile(fileOf(name));
      return new Uint8Array(bytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async function toDisk(name: string, png: Uint8Array) {
    if (!dir) return;
    if (!madeDir) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      madeDir = true;
    }
    // Written whole under another name first: a reader never sees half a card.
    const partial = `${fileOf(name)}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(partial, png, { mode: 0o600 });
    await rename(partial, fileOf(name));
  }

  return {
    /** The card if it is finished or being drawn already; null when asking for it means drawing it. */
    async kept(name: string): Promise<Uint8Array<ArrayBuffer> | null> {
      const inMemory = memory.get(name);
      if (inMemory) return remember(name, inMemory);
      const underway = drawing.get(name);
      if (underway) return underway;
      const onDisk = await fromDisk(name);
      return onDisk ? remember(name, onDisk) : null;
    },
    /** Draws the card (or joins its drawing under way), keeps it and answers it. */
    draw(name: string, svg: () => string): Promise<Uint8Array<ArrayBuffer>> {
      const underway = drawing.get(name);
      if (underway) return underway;
      const drawn = pool
        .render(svg())
        .then(async (png) => {
          remember(name, png);
          await toDisk(name, png).catch((error: unknown) => {
            // A full or read-only disk costs a redraw later, never the answer; it is said once.
            if (warned) return;
            warned = true;
            console.warn(
              `Og cards are not being kept on disk (${dir}): ${error instanceof Error ? error.message : String(error)}`,
            );
          });
          return png;
        })
        .finally(() => drawing.delete(name));
      drawing.set(name, drawn);
      return drawn;
    },
    /** Removes the cards on disk not drawn within OG_DISK_DAYS; answers how many went. */
    async prune(): Promise<number> {
      if (!dir) return 0;
      const before = clock().getTime() - OG_DISK_DAYS * 24 * 60 * 60 * 1000;
      let removed = 0;
      let files: string[];
      try {
        files = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
        throw error;
      }
      for (const file of files) {
        if (!file.endsWith(".png") && !file.endsWith(".part")) continue;
        const path = join(dir, file);
        const stats = await stat(path).catch(() => null);
        if (stats && stats.mtimeMs < before) {
          await unlink(path).catch(() => {});
          removed += 1;
        }
      }
      return removed;
    },
  };
}

export type OgCardStore = ReturnType<typeof createOgCardStore>;

/**
 * How many cards one client may have drawn per minute (cards already drawn cost nothing and are not
 * counted). Kept per instance, as what it guards is this instance's cores; a client is its address,
 * an IPv6 one its /64.
 */
export function createDrawAllowance(options: { perMinute: number; clock?: () => Date; maxClients?: number }) {
  const clock = options.clock ?? (() => new Date());
  const maxClients = options.maxClients ?? 10_000;
  const windows = new Map<string, { start: number; used: number }>();
  const MINUTE = 60_000;
  return {
    /** Counts one drawing for `client`; when its minute is used up, says how many seconds remain. */
    take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
      const now = clock().getTime();
      let window = windows.get(client);
      if (!window || now - window.start >= MINUTE) {
        window = { start: now, used: 0 };
        windows.delete(client);
        windows.set(client, window);
        if (windows.size > maxClients) {
          for (const key of windows.keys()) {
            if (windows.size <= maxClients) break;
            // Oldest first; the client just counted was put last, so it is never the one dropped.
            if (key !== client) windows.delete(key);
          }
        }
      }
      if (window.used >= options.perMinute) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + MINUTE - now) / 1000)) };
      }
      window.used += 1;
      return { ok: true };
    },
  };
}
