import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { committedVersionOf } from "../db/pglite-thread.ts";
import { dataVersion } from "../db/schema.ts";

/**
 * The directory's data version (migration 0004): a trigger raises it with every change to areas or
 * beaches, in the same transaction. Each request reads it afresh (one primary-key lookup, or on the
 * embedded database the copy its thread keeps, which no committed write is newer than), never a
 * copy from an earlier moment, so an answer cached under an older version is never served after a
 * change has committed, on this instance or any other. The day's verdicts (beach_verdicts, ADR 033)
 * raise a second counter, as the cards and the `calm` filter show them; the version is the sum.
 */
export function createDataVersion(db: Database) {
  // The embedded database's thread keeps the committed version in memory this thread reads
  // (server/db/pglite-thread.ts): no round trip while no write is under way.
  const committed = committedVersionOf((db as { $client?: unknown }).$client);
  const versionRead = db
    .select({ version: dataVersion.version, forecast: dataVersion.forecastVersion })
    .from(dataVersion)
    .where(eq(dataVersion.id, 1))
    .prepare("data_version_read");
  /** Both counters in one read: the directory's (areas and beaches) and the forecast's (verdicts). */
  function counters(): Promise<Counters> {
    const scope = readingScope.getStore();
    if (!scope) return read();
    // Within a request that reads (see oneReadPerRequest), its first read serves the rest of it.
    scope.counters ??= read();
    return scope.counters;
  }
  async function read(): Promise<Counters> {
    const held = committed?.();
    if (held) return held;
    const [row] = await versionRead.execute();
    return { directory: Number(row?.version ?? 0), forecast: Number(row?.forecast ?? 0) };
  }
  return {
    counters,
    async current(): Promise<number> {
      const { directory, forecast } = await counters();
      // Both counters only rise, so their sum changes whenever either does.
      return directory + forecast;
    },
    /**
     * The forecast's counter alone: for values drawn from the verdicts only, which a change to the
     * beaches or areas leaves as they were.
     */
    forecast: {
      async current(): Promise<number> {
        return (await counters()).forecast;
      },
    },
  };
}

interface Counters {
  directory: number;
  forecast: number;
}

const readingScope = new AsyncLocalStorage<{ counters?: Promise<Counters> }>();

/**
 * Runs `handle` (the whole of one GET or HEAD request) so that the data version is read once for it:
 * a page's caches (the answer, the counts, the facets, the name order) each asked for it, three or
 * four primary-key reads a request. The one read is made after the request arrived, so it is never
 * older than the request. A request that may write (POST and the like) reads afresh every time: its
 * loaders, run after its action, must see what the action changed.
 */
export function oneReadPerRequest<T>(method: string, handle: () => T): T {
  return method === "GET" || method === "HEAD" ? readingScope.run({}, handle) : handle();
}

/** A counter that rises with every change to what a cached value was computed from. */
export interface VersionSource {
  current(): Promise<number>;
}

export type DataVersion = ReturnType<typeof createDataVersion>;
