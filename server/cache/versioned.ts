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
