import type { VersionSource } from "./data-version.ts";

/**
 * A value computed once per data version (ADR 010): the version is read afresh on every call, so the
 * value is recomputed the moment any change commits, on every instance. For results that summarise
 * the whole directory, such as the areas with their beach counts and centroids.
 */
export function versioned<T>(dataVersion: VersionSource, compute: () => Promise<T>): () => Promise<T> {
  let held: { version: number; value: Promise<T> } | null = null;
  return async () => {
    const version = await dataVersion.current();
    if (held?.version !== version) {
      const value = compute();
      held = { version, value };
      // A failed computation is not kept.
      value.catch(() => {
        if (held?.value === value) held = null;
      });
    }
    return held.value;
  };
}

/**
 * Values computed once per data version and key, at most `limit` of them (the least recently used
 * go first). For answers many requests share, such as the number of beaches a set of filters
 * matches: every page, sort and starting point of a list asks for the same count. A caller that has
 * just read the version for its request passes it, and the version is not read again.
 */
export function versionedByKey<I, T>(
  dataVersion: VersionSource,
  options: { limit: number; key: (input: I) => string },
  compute: (input: I) => Promise<T>,
): (input: I, version?: number) => Promise<T> {
  let heldVersion = -1;
  const held = new Map<string, Promise<T>>();
  return async (input, readVersion) => {
    const key = options.key(input);
    const version = readVersion ?? (await dataVersion.current());
    if (version !== heldVersion) {
      held.clear();
      heldVersion = version;
    }
    const known = held.get(key);
    if (known) {
      // Most recently used last, so the first key is the one to drop.
      held.delete(key);
      held.set(key, known);
      return known;
    }
    const value = compute(input);
    held.set(key, value);
    if (held.size > options.limit) held.delete(held.keys().next().value!);
    // A failed computation is not kept.
    value.catch(() => {
      if (held.get(key) === value) held.delete(key);
    });
    return value;
  };
}

/**
 * Rows read by id, kept per data version: a caller asks for ids and gets their rows in that order,
 * read from `read` only for ids not yet held (an id with no row is held as such). At most `limit`
 * ids are held, the first held going first. For small rows many answers share, such as the beaches a
 * map of one region shows to everyone panning over it.
 */
export function versionedRows<T>(
  options: { limit: number; id: (row: T) => number },
  read: (ids: number[]) => Promise<T[]>,
): (ids: readonly number[], version: number) => Promise<T[]> {
  let heldVersion = -1;
  const held = new Map<number, T | null>();
  return async (ids, version) => {
    // A request that read its version before a change answers from its own reading alone.
    if (version < heldVersion) return read([...ids]).then((found) => inOrder(ids, found, options.id));
    if (version > heldVersion) {
      held.clear();
      heldVersion = version;
    }
    // What is held is taken now: another request may drop it while this one reads the rest.
    const rows = new Map<number, T | null>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = held.get(id);
      if (row === undefined) missing.push(id);
      else rows.set(id, row);
    }
    if (missing.length > 0) {
      const fresh = new Map<number, T>();
      for (const row of await read(missing)) fresh.set(options.id(row), row);
      for (const id of missing) rows.set(id, fresh.get(id) ?? null);
      // Kept only if no newer version was seen while reading.
      if (heldVersion === version) {
        for (const id of missing) held.set(id, rows.get(id)!);
        for (const id of held.keys()) {
          if (held.size <= options.limit) break;
          held.delete(id);
        }
      }
    }
    return inOrder(
      ids,
      [...rows.values()].filter((row) => row !== null),
      options.id,
    );
  };
}

/** The rows of `ids` in the order of `ids`, those with no row left out. */
function inOrder<T>(ids: readonly number[], rows: T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  const answer: T[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) answer.push(row);
  }
  return answer;
}
