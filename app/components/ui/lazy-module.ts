import { useCallback, useSyncExternalStore } from "react";

// Code that only an interaction needs (menus, the filter sheet, toasts) is fetched on the first
// hover, focus or press instead of with the page, which keeps first-load JavaScript in budget.

export interface LazyModule<T> {
  /** Starts loading (once); resolves to the module. */
  load(): Promise<T>;
  /** The module if it has arrived. */
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let promise: Promise<T> | undefined;
  let loaded: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      promise ??= loader().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A failed chunk download (flaky network) may be tried again on the next press.
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useLazyModule<T>(module: LazyModule<T>): {
  loaded: T | undefined;
  load: () => Promise<T | undefined>;
} {
  const loaded = useSyncExternalStore(module.subscribe, module.current, () => undefined);
  const load = useCallback(
    () =>
      module.load().catch((error: unknown) => {
        console.warn("Could not load part of the page", error);
        return undefined;
      }),
    [module],
  );
  return { loaded, load };
}
