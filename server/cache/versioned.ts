import type { DataVersion } from "./data-version.ts";

/**
 * A value computed once per data version (ADR 010): the version is read afresh on every call, so the
 * value is recomputed the moment any change commits, on every instance. For results that summarise
 * the whole directory, such as the areas with their beach counts and centroids.
 */
export function versioned<T>(dataVersion: DataVersion, compute: () => Promise<T>): () => Promise<T> {
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
