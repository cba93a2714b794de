import { type ComponentType, lazy, Suspense, useEffect } from "react";

// Parts of a page that few visits show (the 404, an empty list) live in scripts of their own, so
// the pages that do not show them load less up front. The server still renders them into the HTML
// (app/entry.server.tsx waits for the whole page), so they read and work as links and forms before
// any script runs; the browser hydrates them once their script has arrived.

export interface Deferred<P> {
  Component: ComponentType<P>;
  /** Fetches the script in idle time, so a later client-side navigation finds it ready. */
  usePrefetch: () => void;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Component(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  function usePrefetch() {
    useEffect(() => {
      const start = () => void load().catch(() => undefined);
      if (typeof requestIdleCallback === "function") {
        const handle = requestIdleCallback(start, { timeout: 5_000 });
        return () => cancelIdleCallback(handle);
      }
      const timer = setTimeout(start, 2_000);
      return () => clearTimeout(timer);
    }, []);
  }
  return { Component, usePrefetch };
}
